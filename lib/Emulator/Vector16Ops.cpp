//===- Vector16Ops.cpp - 16-bit, packed and SDWA vector instructions ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What LLVM selects for short, char and half arithmetic on gfx8/gfx9:
/// - 16-bit integer VOP1/VOP2/VOP3 operations and compares, on the low half
///   of their sources, the result in the low half and the high half zeroed
///   (gfx8, and gfx9's VOP1/VOP2 and _legacy VOP3 forms); gfx9's op_sel VOP3
///   forms (v_mad_u16, v_fma_f16...) read the half op_sel names and keep the
///   other half of the destination;
/// - SDWA forms of VOP1/VOP2 operations: each source a byte, word or dword
///   of its register (sign-extended with sext for integers), the result
///   written to a byte, word or the dword of the destination, the rest
///   zeroed, sign-extended or kept (dst_unused);
/// - gfx9's packed math (v_pk_*), each half with its own op_sel/op_sel_hi
///   and, for halves, neg_lo/neg_hi;
/// - half conversions to and from 16-bit integers and v_pack_b32_f16.
/// Half arithmetic follows MODE's f64/f16 fields (FPMode.h), f32 its f32
/// fields. Clamp and output modifiers are refused, as elsewhere.
///
//===----------------------------------------------------------------------===//

#include "Exec.h"
#include "FPMode.h"
#include "Texel.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
//===-- Lane functions ----------------------------------------------------===//
// Each takes its sources as 32-bit values, the 16-bit ones in the low half,
// and returns the result in the low half (or the dword, for 32-bit ops).

using Lane2 = uint32_t (*)(const FPScope &, uint32_t, uint32_t);
using Lane3 = uint32_t (*)(const FPScope &, uint32_t, uint32_t, uint32_t);

int32_t s16(uint32_t V) { return int16_t(V); }

uint32_t addU16(const FPScope &, uint32_t A, uint32_t B) { return A + B; }
uint32_t subU16(const FPScope &, uint32_t A, uint32_t B) { return A - B; }
uint32_t subrevU16(const FPScope &, uint32_t A, uint32_t B) { return B - A; }
uint32_t mulLoU16(const FPScope &, uint32_t A, uint32_t B) { return A * B; }
uint32_t lshlrevB16(const FPScope &, uint32_t A, uint32_t B) {
  return B << (A & 15);
}
uint32_t lshrrevB16(const FPScope &, uint32_t A, uint32_t B) {
  return (B & 0xffff) >> (A & 15);
}
uint32_t ashrrevI16(const FPScope &, uint32_t A, uint32_t B) {
  return uint32_t(s16(B) >> (A & 15));
}
uint32_t maxU16(const FPScope &, uint32_t A, uint32_t B) {
  return std::max(A & 0xffff, B & 0xffff);
}
uint32_t minU16(const FPScope &, uint32_t A, uint32_t B) {
  return std::min(A & 0xffff, B & 0xffff);
}
uint32_t maxI16(const FPScope &, uint32_t A, uint32_t B) {
  return uint32_t(std::max(s16(A), s16(B)));
}
uint32_t minI16(const FPScope &, uint32_t A, uint32_t B) {
  return uint32_t(std::min(s16(A), s16(B)));
}
uint32_t madU16(const FPScope &, uint32_t A, uint32_t B, uint32_t C) {
  return A * B + C;
}

/// A half source: a denormal flushed as MODE's f16 input field says.
float halfIn(const FPScope &S, uint32_t H) {
  float F = halfToFloat(H & 0xffff);
  if (S.flushesIn() && F != 0 && std::fabs(F) < 0x1p-14f)
    F = std::copysign(0.0f, F);
  return F;
}
/// \p V rounded to half as \p S says, a denormal result flushed.
uint32_t halfOut(const FPScope &S, float V) {
  uint32_t H = floatToHalf(V, S.rounding());
  if (S.flushesOut() && (H & 0x7c00) == 0)
    H &= 0x8000;
  return H;
}
// Computed in float and rounded to half in the same direction: float has
// more than 2 * 11 + 2 bits, so this is the correctly rounded half in
// every mode (also for fma: the product of two halves is exact in float,
// and the sum is rounded once more only to float's precision).
uint32_t addF16(const FPScope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, A) + halfIn(S, B));
}
uint32_t subF16(const FPScope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, A) - halfIn(S, B));
}
uint32_t subrevF16(const FPScope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, B) - halfIn(S, A));
}
uint32_t mulF16(const FPScope &S, uint32_t A, uint32_t B) {
  return halfOut(S, halfIn(S, A) * halfIn(S, B));
}
uint32_t maxF16(const FPScope &S, uint32_t A, uint32_t B) {
  return halfOut(S, std::fmax(halfIn(S, A), halfIn(S, B)));
}
uint32_t minF16(const FPScope &S, uint32_t A, uint32_t B) {
  return halfOut(S, std::fmin(halfIn(S, A), halfIn(S, B)));
}
uint32_t fmaF16(const FPScope &S, uint32_t A, uint32_t B, uint32_t C) {
  double R = double(halfIn(S, A)) * halfIn(S, B) + halfIn(S, C);
  return halfOut(S, float(R));
}

// 32-bit operations with SDWA forms.
uint32_t movB32(const FPScope &, uint32_t A, uint32_t) { return A; }
uint32_t orB32(const FPScope &, uint32_t A, uint32_t B) { return A | B; }
uint32_t andB32(const FPScope &, uint32_t A, uint32_t B) { return A & B; }
uint32_t xorB32(const FPScope &, uint32_t A, uint32_t B) { return A ^ B; }
uint32_t lshlrevB32(const FPScope &, uint32_t A, uint32_t B) {
  return B << (A & 31);
}
uint32_t lshrrevB32(const FPScope &, uint32_t A, uint32_t B) {
  return B >> (A & 31);
}
uint32_t ashrrevI32(const FPScope &, uint32_t A, uint32_t B) {
  return uint32_t(int32_t(B) >> (A & 31));
}
float f32In(const FPScope &S, uint32_t V) { return S.in(bit_cast<float>(V)); }
uint32_t f32Out(const FPScope &S, float V) {
  return bit_cast<uint32_t>(S.out(V));
}
uint32_t addF32(const FPScope &S, uint32_t A, uint32_t B) {
  return f32Out(S, f32In(S, A) + f32In(S, B));
}
uint32_t mulF32(const FPScope &S, uint32_t A, uint32_t B) {
  return f32Out(S, f32In(S, A) * f32In(S, B));
}
uint32_t cvtF32U32(const FPScope &, uint32_t A, uint32_t) {
  return bit_cast<uint32_t>(float(A));
}
uint32_t cvtF32I32(const FPScope &, uint32_t A, uint32_t) {
  return bit_cast<uint32_t>(float(int32_t(A)));
}
/// Float to integer: truncated, clamped, NaN to 0.
template <typename To, typename From> To clampCvt(From F) {
  if (std::isnan(F))
    return 0;
  if (F <= From(std::numeric_limits<To>::min()))
    return std::numeric_limits<To>::min();
  if (F >= From(std::numeric_limits<To>::max()))
    return std::numeric_limits<To>::max();
  return To(F);
}
uint32_t cvtU32F32(const FPScope &S, uint32_t A, uint32_t) {
  return clampCvt<uint32_t>(f32In(S, A));
}
uint32_t cvtI32F32(const FPScope &S, uint32_t A, uint32_t) {
  return uint32_t(clampCvt<int32_t>(f32In(S, A)));
}
uint32_t cvtF16U16(const FPScope &S, uint32_t A, uint32_t) {
  return halfOut(S, float(A & 0xffff));
}
uint32_t cvtF16I16(const FPScope &S, uint32_t A, uint32_t) {
  return halfOut(S, float(s16(A)));
}
uint32_t cvtU16F16(const FPScope &S, uint32_t A, uint32_t) {
  return clampCvt<uint16_t>(halfIn(S, A));
}
uint32_t cvtI16F16(const FPScope &S, uint32_t A, uint32_t) {
  return uint16_t(clampCvt<int16_t>(halfIn(S, A)));
}
/// The f16 result of v_cvt_f16_f32 rounds by the f16 field (its f32 source
/// is not flushed in the SDWA form: assumed).
uint32_t cvtF16F32(const FPScope &S, uint32_t A, uint32_t) {
  return halfOut(S, bit_cast<float>(A));
}
uint32_t cvtF32F16(const FPScope &S, uint32_t A, uint32_t) {
  return bit_cast<uint32_t>(halfIn(S, A));
}

//===-- Sources, results
//---------------------------------------------------===//

/// How an operation reads its sources (integer: sext; f16, f32: neg and abs
/// on their sign bit).
enum class Ty { Int, F16, F32 };
/// The MODE fields an operation follows by default: f16's for halves,
/// f32's otherwise (an integer-to-f32 conversion rounds by them).
constexpr FPWidth widthOf(Ty T) {
  return T == Ty::F16 ? FPWidth::F64F16 : FPWidth::F32;
}

FPScope scopeFor(const ExecContext &C, FPWidth W) {
  return FPScope(C.W.Mode, W, DenormRule::Mode, C.GFX9);
}

/// neg/abs of a half or float value's sign bit.
uint32_t floatMods(uint32_t V, unsigned Mods, Ty T) {
  uint32_t Sign = T == Ty::F16 ? 0x8000 : 0x80000000;
  if (T == Ty::Int)
    return V;
  if (Mods & 2)
    V &= ~Sign;
  if (Mods & 1)
    V ^= Sign;
  return V;
}
/// A 16-bit source of a VOP1/VOP2/VOP3 form: op_sel (Mods bit 2, gfx9
/// VOP3) takes the high half.
uint32_t src16(const ExecContext &C, const Operand &O, unsigned L, Ty T) {
  uint32_t V = readV32(C, O, L);
  if (O.Mods & 4)
    V >>= 16;
  return floatMods(V & 0xffff, O.Mods, T);
}
/// Writes a 16-bit result: the high half zeroed, or with \p Keep the other
/// half kept and \p Hi choosing the half written.
void write16(ExecContext &C, const Operand &D, unsigned L, uint32_t R,
             bool Keep, bool Hi) {
  uint32_t Old = C.W.v(D.Reg, L);
  R &= 0xffff;
  if (!Keep)
    C.W.v(D.Reg, L) = R;
  else if (Hi)
    C.W.v(D.Reg, L) = (Old & 0xffff) | R << 16;
  else
    C.W.v(D.Reg, L) = (Old & 0xffff0000) | R;
}
/// Clamp and output modifiers are not modelled.
bool noOutMods(ExecContext &C, const DecodedInst &I, unsigned Count) {
  for (unsigned K = 0; K < std::min<unsigned>(Count, I.NumImms); ++K)
    if (I.Imms[K])
      return fail(C, "clamp/omod on a 16-bit or SDWA instruction is not "
                     "modelled");
  return true;
}

//===-- VOP1/VOP2/VOP3 16-bit forms ---------------------------------------===//

/// A 16-bit VOP1 (\p Srcs 1) or VOP2 operation and its VOP3 form; gfx9's
/// VOP3 op_sel: the destination half is src0's bit 3 (the other kept).
template <Lane2 F, Ty T, unsigned Srcs = 2>
bool op16(ExecContext &C, const DecodedInst &I) {
  if (!noOutMods(C, I, I.NumImms))
    return false;
  FPScope S = scopeFor(C, widthOf(T));
  bool Hi = C.GFX9 && (I.src(0).Mods & 8);
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = src16(C, I.src(0), L, T);
    uint32_t B = Srcs > 1 ? src16(C, I.src(1), L, T) : 0;
    write16(C, I.def(0), L, F(S, A, B), Hi, Hi);
  });
  return true;
}
/// A three-source 16-bit VOP3 (mad, fma): gfx8 and gfx9's _legacy forms
/// zero the high half, gfx9's op_sel forms keep the half not written.
template <Lane3 F, Ty T, bool Legacy>
bool op16x3(ExecContext &C, const DecodedInst &I) {
  if (!noOutMods(C, I, I.NumImms))
    return false;
  FPScope S = scopeFor(C, widthOf(T));
  bool Keep = C.GFX9 && !Legacy, Hi = Keep && (I.src(0).Mods & 8);
  forActiveLanes(C, [&](unsigned L) {
    uint32_t R = F(S, src16(C, I.src(0), L, T), src16(C, I.src(1), L, T),
                   src16(C, I.src(2), L, T));
    write16(C, I.def(0), L, R, Keep, Hi);
  });
  return true;
}
/// v_pack_b32_f16 D = {src1 half, src0 half}.
bool packB32F16(ExecContext &C, const DecodedInst &I) {
  if (!noOutMods(C, I, I.NumImms))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t Lo = src16(C, I.src(0), L, Ty::F16);
    uint32_t Hi = src16(C, I.src(1), L, Ty::F16);
    writeV32(C, I.def(0), L, Lo | Hi << 16);
  });
  return true;
}

/// 16-bit compares: a lane mask (VCC for e32), 0 in inactive lanes; the
/// CMPX forms write EXEC too.
template <typename T> T value16(const FPScope &S, uint32_t V) {
  if constexpr (std::is_same_v<T, float>)
    return halfIn(S, V);
  else
    return T(V);
}
template <typename T, bool (*P)(T, T), bool X>
bool cmp16(ExecContext &C, const DecodedInst &I) {
  constexpr Ty K = std::is_same_v<T, float> ? Ty::F16 : Ty::Int;
  FPScope S = scopeFor(C, widthOf(K));
  uint64_t M = 0;
  forActiveLanes(C, [&](unsigned L) {
    T A = value16<T>(S, src16(C, I.src(0), L, K));
    T B = value16<T>(S, src16(C, I.src(1), L, K));
    if (P(A, B))
      M |= 1ull << L;
  });
  writeMask(C, I.NumDefs ? &I.def(0) : nullptr, M);
  if (X)
    C.W.setExec(M);
  return true;
}
template <typename T> bool eq(T A, T B) { return A == B; }
template <typename T> bool ne(T A, T B) { return A != B; }
template <typename T> bool lt(T A, T B) { return A < B; }
template <typename T> bool le(T A, T B) { return A <= B; }
template <typename T> bool gt(T A, T B) { return A > B; }
template <typename T> bool ge(T A, T B) { return A >= B; }
template <typename T> bool lg(T A, T B) { return A < B || A > B; }
template <typename T> bool o(T A, T B) {
  return !std::isnan(A) && !std::isnan(B);
}
template <typename T> bool u(T A, T B) {
  return std::isnan(A) || std::isnan(B);
}
template <typename T> bool nge(T A, T B) { return !(A >= B); }
template <typename T> bool ngt(T A, T B) { return !(A > B); }
template <typename T> bool nle(T A, T B) { return !(A <= B); }
template <typename T> bool nlt(T A, T B) { return !(A < B); }
template <typename T> bool neq(T A, T B) { return !(A == B); }
template <typename T> bool nlg(T A, T B) { return !lg(A, B); }

//===-- Packed math (gfx9 VOP3P) ------------------------------------------===//

/// One half of a packed source: op_sel (Mods bit 2) picks the half of the
/// low result, op_sel_hi (bit 3) that of the high one; neg_lo (bit 0) and
/// neg_hi (bit 1) negate halves.
uint32_t packedHalf(const ExecContext &C, const Operand &O, unsigned L,
                    bool HiResult, Ty T) {
  uint32_t V = readV32(C, O, L);
  bool Sel = (O.Mods >> (HiResult ? 3 : 2)) & 1;
  V = (Sel ? V >> 16 : V) & 0xffff;
  if (T == Ty::F16 && ((O.Mods >> (HiResult ? 1 : 0)) & 1))
    V ^= 0x8000;
  return V;
}
template <Lane3 F, Ty T, unsigned Srcs>
bool packed(ExecContext &C, const DecodedInst &I) {
  if (!noOutMods(C, I, I.NumImms))
    return false;
  FPScope S = scopeFor(C, widthOf(T));
  forActiveLanes(C, [&](unsigned L) {
    uint32_t R = 0;
    for (bool Hi : {false, true}) {
      uint32_t A = packedHalf(C, I.src(0), L, Hi, T);
      uint32_t B = Srcs > 1 ? packedHalf(C, I.src(1), L, Hi, T) : 0;
      uint32_t D = Srcs > 2 ? packedHalf(C, I.src(2), L, Hi, T) : 0;
      R |= (F(S, A, B, D) & 0xffff) << (Hi ? 16 : 0);
    }
    writeV32(C, I.def(0), L, R);
  });
  return true;
}
/// A two-source lane function as a three-source one.
template <Lane2 F>
uint32_t as3(const FPScope &S, uint32_t A, uint32_t B, uint32_t) {
  return F(S, A, B);
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
/// An SDWA source: the part src_sel names, then sext (integer ops; MC's
/// modifier bit 4) or neg/abs (float ops) from the modifiers.
uint32_t sdwaSrc(const ExecContext &C, const Operand &O, unsigned L,
                 unsigned Sel, Ty T) {
  constexpr unsigned Sext = 16;
  uint32_t V =
      selectPart(readV32(C, O, L), Sel, T == Ty::Int && (O.Mods & Sext));
  return floatMods(V, O.Mods, T);
}
/// Places \p R in the part dst_sel names; dst_unused: 0 zero the rest,
/// 1 sign-extend into the bits above, 2 keep the rest.
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
/// The SDWA form of a VOP1 (\p Srcs 1) or VOP2 operation: the last
/// immediates are dst_sel, dst_unused, src0_sel (, src1_sel); those before
/// them clamp (and omod), refused when set. \p W: the MODE fields of the
/// result (a conversion's differ from its source's).
template <Lane2 F, Ty T, unsigned Srcs, FPWidth W = widthOf(T)>
bool sdwa(ExecContext &C, const DecodedInst &I) {
  unsigned Sels = Srcs + 2;
  if (I.NumImms < Sels)
    return fail(C, "an SDWA instruction without its selects");
  if (!noOutMods(C, I, I.NumImms - Sels))
    return false;
  const int64_t *Sel = I.Imms + I.NumImms - Sels;
  FPScope S = scopeFor(C, W);
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = sdwaSrc(C, I.src(0), L, Sel[2], T);
    uint32_t B = Srcs > 1 ? sdwaSrc(C, I.src(1), L, Sel[3], T) : 0;
    uint32_t &D = C.W.v(I.def(0).Reg, L);
    D = sdwaDst(D, F(S, A, B), Sel[0], Sel[1]);
  });
  return true;
}
} // namespace

#define INT16_OPS(NAME, FN)                                                    \
  {"V_" NAME, op16<FN, Ty::Int>}, {"V_" NAME "_sdwa", sdwa<FN, Ty::Int, 2>}, { \
    "V_PK_" NAME, packed<as3<FN>, Ty::Int, 2>                                  \
  }
#define CMP16(SUF, T)                                                          \
  {"V_CMP_EQ_" SUF, cmp16<T, eq<T>, false>},                                   \
      {"V_CMP_NE_" SUF, cmp16<T, ne<T>, false>},                               \
      {"V_CMP_LT_" SUF, cmp16<T, lt<T>, false>},                               \
      {"V_CMP_LE_" SUF, cmp16<T, le<T>, false>},                               \
      {"V_CMP_GT_" SUF, cmp16<T, gt<T>, false>},                               \
      {"V_CMP_GE_" SUF, cmp16<T, ge<T>, false>},                               \
      {"V_CMPX_EQ_" SUF, cmp16<T, eq<T>, true>},                               \
      {"V_CMPX_NE_" SUF, cmp16<T, ne<T>, true>},                               \
      {"V_CMPX_LT_" SUF, cmp16<T, lt<T>, true>},                               \
      {"V_CMPX_LE_" SUF, cmp16<T, le<T>, true>},                               \
      {"V_CMPX_GT_" SUF, cmp16<T, gt<T>, true>}, {                             \
    "V_CMPX_GE_" SUF, cmp16<T, ge<T>, true>                                    \
  }
#define CMP16F(NAME, FN)                                                       \
  {"V_CMP_" NAME "_F16", cmp16<float, FN<float>, false>}, {                    \
    "V_CMPX_" NAME "_F16", cmp16<float, FN<float>, true>                       \
  }

static const OpEntry Vector16Table[] = {
    INT16_OPS("ADD_U16", addU16),
    INT16_OPS("SUB_U16", subU16),
    INT16_OPS("SUBREV_U16", subrevU16),
    INT16_OPS("MUL_LO_U16", mulLoU16),
    INT16_OPS("LSHLREV_B16", lshlrevB16),
    INT16_OPS("LSHRREV_B16", lshrrevB16),
    INT16_OPS("ASHRREV_I16", ashrrevI16),
    INT16_OPS("MAX_U16", maxU16),
    INT16_OPS("MIN_U16", minU16),
    INT16_OPS("MAX_I16", maxI16),
    INT16_OPS("MIN_I16", minI16),
    {"V_MAD_U16", op16x3<madU16, Ty::Int, false>},
    {"V_MAD_I16", op16x3<madU16, Ty::Int, false>},
    {"V_MAD_LEGACY_U16", op16x3<madU16, Ty::Int, true>},
    {"V_MAD_LEGACY_I16", op16x3<madU16, Ty::Int, true>},
    {"V_PK_MAD_U16", packed<madU16, Ty::Int, 3>},
    {"V_PK_MAD_I16", packed<madU16, Ty::Int, 3>},
    {"V_ADD_F16_sdwa", sdwa<addF16, Ty::F16, 2>},
    {"V_SUB_F16_sdwa", sdwa<subF16, Ty::F16, 2>},
    {"V_SUBREV_F16_sdwa", sdwa<subrevF16, Ty::F16, 2>},
    {"V_MUL_F16_sdwa", sdwa<mulF16, Ty::F16, 2>},
    {"V_MAX_F16_sdwa", sdwa<maxF16, Ty::F16, 2>},
    {"V_MIN_F16_sdwa", sdwa<minF16, Ty::F16, 2>},
    {"V_PK_ADD_F16", packed<as3<addF16>, Ty::F16, 2>},
    {"V_PK_MUL_F16", packed<as3<mulF16>, Ty::F16, 2>},
    {"V_PK_MAX_F16", packed<as3<maxF16>, Ty::F16, 2>},
    {"V_PK_MIN_F16", packed<as3<minF16>, Ty::F16, 2>},
    {"V_PK_FMA_F16", packed<fmaF16, Ty::F16, 3>},
    {"V_FMA_F16", op16x3<fmaF16, Ty::F16, false>},
    {"V_FMA_LEGACY_F16", op16x3<fmaF16, Ty::F16, true>},
    {"V_PACK_B32_F16", packB32F16},
    {"V_CVT_F16_U16", op16<cvtF16U16, Ty::F16, 1>},
    {"V_CVT_F16_I16", op16<cvtF16I16, Ty::F16, 1>},
    {"V_CVT_U16_F16", op16<cvtU16F16, Ty::F16, 1>},
    {"V_CVT_I16_F16", op16<cvtI16F16, Ty::F16, 1>},
    {"V_CVT_F16_F32_sdwa", sdwa<cvtF16F32, Ty::F32, 1, FPWidth::F64F16>},
    {"V_CVT_F32_F16_sdwa", sdwa<cvtF32F16, Ty::F16, 1>},
    {"V_MOV_B32_sdwa", sdwa<movB32, Ty::Int, 1>},
    {"V_OR_B32_sdwa", sdwa<orB32, Ty::Int, 2>},
    {"V_AND_B32_sdwa", sdwa<andB32, Ty::Int, 2>},
    {"V_XOR_B32_sdwa", sdwa<xorB32, Ty::Int, 2>},
    {"V_LSHLREV_B32_sdwa", sdwa<lshlrevB32, Ty::Int, 2>},
    {"V_LSHRREV_B32_sdwa", sdwa<lshrrevB32, Ty::Int, 2>},
    {"V_ASHRREV_I32_sdwa", sdwa<ashrrevI32, Ty::Int, 2>},
    {"V_ADD_F32_sdwa", sdwa<addF32, Ty::F32, 2>},
    {"V_MUL_F32_sdwa", sdwa<mulF32, Ty::F32, 2>},
    {"V_CVT_F32_U32_sdwa", sdwa<cvtF32U32, Ty::Int, 1>},
    {"V_CVT_F32_I32_sdwa", sdwa<cvtF32I32, Ty::Int, 1>},
    {"V_CVT_U32_F32_sdwa", sdwa<cvtU32F32, Ty::F32, 1>},
    {"V_CVT_I32_F32_sdwa", sdwa<cvtI32F32, Ty::F32, 1>},
    CMP16("U16", uint16_t),
    CMP16("I16", int16_t),
    CMP16F("EQ", eq),
    CMP16F("NE", ne),
    CMP16F("LT", lt),
    CMP16F("LE", le),
    CMP16F("GT", gt),
    CMP16F("GE", ge),
    CMP16F("LG", lg),
    CMP16F("O", o),
    CMP16F("U", u),
    CMP16F("NGE", nge),
    CMP16F("NGT", ngt),
    CMP16F("NLE", nle),
    CMP16F("NLT", nlt),
    CMP16F("NEQ", neq),
    CMP16F("NLG", nlg),
};

ArrayRef<OpEntry> vector16Ops() { return Vector16Table; }

} // namespace emu
} // namespace amdcl2
