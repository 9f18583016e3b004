//===- DecoderTest.cpp - The emulator's MC-based decoder ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Decodes a few known encodings for gfx7, gfx8 and gfx9: operands resolved
/// to register indices and constants, branch targets as byte offsets.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Emulator/Decoder.h"
#include "amdcl2/Emulator/Wave.h"
#include "gtest/gtest.h"

using namespace amdcl2::emu;

namespace {

std::vector<uint8_t> bytes(std::initializer_list<uint32_t> Words) {
  std::vector<uint8_t> B;
  for (uint32_t W : Words)
    for (unsigned I = 0; I < 4; ++I)
      B.push_back(uint8_t(W >> (8 * I)));
  return B;
}

TEST(Decoder, GFX8Operands) {
  auto D = createMCDecoder("fiji");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  // v_add_f32_e32 v1, s2, v3 ; s_mov_b32 s4, 0x12345678 ; s_endpgm
  auto K =
      (*D)->decode(bytes({0x02020602, 0xbe8400ff, 0x12345678, 0xbf810000}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  ASSERT_EQ(K->Insts.size(), 3u);
  const DecodedInst &Add = K->Insts[0];
  EXPECT_EQ(K->name(Add), "V_ADD_F32_e32_vi");
  ASSERT_EQ(Add.NumDefs, 1);
  ASSERT_EQ(Add.NumSrcs, 2);
  EXPECT_EQ(Add.def(0).Kind, Operand::Vector);
  EXPECT_EQ(Add.def(0).Reg, 1);
  EXPECT_EQ(Add.src(0).Kind, Operand::Scalar);
  EXPECT_EQ(Add.src(0).Reg, 2);
  EXPECT_EQ(Add.src(1).Reg, 3);
  EXPECT_NE(Add.Fn, nullptr);
  const DecodedInst &Mov = K->Insts[1];
  EXPECT_EQ(Mov.Offset, 4u);
  EXPECT_EQ(Mov.Size, 8);
  EXPECT_EQ(Mov.src(0).Kind, Operand::Imm);
  EXPECT_EQ(Mov.src(0).Value, 0x12345678u);
  EXPECT_EQ(K->at(12), &K->Insts[2]);
  EXPECT_EQ(K->at(8), nullptr); // inside the literal
}

/// v_mov_b32_dpp as AMD's gfx8 code has it: the source VGPR last among the
/// sources, then dpp_ctrl, row_mask, bank_mask and bound_ctrl as immediates
/// (what the DPP handler reads); the same on gfx9.
TEST(Decoder, MovDPPOperands) {
  for (const char *CPU : {"fiji", "gfx900"}) {
    auto D = createMCDecoder(CPU);
    ASSERT_TRUE(bool(D)) << toString(D.takeError());
    // v_mov_b32_dpp v9, v7 quad_perm:[1,2,3,0] row_mask:0xf bank_mask:0x5
    // bound_ctrl:1
    auto K = (*D)->decode(bytes({0x7e1202fa, 0xf5083907, 0xbf810000}));
    ASSERT_TRUE(bool(K)) << toString(K.takeError());
    const DecodedInst &M = K->Insts[0];
    EXPECT_EQ(K->name(M).take_front(13), "V_MOV_B32_dpp") << CPU;
    EXPECT_NE(M.Fn, nullptr) << CPU;
    ASSERT_EQ(M.NumDefs, 1);
    EXPECT_EQ(M.def(0).Reg, 9);
    ASSERT_GE(M.NumSrcs, 1);
    EXPECT_EQ(M.src(M.NumSrcs - 1).Kind, Operand::Vector);
    EXPECT_EQ(M.src(M.NumSrcs - 1).Reg, 7);
    ASSERT_EQ(M.NumImms, 4) << CPU;
    EXPECT_EQ(M.Imms[0], 0x39);
    EXPECT_EQ(M.Imms[1], 0xf);
    EXPECT_EQ(M.Imms[2], 0x5);
    EXPECT_EQ(M.Imms[3], 1);
  }
}

/// A literal an inline constant could encode comes from the MC decoder as an
/// expression (lit(1)); relocated code has such literals.
TEST(Decoder, InlineableLiteral) {
  auto D = createMCDecoder("fiji");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  auto K = (*D)->decode(bytes({0xbe8100ff, 0x00000001}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  const DecodedInst &I = K->Insts[0];
  EXPECT_NE(I.Fn, nullptr) << K->name(I).str();
  EXPECT_EQ(I.src(0).Kind, Operand::Imm);
  EXPECT_EQ(I.src(0).Value, 1u);
}

/// The hwreg immediate and the value reach the handlers in the order
/// SemanticsTest assumes (llvm-mc -show-encoding gave the bytes).
TEST(Decoder, SetregOperands) {
  auto D = createMCDecoder("fiji");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  // s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 15
  // s_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s3
  auto K = (*D)->decode(bytes({0xba001901, 0x0000000f, 0xb9031901}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  ASSERT_EQ(K->Insts.size(), 2u);
  const DecodedInst &Imm = K->Insts[0];
  ASSERT_EQ(Imm.NumImms, 2);
  EXPECT_EQ(Imm.Imms[0], 15);
  EXPECT_EQ(Imm.Imms[1], 0x1901);
  const DecodedInst &Reg = K->Insts[1];
  ASSERT_EQ(Reg.NumSrcs, 1);
  EXPECT_EQ(Reg.src(0).Reg, 3);
  EXPECT_EQ(Reg.Imms[0], 0x1901);
}

TEST(Decoder, GFX9VCCAndExec) {
  auto D = createMCDecoder("gfx900");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  // s_and_saveexec_b64 s[0:1], vcc
  auto K = (*D)->decode(bytes({0xbe80206a}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  const DecodedInst &I = K->Insts[0];
  EXPECT_EQ(I.def(0).Reg, 0);
  EXPECT_EQ(I.def(0).Dwords, 2);
  EXPECT_EQ(I.src(0).Reg, RegVCCLo);
  EXPECT_EQ(I.src(0).Dwords, 2);
}

/// gfx7 through the decoder learned from LLVM's encoder: words from the
/// CI ISA manual's encodings, as CLRX disassembles them.
TEST(Decoder, GFX7) {
  auto D = createMCDecoder("bonaire");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  // s_load_dwordx4 s[4:7], s[4:5], 0xc; s_mov_b32 m0, -1;
  // v_lshl_b64 v[1:2], v[0:1], 2 (an odd-aligned pair, as AMD's code has)
  auto K = (*D)->decode(
      bytes({0xc082050c, 0xbefc03c1, 0xd2c20001, 0x00010500}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  ASSERT_EQ(K->Insts.size(), 3u);
  const DecodedInst &Load = K->Insts[0];
  EXPECT_NE(Load.Fn, nullptr);
  EXPECT_EQ(Load.def(0).Reg, 4);
  EXPECT_EQ(Load.def(0).Dwords, 4);
  EXPECT_EQ(Load.Imms[0], 0xc); // dwords: the handler scales it
  EXPECT_EQ(K->Insts[1].def(0).Reg, RegM0);
  const DecodedInst &Shift = K->Insts[2];
  EXPECT_EQ(K->name(Shift), "V_LSHL_B64_gfx6_gfx7");
  EXPECT_EQ(Shift.def(0).Reg, 1);
  EXPECT_EQ(Shift.def(0).Dwords, 2);
  EXPECT_NE(Shift.Fn, nullptr);
}

/// A returning MUBUF atomic: GLC is implied by the opcode, and the offset is
/// its 12 bits only. (The learned GLC once went into the offset as bit 14,
/// from a DS instruction's 16-bit offset, which owns word bit 14: CLRX's
/// piper2.32 has `buffer_atomic_cmpswap v[5:6], v4, s[0:3], 0 offen
/// offset:4 glc`.)
TEST(Decoder, GFX7ReturningAtomicOffset) {
  auto D = createMCDecoder("bonaire");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  auto K = (*D)->decode(bytes({0xe0c45004, 0x80000504}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  ASSERT_EQ(K->Insts.size(), 1u);
  const DecodedInst &A = K->Insts[0];
  EXPECT_TRUE(K->name(A).starts_with("BUFFER_ATOMIC_CMPSWAP_OFFEN_RTN"))
      << K->name(A).str();
  bool Offset4 = false;
  for (unsigned I = 0; I < A.NumImms; ++I) {
    Offset4 |= A.Imms[I] == 4;
    EXPECT_LT(A.Imms[I], 4096) << "an immediate beyond the 12-bit offset";
  }
  EXPECT_TRUE(Offset4);
}

/// A tied operand has no bits in gfx7's encoding: it is the operand it is
/// tied to. buffer_atomic_cmpswap v[7:8], v4, s[12:15], 0 offen glc (AMD's
/// enqueue.32) reads its new and compare values from v[7:8], not v[0:1];
/// buffer_atomic_add v9, v5, s[12:15], 0 offen offset:12 glc from v9.
TEST(Decoder, GFX7TiedOperands) {
  auto D = createMCDecoder("bonaire");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  auto K =
      (*D)->decode(bytes({0xe0c45000, 0x80030704, 0xe0c8500c, 0x80030905}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  ASSERT_EQ(K->Insts.size(), 2u);
  for (auto [I, Reg] : {std::pair{0u, 7u}, std::pair{1u, 9u}}) {
    const DecodedInst &A = K->Insts[I];
    ASSERT_EQ(A.NumDefs, 1u) << K->name(A).str();
    ASSERT_GE(A.NumSrcs, 2u);
    EXPECT_EQ(A.def(0).Reg, Reg);
    EXPECT_EQ(A.src(0).Reg, Reg) << "the tied data operand";
    EXPECT_EQ(A.src(0).Dwords, A.def(0).Dwords);
  }
}

/// How MC hands over gfx9's op_sel, packed-math modifiers and SDWA (what
/// Vector16Ops.cpp reads): all in the source-modifier operands (op_sel bit
/// 2, op_sel_hi or the destination's op_sel bit 3, neg_lo 0, neg_hi 1,
/// sext 4), no op_sel immediates; clamp first among the immediates, SDWA's
/// selects last. Encodings from llvm-mc.
TEST(Decoder, OpSelAndSDWAOperands) {
  auto D = createMCDecoder("gfx900");
  ASSERT_TRUE(bool(D)) << toString(D.takeError());
  auto K = (*D)->decode(bytes(
      {0xd2066801, 0x04120702, // v_fma_f16 v1, v2, v3, v4 op_sel:[1,0,1,1]
       0xd29ed801, 0x00020702, // v_add_i16 v1, v2, v3 op_sel:[1,1,1] clamp
       // v_pk_add_f16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0]
       // neg_hi:[0,1] clamp
       0xd38fca01, 0x30020702,
       // v_add_u16_sdwa v1, sext(v2), v3 clamp dst_sel:WORD_1
       // dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_0
       0x4c0206f9, 0x04093502,
       // v_cmp_lt_i16_sdwa s[2:3], sext(v2), v3 src0_sel:BYTE_1
       // src1_sel:WORD_0
       0x7d4206f9, 0x04098202}));
  ASSERT_TRUE(bool(K)) << toString(K.takeError());
  ASSERT_EQ(K->Insts.size(), 5u);
  const DecodedInst &Fma = K->Insts[0];
  EXPECT_EQ(K->name(Fma), "V_FMA_F16_gfx9_gfx9");
  EXPECT_EQ(Fma.src(0).Mods, 4 | 8);
  EXPECT_EQ(Fma.src(1).Mods, 0);
  EXPECT_EQ(Fma.src(2).Mods, 4);
  ASSERT_EQ(Fma.NumImms, 2); // clamp, omod
  EXPECT_EQ(Fma.Imms[0], 0);
  const DecodedInst &Add = K->Insts[1];
  EXPECT_EQ(Add.src(0).Mods, 4 | 8);
  EXPECT_EQ(Add.src(1).Mods, 4);
  ASSERT_EQ(Add.NumImms, 1);
  EXPECT_EQ(Add.Imms[0], 1);
  const DecodedInst &Pk = K->Insts[2];
  EXPECT_EQ(K->name(Pk), "V_PK_ADD_F16_vi");
  EXPECT_EQ(Pk.src(0).Mods, 4 | 1);
  EXPECT_EQ(Pk.src(1).Mods, 8 | 2);
  ASSERT_EQ(Pk.NumImms, 1);
  const DecodedInst &Sdwa = K->Insts[3];
  EXPECT_EQ(K->name(Sdwa), "V_ADD_U16_sdwa_gfx9");
  EXPECT_EQ(Sdwa.src(0).Mods, 16);
  ASSERT_EQ(Sdwa.NumImms, 5);
  EXPECT_EQ(std::vector<int64_t>(Sdwa.Imms, Sdwa.Imms + 5),
            (std::vector<int64_t>{1, 5, 2, 1, 4}));
  const DecodedInst &Cmp = K->Insts[4];
  ASSERT_EQ(Cmp.NumDefs, 1);
  EXPECT_EQ(Cmp.def(0).Reg, 2);
  ASSERT_EQ(Cmp.NumImms, 3); // clamp, src0_sel, src1_sel
  EXPECT_EQ(Cmp.Imms[1], 1);
  for (const DecodedInst &I : K->Insts)
    EXPECT_NE(I.Fn, nullptr) << K->name(I).str();
}

} // namespace
