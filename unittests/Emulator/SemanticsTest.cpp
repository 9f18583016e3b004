//===- SemanticsTest.cpp - Instruction semantics of the emulator ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Drives single handlers from the semantics table on a hand-built wave:
/// carries, EXEC-masked writes, branches on EXECZ and the bounds check.
///
//===----------------------------------------------------------------------===//

#include "WaveFixture.h"

using namespace amdcl2::emu;
using namespace amdcl2::emu::test;

namespace {

TEST(SemanticsKey, StripsEncodingSuffixes) {
  EXPECT_EQ(semanticsKey("V_ADD_F32_e32_vi"), "V_ADD_F32");
  EXPECT_EQ(semanticsKey("V_ADD_CO_U32_e64_gfx9"), "V_ADD_CO_U32");
  EXPECT_EQ(semanticsKey("S_LOAD_DWORD_IMM_vi"), "S_LOAD_DWORD_IMM");
  EXPECT_EQ(semanticsKey("V_MUL_F16_sdwa_vi"), "V_MUL_F16_sdwa");
  EXPECT_NE(lookupSemantics("V_MUL_F16_sdwa_vi"), nullptr);
  EXPECT_EQ(lookupSemantics("V_TRIG_PREOP_F64_vi"), nullptr);
  EXPECT_EQ(lookupSemantics("NO_SUCH_OP"), nullptr);
}

/// VI's v_add_u32 writes a carry; gfx9's does not (it is v_add_co_u32).
TEST(SemanticsKey, VIAddKeepsItsCarry) {
  EXPECT_EQ(lookupSemantics("V_ADD_U32_e32_vi"),
            lookupSemantics("V_ADD_CO_U32_e32_gfx9"));
  EXPECT_NE(lookupSemantics("V_ADD_U32_e32_vi"),
            lookupSemantics("V_ADD_U32_e32_gfx9"));
}

TEST_F(Fixture, ScalarAddCarryChain) {
  W.S[0] = 0xffffffff;
  W.S[1] = 0x1;
  inst("S_ADD_U32_vi", {sgpr(2)}, {sgpr(0), imm(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[2], 0u);
  EXPECT_TRUE(W.SCC);
  inst("S_ADDC_U32_vi", {sgpr(3)}, {sgpr(1), imm(0)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[3], 2u);
  EXPECT_FALSE(W.SCC);
}

TEST_F(Fixture, VectorCarryOutAndInThroughVCC) {
  W.setExec(0x3);
  W.v(0, 0) = 0xffffffff; // lane 0 overflows, lane 1 does not
  W.v(0, 1) = 5;
  inst("V_ADD_U32_e32_vi", {vgpr(1)}, {imm(1), vgpr(0)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(1, 0), 0u);
  EXPECT_EQ(W.v(1, 1), 6u);
  EXPECT_EQ(W.vcc(), 0x1u);
  inst("V_ADDC_U32_e32_vi", {vgpr(2)}, {imm(0), imm(7)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 8u);
  EXPECT_EQ(W.v(2, 1), 7u);
  EXPECT_EQ(W.vcc(), 0u);
}

TEST_F(Fixture, CarryOutToAnSGPRPair) {
  W.setExec(0x1);
  W.v(0, 0) = 0;
  inst("V_SUB_CO_U32_e64_gfx9", {vgpr(1), sgpr(10, 2)}, {vgpr(0), imm(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(1, 0), 0xffffffffu);
  EXPECT_EQ(W.S[10], 1u);
  EXPECT_EQ(W.vcc(), 0u);
}

// v_mad_u64_u32 / v_mad_i64_i32: a 64-bit sum of the 32x32 product and
// src2, the carry its overflow (values worked by hand).
TEST_F(Fixture, Mad64CarryIsTheSumsOverflow) {
  W.setExec(0x3);
  W.v(0, 0) = 0xffffffff, W.v(1, 0) = 0xffffffff; // 0xfffffffe00000001
  W.v(4, 0) = 0xffffffff, W.v(5, 0) = 0xffffffff; // + 2^64 - 1
  W.v(0, 1) = 2, W.v(1, 1) = 3, W.v(4, 1) = 4, W.v(5, 1) = 0;
  inst("V_MAD_U64_U32_vi", {vgpr(2, 2), sgpr(10, 2)},
       {vgpr(0), vgpr(1), vgpr(4, 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0x00000000u);
  EXPECT_EQ(W.v(3, 0), 0xfffffffeu);
  EXPECT_EQ(W.v(2, 1), 10u);
  EXPECT_EQ(W.v(3, 1), 0u);
  EXPECT_EQ(W.S[10], 0x1u); // lane 0 carried
  // Signed: -1 * 1 + INT64_MIN overflows; -2 * 3 + 10 = 4 does not.
  W.v(0, 0) = 0xffffffff, W.v(1, 0) = 1;
  W.v(4, 0) = 0, W.v(5, 0) = 0x80000000;
  W.v(0, 1) = 0xfffffffe, W.v(1, 1) = 3, W.v(4, 1) = 10, W.v(5, 1) = 0;
  inst("V_MAD_I64_I32_vi", {vgpr(2, 2), sgpr(10, 2)},
       {vgpr(0), vgpr(1), vgpr(4, 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 0xffffffffu);
  EXPECT_EQ(W.v(3, 0), 0x7fffffffu);
  EXPECT_EQ(W.v(2, 1), 4u);
  EXPECT_EQ(W.v(3, 1), 0u);
  EXPECT_EQ(W.S[10], 0x1u);
}

TEST_F(Fixture, ExecMasksVectorWritesAndCompares) {
  W.setExec(0x5); // lanes 0 and 2
  for (unsigned L = 0; L < 4; ++L)
    W.v(1, L) = 100 + L;
  inst("V_MOV_B32_e32_vi", {vgpr(1)}, {imm(7)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(1, 0), 7u);
  EXPECT_EQ(W.v(1, 1), 101u);
  EXPECT_EQ(W.v(1, 2), 7u);
  EXPECT_EQ(W.v(1, 3), 103u);
  // Inactive lanes get 0 in a compare's mask, whatever the comparison says.
  W.setVCC(~0ull);
  inst("V_CMP_EQ_U32_e32_vi", {}, {imm(7), vgpr(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.vcc(), 0x5u);
}

TEST_F(Fixture, SaveExecAndBranchOnExecz) {
  W.setExec(0xf0);
  W.setVCC(0x0f);
  inst("S_AND_SAVEEXEC_B64_vi", {sgpr(4, 2)}, {sgpr(RegVCCLo, 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.exec(), 0u);
  EXPECT_EQ(W.S[4], 0xf0u);
  EXPECT_FALSE(W.SCC);
  W.PC = 0x20;
  inst("S_CBRANCH_EXECZ_vi", {}, {}, {3});
  I.Offset = 0x20;
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x20u + 4 + 3 * 4);
  // Not taken: falls through.
  W.setExec(1);
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x24u);
  // Backwards.
  inst("S_BRANCH_vi", {}, {}, {0xfffe});
  I.Offset = 0x20;
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x20u + 4 - 8);
}

TEST_F(Fixture, OutOfBoundsGlobalLoadIsAnError) {
  uint64_t Buf = Mem.allocate(16, "arg0");
  W.setExec(0x3);
  W.v(0, 0) = uint32_t(Buf + 12); // last dword: fine
  W.v(1, 0) = uint32_t((Buf + 12) >> 32);
  W.v(0, 1) = uint32_t(Buf + 16); // one past the end
  W.v(1, 1) = uint32_t((Buf + 16) >> 32);
  inst("FLAT_LOAD_DWORD_vi", {vgpr(2)}, {vgpr(0, 2)}, {0});
  EXPECT_FALSE(run());
  EXPECT_NE(C.Error.find("out-of-bounds global access of 4 bytes in lane 1"),
            std::string::npos)
      << C.Error;
  EXPECT_NE(C.Error.find("0 bytes past the end of 'arg0'"), std::string::npos)
      << C.Error;
  // Within bounds when only lane 0 runs.
  W.setExec(0x1);
  EXPECT_TRUE(run());
}

TEST_F(Fixture, LDSBoundsAndAtomics) {
  W.setExec(0x3);
  W.v(0, 0) = 0;
  W.v(0, 1) = 0;
  W.v(1, 0) = 5;
  W.v(1, 1) = 6;
  inst("DS_ADD_RTN_U32_vi", {vgpr(2)}, {vgpr(0), vgpr(1)}, {0, 0});
  ASSERT_TRUE(run());
  uint32_t V;
  std::memcpy(&V, LDS.data(), 4);
  EXPECT_EQ(V, 11u);
  EXPECT_EQ(W.v(2, 0), 0u); // lanes run in order: lane 0 first
  EXPECT_EQ(W.v(2, 1), 5u);
  inst("DS_WRITE_B32_vi", {}, {vgpr(0), vgpr(1)}, {256, 0});
  EXPECT_FALSE(run());
  EXPECT_NE(C.Error.find("out-of-bounds LDS access"), std::string::npos);
}

TEST_F(Fixture, SwizzledScratchInterleavesLanes) {
  uint64_t Scratch = Mem.allocate(64 * 16, "scratch");
  W.S[0] = uint32_t(Scratch);
  W.S[1] = uint32_t(Scratch >> 32) | 1u << 31;
  W.S[2] = ~0u;
  W.S[3] = (1u << 19) | (3u << 21) | (1u << 23);
  W.setExec(0x3);
  W.v(0, 0) = 4; // private offset 4 in both lanes
  W.v(0, 1) = 4;
  W.v(1, 0) = 0xaaaa;
  W.v(1, 1) = 0xbbbb;
  inst("BUFFER_STORE_DWORD_OFFEN_vi", {},
       {vgpr(1), vgpr(0), sgpr(0, 4), imm(0)}, {0, 0, 0});
  ASSERT_TRUE(run());
  uint32_t L0, L1;
  // Dword 1 of lane l is at (1 * 64 + l) * 4.
  std::memcpy(&L0, Mem.translate(Scratch + 64 * 4, 4), 4);
  std::memcpy(&L1, Mem.translate(Scratch + 65 * 4, 4), 4);
  EXPECT_EQ(L0, 0xaaaau);
  EXPECT_EQ(L1, 0xbbbbu);
}

/// A buffer atomic through an unswizzled descriptor (AMD's 32-bit code
/// addresses global memory through one of base 0, enqueue.32): lane by
/// lane, old values returned; cmpswap's data is {new, compare}, a swap only
/// where it matches.
TEST_F(Fixture, BufferAtomicsThroughAnUnswizzledDescriptor) {
  uint64_t Buf = wordsAtS4();
  W.S[8] = uint32_t(Buf);
  W.S[9] = uint32_t(Buf >> 32);
  W.S[10] = ~0u;
  W.S[11] = 0x08027fac; // AMD's word 3
  W.setExec(0x3);
  W.v(0, 0) = W.v(0, 1) = 0; // both lanes at word 0 (100)
  W.v(1, 0) = 5;
  W.v(1, 1) = 6;
  inst("BUFFER_ATOMIC_ADD_OFFEN_RTN_gfx6_gfx7", {vgpr(1)},
       {vgpr(1), vgpr(0), sgpr(8, 4), imm(0)}, {4, 1});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(1, 0), 101u); // word 1 (offset 4): 101, then 106
  EXPECT_EQ(W.v(1, 1), 106u);
  uint32_t V;
  std::memcpy(&V, Mem.translate(Buf + 4, 4), 4);
  EXPECT_EQ(V, 112u);
  // Lane 0 expects 112 and writes 7; lane 1 then expects 112 and fails.
  W.v(2, 0) = 7, W.v(3, 0) = 112;
  W.v(2, 1) = 8, W.v(3, 1) = 112;
  inst("BUFFER_ATOMIC_CMPSWAP_OFFEN_RTN_gfx6_gfx7", {vgpr(2, 2)},
       {vgpr(2, 2), vgpr(0), sgpr(8, 4), imm(0)}, {4, 1});
  ASSERT_TRUE(run());
  std::memcpy(&V, Mem.translate(Buf + 4, 4), 4);
  EXPECT_EQ(V, 7u);
  EXPECT_EQ(W.v(2, 0), 112u);
  EXPECT_EQ(W.v(2, 1), 7u);
  W.S[1] = 1u << 31; // a swizzled descriptor: refused, not guessed
  inst("BUFFER_ATOMIC_ADD_OFFEN_gfx6_gfx7", {},
       {vgpr(1), vgpr(0), sgpr(0, 4), imm(0)}, {0, 0});
  EXPECT_FALSE(run());
}

/// hwreg(HW_REG_MODE, 4, 4) is simm16 1 | 4 << 6 | 3 << 11.
TEST_F(Fixture, SetregAndGetregOfMode) {
  W.Mode = 0x3c0;
  int64_t Denorm = 1 | 4 << 6 | 3 << 11;
  inst("S_SETREG_IMM32_B32_vi", {}, {}, {0xf, Denorm});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.Mode, 0x3f0u);
  inst("S_GETREG_B32_vi", {sgpr(5)}, {}, {1 | 0 << 6 | 31 << 11});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[5], 0x3f0u);
  // Other hardware registers are an error, not a silent zero.
  inst("S_GETREG_B32_vi", {sgpr(5)}, {}, {4 | 31 << 11});
  EXPECT_FALSE(run());
}

TEST_F(Fixture, CndmaskWithAnSGPRMaskAndMbcnt) {
  W.setExec(~0ull);
  W.S[20] = 0x5; // lanes 0 and 2 take src1
  W.S[21] = 0;
  inst("V_CNDMASK_B32_e64_vi", {vgpr(0)}, {imm(10), imm(20), sgpr(20, 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(0, 0), 20u);
  EXPECT_EQ(W.v(0, 1), 10u);
  EXPECT_EQ(W.v(0, 2), 20u);
  // mbcnt_lo then hi: the number of set mask bits below each lane.
  inst("V_MBCNT_LO_U32_B32_e64_vi", {vgpr(1)}, {imm(0xffffffff), imm(0)});
  ASSERT_TRUE(run());
  inst("V_MBCNT_HI_U32_B32_e64_vi", {vgpr(1)}, {imm(0xffffffff), vgpr(1)});
  ASSERT_TRUE(run());
  for (unsigned L : {0u, 1u, 31u, 32u, 63u})
    EXPECT_EQ(W.v(1, L), L);
}

/// v_mov_b32 DPP: quad_perm within quads, row_shr with and without
/// bound_ctrl (lane 0 of a row: 0, or unwritten), an inactive source lane,
/// row and bank masks, and the destination being the source.
TEST_F(Fixture, MovDPP) {
  auto Reset = [&] {
    W.setExec(~0ull);
    for (unsigned L = 0; L < 64; ++L) {
      W.v(2, L) = 100 + L;
      W.v(3, L) = 7;
    }
  };
  // quad_perm:[1,2,3,0] into v2 itself: lane L gets L+1 within its quad.
  Reset();
  inst("V_MOV_B32_dpp_vi", {vgpr(2)}, {vgpr(2), vgpr(2)}, {0x39, 0xf, 0xf, 1});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 101u);
  EXPECT_EQ(W.v(2, 2), 103u);
  EXPECT_EQ(W.v(2, 3), 100u);
  EXPECT_EQ(W.v(2, 63), 160u);
  // row_shr:1, bound_ctrl: lane 16 has no source in its row and gets 0.
  Reset();
  inst("V_MOV_B32_dpp_vi", {vgpr(3)}, {vgpr(3), vgpr(2)}, {0x111, 0xf, 0xf, 1});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 1), 100u);
  EXPECT_EQ(W.v(3, 16), 0u);
  EXPECT_EQ(W.v(3, 17), 116u);
  // Without bound_ctrl that lane is not written; nor is a lane whose source
  // is inactive (lane 5 reads lane 4).
  Reset();
  W.setExec(~0ull & ~(1ull << 4));
  inst("V_MOV_B32_dpp_vi", {vgpr(3)}, {vgpr(3), vgpr(2)}, {0x111, 0xf, 0xf, 0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 16), 7u);
  EXPECT_EQ(W.v(3, 5), 7u);
  EXPECT_EQ(W.v(3, 4), 7u); // inactive itself
  EXPECT_EQ(W.v(3, 6), 105u);
  // row_mask 0x2 (row 1 only), bank_mask 0x1 (lanes 0-3 of each row),
  // row_mirror.
  Reset();
  inst("V_MOV_B32_dpp_vi", {vgpr(3)}, {vgpr(3), vgpr(2)}, {0x140, 0x2, 0x1, 0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 0), 7u);
  EXPECT_EQ(W.v(3, 16), 131u);
  EXPECT_EQ(W.v(3, 19), 128u);
  EXPECT_EQ(W.v(3, 20), 7u);
  // row_bcast:15 and wave_shr:1.
  Reset();
  inst("V_MOV_B32_dpp_vi", {vgpr(3)}, {vgpr(3), vgpr(2)}, {0x142, 0xf, 0xf, 1});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 0), 0u);
  EXPECT_EQ(W.v(3, 20), 115u);
  EXPECT_EQ(W.v(3, 63), 147u);
  Reset();
  inst("V_MOV_B32_dpp_vi", {vgpr(3)}, {vgpr(3), vgpr(2)}, {0x138, 0xf, 0xf, 0});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(3, 0), 7u);
  EXPECT_EQ(W.v(3, 40), 139u);
}

} // namespace

namespace {
/// A signed field that runs past bit 31 ends there and is signed by it, in
/// the scalar and vector forms alike (as LLVM folds constants).
TEST_F(Fixture, SignedBitfieldPastTheTop) {
  W.S[0] = 0x80000000;
  W.S[1] = 28 | 8 << 16; // offset 28, width 8
  inst("S_BFE_I32_vi", {sgpr(2)}, {sgpr(0), sgpr(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[2], 0xfffffff8u);
  W.S[1] = 28 | 4 << 16; // the field ends at bit 31 exactly
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[2], 0xfffffff8u);
  W.S[1] = 24 | 4 << 16; // inside: bits 27:24 are 0
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[2], 0u);
  W.setExec(1);
  W.v(0, 0) = 0x80000000;
  inst("V_BFE_I32_vi", {vgpr(1)}, {vgpr(0), imm(28), imm(8)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(1, 0), 0xfffffff8u);
  inst("V_BFE_U32_vi", {vgpr(1)}, {vgpr(0), imm(28), imm(8)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(1, 0), 8u);
}
} // namespace

namespace {
/// v_mqsad_u32_u8: four masked SADs of the 4-byte windows of a 64-bit
/// source, each plus its own 32-bit accumulator.
TEST_F(Fixture, MaskedQuadSADWith32BitSums) {
  W.setExec(1);
  W.v(0, 0) = 0x04030201; // source bytes 1..8
  W.v(1, 0) = 0x08070605;
  W.v(2, 0) = 0x00050003; // reference: bytes 1 and 3 are 0, masked out
  for (unsigned K = 0; K < 4; ++K)
    W.v(4 + K, 0) = 1000 * K;
  inst("V_MQSAD_U32_U8_vi", {vgpr(8, 4)}, {vgpr(0, 2), vgpr(2), vgpr(4, 4)});
  ASSERT_TRUE(run()) << C.Error;
  // Window k holds bytes k+1..k+4; only bytes 0 and 2 count: |b0 - 3| and
  // |b2 - 5|.
  const uint32_t Want[4] = {0 + 2 + 2, 1000 + 1 + 1, 2000 + 0 + 0,
                            3000 + 1 + 1};
  for (unsigned K = 0; K < 4; ++K)
    EXPECT_EQ(W.v(8 + K, 0), Want[K]) << K;
}
} // namespace

namespace {
/// The media ops model no output modifier: with clamp they are refused
/// rather than run as if it were not there.
TEST_F(Fixture, MediaOpsRefuseClamp) {
  W.setExec(1);
  W.v(0, 0) = 0x01ff0203;
  W.v(1, 0) = 0x03ff0401;
  W.v(2, 0) = 0x01000101; // rounding bits
  inst("V_LERP_U8_vi", {vgpr(3)}, {vgpr(0), vgpr(1), vgpr(2)}, {0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(3, 0), 0x02ff0302u); // (a + b + round) / 2 per byte
  for (const char *Op : {"V_LERP_U8_vi", "V_MSAD_U8_vi"}) {
    inst(Op, {vgpr(3)}, {vgpr(0), vgpr(1), vgpr(2)}, {1});
    EXPECT_FALSE(run()) << Op;
    EXPECT_EQ(C.Error, "VOP3 clamp/omod/op_sel is not modelled") << Op;
  }
  inst("V_QSAD_PK_U16_U8_vi", {vgpr(4, 2)}, {vgpr(0, 2), vgpr(2), vgpr(6, 2)},
       {1});
  EXPECT_FALSE(run());
  inst("V_MQSAD_U32_U8_vi", {vgpr(8, 4)}, {vgpr(0, 2), vgpr(2), vgpr(4, 4)},
       {1});
  EXPECT_FALSE(run());
}
} // namespace

namespace {
using namespace amdcl2::emu::test;

TEST_F(Fixture, MovRelReadsAndWritesRelativeToM0) {
  W.setExec(0x1);
  W.S[RegM0] = 3;
  W.v(7, 0) = 77;
  inst("V_MOVRELS_B32_e32_vi", {vgpr(1)}, {vgpr(4)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(1, 0), 77u);
  // v_movreld's base is an MC source: (src: base, value).
  inst("V_MOVRELD_B32_e32_vi", {}, {vgpr(10), vgpr(1)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(13, 0), 77u);
  W.S[8] = 5;
  inst("S_MOVRELS_B32_vi", {sgpr(2)}, {sgpr(5)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.S[2], 5u);
}

TEST_F(Fixture, MovRelPastTheRegisterFileIsAnError) {
  W.setExec(0x1);
  W.S[RegM0] = 250;
  inst("V_MOVRELS_B32_e32_vi", {vgpr(1)}, {vgpr(10)});
  EXPECT_FALSE(run());
  EXPECT_NE(C.Error.find("relative VGPR index 260"), std::string::npos)
      << C.Error;
  W.S[RegM0] = 100;
  inst("S_MOVRELD_B32_vi", {sgpr(4)}, {sgpr(0)});
  EXPECT_FALSE(run());
  EXPECT_NE(C.Error.find("past the register file"), std::string::npos)
      << C.Error;
}

TEST_F(Fixture, GprIndexModeMovesTheSelectedOperands) {
  W.setExec(0x1);
  W.S[5] = 2;
  inst("S_SET_GPR_IDX_ON_gfx9", {}, {sgpr(5)}, {8 | 1}); // DST | SRC0
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_TRUE(W.GprIdxEn);
  EXPECT_EQ(W.S[RegM0] & 0xf0ff, 0x9002u);
  inst("V_MOV_B32_e32_gfx9", {vgpr(1)}, {vgpr(4)});
  DecodedInst Moved;
  ASSERT_TRUE(applyGprIndex(C, I, "V_MOV_B32_e32_gfx9", Moved)) << C.Error;
  EXPECT_EQ(Moved.def(0).Reg, 3u);
  EXPECT_EQ(Moved.src(0).Reg, 6u);
  // Only VALU instructions are indexed; others with VGPRs are refused.
  inst("DS_READ_B32_gfx9", {vgpr(1)}, {vgpr(0)}, {0, 0});
  EXPECT_FALSE(applyGprIndex(C, I, "DS_READ_B32_gfx9", Moved));
  inst("S_SET_GPR_IDX_OFF_gfx9", {}, {});
  ASSERT_TRUE(run());
  EXPECT_FALSE(W.GprIdxEn);
}

TEST_F(Fixture, IntegerClampSaturates32BitAdds) {
  W.setExec(0x1);
  W.v(0, 0) = 1;
  W.v(1, 0) = 2;
  // gfx8's carry-writing sub with clamp: 1 - 2 is 0, the borrow still set.
  inst("V_SUB_U32_e64_vi", {vgpr(2), sgpr(10, 2)}, {vgpr(0), vgpr(1)}, {1});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0u);
  EXPECT_EQ(W.S[10], 1u);
  inst("V_SUB_U32_e64_vi", {vgpr(2), sgpr(10, 2)}, {vgpr(0), vgpr(1)}, {0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0xffffffffu);
  W.v(0, 0) = 0x7fffffff;
  inst("V_ADD_I32_gfx9", {vgpr(2)}, {vgpr(0), vgpr(1)}, {1});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0x7fffffffu);
  inst("V_ADD_U32_e64_gfx9", {vgpr(2)}, {vgpr(0), vgpr(1)}, {0, 1});
  EXPECT_FALSE(run()); // an omod-like field after clamp: refused
}
} // namespace

namespace {
using namespace amdcl2::emu::test;

TEST_F(Fixture, ScalarLoadWithSGPRAndImmediateOffsets) {
  wordsAtS4();
  W.S[6] = 8;
  // gfx9's s_load_dword s0, s[4:5], s6 offset:0x10: base + 8 + 16.
  inst("S_LOAD_DWORD_SGPR_IMM_gfx9", {sgpr(0)}, {sgpr(4, 2), sgpr(6)},
       {16, 0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.S[0], 106u);
  // The SGPR-only form's immediate is the cache policy, not an offset.
  inst("S_LOAD_DWORD_SGPR_gfx9", {sgpr(0)}, {sgpr(4, 2), sgpr(6)}, {1});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.S[0], 102u);
}
} // namespace

namespace {
using namespace amdcl2::emu::test;

TEST_F(Fixture, LdexpExponentIsAnIntegerEvenWhereDenormalsFlush) {
  // gfx8's MODE flushes f32 denormals; the exponent 32 has the bits of a
  // denormal float and must not be flushed.
  W.Mode = 0xc0;
  W.setExec(0x1);
  W.v(0, 0) = llvm::bit_cast<uint32_t>(1.5f);
  W.v(1, 0) = 32;
  inst("V_LDEXP_F32_e64_vi", {vgpr(2)}, {vgpr(0), vgpr(1)}, {0, 0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(2, 0)), 1.5f * 4294967296.0f);
  W.v(1, 0) = uint32_t(-3);
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(llvm::bit_cast<float>(W.v(2, 0)), 1.5f / 8);
}

TEST_F(Fixture, FindFirstBitOfASignedValue) {
  W.setExec(0xf);
  W.v(0, 0) = 1;          // 30 bits equal to the sign after it
  W.v(0, 1) = 0xfffffff0; // 27
  W.v(0, 2) = 0;
  W.v(0, 3) = ~0u;
  inst("V_FFBH_I32_e32_vi", {vgpr(1)}, {vgpr(0)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(1, 0), 31u);
  EXPECT_EQ(W.v(1, 1), 28u);
  EXPECT_EQ(W.v(1, 2), ~0u);
  EXPECT_EQ(W.v(1, 3), ~0u);
}
} // namespace

namespace {
using namespace amdcl2::emu::test;

TEST_F(Fixture, GDSIsRefusedNotLDS) {
  W.setExec(0x1);
  inst("DS_READ_B32_vi", {vgpr(1)}, {vgpr(0)}, {0, 1});
  EXPECT_FALSE(run());
  EXPECT_NE(C.Error.find("gds"), std::string::npos) << C.Error;
  inst("DS_READ2_B32_vi", {vgpr(1, 2)}, {vgpr(0)}, {0, 1, 1});
  EXPECT_FALSE(run());
  inst("DS_ADD_U32_vi", {}, {vgpr(0), vgpr(1)}, {0, 1});
  EXPECT_FALSE(run());
  inst("DS_READ_B32_vi", {vgpr(1)}, {vgpr(0)}, {0, 0});
  EXPECT_TRUE(run()) << C.Error;
}
} // namespace

namespace {
using namespace amdcl2::emu::test;

// gfx7's fork and join (CLRX's GCN 1.1 descriptions): the larger group of
// lanes runs first, the other waits on the fork stack, whose pointer is
// MODE[31:29]; a join below the saved pointer pops it.
TEST_F(Fixture, GFX7ForkRunsOneGroupThenJoinRunsTheOther) {
  W.setExec(0xff);
  W.S[10] = 0x0f; // the mask: lanes 0-3 pass, 4-7 fail
  W.S[11] = 0;
  W.S[26] = 0; // the CSP saved before the fork
  W.PC = 0x100;
  inst("S_CBRANCH_I_FORK_gfx6_gfx7", {}, {sgpr(10, 2)}, {5});
  I.Offset = 0x100;
  ASSERT_TRUE(run());
  // As many pass as fail: the passing lanes go to the target first.
  EXPECT_EQ(W.exec(), 0x0fu);
  EXPECT_EQ(C.NextPC, 0x100u + 4 + 5 * 4);
  EXPECT_EQ(W.Mode >> 29, 1u);
  // The join pops the failing lanes and their fall-through offset.
  W.PC = 0x200;
  inst("S_CBRANCH_JOIN_gfx6_gfx7", {}, {sgpr(26)});
  I.Offset = 0x200;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.exec(), 0xf0u);
  EXPECT_EQ(C.NextPC, 0x104u);
  EXPECT_EQ(W.Mode >> 29, 0u);
  // At the saved pointer a join falls through.
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x204u);
  EXPECT_EQ(W.exec(), 0xf0u);
}

TEST_F(Fixture, GFX7ForkOfOneSideIsABranch) {
  W.setExec(0x3);
  W.S[10] = 0x7; // every active lane passes: a jump, nothing pushed
  W.S[11] = 0;
  W.PC = 0x40;
  inst("S_CBRANCH_I_FORK_gfx6_gfx7", {}, {sgpr(10, 2)}, {2});
  I.Offset = 0x40;
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x40u + 4 + 8);
  EXPECT_EQ(W.Mode >> 29, 0u);
  W.S[10] = 0x4; // none passes: falls through
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x44u);
  EXPECT_EQ(W.exec(), 0x3u);
  // Fewer fail than pass: the failing lane runs first, in place.
  W.setExec(0x7);
  W.S[10] = 0x3;
  ASSERT_TRUE(run());
  EXPECT_EQ(W.exec(), 0x4u);
  EXPECT_EQ(C.NextPC, 0x44u);
  EXPECT_EQ(W.ForkStack[0].first, 0x3u);
  EXPECT_EQ(W.ForkStack[0].second, 0x40u + 4 + 8);
}

// gfx7 names LLVM later reused: v_add_i32 writes a carry, SMRD counts
// immediate offsets in dwords, the 64-bit shifts take the value first, and
// the legacy min/max give the second source for a NaN.
TEST_F(Fixture, GFX7Encodings) {
  W.setExec(1);
  W.v(0, 0) = 0xffffffffu;
  W.v(1, 0) = 2;
  inst("V_ADD_I32_e32_gfx6_gfx7", {vgpr(2), sgpr(RegVCCLo, 2)},
       {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(2, 0), 1u);
  EXPECT_EQ(W.vcc(), 1u);

  wordsAtS4();
  inst("S_LOAD_DWORD_IMM_si", {sgpr(8)}, {sgpr(4, 2)}, {3});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[8], 103u); // dword 3, byte 12
  inst("S_LOAD_DWORD_IMM_ci", {sgpr(8)}, {sgpr(4, 2)}, {15});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.S[8], 115u);

  W.v(4, 0) = 1;
  W.v(5, 0) = 0;
  inst("V_LSHL_B64_gfx6_gfx7", {vgpr(6, 2)}, {vgpr(4, 2), imm(33)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(6, 0), 0u);
  EXPECT_EQ(W.v(7, 0), 2u);

  W.v(8, 0) = 0x7fc00000u; // NaN
  W.v(9, 0) = 0x3f800000u; // 1.0
  inst("V_MAX_LEGACY_F32_e32_gfx6_gfx7", {vgpr(10)}, {vgpr(8), vgpr(9)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(10, 0), 0x3f800000u);
  inst("V_MIN_LEGACY_F32_e32_gfx6_gfx7", {vgpr(10)}, {vgpr(9), vgpr(8)});
  ASSERT_TRUE(run());
  EXPECT_EQ(W.v(10, 0), 0x7fc00000u);
}

// gfx9's SCRATCH instructions reach a lane's private memory as FLAT's
// private aperture does: FLAT_SCRATCH is the wave's base, dwords of
// consecutive lanes adjacent.
TEST_F(Fixture, ScratchStoreAndLoadAddressLanePrivateMemory) {
  C.GFX9 = true;
  uint64_t Scratch = Mem.allocate(64 * 16, "scratch");
  W.S[RegFlatScrLo] = uint32_t(Scratch);
  W.S[RegFlatScrLo + 1] = uint32_t(Scratch >> 32);
  W.setExec(0x3);
  W.S[8] = 4; // the private offset, from an SGPR
  W.v(1, 0) = 0xaaaa;
  W.v(1, 1) = 0xbbbb;
  inst("SCRATCH_STORE_DWORD_SADDR_vi", {}, {sgpr(8), vgpr(1)}, {4, 0});
  ASSERT_TRUE(run()) << C.Error;
  uint32_t L0, L1;
  // Offset 8 (4 + 4): dword 2 of lane l at (2 * 64 + l) * 4.
  std::memcpy(&L0, Mem.translate(Scratch + 128 * 4, 4), 4);
  std::memcpy(&L1, Mem.translate(Scratch + 129 * 4, 4), 4);
  EXPECT_EQ(L0, 0xaaaau);
  EXPECT_EQ(L1, 0xbbbbu);
  // The VGPR form, a negative offset: 12 - 4 in each lane.
  W.v(0, 0) = 12;
  W.v(0, 1) = 12;
  inst("SCRATCH_LOAD_DWORD_vi", {vgpr(2)}, {vgpr(0)}, {0x1ffc, 0});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(2, 0), 0xaaaau);
  EXPECT_EQ(W.v(2, 1), 0xbbbbu);
}

// gfx9's v_swap_b32 v1, v0 (MC: defs v1 v0, sources v0 v1).
TEST_F(Fixture, SwapExchangesTwoVGPRs) {
  W.setExec(0x1);
  W.v(0, 0) = 10;
  W.v(1, 0) = 20;
  inst("V_SWAP_B32_vi", {vgpr(1), vgpr(0)}, {vgpr(0), vgpr(1)});
  ASSERT_TRUE(run()) << C.Error;
  EXPECT_EQ(W.v(1, 0), 10u);
  EXPECT_EQ(W.v(0, 0), 20u);
}

// A call and its return: s_swappc_b64 saves the next instruction's address
// and jumps; s_setpc_b64 of the saved pair returns.
TEST_F(Fixture, SwapPCCallsAndSetPCReturns) {
  C.CodeAddr = 0x10000;
  W.PC = 0x20;
  W.S[4] = 0x10100; // the callee
  W.S[5] = 0;
  inst("S_SWAPPC_B64_gfx6_gfx7", {sgpr(6, 2)}, {sgpr(4, 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x100u);
  EXPECT_EQ(W.S[6], 0x10024u);
  EXPECT_EQ(W.S[7], 0u);
  inst("S_SETPC_B64_gfx6_gfx7", {}, {sgpr(6, 2)});
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x24u);
  // gfx9's s_call_b64 s[6:7], 0x30 (dwords after the next instruction).
  inst("S_CALL_B64_vi", {sgpr(6, 2)}, {}, {0x30});
  I.Offset = 0x20;
  ASSERT_TRUE(run());
  EXPECT_EQ(C.NextPC, 0x24u + 0x30 * 4);
  EXPECT_EQ(W.S[6], 0x10024u);
}
} // namespace
