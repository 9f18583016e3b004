//===- VectorOps.cpp - Semantics of VOP1/VOP2/VOPC/VOP3 -------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Vector ALU instructions, applied to the lanes EXEC enables. f32, f64 and
/// f16 arithmetic is the host's IEEE arithmetic in the rounding mode and
/// with the denormal flushing MODE selects (FPMode.h); reciprocal, square
/// root, exp and log use libm (docs/Emulator.md). The e32
/// and e64 forms share one handler: the e32 form has no explicit lane-mask
/// operand and uses VCC.
///
//===----------------------------------------------------------------------===//

#include "ComparePredicates.h"
#include "Exec.h"
#include "FPMode.h"
#include "Texel.h"
#include "llvm/ADT/APFloat.h"
#include <algorithm>
#include <cmath>
#include <limits>

using namespace llvm;
using namespace amdcl2::emu::cmp;

namespace amdcl2 {
namespace emu {

namespace {
template <uint32_t (*F)(uint32_t)>
bool vop1(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I) || !checkNoSrcMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    writeV32(C, I.def(0), L, F(readV32(C, I.src(0), L)));
  });
  return true;
}
template <uint32_t (*F)(uint32_t, uint32_t)>
bool vop2(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I) || !checkNoSrcMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    writeV32(C, I.def(0), L,
             F(readV32(C, I.src(0), L), readV32(C, I.src(1), L)));
  });
  return true;
}
/// MODE for one instruction of width \p W (FPMode.h).
FPScope fpScope(const ExecContext &C, FPWidth W,
                DenormRule R = DenormRule::Mode) {
  return FPScope(C.W.Mode, W, R, C.GFX9);
}

/// \p V through \p W's input flush only, for a conversion whose rounding
/// and result follow the other precision's fields.
template <typename T> T flushInput(const ExecContext &C, FPWidth W, T V) {
  return flushesInput(C.W.Mode, W) ? FPScope::flush(V) : V;
}

/// A float result clamped to [0, 1] (LLVM selects VOP3 clamp for
/// clamp(x, 0.0f, 1.0f) of a result); NaN becomes 0 (MODE.DX10_CLAMP, which LLVM
/// sets for compute kernels; without it NaN is kept).
template <typename T> T clampUnit(const ExecContext &C, T V) {
  if (std::isnan(V))
    return (C.W.Mode >> 8) & 1 ? T(0) : V;
  return V < T(0) ? T(0) : V > T(1) ? T(1) : V;
}
/// \p V, through clampUnit when the VOP3 clamp bit \p Clamp is set.
template <typename T> T clampIf(const ExecContext &C, bool Clamp, T V) {
  return Clamp ? clampUnit(C, V) : V;
}
/// A half result's bits, clamped after rounding as a float one is.
uint32_t clampHalfIf(const ExecContext &C, bool Clamp, uint32_t H) {
  return Clamp ? floatToHalf(clampUnit(C, halfToFloat(H))) : H;
}

/// Float ops read their sources through the VOP3 source modifiers, then
/// MODE's input flush; results go through MODE's output flush, computed in
/// MODE's rounding, then clamp.
template <float (*F)(float), DenormRule R = DenormRule::Mode>
bool vop1F32(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F32, R);
  forActiveLanes(C, [&](unsigned L) {
    float V = S.out(F(S.in(readF32(C, I.src(0), L))));
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
template <float (*F)(float, float), DenormRule R = DenormRule::Mode>
bool vop2F32(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F32, R);
  forActiveLanes(C, [&](unsigned L) {
    float V = S.out(
        F(S.in(readF32(C, I.src(0), L)), S.in(readF32(C, I.src(1), L))));
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
template <float (*F)(float, float, float), DenormRule R = DenormRule::Mode>
bool vop3F32(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F32, R);
  forActiveLanes(C, [&](unsigned L) {
    float V = S.out(F(S.in(readF32(C, I.src(0), L)),
                      S.in(readF32(C, I.src(1), L)),
                      S.in(readF32(C, I.src(2), L))));
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
float madF(float A, float B, float C);
/// v_mac_f32: the accumulator is the destination register. Like v_mad_f32
/// it has no denormal support.
bool macF32(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F32, DenormRule::Always);
  forActiveLanes(C, [&](unsigned L) {
    float Acc = S.in(bit_cast<float>(C.W.v(I.def(0).Reg, L)));
    float V =
        madF(S.in(readF32(C, I.src(0), L)), S.in(readF32(C, I.src(1), L)), Acc);
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, S.out(V))));
  });
  return true;
}
template <double (*F)(double), DenormRule R = DenormRule::Mode>
bool vop1F64(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F64F16, R);
  forActiveLanes(C, [&](unsigned L) {
    double V = S.out(F(S.in(readF64(C, I.src(0), L))));
    writeV64(C, I.def(0), L, bit_cast<uint64_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
template <double (*F)(double, double), DenormRule R = DenormRule::Mode>
bool vop2F64(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F64F16, R);
  forActiveLanes(C, [&](unsigned L) {
    double V =
        S.out(F(S.in(readF64(C, I.src(0), L)), S.in(readF64(C, I.src(1), L))));
    writeV64(C, I.def(0), L, bit_cast<uint64_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
template <double (*F)(double, double, double), DenormRule R = DenormRule::Mode>
bool vop3F64(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F64F16, R);
  forActiveLanes(C, [&](unsigned L) {
    double V =
        S.out(F(S.in(readF64(C, I.src(0), L)), S.in(readF64(C, I.src(1), L)),
                S.in(readF64(C, I.src(2), L))));
    writeV64(C, I.def(0), L, bit_cast<uint64_t>(clampIf(C, Clamp, V)));
  });
  return true;
}

uint32_t mov(uint32_t A) { return A; }
uint32_t notB(uint32_t A) { return ~A; }
uint32_t bfrev(uint32_t A) { return reverseBits(A); }
uint32_t ffbl(uint32_t A) { return A ? countr_zero(A) : ~0u; }
uint32_t ffbh(uint32_t A) { return A ? countl_zero(A) : ~0u; }
uint32_t addU(uint32_t A, uint32_t B) { return A + B; }
uint32_t subU(uint32_t A, uint32_t B) { return A - B; }
uint32_t subrevU(uint32_t A, uint32_t B) { return B - A; }
uint32_t andB(uint32_t A, uint32_t B) { return A & B; }
uint32_t orB(uint32_t A, uint32_t B) { return A | B; }
uint32_t xorB(uint32_t A, uint32_t B) { return A ^ B; }
uint32_t lshlrev(uint32_t A, uint32_t B) { return B << (A & 31); }
uint32_t lshrrev(uint32_t A, uint32_t B) { return B >> (A & 31); }
uint32_t ashrrev(uint32_t A, uint32_t B) {
  return uint32_t(int32_t(B) >> (A & 31));
}
uint32_t lshl(uint32_t A, uint32_t B) { return A << (B & 31); }
uint32_t lshr(uint32_t A, uint32_t B) { return A >> (B & 31); }
uint32_t ashr(uint32_t A, uint32_t B) {
  return uint32_t(int32_t(A) >> (B & 31));
}
uint32_t mulLo(uint32_t A, uint32_t B) { return A * B; }
uint32_t mulHiU(uint32_t A, uint32_t B) { return (uint64_t(A) * B) >> 32; }
uint32_t mulHiI(uint32_t A, uint32_t B) {
  return uint64_t(int64_t(int32_t(A)) * int32_t(B)) >> 32;
}
uint32_t mulU24(uint32_t A, uint32_t B) {
  return (A & 0xffffff) * (B & 0xffffff);
}
/// The 48-bit product of two signed 24-bit values (int64: in int32 it
/// would overflow).
int64_t mulI24Full(uint32_t A, uint32_t B) {
  return int64_t(SignExtend32<24>(A)) * SignExtend32<24>(B);
}
uint32_t mulI24(uint32_t A, uint32_t B) { return uint32_t(mulI24Full(A, B)); }
uint32_t mulHiU24(uint32_t A, uint32_t B) {
  return (uint64_t(A & 0xffffff) * (B & 0xffffff)) >> 32;
}
uint32_t mulHiI24(uint32_t A, uint32_t B) {
  return uint32_t(uint64_t(mulI24Full(A, B)) >> 32);
}
uint32_t minU(uint32_t A, uint32_t B) { return std::min(A, B); }
uint32_t maxU(uint32_t A, uint32_t B) { return std::max(A, B); }
uint32_t minI(uint32_t A, uint32_t B) {
  return std::min(int32_t(A), int32_t(B));
}
uint32_t maxI(uint32_t A, uint32_t B) {
  return std::max(int32_t(A), int32_t(B));
}
uint32_t bfm(uint32_t A, uint32_t B) {
  return ((1u << (A & 31)) - 1) << (B & 31);
}
uint32_t bcnt(uint32_t A, uint32_t B) { return popcount(A) + B; }
uint32_t lshlOr(uint32_t A, uint32_t B, uint32_t C) {
  return (A << (B & 31)) | C;
}
uint32_t lshlAdd(uint32_t A, uint32_t B, uint32_t C) {
  return (A << (B & 31)) + C;
}
uint32_t addLshl(uint32_t A, uint32_t B, uint32_t C) {
  return (A + B) << (C & 31);
}
uint32_t add3(uint32_t A, uint32_t B, uint32_t C) { return A + B + C; }
uint32_t andOr(uint32_t A, uint32_t B, uint32_t C) { return (A & B) | C; }
uint32_t or3(uint32_t A, uint32_t B, uint32_t C) { return A | B | C; }
uint32_t xad(uint32_t A, uint32_t B, uint32_t C) { return (A ^ B) + C; }
uint32_t madU24(uint32_t A, uint32_t B, uint32_t C) { return mulU24(A, B) + C; }
uint32_t madI24(uint32_t A, uint32_t B, uint32_t C) { return mulI24(A, B) + C; }
uint32_t bfeU(uint32_t A, uint32_t B, uint32_t C) {
  unsigned Off = B & 31, W = C & 31;
  return W ? (A >> Off) & ((1u << W) - 1) : 0;
}
/// A signed field that runs past bit 31 ends there and takes bit 31 as its
/// sign (LLVM's AMDGPU constant folding models the instruction so).
uint32_t bfeI(uint32_t A, uint32_t B, uint32_t C) {
  unsigned Off = B & 31, W = C & 31;
  if (!W)
    return 0;
  if (Off + W >= 32)
    return uint32_t(int32_t(A) >> Off);
  uint32_t V = A >> Off;
  V &= (1u << W) - 1;
  if ((V >> (W - 1)) & 1)
    V |= ~0u << W;
  return V;
}
uint32_t max3I(uint32_t A, uint32_t B, uint32_t C) {
  return std::max({int32_t(A), int32_t(B), int32_t(C)});
}
uint32_t min3I(uint32_t A, uint32_t B, uint32_t C) {
  return std::min({int32_t(A), int32_t(B), int32_t(C)});
}
uint32_t max3U(uint32_t A, uint32_t B, uint32_t C) {
  return std::max({A, B, C});
}
uint32_t min3U(uint32_t A, uint32_t B, uint32_t C) {
  return std::min({A, B, C});
}
uint32_t absDiff(uint32_t A, uint32_t B) { return A > B ? A - B : B - A; }
uint32_t sadU32(uint32_t A, uint32_t B, uint32_t C) {
  return absDiff(A, B) + C;
}
/// Sum of absolute differences of the \p Bits-wide pieces of A and B.
template <unsigned Bits> uint32_t sadParts(uint32_t A, uint32_t B) {
  uint32_t Sum = 0, Mask = (1u << Bits) - 1;
  for (unsigned I = 0; I < 32; I += Bits)
    Sum += absDiff((A >> I) & Mask, (B >> I) & Mask);
  return Sum;
}
uint32_t sadU8(uint32_t A, uint32_t B, uint32_t C) {
  return sadParts<8>(A, B) + C;
}
uint32_t sadHiU8(uint32_t A, uint32_t B, uint32_t C) {
  return (sadParts<8>(A, B) << 16) + C;
}
uint32_t sadU16(uint32_t A, uint32_t B, uint32_t C) {
  return sadParts<16>(A, B) + C;
}
uint32_t alignbyte(uint32_t A, uint32_t B, uint32_t C) {
  return uint32_t(((uint64_t(A) << 32) | B) >> (8 * (C & 3)));
}
/// v_perm_b32: each selector byte of C picks a byte of {A, B} (B is bytes
/// 0-3), a sign byte (8-11), 0x00 (12) or 0xff (13 and up).
uint32_t perm(uint32_t A, uint32_t B, uint32_t C) {
  uint64_t Bytes = (uint64_t(A) << 32) | B;
  uint32_t D = 0;
  for (unsigned I = 0; I < 4; ++I) {
    unsigned Sel = (C >> (8 * I)) & 0xff, V;
    if (Sel < 8)
      V = (Bytes >> (8 * Sel)) & 0xff;
    else if (Sel < 12)
      V = ((Bytes >> (15 + 16 * (Sel - 8))) & 1) ? 0xff : 0;
    else
      V = Sel == 12 ? 0 : 0xff;
    D |= V << (8 * I);
  }
  return D;
}
uint32_t bfi(uint32_t A, uint32_t B, uint32_t C) { return (A & B) | (~A & C); }
uint32_t alignbit(uint32_t A, uint32_t B, uint32_t C) {
  return uint32_t(((uint64_t(A) << 32) | B) >> (C & 31));
}
uint32_t med3I(uint32_t A, uint32_t B, uint32_t C) {
  int32_t X = A, Y = B, Z = C;
  return std::max(std::min(X, Y), std::min(std::max(X, Y), Z));
}
uint32_t med3U(uint32_t A, uint32_t B, uint32_t C) {
  return std::max(std::min(A, B), std::min(std::max(A, B), C));
}

float addF(float A, float B) { return A + B; }
float subF(float A, float B) { return A - B; }
float subrevF(float A, float B) { return B - A; }
float mulF(float A, float B) { return A * B; }
float minF(float A, float B) { return std::fmin(A, B); }
float maxF(float A, float B) { return std::fmax(A, B); }
/// gfx6/gfx7's v_min_legacy_f32/v_max_legacy_f32: a compare and select, so
/// a NaN in either source gives the second source (LLVM selects them for
/// `a < b ? a : b`; CLRX's GCN 1.1 description).
float minLegacyF(float A, float B) { return A < B ? A : B; }
float maxLegacyF(float A, float B) { return A > B ? A : B; }
float max3F(float A, float B, float C) { return std::fmax(std::fmax(A, B), C); }
float min3F(float A, float B, float C) { return std::fmin(std::fmin(A, B), C); }
float med3F(float A, float B, float C) {
  return std::fmax(std::fmin(A, B), std::fmin(std::fmax(A, B), C));
}
float frexpMantF(float A) {
  if (std::isinf(A) || std::isnan(A))
    return A;
  int E;
  return std::frexp(A, &E);
}
float fmaF(float A, float B, float C) { return std::fma(A, B, C); }
/// v_mad_f32 rounds the product (no fused multiply-add) and, having no
/// denormal support, flushes it too.
float madF(float A, float B, float C) { return FPScope::flush(A * B) + C; }
float rcpF(float A) { return 1.0f / A; }
float sqrtF(float A) { return std::sqrt(A); }
float rsqF(float A) { return 1.0f / std::sqrt(A); }
float exp2F(float A) { return std::exp2(A); }
float log2F(float A) { return std::log2(A); }
float floorF(float A) { return std::floor(A); }
float ceilF(float A) { return std::ceil(A); }
float truncF(float A) { return std::trunc(A); }
// Nearest even whatever MODE's rounding (nearbyint would follow it).
float rndneF(float A) { return __builtin_roundevenf(A); }
float fractF(float A) { return A - std::floor(A); }
float sinF(float A) { return std::sin(A * 6.283185307179586f); }
float cosF(float A) { return std::cos(A * 6.283185307179586f); }

double addD(double A, double B) { return A + B; }
double mulD(double A, double B) { return A * B; }
double minD(double A, double B) { return std::fmin(A, B); }
double maxD(double A, double B) { return std::fmax(A, B); }
double fmaD(double A, double B, double C) { return std::fma(A, B, C); }
double rcpD(double A) { return 1.0 / A; }
double rsqD(double A) { return 1.0 / std::sqrt(A); }
double sqrtD(double A) { return std::sqrt(A); }
double floorD(double A) { return std::floor(A); }
double ceilD(double A) { return std::ceil(A); }
double truncD(double A) { return std::trunc(A); }
double rndneD(double A) { return __builtin_roundeven(A); }
double fractD(double A) { return A - std::floor(A); }

/// Conversions to integers clamp and send NaN to 0 (clampCvt: FPMode.h).
template <typename To> bool cvtFromF32(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    writeV32(C, I.def(0), L, uint32_t(clampCvt<To>(readF32(C, I.src(0), L))));
  });
  return true;
}
template <typename To> bool cvtFromF64(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    writeV32(C, I.def(0), L, uint32_t(clampCvt<To>(readF64(C, I.src(0), L))));
  });
  return true;
}
template <typename From> bool cvtF32From(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F32); // an integer over 2^24 rounds
  forActiveLanes(C, [&](unsigned L) {
    float F = float(From(readV32(C, I.src(0), L)));
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, F)));
  });
  return true;
}
template <typename From> bool cvtF64From(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    double F = double(From(readV32(C, I.src(0), L)));
    writeV64(C, I.def(0), L, bit_cast<uint64_t>(clampIf(C, Clamp, F)));
  });
  return true;
}
template <unsigned Byte>
bool cvtF32Ubyte(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    float F = float((readV32(C, I.src(0), L) >> (8 * Byte)) & 0xff);
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, F)));
  });
  return true;
}
bool frexpExpF32(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    float F = readF32(C, I.src(0), L);
    int E = 0;
    if (!std::isinf(F) && !std::isnan(F))
      std::frexp(F, &E);
    writeV32(C, I.def(0), L, uint32_t(E));
  });
  return true;
}
/// v_madmk_f32 D = S0 * K + S1; v_madak_f32 D = S0 * S1 + K: K is the
/// literal, a plain immediate.
template <bool AK> bool madK(ExecContext &C, const DecodedInst &I) {
  FPScope S = fpScope(C, FPWidth::F32, DenormRule::Always);
  float K = S.in(bit_cast<float>(uint32_t(I.Imms[0])));
  forActiveLanes(C, [&](unsigned L) {
    float A = S.in(readF32(C, I.src(0), L)), B = S.in(readF32(C, I.src(1), L));
    float R = AK ? madF(A, B, K) : madF(A, K, B);
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(S.out(R)));
  });
  return true;
}
// Half results zero the high half of the register, as gfx8 and gfx9 do
// (halfToFloat/floatToHalf: Texel.h). Halves follow MODE's f64/f16 fields.
/// Reads a half source with the VOP3 modifiers; a half denormal (below
/// 2^-14, a normal float) is flushed when \p Flush.
/// (Flushing keeps the sign, so it commutes with neg and abs.)
float readF16(const ExecContext &C, const Operand &O, unsigned L, bool Flush) {
  float F = halfIn(readV32(C, O, L), Flush);
  if (O.Mods & 2)
    F = std::fabs(F);
  if (O.Mods & 1)
    F = -F;
  return F;
}
bool cvtF32F16(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F64F16);
  forActiveLanes(C, [&](unsigned L) {
    float V = readF16(C, I.src(0), L, S.flushesIn());
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
/// The f32 source follows the f32 input flush, the half result the f16
/// rounding and output flush.
bool cvtF16F32(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope Out = fpScope(C, FPWidth::F64F16);
  forActiveLanes(C, [&](unsigned L) {
    float V = flushInput(C, FPWidth::F32, readF32(C, I.src(0), L));
    writeV32(C, I.def(0), L, clampHalfIf(C, Clamp, halfOut(Out, V)));
  });
  return true;
}
/// Half arithmetic in float, then rounded to half in the same direction:
/// float has more than 2 * 11 + 2 bits, so rounding twice to nearest gives
/// the correctly rounded half, and directed roundings compose.
template <float (*F)(float, float), DenormRule R = DenormRule::Mode>
bool vop2F16(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, FPWidth::F64F16, R);
  forActiveLanes(C, [&](unsigned L) {
    float V = F(readF16(C, I.src(0), L, S.flushesIn()),
                readF16(C, I.src(1), L, S.flushesIn()));
    writeV32(C, I.def(0), L, clampHalfIf(C, Clamp, halfOut(S, V)));
  });
  return true;
}
/// f64 to f32: the f64 input flush, the f32 rounding and output flush.
bool cvtF32F64(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope Out = fpScope(C, FPWidth::F32);
  forActiveLanes(C, [&](unsigned L) {
    double D = flushInput(C, FPWidth::F64F16, readF64(C, I.src(0), L));
    float V = Out.out(float(D));
    writeV32(C, I.def(0), L, bit_cast<uint32_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
/// f32 to f64 is exact: only the f32 input flush applies.
bool cvtF64F32(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    double V = double(flushInput(C, FPWidth::F32, readF32(C, I.src(0), L)));
    writeV64(C, I.def(0), L, bit_cast<uint64_t>(clampIf(C, Clamp, V)));
  });
  return true;
}
/// Lane \p L of operand \p O as a T, and a T written to \p D's lane.
template <typename T>
T readFP(const ExecContext &C, const Operand &O, unsigned L) {
  if constexpr (sizeof(T) == 4)
    return readF32(C, O, L);
  else
    return readF64(C, O, L);
}
template <typename T>
void writeFP(ExecContext &C, const Operand &D, unsigned L, T V) {
  if constexpr (sizeof(T) == 4)
    writeV32(C, D, L, bit_cast<uint32_t>(V));
  else
    writeV64(C, D, L, bit_cast<uint64_t>(V));
}
/// v_ldexp_f32/f64 vdst, value, exponent: the exponent is a signed integer,
/// read as it is (through the float flush, a small exponent looks like a
/// denormal: gfx8's flushed it to 0, and every u64-to-float conversion came
/// out 2^32 times too small).
template <typename T> bool ldexpFP(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  FPScope S = fpScope(C, sizeof(T) == 4 ? FPWidth::F32 : FPWidth::F64F16);
  forActiveLanes(C, [&](unsigned L) {
    T R = std::ldexp(S.in(readFP<T>(C, I.src(0), L)),
                     int32_t(readV32(C, I.src(1), L)));
    writeFP(C, I.def(0), L, clampIf(C, Clamp, S.out(R)));
  });
  return true;
}
/// v_lshlrev_b64 vdst, shift, value (and the other 64-bit shifts); gfx7's
/// v_lshl_b64 vdst, value, shift (\p Rev false).
template <uint64_t (*F)(uint64_t, uint32_t), bool Rev = true>
bool shift64(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    writeV64(C, I.def(0), L,
             F(readV64(C, I.src(Rev ? 1 : 0), L),
               readV32(C, I.src(Rev ? 0 : 1), L)));
  });
  return true;
}
/// gfx9's v_swap_b32 vdst, vsrc: MC gives the two registers as two defs
/// and, in the same order, their values swapped (src0 the new vdst).
bool swapB32(ExecContext &C, const DecodedInst &I) {
  if (I.NumDefs != 2 || I.NumSrcs != 2)
    return fail(C, "v_swap_b32 without its two registers");
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = readV32(C, I.src(0), L), B = readV32(C, I.src(1), L);
    writeV32(C, I.def(0), L, A);
    writeV32(C, I.def(1), L, B);
  });
  return true;
}
uint64_t shl64(uint64_t V, uint32_t S) { return V << (S & 63); }
uint64_t shr64(uint64_t V, uint32_t S) { return V >> (S & 63); }
uint64_t sar64(uint64_t V, uint32_t S) {
  return uint64_t(int64_t(V) >> (S & 63));
}
bool addU64(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    writeV64(C, I.def(0), L, readV64(C, I.src(0), L) + readV64(C, I.src(1), L));
  });
  return true;
}

//===-- Carries -----------------------------------------------------------===//

/// The lane-mask destination of a carry-out op: the second def of the e64
/// form, VCC for e32.
const Operand *maskDef(const DecodedInst &I, unsigned Index) {
  return I.NumDefs > Index ? &I.def(Index) : nullptr;
}
/// The carry-in mask: the third source of the e64 form, VCC for e32.
uint64_t carryIn(const ExecContext &C, const DecodedInst &I) {
  return I.NumSrcs > 2 ? readS64(C, I.src(2)) : C.W.vcc();
}
/// Add/sub with carry/borrow out (and in when \p In): D = A op B op cin
/// (addWithCarry). VOP3 clamp saturates: LLVM selects it for
/// `uadd.sat`/`usub.sat` (gfx8's carry-writing `v_add_u32_e64 ... clamp`).
template <bool Sub, bool Rev, bool In>
bool carryOp(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  uint64_t Cin = In ? carryIn(C, I) : 0, Out = 0;
  forActiveLanes(C, [&](unsigned L) {
    bool Carry;
    writeV32(C, I.def(0), L,
             addWithCarry<Sub, Rev>(readV32(C, I.src(0), L),
                                    readV32(C, I.src(1), L), (Cin >> L) & 1,
                                    Clamp, Carry));
    if (Carry)
      Out |= 1ull << L;
  });
  writeMask(C, maskDef(I, 1), Out);
  return true;
}
/// gfx9's carry-less v_add_u32/v_sub_u32/v_subrev_u32 (unsigned) and VOP3
/// v_add_i32/v_sub_i32 (signed): wrapping, or saturating with clamp
/// (`sadd.sat`/`ssub.sat` select the signed ones).
template <bool Sub, bool Rev, bool Signed>
bool addNoCarry(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!clampOnly(C, I, Clamp))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = readV32(C, I.src(0), L), B = readV32(C, I.src(1), L);
    if (Rev)
      std::swap(A, B);
    int64_t R;
    if (Signed)
      R = Sub ? int64_t(int32_t(A)) - int32_t(B)
              : int64_t(int32_t(A)) + int32_t(B);
    else
      R = Sub ? int64_t(A) - int64_t(B) : int64_t(A) + int64_t(B);
    if (Clamp)
      R = Signed ? std::clamp<int64_t>(R, INT32_MIN, INT32_MAX)
                 : std::clamp<int64_t>(R, 0, UINT32_MAX);
    writeV32(C, I.def(0), L, uint32_t(R));
  });
  return true;
}
/// v_mad_u64_u32 / v_mad_i64_i32: vdst(64), carry, src0, src1, src2(64).
template <bool Signed> bool mad64(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  uint64_t Out = 0;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = readV32(C, I.src(0), L), B = readV32(C, I.src(1), L);
    uint64_t Acc = readV64(C, I.src(2), L);
    // The 32x32 product fits 64 bits; the carry is the sum's overflow
    // (no 128-bit integers: 32-bit hosts have none).
    bool Carry;
    uint64_t R;
    if (Signed) {
      int64_t S;
      Carry = AddOverflow(int64_t(int32_t(A)) * int32_t(B), int64_t(Acc), S);
      R = uint64_t(S);
    } else {
      uint64_t P = uint64_t(A) * B;
      R = P + Acc;
      Carry = R < P;
    }
    writeV64(C, I.def(0), L, R);
    if (Carry)
      Out |= 1ull << L;
  });
  writeMask(C, &I.def(1), Out);
  return true;
}
/// v_cndmask_b32 D = mask[lane] ? src1 : src0.
bool cndmask(ExecContext &C, const DecodedInst &I) {
  uint64_t M = carryIn(C, I);
  forActiveLanes(C, [&](unsigned L) {
    const Operand &S = (M >> L) & 1 ? I.src(1) : I.src(0);
    uint32_t V = readV32(C, S, L);
    // The e64 form's float modifiers apply to the selected source.
    if (S.Mods & 2)
      V &= 0x7fffffff;
    if (S.Mods & 1)
      V ^= 0x80000000;
    writeV32(C, I.def(0), L, V);
  });
  return true;
}

//===-- Cross-lane --------------------------------------------------------===//

bool readfirstlane(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  uint64_t Exec = C.W.exec();
  unsigned L = Exec ? countr_zero(Exec) : 0;
  writeS32(C, I.def(0), readV32(C, I.src(0), L));
  return true;
}
bool readlane(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  unsigned L = readS32(C, I.src(1)) & 63;
  writeS32(C, I.def(0), readV32(C, I.src(0), L));
  return true;
}
/// v_writelane_b32 vdst, ssrc, lane: one lane, regardless of EXEC.
bool writelane(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  unsigned L = readS32(C, I.src(1)) & 63;
  writeV32(C, I.def(0), L, readS32(C, I.src(0)));
  return true;
}
template <bool Hi> bool mbcnt(ExecContext &C, const DecodedInst &I) {
  forActiveLanes(C, [&](unsigned L) {
    uint64_t Below = (1ull << L) - 1;
    uint32_t Part = Hi ? uint32_t(Below >> 32) : uint32_t(Below);
    uint32_t N = popcount(readV32(C, I.src(0), L) & Part);
    writeV32(C, I.def(0), L, N + readV32(C, I.src(1), L));
  });
  return true;
}

/// The lane a DPP control reads from for lane \p L (gfx8/gfx9 encoding),
/// or -1 when it is out of range.
int dppSourceLane(unsigned Ctrl, unsigned L) {
  unsigned Row = L & ~15u, InRow = L & 15;
  if (Ctrl <= 0xff) // quad_perm
    return (L & ~3u) | ((Ctrl >> (2 * (L & 3))) & 3);
  unsigned N = Ctrl & 15;
  if (Ctrl >= 0x101 && Ctrl <= 0x10f) // row_shl
    return InRow + N < 16 ? int(L + N) : -1;
  if (Ctrl >= 0x111 && Ctrl <= 0x11f) // row_shr
    return InRow >= N ? int(L - N) : -1;
  if (Ctrl >= 0x121 && Ctrl <= 0x12f) // row_ror
    return Row | ((InRow - N) & 15);
  switch (Ctrl) {
  case 0x130: // wave_shl:1
    return L < 63 ? int(L + 1) : -1;
  case 0x134: // wave_rol:1
    return (L + 1) & 63;
  case 0x138: // wave_shr:1
    return L > 0 ? int(L - 1) : -1;
  case 0x13c: // wave_ror:1
    return (L - 1) & 63;
  case 0x140: // row_mirror
    return Row | (15 - InRow);
  case 0x141: // row_half_mirror
    return (L & ~7u) | (7 - (L & 7));
  case 0x142: // row_bcast:15, the last lane of the previous row
    return Row ? int(Row - 1) : -1;
  case 0x143: // row_bcast:31, lane 31 to rows 2 and 3
    return L >= 32 ? 31 : -1;
  default:
    return -1;
  }
}

/// An instruction with DPP: imms dpp_ctrl, row_mask, bank_mask, bound_ctrl.
/// \p F(src0 of the source lane, lane) is the result. A lane is written when
/// EXEC, row_mask (bit L/16) and bank_mask (bit (L/4)%4) allow it; a source
/// lane out of range or inactive gives 0 as src0 with bound_ctrl set, and
/// leaves the lane unwritten (its old value) without.
template <typename Fn>
bool dpp(ExecContext &C, const DecodedInst &I, const Operand &Src0, Fn F) {
  if (I.NumImms < 4)
    return fail(C, "a DPP instruction without its dpp_ctrl, row_mask, "
                   "bank_mask and bound_ctrl");
  unsigned Ctrl = I.Imms[0], RowMask = I.Imms[1], BankMask = I.Imms[2];
  bool BoundCtrl = I.Imms[3] != 0;
  uint64_t Exec = C.W.exec();
  uint32_t Out[WaveSize];
  uint64_t Write = 0;
  forActiveLanes(C, [&](unsigned L) {
    if (!((RowMask >> (L / 16)) & 1) || !((BankMask >> ((L / 4) & 3)) & 1))
      return;
    int From = dppSourceLane(Ctrl, L);
    uint32_t S0 = 0;
    if (From >= 0 && ((Exec >> From) & 1))
      S0 = readV32(C, Src0, From);
    else if (!BoundCtrl)
      return;
    Out[L] = F(S0, L);
    Write |= 1ull << L;
  });
  // All lanes read before any is written: the destination may be a source.
  for (uint64_t M = Write; M; M &= M - 1)
    writeV32(C, I.def(0), countr_zero(M), Out[countr_zero(M)]);
  return true;
}
/// v_mov_b32_dpp vdst, (old,) src0.
bool movDPP(ExecContext &C, const DecodedInst &I) {
  return dpp(C, I, I.src(I.NumSrcs - 1),
             [](uint32_t S0, unsigned) { return S0; });
}
/// A VOP2 with DPP, vdst, (old,) src0, src1: src0 from the source lane, src1
/// from the lane's own. Integer operations have no source modifiers.
template <uint32_t (*F)(uint32_t, uint32_t)>
bool vop2DPP(ExecContext &C, const DecodedInst &I) {
  const Operand &Src0 = I.src(I.NumSrcs - 2), &Src1 = I.src(I.NumSrcs - 1);
  if (Src0.Mods || Src1.Mods)
    return fail(C, "source modifiers on an integer DPP operation");
  return dpp(C, I, Src0, [&](uint32_t S0, unsigned L) {
    return F(S0, readV32(C, Src1, L));
  });
}
/// gfx8's v_add_u32/v_sub_u32/v_subrev_u32 with DPP write a carry to VCC:
/// that of each lane written, 0 in the others (assumed, as for lanes EXEC
/// disables; LLVM's atomic optimizer leaves this VCC dead).
template <bool Sub, bool Rev>
bool carryDPP(ExecContext &C, const DecodedInst &I) {
  const Operand &Src1 = I.src(I.NumSrcs - 1);
  uint64_t Out = 0;
  bool Ok = dpp(C, I, I.src(I.NumSrcs - 2), [&](uint32_t S0, unsigned L) {
    bool Carry;
    uint32_t R = addWithCarry<Sub, Rev>(S0, readV32(C, Src1, L), 0,
                                        /*Clamp=*/false, Carry);
    if (Carry)
      Out |= 1ull << L;
    return R;
  });
  if (Ok)
    C.W.setVCC(Out);
  return Ok;
}
/// A float VOP2 with DPP: src0's neg/abs apply to the value read from the
/// source lane (or to bound_ctrl's 0), then MODE as for the plain form.
template <float (*F)(float, float), DenormRule R = DenormRule::Mode>
bool vop2F32DPP(ExecContext &C, const DecodedInst &I) {
  const Operand &Src0 = I.src(I.NumSrcs - 2), &Src1 = I.src(I.NumSrcs - 1);
  FPScope S = fpScope(C, FPWidth::F32, R);
  return dpp(C, I, Src0, [&](uint32_t S0, unsigned L) {
    float A = bit_cast<float>(S0);
    if (Src0.Mods & 2)
      A = std::fabs(A);
    if (Src0.Mods & 1)
      A = -A;
    float V = F(S.in(A), S.in(readF32(C, Src1, L)));
    return bit_cast<uint32_t>(S.out(V));
  });
}

//===-- Division helpers --------------------------------------------------===//

/// The double and float parameters of v_div_scale/v_div_fmas (ISA manual
/// pseudo-code): the exponent bias, the exponent difference that needs
/// scaling, the scale (2^64 for f32, 2^128 for f64), the mantissa width.
template <typename T> struct DivParams;
template <> struct DivParams<double> {
  static constexpr int Bias = 1023, Range = 768, Scale = 128;
  static constexpr int Mantissa = 53;
  static int biasedExponent(double D) {
    return int((bit_cast<uint64_t>(D) >> 52) & 0x7ff);
  }
};
template <> struct DivParams<float> {
  static constexpr int Bias = 127, Range = 96, Scale = 64;
  static constexpr int Mantissa = 23;
  static int biasedExponent(float F) {
    return int((bit_cast<uint32_t>(F) >> 23) & 0xff);
  }
};

/// v_div_scale D, VCC = S0, S1 (denominator), S2 (numerator): scales the
/// operand so that the Newton iteration stays in range; VCC says the
/// quotient must be scaled back by v_div_fmas.
template <typename T> T divScaleLane(T S0, T S1, T S2, bool &Scale) {
  using P = DivParams<T>;
  auto Exp = [](T V) { return P::biasedExponent(V) - P::Bias; };
  Scale = false;
  if (S2 == 0 || S1 == 0)
    return std::numeric_limits<T>::quiet_NaN();
  if (Exp(S2) - Exp(S1) >= P::Range) {
    Scale = true;
    return S0 == S1 ? std::ldexp(S0, P::Scale) : S0;
  }
  if (std::fpclassify(S1) == FP_SUBNORMAL)
    return std::ldexp(S0, P::Scale);
  if (std::fpclassify(T(1) / S1) == FP_SUBNORMAL &&
      std::fpclassify(S2 / S1) == FP_SUBNORMAL) {
    // A denormal quotient of a denominator whose reciprocal is denormal:
    // the denominator is scaled down (up would overflow it), and v_div_fmas
    // scales the quotient down again. test/Emulator/division.cl checks
    // that every quotient of such ranges comes out correctly rounded.
    Scale = true;
    return S0 == S1 ? std::ldexp(S0, -P::Scale) : S0;
  }
  if (std::fpclassify(T(1) / S1) == FP_SUBNORMAL)
    return std::ldexp(S0, -P::Scale);
  if (std::fpclassify(S2 / S1) == FP_SUBNORMAL) {
    Scale = true;
    return S0 == S2 ? std::ldexp(S0, P::Scale) : S0;
  }
  if (P::biasedExponent(S2) <= P::Mantissa)
    return std::ldexp(S0, P::Scale);
  return S0;
}
template <typename T> bool divScale(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  uint64_t Out = 0;
  forActiveLanes(C, [&](unsigned L) {
    bool Scale;
    T D = divScaleLane(readFP<T>(C, I.src(0), L), readFP<T>(C, I.src(1), L),
                       readFP<T>(C, I.src(2), L), Scale);
    writeFP(C, I.def(0), L, D);
    Out |= uint64_t(Scale) << L;
  });
  writeMask(C, maskDef(I, 1), Out);
  return true;
}
/// v_div_fmas D = fma(S0, S1, S2), in the lanes VCC selects scaled back by
/// the div_scale factor: up when S2's exponent is at least 1 (the
/// denominator was scaled up), else down (the numerator was).
/// The scaled result is rounded once, as the hardware's: the fma in quad
/// precision (exact product), scaled, then rounded to T, so a result that
/// scales into T's denormals is not rounded twice.
template <typename T>
T divFmasLane(T S0, T S1, T S2, bool Scaled, RoundingMode RM) {
  using P = DivParams<T>;
  if (!Scaled)
    return std::fma(S0, S1, S2);
  const fltSemantics &Quad = APFloat::IEEEquad();
  bool Lost;
  auto Q = [&](T V) {
    APFloat F(V);
    F.convert(Quad, APFloat::rmNearestTiesToEven, &Lost);
    return F;
  };
  APFloat R = Q(S0);
  R.fusedMultiplyAdd(Q(S1), Q(S2), RM);
  int Exp = P::biasedExponent(S2) > P::Bias ? P::Scale : -P::Scale;
  R = scalbn(R, Exp, RM);
  R.convert(sizeof(T) == 4 ? APFloat::IEEEsingle() : APFloat::IEEEdouble(), RM,
            &Lost);
  if constexpr (sizeof(T) == 4)
    return R.convertToFloat();
  else
    return R.convertToDouble();
}
template <typename T> bool divFmas(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  uint64_t VCC = C.W.vcc();
  FPScope S = fpScope(C, sizeof(T) == 4 ? FPWidth::F32 : FPWidth::F64F16);
  forActiveLanes(C, [&](unsigned L) {
    T R = divFmasLane(
        S.in(readFP<T>(C, I.src(0), L)), S.in(readFP<T>(C, I.src(1), L)),
        S.in(readFP<T>(C, I.src(2), L)), (VCC >> L) & 1, S.rounding());
    writeFP(C, I.def(0), L, S.out(R));
  });
  return true;
}
/// v_div_fixup D = S0 (quotient), S1 (denominator), S2 (numerator): the
/// IEEE special cases of S2 / S1; a quotient the iteration lost to NaN
/// (it overflowed) is infinity; else S0 with the quotient's sign.
template <typename T> T divFixupT(T Q, T Den, T Num) {
  using P = DivParams<T>;
  constexpr T Inf = std::numeric_limits<T>::infinity();
  bool Neg = std::signbit(Den) != std::signbit(Num);
  if (std::isnan(Den) || std::isnan(Num))
    return std::numeric_limits<T>::quiet_NaN();
  if ((Den == 0 && Num == 0) || (std::isinf(Den) && std::isinf(Num)))
    return std::numeric_limits<T>::quiet_NaN();
  if (Den == 0 || std::isinf(Num))
    return Neg ? -Inf : Inf;
  if (std::isinf(Den) || Num == 0)
    return Neg ? T(-0.0) : T(0.0);
  if (P::biasedExponent(Num) - P::biasedExponent(Den) <
      -(P::Bias + P::Mantissa))
    return Neg ? T(-0.0) : T(0.0);
  if (std::isnan(Q))
    return Neg ? -Inf : Inf;
  return Neg ? -std::fabs(Q) : std::fabs(Q);
}
double divFixup(double Q, double Den, double Num) {
  return divFixupT(Q, Den, Num);
}
float divFixupF(float Q, float Den, float Num) {
  return divFixupT(Q, Den, Num);
}

//===-- Compares ----------------------------------------------------------===//

/// VOPC: a lane mask (VCC for e32) with 0 in the inactive lanes; the CMPX
/// forms write EXEC too.
template <typename T, bool (*P)(T, T), bool X>
bool vcmp(ExecContext &C, const DecodedInst &I) {
  // Clamp on a compare is not modelled; integer compares take no source
  // modifiers.
  if (!checkNoOutMods(C, I) ||
      (!std::is_floating_point_v<T> && !checkNoSrcMods(C, I)))
    return false;
  uint64_t M = 0;
  // Float compares see their sources through MODE's input flush (assumed:
  // they are VALU float operations; v_cmp_class is not, it classifies).
  FPScope S = fpScope(C, sizeof(T) == 4 ? FPWidth::F32 : FPWidth::F64F16);
  forActiveLanes(C, [&](unsigned L) {
    T A, B;
    if constexpr (std::is_same_v<T, float>) {
      A = S.in(readF32(C, I.src(0), L));
      B = S.in(readF32(C, I.src(1), L));
    } else if constexpr (std::is_same_v<T, double>) {
      A = S.in(readF64(C, I.src(0), L));
      B = S.in(readF64(C, I.src(1), L));
    } else if constexpr (sizeof(T) == 8) {
      A = T(readV64(C, I.src(0), L));
      B = T(readV64(C, I.src(1), L));
    } else {
      A = T(readV32(C, I.src(0), L));
      B = T(readV32(C, I.src(1), L));
    }
    if (P(A, B))
      M |= 1ull << L;
  });
  writeMask(C, maskDef(I, 0), M);
  if (X)
    C.W.setExec(M);
  return true;
}

/// v_cmp_class: bit of src1 per class of src0 (signalling NaN 0, quiet NaN
/// 1, -inf 2, -normal 3, -denormal 4, -0 5, +0 6, +denormal 7, +normal 8,
/// +inf 9).
template <typename T> unsigned fpClassBit(T V) {
  bool Neg = std::signbit(V);
  switch (std::fpclassify(V)) {
  case FP_NAN: {
    uint64_t Bits;
    if constexpr (sizeof(T) == 8)
      Bits = bit_cast<uint64_t>(V) >> 51;
    else
      Bits = bit_cast<uint32_t>(V) >> 22;
    return Bits & 1 ? 1 : 0;
  }
  case FP_INFINITE:
    return Neg ? 2 : 9;
  case FP_NORMAL:
    return Neg ? 3 : 8;
  case FP_SUBNORMAL:
    return Neg ? 4 : 7;
  default:
    return Neg ? 5 : 6;
  }
}
template <typename T> bool vcmpClass(ExecContext &C, const DecodedInst &I) {
  uint64_t M = 0;
  forActiveLanes(C, [&](unsigned L) {
    T V;
    if constexpr (sizeof(T) == 8)
      V = readF64(C, I.src(0), L);
    else
      V = readF32(C, I.src(0), L);
    if ((readV32(C, I.src(1), L) >> fpClassBit(V)) & 1)
      M |= 1ull << L;
  });
  writeMask(C, maskDef(I, 0), M);
  return true;
}
} // namespace

#define CMP_INT(SUF, T)                                                        \
  {"V_CMP_EQ_" SUF, vcmp<T, cEq<T>, false>},                                   \
      {"V_CMP_NE_" SUF, vcmp<T, cNe<T>, false>},                               \
      {"V_CMP_LT_" SUF, vcmp<T, cLt<T>, false>},                               \
      {"V_CMP_LE_" SUF, vcmp<T, cLe<T>, false>},                               \
      {"V_CMP_GT_" SUF, vcmp<T, cGt<T>, false>},                               \
      {"V_CMP_GE_" SUF, vcmp<T, cGe<T>, false>},                               \
      {"V_CMP_F_" SUF, vcmp<T, cF<T>, false>},                                 \
      {"V_CMP_T_" SUF, vcmp<T, cT<T>, false>},                                 \
      {"V_CMPX_EQ_" SUF, vcmp<T, cEq<T>, true>},                               \
      {"V_CMPX_NE_" SUF, vcmp<T, cNe<T>, true>},                               \
      {"V_CMPX_LT_" SUF, vcmp<T, cLt<T>, true>},                               \
      {"V_CMPX_LE_" SUF, vcmp<T, cLe<T>, true>},                               \
      {"V_CMPX_GT_" SUF, vcmp<T, cGt<T>, true>}, {                             \
    "V_CMPX_GE_" SUF, vcmp<T, cGe<T>, true>                                    \
  }
#define CMP_FP(SUF, T)                                                         \
  {"V_CMP_EQ_" SUF, vcmp<T, cEq<T>, false>},                                   \
      {"V_CMP_LT_" SUF, vcmp<T, cLt<T>, false>},                               \
      {"V_CMP_LE_" SUF, vcmp<T, cLe<T>, false>},                               \
      {"V_CMP_GT_" SUF, vcmp<T, cGt<T>, false>},                               \
      {"V_CMP_GE_" SUF, vcmp<T, cGe<T>, false>},                               \
      {"V_CMP_LG_" SUF, vcmp<T, cLg<T>, false>},                               \
      {"V_CMP_O_" SUF, vcmp<T, cO<T>, false>},                                 \
      {"V_CMP_U_" SUF, vcmp<T, cU<T>, false>},                                 \
      {"V_CMP_NGE_" SUF, vcmp<T, cNge<T>, false>},                             \
      {"V_CMP_NLG_" SUF, vcmp<T, cNlg<T>, false>},                             \
      {"V_CMP_NGT_" SUF, vcmp<T, cNgt<T>, false>},                             \
      {"V_CMP_NLE_" SUF, vcmp<T, cNle<T>, false>},                             \
      {"V_CMP_NEQ_" SUF, vcmp<T, cNeq<T>, false>},                             \
      {"V_CMP_NLT_" SUF, vcmp<T, cNlt<T>, false>},                             \
      {"V_CMPX_EQ_" SUF, vcmp<T, cEq<T>, true>},                               \
      {"V_CMPX_LT_" SUF, vcmp<T, cLt<T>, true>},                               \
      {"V_CMPX_GT_" SUF, vcmp<T, cGt<T>, true>},                               \
      {"V_CMPX_NEQ_" SUF, vcmp<T, cNeq<T>, true>}, {                           \
    "V_CMP_CLASS_" SUF, vcmpClass<T>                                           \
  }

static const OpEntry VectorTable[] = {
    // VOP1
    {"V_MOV_B32", vop1<mov>},
    {"V_NOT_B32", vop1<notB>},
    {"V_BFREV_B32", vop1<bfrev>},
    {"V_FFBL_B32", vop1<ffbl>},
    {"V_FFBH_U32", vop1<ffbh>},
    {"V_FFBH_I32", vop1<leadingSignBits>},
    {"V_READFIRSTLANE_B32", readfirstlane},
    {"V_CVT_F32_U32", cvtF32From<uint32_t>},
    {"V_CVT_F32_I32", cvtF32From<int32_t>},
    {"V_CVT_F64_U32", cvtF64From<uint32_t>},
    {"V_CVT_F64_I32", cvtF64From<int32_t>},
    {"V_CVT_U32_F32", cvtFromF32<uint32_t>},
    {"V_CVT_I32_F32", cvtFromF32<int32_t>},
    {"V_CVT_U32_F64", cvtFromF64<uint32_t>},
    {"V_CVT_I32_F64", cvtFromF64<int32_t>},
    {"V_CVT_F32_F64", cvtF32F64},
    {"V_CVT_F32_F16", cvtF32F16},
    {"V_CVT_F16_F32", cvtF16F32},
    {"V_ADD_F16", vop2F16<addF>},
    {"V_SUB_F16", vop2F16<subF>},
    {"V_SUBREV_F16", vop2F16<subrevF>},
    {"V_MUL_F16", vop2F16<mulF>},
    {"V_MIN_F16", vop2F16<minF, DenormRule::ModeOnGFX9>},
    {"V_MAX_F16", vop2F16<maxF, DenormRule::ModeOnGFX9>},
    {"V_CVT_F32_UBYTE0", cvtF32Ubyte<0>},
    {"V_CVT_F32_UBYTE1", cvtF32Ubyte<1>},
    {"V_CVT_F32_UBYTE2", cvtF32Ubyte<2>},
    {"V_CVT_F32_UBYTE3", cvtF32Ubyte<3>},
    {"V_FREXP_EXP_I32_F32", frexpExpF32},
    {"V_FREXP_MANT_F32", vop1F32<frexpMantF, DenormRule::Never>},
    {"V_CVT_F64_F32", cvtF64F32},
    {"V_RCP_F32", vop1F32<rcpF>},
    {"V_RCP_IFLAG_F32", vop1F32<rcpF>},
    {"V_SQRT_F32", vop1F32<sqrtF>},
    {"V_RSQ_F32", vop1F32<rsqF>},
    {"V_EXP_F32", vop1F32<exp2F>},
    {"V_LOG_F32", vop1F32<log2F>},
    {"V_FLOOR_F32", vop1F32<floorF>},
    {"V_CEIL_F32", vop1F32<ceilF>},
    {"V_TRUNC_F32", vop1F32<truncF>},
    {"V_RNDNE_F32", vop1F32<rndneF>},
    {"V_FRACT_F32", vop1F32<fractF>},
    {"V_SIN_F32", vop1F32<sinF>},
    {"V_COS_F32", vop1F32<cosF>},
    {"V_RCP_F64", vop1F64<rcpD>},
    {"V_RSQ_F64", vop1F64<rsqD>},
    {"V_SQRT_F64", vop1F64<sqrtD>},
    {"V_FLOOR_F64", vop1F64<floorD>},
    {"V_CEIL_F64", vop1F64<ceilD>},
    {"V_TRUNC_F64", vop1F64<truncD>},
    {"V_RNDNE_F64", vop1F64<rndneD>},
    {"V_FRACT_F64", vop1F64<fractD>},
    // VOP2 (and their VOP3 forms)
    {"V_ADD_U32", addNoCarry<false, false, false>}, // gfx9: no carry
    {"V_SUB_U32", addNoCarry<true, false, false>},
    {"V_SUBREV_U32", addNoCarry<true, true, false>},
    {"V_ADD_I32", addNoCarry<false, false, true>}, // gfx9, VOP3 only
    {"V_SUB_I32", addNoCarry<true, false, true>},
    // gfx6/gfx7's v_add_i32/v_sub_i32/v_subrev_i32 write a carry (gfx9
    // reused the names for carry-less VOP3 adds): Semantics.cpp picks
    // these for _gfx6_gfx7 opcodes.
    {"V_ADD_I32.gfx7", carryOp<false, false, false>},
    {"V_SUB_I32.gfx7", carryOp<true, false, false>},
    {"V_SUBREV_I32.gfx7", carryOp<true, true, false>},
    {"V_MIN_LEGACY_F32", vop2F32<minLegacyF, DenormRule::ModeOnGFX9>},
    {"V_MAX_LEGACY_F32", vop2F32<maxLegacyF, DenormRule::ModeOnGFX9>},
    {"V_ADD_CO_U32", carryOp<false, false, false>},
    {"V_SUB_CO_U32", carryOp<true, false, false>},
    {"V_SUBREV_CO_U32", carryOp<true, true, false>},
    {"V_ADDC_U32", carryOp<false, false, true>},
    {"V_ADDC_CO_U32", carryOp<false, false, true>},
    {"V_SUBB_U32", carryOp<true, false, true>},
    {"V_SUBB_CO_U32", carryOp<true, false, true>},
    {"V_SUBBREV_U32", carryOp<true, true, true>},
    {"V_SUBBREV_CO_U32", carryOp<true, true, true>},
    {"V_AND_B32", vop2<andB>},
    {"V_OR_B32", vop2<orB>},
    {"V_XOR_B32", vop2<xorB>},
    {"V_LSHLREV_B32", vop2<lshlrev>},
    {"V_LSHRREV_B32", vop2<lshrrev>},
    {"V_ASHRREV_I32", vop2<ashrrev>},
    {"V_LSHL_B32", vop2<lshl>},
    {"V_LSHR_B32", vop2<lshr>},
    {"V_ASHR_I32", vop2<ashr>},
    {"V_MUL_LO_U32", vop2<mulLo>},
    {"V_MUL_LO_I32", vop2<mulLo>},
    {"V_MUL_HI_U32", vop2<mulHiU>},
    {"V_MUL_HI_I32", vop2<mulHiI>},
    {"V_MUL_U32_U24", vop2<mulU24>},
    {"V_MUL_I32_I24", vop2<mulI24>},
    {"V_MUL_HI_U32_U24", vop2<mulHiU24>},
    {"V_MUL_HI_I32_I24", vop2<mulHiI24>},
    {"V_MIN_U32", vop2<minU>},
    {"V_MAX_U32", vop2<maxU>},
    {"V_MIN_I32", vop2<minI>},
    {"V_MAX_I32", vop2<maxI>},
    {"V_BFM_B32", vop2<bfm>},
    {"V_BCNT_U32_B32", vop2<bcnt>},
    {"V_MBCNT_LO_U32_B32", mbcnt<false>},
    {"V_MBCNT_HI_U32_B32", mbcnt<true>},
    {"V_READLANE_B32", readlane},
    {"V_MOV_B32_dpp", movDPP},
    {"V_AND_B32_dpp", vop2DPP<andB>},
    {"V_OR_B32_dpp", vop2DPP<orB>},
    {"V_XOR_B32_dpp", vop2DPP<xorB>},
    {"V_MIN_I32_dpp", vop2DPP<minI>},
    {"V_MAX_I32_dpp", vop2DPP<maxI>},
    {"V_MIN_U32_dpp", vop2DPP<minU>},
    {"V_MAX_U32_dpp", vop2DPP<maxU>},
    {"V_ADD_U32_dpp", vop2DPP<addU>}, // gfx9; gfx8's: encodingOverride
    {"V_SUB_U32_dpp", vop2DPP<subU>},
    {"V_SUBREV_U32_dpp", vop2DPP<subrevU>},
    {"V_ADD_CO_U32_dpp", carryDPP<false, false>},
    {"V_SUB_CO_U32_dpp", carryDPP<true, false>},
    {"V_SUBREV_CO_U32_dpp", carryDPP<true, true>},
    {"V_ADD_F32_dpp", vop2F32DPP<addF>},
    {"V_SUB_F32_dpp", vop2F32DPP<subF>},
    {"V_SUBREV_F32_dpp", vop2F32DPP<subrevF>},
    {"V_MUL_F32_dpp", vop2F32DPP<mulF>},
    {"V_MIN_F32_dpp", vop2F32DPP<minF, DenormRule::ModeOnGFX9>},
    {"V_MAX_F32_dpp", vop2F32DPP<maxF, DenormRule::ModeOnGFX9>},
    {"V_WRITELANE_B32", writelane},
    {"V_CNDMASK_B32", cndmask},
    {"V_ADD_F32", vop2F32<addF>},
    {"V_SUB_F32", vop2F32<subF>},
    {"V_SUBREV_F32", vop2F32<subrevF>},
    {"V_MUL_F32", vop2F32<mulF>},
    {"V_MIN_F32", vop2F32<minF, DenormRule::ModeOnGFX9>},
    {"V_MAX_F32", vop2F32<maxF, DenormRule::ModeOnGFX9>},
    {"V_LDEXP_F32", ldexpFP<float>},
    {"V_MAC_F32", macF32},
    {"V_ADD_F64", vop2F64<addD>},
    {"V_MUL_F64", vop2F64<mulD>},
    {"V_MIN_F64", vop2F64<minD, DenormRule::ModeOnGFX9>},
    {"V_MAX_F64", vop2F64<maxD, DenormRule::ModeOnGFX9>},
    {"V_LDEXP_F64", ldexpFP<double>},
    {"V_LSHLREV_B64", shift64<shl64>},
    {"V_LSHRREV_B64", shift64<shr64>},
    {"V_ASHRREV_I64", shift64<sar64>},
    {"V_SWAP_B32", swapB32},
    {"V_LSHL_B64", shift64<shl64, false>}, // gfx6/gfx7
    {"V_LSHR_B64", shift64<shr64, false>},
    {"V_ASHR_I64", shift64<sar64, false>},
    {"V_LSHL_ADD_U64", addU64},
    // VOP3 only
    {"V_LSHL_OR_B32", vop3<lshlOr>},
    {"V_LSHL_ADD_U32", vop3<lshlAdd>},
    {"V_ADD_LSHL_U32", vop3<addLshl>},
    {"V_ADD3_U32", vop3<add3>},
    {"V_AND_OR_B32", vop3<andOr>},
    {"V_OR3_B32", vop3<or3>},
    {"V_XAD_U32", vop3<xad>},
    {"V_MAD_U32_U24", vop3<madU24>},
    {"V_MAD_I32_I24", vop3<madI24>},
    {"V_BFE_U32", vop3<bfeU>},
    {"V_BFE_I32", vop3<bfeI>},
    {"V_BFI_B32", vop3<bfi>},
    {"V_ALIGNBIT_B32", vop3<alignbit>},
    {"V_MED3_I32", vop3<med3I>},
    {"V_MED3_U32", vop3<med3U>},
    {"V_MAX3_I32", vop3<max3I>},
    {"V_MIN3_I32", vop3<min3I>},
    {"V_MAX3_U32", vop3<max3U>},
    {"V_MIN3_U32", vop3<min3U>},
    {"V_SAD_U32", vop3<sadU32>},
    {"V_SAD_U8", vop3<sadU8>},
    {"V_SAD_HI_U8", vop3<sadHiU8>},
    {"V_SAD_U16", vop3<sadU16>},
    {"V_ALIGNBYTE_B32", vop3<alignbyte>},
    {"V_PERM_B32", vop3<perm>},
    {"V_MAX3_F32", vop3F32<max3F, DenormRule::ModeOnGFX9>},
    {"V_MIN3_F32", vop3F32<min3F, DenormRule::ModeOnGFX9>},
    {"V_MED3_F32", vop3F32<med3F, DenormRule::ModeOnGFX9>},
    {"V_MADMK_F32", madK<false>},
    {"V_MADAK_F32", madK<true>},
    {"V_MAD_U64_U32", mad64<false>},
    {"V_MAD_I64_I32", mad64<true>},
    {"V_FMA_F32", vop3F32<fmaF>},
    {"V_MAD_F32", vop3F32<madF, DenormRule::Always>},
    {"V_DIV_FIXUP_F32", vop3F32<divFixupF>},
    {"V_FMA_F64", vop3F64<fmaD>},
    {"V_DIV_SCALE_F32", divScale<float>},
    {"V_DIV_FMAS_F32", divFmas<float>},
    {"V_DIV_SCALE_F64", divScale<double>},
    {"V_DIV_FMAS_F64", divFmas<double>},
    {"V_DIV_FIXUP_F64", vop3F64<divFixup>},
    // VOPC
    CMP_INT("I32", int32_t),
    CMP_INT("U32", uint32_t),
    CMP_INT("I64", int64_t),
    CMP_INT("U64", uint64_t),
    CMP_FP("F32", float),
    CMP_FP("F64", double),
};

ArrayRef<OpEntry> vectorOps() { return VectorTable; }

} // namespace emu
} // namespace amdcl2
