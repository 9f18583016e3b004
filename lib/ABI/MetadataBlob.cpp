//===- MetadataBlob.cpp - CL2 kernel metadata layout and codec ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The header and argument-entry tables of the kernel metadata blob
/// (binary-format doc sections 6.1-6.5) and the encoder and bounds-checked
/// decoder that both walk them.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/MetadataBlob.h"
#include "amdcl2/ABI/LittleEndian.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace amdcl2 {

StringRef cl2::generationName(Generation G) {
  switch (G) {
  case Generation::Old:
    return "old";
  case Generation::G1:
    return "G1";
  case Generation::G2:
    return "G2";
  case Generation::G2Gfx:
    return "G2-gfx";
  }
  llvm_unreachable("bad generation");
}

uint64_t cl2::metadataHeaderSize(Generation G, bool Is64) {
  switch (G) {
  case Generation::Old:
    return Is64 ? 0xD8 : 0x88;
  case Generation::G1:
    return Is64 ? 0xE0 : 0x90;
  case Generation::G2:
  case Generation::G2Gfx:
    return Is64 ? 0x110 : 0xA4;
  }
  llvm_unreachable("bad generation");
}

std::optional<cl2::Generation> generationOfHeader(uint64_t HeaderSize,
                                                  bool Is64) {
  for (cl2::Generation G :
       {cl2::Generation::Old, cl2::Generation::G1, cl2::Generation::G2})
    if (cl2::metadataHeaderSize(G, Is64) == HeaderSize)
      return G;
  return std::nullopt;
}

unsigned fieldBytes(FieldWidth W, bool Is64) {
  switch (W) {
  case FieldWidth::U8:
    return 1;
  case FieldWidth::U16:
    return 2;
  case FieldWidth::U32:
    return 4;
  case FieldWidth::U64:
    return 8;
  case FieldWidth::Word:
    return Is64 ? 8 : 4;
  }
  llvm_unreachable("bad width");
}

//===----------------------------------------------------------------------===//
// The tables (64-bit offsets verified on AMD output; 32-bit G2 verified, the
// 32-bit OLD/G1 offsets are UNVERIFIED)
//===----------------------------------------------------------------------===//

namespace {
using HF = MetadataHeaderField;
using AF = MetadataArgField;
using W = FieldWidth;
using R = FieldRole;
constexpr unsigned All = 0xF, New = 0xE, OnlyOld = 0x1, OnlyG1 = 0x2, G2s = 0xC;

#define HMEMBER(EXPR)                                                          \
  R::Member, [](const KernelMetadataBlob &M) -> uint64_t { return M.EXPR; },   \
      [](KernelMetadataBlob &M, uint64_t V) {                                  \
        M.EXPR = static_cast<std::remove_reference_t<decltype(M.EXPR)>>(V);    \
      },                                                                       \
      0
#define HCONST(V) R::Constant, nullptr, nullptr, V
#define HROLE(ROLE) R::ROLE, nullptr, nullptr, 0

const HF HeaderFields[] = {
    {"header_size", 0x00, 0x00, W::Word, All, HROLE(HeaderSize)},
    {"total_size", 0x08, 0x04, W::Word, All, HROLE(TotalSize)},
    {"const_3", 0x10, 0x08, W::U32, All, HCONST(3)},
    {"const_1", 0x14, 0x0C, W::U32, All, HCONST(1)},
    {"const_0x68", 0x18, 0x10, W::U32, All, HCONST(0x68)},
    {"flags", 0x1C, 0x14, W::U32, All, HMEMBER(Flags)},
    {"kernel_id", 0x20, 0x18, W::U16, All, HMEMBER(KernelId)},
    {"const_8", 0x28, 0x20, W::U32, All, HCONST(8)},
    {"const_1b", 0x2C, 0x24, W::U32, All, HCONST(1)},
    {"const_1c", 0x30, 0x28, W::U32, All, HCONST(1)},
    {"const_2", 0x34, 0x2C, W::U32, All, HCONST(2)},
    {"reqd_work_group_size_x", 0x38, 0x30, W::Word, All,
     HMEMBER(ReqdWorkGroupSize[0])},
    {"reqd_work_group_size_y", 0x40, 0x34, W::Word, All,
     HMEMBER(ReqdWorkGroupSize[1])},
    {"reqd_work_group_size_z", 0x48, 0x38, W::Word, All,
     HMEMBER(ReqdWorkGroupSize[2])},
    {"name1_length", 0x60, 0x48, W::Word, All, HROLE(DummyNameLen)},
    {"arch_word_length", 0x68, 0x4C, W::Word, All, HROLE(ArchWordLen)},
    {"old_lds_size", 0x78, 0x54, W::Word, OnlyOld, HMEMBER(OldLDSSize)},
    {"old_extra_resource", 0x88, 0x5C, W::Word, OnlyOld,
     HMEMBER(OldExtraResource)},
    // 32-bit 0x6C is numPrintf, so num_args is a container word there too
    // (AMD's binaries only show zero at 0x6C).
    {"num_args", 0xA0, 0x68, W::Word, All, HROLE(NumArgs)},
    {"num_printf", 0xA8, 0x6C, W::Word, All, HROLE(NumPrintf)},
    {"enqueue", 0xD0, 0x80, W::U32, All, HMEMBER(Enqueues)},
    {"kernel_index", 0xD4, 0x84, W::U32, All, HMEMBER(KernelIndex)},
    // aclMetadata: numHiddenKernelArgs, then wavesPerSimdHint (a u32 in G1,
    // whose header ends at 0xE0; a size_t in G2).
    {"num_hidden_args", 0xD8, 0x88, W::U32, New, HCONST(6)},
    {"waves_per_simd_hint", 0xDC, 0x8C, W::U32, OnlyG1,
     HMEMBER(WavesPerSimdHint)},
    {"waves_per_simd_hint", 0xE0, 0x8C, W::U32, G2s, HMEMBER(WavesPerSimdHint)},
    {"work_group_size_hint_x", 0xE8, 0x90, W::Word, G2s,
     HMEMBER(WorkGroupSizeHint[0])},
    {"work_group_size_hint_y", 0xF0, 0x94, W::Word, G2s,
     HMEMBER(WorkGroupSizeHint[1])},
    {"work_group_size_hint_z", 0xF8, 0x98, W::Word, G2s,
     HMEMBER(WorkGroupSizeHint[2])},
    {"vec_type_hint_length", 0x100, 0x9C, W::Word, G2s, HROLE(VecHintLen)},
};
#undef HMEMBER
#undef HCONST
#undef HROLE

#define AMEMBER(NAME)                                                          \
  R::Member, [](const MetadataArg &A) -> uint64_t { return A.NAME; },          \
      [](MetadataArg &A, uint64_t V) {                                         \
        A.NAME = static_cast<std::remove_reference_t<decltype(A.NAME)>>(V);    \
      }
#define AROLE(ROLE) R::ROLE, nullptr, nullptr

const AF ArgFields[] = {
    {"entry_size", 0x00, 0x00, W::Word, AROLE(EntrySize)},
    {"name_length", 0x08, 0x04, W::Word, AROLE(NameLen)},
    {"type_name_length", 0x10, 0x08, W::Word, AROLE(TypeNameLen)},
    {"count", 0x28, 0x14, W::U32, AMEMBER(Count)},
    {"not_sampler", 0x2C, 0x18, W::U32, AMEMBER(NotSampler)},
    {"virtual_offset", 0x30, 0x1C, W::U32, AMEMBER(VirtualOffset)},
    {"type_code", 0x34, 0x20, W::U32, AMEMBER(TypeCode)},
    {"pointee_align", 0x38, 0x24, W::U32, AMEMBER(PointeeAlign)},
    {"pointee_type", 0x3C, 0x28, W::U32, AMEMBER(PointeeType)},
    {"address_space", 0x40, 0x2C, W::U32, AMEMBER(AddrSpace)},
    {"usage", 0x44, 0x30, W::U32, AMEMBER(Usage)},
    {"volatile", 0x48, 0x34, W::U8, AMEMBER(Volatile)},
    {"restrict", 0x49, 0x35, W::U8, AMEMBER(Restrict)},
    {"pipe", 0x4A, 0x36, W::U8, AMEMBER(Pipe)},
    {"kind", 0x4C, 0x38, W::U32, AMEMBER(Kind)},
    {"const", 0x50, 0x3C, W::Word, AMEMBER(Const)},
};
#undef AMEMBER

// The printf entry (aclPrintfFmt_0_8) as modelled from the runtime sources:
// INFERRED, no AMD binary with printf is known (docs/ABI.md).
using PF = MetadataPrintfField;
const PF PrintfFields[] = {
    {"struct_size", 0x00, 0x00, W::Word, AROLE(EntrySize)},
    {"id", 0x08, 0x04, W::U32, R::Member,
     [](const PrintfFormat &P) -> uint64_t { return P.ID; },
     [](PrintfFormat &P, uint64_t V) { P.ID = static_cast<uint32_t>(V); }},
    {"num_sizes", 0x10, 0x08, W::Word, AROLE(PrintfNumSizes)},
    {"format_length", 0x18, 0x0C, W::Word, AROLE(PrintfFormatLen)},
};
#undef AROLE

bool presentIn(const HF &F, cl2::Generation G) {
  return F.Generations & (1u << unsigned(G));
}

void putLE(std::vector<uint8_t> &Out, size_t Off, unsigned Bytes, uint64_t V) {
  if (Out.size() < Off + Bytes)
    Out.resize(Off + Bytes, 0);
  writeLE(Out.data() + Off, Bytes, V);
}

uint64_t getLE(ArrayRef<uint8_t> B, size_t Off, unsigned Bytes) {
  return readLE(B.data() + Off, Bytes);
}

void putStr(std::vector<uint8_t> &Out, StringRef S) {
  Out.insert(Out.end(), S.begin(), S.end());
  Out.push_back(0);
}
} // namespace

ArrayRef<MetadataHeaderField> metadataHeaderFields() { return HeaderFields; }
ArrayRef<MetadataArgField> metadataArgFields() { return ArgFields; }
ArrayRef<MetadataPrintfField> metadataPrintfFields() { return PrintfFields; }

bool MetadataArg::operator==(const MetadataArg &O) const {
  return Name == O.Name && TypeName == O.TypeName &&
         llvm::all_of(ArgFields, [&](const AF &F) {
           return !F.Get || F.Get(*this) == F.Get(O);
         });
}

//===----------------------------------------------------------------------===//
// Encoder
//===----------------------------------------------------------------------===//

static uint64_t headerRoleValue(const HF &F, const KernelMetadataBlob &M,
                                cl2::Generation G, bool Is64) {
  switch (F.Role) {
  case R::Member:
    return F.Get(M);
  case R::Constant:
    return F.Value;
  case R::HeaderSize:
    return cl2::metadataHeaderSize(G, Is64);
  case R::DummyNameLen:
    return cl2::MDDummyKernelName.size();
  case R::ArchWordLen:
    return M.ArchWord.size();
  case R::NumArgs:
    return M.Args.size();
  case R::NumPrintf:
    return M.Printf.size();
  case R::VecHintLen:
    return M.VecTypeHint.size();
  default:
    return 0; // the total size is written last
  }
}

static uint64_t argRoleValue(const AF &F, const MetadataArg &A, bool Is64) {
  switch (F.Role) {
  case R::Member:
    return F.Get(A);
  case R::EntrySize:
    return Is64 ? cl2::ArgEntrySize64 : cl2::ArgEntrySize32;
  case R::NameLen:
    return A.Name.size();
  case R::TypeNameLen:
    return A.TypeName.size();
  default:
    return 0;
  }
}

static uint64_t printfRoleValue(const PF &F, const PrintfFormat &P, bool Is64) {
  switch (F.Role) {
  case R::Member:
    return F.Get(P);
  case R::EntrySize:
    return Is64 ? cl2::PrintfEntrySize64 : cl2::PrintfEntrySize32;
  case R::PrintfNumSizes:
    return P.ArgSizes.size();
  case R::PrintfFormatLen:
    return P.Format.size();
  default:
    return 0;
  }
}

/// The printf entries, the zero entry ending them (the trailer every blob
/// has), then each entry's sizes and format string.
static void encodePrintf(std::vector<uint8_t> &Out,
                         ArrayRef<PrintfFormat> Printf, bool Is64) {
  const unsigned EntrySize =
      Is64 ? cl2::PrintfEntrySize64 : cl2::PrintfEntrySize32;
  size_t Base = Out.size();
  Out.resize(Base + (Printf.size() + 1) * EntrySize, 0);
  for (size_t I = 0; I < Printf.size(); ++I)
    for (const PF &F : PrintfFields)
      putLE(Out, Base + I * EntrySize + (Is64 ? F.Offset64 : F.Offset32),
            fieldBytes(F.Width, Is64), printfRoleValue(F, Printf[I], Is64));
  for (const PrintfFormat &P : Printf) {
    for (uint32_t Size : P.ArgSizes)
      putLE(Out, Out.size(), 4, Size);
    putStr(Out, P.Format);
  }
}

std::vector<uint8_t> encodeKernelMetadata(const KernelMetadataBlob &M,
                                          cl2::Generation G, bool Is64) {
  std::vector<uint8_t> Out(cl2::metadataHeaderSize(G, Is64), 0);
  for (const HF &F : HeaderFields)
    if (presentIn(F, G))
      putLE(Out, Is64 ? F.Offset64 : F.Offset32, fieldBytes(F.Width, Is64),
            headerRoleValue(F, M, G, Is64));
  putStr(Out, cl2::MDDummyKernelName);
  putStr(Out, M.ArchWord);
  if (cl2::isG2(G))
    putStr(Out, M.VecTypeHint);

  // N entries and an all-zero terminator; entries are not aligned.
  const unsigned EntrySize = Is64 ? cl2::ArgEntrySize64 : cl2::ArgEntrySize32;
  size_t Base = Out.size();
  Out.resize(Base + (M.Args.size() + 1) * EntrySize, 0);
  for (size_t I = 0; I < M.Args.size(); ++I)
    for (const AF &F : ArgFields)
      putLE(Out, Base + I * EntrySize + (Is64 ? F.Offset64 : F.Offset32),
            fieldBytes(F.Width, Is64), argRoleValue(F, M.Args[I], Is64));
  for (const MetadataArg &A : M.Args) {
    putStr(Out, A.Name);
    putStr(Out, A.TypeName);
  }
  encodePrintf(Out, M.Printf, Is64);
  for (const HF &F : HeaderFields)
    if (F.Role == R::TotalSize)
      putLE(Out, Is64 ? F.Offset64 : F.Offset32, fieldBytes(F.Width, Is64),
            Out.size());
  return Out;
}

//===----------------------------------------------------------------------===//
// Decoder
//===----------------------------------------------------------------------===//

namespace {
std::string hex(uint64_t V) { return "0x" + utohexstr(V, true); }

Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// Bounds-checked string reads from one blob.
class BlobCursor {
public:
  BlobCursor(ArrayRef<uint8_t> B, StringRef Ctx) : B(B), Ctx(Ctx) {}

  /// Reads a string of \p Len bytes plus its NUL at \p Off.
  Expected<std::string> str(uint64_t Off, uint64_t Len,
                            const Twine &What) const {
    if (Len >= B.size() || Off > B.size() - Len - 1)
      return makeError(Ctx + ": " + What + " at offset " + hex(Off) +
                       " with length " + hex(Len) +
                       " runs past the end of the blob (size " + hex(B.size()) +
                       ")");
    if (B[Off + Len] != 0)
      return makeError(Ctx + ": " + What + " at offset " + hex(Off) +
                       " with length " + hex(Len) + " is not NUL-terminated");
    return std::string(reinterpret_cast<const char *>(B.data() + Off), Len);
  }

private:
  ArrayRef<uint8_t> B;
  std::string Ctx;
};

/// The lengths and counts the header and entries store for parsing.
struct StoredSizes {
  uint64_t Header = 0, Total = 0, DummyLen = 0, ArchLen = 0, NumArgs = 0,
           HintLen = 0, NumPrintf = 0;
};

Error checkSizes(ArrayRef<uint8_t> Blob, bool Is64, StringRef Ctx,
                 const StoredSizes &S) {
  if (!generationOfHeader(S.Header, Is64)) {
    std::string Sizes;
    for (cl2::Generation G :
         {cl2::Generation::Old, cl2::Generation::G1, cl2::Generation::G2})
      Sizes += (Sizes.empty()              ? ""
                : G == cl2::Generation::G2 ? " or "
                                           : ", ") +
               hex(cl2::metadataHeaderSize(G, Is64));
    return makeError(Ctx + ": header size " + hex(S.Header) + " is not " +
                     Sizes + " (" + (Is64 ? "64" : "32") + "-bit container)");
  }
  if (S.Header > Blob.size())
    return makeError(Ctx + ": header size " + hex(S.Header) +
                     " exceeds the blob size " + hex(Blob.size()));
  if (S.Total != Blob.size())
    return makeError(Ctx + ": total size field " + hex(S.Total) +
                     " does not match the symbol size " + hex(Blob.size()));
  return Error::success();
}

/// Reads the fixed header fields of generation \p G (the header fits).
void readHeader(ArrayRef<uint8_t> Blob, bool Is64, cl2::Generation G,
                KernelMetadataBlob &MD, StoredSizes &S) {
  for (const HF &F : HeaderFields) {
    if (!presentIn(F, G))
      continue;
    uint64_t V =
        getLE(Blob, Is64 ? F.Offset64 : F.Offset32, fieldBytes(F.Width, Is64));
    switch (F.Role) {
    case R::Member:
      F.Set(MD, V);
      break;
    case R::DummyNameLen:
      S.DummyLen = V;
      break;
    case R::ArchWordLen:
      S.ArchLen = V;
      break;
    case R::NumArgs:
      S.NumArgs = V;
      break;
    case R::NumPrintf:
      S.NumPrintf = V;
      break;
    case R::VecHintLen:
      S.HintLen = V;
      break;
    default:
      break;
    }
  }
}

/// Reads the name-1, architecture and vec_type_hint strings; returns the
/// offset after them.
Expected<uint64_t> readHeaderStrings(const BlobCursor &C, bool G2,
                                     const StoredSizes &S,
                                     KernelMetadataBlob &MD) {
  uint64_t Off = S.Header;
  Expected<std::string> Dummy = C.str(Off, S.DummyLen, "kernel name-1");
  if (!Dummy)
    return Dummy.takeError();
  Off += S.DummyLen + 1;
  Expected<std::string> Arch = C.str(Off, S.ArchLen, "architecture word");
  if (!Arch)
    return Arch.takeError();
  MD.ArchWord = std::move(*Arch);
  Off += S.ArchLen + 1;
  if (G2) {
    Expected<std::string> Hint = C.str(Off, S.HintLen, "vec_type_hint");
    if (!Hint)
      return Hint.takeError();
    MD.VecTypeHint = std::move(*Hint);
    Off += S.HintLen + 1;
  }
  return Off;
}

/// Reads the N entries at \p Off and the strings after the terminator;
/// returns the offset after the strings.
Expected<uint64_t> readArgs(ArrayRef<uint8_t> Blob, bool Is64, StringRef Ctx,
                            const BlobCursor &C, uint64_t Off, uint64_t NumArgs,
                            KernelMetadataBlob &MD) {
  const unsigned EntrySize = Is64 ? cl2::ArgEntrySize64 : cl2::ArgEntrySize32;
  // N entries plus the all-zero terminator must fit.
  uint64_t Avail = (Blob.size() - Off) / EntrySize;
  if (NumArgs >= Avail)
    return makeError(Ctx + ": argument count " + hex(NumArgs) + " needs " +
                     hex(NumArgs) + " + 1 entries of " + hex(EntrySize) +
                     " bytes at offset " + hex(Off) + " but the blob (size " +
                     hex(Blob.size()) + ") has room for " + hex(Avail));
  MD.Args.resize(NumArgs);
  std::vector<std::pair<uint64_t, uint64_t>> Lens(NumArgs);
  for (uint64_t I = 0; I < NumArgs; ++I) {
    uint64_t E = Off + I * EntrySize;
    for (const AF &F : ArgFields) {
      uint64_t V = getLE(Blob, E + (Is64 ? F.Offset64 : F.Offset32),
                         fieldBytes(F.Width, Is64));
      if (F.Role == R::Member)
        F.Set(MD.Args[I], V);
      else if (F.Role == R::NameLen)
        Lens[I].first = V;
      else if (F.Role == R::TypeNameLen)
        Lens[I].second = V;
      else if (F.Role == R::EntrySize && V != EntrySize)
        return makeError(Ctx + ": argument entry [" + Twine(I) +
                         "] at offset " + hex(E) + ": entry size " + hex(V) +
                         " is not " + hex(EntrySize));
    }
  }
  Off += (NumArgs + 1) * EntrySize;
  for (uint64_t I = 0; I < NumArgs; ++I) {
    Expected<std::string> Name =
        C.str(Off, Lens[I].first, "name of argument [" + Twine(I) + "]");
    if (!Name)
      return Name.takeError();
    Off += Lens[I].first + 1;
    Expected<std::string> Type =
        C.str(Off, Lens[I].second, "type name of argument [" + Twine(I) + "]");
    if (!Type)
      return Type.takeError();
    Off += Lens[I].second + 1;
    MD.Args[I].Name = std::move(*Name);
    MD.Args[I].TypeName = std::move(*Type);
  }
  return Off;
}

/// Reads the fields of the printf entry at \p E; returns its number of
/// sizes and format length.
Expected<std::pair<uint64_t, uint64_t>>
readPrintfEntry(ArrayRef<uint8_t> Blob, bool Is64, StringRef Ctx, uint64_t I,
                uint64_t E, PrintfFormat &P) {
  const unsigned EntrySize =
      Is64 ? cl2::PrintfEntrySize64 : cl2::PrintfEntrySize32;
  std::pair<uint64_t, uint64_t> Lens;
  for (const PF &F : PrintfFields) {
    uint64_t V = getLE(Blob, E + (Is64 ? F.Offset64 : F.Offset32),
                       fieldBytes(F.Width, Is64));
    if (F.Role == R::Member)
      F.Set(P, V);
    else if (F.Role == R::PrintfNumSizes)
      Lens.first = V;
    else if (F.Role == R::PrintfFormatLen)
      Lens.second = V;
    else if (F.Role == R::EntrySize && V != EntrySize)
      return makeError(Ctx + ": printf entry [" + Twine(I) + "] at offset " +
                       hex(E) + ": struct size " + hex(V) + " is not " +
                       hex(EntrySize));
  }
  return Lens;
}

/// Reads the P printf entries at \p Off, their zero terminator, then each
/// entry's sizes and format string.
Error readPrintf(ArrayRef<uint8_t> Blob, bool Is64, StringRef Ctx,
                 const BlobCursor &C, uint64_t Off, uint64_t NumPrintf,
                 KernelMetadataBlob &MD) {
  if (NumPrintf == 0)
    return Error::success();
  const unsigned EntrySize =
      Is64 ? cl2::PrintfEntrySize64 : cl2::PrintfEntrySize32;
  uint64_t Avail = Off > Blob.size() ? 0 : (Blob.size() - Off) / EntrySize;
  if (NumPrintf >= Avail)
    return makeError(Ctx + ": printf count " + hex(NumPrintf) + " needs " +
                     hex(NumPrintf) + " + 1 entries of " + hex(EntrySize) +
                     " bytes at offset " + hex(Off) + " but the blob (size " +
                     hex(Blob.size()) + ") has room for " + hex(Avail));
  MD.Printf.resize(NumPrintf);
  std::vector<std::pair<uint64_t, uint64_t>> Lens(NumPrintf);
  for (uint64_t I = 0; I < NumPrintf; ++I) {
    Expected<std::pair<uint64_t, uint64_t>> L =
        readPrintfEntry(Blob, Is64, Ctx, I, Off + I * EntrySize, MD.Printf[I]);
    if (!L)
      return L.takeError();
    Lens[I] = *L;
  }
  Off += (NumPrintf + 1) * EntrySize;
  for (uint64_t I = 0; I < NumPrintf; ++I) {
    auto [NumSizes, FormatLen] = Lens[I];
    if (NumSizes > (Blob.size() - Off) / 4)
      return makeError(Ctx + ": printf entry [" + Twine(I) +
                       "]: " + hex(NumSizes) + " argument sizes at offset " +
                       hex(Off) + " run past the end of the blob (size " +
                       hex(Blob.size()) + ")");
    for (uint64_t S = 0; S < NumSizes; ++S, Off += 4)
      MD.Printf[I].ArgSizes.push_back(getLE(Blob, Off, 4));
    Expected<std::string> Format =
        C.str(Off, FormatLen, "format of printf entry [" + Twine(I) + "]");
    if (!Format)
      return Format.takeError();
    MD.Printf[I].Format = std::move(*Format);
    Off += FormatLen + 1;
  }
  return Error::success();
}
} // namespace

Expected<KernelMetadataBlob> decodeKernelMetadata(ArrayRef<uint8_t> Blob,
                                                  bool Is64, StringRef Ctx) {
  const unsigned WordSize = Is64 ? 8 : 4;
  if (Blob.size() < 2 * WordSize)
    return makeError(Ctx + ": blob size " + hex(Blob.size()) +
                     " is smaller than its two size words (" +
                     hex(2 * WordSize) + ")");
  StoredSizes S;
  S.Header = getLE(Blob, 0, WordSize);
  S.Total = getLE(Blob, WordSize, WordSize);
  if (Error E = checkSizes(Blob, Is64, Ctx, S))
    return std::move(E);
  cl2::Generation G = *generationOfHeader(S.Header, Is64);
  KernelMetadataBlob MD;
  MD.Raw.assign(Blob.begin(), Blob.end());
  MD.HeaderSize = S.Header;
  MD.TotalSize = S.Total;
  readHeader(Blob, Is64, G, MD, S);
  BlobCursor C(Blob, Ctx);
  Expected<uint64_t> Off = readHeaderStrings(C, cl2::isG2(G), S, MD);
  if (!Off)
    return Off.takeError();
  Expected<uint64_t> End = readArgs(Blob, Is64, Ctx, C, *Off, S.NumArgs, MD);
  if (!End)
    return End.takeError();
  if (Error E = readPrintf(Blob, Is64, Ctx, C, *End, S.NumPrintf, MD))
    return std::move(E);
  return MD;
}

} // namespace amdcl2
