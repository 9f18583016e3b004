//===- WaveFixture.h - A hand-built wave for driving handlers ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Operand builders and a test fixture holding one wave, its LDS and memory,
/// and the instruction a test runs through the semantics table.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_UNITTESTS_EMULATOR_WAVEFIXTURE_H
#define AMDCL2_UNITTESTS_EMULATOR_WAVEFIXTURE_H

#include "Exec.h"
#include "gtest/gtest.h"
#include <cstring>

namespace amdcl2 {
namespace emu {
namespace test {

/// Register \p R (\p Dwords wide) of the vector or scalar file.
inline Operand reg(Operand::KindT K, unsigned R, unsigned Dwords) {
  Operand O;
  O.Kind = K;
  O.Reg = R;
  O.Dwords = Dwords;
  return O;
}
inline Operand vgpr(unsigned R, unsigned Dwords = 1) {
  return reg(Operand::Vector, R, Dwords);
}
inline Operand sgpr(unsigned R, unsigned Dwords = 1) {
  return reg(Operand::Scalar, R, Dwords);
}
inline Operand imm(uint64_t V) {
  Operand O;
  O.Value = V;
  return O;
}

/// A wave, its LDS and memory, and the instruction being built.
struct Fixture : ::testing::Test {
  WaveState W;
  std::vector<uint8_t> LDS = std::vector<uint8_t>(256, 0);
  Memory Mem;
  ExecContext C{W, LDS, Mem};
  DecodedInst I;

  void inst(const char *Name, std::initializer_list<Operand> Defs,
            std::initializer_list<Operand> Srcs,
            std::initializer_list<int64_t> Imms = {}) {
    I = DecodedInst();
    I.Fn = lookupSemantics(Name);
    ASSERT_NE(I.Fn, nullptr) << Name;
    for (const Operand &O : Defs)
      I.Ops[I.NumDefs++] = O;
    for (const Operand &O : Srcs)
      I.Ops[I.NumDefs + I.NumSrcs++] = O;
    for (int64_t V : Imms)
      I.Imms[I.NumImms++] = V;
  }
  bool run() {
    C.NextPC = W.PC + 4;
    return I.Fn(C, I);
  }
  /// A 64-byte buffer of the dwords 100, 101... 115, its address in s[4:5].
  uint64_t wordsAtS4() {
    uint64_t Buf = Mem.allocate(64, "arg0");
    uint32_t Words[16];
    for (unsigned K = 0; K < 16; ++K)
      Words[K] = 100 + K;
    std::memcpy(Mem.translate(Buf, 64), Words, 64);
    W.S[4] = uint32_t(Buf);
    W.S[5] = uint32_t(Buf >> 32);
    return Buf;
  }
};

} // namespace test
} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_UNITTESTS_EMULATOR_WAVEFIXTURE_H
