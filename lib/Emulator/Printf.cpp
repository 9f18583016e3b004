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

/// Prints one conversion \p Spec (e.g. "%08x") of an argument's bytes.
static void printArg(StringRef Spec, ArrayRef<uint8_t> Arg, raw_ostream &OS) {
  char Conv = Spec.back();
  std::string F = Spec.str();
  char Buf[512];
  uint64_t U = 0;
  std::memcpy(&U, Arg.data(), std::min<size_t>(8, Arg.size()));
  if (Conv == 's') {
    std::string Str(Arg.begin(), Arg.end());
    OS << Str.c_str();
    return;
  }
  if (StringRef("fFeEgGaA").contains(Conv)) {
    double D = Arg.size() == 4 ? double(bit_cast<float>(uint32_t(U)))
                               : bit_cast<double>(U);
    snprintf(Buf, sizeof(Buf), F.c_str(), D);
  } else if (Conv == 'p') {
    snprintf(Buf, sizeof(Buf), "0x%llx", (unsigned long long)U);
  } else {
    // Integers: drop C length modifiers and print the stored width.
    std::string Base = Spec.rtrim("hlzjt" + std::string(1, Conv)).str();
    bool Signed = Conv == 'd' || Conv == 'i';
    long long V = Arg.size() >= 8 ? (long long)U
                  : Signed        ? (long long)int32_t(U)
                                  : (long long)uint32_t(U);
    if (Conv == 'c')
      V = (unsigned char)U;
    snprintf(Buf, sizeof(Buf), (Base + "ll" + Conv).c_str(), V);
    if (Conv == 'c')
      snprintf(Buf, sizeof(Buf), (Base + "c").c_str(), int(V));
  }
  OS << Buf;
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
