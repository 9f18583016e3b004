//===- ScalarOps.cpp - Semantics of SOP1/SOP2/SOPK/SOPC/SOPP --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Scalar ALU and program-control instructions. SCC follows the ISA manuals:
/// carry/borrow for the unsigned add/sub, signed overflow for the signed
/// ones, "result != 0" for the bitwise ops and shifts.
///
//===----------------------------------------------------------------------===//

#include "Exec.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
/// sdst = F(src0, src1) on 32 bits; F may set SCC.
template <uint32_t (*F)(ExecContext &, uint32_t, uint32_t)>
bool sop2_32(ExecContext &C, const DecodedInst &I) {
  writeS32(C, I.def(0), F(C, readS32(C, I.src(0)), readS32(C, I.src(1))));
  return true;
}
template <uint64_t (*F)(ExecContext &, uint64_t, uint64_t)>
bool sop2_64(ExecContext &C, const DecodedInst &I) {
  writeS64(C, I.def(0), F(C, readS64(C, I.src(0)), readS64(C, I.src(1))));
  return true;
}
/// Shifts of 64-bit values take a 32-bit amount.
template <uint64_t (*F)(ExecContext &, uint64_t, uint64_t)>
bool sshift_64(ExecContext &C, const DecodedInst &I) {
  writeS64(C, I.def(0), F(C, readS64(C, I.src(0)), readS32(C, I.src(1))));
  return true;
}
template <typename T> T setNZ(ExecContext &C, T V) {
  C.W.SCC = V != 0;
  return V;
}

uint32_t addU32(ExecContext &C, uint32_t A, uint32_t B) {
  uint64_t R = uint64_t(A) + B;
  C.W.SCC = R >> 32;
  return R;
}
uint32_t addcU32(ExecContext &C, uint32_t A, uint32_t B) {
  uint64_t R = uint64_t(A) + B + C.W.SCC;
  C.W.SCC = R >> 32;
  return R;
}
uint32_t subU32(ExecContext &C, uint32_t A, uint32_t B) {
  C.W.SCC = B > A;
  return A - B;
}
uint32_t subbU32(ExecContext &C, uint32_t A, uint32_t B) {
  uint64_t Sub = uint64_t(B) + C.W.SCC;
  C.W.SCC = Sub > A;
  return uint32_t(A - Sub);
}
uint32_t addI32(ExecContext &C, uint32_t A, uint32_t B) {
  uint32_t R = A + B;
  C.W.SCC = ((A ^ R) & (B ^ R)) >> 31; // signs of both differ from result
  return R;
}
uint32_t subI32(ExecContext &C, uint32_t A, uint32_t B) {
  uint32_t R = A - B;
  C.W.SCC = ((A ^ B) & (A ^ R)) >> 31;
  return R;
}
uint32_t mulI32(ExecContext &, uint32_t A, uint32_t B) { return A * B; }
uint32_t mulHiU32(ExecContext &, uint32_t A, uint32_t B) {
  return (uint64_t(A) * B) >> 32;
}
uint32_t mulHiI32(ExecContext &, uint32_t A, uint32_t B) {
  return uint64_t(int64_t(int32_t(A)) * int32_t(B)) >> 32;
}
template <typename T, bool Max>
uint32_t minMax(ExecContext &C, uint32_t A, uint32_t B) {
  bool PickA = Max ? T(A) > T(B) : T(A) < T(B);
  C.W.SCC = PickA;
  return PickA ? A : B;
}
template <typename T> T andF(ExecContext &C, T A, T B) {
  return setNZ<T>(C, A & B);
}
template <typename T> T orF(ExecContext &C, T A, T B) {
  return setNZ<T>(C, A | B);
}
template <typename T> T xorF(ExecContext &C, T A, T B) {
  return setNZ<T>(C, A ^ B);
}
template <typename T> T andn2F(ExecContext &C, T A, T B) {
  return setNZ<T>(C, A & ~B);
}
template <typename T> T orn2F(ExecContext &C, T A, T B) {
  return setNZ<T>(C, A | ~B);
}
template <typename T> T nandF(ExecContext &C, T A, T B) {
  return setNZ<T>(C, ~(A & B));
}
template <typename T> T norF(ExecContext &C, T A, T B) {
  return setNZ<T>(C, ~(A | B));
}
template <typename T> T xnorF(ExecContext &C, T A, T B) {
  return setNZ<T>(C, ~(A ^ B));
}
uint32_t lshl32(ExecContext &C, uint32_t A, uint32_t B) {
  return setNZ<uint32_t>(C, A << (B & 31));
}
uint32_t lshr32(ExecContext &C, uint32_t A, uint32_t B) {
  return setNZ<uint32_t>(C, A >> (B & 31));
}
uint32_t ashr32(ExecContext &C, uint32_t A, uint32_t B) {
  return setNZ<uint32_t>(C, uint32_t(int32_t(A) >> (B & 31)));
}
uint64_t lshl64(ExecContext &C, uint64_t A, uint64_t B) {
  return setNZ<uint64_t>(C, A << (B & 63));
}
uint64_t lshr64(ExecContext &C, uint64_t A, uint64_t B) {
  return setNZ<uint64_t>(C, A >> (B & 63));
}
uint64_t ashr64(ExecContext &C, uint64_t A, uint64_t B) {
  return setNZ<uint64_t>(C, uint64_t(int64_t(A) >> (B & 63)));
}
template <unsigned N> uint32_t lshlAdd(ExecContext &C, uint32_t A, uint32_t B) {
  uint64_t R = (uint64_t(A) << N) + B;
  C.W.SCC = R >> 32;
  return R;
}
/// S_BFE: src1 = offset [4:0] (5:0 for 64 bits) | width [22:16]. A signed
/// field that runs past the top bit ends there and takes it as its sign
/// (LLVM's AMDGPU constant folding models the instruction so).
template <typename T, bool Signed> T bfe(ExecContext &C, T A, T B) {
  constexpr unsigned Bits = sizeof(T) * 8;
  unsigned Off = B & (Bits - 1), Width = (B >> 16) & 0x7f;
  if (Width == 0)
    return setNZ<T>(C, 0);
  if (Signed && Off + Width >= Bits)
    return setNZ<T>(C, T(std::make_signed_t<T>(A) >> Off));
  T V = A >> Off;
  if (Width < Bits)
    V &= (T(1) << Width) - 1;
  if (Signed && Width < Bits && (V >> (Width - 1)) & 1)
    V |= ~T(0) << Width;
  return setNZ<T>(C, V);
}
uint32_t bfm32(ExecContext &, uint32_t A, uint32_t B) {
  return ((1u << (A & 31)) - 1) << (B & 31);
}
uint32_t cselect32(ExecContext &C, uint32_t A, uint32_t B) {
  return C.W.SCC ? A : B;
}
uint64_t cselect64(ExecContext &C, uint64_t A, uint64_t B) {
  return C.W.SCC ? A : B;
}
uint32_t packLL(ExecContext &, uint32_t A, uint32_t B) {
  return (A & 0xffff) | (B << 16);
}
uint32_t packLH(ExecContext &, uint32_t A, uint32_t B) {
  return (A & 0xffff) | (B & 0xffff0000);
}
uint32_t packHH(ExecContext &, uint32_t A, uint32_t B) {
  return (A >> 16) | (B & 0xffff0000);
}
uint32_t absdiff(ExecContext &C, uint32_t A, uint32_t B) {
  int64_t D = int64_t(int32_t(A)) - int32_t(B);
  return setNZ<uint32_t>(C, uint32_t(D < 0 ? -D : D));
}

//===-- SOP1 --------------------------------------------------------------===//

template <uint32_t (*F)(ExecContext &, uint32_t)>
bool sop1_32(ExecContext &C, const DecodedInst &I) {
  writeS32(C, I.def(0), F(C, readS32(C, I.src(0))));
  return true;
}
template <uint64_t (*F)(ExecContext &, uint64_t)>
bool sop1_64(ExecContext &C, const DecodedInst &I) {
  writeS64(C, I.def(0), F(C, readS64(C, I.src(0))));
  return true;
}
/// 32-bit result from a 64-bit source (bcnt, ff1, flbit of b64).
template <uint32_t (*F)(ExecContext &, uint64_t)>
bool sop1_32of64(ExecContext &C, const DecodedInst &I) {
  writeS32(C, I.def(0), F(C, readS64(C, I.src(0))));
  return true;
}
uint32_t mov32(ExecContext &, uint32_t A) { return A; }
uint64_t mov64(ExecContext &, uint64_t A) { return A; }
uint32_t not32(ExecContext &C, uint32_t A) { return setNZ<uint32_t>(C, ~A); }
uint64_t not64(ExecContext &C, uint64_t A) { return setNZ<uint64_t>(C, ~A); }
uint32_t brev32(ExecContext &, uint32_t A) { return reverseBits(A); }
uint64_t brev64(ExecContext &, uint64_t A) { return reverseBits(A); }
uint32_t bcnt1_32(ExecContext &C, uint32_t A) {
  return setNZ<uint32_t>(C, popcount(A));
}
uint32_t bcnt1_64(ExecContext &C, uint64_t A) {
  return setNZ<uint32_t>(C, popcount(A));
}
uint32_t ff1_32(ExecContext &, uint32_t A) { return A ? countr_zero(A) : ~0u; }
uint32_t ff1_64(ExecContext &, uint64_t A) { return A ? countr_zero(A) : ~0u; }
/// Leading zeros from the MSB; -1 for 0.
uint32_t flbit32(ExecContext &, uint32_t A) { return A ? countl_zero(A) : ~0u; }
uint32_t flbit64(ExecContext &, uint64_t A) { return A ? countl_zero(A) : ~0u; }
uint32_t flbitI32(ExecContext &, uint32_t A) { return leadingSignBits(A); }
uint32_t sext8(ExecContext &, uint32_t A) {
  return uint32_t(int32_t(int8_t(A)));
}
uint32_t sext16(ExecContext &, uint32_t A) {
  return uint32_t(int32_t(int16_t(A)));
}
uint32_t abs32(ExecContext &C, uint32_t A) {
  int32_t V = int32_t(A);
  return setNZ<uint32_t>(C, V < 0 ? 0u - A : A);
}

/// S_*_SAVEEXEC_B64: sdst = EXEC; EXEC = F(src, EXEC); SCC = EXEC != 0.
template <uint64_t (*F)(uint64_t, uint64_t)>
bool saveexec(ExecContext &C, const DecodedInst &I) {
  uint64_t Old = C.W.exec(), Src = readS64(C, I.src(0));
  uint64_t New = F(Src, Old);
  writeS64(C, I.def(0), Old);
  C.W.setExec(New);
  C.W.SCC = New != 0;
  return true;
}
uint64_t seAnd(uint64_t S, uint64_t E) { return S & E; }
uint64_t seOr(uint64_t S, uint64_t E) { return S | E; }
uint64_t seXor(uint64_t S, uint64_t E) { return S ^ E; }
uint64_t seAndn2(uint64_t S, uint64_t E) { return S & ~E; }
uint64_t seOrn2(uint64_t S, uint64_t E) { return S | ~E; }

/// s_bitset0/1_b32 sdst, src0: clears or sets bit src0 of sdst itself.
template <bool Set> bool bitset(ExecContext &C, const DecodedInst &I) {
  uint32_t Bit = 1u << (readS32(C, I.src(0)) & 31);
  uint32_t &D = C.W.S[I.def(0).Reg];
  D = Set ? D | Bit : D & ~Bit;
  return true;
}
bool getpc(ExecContext &C, const DecodedInst &I) {
  writeS64(C, I.def(0), C.CodeAddr + C.NextPC);
  return true;
}
bool setpc(ExecContext &C, const DecodedInst &I) {
  C.NextPC = readS64(C, I.src(0)) - C.CodeAddr;
  return true;
}
/// s_swappc_b64 sdst, ssrc: a call (AMD's gfx7 code has subroutines): the
/// next instruction's address to sdst, then to the address in ssrc.
bool swappc(ExecContext &C, const DecodedInst &I) {
  uint64_t To = readS64(C, I.src(0));
  writeS64(C, I.def(0), C.CodeAddr + C.NextPC);
  C.NextPC = To - C.CodeAddr;
  return true;
}

//===-- SOPC --------------------------------------------------------------===//

template <typename T, bool (*P)(T, T)>
bool sopc(ExecContext &C, const DecodedInst &I) {
  if constexpr (sizeof(T) == 8)
    C.W.SCC = P(readS64(C, I.src(0)), readS64(C, I.src(1)));
  else
    C.W.SCC = P(T(readS32(C, I.src(0))), T(readS32(C, I.src(1))));
  return true;
}
template <typename T> bool eq(T A, T B) { return A == B; }
template <typename T> bool ne(T A, T B) { return A != B; }
template <typename T> bool gt(T A, T B) { return A > B; }
template <typename T> bool ge(T A, T B) { return A >= B; }
template <typename T> bool lt(T A, T B) { return A < B; }
template <typename T> bool le(T A, T B) { return A <= B; }
bool bit0(uint32_t A, uint32_t B) { return !((A >> (B & 31)) & 1); }
bool bit1(uint32_t A, uint32_t B) { return (A >> (B & 31)) & 1; }

//===-- SOPK --------------------------------------------------------------===//

/// SOPK operands: sdst (a def, or a source for the compares), simm16.
int32_t simm16(const DecodedInst &I) { return int16_t(I.Imms[0]); }
bool movk(ExecContext &C, const DecodedInst &I) {
  writeS32(C, I.def(0), uint32_t(simm16(I)));
  return true;
}
bool cmovk(ExecContext &C, const DecodedInst &I) {
  if (C.W.SCC)
    writeS32(C, I.def(0), uint32_t(simm16(I)));
  return true;
}
bool addk(ExecContext &C, const DecodedInst &I) {
  // The tied source is the destination register itself.
  writeS32(C, I.def(0), addI32(C, C.W.S[I.def(0).Reg], uint32_t(simm16(I))));
  return true;
}
bool mulk(ExecContext &C, const DecodedInst &I) {
  writeS32(C, I.def(0), C.W.S[I.def(0).Reg] * uint32_t(simm16(I)));
  return true;
}
template <typename T, bool (*P)(T, T), bool Signed>
bool cmpk(ExecContext &C, const DecodedInst &I) {
  uint32_t K = Signed ? uint32_t(simm16(I)) : uint32_t(uint16_t(I.Imms[0]));
  C.W.SCC = P(T(readS32(C, I.src(0))), T(K));
  return true;
}
/// hwreg(id, offset, size) as simm16: id [5:0], offset [10:6], size-1
/// [15:11]. Only MODE (1), TRAPSTS (3) are modelled.
uint32_t *hwreg(ExecContext &C, int64_t Simm, unsigned &Off, uint32_t &Mask) {
  unsigned Id = Simm & 0x3f;
  Off = (Simm >> 6) & 0x1f;
  unsigned Size = ((Simm >> 11) & 0x1f) + 1;
  Mask = Size >= 32 ? ~0u : ((1u << Size) - 1);
  if (Id == 1)
    return &C.W.Mode;
  if (Id == 3)
    return &C.W.TrapSts;
  return nullptr;
}
bool getreg(ExecContext &C, const DecodedInst &I) {
  unsigned Off;
  uint32_t Mask;
  uint32_t *R = hwreg(C, I.Imms[0], Off, Mask);
  if (!R)
    return fail(C, "s_getreg of hardware register " + Twine(I.Imms[0] & 0x3f) +
                       " is not modelled");
  writeS32(C, I.def(0), (*R >> Off) & Mask);
  return true;
}
bool setregValue(ExecContext &C, int64_t Simm, uint32_t V) {
  unsigned Off;
  uint32_t Mask;
  uint32_t *R = hwreg(C, Simm, Off, Mask);
  if (!R)
    return fail(C, "s_setreg of hardware register " + Twine(Simm & 0x3f) +
                       " is not modelled");
  *R = (*R & ~(Mask << Off)) | ((V & Mask) << Off);
  return true;
}
bool setreg(ExecContext &C, const DecodedInst &I) {
  return setregValue(C, I.Imms[0], readS32(C, I.src(0)));
}
/// s_setreg_imm32_b32 hwreg, literal: both are plain immediates.
bool setregImm(ExecContext &C, const DecodedInst &I) {
  return setregValue(C, I.Imms[1], uint32_t(I.Imms[0]));
}

//===-- SOPP --------------------------------------------------------------===//

bool nop(ExecContext &, const DecodedInst &) { return true; }
bool endpgm(ExecContext &C, const DecodedInst &) {
  C.W.Halted = true;
  return true;
}
bool barrier(ExecContext &C, const DecodedInst &) {
  C.Barrier = true;
  return true;
}
/// Branch targets: PC of the next instruction + simm16 * 4.
void jump(ExecContext &C, const DecodedInst &I) {
  C.NextPC = int64_t(I.Offset) + 4 + int64_t(int16_t(I.Imms[0])) * 4;
}
template <bool (*Cond)(const ExecContext &)>
bool cbranch(ExecContext &C, const DecodedInst &I) {
  if (Cond(C))
    jump(C, I);
  return true;
}
/// gfx6/gfx7's fork and join (CLRX's GCN 1.1 descriptions; AMD's compiler
/// uses them for unstructured control flow): the lanes of EXEC that pass
/// the mask and those that fail go one after the other, the larger group
/// first, the other pushed on the fork stack with its code offset; a join
/// whose saved CSP is below the current one pops and runs that group. The
/// hardware keeps the stack in SGPRs; here it is kept beside them, and
/// MODE[31:29] (CSP) is what the kernel sees of it.
unsigned forkCSP(const ExecContext &C) { return (C.W.Mode >> 29) & 7; }
void setForkCSP(ExecContext &C, unsigned CSP) {
  C.W.Mode = (C.W.Mode & 0x1fffffffu) | uint32_t(CSP) << 29;
}
bool forkI(ExecContext &C, const DecodedInst &I) {
  uint64_t Exec = C.W.exec(), Mask = readS64(C, I.src(0));
  uint64_t Pass = Exec & Mask, Fail = Exec & ~Mask;
  uint64_t Target = int64_t(I.Offset) + 4 + int64_t(int16_t(I.Imms[0])) * 4;
  if (Pass == Exec) {
    C.NextPC = Target;
    return true;
  }
  if (Fail == Exec)
    return true;
  unsigned CSP = forkCSP(C);
  if (CSP == 7)
    return fail(C, "s_cbranch_i_fork: the fork stack is full (CSP 7)");
  if (llvm::popcount(Fail) < llvm::popcount(Pass)) {
    C.W.setExec(Fail);
    C.W.ForkStack[CSP] = {Pass, Target};
  } else {
    C.W.setExec(Pass);
    C.W.ForkStack[CSP] = {Fail, C.NextPC};
    C.NextPC = Target;
  }
  setForkCSP(C, CSP + 1);
  return true;
}
bool join(ExecContext &C, const DecodedInst &I) {
  unsigned CSP = forkCSP(C);
  if (CSP == (readS32(C, I.src(0)) & 7))
    return true;
  if (CSP == 0)
    return fail(C, "s_cbranch_join: the fork stack is empty");
  --CSP;
  C.W.setExec(C.W.ForkStack[CSP].first);
  C.NextPC = C.W.ForkStack[CSP].second;
  setForkCSP(C, CSP);
  return true;
}
/// gfx9's s_call_b64 sdst, label: the next instruction's address to sdst,
/// then a branch (a call by the signed dword offset).
bool call(ExecContext &C, const DecodedInst &I) {
  writeS64(C, I.def(0), C.CodeAddr + C.NextPC);
  jump(C, I);
  return true;
}
bool always(const ExecContext &) { return true; }
bool scc0(const ExecContext &C) { return !C.W.SCC; }
bool scc1(const ExecContext &C) { return C.W.SCC; }
bool vccz(const ExecContext &C) { return C.W.vcc() == 0; }
bool vccnz(const ExecContext &C) { return C.W.vcc() != 0; }
bool execz(const ExecContext &C) { return C.W.exec() == 0; }
bool execnz(const ExecContext &C) { return C.W.exec() != 0; }
} // namespace

static const OpEntry ScalarTable[] = {
    // SOP2
    {"S_ADD_U32", sop2_32<addU32>},
    {"S_ADDC_U32", sop2_32<addcU32>},
    {"S_SUB_U32", sop2_32<subU32>},
    {"S_SUBB_U32", sop2_32<subbU32>},
    {"S_ADD_I32", sop2_32<addI32>},
    {"S_SUB_I32", sop2_32<subI32>},
    {"S_MUL_I32", sop2_32<mulI32>},
    {"S_MUL_HI_U32", sop2_32<mulHiU32>},
    {"S_MUL_HI_I32", sop2_32<mulHiI32>},
    {"S_MIN_I32", sop2_32<minMax<int32_t, false>>},
    {"S_MIN_U32", sop2_32<minMax<uint32_t, false>>},
    {"S_MAX_I32", sop2_32<minMax<int32_t, true>>},
    {"S_MAX_U32", sop2_32<minMax<uint32_t, true>>},
    {"S_AND_B32", sop2_32<andF<uint32_t>>},
    {"S_OR_B32", sop2_32<orF<uint32_t>>},
    {"S_XOR_B32", sop2_32<xorF<uint32_t>>},
    {"S_ANDN2_B32", sop2_32<andn2F<uint32_t>>},
    {"S_ORN2_B32", sop2_32<orn2F<uint32_t>>},
    {"S_NAND_B32", sop2_32<nandF<uint32_t>>},
    {"S_NOR_B32", sop2_32<norF<uint32_t>>},
    {"S_XNOR_B32", sop2_32<xnorF<uint32_t>>},
    {"S_AND_B64", sop2_64<andF<uint64_t>>},
    {"S_OR_B64", sop2_64<orF<uint64_t>>},
    {"S_XOR_B64", sop2_64<xorF<uint64_t>>},
    {"S_ANDN2_B64", sop2_64<andn2F<uint64_t>>},
    {"S_ORN2_B64", sop2_64<orn2F<uint64_t>>},
    {"S_NAND_B64", sop2_64<nandF<uint64_t>>},
    {"S_NOR_B64", sop2_64<norF<uint64_t>>},
    {"S_XNOR_B64", sop2_64<xnorF<uint64_t>>},
    {"S_LSHL_B32", sop2_32<lshl32>},
    {"S_LSHR_B32", sop2_32<lshr32>},
    {"S_ASHR_I32", sop2_32<ashr32>},
    {"S_LSHL_B64", sshift_64<lshl64>},
    {"S_LSHR_B64", sshift_64<lshr64>},
    {"S_ASHR_I64", sshift_64<ashr64>},
    {"S_LSHL1_ADD_U32", sop2_32<lshlAdd<1>>},
    {"S_LSHL2_ADD_U32", sop2_32<lshlAdd<2>>},
    {"S_LSHL3_ADD_U32", sop2_32<lshlAdd<3>>},
    {"S_LSHL4_ADD_U32", sop2_32<lshlAdd<4>>},
    {"S_BFE_U32", sop2_32<bfe<uint32_t, false>>},
    {"S_BFE_I32", sop2_32<bfe<uint32_t, true>>},
    {"S_BFE_U64", sshift_64<bfe<uint64_t, false>>},
    {"S_BFE_I64", sshift_64<bfe<uint64_t, true>>},
    {"S_BFM_B32", sop2_32<bfm32>},
    {"S_CSELECT_B32", sop2_32<cselect32>},
    {"S_CSELECT_B64", sop2_64<cselect64>},
    {"S_ABSDIFF_I32", sop2_32<absdiff>},
    {"S_PACK_LL_B32_B16", sop2_32<packLL>},
    {"S_PACK_LH_B32_B16", sop2_32<packLH>},
    {"S_PACK_HH_B32_B16", sop2_32<packHH>},
    // SOP1
    {"S_MOV_B32", sop1_32<mov32>},
    {"S_MOV_B64", sop1_64<mov64>},
    {"S_NOT_B32", sop1_32<not32>},
    {"S_NOT_B64", sop1_64<not64>},
    {"S_BREV_B32", sop1_32<brev32>},
    {"S_BREV_B64", sop1_64<brev64>},
    {"S_BCNT1_I32_B32", sop1_32<bcnt1_32>},
    {"S_BCNT1_I32_B64", sop1_32of64<bcnt1_64>},
    {"S_FF1_I32_B32", sop1_32<ff1_32>},
    {"S_FF1_I32_B64", sop1_32of64<ff1_64>},
    {"S_FLBIT_I32_B32", sop1_32<flbit32>},
    {"S_FLBIT_I32_B64", sop1_32of64<flbit64>},
    {"S_FLBIT_I32", sop1_32<flbitI32>},
    {"S_SEXT_I32_I8", sop1_32<sext8>},
    {"S_SEXT_I32_I16", sop1_32<sext16>},
    {"S_ABS_I32", sop1_32<abs32>},
    {"S_AND_SAVEEXEC_B64", saveexec<seAnd>},
    {"S_OR_SAVEEXEC_B64", saveexec<seOr>},
    {"S_XOR_SAVEEXEC_B64", saveexec<seXor>},
    {"S_ANDN2_SAVEEXEC_B64", saveexec<seAndn2>},
    {"S_ORN2_SAVEEXEC_B64", saveexec<seOrn2>},
    {"S_BITSET0_B32", bitset<false>},
    {"S_BITSET1_B32", bitset<true>},
    {"S_GETPC_B64", getpc},
    {"S_SETPC_B64", setpc},
    {"S_SWAPPC_B64", swappc},
    {"S_CALL_B64", call}, // gfx9
    // SOPC
    {"S_CMP_EQ_I32", sopc<int32_t, eq<int32_t>>},
    {"S_CMP_LG_I32", sopc<int32_t, ne<int32_t>>},
    {"S_CMP_GT_I32", sopc<int32_t, gt<int32_t>>},
    {"S_CMP_GE_I32", sopc<int32_t, ge<int32_t>>},
    {"S_CMP_LT_I32", sopc<int32_t, lt<int32_t>>},
    {"S_CMP_LE_I32", sopc<int32_t, le<int32_t>>},
    {"S_CMP_EQ_U32", sopc<uint32_t, eq<uint32_t>>},
    {"S_CMP_LG_U32", sopc<uint32_t, ne<uint32_t>>},
    {"S_CMP_GT_U32", sopc<uint32_t, gt<uint32_t>>},
    {"S_CMP_GE_U32", sopc<uint32_t, ge<uint32_t>>},
    {"S_CMP_LT_U32", sopc<uint32_t, lt<uint32_t>>},
    {"S_CMP_LE_U32", sopc<uint32_t, le<uint32_t>>},
    {"S_CMP_EQ_U64", sopc<uint64_t, eq<uint64_t>>},
    {"S_CMP_LG_U64", sopc<uint64_t, ne<uint64_t>>},
    {"S_BITCMP0_B32", sopc<uint32_t, bit0>},
    {"S_BITCMP1_B32", sopc<uint32_t, bit1>},
    // SOPK
    {"S_MOVK_I32", movk},
    {"S_CMOVK_I32", cmovk},
    {"S_ADDK_I32", addk},
    {"S_MULK_I32", mulk},
    {"S_CMPK_EQ_I32", cmpk<int32_t, eq<int32_t>, true>},
    {"S_CMPK_LG_I32", cmpk<int32_t, ne<int32_t>, true>},
    {"S_CMPK_GT_I32", cmpk<int32_t, gt<int32_t>, true>},
    {"S_CMPK_GE_I32", cmpk<int32_t, ge<int32_t>, true>},
    {"S_CMPK_LT_I32", cmpk<int32_t, lt<int32_t>, true>},
    {"S_CMPK_LE_I32", cmpk<int32_t, le<int32_t>, true>},
    {"S_CMPK_EQ_U32", cmpk<uint32_t, eq<uint32_t>, false>},
    {"S_CMPK_LG_U32", cmpk<uint32_t, ne<uint32_t>, false>},
    {"S_CMPK_GT_U32", cmpk<uint32_t, gt<uint32_t>, false>},
    {"S_CMPK_GE_U32", cmpk<uint32_t, ge<uint32_t>, false>},
    {"S_CMPK_LT_U32", cmpk<uint32_t, lt<uint32_t>, false>},
    {"S_CMPK_LE_U32", cmpk<uint32_t, le<uint32_t>, false>},
    {"S_GETREG_B32", getreg},
    {"S_SETREG_B32", setreg},
    {"S_SETREG_IMM32_B32", setregImm},
    // SOPP
    {"S_NOP", nop},
    {"S_WAITCNT", nop}, // memory is in order: nothing to wait for
    {"S_SETPRIO", nop},
    {"S_SLEEP", nop},
    {"S_DCACHE_WB", nop},
    {"S_ENDPGM", endpgm},
    {"S_BARRIER", barrier},
    {"S_BRANCH", cbranch<always>},
    {"S_CBRANCH_SCC0", cbranch<scc0>},
    {"S_CBRANCH_SCC1", cbranch<scc1>},
    {"S_CBRANCH_VCCZ", cbranch<vccz>},
    {"S_CBRANCH_VCCNZ", cbranch<vccnz>},
    {"S_CBRANCH_EXECZ", cbranch<execz>},
    {"S_CBRANCH_I_FORK", forkI}, // gfx6/gfx7
    {"S_CBRANCH_JOIN", join},
    {"S_CBRANCH_EXECNZ", cbranch<execnz>},
};

ArrayRef<OpEntry> scalarOps() { return ScalarTable; }

} // namespace emu
} // namespace amdcl2
