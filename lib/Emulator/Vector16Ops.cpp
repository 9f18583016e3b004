//===- Vector16Ops.cpp - 16-bit, packed and SDWA vector instructions ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What LLVM selects for short, char and half arithmetic on gfx8/gfx9:
/// - 16-bit VOP1/VOP2/VOP3 operations and compares on the low half of their
///   sources, the result in the low half and the high half zeroed; gfx9's
///   op_sel VOP3 forms (v_mad_u16, v_fma_f16, v_add_i16...) read the halves
///   op_sel names and keep the half of the destination they do not write
///   (LLVM's GCNSubtarget::zeroesHigh16BitsOfDest: the gfx8 forms and gfx9's
///   VOP1/VOP2 and _legacy forms zero it, gfx9's v_mac_f16 keeps it);
/// - SDWA forms of VOP1/VOP2/VOPC operations: each source a byte, word or
///   dword of its register (sign-extended with sext for integers), the
///   result written to a byte, word or the dword of the destination, the
///   rest zeroed, sign-extended or kept (dst_unused);
/// - gfx9's packed math (v_pk_*), each half with its own op_sel/op_sel_hi
///   and, for halves, neg_lo/neg_hi;
/// - clamp on 16-bit integer adds and subtracts: saturation, as LLVM uses it
///   for add_sat/sub_sat on both generations.
/// Half arithmetic follows MODE's f64/f16 fields (FPMode.h), f32 its f32
/// fields. Other clamps and output modifiers are refused, as elsewhere.
///
//===----------------------------------------------------------------------===//

#include "ComparePredicates.h"
#include "Exec.h"
#include "FPMode.h"
#include "Texel.h"
#include "llvm/ADT/APFloat.h"
#include <algorithm>
#include <limits>

using namespace llvm;
using namespace amdcl2::emu::cmp;

namespace amdcl2 {
namespace emu {

namespace {
/// MODE for one instruction (\p W's fields), with the f32 input flush a
/// conversion from f32 needs besides.
struct Scope : FPScope {
  Scope(const ExecContext &C, FPWidth W, DenormRule R = DenormRule::Mode)
      : FPScope(C.W.Mode, W, R, C.GFX9),
        F32FlushIn(flushesInput(C.W.Mode, FPWidth::F32)) {}
  bool F32FlushIn;
};

//===-- Lane functions ----------------------------------------------------===//
// Each takes MODE and its sources as 32-bit values, the 16-bit ones in the
// low half, and returns the result in the low half (or the dword, for
// 32-bit ops). Integer adds and subtracts return the exact sum, which the
// handler wraps or, with clamp, saturates.

int32_t s16(uint32_t V) { return int16_t(V); }
uint32_t u16(uint32_t V) { return V & 0xffff; }

int64_t addU16(const Scope &, uint32_t A, uint32_t B) {
  return u16(A) + u16(B);
}
int64_t subU16(const Scope &, uint32_t A, uint32_t B) {
  return int64_t(u16(A)) - u16(B);
}
int64_t subrevU16(const Scope &, uint32_t A, uint32_t B) {
  return int64_t(u16(B)) - u16(A);
}
int64_t addI16(const Scope &, uint32_t A, uint32_t B) {
  return s16(A) + s16(B);
}
int64_t subI16(const Scope &, uint32_t A, uint32_t B) {
  return s16(A) - s16(B);
}
int64_t mulLoU16(const Scope &, uint32_t A, uint32_t B) {
  return u16(A) * u16(B);
}
int64_t lshlrevB16(const Scope &, uint32_t A, uint32_t B) {
  return u16(B) << (A & 15);
}
int64_t lshrrevB16(const Scope &, uint32_t A, uint32_t B) {
  return u16(B) >> (A & 15);
}
int64_t ashrrevI16(const Scope &, uint32_t A, uint32_t B) {
  return s16(B) >> (A & 15);
}
int64_t maxU16(const Scope &, uint32_t A, uint32_t B) {
  return std::max(u16(A), u16(B));
}
int64_t minU16(const Scope &, uint32_t A, uint32_t B) {
  return std::min(u16(A), u16(B));
}
int64_t maxI16(const Scope &, uint32_t A, uint32_t B) {
  return std::max(s16(A), s16(B));
}
int64_t minI16(const Scope &, uint32_t A, uint32_t B) {
  return std::min(s16(A), s16(B));
}
// gfx9's three-operand 16-bit integer min, max and median.
template <typename T> int64_t med3(T A, T B, T C) {
  return std::max(std::min(A, B), std::min(std::max(A, B), C));
}
int64_t max3U16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return std::max({u16(A), u16(B), u16(C)});
}
int64_t min3U16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return std::min({u16(A), u16(B), u16(C)});
}
int64_t med3U16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return med3(u16(A), u16(B), u16(C));
}
int64_t max3I16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return std::max({s16(A), s16(B), s16(C)});
}
int64_t min3I16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return std::min({s16(A), s16(B), s16(C)});
}
int64_t med3I16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return med3(s16(A), s16(B), s16(C));
}
int64_t madU16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return int64_t(u16(A)) * u16(B) + u16(C);
}
int64_t madI16(const Scope &, uint32_t A, uint32_t B, uint32_t C) {
  return int64_t(s16(A)) * s16(B) + s16(C);
}

/// A half source: a denormal flushed as MODE's f16 input field says.
float halfIn(const Scope &S, uint32_t H) {
  return emu::halfIn(H, S.flushesIn());
}
/// \p V rounded once to half: for fma, whose exact result float could
/// round to a half tie.
uint32_t halfOutOnce(const Scope &S, double V) {
  APFloat A(V);
  bool LosesInfo;
  A.convert(APFloat::IEEEhalf(), S.rounding(), &LosesInfo);
  uint32_t H = A.bitcastToAPInt().getZExtValue();
  return S.flushesOut() ? flushHalf(H) : H;
}
// Computed in float and rounded to half in the same direction: float has
// more than 2 * 11 + 2 bits, so for one operation this is the correctly
// rounded half in every mode. fma's product of two halves is exact in
// double and so is the sum whenever the result is finite (it spans at most
// 52 bits), then rounded once.
int64_t addF16(const Scope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, A) + halfIn(S, B));
}
int64_t subF16(const Scope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, A) - halfIn(S, B));
}
int64_t subrevF16(const Scope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, B) - halfIn(S, A));
}
int64_t mulF16(const Scope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, A) * halfIn(S, B));
}
int64_t maxF16(const Scope &S, uint32_t A, uint32_t B) {
  return halfOut(S, std::fmax(halfIn(S, A), halfIn(S, B)));
}
int64_t minF16(const Scope &S, uint32_t A, uint32_t B) {
  return halfOut(S, std::fmin(halfIn(S, A), halfIn(S, B)));
}
int64_t fmaF16(const Scope &S, uint32_t A, uint32_t B, uint32_t C) {
  return halfOutOnce(S, double(halfIn(S, A)) * halfIn(S, B) + halfIn(S, C));
}
/// v_ldexp_f16: the exponent is src1's low 16 bits, signed. Beyond +-64 a
/// half's result is already infinite or below its smallest denormal, so
/// clamping there keeps the float computation exact.
int64_t ldexpF16(const Scope &S, uint32_t A, uint32_t B) {
  return halfOut(S, std::ldexp(halfIn(S, A), std::clamp(s16(B), -64, 64)));
}
int64_t floorF16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, std::floor(halfIn(S, A)));
}
int64_t ceilF16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, std::ceil(halfIn(S, A)));
}
int64_t truncF16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, std::trunc(halfIn(S, A)));
}
/// Nearest even whatever MODE's rounding, as v_rndne_f32.
int64_t rndneF16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, __builtin_roundevenf(halfIn(S, A)));
}
// Approximated on the hardware (docs/Emulator.md): here correctly rounded.
int64_t sqrtF16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, std::sqrt(halfIn(S, A)));
}
int64_t rcpF16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, 1.0f / halfIn(S, A));
}
int64_t rsqF16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, 1.0f / std::sqrt(halfIn(S, A)));
}

// 32-bit operations with SDWA forms.
int64_t movB32(const Scope &, uint32_t A, uint32_t) { return A; }
int64_t notB32(const Scope &, uint32_t A, uint32_t) { return ~A; }
int64_t orB32(const Scope &, uint32_t A, uint32_t B) { return A | B; }
// Exact (no wrap): the SDWA form saturates them with clamp.
int64_t addU32(const Scope &, uint32_t A, uint32_t B) {
  return int64_t(A) + B;
}
int64_t subU32(const Scope &, uint32_t A, uint32_t B) {
  return int64_t(A) - B;
}
int64_t subrevU32(const Scope &, uint32_t A, uint32_t B) {
  return int64_t(B) - A;
}
int64_t andB32(const Scope &, uint32_t A, uint32_t B) { return A & B; }
int64_t xorB32(const Scope &, uint32_t A, uint32_t B) { return A ^ B; }
int64_t lshlrevB32(const Scope &, uint32_t A, uint32_t B) {
  return uint32_t(B << (A & 31));
}
int64_t lshrrevB32(const Scope &, uint32_t A, uint32_t B) {
  return B >> (A & 31);
}
int64_t ashrrevI32(const Scope &, uint32_t A, uint32_t B) {
  return uint32_t(int32_t(B) >> (A & 31));
}
int64_t maxU32(const Scope &, uint32_t A, uint32_t B) { return std::max(A, B); }
int64_t minU32(const Scope &, uint32_t A, uint32_t B) { return std::min(A, B); }
int64_t maxI32(const Scope &, uint32_t A, uint32_t B) {
  return uint32_t(std::max(int32_t(A), int32_t(B)));
}
int64_t minI32(const Scope &, uint32_t A, uint32_t B) {
  return uint32_t(std::min(int32_t(A), int32_t(B)));
}
int64_t mulU32U24(const Scope &, uint32_t A, uint32_t B) {
  return uint32_t((A & 0xffffff) * (B & 0xffffff));
}
int64_t mulI32I24(const Scope &, uint32_t A, uint32_t B) {
  int32_t X = int32_t(A << 8) >> 8, Y = int32_t(B << 8) >> 8;
  return uint32_t(int64_t(X) * Y);
}
/// v_ffbh_u32: the count of leading zeros, -1 for 0.
int64_t ffbhU32(const Scope &, uint32_t A, uint32_t) {
  return A ? countl_zero(A) : 0xffffffffu;
}
int64_t ffblB32(const Scope &, uint32_t A, uint32_t) {
  return A ? countr_zero(A) : 0xffffffffu;
}
float f32In(const Scope &S, uint32_t V) { return S.in(bit_cast<float>(V)); }
uint32_t f32Out(const Scope &S, float V) {
  return bit_cast<uint32_t>(S.out(V));
}
int64_t addF32(const Scope &S, uint32_t A, uint32_t B) {
  return f32Out(S, f32In(S, A) + f32In(S, B));
}
int64_t subF32(const Scope &S, uint32_t A, uint32_t B) {
  return f32Out(S, f32In(S, A) - f32In(S, B));
}
int64_t mulF32(const Scope &S, uint32_t A, uint32_t B) {
  return f32Out(S, f32In(S, A) * f32In(S, B));
}
// The f32 rounding VOP1s, as VectorOps.cpp computes them.
int64_t floorF32(const Scope &S, uint32_t A, uint32_t) {
  return f32Out(S, std::floor(f32In(S, A)));
}
int64_t ceilF32(const Scope &S, uint32_t A, uint32_t) {
  return f32Out(S, std::ceil(f32In(S, A)));
}
int64_t truncF32(const Scope &S, uint32_t A, uint32_t) {
  return f32Out(S, std::trunc(f32In(S, A)));
}
int64_t rndneF32(const Scope &S, uint32_t A, uint32_t) {
  return f32Out(S, __builtin_roundevenf(f32In(S, A)));
}
int64_t fractF32(const Scope &S, uint32_t A, uint32_t) {
  float X = f32In(S, A);
  return f32Out(S, X - std::floor(X));
}
/// v_cvt_f32_ubyteN: byte N of the (selected) source as a float.
template <unsigned N> int64_t cvtF32Ubyte(const Scope &, uint32_t A, uint32_t) {
  return bit_cast<uint32_t>(float((A >> (8 * N)) & 0xff));
}
int64_t cvtF32U32(const Scope &, uint32_t A, uint32_t) {
  return bit_cast<uint32_t>(float(A));
}
int64_t cvtF32I32(const Scope &, uint32_t A, uint32_t) {
  return bit_cast<uint32_t>(float(int32_t(A)));
}
int64_t cvtU32F32(const Scope &S, uint32_t A, uint32_t) {
  return clampCvt<uint32_t>(f32In(S, A));
}
int64_t cvtI32F32(const Scope &S, uint32_t A, uint32_t) {
  return uint32_t(clampCvt<int32_t>(f32In(S, A)));
}
int64_t cvtF16U16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, float(u16(A)));
}
int64_t cvtF16I16(const Scope &S, uint32_t A, uint32_t) {
  return halfOut(S, float(s16(A)));
}
int64_t cvtU16F16(const Scope &S, uint32_t A, uint32_t) {
  return clampCvt<uint16_t>(halfIn(S, A));
}
int64_t cvtI16F16(const Scope &S, uint32_t A, uint32_t) {
  return uint16_t(clampCvt<int16_t>(halfIn(S, A)));
}
/// The f16 result of v_cvt_f16_f32 rounds and flushes by the f16 fields;
/// its f32 source is flushed by the f32 input field, as the VOP1 form's.
int64_t cvtF16F32(const Scope &S, uint32_t A, uint32_t) {
  float F = bit_cast<float>(A);
  return halfOut(S, S.F32FlushIn ? FPScope::flush(F) : F);
}
int64_t cvtF32F16(const Scope &S, uint32_t A, uint32_t) {
  return bit_cast<uint32_t>(halfIn(S, A));
}

//===-- Sources, results -------------------------------------------------===//

/// How an operation reads its sources (integer: sext; f16, f32: neg and abs
/// on their sign bit).
enum class Ty { Int, F16, F32 };
/// What clamp means: refused, or unsigned or signed 16-bit saturation.
enum class Sat { None, U, I };
/// The MODE fields an operation follows by default: f16's for halves,
/// f32's otherwise (an integer-to-f32 conversion rounds by them).
constexpr FPWidth widthOf(Ty T) {
  return T == Ty::F16 ? FPWidth::F64F16 : FPWidth::F32;
}

/// neg/abs of a half or float value's sign bit.
uint32_t floatMods(uint32_t V, unsigned Mods, Ty T) {
  if (T == Ty::Int)
    return V;
  uint32_t Sign = T == Ty::F16 ? 0x8000 : 0x80000000;
  if (Mods & 2)
    V &= ~Sign;
  if (Mods & 1)
    V ^= Sign;
  return V;
}
/// A 16-bit source of a VOP1/VOP2/VOP3 form: gfx9's op_sel (MC's modifier
/// bit 2) takes the high half.
uint32_t src16(const ExecContext &C, const Operand &O, unsigned L, Ty T) {
  uint32_t V = readV32(C, O, L);
  if (O.Mods & 4)
    V >>= 16;
  return floatMods(u16(V), O.Mods, T);
}
/// A 16-bit result wrapped, or saturated as \p S says when \p Clamp.
uint32_t finish16(int64_t R, Sat S, bool Clamp) {
  if (Clamp && S == Sat::U)
    R = std::clamp<int64_t>(R, 0, 0xffff);
  else if (Clamp && S == Sat::I)
    R = std::clamp<int64_t>(R, -0x8000, 0x7fff);
  return uint32_t(R) & 0xffff;
}
/// Writes a 16-bit result: the high half zeroed, or with \p Keep the other
/// half kept and \p Hi choosing the half written.
void write16(ExecContext &C, const Operand &D, unsigned L, uint32_t R,
             bool Keep, bool Hi) {
  uint32_t &V = C.W.v(D.Reg, L);
  if (!Keep)
    V = R;
  else if (Hi)
    V = (V & 0xffff) | R << 16;
  else
    V = (V & 0xffff0000) | R;
}
/// The clamp bit (the first immediate) when \p S allows it; any other
/// modifier among the first \p Count immediates is refused.
bool outMods(ExecContext &C, const DecodedInst &I, unsigned Count, Sat S,
             bool &Clamp) {
  Count = std::min<unsigned>(Count, I.NumImms);
  Clamp = S != Sat::None && Count && I.Imms[0] == 1;
  for (unsigned K = Clamp ? 1 : 0; K < Count; ++K)
    if (I.Imms[K])
      return fail(C, "clamp/omod on this 16-bit or SDWA instruction is not "
                     "modelled");
  return true;
}
/// Modifier bits a form does not have (op_sel where \p OpSel is false, sext
/// outside SDWA, neg/abs on integers) are refused rather than ignored.
bool modsAllowed(ExecContext &C, const DecodedInst &I, unsigned Allowed) {
  for (unsigned K = 0; K < I.NumSrcs; ++K)
    if (I.src(K).Mods & ~Allowed)
      return fail(C, "source modifiers this emulator does not model here");
  return true;
}
constexpr unsigned NegAbs = 3, OpSel = 4, DstOpSel = 8, Sext = 16;
constexpr unsigned allowedMods(Ty T, bool OpSelForm) {
  return (T == Ty::Int ? 0 : NegAbs) | (OpSelForm ? OpSel | DstOpSel : 0);
}

//===-- VOP1/VOP2/VOP3 16-bit forms ---------------------------------------===//

/// A 16-bit VOP1 (\p Srcs 1), VOP2 or three-source VOP3 operation. \p OpSel:
/// its gfx9 VOP3 encoding has op_sel (and keeps the half of the destination
/// not written; gfx8's form is the same name and zeroes the high half).
template <auto F, Ty T, unsigned Srcs, Sat SA = Sat::None,
          bool OpSelForm = false, DenormRule R = DenormRule::Mode,
          FPWidth W = widthOf(T)>
bool op16(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!outMods(C, I, I.NumImms, SA, Clamp) ||
      !modsAllowed(C, I, allowedMods(T, OpSelForm && C.GFX9)))
    return false;
  Scope S(C, W, R);
  bool Keep = OpSelForm && C.GFX9, Hi = I.src(0).Mods & DstOpSel;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = src16(C, I.src(0), L, T);
    uint32_t B = Srcs > 1 ? src16(C, I.src(1), L, T) : 0;
    int64_t V;
    if constexpr (Srcs > 2)
      V = F(S, A, B, src16(C, I.src(2), L, T));
    else
      V = F(S, A, B);
    write16(C, I.def(0), L, finish16(V, SA, Clamp), Keep, Hi);
  });
  return true;
}
/// v_mac_f16: v_mad_f16 with the destination's low half as the addend. Like
/// v_mad_f32 it has no denormal support (inputs, the product rounded to
/// half and the result flushed; assumed as for f32); gfx8 zeroes the high
/// half, gfx9 keeps it (LLVM's zeroesHigh16BitsOfDest).
int64_t madF16(const Scope &S, uint32_t A, uint32_t B, uint32_t C) {
  uint32_t P = halfOut(S, halfIn(S, A) * halfIn(S, B));
  return halfOut(S, halfIn(S, P) + halfIn(S, C));
}
bool macF16(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!outMods(C, I, I.NumImms, Sat::None, Clamp) || !modsAllowed(C, I, NegAbs))
    return false;
  Scope S(C, FPWidth::F64F16, DenormRule::Always);
  forActiveLanes(C, [&](unsigned L) {
    uint32_t Acc = C.W.v(I.def(0).Reg, L);
    uint32_t V = madF16(S, src16(C, I.src(0), L, Ty::F16),
                        src16(C, I.src(1), L, Ty::F16), Acc);
    write16(C, I.def(0), L, V, C.GFX9, false);
  });
  return true;
}
/// v_pack_b32_f16 D = {src1 half, src0 half}, op_sel choosing each half.
bool packB32F16(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!outMods(C, I, I.NumImms, Sat::None, Clamp) ||
      !modsAllowed(C, I, NegAbs | OpSel))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t Lo = src16(C, I.src(0), L, Ty::F16);
    uint32_t Hi = src16(C, I.src(1), L, Ty::F16);
    writeV32(C, I.def(0), L, Lo | Hi << 16);
  });
  return true;
}
/// v_cvt_pkrtz_f16_f32 D = {half(src1), half(src0)}, both rounded toward
/// zero whatever MODE says; f32 inputs and half results flushed by MODE.
bool cvtPkrtz(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!outMods(C, I, I.NumImms, Sat::None, Clamp) || !modsAllowed(C, I, NegAbs))
    return false;
  Scope S(C, FPWidth::F64F16);
  bool FlushIn = S.F32FlushIn;
  auto Half = [&](float F) {
    uint32_t H =
        floatToHalf(FlushIn ? FPScope::flush(F) : F, RoundingMode::TowardZero);
    return S.flushesOut() ? flushHalf(H) : H;
  };
  forActiveLanes(C, [&](unsigned L) {
    writeV32(C, I.def(0), L,
             Half(readF32(C, I.src(0), L)) | Half(readF32(C, I.src(1), L))
                                                 << 16);
  });
  return true;
}
/// v_div_fixup_f16 quotient, denominator, numerator: the special cases of
/// the ISA manual's pseudo-code, else the quotient's magnitude with the
/// sign of the division.
int64_t divFixupF16(const Scope &S, uint32_t Q, uint32_t D, uint32_t N) {
  float Fq = halfIn(S, Q), Fd = halfIn(S, D), Fn = halfIn(S, N);
  bool Neg = std::signbit(Fd) != std::signbit(Fn);
  float R;
  if (std::isnan(Fn))
    return u16(N) | 0x200;
  if (std::isnan(Fd))
    return u16(D) | 0x200;
  if ((Fd == 0 && Fn == 0) || (std::isinf(Fd) && std::isinf(Fn)))
    return 0x7e00;
  if (Fd == 0 || std::isinf(Fn))
    R = INFINITY;
  else if (std::isinf(Fd) || Fn == 0)
    R = 0;
  else
    R = std::fabs(Fq);
  return halfOut(S, Neg ? -R : R);
}
/// v_cmp_class_f16: src1's bits name the classes that set the lane's bit
/// (0 signaling NaN, 1 quiet NaN, 2-9 -inf, -normal, -denormal, -0, +0,
/// +denormal, +normal, +inf). Denormals are seen as they are.
unsigned halfClassBit(uint32_t H) {
  bool Neg = H & 0x8000;
  unsigned Exp = (H >> 10) & 0x1f, Man = H & 0x3ff;
  if (Exp == 0x1f && Man)
    return Man & 0x200 ? 1 : 0;
  unsigned K = Exp == 0x1f ? 0 : Exp ? 1 : Man ? 2 : 3; // inf, n, d, 0
  return Neg ? 2 + K : 9 - K;
}
bool cmpClassF16(ExecContext &C, const DecodedInst &I) {
  if (!modsAllowed(C, I, NegAbs))
    return false;
  uint64_t M = 0;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t H = src16(C, I.src(0), L, Ty::F16);
    if ((readV32(C, I.src(1), L) >> halfClassBit(H)) & 1)
      M |= 1ull << L;
  });
  writeMask(C, I.NumDefs ? &I.def(0) : nullptr, M);
  return true;
}

/// 16-bit compares: a lane mask (VCC for e32), 0 in inactive lanes; the
/// CMPX forms write EXEC too. Half compares flush inputs by MODE.
template <typename T> T value16(const Scope &S, uint32_t V) {
  if constexpr (std::is_same_v<T, float>)
    return halfIn(S, V);
  else
    return T(V);
}
template <typename T> constexpr Ty tyOf() {
  return std::is_same_v<T, float> ? Ty::F16 : Ty::Int;
}
/// A 16-bit compare's result: VCC or an SGPR pair, and with \p X EXEC,
/// from the two sources \p Src(K, Lane) reads.
template <typename T, bool (*P)(T, T), bool X, typename SrcFn>
bool compareLanes(ExecContext &C, const DecodedInst &I, SrcFn Src) {
  Scope S(C, FPWidth::F64F16);
  uint64_t M = 0;
  forActiveLanes(C, [&](unsigned L) {
    T A = value16<T>(S, Src(0, L));
    T B = value16<T>(S, Src(1, L));
    if (P(A, B))
      M |= 1ull << L;
  });
  writeMask(C, I.NumDefs ? &I.def(0) : nullptr, M);
  if (X)
    C.W.setExec(M);
  return true;
}
template <typename T, bool (*P)(T, T), bool X>
bool cmp16(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!outMods(C, I, I.NumImms, Sat::None, Clamp) ||
      !modsAllowed(C, I, allowedMods(tyOf<T>(), false)))
    return false;
  return compareLanes<T, P, X>(C, I, [&](unsigned K, unsigned L) {
    return src16(C, I.src(K), L, tyOf<T>());
  });
}

//===-- Packed math (gfx9 VOP3P) ------------------------------------------===//

/// One half of a packed source: op_sel (modifier bit 2) picks the half of
/// the low result, op_sel_hi (bit 3) that of the high one; neg_lo (bit 0)
/// and neg_hi (bit 1) negate halves. A constant is a 32-bit value whose
/// high half is 0 (LLVM uses op_sel_hi:0 to apply it to both halves).
uint32_t packedHalf(const ExecContext &C, const Operand &O, unsigned L,
                    bool HiResult, Ty T) {
  uint32_t V = readV32(C, O, L);
  bool Sel = (O.Mods >> (HiResult ? 3 : 2)) & 1;
  V = u16(Sel ? V >> 16 : V);
  if (T == Ty::F16 && ((O.Mods >> (HiResult ? 1 : 0)) & 1))
    V ^= 0x8000;
  return V;
}
template <auto F, Ty T, unsigned Srcs, Sat SA = Sat::None>
bool packed(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!outMods(C, I, I.NumImms, SA, Clamp) ||
      !modsAllowed(C, I, (T == Ty::Int ? 0 : NegAbs) | OpSel | DstOpSel))
    return false;
  Scope S(C, widthOf(T));
  forActiveLanes(C, [&](unsigned L) {
    uint32_t R = 0;
    for (bool Hi : {false, true}) {
      uint32_t A = packedHalf(C, I.src(0), L, Hi, T);
      uint32_t B = Srcs > 1 ? packedHalf(C, I.src(1), L, Hi, T) : 0;
      int64_t V;
      if constexpr (Srcs > 2)
        V = F(S, A, B, packedHalf(C, I.src(2), L, Hi, T));
      else
        V = F(S, A, B);
      R |= finish16(V, SA, Clamp) << (Hi ? 16 : 0);
    }
    writeV32(C, I.def(0), L, R);
  });
  return true;
}

//===-- SDWA --------------------------------------------------------------===//

/// src_sel/dst_sel: BYTE_0..3 (0-3), WORD_0/1 (4, 5), DWORD (6).
uint32_t selectPart(uint32_t V, unsigned Sel, bool Sext) {
  if (Sel >= 6)
    return V;
  unsigned Bits = Sel < 4 ? 8 : 16, Shift = Sel < 4 ? 8 * Sel : 16 * (Sel - 4);
  uint32_t P = (V >> Shift) & ((1u << Bits) - 1);
  if (Sext && (P >> (Bits - 1)) & 1)
    P |= ~0u << Bits;
  return P;
}
/// An SDWA source: the part src_sel names, sign-extended with sext
/// (integer operations) or through neg/abs (float ones).
uint32_t sdwaSrc(const ExecContext &C, const Operand &O, unsigned L,
                 unsigned Sel, Ty T) {
  uint32_t V =
      selectPart(readV32(C, O, L), Sel, T == Ty::Int && (O.Mods & Sext));
  return floatMods(V, O.Mods, T);
}
/// Places \p R in the part dst_sel names; dst_unused: 0 zeroes the rest,
/// 1 sign-extends the part into the bits above it (those below zeroed),
/// 2 keeps the rest.
uint32_t sdwaDst(uint32_t Old, uint32_t R, unsigned Sel, unsigned Unused) {
  if (Sel >= 6)
    return R;
  unsigned Bits = Sel < 4 ? 8 : 16, Shift = Sel < 4 ? 8 * Sel : 16 * (Sel - 4);
  uint32_t Mask = ((1u << Bits) - 1) << Shift;
  uint32_t Part = (R << Shift) & Mask;
  if (Unused == 2)
    return (Old & ~Mask) | Part;
  if (Unused == 1 && (Part >> (Shift + Bits - 1)) & 1)
    return Part | (Shift + Bits < 32 ? ~0u << (Shift + Bits) : 0);
  return Part;
}
/// Checks the selects (the last \p Sels immediates) and the modifiers
/// before them (clamp, gfx9's omod); sext only on integer operations.
bool sdwaChecks(ExecContext &C, const DecodedInst &I, unsigned Sels, Ty T,
                Sat SA, bool &Clamp) {
  if (I.NumImms < Sels)
    return fail(C, "an SDWA instruction without its selects");
  for (unsigned K = I.NumImms - Sels; K < I.NumImms; ++K)
    if (I.Imms[K] > 6)
      return fail(C, "an SDWA select or dst_unused out of range");
  return outMods(C, I, I.NumImms - Sels, SA, Clamp) &&
         modsAllowed(C, I, T == Ty::Int ? Sext : NegAbs);
}
/// The checks of an SDWA instruction with \p Sels selects ending in
/// dst_sel, dst_unused, src0_sel[, src1_sel], and those selects; null (and
/// the context's error) when they do not pass.
const int64_t *sdwaSelects(ExecContext &C, const DecodedInst &I,
                           unsigned Sels, Ty T, Sat SA, bool &Clamp) {
  if (!sdwaChecks(C, I, Sels, T, SA, Clamp))
    return nullptr;
  const int64_t *Sel = I.Imms + I.NumImms - Sels;
  if (Sel[1] > 2) {
    fail(C, "an SDWA dst_unused out of range");
    return nullptr;
  }
  return Sel;
}
/// The SDWA form of a VOP1 (\p Srcs 1) or VOP2 operation: the last
/// immediates are dst_sel, dst_unused, src0_sel (, src1_sel). \p Bits: the
/// width of the result (a 16-bit one is zero-extended before dst_sel
/// places it). \p W: the MODE fields of the result.
template <auto F, Ty T, unsigned Srcs, unsigned Bits, Sat SA = Sat::None,
          FPWidth W = widthOf(T), DenormRule R = DenormRule::Mode>
bool sdwa(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  const int64_t *Sel = sdwaSelects(C, I, Srcs + 2, T, SA, Clamp);
  if (!Sel)
    return false;
  Scope S(C, W, R);
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = sdwaSrc(C, I.src(0), L, Sel[2], T);
    uint32_t B = Srcs > 1 ? sdwaSrc(C, I.src(1), L, Sel[3], T) : 0;
    int64_t V = F(S, A, B);
    uint32_t Res = Bits == 16 ? finish16(V, SA, Clamp)
                   : Clamp && SA == Sat::U
                       ? uint32_t(std::clamp<int64_t>(V, 0, UINT32_MAX))
                       : uint32_t(V);
    uint32_t &D = C.W.v(I.def(0).Reg, L);
    D = sdwaDst(D, Res, Sel[0], Sel[1]);
  });
  return true;
}
/// v_cndmask_b32_sdwa: src1's part where the lane's bit of VCC (or, when MC
/// names it, the third source) is set, src0's elsewhere.
bool cndmaskSDWA(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  const int64_t *Sel = sdwaSelects(C, I, 4, Ty::Int, Sat::None, Clamp);
  if (!Sel)
    return false;
  uint64_t Mask = I.NumSrcs > 2 ? readS64(C, I.src(2)) : C.W.vcc();
  forActiveLanes(C, [&](unsigned L) {
    bool One = (Mask >> L) & 1;
    uint32_t V = sdwaSrc(C, I.src(One ? 1 : 0), L, Sel[One ? 3 : 2], Ty::Int);
    uint32_t &D = C.W.v(I.def(0).Reg, L);
    D = sdwaDst(D, V, Sel[0], Sel[1]);
  });
  return true;
}
/// The SDWA form of an add or sub that writes a carry (gfx8's v_add_u32,
/// gfx9's v_add_co_u32, and their sub, subrev and carry-in forms): the
/// selected parts added as 32-bit values, the result placed by dst_sel, the
/// carry of each lane written to VCC (or the SGPR pair MC names), 0 in the
/// others. Clamp saturates the result as in the VOP3 forms (the carry-out
/// is the unclamped one's).
template <bool Sub, bool Rev, bool In>
bool carrySDWA(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  const int64_t *Sel = sdwaSelects(C, I, 4, Ty::Int, Sat::U, Clamp);
  if (!Sel)
    return false;
  uint64_t Cin = In ? (I.NumSrcs > 2 ? readS64(C, I.src(2)) : C.W.vcc()) : 0;
  uint64_t Out = 0;
  forActiveLanes(C, [&](unsigned L) {
    bool Carry;
    uint32_t R = addWithCarry<Sub, Rev>(
        sdwaSrc(C, I.src(0), L, Sel[2], Ty::Int),
        sdwaSrc(C, I.src(1), L, Sel[3], Ty::Int), (Cin >> L) & 1, Clamp,
        Carry);
    if (Carry)
      Out |= 1ull << L;
    uint32_t &D = C.W.v(I.def(0).Reg, L);
    D = sdwaDst(D, R, Sel[0], Sel[1]);
  });
  writeMask(C, I.NumDefs > 1 ? &I.def(1) : nullptr, Out);
  return true;
}
/// An SDWA compare: clamp, src0_sel, src1_sel.
template <typename T, bool (*P)(T, T), bool X>
bool cmpSDWA(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!sdwaChecks(C, I, 2, tyOf<T>(), Sat::None, Clamp))
    return false;
  const int64_t *Sel = I.Imms + I.NumImms - 2;
  return compareLanes<T, P, X>(C, I, [&](unsigned K, unsigned L) {
    return sdwaSrc(C, I.src(K), L, Sel[K], tyOf<T>());
  });
}
/// An SDWA compare of 32-bit integers (gfx9's `v_cmp_eq_u32_sdwa`): the
/// selected parts, sign-extended with sext, compared as \p T.
template <typename T, bool (*P)(T, T), bool X>
bool cmpSDWA32(ExecContext &C, const DecodedInst &I) {
  bool Clamp;
  if (!sdwaChecks(C, I, 2, Ty::Int, Sat::None, Clamp))
    return false;
  const int64_t *Sel = I.Imms + I.NumImms - 2;
  uint64_t M = 0;
  forActiveLanes(C, [&](unsigned L) {
    T A = T(sdwaSrc(C, I.src(0), L, Sel[0], Ty::Int));
    T B = T(sdwaSrc(C, I.src(1), L, Sel[1], Ty::Int));
    if (P(A, B))
      M |= 1ull << L;
  });
  writeMask(C, I.NumDefs ? &I.def(0) : nullptr, M);
  if (X)
    C.W.setExec(M);
  return true;
}
} // namespace

// A 16-bit operation, its SDWA form and (gfx9) its packed form.
#define INT16(NAME, FN, SAT)                                                   \
  {"V_" NAME, op16<FN, Ty::Int, 2, SAT>}, {                                    \
    "V_" NAME "_sdwa", sdwa<FN, Ty::Int, 2, 16, SAT>                           \
  }
#define INT16PK(NAME, FN, SAT)                                                 \
  INT16(NAME, FN, SAT), { "V_PK_" NAME, packed<FN, Ty::Int, 2, SAT> }
#define F16OP(NAME, FN, SRCS, R)                                               \
  {"V_" NAME, op16<FN, Ty::F16, SRCS, Sat::None, false, R>}, {                 \
    "V_" NAME "_sdwa",                                                         \
        sdwa<FN, Ty::F16, SRCS, 16, Sat::None, FPWidth::F64F16, R>             \
  }
// Integer sources (sext in SDWA), a half result.
#define FROMINT16(NAME, FN)                                                    \
  {"V_" NAME,                                                                  \
   op16<FN, Ty::Int, 1, Sat::None, false, DenormRule::Mode, FPWidth::F64F16>}, \
  {                                                                            \
    "V_" NAME "_sdwa", sdwa<FN, Ty::Int, 1, 16, Sat::None, FPWidth::F64F16>    \
  }
#define INT32SDWA(NAME, FN, SRCS)                                              \
  {"V_" NAME "_sdwa", sdwa<FN, Ty::Int, SRCS, 32>}
#define CMP16(OP, SUF, T, P)                                                   \
  {"V_CMP_" OP "_" SUF, cmp16<T, P<T>, false>},                                \
      {"V_CMPX_" OP "_" SUF, cmp16<T, P<T>, true>},                            \
      {"V_CMP_" OP "_" SUF "_sdwa", cmpSDWA<T, P<T>, false>}, {                \
    "V_CMPX_" OP "_" SUF "_sdwa", cmpSDWA<T, P<T>, true>                       \
  }
#define CMP32SDWA(OP, SUF, T, P)                                               \
  {"V_CMP_" OP "_" SUF "_sdwa", cmpSDWA32<T, P<T>, false>}, {                  \
    "V_CMPX_" OP "_" SUF "_sdwa", cmpSDWA32<T, P<T>, true>                     \
  }
#define CMPINT32SDWA(OP, P)                                                    \
  CMP32SDWA(OP, "U32", uint32_t, P), CMP32SDWA(OP, "I32", int32_t, P)
#define CMPINT16(OP, P)                                                        \
  CMP16(OP, "U16", uint16_t, P), CMP16(OP, "I16", int16_t, P)

static const OpEntry Vector16Table[] = {
    INT16PK("ADD_U16", addU16, Sat::U),
    INT16PK("SUB_U16", subU16, Sat::U),
    INT16("SUBREV_U16", subrevU16, Sat::U),
    INT16PK("MUL_LO_U16", mulLoU16, Sat::None),
    INT16PK("LSHLREV_B16", lshlrevB16, Sat::None),
    INT16PK("LSHRREV_B16", lshrrevB16, Sat::None),
    INT16PK("ASHRREV_I16", ashrrevI16, Sat::None),
    INT16PK("MAX_U16", maxU16, Sat::None),
    INT16PK("MIN_U16", minU16, Sat::None),
    INT16PK("MAX_I16", maxI16, Sat::None),
    INT16PK("MIN_I16", minI16, Sat::None),
    {"V_ADD_I16", op16<addI16, Ty::Int, 2, Sat::I, true>},
    {"V_SUB_I16", op16<subI16, Ty::Int, 2, Sat::I, true>},
    {"V_PK_ADD_I16", packed<addI16, Ty::Int, 2, Sat::I>},
    {"V_PK_SUB_I16", packed<subI16, Ty::Int, 2, Sat::I>},
    {"V_MAD_U16", op16<madU16, Ty::Int, 3, Sat::None, true>},
    {"V_MAX3_U16", op16<max3U16, Ty::Int, 3, Sat::None, true>},
    {"V_MIN3_U16", op16<min3U16, Ty::Int, 3, Sat::None, true>},
    {"V_MED3_U16", op16<med3U16, Ty::Int, 3, Sat::None, true>},
    {"V_MAX3_I16", op16<max3I16, Ty::Int, 3, Sat::None, true>},
    {"V_MIN3_I16", op16<min3I16, Ty::Int, 3, Sat::None, true>},
    {"V_MED3_I16", op16<med3I16, Ty::Int, 3, Sat::None, true>},
    {"V_MAD_I16", op16<madI16, Ty::Int, 3, Sat::None, true>},
    {"V_MAD_LEGACY_U16", op16<madU16, Ty::Int, 3>},
    {"V_MAD_LEGACY_I16", op16<madI16, Ty::Int, 3>},
    {"V_PK_MAD_U16", packed<madU16, Ty::Int, 3>},
    {"V_PK_MAD_I16", packed<madI16, Ty::Int, 3>},
    // The VOP1/VOP2 forms of add/sub/mul/min/max_f16 are in VectorOps.cpp.
    {"V_ADD_F16_sdwa", sdwa<addF16, Ty::F16, 2, 16>},
    {"V_SUB_F16_sdwa", sdwa<subF16, Ty::F16, 2, 16>},
    {"V_SUBREV_F16_sdwa", sdwa<subrevF16, Ty::F16, 2, 16>},
    {"V_MUL_F16_sdwa", sdwa<mulF16, Ty::F16, 2, 16>},
    {"V_MAX_F16_sdwa", sdwa<maxF16, Ty::F16, 2, 16, Sat::None, FPWidth::F64F16,
                            DenormRule::ModeOnGFX9>},
    {"V_MIN_F16_sdwa", sdwa<minF16, Ty::F16, 2, 16, Sat::None, FPWidth::F64F16,
                            DenormRule::ModeOnGFX9>},
    F16OP("LDEXP_F16", ldexpF16, 2, DenormRule::Mode),
    F16OP("FLOOR_F16", floorF16, 1, DenormRule::Mode),
    F16OP("CEIL_F16", ceilF16, 1, DenormRule::Mode),
    F16OP("TRUNC_F16", truncF16, 1, DenormRule::Mode),
    F16OP("RNDNE_F16", rndneF16, 1, DenormRule::Mode),
    F16OP("SQRT_F16", sqrtF16, 1, DenormRule::Mode),
    F16OP("RCP_F16", rcpF16, 1, DenormRule::Mode),
    F16OP("RSQ_F16", rsqF16, 1, DenormRule::Mode),
    FROMINT16("CVT_F16_U16", cvtF16U16),
    FROMINT16("CVT_F16_I16", cvtF16I16),
    F16OP("CVT_U16_F16", cvtU16F16, 1, DenormRule::Mode),
    F16OP("CVT_I16_F16", cvtI16F16, 1, DenormRule::Mode),
    {"V_PK_ADD_F16", packed<addF16, Ty::F16, 2>},
    {"V_PK_MUL_F16", packed<mulF16, Ty::F16, 2>},
    {"V_PK_MAX_F16", packed<maxF16, Ty::F16, 2>},
    {"V_PK_MIN_F16", packed<minF16, Ty::F16, 2>},
    {"V_PK_FMA_F16", packed<fmaF16, Ty::F16, 3>},
    {"V_FMA_F16", op16<fmaF16, Ty::F16, 3, Sat::None, true>},
    {"V_FMA_LEGACY_F16", op16<fmaF16, Ty::F16, 3>},
    {"V_MAD_F16",
     op16<madF16, Ty::F16, 3, Sat::None, true, DenormRule::Always>},
    {"V_MAD_LEGACY_F16",
     op16<madF16, Ty::F16, 3, Sat::None, false, DenormRule::Always>},
    {"V_MAC_F16", macF16},
    {"V_DIV_FIXUP_F16", op16<divFixupF16, Ty::F16, 3, Sat::None, true>},
    {"V_DIV_FIXUP_LEGACY_F16", op16<divFixupF16, Ty::F16, 3>},
    {"V_CMP_CLASS_F16", cmpClassF16},
    {"V_PACK_B32_F16", packB32F16},
    {"V_CVT_PKRTZ_F16_F32", cvtPkrtz},
    {"V_CVT_F16_F32_sdwa",
     sdwa<cvtF16F32, Ty::F32, 1, 16, Sat::None, FPWidth::F64F16>},
    {"V_CVT_F32_F16_sdwa", sdwa<cvtF32F16, Ty::F16, 1, 32>},
    {"V_CNDMASK_B32_sdwa", cndmaskSDWA},
    INT32SDWA("MOV_B32", movB32, 1),
    INT32SDWA("NOT_B32", notB32, 1),
    INT32SDWA("FFBH_U32", ffbhU32, 1),
    INT32SDWA("FFBL_B32", ffblB32, 1),
    INT32SDWA("OR_B32", orB32, 2),
    // gfx9's carry-less adds; gfx8's V_ADD_U32_sdwa writes a carry
    // (Semantics.cpp's encodingOverride maps it to V_ADD_CO_U32_sdwa).
    {"V_ADD_U32_sdwa", sdwa<addU32, Ty::Int, 2, 32, Sat::U>},
    {"V_SUB_U32_sdwa", sdwa<subU32, Ty::Int, 2, 32, Sat::U>},
    {"V_SUBREV_U32_sdwa", sdwa<subrevU32, Ty::Int, 2, 32, Sat::U>},
    {"V_ADD_CO_U32_sdwa", carrySDWA<false, false, false>},
    {"V_SUB_CO_U32_sdwa", carrySDWA<true, false, false>},
    {"V_SUBREV_CO_U32_sdwa", carrySDWA<true, true, false>},
    {"V_ADDC_CO_U32_sdwa", carrySDWA<false, false, true>},
    {"V_SUBB_CO_U32_sdwa", carrySDWA<true, false, true>},
    {"V_SUBBREV_CO_U32_sdwa", carrySDWA<true, true, true>},
    {"V_ADDC_U32_sdwa", carrySDWA<false, false, true>}, // gfx8
    {"V_SUBB_U32_sdwa", carrySDWA<true, false, true>},
    {"V_SUBBREV_U32_sdwa", carrySDWA<true, true, true>},
    INT32SDWA("AND_B32", andB32, 2),
    INT32SDWA("XOR_B32", xorB32, 2),
    INT32SDWA("LSHLREV_B32", lshlrevB32, 2),
    INT32SDWA("LSHRREV_B32", lshrrevB32, 2),
    INT32SDWA("ASHRREV_I32", ashrrevI32, 2),
    INT32SDWA("MAX_U32", maxU32, 2),
    INT32SDWA("MIN_U32", minU32, 2),
    INT32SDWA("MAX_I32", maxI32, 2),
    INT32SDWA("MIN_I32", minI32, 2),
    INT32SDWA("MUL_U32_U24", mulU32U24, 2),
    INT32SDWA("MUL_I32_I24", mulI32I24, 2),
    INT32SDWA("CVT_F32_U32", cvtF32U32, 1),
    INT32SDWA("CVT_F32_I32", cvtF32I32, 1),
    INT32SDWA("CVT_F32_UBYTE0", cvtF32Ubyte<0>, 1),
    INT32SDWA("CVT_F32_UBYTE1", cvtF32Ubyte<1>, 1),
    INT32SDWA("CVT_F32_UBYTE2", cvtF32Ubyte<2>, 1),
    INT32SDWA("CVT_F32_UBYTE3", cvtF32Ubyte<3>, 1),
    {"V_ADD_F32_sdwa", sdwa<addF32, Ty::F32, 2, 32>},
    {"V_SUB_F32_sdwa", sdwa<subF32, Ty::F32, 2, 32>},
    {"V_MUL_F32_sdwa", sdwa<mulF32, Ty::F32, 2, 32>},
    {"V_FLOOR_F32_sdwa", sdwa<floorF32, Ty::F32, 1, 32>},
    {"V_CEIL_F32_sdwa", sdwa<ceilF32, Ty::F32, 1, 32>},
    {"V_TRUNC_F32_sdwa", sdwa<truncF32, Ty::F32, 1, 32>},
    {"V_RNDNE_F32_sdwa", sdwa<rndneF32, Ty::F32, 1, 32>},
    {"V_FRACT_F32_sdwa", sdwa<fractF32, Ty::F32, 1, 32>},
    {"V_CVT_U32_F32_sdwa", sdwa<cvtU32F32, Ty::F32, 1, 32>},
    {"V_CVT_I32_F32_sdwa", sdwa<cvtI32F32, Ty::F32, 1, 32>},
    CMPINT32SDWA("EQ", cEq),
    CMPINT32SDWA("NE", cNe),
    CMPINT32SDWA("LT", cLt),
    CMPINT32SDWA("LE", cLe),
    CMPINT32SDWA("GT", cGt),
    CMPINT32SDWA("GE", cGe),
    CMPINT16("EQ", cEq),
    CMPINT16("NE", cNe),
    CMPINT16("LT", cLt),
    CMPINT16("LE", cLe),
    CMPINT16("GT", cGt),
    CMPINT16("GE", cGe),
    CMP16("EQ", "F16", float, cEq),
    CMP16("LT", "F16", float, cLt),
    CMP16("LE", "F16", float, cLe),
    CMP16("GT", "F16", float, cGt),
    CMP16("GE", "F16", float, cGe),
    CMP16("LG", "F16", float, cLg),
    CMP16("O", "F16", float, cO),
    CMP16("U", "F16", float, cU),
    CMP16("NGE", "F16", float, cNge),
    CMP16("NGT", "F16", float, cNgt),
    CMP16("NLE", "F16", float, cNle),
    CMP16("NLT", "F16", float, cNlt),
    CMP16("NEQ", "F16", float, cNeq),
    CMP16("NLG", "F16", float, cNlg),
};

ArrayRef<OpEntry> vector16Ops() { return Vector16Table; }

} // namespace emu
} // namespace amdcl2
