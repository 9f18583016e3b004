//===- IndexOps.cpp - Relative register addressing (movrel, gpr_idx) ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A private array indexed in a loop LLVM does not unroll lives in
/// registers and is reached through M0: the movrel moves (gfx8 and gfx9:
/// `s_movrels/movreld`, `v_movrels/movreld/movrelsd`) add M0 to a register
/// number, and gfx9's VGPR index mode (`s_set_gpr_idx_on` ... `_off`) adds
/// M0[7:0] to the VGPR operands of the VALU instructions between, those
/// M0[15:12] selects (bit 0 src0, 1 src1, 2 src2, 3 the destination). An
/// index past the register file is an error naming it, never a read of
/// another register.
///
//===----------------------------------------------------------------------===//

#include "Exec.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
/// Register \p Base + \p Index (+ \p Dwords - 1) within a file of \p Size,
/// or an error naming \p IndexName, where the index came from.
bool relative(ExecContext &C, unsigned Base, uint32_t Index, StringRef IndexName,
              unsigned Dwords, unsigned Size, StringRef File, unsigned &Out) {
  uint64_t R = uint64_t(Base) + Index;
  if (R + Dwords > Size)
    return fail(C, "relative " + File + " index " + Twine(R) + " (register " +
                       Twine(Base) + " + " + IndexName + " " + Twine(Index) +
                       ") is past the register file");
  Out = unsigned(R);
  return true;
}
/// Register \p Base + M0, as the movrel moves index.
bool relativeToM0(ExecContext &C, unsigned Base, unsigned Dwords,
                  unsigned Size, StringRef File, unsigned &Out) {
  return relative(C, Base, C.W.S[RegM0], "M0", Dwords, Size, File, Out);
}

/// s_movrels_b{32,64} sdst, ssrc: sdst = s[ssrc + M0].
template <unsigned Dwords> bool sMovRelS(ExecContext &C, const DecodedInst &I) {
  unsigned R;
  if (I.src(0).Kind != Operand::Scalar)
    return fail(C, "s_movrels of a constant");
  if (!relativeToM0(C, I.src(0).Reg, Dwords, C.FlatScrLo, "SGPR", R))
    return false;
  uint32_t V[2] = {C.W.S[R], Dwords > 1 ? C.W.S[R + 1] : 0};
  for (unsigned K = 0; K < Dwords; ++K)
    C.W.S[I.def(0).Reg + K] = V[K];
  return true;
}
/// The destination register of a movreld: LLVM's MC makes it a source (the
/// base is read, not written), so the operands may be (src: dst, src).
const Operand &relDst(const DecodedInst &I) {
  return I.NumDefs ? I.def(0) : I.src(0);
}
const Operand &relSrc(const DecodedInst &I) {
  return I.src(I.NumDefs ? 0 : 1);
}

/// s_movreld_b{32,64} sdst, ssrc: s[sdst + M0] = ssrc.
template <unsigned Dwords> bool sMovRelD(ExecContext &C, const DecodedInst &I) {
  unsigned R;
  const Operand &Src = relSrc(I);
  uint64_t V = Dwords > 1 ? readS64(C, Src) : readS32(C, Src);
  if (!relativeToM0(C, relDst(I).Reg, Dwords, C.FlatScrLo, "SGPR", R))
    return false;
  for (unsigned K = 0; K < Dwords; ++K)
    C.W.S[R + K] = uint32_t(V >> (32 * K));
  return true;
}
/// v_movrels_b32 (source relative), v_movreld_b32 (destination relative),
/// v_movrelsd_b32 (both). M0 is uniform, so the lanes agree on the register.
template <bool RelSrc, bool RelDst>
bool vMovRel(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  unsigned Dst = relDst(I).Reg;
  Operand Src = relSrc(I);
  if (RelDst && !relativeToM0(C, Dst, 1, NumVGPRs, "VGPR", Dst))
    return false;
  if (RelSrc) {
    if (Src.Kind != Operand::Vector)
      return fail(C, "v_movrels of a scalar or constant source");
    unsigned R;
    if (!relativeToM0(C, Src.Reg, 1, NumVGPRs, "VGPR", R))
      return false;
    Src.Reg = R;
  }
  forActiveLanes(C, [&](unsigned L) { C.W.v(Dst, L) = readV32(C, Src, L); });
  return true;
}

/// s_set_gpr_idx_on ssrc, mode: M0[7:0] = the index, M0[15:12] = the mode.
bool gprIdxOn(ExecContext &C, const DecodedInst &I) {
  uint32_t &M0 = C.W.S[RegM0];
  M0 = (M0 & ~0xf0ffu) | (readS32(C, I.src(0)) & 0xff) |
       (uint32_t(I.Imms[0]) & 0xf) << 12;
  C.W.GprIdxEn = true;
  return true;
}
bool gprIdxOff(ExecContext &C, const DecodedInst &) {
  C.W.GprIdxEn = false;
  return true;
}
bool gprIdxMode(ExecContext &C, const DecodedInst &I) {
  uint32_t &M0 = C.W.S[RegM0];
  M0 = (M0 & ~0xf000u) | (uint32_t(I.Imms[0]) & 0xf) << 12;
  return true;
}
bool gprIdxIdx(ExecContext &C, const DecodedInst &I) {
  uint32_t &M0 = C.W.S[RegM0];
  M0 = (M0 & ~0xffu) | (readS32(C, I.src(0)) & 0xff);
  return true;
}

const OpEntry IndexTable[] = {
    {"S_MOVRELS_B32", sMovRelS<1>},
    {"S_MOVRELS_B64", sMovRelS<2>},
    {"S_MOVRELD_B32", sMovRelD<1>},
    {"S_MOVRELD_B64", sMovRelD<2>},
    {"V_MOVRELS_B32", vMovRel<true, false>},
    {"V_MOVRELD_B32", vMovRel<false, true>},
    {"V_MOVRELSD_B32", vMovRel<true, true>},
    {"S_SET_GPR_IDX_ON", gprIdxOn},
    {"S_SET_GPR_IDX_OFF", gprIdxOff},
    {"S_SET_GPR_IDX_MODE", gprIdxMode},
    {"S_SET_GPR_IDX_IDX", gprIdxIdx},
};
} // namespace

ArrayRef<OpEntry> indexOps() { return IndexTable; }

bool applyGprIndex(ExecContext &C, const DecodedInst &I, StringRef Name,
                   DecodedInst &Out) {
  Out = I;
  bool HasVector = false;
  for (unsigned K = 0; K < I.NumDefs + I.NumSrcs; ++K)
    HasVector |= I.Ops[K].Kind == Operand::Vector;
  if (!HasVector)
    return true; // SALU and s_set_gpr_idx_* are not indexed
  if (!Name.starts_with("V_"))
    return fail(C, "VGPR index mode on a non-VALU instruction is not "
                   "modelled");
  uint32_t M0 = C.W.S[RegM0], Mode = (M0 >> 12) & 0xf;
  auto Shift = [&](Operand &O) {
    if (O.Kind != Operand::Vector)
      return true;
    unsigned R;
    if (!relative(C, O.Reg, M0 & 0xff, "M0[7:0]", O.Dwords, NumVGPRs, "VGPR",
                  R))
      return false;
    O.Reg = R;
    return true;
  };
  bool Ok = true;
  for (unsigned K = 0; K < 3 && K < I.NumSrcs && Ok; ++K)
    if (Mode & (1u << K))
      Ok = Shift(Out.Ops[I.NumDefs + K]);
  if (Ok && (Mode & 8) && I.NumDefs)
    Ok = Shift(Out.Ops[0]);
  return Ok;
}

} // namespace emu
} // namespace amdcl2
