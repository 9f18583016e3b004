//===- Vector16Test.cpp - 16-bit, SDWA and packed instructions ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parts of Vector16Ops.cpp a compiled kernel rarely shows: every
/// dst_unused of SDWA, sign extension of a byte source, packed op_sel and
/// neg_hi, the high half 16-bit results leave.
///
//===----------------------------------------------------------------------===//

#include "WaveFixture.h"

using namespace amdcl2::emu;
using namespace amdcl2::emu::test;

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

} // namespace
