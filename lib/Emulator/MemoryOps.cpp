//===- MemoryOps.cpp - Semantics of SMEM, FLAT/GLOBAL, MUBUF and DS -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Memory instructions. Every access goes through Memory::translate (global,
/// constant, scratch) or the work-group's LDS bounds: an access outside
/// them stops the run with the lane and the address. Accesses complete in
/// program order and work-groups run one after the other, so atomics are
/// atomic and s_waitcnt has nothing to wait for.
///
//===----------------------------------------------------------------------===//

#include "Exec.h"
#include "llvm/Support/Format.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
bool outOfBounds(ExecContext &C, StringRef Space, int Lane, uint64_t Addr,
                 unsigned Bytes) {
  std::string Msg;
  raw_string_ostream OS(Msg);
  OS << "out-of-bounds " << Space << " access of " << Bytes << " bytes";
  if (Lane >= 0)
    OS << " in lane " << Lane;
  OS << " at address " << format_hex(Addr, 2);
  if (Space != "LDS")
    OS << " (" << C.Mem.describe(Addr) << ")";
  else
    OS << " (LDS has " << C.LDS.size() << " bytes)";
  return fail(C, Msg);
}

//===-- SMEM --------------------------------------------------------------===//

/// s_load_dword{,x2,x4,x8,x16} sdst, sbase, offset (bytes on gfx8/gfx9):
/// an immediate (_IMM), an SGPR (_SGPR) or, gfx9's _SGPR_IMM, both added
/// (the immediate signed 21 bits, as MC decodes it). gfx7's SMRD counts
/// an immediate offset (8 bits, or CI's 32-bit literal) in dwords and an
/// SGPR offset in bytes (CI ISA manual, SMRD): DwordImm.
enum class SOff { Imm, SGPR, SGPRImm, DwordImm };
template <unsigned Dwords, SOff Kind>
bool smemLoad(ExecContext &C, const DecodedInst &I) {
  uint64_t Base = readS64(C, I.src(0)) & ~3ull;
  uint64_t Off = 0;
  if (Kind != SOff::Imm && Kind != SOff::DwordImm)
    Off += readS32(C, I.src(1));
  if (Kind == SOff::DwordImm)
    Off = uint64_t(uint32_t(I.Imms[0])) * 4;
  else if (Kind != SOff::SGPR)
    Off += uint64_t(I.Imms[0]);
  uint64_t Addr = Base + Off;
  const uint8_t *P = C.Mem.translate(Addr, Dwords * 4);
  if (!P)
    return outOfBounds(C, "scalar", -1, Addr, Dwords * 4);
  for (unsigned K = 0; K < Dwords; ++K)
    std::memcpy(&C.W.S[I.def(0).Reg + K], P + 4 * K, 4);
  return true;
}

//===-- Loads and stores of lanes -----------------------------------------===//

/// The register part a sub-dword access uses: all of it (a load extends to
/// 32 bits, a store takes the low bytes), or, in gfx9's D16 forms, its low
/// or high half (a load extends a byte to 16 bits and keeps the other half:
/// the instruction's tied input is that register).
enum class Half { None, Lo, Hi };

/// Loads \p Bytes at \p P into dwords of lane \p L of \p Dst.
template <unsigned Bytes, bool Signed, Half H = Half::None>
void loadLane(ExecContext &C, const Operand &Dst, unsigned L,
              const uint8_t *P) {
  if constexpr (H != Half::None) {
    static_assert(Bytes <= 2, "D16 loads are of bytes and shorts");
    uint32_t V = Bytes == 2 ? uint32_t(P[0] | P[1] << 8)
                 : Signed   ? uint32_t(uint16_t(int16_t(int8_t(P[0]))))
                            : uint32_t(P[0]);
    uint32_t &R = C.W.v(Dst.Reg, L);
    R = H == Half::Hi ? (R & 0xffffu) | V << 16 : (R & 0xffff0000u) | V;
  } else if constexpr (Bytes < 4) {
    uint32_t V = 0;
    std::memcpy(&V, P, Bytes);
    if (Signed)
      V = uint32_t(SignExtend32<Bytes * 8>(V));
    C.W.v(Dst.Reg, L) = V;
  } else {
    for (unsigned K = 0; K < Bytes / 4; ++K)
      std::memcpy(&C.W.v(Dst.Reg + K, L), P + 4 * K, 4);
  }
}
template <unsigned Bytes, Half H = Half::None>
void storeLane(const ExecContext &C, const Operand &Src, unsigned L,
               uint8_t *P) {
  if constexpr (Bytes < 4) {
    uint32_t V = readV32(C, Src, L) >> (H == Half::Hi ? 16 : 0);
    std::memcpy(P, &V, Bytes);
  } else {
    for (unsigned K = 0; K < Bytes / 4; ++K)
      std::memcpy(P + 4 * K, &C.W.v(Src.Reg + K, L), 4);
  }
}

/// FLAT/GLOBAL addressing: a 64-bit VGPR address, or with SADDR a 64-bit
/// SGPR base plus a 32-bit VGPR offset; then the instruction offset. The
/// operand order differs between loads, stores and atomics, so the
/// operands are found by kind.
struct FlatOperands {
  const Operand *VAddr = nullptr, *SAddr = nullptr, *Data = nullptr;
  int64_t Offset = 0;
};
/// The segment an instruction names: gfx9's FLAT offset is 12 bits
/// unsigned, GLOBAL's 13 bits signed (MC gives the field as it is: 8180 for
/// `offset:-12`).
enum class Seg { Flat, Global };
template <Seg S> FlatOperands flatOperands(const DecodedInst &I) {
  FlatOperands F;
  for (unsigned K = 0; K < I.NumSrcs; ++K) {
    const Operand &O = I.src(K);
    if (O.Kind == Operand::Scalar)
      F.SAddr = &O;
    else if (!F.VAddr)
      F.VAddr = &O;
    else
      F.Data = &O;
  }
  // Offsets exist on gfx9 only; the cache-policy immediate comes last.
  int64_t Field = I.NumImms >= 2 ? I.Imms[0] : 0;
  F.Offset = S == Seg::Global ? SignExtend64<13>(Field) : Field & 0xfff;
  return F;
}
uint64_t flatAddress(const ExecContext &C, const FlatOperands &F, unsigned L) {
  if (F.SAddr)
    return readS64(C, *F.SAddr) + readV32(C, *F.VAddr, L) + F.Offset;
  return readV64(C, *F.VAddr, L) + F.Offset;
}

uint8_t *ldsPtr(ExecContext &C, uint64_t Addr, unsigned Bytes, unsigned L,
                bool &Ok);

/// The base of this wave's private memory as FLAT sees it: gfx9's 64-bit
/// FLAT_SCRATCH, or gfx8's offset in 256-byte units (FLAT_SCRATCH_HI) into
/// the dispatch's scratch area.
uint64_t privateWaveBase(const ExecContext &C) {
  if (C.GFX9)
    return C.W.S[C.FlatScrLo] | uint64_t(C.W.S[C.FlatScrLo + 1]) << 32;
  return C.ScratchBase + (uint64_t(C.W.S[C.FlatScrLo + 1]) << 8);
}
/// The host bytes of a FLAT access that does not cross a dword of private
/// memory: global memory, LDS through the shared aperture, or lane \p L's
/// private memory through the private aperture, swizzled as the scratch
/// buffer is (consecutive lanes' dwords adjacent).
uint8_t *flatPtr(ExecContext &C, uint64_t Addr, unsigned Bytes, unsigned L,
                 bool &Ok) {
  uint32_t Hi = Addr >> 32;
  if (Hi == SharedApertureHi)
    return ldsPtr(C, uint32_t(Addr), Bytes, L, Ok);
  uint64_t Real = Addr;
  StringRef Space = "global";
  if (Hi == PrivateApertureHi) {
    uint64_t Off = uint32_t(Addr);
    Real = privateWaveBase(C) + (Off / 4) * WaveSize * 4 + L * 4 + Off % 4;
    Space = "private";
  }
  uint8_t *P = C.Mem.translate(Real, Bytes);
  if (!P)
    Ok = outOfBounds(C, Space, L, Real, Bytes);
  return P;
}
/// Copies a FLAT access of \p Bytes at \p Addr to (\p Load) or from \p Tmp.
/// Private memory is swizzled a dword at a time, so there the access is cut
/// at each dword's end: one that crosses it (gfx9's unaligned accesses)
/// continues in the lane's own next dword, as bufferCopy does.
bool flatCopy(ExecContext &C, uint64_t Addr, unsigned Bytes, unsigned L,
              uint8_t *Tmp, bool Load) {
  bool Ok = true;
  bool Private = (Addr >> 32) == PrivateApertureHi;
  for (unsigned K = 0, N; K < Bytes && Ok; K += N) {
    N = Private ? std::min<unsigned>(4 - (Addr + K) % 4, Bytes - K) : Bytes - K;
    uint8_t *P = flatPtr(C, Addr + K, N, L, Ok);
    if (P)
      Load ? std::memcpy(Tmp + K, P, N) : std::memcpy(P, Tmp + K, N);
  }
  return Ok;
}

template <Seg S, unsigned Bytes, bool Signed, Half H = Half::None>
bool flatLoad(ExecContext &C, const DecodedInst &I) {
  FlatOperands F = flatOperands<S>(I);
  if (!F.VAddr)
    return fail(C, "a FLAT load without its address registers");
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    uint8_t Tmp[Bytes];
    if (Ok && (Ok = flatCopy(C, flatAddress(C, F, L), Bytes, L, Tmp, true)))
      loadLane<Bytes, Signed, H>(C, I.def(0), L, Tmp);
  });
  return Ok;
}
template <Seg S, unsigned Bytes, Half H = Half::None>
bool flatStore(ExecContext &C, const DecodedInst &I) {
  FlatOperands F = flatOperands<S>(I);
  if (!F.VAddr || !F.Data)
    return fail(C, "a FLAT store without its address or data registers");
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    uint8_t Tmp[Bytes];
    if (!Ok)
      return;
    storeLane<Bytes, H>(C, *F.Data, L, Tmp);
    Ok = flatCopy(C, flatAddress(C, F, L), Bytes, L, Tmp, false);
  });
  return Ok;
}

/// gfx9's SCRATCH loads and stores: a lane's offset into its private
/// memory from a VGPR or (_SADDR) an SGPR, plus the 13-bit signed offset,
/// reached as FLAT reaches the private aperture (AMD's gfx9 code uses them
/// for its stack).
template <unsigned Bytes, bool Signed, bool Store, bool SAddr,
          Half H = Half::None>
bool scratchAccess(ExecContext &C, const DecodedInst &I) {
  const Operand *Base = nullptr, *Data = nullptr;
  for (unsigned K = 0; K < I.NumSrcs; ++K) {
    const Operand &O = I.src(K);
    if (SAddr ? O.Kind == Operand::Scalar : !Base)
      Base = &O;
    else
      Data = &O;
  }
  if (!Base || (Store && !Data) || I.NumImms < 1)
    return fail(C, "a SCRATCH access without its address or data operands");
  int64_t Offset = SignExtend64<13>(I.Imms[0]);
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    if (!Ok)
      return;
    uint32_t Off = uint32_t(
        (SAddr ? readS32(C, *Base) : readV32(C, *Base, L)) + Offset);
    uint64_t Addr = uint64_t(PrivateApertureHi) << 32 | Off;
    uint8_t Tmp[Bytes];
    if (Store)
      storeLane<Bytes, H>(C, *Data, L, Tmp);
    Ok = flatCopy(C, Addr, Bytes, L, Tmp, !Store);
    if (Ok && !Store)
      loadLane<Bytes, Signed, H>(C, I.def(0), L, Tmp);
  });
  return Ok;
}

//===-- Atomics -----------------------------------------------------------===//

enum class AtomicOp {
  Swap,
  CmpSwap,
  Add,
  Sub,
  SMin,
  UMin,
  SMax,
  UMax,
  And,
  Or,
  Xor,
  Inc,
  Dec
};

/// The new memory value; \p Cmp is the compare value of CmpSwap.
template <typename T> T atomicResult(AtomicOp Op, T Old, T Data, T Cmp) {
  using S = std::make_signed_t<T>;
  switch (Op) {
  case AtomicOp::Swap:
    return Data;
  case AtomicOp::CmpSwap:
    return Old == Cmp ? Data : Old;
  case AtomicOp::Add:
    return Old + Data;
  case AtomicOp::Sub:
    return Old - Data;
  case AtomicOp::SMin:
    return S(Old) < S(Data) ? Old : Data;
  case AtomicOp::UMin:
    return Old < Data ? Old : Data;
  case AtomicOp::SMax:
    return S(Old) > S(Data) ? Old : Data;
  case AtomicOp::UMax:
    return Old > Data ? Old : Data;
  case AtomicOp::And:
    return Old & Data;
  case AtomicOp::Or:
    return Old | Data;
  case AtomicOp::Xor:
    return Old ^ Data;
  case AtomicOp::Inc:
    return Old >= Data ? 0 : Old + 1;
  case AtomicOp::Dec:
    return (Old == 0 || Old > Data) ? Data : Old - 1;
  }
  return Old;
}
/// Data of lane \p L: the value, and for CmpSwap the compare value in the
/// next register(s) (FLAT: data = {src, cmp}).
template <typename T>
void atomicData(const ExecContext &C, const Operand &D, unsigned L, T &Data,
                T &Cmp) {
  constexpr unsigned N = sizeof(T) / 4;
  uint64_t V = 0, W = 0;
  for (unsigned K = 0; K < N; ++K) {
    V |= uint64_t(C.W.v(D.Reg + K, L)) << (32 * K);
    if (D.Reg + N + K < NumVGPRs && D.Dwords >= 2 * N)
      W |= uint64_t(C.W.v(D.Reg + N + K, L)) << (32 * K);
  }
  Data = T(V);
  Cmp = T(W);
}
template <typename T>
void returnLane(ExecContext &C, const Operand &Dst, unsigned L, T V) {
  for (unsigned K = 0; K < sizeof(T) / 4; ++K)
    C.W.v(Dst.Reg + K, L) = uint32_t(uint64_t(V) >> (32 * K));
}
template <Seg S, AtomicOp Op, typename T>
bool flatAtomic(ExecContext &C, const DecodedInst &I) {
  FlatOperands F = flatOperands<S>(I);
  if (!F.VAddr || !F.Data)
    return fail(C, "a FLAT atomic without its address or data registers");
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    if (!Ok)
      return;
    uint64_t Addr = flatAddress(C, F, L);
    if (sizeof(T) > 4 && (Addr >> 32) == PrivateApertureHi) {
      Ok = fail(C, "64-bit atomics on private memory are not supported");
      return;
    }
    uint8_t *P = flatPtr(C, Addr, sizeof(T), L, Ok);
    if (!P)
      return;
    T Old, Data, Cmp;
    std::memcpy(&Old, P, sizeof(T));
    atomicData<T>(C, *F.Data, L, Data, Cmp);
    T New = atomicResult<T>(Op, Old, Data, Cmp);
    std::memcpy(P, &New, sizeof(T));
    if (I.NumDefs)
      returnLane<T>(C, I.def(0), L, Old);
  });
  return Ok;
}

//===-- MUBUF -------------------------------------------------------------===//

/// The fields of a buffer resource (V#) the address calculation uses.
struct BufferRsrc {
  uint64_t Base;
  uint32_t Stride, NumRecords, ElemSize, IndexStride;
  bool Swizzle, AddTid;
};
BufferRsrc decodeRsrc(const ExecContext &C, const Operand &R) {
  const uint32_t *D = &C.W.S[R.Reg];
  BufferRsrc B;
  B.Base = D[0] | uint64_t(D[1] & 0xffff) << 32;
  B.Stride = (D[1] >> 16) & 0x3fff;
  B.Swizzle = D[1] >> 31;
  B.NumRecords = D[2];
  B.ElemSize = 2u << ((D[3] >> 19) & 3);
  B.IndexStride = 8u << ((D[3] >> 21) & 3);
  B.AddTid = (D[3] >> 23) & 1;
  return B;
}
/// The address of lane \p L: swizzled buffers (the scratch descriptor)
/// interleave elements of consecutive lanes, as the hardware does.
uint64_t bufferAddress(const BufferRsrc &B, uint32_t SOffset, uint64_t Offset,
                       unsigned L) {
  uint64_t Index = B.AddTid ? L : 0;
  if (!B.Swizzle)
    return B.Base + SOffset + Offset + Index * B.Stride;
  uint64_t IMsb = Index / B.IndexStride, ILsb = Index % B.IndexStride;
  uint64_t OMsb = Offset / B.ElemSize, OLsb = Offset % B.ElemSize;
  return B.Base + SOffset +
         (IMsb * B.Stride + OMsb * B.ElemSize) * B.IndexStride +
         ILsb * B.ElemSize + OLsb;
}
/// Copies \p Bytes between lane \p L's buffer bytes at offset \p Off and
/// \p Data (\p Load: from the buffer). A swizzled buffer keeps each element
/// of a lane together, the lane's next element IndexStride elements on: an
/// access that crosses an element's end (gfx9's unaligned scratch accesses,
/// a dword at offset 2) continues in the lane's next element, not in the
/// next lane's.
bool bufferCopy(ExecContext &C, const BufferRsrc &B, uint32_t SOffset,
                uint64_t Off, unsigned L, unsigned Bytes, uint8_t *Data,
                bool Load) {
  for (unsigned Done = 0; Done < Bytes;) {
    uint64_t O = Off + Done;
    unsigned Piece = Bytes - Done;
    if (B.Swizzle)
      Piece = std::min<uint64_t>(Piece, B.ElemSize - O % B.ElemSize);
    uint64_t A = bufferAddress(B, SOffset, O, L);
    uint8_t *Q = C.Mem.translate(A, Piece);
    if (!Q)
      return outOfBounds(C, "buffer (scratch)", L, A, Piece);
    if (Load)
      std::memcpy(Data + Done, Q, Piece);
    else
      std::memcpy(Q, Data + Done, Piece);
    Done += Piece;
  }
  return true;
}

/// buffer_load/store {OFFEN,OFFSET}: [vdata,] [vaddr,] srsrc, soffset,
/// offset, ...; a store's vdata is its first source.
template <unsigned Bytes, bool Signed, bool Store, bool OffEn,
          Half H = Half::None>
bool bufferAccess(ExecContext &C, const DecodedInst &I) {
  unsigned S = Store ? 1 : 0;
  const Operand *VAddr = OffEn ? &I.src(S) : nullptr;
  const Operand &Rsrc = I.src(S + OffEn), &SOff = I.src(S + OffEn + 1);
  BufferRsrc B = decodeRsrc(C, Rsrc);
  uint32_t SOffset = readS32(C, SOff);
  uint64_t InstOff = I.Imms[0];
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    if (!Ok)
      return;
    uint64_t Off = InstOff + (VAddr ? readV32(C, *VAddr, L) : 0);
    uint8_t Tmp[Bytes];
    if (Store)
      storeLane<Bytes, H>(C, I.src(0), L, Tmp);
    Ok = bufferCopy(C, B, SOffset, Off, L, Bytes, Tmp, !Store);
    if (Ok && !Store)
      loadLane<Bytes, Signed, H>(C, I.def(0), L, Tmp);
  });
  return Ok;
}

/// buffer_atomic_<op>[_x2] {OFFEN,OFFSET}: [vdst,] vdata, [vaddr,] srsrc,
/// soffset, offset, ...; cmpswap's vdata holds the new value, then the
/// compare value (as FLAT's). The returning forms give the old value.
template <AtomicOp Op, typename T, bool OffEn>
bool bufferAtomic(ExecContext &C, const DecodedInst &I) {
  const Operand &Data = I.src(0);
  const Operand *VAddr = OffEn ? &I.src(1) : nullptr;
  BufferRsrc B = decodeRsrc(C, I.src(1 + OffEn));
  if (B.Swizzle || B.AddTid)
    return fail(C, "a buffer atomic on a swizzled buffer is not modelled");
  uint32_t SOffset = readS32(C, I.src(2 + OffEn));
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    if (!Ok)
      return;
    uint64_t Off = I.Imms[0] + (VAddr ? readV32(C, *VAddr, L) : 0);
    uint64_t A = bufferAddress(B, SOffset, Off, L);
    uint8_t *P = C.Mem.translate(A, sizeof(T));
    if (!P) {
      Ok = outOfBounds(C, "buffer", L, A, sizeof(T));
      return;
    }
    T Old, New, Cmp;
    std::memcpy(&Old, P, sizeof(T));
    atomicData<T>(C, Data, L, New, Cmp);
    New = atomicResult<T>(Op, Old, New, Cmp);
    std::memcpy(P, &New, sizeof(T));
    if (I.NumDefs)
      returnLane<T>(C, I.def(0), L, Old);
  });
  return Ok;
}

//===-- DS ----------------------------------------------------------------===//

uint8_t *ldsPtr(ExecContext &C, uint64_t Addr, unsigned Bytes, unsigned L,
                bool &Ok) {
  if (Addr + Bytes > C.LDS.size()) {
    Ok = outOfBounds(C, "LDS", L, Addr, Bytes);
    return nullptr;
  }
  return C.LDS.data() + Addr;
}
/// A DS instruction's address in lane \p L: its address register plus
/// \p Offset, in 32 bits. From gfx7 on the sum wraps (LLVM folds `63 - l`
/// into a base of -4*l and an offset of 252, which it does not on gfx6).
uint32_t dsAddress(ExecContext &C, const DecodedInst &I, unsigned L,
                   uint32_t Offset) {
  return readV32(C, I.src(0), L) + Offset;
}
/// The gds bit (immediate \p Index) sends a DS instruction to the global
/// data share, which the model does not have: refused, never LDS.
bool noGDS(ExecContext &C, const DecodedInst &I, unsigned Index) {
  if (Index < I.NumImms && I.Imms[Index])
    return fail(C, "the global data share (gds) is not modelled");
  return true;
}
/// ds_read_*: vdst, addr, offset, gds.
template <unsigned Bytes, bool Signed, Half H = Half::None>
bool dsRead(ExecContext &C, const DecodedInst &I) {
  if (!noGDS(C, I, 1))
    return false;
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = dsAddress(C, I, L, uint16_t(I.Imms[0]));
    if (const uint8_t *P = Ok ? ldsPtr(C, A, Bytes, L, Ok) : nullptr)
      loadLane<Bytes, Signed, H>(C, I.def(0), L, P);
  });
  return Ok;
}
/// ds_write_*: addr, data0, offset, gds.
template <unsigned Bytes, Half H = Half::None>
bool dsWrite(ExecContext &C, const DecodedInst &I) {
  if (!noGDS(C, I, 1))
    return false;
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = dsAddress(C, I, L, uint16_t(I.Imms[0]));
    if (uint8_t *P = Ok ? ldsPtr(C, A, Bytes, L, Ok) : nullptr)
      storeLane<Bytes, H>(C, I.src(1), L, P);
  });
  return Ok;
}
/// ds_read2{,st64}_b{32,64}: vdst (two elements), addr, offset0, offset1.
/// The destination may be the address register (LLVM emits `ds_read2_b32
/// v[0:1], v0 ...`): both elements are read before either is written.
template <unsigned Bytes, unsigned Scale>
bool dsRead2(ExecContext &C, const DecodedInst &I) {
  if (!noGDS(C, I, 2))
    return false;
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    const uint8_t *P[2] = {};
    for (unsigned K = 0; K < 2 && Ok; ++K)
      P[K] = ldsPtr(C, dsAddress(C, I, L, uint8_t(I.Imms[K]) * Bytes * Scale),
                    Bytes, L, Ok);
    if (!Ok)
      return;
    uint32_t Data[2 * Bytes / 4];
    for (unsigned K = 0; K < 2; ++K)
      std::memcpy(Data + K * Bytes / 4, P[K], Bytes);
    for (unsigned D = 0; D < 2 * Bytes / 4; ++D)
      C.W.v(I.def(0).Reg + D, L) = Data[D];
  });
  return Ok;
}
/// ds_write2{,st64}_b{32,64}: addr, data0, data1, offset0, offset1.
template <unsigned Bytes, unsigned Scale>
bool dsWrite2(ExecContext &C, const DecodedInst &I) {
  if (!noGDS(C, I, 2))
    return false;
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    for (unsigned K = 0; K < 2 && Ok; ++K) {
      uint32_t A = dsAddress(C, I, L, uint8_t(I.Imms[K]) * Bytes * Scale);
      if (uint8_t *P = ldsPtr(C, A, Bytes, L, Ok))
        storeLane<Bytes>(C, I.src(1 + K), L, P);
    }
  });
  return Ok;
}
/// ds_<op>[_rtn]_{u32,u64}: [vdst,] addr, data0[, data1], offset, gds.
/// ds_cmpst: data0 is the compare value, data1 the new one.
template <AtomicOp Op, typename T>
bool dsAtomic(ExecContext &C, const DecodedInst &I) {
  if (!noGDS(C, I, 1))
    return false;
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    uint32_t A = dsAddress(C, I, L, uint16_t(I.Imms[0]));
    uint8_t *P = Ok ? ldsPtr(C, A, sizeof(T), L, Ok) : nullptr;
    if (!P)
      return;
    T Old, Data = T(readV64(C, I.src(1), L)), Cmp = 0;
    if constexpr (sizeof(T) == 4)
      Data = T(readV32(C, I.src(1), L));
    if (Op == AtomicOp::CmpSwap) {
      Cmp = Data;
      Data = sizeof(T) == 4 ? T(readV32(C, I.src(2), L))
                            : T(readV64(C, I.src(2), L));
    }
    std::memcpy(&Old, P, sizeof(T));
    T New = atomicResult<T>(Op, Old, Data, Cmp);
    std::memcpy(P, &New, sizeof(T));
    if (I.NumDefs)
      returnLane<T>(C, I.def(0), L, Old);
  });
  return Ok;
}

bool nop(ExecContext &, const DecodedInst &) { return true; }

//===-- Cross-lane through the LDS crossbar (no LDS memory touched) -------===//

/// The values of a VGPR in every lane, read before any lane is written (the
/// destination may be the source). Inactive lanes give their register's
/// value too: what the hardware returns for them is not modelled.
std::array<uint32_t, WaveSize> snapshot(const ExecContext &C,
                                        const Operand &O) {
  std::array<uint32_t, WaveSize> V;
  for (unsigned L = 0; L < WaveSize; ++L)
    V[L] = readV32(C, O, L);
  return V;
}
/// ds_swizzle_b32 vdst, vsrc, offset: offset[15] selects quad-permute mode
/// (two bits per lane of the quad), else and/or/xor masks on the lane id
/// within each 32 lanes.
unsigned swizzleSource(unsigned L, uint32_t Pattern) {
  if (Pattern & 0x8000)
    return (L & ~3u) | ((Pattern >> (2 * (L & 3))) & 3);
  unsigned And = Pattern & 0x1f, Or = (Pattern >> 5) & 0x1f,
           Xor = (Pattern >> 10) & 0x1f;
  return (L & 0x20) | ((((L & 0x1f) & And) | Or) ^ Xor);
}
bool dsSwizzle(ExecContext &C, const DecodedInst &I) {
  if (!noGDS(C, I, 1))
    return false;
  auto Src = snapshot(C, I.src(0));
  uint32_t Pattern = uint16_t(I.Imms[0]);
  forActiveLanes(C, [&](unsigned L) {
    writeV32(C, I.def(0), L, Src[swizzleSource(L, Pattern)]);
  });
  return true;
}
/// ds_bpermute_b32 vdst, addr, data, offset: lane L reads lane
/// (addr + offset) / 4 of data; ds_permute_b32 writes it there instead.
template <bool Backward> bool dsPermute(ExecContext &C, const DecodedInst &I) {
  auto Data = snapshot(C, I.src(1));
  std::array<uint32_t, WaveSize> Out = {};
  forActiveLanes(C, [&](unsigned L) {
    unsigned Other = ((readV32(C, I.src(0), L) + uint16_t(I.Imms[0])) / 4) & 63;
    if (Backward)
      writeV32(C, I.def(0), L, Data[Other]);
    else
      Out[Other] = Data[L];
  });
  if (!Backward)
    forActiveLanes(C, [&](unsigned L) { writeV32(C, I.def(0), L, Out[L]); });
  return true;
}
} // namespace

#define SMEM(N, D)                                                             \
  {"S_LOAD_" N "_IMM", smemLoad<D, SOff::Imm>},                                \
      {"S_LOAD_" N "_SGPR", smemLoad<D, SOff::SGPR>}, {                        \
    "S_LOAD_" N "_SGPR_IMM", smemLoad<D, SOff::SGPRImm>                        \
  }, {"S_LOAD_" N "_IMM.gfx7", smemLoad<D, SOff::DwordImm>}
#define FLAT_MEM(SEG, S, SFX)                                                  \
  {SEG "_LOAD_UBYTE" SFX, flatLoad<S, 1, false>},                              \
      {SEG "_LOAD_SBYTE" SFX, flatLoad<S, 1, true>},                           \
      {SEG "_LOAD_USHORT" SFX, flatLoad<S, 2, false>},                         \
      {SEG "_LOAD_SSHORT" SFX, flatLoad<S, 2, true>},                          \
      {SEG "_LOAD_DWORD" SFX, flatLoad<S, 4, false>},                          \
      {SEG "_LOAD_DWORDX2" SFX, flatLoad<S, 8, false>},                        \
      {SEG "_LOAD_DWORDX3" SFX, flatLoad<S, 12, false>},                       \
      {SEG "_LOAD_DWORDX4" SFX, flatLoad<S, 16, false>},                       \
      {SEG "_STORE_BYTE" SFX, flatStore<S, 1>},                                \
      {SEG "_STORE_SHORT" SFX, flatStore<S, 2>},                               \
      {SEG "_STORE_DWORD" SFX, flatStore<S, 4>},                               \
      {SEG "_STORE_DWORDX2" SFX, flatStore<S, 8>},                             \
      {SEG "_STORE_DWORDX3" SFX, flatStore<S, 12>}, {                          \
    SEG "_STORE_DWORDX4" SFX, flatStore<S, 16>                                 \
  }
/// gfx9's D16 forms: a byte or short into (or, stores, from) the low or
/// high half of a register (Half).
#define FLAT_D16(SEG, S, SFX)                                                  \
  {SEG "_LOAD_UBYTE_D16" SFX, flatLoad<S, 1, false, Half::Lo>},                \
      {SEG "_LOAD_UBYTE_D16_HI" SFX, flatLoad<S, 1, false, Half::Hi>},         \
      {SEG "_LOAD_SBYTE_D16" SFX, flatLoad<S, 1, true, Half::Lo>},             \
      {SEG "_LOAD_SBYTE_D16_HI" SFX, flatLoad<S, 1, true, Half::Hi>},          \
      {SEG "_LOAD_SHORT_D16" SFX, flatLoad<S, 2, false, Half::Lo>},            \
      {SEG "_LOAD_SHORT_D16_HI" SFX, flatLoad<S, 2, false, Half::Hi>},         \
      {SEG "_STORE_BYTE_D16_HI" SFX, flatStore<S, 1, Half::Hi>}, {             \
    SEG "_STORE_SHORT_D16_HI" SFX, flatStore<S, 2, Half::Hi>                   \
  }
#define ATOMIC_1(SEG, S, NAME, OP, SFX)                                        \
  {SEG "_ATOMIC_" NAME SFX, flatAtomic<S, AtomicOp::OP, uint32_t>},            \
      {SEG "_ATOMIC_" NAME SFX "_RTN", flatAtomic<S, AtomicOp::OP, uint32_t>}, \
      {SEG "_ATOMIC_" NAME "_X2" SFX, flatAtomic<S, AtomicOp::OP, uint64_t>},  \
  {                                                                            \
    SEG "_ATOMIC_" NAME "_X2" SFX "_RTN",                                      \
        flatAtomic<S, AtomicOp::OP, uint64_t>                                  \
  }
#define ATOMICS(SEG, S, SFX)                                                   \
  ATOMIC_1(SEG, S, "SWAP", Swap, SFX),                                         \
      ATOMIC_1(SEG, S, "CMPSWAP", CmpSwap, SFX),                               \
      ATOMIC_1(SEG, S, "ADD", Add, SFX), ATOMIC_1(SEG, S, "SUB", Sub, SFX),    \
      ATOMIC_1(SEG, S, "SMIN", SMin, SFX),                                     \
      ATOMIC_1(SEG, S, "UMIN", UMin, SFX),                                     \
      ATOMIC_1(SEG, S, "SMAX", SMax, SFX),                                     \
      ATOMIC_1(SEG, S, "UMAX", UMax, SFX), ATOMIC_1(SEG, S, "AND", And, SFX),  \
      ATOMIC_1(SEG, S, "OR", Or, SFX), ATOMIC_1(SEG, S, "XOR", Xor, SFX),      \
      ATOMIC_1(SEG, S, "INC", Inc, SFX), ATOMIC_1(SEG, S, "DEC", Dec, SFX)
#define BUFFER_1(NAME, BYTES, SIGNED, STORE, ...)                              \
  {"BUFFER_" NAME "_OFFEN",                                                    \
   bufferAccess<BYTES, SIGNED, STORE, true, ##__VA_ARGS__>},                   \
  {                                                                            \
    "BUFFER_" NAME "_OFFSET",                                                  \
        bufferAccess<BYTES, SIGNED, STORE, false, ##__VA_ARGS__>               \
  }
#define BUFFER_ATOMIC_1(NAME, OP, T, SFX)                                      \
  {"BUFFER_ATOMIC_" NAME "_OFFEN" SFX, bufferAtomic<AtomicOp::OP, T, true>},   \
      {"BUFFER_ATOMIC_" NAME "_OFFSET" SFX,                                    \
       bufferAtomic<AtomicOp::OP, T, false>},                                  \
      {"BUFFER_ATOMIC_" NAME "_OFFEN_RTN" SFX,                                 \
       bufferAtomic<AtomicOp::OP, T, true>},                                   \
  {                                                                            \
    "BUFFER_ATOMIC_" NAME "_OFFSET_RTN" SFX,                                   \
        bufferAtomic<AtomicOp::OP, T, false>                                   \
  }
#define BUFFER_ATOMIC(NAME, OP)                                                \
  BUFFER_ATOMIC_1(NAME, OP, uint32_t, ""),                                     \
      BUFFER_ATOMIC_1(NAME "_X2", OP, uint64_t, "")
#define DS_ATOMIC(NAME, OP)                                                    \
  {"DS_" NAME "_U32", dsAtomic<AtomicOp::OP, uint32_t>},                       \
      {"DS_" NAME "_RTN_U32", dsAtomic<AtomicOp::OP, uint32_t>},               \
      {"DS_" NAME "_U64", dsAtomic<AtomicOp::OP, uint64_t>}, {                 \
    "DS_" NAME "_RTN_U64", dsAtomic<AtomicOp::OP, uint64_t>                    \
  }

/// The bitwise ones are named by width alone (ds_and_b32).
#define DS_ATOMIC_BITS(NAME, OP)                                               \
  {"DS_" NAME "_B32", dsAtomic<AtomicOp::OP, uint32_t>},                       \
      {"DS_" NAME "_RTN_B32", dsAtomic<AtomicOp::OP, uint32_t>},               \
      {"DS_" NAME "_B64", dsAtomic<AtomicOp::OP, uint64_t>}, {                 \
    "DS_" NAME "_RTN_B64", dsAtomic<AtomicOp::OP, uint64_t>                    \
  }

#define SCRATCH(OP, B, SIGNED, STORE, ...)                                     \
  {"SCRATCH_" OP, scratchAccess<B, SIGNED, STORE, false, ##__VA_ARGS__>}, {    \
    "SCRATCH_" OP "_SADDR",                                                    \
        scratchAccess<B, SIGNED, STORE, true, ##__VA_ARGS__>                   \
  }

static const OpEntry MemoryTable[] = {
    SCRATCH("LOAD_UBYTE", 1, false, false),
    SCRATCH("LOAD_SBYTE", 1, true, false),
    SCRATCH("LOAD_USHORT", 2, false, false),
    SCRATCH("LOAD_SSHORT", 2, true, false),
    SCRATCH("LOAD_DWORD", 4, false, false),
    SCRATCH("LOAD_DWORDX2", 8, false, false),
    SCRATCH("LOAD_DWORDX3", 12, false, false),
    SCRATCH("LOAD_DWORDX4", 16, false, false),
    SCRATCH("STORE_BYTE", 1, false, true),
    SCRATCH("STORE_SHORT", 2, false, true),
    SCRATCH("STORE_DWORD", 4, false, true),
    SCRATCH("STORE_DWORDX2", 8, false, true),
    SCRATCH("STORE_DWORDX3", 12, false, true),
    SCRATCH("STORE_DWORDX4", 16, false, true),
    SCRATCH("LOAD_UBYTE_D16", 1, false, false, Half::Lo),
    SCRATCH("LOAD_UBYTE_D16_HI", 1, false, false, Half::Hi),
    SCRATCH("LOAD_SBYTE_D16", 1, true, false, Half::Lo),
    SCRATCH("LOAD_SBYTE_D16_HI", 1, true, false, Half::Hi),
    SCRATCH("LOAD_SHORT_D16", 2, false, false, Half::Lo),
    SCRATCH("LOAD_SHORT_D16_HI", 2, false, false, Half::Hi),
    SCRATCH("STORE_BYTE_D16_HI", 1, false, true, Half::Hi),
    SCRATCH("STORE_SHORT_D16_HI", 2, false, true, Half::Hi),
    SMEM("DWORD", 1),
    SMEM("DWORDX2", 2),
    SMEM("DWORDX4", 4),
    SMEM("DWORDX8", 8),
    SMEM("DWORDX16", 16),
    FLAT_MEM("FLAT", Seg::Flat, ""),
    FLAT_MEM("GLOBAL", Seg::Global, ""),
    FLAT_MEM("GLOBAL", Seg::Global, "_SADDR"),
    FLAT_D16("FLAT", Seg::Flat, ""),
    FLAT_D16("GLOBAL", Seg::Global, ""),
    FLAT_D16("GLOBAL", Seg::Global, "_SADDR"),
    ATOMICS("FLAT", Seg::Flat, ""),
    ATOMICS("GLOBAL", Seg::Global, ""),
    ATOMICS("GLOBAL", Seg::Global, "_SADDR"),
    BUFFER_1("LOAD_UBYTE", 1, false, false),
    BUFFER_1("LOAD_SBYTE", 1, true, false),
    BUFFER_1("LOAD_USHORT", 2, false, false),
    BUFFER_1("LOAD_SSHORT", 2, true, false),
    BUFFER_1("LOAD_DWORD", 4, false, false),
    BUFFER_1("LOAD_DWORDX2", 8, false, false),
    BUFFER_1("LOAD_DWORDX3", 12, false, false),
    BUFFER_1("LOAD_DWORDX4", 16, false, false),
    BUFFER_1("STORE_BYTE", 1, false, true),
    BUFFER_1("STORE_SHORT", 2, false, true),
    BUFFER_1("STORE_DWORD", 4, false, true),
    BUFFER_1("STORE_DWORDX2", 8, false, true),
    BUFFER_1("STORE_DWORDX3", 12, false, true),
    BUFFER_1("STORE_DWORDX4", 16, false, true),
    BUFFER_1("LOAD_UBYTE_D16", 1, false, false, Half::Lo),
    BUFFER_1("LOAD_UBYTE_D16_HI", 1, false, false, Half::Hi),
    BUFFER_1("LOAD_SBYTE_D16", 1, true, false, Half::Lo),
    BUFFER_1("LOAD_SBYTE_D16_HI", 1, true, false, Half::Hi),
    BUFFER_1("LOAD_SHORT_D16", 2, false, false, Half::Lo),
    BUFFER_1("LOAD_SHORT_D16_HI", 2, false, false, Half::Hi),
    BUFFER_1("STORE_BYTE_D16_HI", 1, false, true, Half::Hi),
    BUFFER_1("STORE_SHORT_D16_HI", 2, false, true, Half::Hi),
    BUFFER_ATOMIC("SWAP", Swap),
    BUFFER_ATOMIC("CMPSWAP", CmpSwap),
    BUFFER_ATOMIC("ADD", Add),
    BUFFER_ATOMIC("SUB", Sub),
    BUFFER_ATOMIC("SMIN", SMin),
    BUFFER_ATOMIC("UMIN", UMin),
    BUFFER_ATOMIC("SMAX", SMax),
    BUFFER_ATOMIC("UMAX", UMax),
    BUFFER_ATOMIC("AND", And),
    BUFFER_ATOMIC("OR", Or),
    BUFFER_ATOMIC("XOR", Xor),
    BUFFER_ATOMIC("INC", Inc),
    BUFFER_ATOMIC("DEC", Dec),
    {"DS_READ_U8", dsRead<1, false>},
    {"DS_READ_U8_D16", dsRead<1, false, Half::Lo>},
    {"DS_READ_U8_D16_HI", dsRead<1, false, Half::Hi>},
    {"DS_READ_I8_D16", dsRead<1, true, Half::Lo>},
    {"DS_READ_I8_D16_HI", dsRead<1, true, Half::Hi>},
    {"DS_READ_U16_D16", dsRead<2, false, Half::Lo>},
    {"DS_READ_U16_D16_HI", dsRead<2, false, Half::Hi>},
    {"DS_WRITE_B8_D16_HI", dsWrite<1, Half::Hi>},
    {"DS_WRITE_B16_D16_HI", dsWrite<2, Half::Hi>},
    {"DS_READ_I8", dsRead<1, true>},
    {"DS_READ_U16", dsRead<2, false>},
    {"DS_READ_I16", dsRead<2, true>},
    {"DS_READ_B32", dsRead<4, false>},
    {"DS_READ_B64", dsRead<8, false>},
    {"DS_READ_B96", dsRead<12, false>},
    {"DS_READ_B128", dsRead<16, false>},
    {"DS_WRITE_B8", dsWrite<1>},
    {"DS_WRITE_B16", dsWrite<2>},
    {"DS_WRITE_B32", dsWrite<4>},
    {"DS_WRITE_B64", dsWrite<8>},
    {"DS_WRITE_B96", dsWrite<12>},
    {"DS_WRITE_B128", dsWrite<16>},
    {"DS_READ2_B32", dsRead2<4, 1>},
    {"DS_READ2ST64_B32", dsRead2<4, 64>},
    {"DS_READ2_B64", dsRead2<8, 1>},
    {"DS_READ2ST64_B64", dsRead2<8, 64>},
    {"DS_WRITE2_B32", dsWrite2<4, 1>},
    {"DS_WRITE2ST64_B32", dsWrite2<4, 64>},
    {"DS_WRITE2_B64", dsWrite2<8, 1>},
    {"DS_WRITE2ST64_B64", dsWrite2<8, 64>},
    DS_ATOMIC("ADD", Add),
    DS_ATOMIC("SUB", Sub),
    DS_ATOMIC("INC", Inc),
    DS_ATOMIC("DEC", Dec),
    DS_ATOMIC("MIN", UMin),
    DS_ATOMIC("MAX", UMax),
    DS_ATOMIC_BITS("AND", And),
    DS_ATOMIC_BITS("OR", Or),
    DS_ATOMIC_BITS("XOR", Xor),
    {"DS_MIN_I32", dsAtomic<AtomicOp::SMin, uint32_t>},
    {"DS_MIN_RTN_I32", dsAtomic<AtomicOp::SMin, uint32_t>},
    {"DS_MAX_I32", dsAtomic<AtomicOp::SMax, uint32_t>},
    {"DS_MAX_RTN_I32", dsAtomic<AtomicOp::SMax, uint32_t>},
    {"DS_MIN_I64", dsAtomic<AtomicOp::SMin, uint64_t>},
    {"DS_MIN_RTN_I64", dsAtomic<AtomicOp::SMin, uint64_t>},
    {"DS_MAX_I64", dsAtomic<AtomicOp::SMax, uint64_t>},
    {"DS_MAX_RTN_I64", dsAtomic<AtomicOp::SMax, uint64_t>},
    {"DS_WRXCHG_RTN_B32", dsAtomic<AtomicOp::Swap, uint32_t>},
    {"DS_WRXCHG_RTN_B64", dsAtomic<AtomicOp::Swap, uint64_t>},
    {"DS_CMPST_B32", dsAtomic<AtomicOp::CmpSwap, uint32_t>},
    {"DS_CMPST_RTN_B32", dsAtomic<AtomicOp::CmpSwap, uint32_t>},
    {"DS_CMPST_B64", dsAtomic<AtomicOp::CmpSwap, uint64_t>},
    {"DS_CMPST_RTN_B64", dsAtomic<AtomicOp::CmpSwap, uint64_t>},
    {"DS_SWIZZLE_B32", dsSwizzle},
    // Memory is coherent in the model: nothing to write back or invalidate.
    {"BUFFER_WBINVL1", nop},
    {"BUFFER_WBINVL1_VOL", nop},
    {"DS_BPERMUTE_B32", dsPermute<true>},
    {"DS_PERMUTE_B32", dsPermute<false>},
};

ArrayRef<OpEntry> memoryOps() { return MemoryTable; }

} // namespace emu
} // namespace amdcl2
