//===- ArgSpec.cpp - Parsing amdcl2-run --arg values ----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns `--arg` strings into argument values: scalars and vectors as
/// little-endian element bytes, buffers as their initial contents.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ImageFormats.h"
#include "amdcl2/ABI/Samplers.h"
#include "amdcl2/Emulator/Emulator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstring>
#include <random>

using namespace llvm;

namespace amdcl2 {
namespace emu {

static Error specError(StringRef Spec, const Twine &Why) {
  return createStringError("bad argument '" + Spec + "': " + Why);
}

/// Appends one element of type \p Ty parsed from \p V.
static bool appendElement(StringRef Ty, StringRef V,
                          std::vector<uint8_t> &Out) {
  auto Put = [&](auto X) {
    uint8_t B[sizeof(X)];
    std::memcpy(B, &X, sizeof(X));
    Out.insert(Out.end(), B, B + sizeof(X));
    return true;
  };
  V = V.trim();
  if (Ty == "f32" || Ty == "f64") {
    std::string S = V.str();
    char *End = nullptr;
    double D = std::strtod(S.c_str(), &End);
    if (S.empty() || *End)
      return false;
    return Ty == "f32" ? Put(float(D)) : Put(D);
  }
  bool Signed = Ty[0] == 'i';
  int64_t SV = 0;
  uint64_t UV = 0;
  bool Bad = Signed ? V.getAsInteger(0, SV) : V.getAsInteger(0, UV);
  if (Bad)
    return false;
  if (Ty == "i8")
    return isInt<8>(SV) && Put(int8_t(SV));
  if (Ty == "u8")
    return isUInt<8>(UV) && Put(uint8_t(UV));
  if (Ty == "i16")
    return isInt<16>(SV) && Put(int16_t(SV));
  if (Ty == "u16")
    return isUInt<16>(UV) && Put(uint16_t(UV));
  if (Ty == "i32")
    return isInt<32>(SV) && Put(int32_t(SV));
  if (Ty == "u32")
    return isUInt<32>(UV) && Put(uint32_t(UV));
  return Signed ? Put(SV) : Put(UV);
}

void fillRandom(uint64_t Seed, MutableArrayRef<uint8_t> Bytes) {
  // A fixed generator: the same seed gives the same bytes everywhere.
  std::mt19937_64 Gen(Seed);
  for (uint8_t &B : Bytes)
    B = uint8_t(Gen());
}

/// Reads `@FILE`'s \p Path into \p A.Bytes.
static Error readSpecFile(StringRef Spec, StringRef Path, ArgValue &A) {
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return specError(Spec,
                     "cannot read '" + Path + "': " + Buf.getError().message());
  A.Bytes.assign((*Buf)->getBufferStart(), (*Buf)->getBufferEnd());
  return Error::success();
}

static Expected<ArgValue> parseBuffer(StringRef Spec, StringRef Rest) {
  ArgValue A;
  A.Kind = ArgValue::Buffer;
  A.Spec = Spec.str();
  if (Rest.consume_front("@")) {
    if (Error E = readSpecFile(Spec, Rest, A))
      return std::move(E);
    return std::move(A);
  }
  auto [SizeStr, Fill] = Rest.split(':');
  uint64_t Size = 0;
  if (SizeStr.getAsInteger(0, Size) || Size == 0 || Size > (1ull << 30))
    return specError(Spec, "buffer size must be 1 to 2^30 bytes");
  A.Bytes.assign(Size, 0);
  if (Fill.empty())
    return std::move(A);
  uint64_t Seed = 0;
  if (!Fill.consume_front("random=") || Fill.getAsInteger(0, Seed))
    return specError(Spec, "expected 'random=SEED' after the size");
  fillRandom(Seed, A.Bytes);
  return std::move(A);
}

/// Fills \p A's initial contents from `random=SEED` or `@FILE`.
static Error parseFill(StringRef Spec, StringRef Fill, ArgValue &A) {
  if (Fill.consume_front("@")) {
    A.ImageFromFile = true;
    return readSpecFile(Spec, Fill, A);
  }
  uint64_t Seed = 0;
  if (!Fill.consume_front("random=") || Fill.getAsInteger(0, Seed))
    return specError(Spec, "expected 'random=SEED' or '@FILE' after the type");
  A.RandomSeed = Seed;
  return Error::success();
}

/// The code of CL name \p Name (CL_ optional, any case) in \p Codes.
static std::optional<unsigned> imageCode(ArrayRef<ImageCode> Codes,
                                         StringRef Name) {
  if (Name.size() > 3 && Name.take_front(3).equals_insensitive("CL_"))
    Name = Name.drop_front(3);
  for (const ImageCode &C : Codes)
    if (C.CL.equals_insensitive(Name))
      return C.Code;
  return std::nullopt;
}

static Expected<ArgValue> parseImage(StringRef Spec, StringRef Rest) {
  ArgValue A;
  A.Kind = ArgValue::Image;
  A.Spec = Spec.str();
  SmallVector<StringRef, 4> Parts;
  Rest.split(Parts, ':', 3);
  if (Parts.size() < 3)
    return specError(Spec, "expected image:W[xH[xD]]:ORDER:TYPE");
  SmallVector<StringRef, 3> Dims;
  Parts[0].split(Dims, 'x');
  for (StringRef D : Dims) {
    unsigned N = 0;
    if (Dims.size() > 3 || D.getAsInteger(10, N) || N == 0 || N > (1u << 27))
      return specError(Spec, "image sizes are 1 to 3 numbers from 1, "
                             "joined with 'x'");
    A.ImageDims.push_back(N);
  }
  std::optional<unsigned> Order = imageCode(channelOrders(), Parts[1]);
  if (!Order)
    return specError(Spec, "unknown channel order '" + Parts[1] + "'");
  std::optional<unsigned> Type = imageCode(channelDataTypes(), Parts[2]);
  if (!Type)
    return specError(Spec, "unknown channel data type '" + Parts[2] + "'");
  A.ChannelOrder = *Order;
  A.ChannelType = *Type;
  if (Parts.size() == 4)
    if (Error E = parseFill(Spec, Parts[3], A))
      return std::move(E);
  return std::move(A);
}

static Expected<ArgValue> parseSampler(StringRef Spec, StringRef Rest) {
  ArgValue A;
  A.Kind = ArgValue::Sampler;
  A.Spec = Spec.str();
  if (Rest.getAsInteger(0, A.SamplerLiteral)) {
    // CLK_* values (opencl-c-base.h).
    static const std::pair<StringRef, uint32_t> Names[] = {
        {"unnormalized", 0},    {"normalized", 1}, {"none", 0},
        {"clamp_to_edge", 2},   {"clamp", 4},      {"repeat", 6},
        {"mirrored_repeat", 8}, {"nearest", 0x10}, {"linear", 0x20}};
    SmallVector<StringRef, 3> Words;
    Rest.split(Words, ',');
    for (StringRef W : Words) {
      auto *It = find_if(Names, [&](const auto &N) { return N.first == W; });
      if (It == std::end(Names))
        return specError(Spec, "unknown sampler property '" + W + "'");
      A.SamplerLiteral |= It->second;
    }
  }
  if (Expected<SamplerFields> F = samplerFieldsFromLiteral(A.SamplerLiteral);
      !F)
    return specError(Spec, toString(F.takeError()));
  return std::move(A);
}

/// `pipe:PACKET_BYTES:MAX_PACKETS[:@FILE]`: FILE holds whole packets, the
/// pipe's initial contents.
static Expected<ArgValue> parsePipe(StringRef Spec, StringRef Rest) {
  ArgValue A;
  A.Kind = ArgValue::Pipe;
  A.Spec = Spec.str();
  SmallVector<StringRef, 3> Parts;
  Rest.split(Parts, ':', 2);
  if (Parts.size() < 2 || Parts[0].getAsInteger(0, A.PacketBytes) ||
      Parts[1].getAsInteger(0, A.MaxPackets) || !A.PacketBytes ||
      !A.MaxPackets || A.PacketBytes > 1024 ||
      A.PacketBytes * A.MaxPackets > (1ull << 30))
    return specError(Spec, "expected pipe:PACKET_BYTES:MAX_PACKETS[:@FILE] "
                           "with packets of 1 to 1024 bytes, at most 2^30 "
                           "bytes in all");
  if (Parts.size() == 3) {
    StringRef File = Parts[2];
    if (!File.consume_front("@"))
      return specError(Spec, "expected '@FILE' after the packet count");
    if (Error E = readSpecFile(Spec, File, A))
      return std::move(E);
    if (A.Bytes.size() % A.PacketBytes ||
        A.Bytes.size() / A.PacketBytes > A.MaxPackets)
      return specError(Spec, "the file holds " + Twine(A.Bytes.size()) +
                                 " bytes: not whole packets, or more than " +
                                 Twine(A.MaxPackets));
  }
  return std::move(A);
}

Expected<ArgValue> parseArgSpec(StringRef Spec) {
  auto [Kind, Rest] = Spec.split(':');
  if (Spec == "queue") {
    ArgValue A;
    A.Kind = ArgValue::Queue;
    A.Spec = Spec.str();
    return std::move(A);
  }
  if (Kind == "pipe")
    return parsePipe(Spec, Rest);
  if (Rest.empty())
    return specError(Spec, "expected KIND:VALUE");
  if (Kind == "buf")
    return parseBuffer(Spec, Rest);
  if (Kind == "image")
    return parseImage(Spec, Rest);
  if (Kind == "sampler")
    return parseSampler(Spec, Rest);
  ArgValue A;
  A.Spec = Spec.str();
  if (Kind == "local") {
    A.Kind = ArgValue::Local;
    if (Rest.getAsInteger(0, A.LocalBytes) || A.LocalBytes == 0 ||
        A.LocalBytes > 65536)
      return specError(Spec, "local size must be 1 to 65536 bytes");
    return std::move(A);
  }
  if (!is_contained(
          {"i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f32", "f64"},
          Kind))
    return specError(Spec, "unknown kind '" + Kind +
                               "' (i8, u8, i16, u16, i32, u32, i64, u64, "
                               "f32, f64, buf, local, image, sampler, pipe, "
                               "queue)");
  A.Type = Kind.str();
  SmallVector<StringRef, 16> Elems;
  Rest.split(Elems, ',');
  if (!is_contained({1u, 2u, 3u, 4u, 8u, 16u}, unsigned(Elems.size())))
    return specError(Spec, "a vector has 2, 3, 4, 8 or 16 elements");
  for (StringRef E : Elems)
    if (!appendElement(Kind, E, A.Bytes))
      return specError(Spec, "'" + E + "' is not a valid " + Kind);
  A.Elems = Elems.size();
  return std::move(A);
}

} // namespace emu
} // namespace amdcl2
