//===- Texel.cpp - Texel formats of images and typed buffers --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Texel.h"
#include "Resources.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/bit.h"
#include <algorithm>
#include <cmath>
#include <cstring>

using namespace llvm;

namespace amdcl2 {
namespace emu {

// The conversions by LLVM's APFloat, the reference for NaNs and for the
// directed roundings.
static float halfToFloatAP(uint32_t H) {
  APFloat F(APFloat::IEEEhalf(), APInt(16, H & 0xffff));
  bool Lost;
  F.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &Lost);
  return F.convertToFloat();
}
static uint32_t floatToHalfAP(float V, RoundingMode RM) {
  APFloat F(V);
  bool Lost;
  F.convert(APFloat::IEEEhalf(), RM, &Lost);
  return uint32_t(F.bitcastToAPInt().getZExtValue());
}

// Texel reads and writes convert every half: what is not a NaN is converted
// by bits here, APFloat's results (unittests/Emulator/TexelTest.cpp checks
// every half and some 30000 floats against it).
float halfToFloat(uint32_t H) {
  uint32_t Sign = (H & 0x8000) << 16, Exp = (H >> 10) & 0x1f, Man = H & 0x3ff;
  if (Exp == 0x1f)
    return Man ? halfToFloatAP(H) : bit_cast<float>(Sign | 0x7f800000u);
  if (Exp == 0) { // zero or denormal: Man * 2^-24, exact in a float
    float F = float(Man) * 0x1p-24f;
    return Sign ? -F : F;
  }
  return bit_cast<float>(Sign | (Exp + 112) << 23 | Man << 13);
}

uint32_t floatToHalf(float V, RoundingMode RM) {
  if (RM != RoundingMode::NearestTiesToEven || std::isnan(V))
    return floatToHalfAP(V, RM);
  uint32_t Sign = (bit_cast<uint32_t>(V) >> 16) & 0x8000;
  float A = std::fabs(V);
  if (A >= 65520.0f) // half way past the largest half, 65504: to infinity
    return Sign | 0x7c00;
  // The half's bits truncated, Q, and what was cut off, in units where a
  // half of Q's last place is Half: rounded to nearest, ties to even.
  uint32_t Q, Rest, Half;
  if (A < 0x1p-14f) { // a half denormal (or the smallest normal): A / 2^-24
    float Scaled = A * 0x1p24f; // exact
    Q = uint32_t(Scaled);
    // Exact from 0.5 up, where Scaled's last place is 2^-24 or more; below,
    // truncated, and still below Half.
    Rest = uint32_t((Scaled - float(Q)) * 0x1p24f);
    Half = 1u << 23;
  } else {
    uint32_t X = bit_cast<uint32_t>(A);
    Q = ((X >> 23) - 112) << 10 | (X & 0x7fffff) >> 13;
    Rest = X & 0x1fff;
    Half = 0x1000;
  }
  // A carry out of the mantissa raises the exponent, as it should.
  return Sign | (Q + (Rest > Half || (Rest == Half && (Q & 1))));
}

std::optional<TexelLayout> texelLayout(unsigned DataFmt) {
  switch (DataFmt) {
  case Fmt8:
    return TexelLayout{1, 1};
  case Fmt16:
    return TexelLayout{1, 2};
  case Fmt8_8:
    return TexelLayout{2, 1};
  case Fmt32:
    return TexelLayout{1, 4};
  case Fmt16_16:
    return TexelLayout{2, 2};
  case Fmt8_8_8_8:
    return TexelLayout{4, 1};
  case Fmt32_32:
    return TexelLayout{2, 4};
  case Fmt16_16_16_16:
    return TexelLayout{4, 2};
  case Fmt32_32_32_32:
    return TexelLayout{4, 4};
  default:
    return std::nullopt;
  }
}

std::optional<bool> isFloatNumFormat(unsigned NumFmt, unsigned CompBytes) {
  switch (NumFmt) {
  case NumUnorm:
  case NumSnorm:
    return CompBytes < 4 ? std::optional<bool>(true) : std::nullopt;
  case NumUint:
  case NumSint:
    return false;
  case NumFloat:
    return CompBytes > 1 ? std::optional<bool>(true) : std::nullopt;
  case NumSrgb:
    return CompBytes == 1 ? std::optional<bool>(true) : std::nullopt;
  default:
    return std::nullopt;
  }
}

namespace {
uint32_t loadComp(const uint8_t *P, unsigned Bytes) {
  // Fixed sizes: the copies inline (a texel read converts every component).
  uint32_t V = 0;
  switch (Bytes) {
  case 1:
    return P[0];
  case 2:
    std::memcpy(&V, P, 2);
    return V;
  default:
    std::memcpy(&V, P, 4);
    return V;
  }
}
void storeComp(uint8_t *P, uint32_t V, unsigned Bytes) {
  switch (Bytes) {
  case 1:
    P[0] = uint8_t(V);
    return;
  case 2:
    std::memcpy(P, &V, 2);
    return;
  default:
    std::memcpy(P, &V, 4);
  }
}

/// An sRGB-encoded value in [0, 1] to linear (the sRGB transfer function,
/// IEC 61966-2-1; OpenCL 2.0 section 8.3.1.1 gives the same).
float srgbToLinear(float C) {
  return C <= 0.04045f ? C / 12.92f
                       : float(std::pow((double(C) + 0.055) / 1.055, 2.4));
}

/// Component \p Index's raw bits to its converted value.
uint32_t convertIn(uint32_t Raw, unsigned Bytes, unsigned NumFmt,
                   unsigned Index) {
  unsigned Bits = 8 * Bytes;
  switch (NumFmt) {
  case NumUnorm:
    return bit_cast<uint32_t>(float(Raw) / float((1u << Bits) - 1));
  case NumSrgb: { // alpha, the fourth component, is linear
    float F = float(Raw) / 255.0f;
    return bit_cast<uint32_t>(Index < 3 ? srgbToLinear(F) : F);
  }
  case NumSnorm: {
    int32_t S = int32_t(Raw << (32 - Bits)) >> (32 - Bits);
    float Max = float((1u << (Bits - 1)) - 1);
    return bit_cast<uint32_t>(std::max(float(S) / Max, -1.0f));
  }
  case NumSint:
    return Bits == 32 ? Raw
                      : uint32_t(int32_t(Raw << (32 - Bits)) >> (32 - Bits));
  case NumFloat:
    return Bytes == 2 ? bit_cast<uint32_t>(halfToFloat(Raw)) : Raw;
  default: // NumUint
    return Raw;
  }
}

/// A float to an n-bit normalized value: NaN is 0, clamped, rounded to
/// nearest even.
uint32_t toNorm(float F, unsigned Bits, bool Signed) {
  if (std::isnan(F))
    return 0;
  float Max = float((1u << (Signed ? Bits - 1 : Bits)) - 1);
  F = std::clamp(F, Signed ? -1.0f : 0.0f, 1.0f);
  return uint32_t(int32_t(std::nearbyint(F * Max)));
}

uint32_t convertOut(uint32_t V, unsigned Bytes, unsigned NumFmt) {
  unsigned Bits = 8 * Bytes;
  switch (NumFmt) {
  case NumUnorm:
    return toNorm(bit_cast<float>(V), Bits, false);
  case NumSnorm:
    return toNorm(bit_cast<float>(V), Bits, true);
  case NumSint: {
    if (Bits == 32)
      return V;
    int64_t Lim = int64_t(1) << (Bits - 1);
    return uint32_t(std::clamp<int64_t>(int32_t(V), -Lim, Lim - 1));
  }
  case NumFloat:
    return Bytes == 2 ? floatToHalf(bit_cast<float>(V)) : V;
  default: // NumUint
    return Bits == 32 ? V : std::min<uint32_t>(V, (1u << Bits) - 1);
  }
}
} // namespace

void readTexel(const uint8_t *P, const TexelLayout &L, unsigned NumFmt,
               uint32_t Out[4]) {
  for (unsigned C = 0; C < 4; ++C)
    Out[C] = C < L.Components
                 ? convertIn(loadComp(P + C * L.CompBytes, L.CompBytes),
                             L.CompBytes, NumFmt, C)
                 : 0;
}

void writeTexel(uint8_t *P, const TexelLayout &L, unsigned NumFmt,
                const uint32_t Comp[4]) {
  for (unsigned C = 0; C < L.Components; ++C) {
    uint32_t V = convertOut(Comp[C], L.CompBytes, NumFmt);
    storeComp(P + C * L.CompBytes, V, L.CompBytes);
  }
}

void applyDstSel(const uint32_t Comp[4], const unsigned Sel[4], bool Float,
                 uint32_t Out[4]) {
  for (unsigned I = 0; I < 4; ++I) {
    if (Sel[I] >= SelX)
      Out[I] = Comp[Sel[I] - SelX];
    else if (Sel[I] == Sel1)
      Out[I] = Float ? bit_cast<uint32_t>(1.0f) : 1;
    else
      Out[I] = 0;
  }
}

void invertDstSel(const uint32_t Data[4], const unsigned Sel[4],
                  uint32_t Comp[4]) {
  for (unsigned C = 0; C < 4; ++C) {
    Comp[C] = 0;
    for (unsigned I = 0; I < 4; ++I)
      if (Sel[I] == SelX + C) {
        Comp[C] = Data[I];
        break;
      }
  }
}

} // namespace emu
} // namespace amdcl2
