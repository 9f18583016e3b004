//===- GFX7EncodingsTest.cpp - the gfx7 encodings learned from LLVM -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/MC/GFX7Encodings.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"
#include <random>

using namespace amdcl2;
using namespace llvm;

namespace {

/// Whether one word can carry both \p A and \p B.
bool overlap(const GFX7Pattern &A, const GFX7Pattern &B) {
  uint64_t Both = A.Mask & B.Mask;
  return A.Bytes == B.Bytes && (A.Bits & Both) == (B.Bits & Both);
}

/// The overlaps a decoder resolves as LLVM's own does: MIMG variants differ
/// only in their data and address widths (taken from dmask and the
/// dimension), and v_interp_p1_f32 has a form for 16-bank LDS.
/// An MIMG opcode's operation: its name without the data and address
/// widths and without _NORTN, none of which its encoding holds.
std::string mimgOperation(StringRef Name) {
  std::string Op = Name.take_front(Name.find("_V")).str();
  if (size_t N = Op.find("_NORTN"); N != std::string::npos)
    Op.erase(N, 6);
  return Op;
}

bool expectedOverlap(StringRef A, StringRef B) {
  if (A.starts_with("IMAGE_") && B.starts_with("IMAGE_"))
    return mimgOperation(A) == mimgOperation(B);
  return A.starts_with("V_INTERP_P1_F32") && B.starts_with("V_INTERP_P1_F32");
}


/// Random instructions of a pattern: each register operand a random
/// register of its class, each immediate random bits of those it owns.
class GFX7Instructions {
public:
  explicit GFX7Instructions(const GFX7Codec &C) : C(C) {}
  StringRef name(const MCInst &I) const {
    for (const GFX7Pattern &P : C.patterns())
      if (P.Opcode == I.getOpcode())
        return P.Name;
    return "";
  }
  MCInst random(const GFX7Pattern &P, std::mt19937 &Rng) const {
    MCInst I;
    I.setOpcode(P.Opcode);
    for (unsigned K = 0; K < P.Fields.size(); ++K) {
      const GFX7Field &F = P.Fields[K];
      if (F.RegMap >= 0) {
        // A source that takes constants: a third of them inline constants,
        // a sixth a literal, the rest registers.
        unsigned Pick = Rng() % 6;
        if (!F.Inline.empty() && Pick < 2) {
          auto It = F.Inline.begin();
          std::advance(It, Rng() % F.Inline.size());
          I.addOperand(MCOperand::createImm(It->second));
          continue;
        }
        if (F.LiteralCode && Pick == 2) {
          I.addOperand(MCOperand::createImm(
              int64_t(0x1000 + Rng() % 0xfff000) << F.LiteralShift));
          continue;
        }
        ArrayRef<unsigned> Regs = C.registers(F.RegMap);
        I.addOperand(MCOperand::createReg(
            Regs.empty() ? 0 : Regs[Rng() % Regs.size()]));
        continue;
      }
      int64_t V = 0;
      for (unsigned B = 0; B < GFX7Field::ImmWidth; ++B)
        if (F.ImmBits[B] && (Rng() & 1))
          V |= int64_t(1) << B;
      I.addOperand(MCOperand::createImm(V));
    }
    return I;
  }

private:
  const GFX7Codec &C;
};

class GFX7Encodings : public ::testing::TestWithParam<const char *> {
protected:
  static std::unique_ptr<GFX7Codec> codec(const char *CPU) {
    Expected<std::unique_ptr<GFX7Codec>> C = GFX7Codec::create(CPU);
    if (!C) {
      ADD_FAILURE() << toString(C.takeError());
      return nullptr;
    }
    return std::move(*C);
  }
};

// Every real gfx6/gfx7 opcode is learned, and its fixed bits tell it from
// every other one but the expected families: the table a decoder needs
// exists in LLVM's encoder.
TEST_P(GFX7Encodings, FixedBitsTellOpcodesApart) {
  std::unique_ptr<GFX7Codec> C = codec(GetParam());
  ASSERT_TRUE(C);
  const std::vector<GFX7Pattern> &P = C->patterns();
  // LLVM 22: 3859 on bonaire and hawaii (MIMG widths included); a new LLVM may add some.
  EXPECT_GT(P.size(), 3500u);
  unsigned Unexpected = 0;
  for (size_t I = 0; I < P.size(); ++I)
    for (size_t J = I + 1; J < P.size(); ++J)
      if (overlap(P[I], P[J]) && !expectedOverlap(P[I].Name, P[J].Name)) {
        ADD_FAILURE() << P[I].Name << " and " << P[J].Name
                      << " share their fixed bits";
        if (++Unexpected > 10)
          return;
      }
}

// Spot checks against the CI ISA manual's encodings: s_endpgm is SOPP
// opcode 1 (0xbf810000), s_mov_b32 SOP1 opcode 3 with SDST in bits 22:16
// and SSRC0 in bits 7:0.
TEST_P(GFX7Encodings, KnownWords) {
  std::unique_ptr<GFX7Codec> C = codec(GetParam());
  ASSERT_TRUE(C);
  auto Find = [&](StringRef Name) -> const GFX7Pattern * {
    for (const GFX7Pattern &Q : C->patterns())
      if (Q.Name == Name)
        return &Q;
    return nullptr;
  };
  const GFX7Pattern *End = Find("S_ENDPGM_gfx6_gfx7");
  ASSERT_NE(End, nullptr);
  EXPECT_EQ(End->Bytes, 4u);
  EXPECT_EQ(End->Bits & 0xffff0000u, 0xbf810000u);
  const GFX7Pattern *Mov = Find("S_MOV_B32_gfx6_gfx7");
  ASSERT_NE(Mov, nullptr);
  EXPECT_EQ(Mov->Bytes, 4u);
  EXPECT_EQ(Mov->Bits, 0xbe800300u);
  EXPECT_EQ(Mov->Mask, 0xff80ff00u);
}

// Each opcode, with random registers of its operands' classes and random
// immediate bits, decodes to an instruction LLVM encodes to the same word.
// Sources take registers, inline constants and literals. An MIMG word
// decodes to an opcode of the same operation whose widths fit its dmask
// (the encoding has no widths), and encodes back to the same bytes. Not
// yet: the 16-bank v_interp_p1_f32.
TEST_P(GFX7Encodings, RoundTrip) {
  std::unique_ptr<GFX7Codec> C = codec(GetParam());
  ASSERT_TRUE(C);
  GFX7Instructions Make(*C);
  std::mt19937 Rng(7);
  unsigned Opcodes = 0, Failed = 0, Literals = 0;
  for (const GFX7Pattern &P : C->patterns()) {
    // The expected overlaps: a decoder tells them apart by other means.
    if (StringRef(P.Name).starts_with("V_INTERP_P1_F32"))
      continue;
    bool Image = StringRef(P.Name).starts_with("IMAGE_");
    ++Opcodes;
    for (int Trial = 0; Trial < 12; ++Trial) {
      MCInst I = Make.random(P, Rng);
      SmallVector<uint8_t, 16> Bytes;
      C->encodeBytes(I, Bytes);
      MCInst D;
      unsigned Size = 0;
      bool Same = C->decode(Bytes, D, Size) && Size == Bytes.size() &&
                  (Image ? mimgOperation(Make.name(D)) ==
                               mimgOperation(P.Name)
                         : D.getOpcode() == P.Opcode);
      SmallVector<uint8_t, 16> Again;
      if (Same)
        C->encodeBytes(D, Again);
      Same = Same && Again == Bytes;
      Literals += Bytes.size() > P.Bytes;
      if (!Same && ++Failed <= 10)
        ADD_FAILURE() << P.Name << ": " << toHex(Bytes)
                      << " does not decode back to itself";
    }
  }
  EXPECT_GT(Opcodes, 3000u); // LLVM 22: 3326 without v_interp_p1
  EXPECT_GT(Literals, 100u); // sources with a literal were decoded too
}

INSTANTIATE_TEST_SUITE_P(CIProcessors, GFX7Encodings,
                         ::testing::Values("bonaire", "hawaii"));

} // namespace
