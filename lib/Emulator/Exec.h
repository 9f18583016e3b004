//===- Exec.h - What an instruction handler sees ----------------*- C++ -*-===//
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The execution context passed to semantics handlers and the operand
/// accessors they share. Internal to lib/Emulator.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_EMULATOR_EXEC_H
#define AMDCL2_LIB_EMULATOR_EXEC_H

#include "amdcl2/Emulator/Decoder.h"
#include "amdcl2/Emulator/Memory.h"
#include "amdcl2/Emulator/Wave.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>
#include <cstring>

namespace llvm {
class MCInst;
class MCInstrInfo;
class MCRegisterInfo;
} // namespace llvm

namespace amdcl2 {
namespace emu {

struct ExecContext {
  WaveState &W;
  std::vector<uint8_t> &LDS;
  Memory &Mem;
  uint64_t CodeAddr = 0;    ///< device address of code byte 0 (s_getpc)
  uint64_t ScratchBase = 0; ///< the dispatch's scratch area
  bool GFX9 = false;
  unsigned FlatScrLo = RegFlatScrLo; ///< FLAT_SCRATCH_LO's encoding
  uint64_t NextPC = 0;  ///< set to PC + size before the handler runs
  bool Barrier = false; ///< the handler reached s_barrier
  std::string Error;    ///< why a handler returned false
  uint64_t LaneOps = 0;
};

/// One entry of the semantics table (Semantics.cpp).
struct OpEntry {
  const char *Key;
  Handler Fn;
};
llvm::ArrayRef<OpEntry> scalarOps();
llvm::ArrayRef<OpEntry> vectorOps();
llvm::ArrayRef<OpEntry> memoryOps();
llvm::ArrayRef<OpEntry> imageOps();
llvm::ArrayRef<OpEntry> mediaOps();
llvm::ArrayRef<OpEntry> vector16Ops();
llvm::ArrayRef<OpEntry> indexOps();

/// The operands of an MC instruction as the semantics see them
/// (Decoder.cpp): registers resolved, modifier immediates folded into the
/// source they precede, other immediates in order. False when an operand is
/// one the model does not have.
bool fillOperands(const llvm::MCInst &MI, const llvm::MCInstrInfo &MII,
                  const llvm::MCRegisterInfo &MRI, DecodedInst &DI);

/// gfx9's VGPR index mode (IndexOps.cpp): \p Out is \p I (named \p Name)
/// with the VGPR operands M0 selects offset by its index; false (and the
/// context's error) when the index leaves the register file or \p I is not
/// a VALU instruction.
bool applyGprIndex(ExecContext &C, const DecodedInst &I, llvm::StringRef Name,
                   DecodedInst &Out);

inline bool fail(ExecContext &C, const llvm::Twine &Msg) {
  C.Error = Msg.str();
  return false;
}

/// VOP3 output modifiers (clamp, omod, op_sel), the immediates of an
/// instruction whose semantics do not model them: refused.
inline bool checkNoOutMods(ExecContext &C, const DecodedInst &I) {
  for (unsigned K = 0; K < I.NumImms; ++K)
    if (I.Imms[K] != 0)
      return fail(C, "VOP3 clamp/omod/op_sel is not modelled");
  return true;
}

/// The VOP3 clamp bit of an operation that models clamp (its first
/// immediate, absent in the e32 form); any other immediate (omod, op_sel)
/// is refused.
inline bool clampOnly(ExecContext &C, const DecodedInst &I, bool &Clamp) {
  Clamp = I.NumImms > 0 && I.Imms[0] != 0;
  for (unsigned K = 1; K < I.NumImms; ++K)
    if (I.Imms[K] != 0)
      return fail(C, "VOP3 omod/op_sel is not modelled");
  return true;
}

/// A 32-bit add or subtract of \p A and \p B (swapped with \p Rev) with
/// carry or borrow in \p CI, as the carry-writing VOP2s compute it in every
/// encoding: \p Carry gets the carry or borrow out, and \p Clamp saturates
/// the result to 0xffffffff or 0 where there is one (the carry-out stays the
/// unclamped operation's).
template <bool Sub, bool Rev>
inline uint32_t addWithCarry(uint64_t A, uint64_t B, uint64_t CI, bool Clamp,
                             bool &Carry) {
  if (Rev)
    std::swap(A, B);
  uint64_t R = Sub ? A - B - CI : A + B + CI;
  Carry = R >> 32; // a borrow wraps to the high half too
  if (Carry && Clamp)
    return Sub ? 0 : 0xffffffff;
  return uint32_t(R);
}

/// s_flbit_i32 / v_ffbh_i32: how many bits after the sign bit equal it (the
/// position, from the MSB, of the first bit that differs); -1 for 0 and -1.
inline uint32_t leadingSignBits(uint32_t A) {
  if (A == 0 || A == ~0u)
    return ~0u;
  return llvm::countl_zero(int32_t(A) < 0 ? ~A : A);
}

/// Source modifiers (neg, abs, op_sel, as MC gives them) on an operation
/// whose semantics do not model them, integer ones: refused.
inline bool checkNoSrcMods(ExecContext &C, const DecodedInst &I) {
  for (unsigned K = 0; K < I.NumSrcs; ++K)
    if (I.src(K).Mods)
      return fail(C, "source modifiers (neg/abs/op_sel) are not modelled on "
                     "this instruction");
  return true;
}

/// The special sources above the register file (the decoder admits no
/// others): SCC, VCCZ, EXECZ and the apertures.
inline uint64_t readSpecial(const ExecContext &C, unsigned Reg) {
  switch (Reg) {
  case RegSCC:
    return C.W.SCC;
  case RegVCCZ:
    return C.W.vcc() == 0;
  case RegEXECZ:
    return C.W.exec() == 0;
  case RegSharedBase:
    return uint64_t(SharedApertureHi) << 32;
  case RegSharedLimit:
    return (uint64_t(SharedApertureHi) << 32) | 0xffffffff;
  case RegPrivateBase:
    return uint64_t(PrivateApertureHi) << 32;
  default: // RegPrivateLimit
    return (uint64_t(PrivateApertureHi) << 32) | 0xffffffff;
  }
}
inline uint32_t readS32(const ExecContext &C, const Operand &O) {
  if (O.Kind == Operand::Imm)
    return uint32_t(O.Value);
  if (O.Reg < NumScalarRegs)
    return C.W.S[O.Reg];
  uint64_t V = readSpecial(C, O.Reg);
  // A 32-bit read of an aperture gives its high half (assumed; LLVM 22
  // reads them as 64-bit values and uses the high half).
  return O.Reg >= RegSharedBase && O.Reg <= RegPrivateLimit ? V >> 32 : V;
}
inline uint64_t readS64(const ExecContext &C, const Operand &O) {
  if (O.Kind == Operand::Imm)
    return O.Value;
  if (O.Reg >= NumScalarRegs)
    return readSpecial(C, O.Reg);
  return C.W.S[O.Reg] | uint64_t(C.W.S[O.Reg + 1]) << 32;
}
inline void writeS32(ExecContext &C, const Operand &O, uint32_t V) {
  C.W.S[O.Reg] = V;
}
inline void writeS64(ExecContext &C, const Operand &O, uint64_t V) {
  C.W.S[O.Reg] = uint32_t(V);
  C.W.S[O.Reg + 1] = uint32_t(V >> 32);
}
/// Lane \p L's value of a vector source (scalars and constants are uniform).
inline uint32_t readV32(const ExecContext &C, const Operand &O, unsigned L) {
  if (O.Kind == Operand::Vector)
    return C.W.v(O.Reg, L);
  return readS32(C, O);
}
inline uint64_t readV64(const ExecContext &C, const Operand &O, unsigned L) {
  if (O.Kind == Operand::Vector)
    return C.W.v(O.Reg, L) | uint64_t(C.W.v(O.Reg + 1, L)) << 32;
  return readS64(C, O);
}
inline void writeV32(ExecContext &C, const Operand &O, unsigned L, uint32_t V) {
  C.W.v(O.Reg, L) = V;
}
inline void writeV64(ExecContext &C, const Operand &O, unsigned L, uint64_t V) {
  C.W.v(O.Reg, L) = uint32_t(V);
  C.W.v(O.Reg + 1, L) = uint32_t(V >> 32);
}
/// Source modifiers of VOP3 (neg = 1, abs = 2) applied to a float.
inline float readF32(const ExecContext &C, const Operand &O, unsigned L) {
  float F = llvm::bit_cast<float>(readV32(C, O, L));
  if (O.Mods & 2)
    F = std::fabs(F);
  if (O.Mods & 1)
    F = -F;
  return F;
}
inline double readF64(const ExecContext &C, const Operand &O, unsigned L) {
  double F = llvm::bit_cast<double>(readV64(C, O, L));
  if (O.Mods & 2)
    F = std::fabs(F);
  if (O.Mods & 1)
    F = -F;
  return F;
}
/// The lane mask of a VOPC/carry destination: VCC for the e32 form (no
/// explicit def), else the SGPR pair operand.
inline void writeMask(ExecContext &C, const Operand *Dst, uint64_t M) {
  if (Dst)
    writeS64(C, *Dst, M);
  else
    C.W.setVCC(M);
}

/// Calls \p F(lane) for each lane set in EXEC.
template <typename Fn> inline void forActiveLanes(ExecContext &C, Fn F) {
  uint64_t Exec = C.W.exec();
  C.LaneOps += llvm::popcount(Exec);
  while (Exec) {
    unsigned L = llvm::countr_zero(Exec);
    Exec &= Exec - 1;
    F(L);
  }
}

/// A VOP3 operation of three 32-bit sources, \p F on each active lane.
template <uint32_t (*F)(uint32_t, uint32_t, uint32_t)>
bool vop3(ExecContext &C, const DecodedInst &I) {
  if (!checkNoOutMods(C, I) || !checkNoSrcMods(C, I))
    return false;
  forActiveLanes(C, [&](unsigned L) {
    writeV32(C, I.def(0), L,
             F(readV32(C, I.src(0), L), readV32(C, I.src(1), L),
               readV32(C, I.src(2), L)));
  });
  return true;
}

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_EXEC_H
