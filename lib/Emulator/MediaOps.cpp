//===- MediaOps.cpp - Semantics of the byte-wise media instructions -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The VOP3 instructions behind AMD's media operations that work on packed
/// bytes (cl_amd_media_ops/ops2, lib/Builtins/MediaOps.cl): the rounded
/// byte average v_lerp_u8, the masked sum of absolute differences
/// v_msad_u8 (bytes whose reference, the second source, is 0 do not count)
/// and the quad forms that slide a 4-byte window over a 64-bit first
/// source: v_qsad_pk_u16_u8 and v_mqsad_pk_u16_u8 (four sums truncated to
/// 16 bits each), v_mqsad_u32_u8 (four 32-bit sums), as the ISA manuals
/// define them.
///
//===----------------------------------------------------------------------===//

#include "Exec.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
uint32_t byteOf(uint64_t V, unsigned I) { return (V >> (8 * I)) & 0xff; }
uint32_t absDiff8(uint32_t A, uint32_t B) { return A > B ? A - B : B - A; }

/// Each byte: (a + b + the low bit of c's byte) / 2.
uint32_t lerpU8(uint32_t A, uint32_t B, uint32_t C) {
  uint32_t D = 0;
  for (unsigned I = 0; I < 4; ++I)
    D |= ((byteOf(A, I) + byteOf(B, I) + (byteOf(C, I) & 1)) >> 1) << (8 * I);
  return D;
}
/// Sum of absolute differences of the bytes of \p A and \p Ref, skipping
/// (with \p Masked) those where \p Ref's byte is 0, plus \p Acc.
uint32_t sad8(uint32_t A, uint32_t Ref, uint32_t Acc, bool Masked) {
  for (unsigned I = 0; I < 4; ++I)
    if (!Masked || byteOf(Ref, I))
      Acc += absDiff8(byteOf(A, I), byteOf(Ref, I));
  return Acc;
}
uint32_t msadU8(uint32_t A, uint32_t B, uint32_t C) {
  return sad8(A, B, C, true);
}

/// Window \p K of the 8 bytes of \p S0: its bytes K..K+3.
uint32_t window(uint64_t S0, unsigned K) { return uint32_t(S0 >> (8 * K)); }

/// v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8 vdst(64), src0(64), src1, src2(64).
template <bool Masked> bool qsadPk(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    uint64_t S0 = readV64(C, I.src(0), L), S2 = readV64(C, I.src(2), L);
    uint32_t Ref = readV32(C, I.src(1), L);
    uint64_t D = 0;
    for (unsigned K = 0; K < 4; ++K) {
      uint32_t Acc = (S2 >> (16 * K)) & 0xffff;
      D |= uint64_t(sad8(window(S0, K), Ref, Acc, Masked) & 0xffff) << (16 * K);
    }
    writeV64(C, I.def(0), L, D);
  });
  return true;
}
/// v_mqsad_u32_u8 vdst(128), src0(64), src1, src2(128).
bool mqsadU32(ExecContext &C, const DecodedInst &I) {
  const Operand &Acc = I.src(2), &Dst = I.def(0);
  if (!checkNoOutMods(C, I))
    return false;
  if (Acc.Kind != Operand::Vector)
    return fail(C, "v_mqsad_u32_u8 with a scalar or constant accumulator is "
                   "not modelled");
  forActiveLanes(C, [&](unsigned L) {
    uint64_t S0 = readV64(C, I.src(0), L);
    uint32_t Ref = readV32(C, I.src(1), L), Out[4];
    for (unsigned K = 0; K < 4; ++K)
      Out[K] = sad8(window(S0, K), Ref, C.W.v(Acc.Reg + K, L), true);
    for (unsigned K = 0; K < 4; ++K)
      C.W.v(Dst.Reg + K, L) = Out[K];
  });
  return true;
}

const OpEntry MediaTable[] = {
    {"V_LERP_U8", vop3<lerpU8>},         {"V_MSAD_U8", vop3<msadU8>},
    {"V_QSAD_PK_U16_U8", qsadPk<false>}, {"V_MQSAD_PK_U16_U8", qsadPk<true>},
    {"V_MQSAD_U32_U8", mqsadU32},
};
} // namespace

ArrayRef<OpEntry> mediaOps() { return MediaTable; }

} // namespace emu
} // namespace amdcl2
