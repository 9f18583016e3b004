//===- Vector16Test.cpp - 16-bit, SDWA and packed instructions ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parts of Vector16Ops.cpp a compiled kernel rarely shows: every
/// dst_unused of SDWA, sign extension of a byte source, packed op_sel and
/// neg_hi, the high half 16-bit results leave, clamp as saturation, gfx9's
/// VOP3 op_sel, SDWA compares, half special cases; and the DPP adds of
/// VectorOps.cpp (float modifiers, gfx8's carry).
///
//===----------------------------------------------------------------------===//

#include "WaveFixture.h"
#include "llvm/ADT/bit.h"

using namespace amdcl2::emu;
using namespace amdcl2::emu::test;
using llvm::bit_cast;

namespace {

struct Vector16 : Fixture {
  Vector16() { W.setExec(1); }
  /// Operand modifiers as MC gives them.
  static Operand mods(Operand O, unsigned M) {
    O.Mods = M;
    return O;
  }
};

enum : int64_t { Byte0 = 0, Byte1 = 1, Word1 = 5, Dword = 6 };
enum : int64_t { Pad = 0, Sext = 1, Preserve = 2 };

TEST_F(Vector16, SDWADestinationParts) {
  W.v(0, 0) = 0x00000080; // 128 in byte 0
  W.v(1, 0) = 0x00000001;
  W.v(2, 0) = 0xaaaaaaaa;
  // v_add_u16_sdwa v2, v0, v1 dst_sel:BYTE_1: 129 = 0x81 in byte 1.
  inst("V_ADD_U16_sdwa_vi", {vgpr(2)}, {vgpr(0), vgpr(1)},
       {0, Byte1, Pad, Dword, Dword});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0x00008100u);
  W.v(2, 0) = 0xaaaaaaaa;
  inst("V_ADD_U16_sdwa_vi", {vgpr(2)}, {vgpr(0), vgpr(1)},
       {0, Byte1, Preserve, Dword, Dword});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0xaaaa81aau);
  inst("V_ADD_U16_sdwa_vi", {vgpr(2)}, {vgpr(0), vgpr(1)},
       {0, Byte1, Sext, Dword, Dword});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0xffff8100u); // bit 7 of the byte fills above
  inst("V_ADD_U16_sdwa_vi", {vgpr(2)}, {vgpr(0), vgpr(1)},
       {0, Word1, Pad, Dword, Dword});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x00810000u);
}

TEST_F(Vector16, SDWASignExtendedByteSource) {
  W.v(0, 0) = 1;          // shift
  W.v(1, 0) = 0x12345680; // byte 0: -128
  // sext (MC's modifier bit 4): 0xff80 shifted right logically, 0x7fc0
  // (its low byte, -64, is char's -128 >> 1).
  inst("V_LSHRREV_B16_sdwa_vi", {vgpr(2)}, {vgpr(0), mods(vgpr(1), 16)},
       {0, Dword, Pad, Dword, Byte0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0) & 0xffff, 0x7fc0u);
  inst("V_LSHRREV_B16_sdwa_vi", {vgpr(2)}, {vgpr(0), vgpr(1)},
       {0, Dword, Pad, Dword, Byte0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0) & 0xffff, 0x40u);
}

TEST_F(Vector16, SixteenBitResultsZeroTheHighHalf) {
  W.v(0, 0) = 0xffff7fff;
  W.v(1, 0) = 0x00000001;
  W.v(2, 0) = 0x12345678;
  inst("V_ADD_U16_e32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x8000u);
  inst("V_ASHRREV_I16_e32_vi", {vgpr(2)}, {imm(15), vgpr(2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0xffffu);
}

TEST_F(Vector16, PackedOpSelAndNegHi) {
  // Halves: 1.0 = 0x3c00, 2.0 = 0x4000, 3.0 = 0x4200.
  W.v(0, 0) = 0x40003c00; // hi 2.0, lo 1.0
  W.v(1, 0) = 0x42003c00; // hi 3.0, lo 1.0
  // op_sel_hi on both (8): lo = 1 + 1, hi = 2 + 3.
  inst("V_PK_ADD_F16_vi", {vgpr(2)}, {mods(vgpr(0), 8), mods(vgpr(1), 8)}, {0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0x45004000u); // 5.0, 2.0
  // op_sel on src0 (4) swaps its low half in; neg_hi on src1 (2).
  inst("V_PK_ADD_F16_vi", {vgpr(2)},
       {mods(vgpr(0), 4 | 8), mods(vgpr(1), 8 | 2)}, {0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0xbc004200u); // hi 2 - 3 = -1.0, lo 2 + 1 = 3.0
}

enum : int64_t { Clamp = 1 };

TEST_F(Vector16, ClampSaturates) {
  W.v(0, 0) = 0xfffe;
  W.v(1, 0) = 0x0003;
  inst("V_ADD_U16_e64_vi", {vgpr(2)}, {vgpr(0), vgpr(1)}, {Clamp});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0xffffu);
  inst("V_ADD_U16_e64_vi", {vgpr(2)}, {vgpr(0), vgpr(1)}, {0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x0001u); // wraps without clamp
  inst("V_SUB_U16_e64_vi", {vgpr(2)}, {vgpr(1), vgpr(0)}, {Clamp});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0u);
  // gfx9 v_add_i16: signed saturation; 0x7fff + 3 and -0x8000 - 3.
  C.GFX9 = true;
  W.v(0, 0) = 0x80007fff;
  inst("V_ADD_I16_vi", {vgpr(2)}, {vgpr(0), vgpr(1)}, {Clamp});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0) & 0xffff, 0x7fffu);
  inst("V_SUB_I16_vi", {vgpr(2)}, {mods(vgpr(0), 4), vgpr(1)}, {Clamp});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0) & 0xffff, 0x8000u);
  // Packed: each half saturates on its own (op_sel_hi on both sources).
  W.v(1, 0) = 0x00030003;
  inst("V_PK_SUB_I16_vi", {vgpr(2)}, {mods(vgpr(0), 8), mods(vgpr(1), 8)},
       {Clamp});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x80007ffcu);
  // SDWA: a clamped byte sum lands in byte 1.
  W.v(0, 0) = 0xff00;
  W.v(1, 0) = 0xff00;
  W.v(2, 0) = 0;
  inst("V_ADD_U16_sdwa_vi", {vgpr(2)}, {vgpr(0), vgpr(1)},
       {Clamp, Word1, Pad, Dword, Dword});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0xffff0000u);
  // Clamp means nothing modelled for a multiply: refused.
  inst("V_MUL_LO_U16_e64_vi", {vgpr(2)}, {vgpr(0), vgpr(1)}, {Clamp});
  EXPECT_FALSE(run());
  EXPECT_NE(C.Error.find("not modelled"), std::string::npos);
}

TEST_F(Vector16, GFX9OpSelKeepsTheOtherHalf) {
  C.GFX9 = true;
  W.v(0, 0) = 0x00070002; // hi 7, lo 2
  W.v(1, 0) = 0x00000003;
  W.v(2, 0) = 0x00000004;
  W.v(3, 0) = 0x12345678;
  // v_mad_u16 v3, v0, v1, v2 op_sel:[1,0,0,1]: 7 * 3 + 4 into the high half.
  inst("V_MAD_U16_gfx9_gfx9", {vgpr(3)},
       {mods(vgpr(0), 4 | 8), vgpr(1), vgpr(2)}, {0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(3, 0), 0x00195678u);
  // Without op_sel: the low half, the high half kept.
  inst("V_MAD_U16_gfx9_gfx9", {vgpr(3)}, {vgpr(0), vgpr(1), vgpr(2)}, {0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 0), 0x0019000au);
  // The _legacy form zeroes it.
  inst("V_MAD_LEGACY_U16_gfx9", {vgpr(3)}, {vgpr(0), vgpr(1), vgpr(2)}, {0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 0), 0x0000000au);
  // gfx8's v_mad_u16 (the same key) zeroes it and has no op_sel.
  C.GFX9 = false;
  W.v(3, 0) = 0x12345678;
  inst("V_MAD_U16_vi", {vgpr(3)}, {vgpr(0), vgpr(1), vgpr(2)}, {0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 0), 0x0000000au);
  inst("V_MAD_U16_vi", {vgpr(3)}, {mods(vgpr(0), 4), vgpr(1), vgpr(2)}, {0});
  EXPECT_FALSE(run());
  // A VOP2's VOP3 form has no op_sel on gfx9 either.
  C.GFX9 = true;
  inst("V_ADD_U16_e64_vi", {vgpr(3)}, {mods(vgpr(0), 4), vgpr(1)}, {0});
  EXPECT_FALSE(run());
}

TEST_F(Vector16, MacF16HighHalf) {
  // 1.5 * 2.0 + 0.25 = 3.25 (0x4280).
  W.v(0, 0) = 0x3e00;
  W.v(1, 0) = 0x4000;
  W.v(2, 0) = 0xabcd3400;
  inst("V_MAC_F16_e32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0x4280u); // gfx8 zeroes the high half
  C.GFX9 = true;
  W.v(2, 0) = 0xabcd3400;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0xabcd4280u); // gfx9 keeps it
}

TEST_F(Vector16, SDWACompares) {
  W.setExec(0b111);
  // Byte 1 of each source, sign-extended: -1 < 1 in lane 0, and unsigned
  // (no sext) 0xff > 1.
  for (unsigned L = 0; L < 3; ++L) {
    W.v(0, L) = 0xff00;
    W.v(1, L) = 0x0100;
  }
  W.v(0, 2) = 0x0200;
  W.S[4] = W.S[5] = 0xffffffff;
  inst("V_CMP_LT_I16_sdwa_gfx9", {sgpr(4, 2)},
       {mods(vgpr(0), 16), mods(vgpr(1), 16)}, {0, Byte1, Byte1});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.S[4], 0b011u); // lane 2: 2 < 1 is false; inactive lanes 0
  EXPECT_EQ(W.S[5], 0u);
  inst("V_CMP_LT_U16_sdwa_vi", {sgpr(RegVCCLo, 2)}, {vgpr(0), vgpr(1)},
       {0, Byte1, Byte1});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.vcc(), 0u);
  // sext on a half compare is refused.
  inst("V_CMP_LT_F16_sdwa_vi", {sgpr(4, 2)}, {mods(vgpr(0), 16), vgpr(1)},
       {0, Dword, Dword});
  EXPECT_FALSE(run());
}

TEST_F(Vector16, PackedConstantsAndIntegerNeg) {
  C.GFX9 = true;
  W.v(0, 0) = 0x00050003;
  // v_pk_add_u16 v1, v0, 1 op_sel_hi:[1,0]: the constant's low half (1) in
  // both halves.
  inst("V_PK_ADD_U16_vi", {vgpr(1)}, {mods(vgpr(0), 8), imm(1)}, {0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(1, 0), 0x00060004u);
  // op_sel_hi:[1,1]: the constant's high half is 0.
  inst("V_PK_ADD_U16_vi", {vgpr(1)}, {mods(vgpr(0), 8), mods(imm(1), 8)}, {0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(1, 0), 0x00050004u);
  // neg_lo on an integer operation is not modelled.
  inst("V_PK_ADD_U16_vi", {vgpr(1)}, {mods(vgpr(0), 8 | 1), imm(1)}, {0});
  EXPECT_FALSE(run());
}

TEST_F(Vector16, HalfSpecialCases) {
  // v_cvt_pkrtz_f16_f32: 1 + 2^-11 + 2^-12 rounds toward zero to 1.0 (0x3c00,
  // nearest would give 0x3c01), -70000 to -65504 (0xfbff), not -inf.
  W.v(0, 0) = bit_cast<uint32_t>(1.0f + 0x1p-11f + 0x1p-12f);
  W.v(1, 0) = bit_cast<uint32_t>(-70000.0f);
  inst("V_CVT_PKRTZ_F16_F32_e64_vi", {vgpr(2)}, {vgpr(0), vgpr(1)}, {0, 0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0xfbff3c00u);
  // v_div_fixup_f16 quotient, denominator, numerator: 0/0 is NaN, x/0 is
  // inf of the division's sign, x/inf 0, else the quotient's magnitude.
  auto Fixup = [&](uint32_t Q, uint32_t D, uint32_t N) {
    W.v(0, 0) = Q;
    W.v(1, 0) = D;
    W.v(2, 0) = N;
    inst("V_DIV_FIXUP_F16_vi", {vgpr(3)}, {vgpr(0), vgpr(1), vgpr(2)}, {0, 0});
    EXPECT_TRUE(run()) << C.Error;
    return W.v(3, 0);
  };
  EXPECT_EQ(Fixup(0x3c00, 0, 0), 0x7e00u);
  EXPECT_EQ(Fixup(0x3c00, 0x8000, 0x4000), 0xfc00u);
  EXPECT_EQ(Fixup(0x3c00, 0x7c00, 0xc000), 0x8000u);
  EXPECT_EQ(Fixup(0x3c00, 0xc000, 0x4000), 0xbc00u);
  // v_cmp_class_f16: a denormal is a denormal whatever MODE says.
  W.setExec(0b11);
  W.v(0, 0) = 0x0001; // +denormal
  W.v(0, 1) = 0xfc00; // -inf
  inst("V_CMP_CLASS_F16_e64_vi", {sgpr(4, 2)}, {vgpr(0), imm(1u << 7)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.S[4], 0b01u);
  inst("V_CMP_CLASS_F16_e64_vi", {sgpr(4, 2)}, {vgpr(0), imm(1u << 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[4], 0b10u);
}

TEST_F(Vector16, LdexpF16ExponentAndRounding) {
  // 1.0 * 2^-30 rounded toward +inf (MODE's f16 rounding field 1): the
  // smallest denormal, 2^-24, with f16 denormals kept.
  W.Mode = 0xf0 | (1 << 2);
  W.v(0, 0) = 0x3c00;
  W.v(1, 0) = uint32_t(-30);
  inst("V_LDEXP_F16_e32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0x0001u);
  // An exponent far below is the same (16-bit: 0x8000 is -32768).
  W.v(1, 0) = 0x8000;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x0001u);
  // Nearest even, denormal results flushed (f16 field 0b01).
  W.Mode = 0x70;
  W.v(1, 0) = uint32_t(-15);
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0u);
}

/// The DPP adds of VectorOps.cpp: float modifiers on the moved source, and
/// gfx8's v_add_u32 (the _vi name) writing its carry to VCC.
TEST_F(Vector16, FloatAndCarryDPP) {
  W.setExec(0b11);
  W.v(0, 0) = bit_cast<uint32_t>(1.5f);
  W.v(0, 1) = bit_cast<uint32_t>(-2.0f);
  W.v(1, 0) = W.v(1, 1) = bit_cast<uint32_t>(10.0f);
  W.v(2, 0) = W.v(2, 1) = 0;
  // v_add_f32_dpp v2, -|v0|, v1 quad_perm:[1,0,2,3]: lane 0 gets -|-2| + 10.
  inst("V_ADD_F32_dpp_vi", {vgpr(2)}, {vgpr(2), mods(vgpr(0), 3), vgpr(1)},
       {0xe1, 0xf, 0xf, 0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(bit_cast<float>(W.v(2, 0)), 8.0f);
  EXPECT_EQ(bit_cast<float>(W.v(2, 1)), 8.5f);
  // gfx8: carry out of lane 1 (0xffffffff + 2) into VCC.
  W.v(0, 0) = 0xffffffff;
  W.v(1, 0) = 1;
  W.v(1, 1) = 2;
  W.setVCC(~0ull);
  inst("V_ADD_U32_dpp_vi", {vgpr(2)}, {vgpr(2), vgpr(0), vgpr(1)},
       {0xe1, 0xf, 0xf, 0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 1), 1u);
  EXPECT_EQ(W.vcc(), 0b10u);
  // gfx9's v_add_u32 has no carry: VCC stays.
  W.setVCC(~0ull);
  inst("V_ADD_U32_dpp_gfx9", {vgpr(2)}, {vgpr(2), vgpr(0), vgpr(1)},
       {0xe1, 0xf, 0xf, 0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.vcc(), ~0ull);
  // An integer DPP operation with a float modifier is refused.
  inst("V_ADD_U32_dpp_gfx9", {vgpr(2)}, {vgpr(2), mods(vgpr(0), 1), vgpr(1)},
       {0xe1, 0xf, 0xf, 0});
  EXPECT_FALSE(run());
}

/// Half results round by MODE's f16 field and flush by its f16 denormal
/// field, in the SDWA, packed and VOP3 forms alike.
TEST_F(Vector16, HalfOpsFollowMode) {
  C.GFX9 = true;
  // 1 + 2^-11 (between 1.0 and 1.0 + 2^-10, a tie): nearest even gives 1.0,
  // toward +inf 0x3c01. As the high half of v0 (WORD_1) for SDWA.
  W.v(0, 0) = 0x3c000000;
  W.v(1, 0) = 0x1000; // 2^-11
  auto Sdwa = [&] {
    inst("V_ADD_F16_sdwa_gfx9", {vgpr(2)}, {vgpr(0), vgpr(1)},
         {0, 0, 4, Pad, Word1, 4});
    EXPECT_TRUE(run()) << C.Error;
    return W.v(2, 0);
  };
  W.Mode = 0xf0;
  EXPECT_EQ(Sdwa(), 0x3c00u);
  W.Mode = 0xf0 | (1 << 2); // f16 toward +inf; the f32 field stays nearest
  EXPECT_EQ(Sdwa(), 0x3c01u);
  W.Mode = 0xf0 | 1; // only f32 toward +inf: halves still nearest
  EXPECT_EQ(Sdwa(), 0x3c00u);
  // Packed fma, both halves: 1.0 * 1.0 + 2^-11 toward zero and +inf.
  W.v(0, 0) = 0x3c003c00;
  W.v(1, 0) = 0x10001000;
  inst("V_PK_FMA_F16_vi", {vgpr(2)},
       {mods(vgpr(0), 8), mods(vgpr(0), 8), mods(vgpr(1), 8)}, {0});
  W.Mode = 0xf0 | (3 << 2);
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0x3c003c00u);
  W.Mode = 0xf0 | (1 << 2);
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x3c013c01u);
  // fma rounds once: (1 + 2^-10) * 1.5 is a half tie, and -2^-24 takes it
  // below (0x3e01); through float the tie would come back and round to
  // even (0x3e02).
  W.Mode = 0xf0;
  W.v(0, 0) = 0x3c01;
  W.v(1, 0) = 0x3e00;
  W.v(2, 0) = 0x8001;
  inst("V_FMA_F16_vi", {vgpr(3)}, {vgpr(0), vgpr(1), vgpr(2)}, {0, 0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(3, 0), 0x3e01u);
  // f16 denormals flushed (field 0b00): 2^-14 * 0.5 is 0, keeping its sign.
  W.Mode = 0x30;
  W.v(0, 0) = 0x0400;     // 2^-14
  W.v(1, 0) = 0x3800b800; // hi 0.5, lo -0.5
  inst("V_PK_MUL_F16_vi", {vgpr(2)}, {vgpr(0), mods(vgpr(1), 8)}, {0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x00008000u);
  W.Mode = 0xf0;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x02008200u);
}

} // namespace

namespace {
using namespace amdcl2::emu::test;

// SDWA forms of the f32 rounding VOP1s (the random-program campaign found
// v_rndne_f32_sdwa missing): the selected dword rounded, placed by dst_sel.
TEST_F(Fixture, RoundingF32SDWA) {
  W.setExec(0x1);
  W.v(0, 0) = llvm::bit_cast<uint32_t>(2.5f);
  W.v(1, 0) = 0x12345678;
  // dst_sel DWORD, dst_unused PAD, src0_sel DWORD.
  inst("V_RNDNE_F32_sdwa_vi", {vgpr(1)}, {vgpr(0)}, {0, 6, 0, 6});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(1, 0)), 2.0f);
  inst("V_FLOOR_F32_sdwa_vi", {vgpr(1)}, {vgpr(0)}, {0, 6, 0, 6});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(1, 0)), 2.0f);
  inst("V_CEIL_F32_sdwa_vi", {vgpr(1)}, {vgpr(0)}, {0, 6, 0, 6});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(1, 0)), 3.0f);
  inst("V_FRACT_F32_sdwa_vi", {vgpr(1)}, {vgpr(0)}, {0, 6, 0, 6});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(1, 0)), 0.5f);
}
} // namespace

namespace {
using namespace amdcl2::emu::test;

// SDWA v_cvt_f32_ubyteN (the v3 campaign found gfx9's missing): byte N of
// the selected source, as a float.
TEST_F(Fixture, CvtF32UbyteSDWA) {
  W.setExec(0x1);
  W.v(0, 0) = 0x11223344;
  // src0_sel WORD_1 (5) gives 0x1122; ubyte0 of that is 0x22.
  inst("V_CVT_F32_UBYTE0_sdwa_gfx9", {vgpr(1)}, {vgpr(0)}, {0, 6, 0, 5});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(1, 0)), float(0x22));
  inst("V_CVT_F32_UBYTE3_sdwa_gfx9", {vgpr(1)}, {vgpr(0)}, {0, 6, 0, 6});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(1, 0)), float(0x11));
}
} // namespace
