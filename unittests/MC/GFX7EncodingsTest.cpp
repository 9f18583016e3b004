//===- GFX7EncodingsTest.cpp - the gfx7 patterns learned from LLVM --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/MC/GFX7Encodings.h"
#include "llvm/ADT/StringRef.h"
#include "gtest/gtest.h"

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
bool expectedOverlap(StringRef A, StringRef B) {
  if (A.starts_with("IMAGE_") && B.starts_with("IMAGE_"))
    return true;
  return A.starts_with("V_INTERP_P1_F32") && B.starts_with("V_INTERP_P1_F32");
}

class GFX7Encodings : public ::testing::TestWithParam<const char *> {};

// Every real gfx6/gfx7 opcode is learned, and its fixed bits tell it from
// every other one but the expected families: the table a decoder needs
// exists in LLVM's encoder.
TEST_P(GFX7Encodings, FixedBitsTellOpcodesApart) {
  Expected<std::vector<GFX7Pattern>> P = learnGFX7Patterns(GetParam());
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  // LLVM 22: 2131 on bonaire and hawaii; a new LLVM may add some.
  EXPECT_GT(P->size(), 2000u);
  unsigned Unexpected = 0;
  for (size_t I = 0; I < P->size(); ++I)
    for (size_t J = I + 1; J < P->size(); ++J)
      if (overlap((*P)[I], (*P)[J]) &&
          !expectedOverlap((*P)[I].Name, (*P)[J].Name)) {
        ++Unexpected;
        ADD_FAILURE() << (*P)[I].Name << " and " << (*P)[J].Name
                      << " share their fixed bits";
        if (Unexpected > 10)
          return;
      }
}

// Spot checks against the GCN3/CI ISA manual's encodings: s_endpgm is SOPP
// opcode 1 (0xbf810000), s_mov_b32 SOP1 (0xbe800300 with its operands out).
TEST_P(GFX7Encodings, KnownWords) {
  Expected<std::vector<GFX7Pattern>> P = learnGFX7Patterns(GetParam());
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  auto Find = [&](StringRef Name) -> const GFX7Pattern * {
    for (const GFX7Pattern &Q : *P)
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
  EXPECT_EQ(Mov->Mask, 0xff80ff00u); // SDST bits 22:16, SSRC0 bits 7:0 free
}

INSTANTIATE_TEST_SUITE_P(CIProcessors, GFX7Encodings,
                         ::testing::Values("bonaire", "hawaii"));

} // namespace
