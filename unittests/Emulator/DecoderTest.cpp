//===- DecoderTest.cpp - The emulator's MC-based decoder ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Decodes a few known encodings for gfx8 and gfx9: operands resolved to
/// register indices and constants, branch targets as byte offsets, gfx7
/// refused with a message rather than LLVM's process exit.
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

TEST(Decoder, GFX7IsRefused) {
  auto D = createMCDecoder("bonaire");
  ASSERT_FALSE(bool(D));
  EXPECT_NE(toString(D.takeError()).find("no gfx7 disassembler"),
            std::string::npos);
}

} // namespace
