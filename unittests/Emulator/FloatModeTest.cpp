//===- FloatModeTest.cpp - MODE's rounding and denormal fields ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The float handlers under MODE: flushing by precision and by opcode
/// (v_mad has no denormals, min/max follow MODE only on gfx9, v_cmp_class
/// classifies what it is given), the four rounding modes per precision
/// field, and s_setreg changing them between instructions.
///
//===----------------------------------------------------------------------===//

#include "WaveFixture.h"
#include "llvm/ADT/bit.h"

using namespace amdcl2::emu;
using namespace amdcl2::emu::test;
using llvm::bit_cast;

namespace {

constexpr uint32_t Denorm = 0x00000001;    // 2^-149
constexpr uint32_t NegDenorm = 0x80000001; // -2^-149
constexpr uint32_t One = 0x3f800000;
constexpr uint32_t OneUlp = 0x3f800001; // 1 + 2^-23
// MODE values: FP_ROUND [3:0], FP_DENORM [7:4] (f32 low halves).
constexpr uint32_t FlushF32 = 0xc0, KeepAll = 0xf0;
constexpr uint32_t F32RoundShift = 0, F64RoundShift = 2;
enum : uint32_t { RNE = 0, RTP = 1, RTN = 2, RTZ = 3 };

uint32_t bits(float F) { return bit_cast<uint32_t>(F); }

struct FloatMode : Fixture {
  FloatMode() { W.setExec(1); }
  uint32_t add(uint32_t A, uint32_t B) {
    W.v(0, 0) = A;
    W.v(1, 0) = B;
    inst("V_ADD_F32_e32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)});
    EXPECT_TRUE(run()) << C.Error;
    return W.v(2, 0);
  }
};

TEST_F(FloatMode, F32DenormalsFollowMode) {
  W.Mode = FlushF32;
  EXPECT_EQ(add(Denorm, 0), 0u);
  EXPECT_EQ(add(NegDenorm, 0x80000000), 0x80000000u); // the sign stays
  // Denormal result of normal inputs: flushed on output.
  EXPECT_EQ(add(0x00800001, 0x80800000), 0u);
  W.Mode = KeepAll;
  EXPECT_EQ(add(Denorm, 0), Denorm);
  EXPECT_EQ(add(0x00800001, 0x80800000), Denorm);
  // Inputs allowed, results flushed (FP_DENORM[1:0] = 1).
  W.Mode = 0xd0;
  EXPECT_EQ(add(Denorm, Denorm), 0u);
  EXPECT_EQ(add(Denorm, 0x00800000), 0x00800001u);
}

TEST_F(FloatMode, MadHasNoDenormalsFmaFollowsMode) {
  W.Mode = KeepAll;
  W.v(0, 0) = Denorm;
  W.v(1, 0) = One;
  inst("V_MAD_F32_vi", {vgpr(2)}, {vgpr(0), vgpr(1), imm(0)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0u);
  inst("V_FMA_F32_vi", {vgpr(2)}, {vgpr(0), vgpr(1), imm(0)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), Denorm);
  // v_mac: the accumulator is a source too.
  W.v(2, 0) = Denorm;
  W.v(0, 0) = One;
  inst("V_MAC_F32_e32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), One);
}

TEST_F(FloatMode, MinMaxFlushOnlyOnGFX9) {
  W.Mode = FlushF32;
  W.v(0, 0) = Denorm;
  W.v(1, 0) = One;
  inst("V_MIN_F32_e32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), Denorm);
  C.GFX9 = true;
  inst("V_MIN_F32_e32_gfx9", {vgpr(2)}, {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0u);
}

TEST_F(FloatMode, CompareFlushesClassDoesNot) {
  W.Mode = FlushF32;
  W.v(0, 0) = Denorm;
  inst("V_CMP_EQ_F32_e32_vi", {}, {imm(0), vgpr(0)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.vcc(), 1u);
  // Class bit 7: positive denormal.
  inst("V_CMP_CLASS_F32_e32_vi", {}, {vgpr(0), imm(1u << 7)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.vcc(), 1u);
}

TEST_F(FloatMode, F32RoundingModes) {
  uint32_t A = One, B = 0x33c00000; // 1 and 0.75 ulp of 1 (3 * 2^-25)
  const std::pair<uint32_t, uint32_t> Cases[] = {
      {RNE, OneUlp}, {RTP, OneUlp}, {RTN, One}, {RTZ, One}};
  for (auto [Round, Want] : Cases) {
    W.Mode = KeepAll | Round << F32RoundShift;
    EXPECT_EQ(add(A, B), Want) << "round " << Round;
  }
  // Negative: toward -inf moves away from zero, toward zero does not.
  W.Mode = KeepAll | RTN << F32RoundShift;
  EXPECT_EQ(add(One | 0x80000000, B | 0x80000000), OneUlp | 0x80000000);
  W.Mode = KeepAll | RTZ << F32RoundShift;
  EXPECT_EQ(add(One | 0x80000000, B | 0x80000000), One | 0x80000000);
  // The f64/f16 field does not touch f32 arithmetic.
  W.Mode = KeepAll | RTZ << F64RoundShift;
  EXPECT_EQ(add(A, B), OneUlp);
  // An exact zero sum is -0 toward -inf only.
  W.Mode = KeepAll | RTN << F32RoundShift;
  EXPECT_EQ(add(One, One | 0x80000000), 0x80000000u);
}

TEST_F(FloatMode, ConversionRoundsInTheDestinationField) {
  double D = 1.0 + 0x1p-30;
  W.v(0, 0) = uint32_t(bit_cast<uint64_t>(D));
  W.v(1, 0) = uint32_t(bit_cast<uint64_t>(D) >> 32);
  W.Mode = KeepAll | RTP << F64RoundShift;
  inst("V_CVT_F32_F64_e32_vi", {vgpr(2)}, {vgpr(0, 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), One);
  W.Mode = KeepAll | RTP << F32RoundShift;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), OneUlp);
  // v_rndne rounds to nearest even whatever the mode.
  W.v(0, 0) = bits(2.5f);
  inst("V_RNDNE_F32_e32_vi", {vgpr(2)}, {vgpr(0)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), bits(2.0f));
}

TEST_F(FloatMode, HalfUsesTheF64F16Fields) {
  W.v(0, 0) = 0x3c00; // 1.0
  W.v(1, 0) = 0x0c00; // 2^-12: a quarter of 1's half ulp
  inst("V_ADD_F16_e32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)});
  W.Mode = KeepAll | RTP << F32RoundShift;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x3c00u);
  W.Mode = KeepAll | RTP << F64RoundShift;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x3c01u);
  // A half denormal result is flushed when FP_DENORM[3:2] says so.
  W.v(0, 0) = 0x0001;
  W.v(1, 0) = 0x0000;
  W.Mode = 0x30; // f32 kept, f64/f16 flushed
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0u);
  W.Mode = KeepAll;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 1u);
}

TEST_F(FloatMode, SetregChangesTheNextInstruction) {
  W.Mode = FlushF32;
  // What LLVM's f32 division does around its Newton steps: FP_DENORM[1:0]
  // (hwreg(HW_REG_MODE, 4, 2)) to 3, then back to 0.
  const int64_t DenormField = 1 | 4 << 6 | (2 - 1) << 11;
  inst("S_SETREG_IMM32_B32_vi", {}, {}, {3, DenormField});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.Mode, KeepAll);
  EXPECT_EQ(add(Denorm, 0), Denorm);
  inst("S_SETREG_IMM32_B32_vi", {}, {}, {0, DenormField});
  ASSERT_TRUE(run());
  EXPECT_EQ(add(Denorm, 0), 0u);
}

} // namespace
