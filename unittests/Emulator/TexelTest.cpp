//===- TexelTest.cpp - Half conversions against LLVM's APFloat ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Texel reads and writes convert halves by bits (Texel.cpp); APFloat is the
/// reference: every half to float, and to half every float whose exponent
/// is near a half's range (each exponent with many mantissas, the rounding
/// ties and their neighbours, the ends of the range), both signs.
///
//===----------------------------------------------------------------------===//

#include "Texel.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2::emu;

namespace {

uint32_t bits(float F) { return bit_cast<uint32_t>(F); }

float apHalfToFloat(uint32_t H) {
  APFloat F(APFloat::IEEEhalf(), APInt(16, H));
  bool Lost;
  F.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &Lost);
  return F.convertToFloat();
}

uint32_t apFloatToHalf(float V) {
  APFloat F(V);
  bool Lost;
  F.convert(APFloat::IEEEhalf(), APFloat::rmNearestTiesToEven, &Lost);
  return uint32_t(F.bitcastToAPInt().getZExtValue());
}

TEST(Texel, EveryHalfToFloat) {
  for (uint32_t H = 0; H < 0x10000; ++H)
    ASSERT_EQ(bits(halfToFloat(H)), bits(apHalfToFloat(H))) << "half " << H;
}

TEST(Texel, FloatsToHalfNearestEven) {
  // Exponents from below the smallest half denormal to past the largest
  // half; in each, mantissas with the 13 bits rounding drops set to every
  // pattern near a tie, and a sweep of the others.
  for (uint32_t Exp = 90; Exp <= 145; ++Exp)
    for (uint32_t Hi = 0; Hi < 1024; Hi += 7)
      for (uint32_t Lo : {0u, 1u, 0xfffu, 0x1000u, 0x1001u, 0x1fffu, 0x0800u})
        for (uint32_t Sign : {0u, 0x80000000u}) {
          uint32_t X = Sign | Exp << 23 | Hi << 13 | Lo;
          float V = bit_cast<float>(X);
          ASSERT_EQ(floatToHalf(V), apFloatToHalf(V)) << "float " << X;
        }
  for (float V : {0.0f, -0.0f, 65504.0f, 65519.99f, 65520.0f, 1e10f,
                  std::numeric_limits<float>::infinity(), 0x1p-24f, 0x1p-25f,
                  0x1.8p-25f, 0x1p-14f, 0x1.ffcp-15f, 0x1.ffep-15f,
                  std::numeric_limits<float>::denorm_min()})
    for (float S : {V, -V})
      ASSERT_EQ(floatToHalf(S), apFloatToHalf(S)) << S;
}

} // namespace
