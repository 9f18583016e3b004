//===- Printf.cpp - The printf buffer and its records ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formats what a kernel wrote to its printf buffer, as AMD's runtime does
/// (shared printf-images-samplers.md section 1): after the 8-byte header
/// (write offset, capacity) come records of a u32 printf ID and the
/// argument bytes, whose sizes the kernel's metadata gives.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Emulator/Emulator.h"
#include "llvm/Support/Format.h"
#include <cmath>
#include <cstring>

using namespace llvm;

namespace amdcl2 {
namespace emu {

/// The format as the runtime stores it has `\n`, `\t`, `\\` and octal
/// escapes such as `\72` (':') still escaped.
static std::string unescape(StringRef S) {
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] != '\\' || I + 1 == S.size()) {
      Out += S[I];
      continue;
    }
    char C = S[++I];
    if (C >= '0' && C <= '7') {
      unsigned V = 0, N = 0;
      for (; N < 3 && I < S.size() && S[I] >= '0' && S[I] <= '7'; ++N, ++I)
        V = V * 8 + (S[I] - '0');
      --I;
      Out += char(V);
    } else {
      Out += C == 'n' ? '\n' : C == 't' ? '\t' : C;
    }
  }
  return Out;
}

/// snprintf of one value into a string of whatever length it needs.
template <typename T> static std::string cformat(const std::string &F, T V) {
  int N = snprintf(nullptr, 0, F.c_str(), V);
  if (N <= 0)
    return "";
  std::string Out(size_t(N) + 1, '\0');
  snprintf(Out.data(), Out.size(), F.c_str(), V);
  Out.resize(N);
  return Out;
}

/// A half's value.
static double halfToDouble(uint16_t H) {
  int Exp = (H >> 10) & 31, Man = H & 1023;
  double V = Exp == 0    ? std::ldexp(double(Man), -24)
             : Exp == 31 ? (Man ? NAN : INFINITY)
                         : std::ldexp(double(Man | 1024), Exp - 25);
  return (H & 0x8000) ? -V : V;
}

/// One element of \p Bytes (its length) converted by \p Conv with the
/// flags, width and precision of \p Base ("%08"); an integer narrowed to
/// \p Bits as C's printf narrows an int for hh or h.
static std::string formatScalar(const std::string &Base, char Conv,
                                ArrayRef<uint8_t> Bytes, unsigned Bits) {
  uint64_t U = 0;
  std::memcpy(&U, Bytes.data(), std::min<size_t>(8, Bytes.size()));
  if (StringRef("fFeEgGaA").contains(Conv)) {
    double D = Bytes.size() == 2   ? halfToDouble(uint16_t(U))
               : Bytes.size() == 4 ? double(bit_cast<float>(uint32_t(U)))
                                   : bit_cast<double>(U);
    return cformat(Base + Conv, D);
  }
  if (Conv == 'p')
    return cformat(Base + "p", reinterpret_cast<void *>(uintptr_t(U)));
  if (Conv == 'c')
    return cformat(Base + "c", int((unsigned char)U));
  // Integers at the element's width or the narrower length modifier's,
  // sign-extended for d and i.
  bool Signed = Conv == 'd' || Conv == 'i';
  Bits = std::min<unsigned>(Bits, 8 * std::min<size_t>(8, Bytes.size()));
  long long V = Bits == 64 ? (long long)U
                : Signed ? (long long)(int64_t(U << (64 - Bits)) >> (64 - Bits))
                         : (long long)(U & ((1ull << Bits) - 1));
  return cformat(Base + "ll" + Conv, V);
}

/// Prints one conversion \p Spec (e.g. "%08x", "%2.2v4hlf") of an
/// argument's bytes as AMD's runtime does (printf-images-samplers.md 1.2):
/// a float is a float or a double by its size, an integer is printed at
/// its size with C's narrowing for hh and h; a vector (OpenCL C 6.13.13.2)
/// prints its elements, each size / N bytes (N = 4 for a 3-vector), joined
/// with commas.
static void printArg(StringRef Spec, ArrayRef<uint8_t> Arg, raw_ostream &OS) {
  char Conv = Spec.back();
  StringRef Mods = Spec.drop_back();
  if (Conv == 's') {
    std::string Str(Arg.begin(), Arg.end());
    OS << cformat(Mods.str() + "s", Str.c_str());
    return;
  }
  // The length modifier, and a vector's element count before it.
  size_t L = Mods.find_last_not_of("hlzjt");
  StringRef Length = Mods.drop_front(L + 1);
  StringRef Base = Mods.take_front(L + 1);
  unsigned Bits = Length == "hh" ? 8 : Length == "h" ? 16 : 64;
  unsigned Count = 0;
  size_t V = Base.find('v');
  if (V != StringRef::npos) {
    Base.drop_front(V + 1).getAsInteger(10, Count);
    Base = Base.take_front(V);
  }
  if (!Count) {
    OS << formatScalar(Base.str(), Conv, Arg, Bits);
    return;
  }
  unsigned Stored = Count == 3 ? 4 : Count;
  unsigned Elem = Arg.size() / Stored;
  for (unsigned I = 0; I < Count && Elem; ++I)
    OS << (I ? "," : "")
       << formatScalar(Base.str(), Conv, Arg.slice(I * Elem, Elem), Bits);
}

/// Prints one record with format \p Fmt.
static void printRecord(const PrintfFormat &Fmt, ArrayRef<uint8_t> Args,
                        raw_ostream &OS) {
  std::string S = unescape(Fmt.Format);
  size_t ArgIdx = 0, Off = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] != '%') {
      OS << S[I];
      continue;
    }
    if (I + 1 < S.size() && S[I + 1] == '%') {
      OS << '%';
      ++I;
      continue;
    }
    size_t J = S.find_first_of("diouxXcsfFeEgGaAp", I + 1);
    if (J == std::string::npos || ArgIdx >= Fmt.ArgSizes.size()) {
      OS << S.substr(I);
      return;
    }
    unsigned Size = Fmt.ArgSizes[ArgIdx++];
    if (Off + Size <= Args.size())
      printArg(StringRef(S).slice(I, J + 1), Args.slice(Off, Size), OS);
    Off += Size;
    I = J;
  }
}

Error printPrintfBuffer(ArrayRef<uint8_t> Buffer,
                        ArrayRef<PrintfFormat> Formats, raw_ostream &OS) {
  if (Buffer.size() < PrintfBufferHeaderSize)
    return Error::success();
  uint32_t Used;
  std::memcpy(&Used, Buffer.data() + PrintfBufferOffsetField, 4);
  ArrayRef<uint8_t> Recs = Buffer.slice(
      PrintfBufferHeaderSize,
      std::min<size_t>(Used, Buffer.size() - PrintfBufferHeaderSize));
  for (size_t Off = 0; Off + 4 <= Recs.size();) {
    uint32_t ID;
    std::memcpy(&ID, Recs.data() + Off, 4);
    const PrintfFormat *F = nullptr;
    for (const PrintfFormat &P : Formats)
      if (P.ID == ID)
        F = &P;
    if (!F)
      return createStringError("printf buffer offset " +
                               Twine(Off + PrintfBufferHeaderSize) +
                               ": unknown printf ID " + Twine(ID));
    size_t Len = 0;
    for (uint32_t S : F->ArgSizes)
      Len += S;
    printRecord(*F, Recs.slice(Off + 4, std::min(Len, Recs.size() - Off - 4)),
                OS);
    Off += 4 + Len;
  }
  return Error::success();
}

} // namespace emu
} // namespace amdcl2
