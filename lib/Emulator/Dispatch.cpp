//===- Dispatch.cpp - Dispatching a kernel as the CL2 runtime does --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds everything the CL2 runtime gives a kernel, from the binary alone:
/// the argument buffer laid out by the kernel's metadata, the HSA AQL
/// dispatch packet as the setup buffer, the scratch buffer descriptor, and
/// per wave the user SGPRs in HSA order selected by the setup's
/// enable_sgpr_* bits, then the enabled group ids and the scratch wave
/// offset (docs/ABI.md sections 2-5).
///
//===----------------------------------------------------------------------===//

#include "Dispatch.h"
#include "amdcl2/ABI/DeviceQueue.h"
#include "amdcl2/ABI/KernelCode.h"
#include "amdcl2/ABI/SetupBuffer.h"
#include "llvm/Support/MathExtras.h"
#include <cstring>

using namespace llvm;

namespace amdcl2 {
namespace emu {

Error argError(const KernelInfo &Info, unsigned Index, const ArgDesc &A,
               const Twine &Why) {
  return createStringError("kernel '" + Info.name() + "': argument " +
                           Twine(Index) + " '" + A.Name + "' (" + A.TypeName +
                           "): " + Why);
}

namespace {
/// enable_sgpr_* bits of kernel_code_properties and their SGPR counts.
enum : uint32_t {
  EnPrivateSegmentBuffer = 1 << 0,
  EnDispatchPtr = 1 << 1,
  EnQueuePtr = 1 << 2,
  EnKernargPtr = 1 << 3,
  EnDispatchId = 1 << 4,
  EnFlatScratchInit = 1 << 5,
  EnPrivateSegmentSize = 1 << 6,
};

bool isFloatType(StringRef T) {
  return T == "float" || T == "double" || T == "half";
}

/// A value given as its bytes: as many as the argument's type has (a
/// 3-vector has four elements' worth, as in OpenCL's API).
Error placeRaw(Dispatch &D, const KernelInfo &Info, unsigned Index,
               const ArgDesc &A, const ArgValue &V, uint64_t Slot) {
  uint64_t Bytes = uint64_t(A.ElemSize) * (A.NumElems == 3 ? 4 : A.NumElems);
  if (V.Bytes.size() != Bytes || Bytes > A.Size)
    return argError(Info, Index, A,
                    Twine(V.Bytes.size()) + " bytes given, the type has " +
                        Twine(Bytes));
  std::memcpy(D.Mem.translate(Slot, Bytes), V.Bytes.data(), Bytes);
  return Error::success();
}

/// Writes user argument \p Index into its slot; buffers and struct copies
/// are allocated in \p D.Mem. \p LocalNext is the next free LDS offset.
Error placeArg(Dispatch &D, const KernelInfo &Info, unsigned Index,
               const ArgDesc &A, const ArgValue &V, uint64_t &LocalNext) {
  uint64_t Slot = D.KernargAddr + A.Offset;
  bool Is64 = Info.is64Bit();
  auto PutPtr = [&](uint64_t P) { putSize(D.Mem, Slot, P, Is64); };
  switch (A.Kind) {
  case ArgKind::Pointer:
    if (A.AddrSpace == ArgAddrSpace::Local) {
      if (V.Kind != ArgValue::Local)
        return argError(Info, Index, A,
                        "needs local:BYTES, got '" + V.Spec + "'");
      // The slot holds the LDS offset of the runtime-allocated buffer,
      // aligned for its pointee (a long16 to 128 bytes), at least 16.
      LocalNext = alignTo(LocalNext, std::max<uint64_t>(16, A.PointeeAlign));
      put<uint64_t>(D.Mem, Slot, LocalNext);
      LocalNext += V.LocalBytes;
      return Error::success();
    }
    if (V.Kind == ArgValue::Address) {
      PutPtr(V.DeviceAddr);
      return Error::success();
    }
    [[fallthrough]];
  case ArgKind::Struct: {
    if (V.Kind != ArgValue::Buffer)
      return argError(Info, Index, A, "needs buf:..., got '" + V.Spec + "'");
    if (A.Kind == ArgKind::Struct && V.Bytes.size() != A.StructSize)
      return argError(Info, Index, A,
                      "the struct has " + Twine(A.StructSize) +
                          " bytes, the buffer " + Twine(V.Bytes.size()));
    // A struct by value is a pointer to a copy of it (ABI doc section 5).
    uint64_t P = D.Mem.allocate(V.Bytes.size(), "arg" + Twine(Index).str());
    D.Mem.store(P, V.Bytes.data(), V.Bytes.size());
    D.Buffers.push_back({Index, P});
    PutPtr(P);
    return Error::success();
  }
  case ArgKind::Value: {
    if (V.Kind == ArgValue::Raw)
      return placeRaw(D, Info, Index, A, V, Slot);
    if (V.Kind != ArgValue::Scalar)
      return argError(Info, Index, A, "needs a value, got '" + V.Spec + "'");
    unsigned ElemBytes = V.Bytes.size() / V.Elems;
    bool Float = V.Type[0] == 'f';
    if (ElemBytes != A.ElemSize || V.Elems != A.NumElems ||
        Float != isFloatType(A.ElemType))
      return argError(Info, Index, A,
                      "'" + V.Spec + "' does not match " + Twine(A.NumElems) +
                          " x " + A.ElemType);
    if (V.Bytes.size() > A.Size)
      return argError(Info, Index, A, "the value is larger than its slot");
    std::memcpy(D.Mem.translate(Slot, V.Bytes.size()), V.Bytes.data(),
                V.Bytes.size());
    return Error::success();
  }
  case ArgKind::Queue:
    // A queue_t is the device queue's header, as setup argument 4.
    if (V.Kind != ArgValue::Queue)
      return argError(Info, Index, A, "needs queue, got '" + V.Spec + "'");
    PutPtr(D.QueueAddr);
    return Error::success();
  case ArgKind::Pipe:
    return placePipe(D, Info, Index, A, V, Slot);
  case ArgKind::Image:
    return placeImage(D, Info, Index, A, V, Slot);
  case ArgKind::Sampler:
    return placeSampler(D, Info, Index, A, V, Slot);
  default:
    return argError(Info, Index, A,
                    "arguments of kind '" + argKindName(A.Kind) +
                        "' are not supported by the emulator yet");
  }
}

/// The AQL kernel-dispatch packet (ABI doc section 4): the grid size is the
/// real global size, so the kernel computes non-uniform last groups.
void writePacket(Dispatch &D, const KernelCodeT &S, unsigned WorkDim,
                 uint64_t KernelObject) {
  uint64_t P = D.PacketAddr;
  put<uint16_t>(D.Mem, P + setup::HeaderOffset,
                setup::PacketTypeKernelDispatch);
  put<uint16_t>(D.Mem, P + setup::DimsOffset, WorkDim);
  for (unsigned I = 0; I < 3; ++I) {
    put<uint16_t>(D.Mem, P + setup::localSizeOffset(I), D.Local[I]);
    put<uint32_t>(D.Mem, P + setup::globalSizeOffset(I), D.Grid[I]);
  }
  put<uint32_t>(D.Mem, P + setup::PrivateSegmentSizeOffset,
                S.PrivateSegmentSize);
  put<uint32_t>(D.Mem, P + setup::GroupSegmentSizeOffset, D.LDSBytes);
  put<uint64_t>(D.Mem, P + setup::KernelObjectOffset, KernelObject);
  put<uint64_t>(D.Mem, P + setup::KernargAddressOffset, D.KernargAddr);
}
} // namespace

/// What every dispatch gets whoever launches it: scratch for the waves of
/// one group (the wave's private memory is 64 interleaved lanes) and, for
/// usegeneric, the queue pointer: a buffer whose dwords 16 and 17 hold the
/// high halves of the LDS and private apertures (as amd_queue_t).
static Error finishDispatch(Dispatch &D, const KernelCodeT &S,
                            const KernelInfo &Info) {
  if (D.LDSBytes > 65536)
    return createStringError("kernel '" + Info.name() + "' needs " +
                             Twine(D.LDSBytes) + " bytes of LDS (64 KiB max)");
  uint64_t Items = D.Local[0] * D.Local[1] * D.Local[2];
  D.MaxWavesPerGroup = divideCeil(Items, WaveSize);
  D.WaveScratchBytes =
      alignTo(uint64_t(alignTo(S.PrivateSegmentSize, 4)) * WaveSize, 1024);
  if (D.WaveScratchBytes)
    D.ScratchAddr =
        D.Mem.allocate(D.WaveScratchBytes * D.MaxWavesPerGroup, "scratch");
  if (S.enableSGPRMask() & EnQueuePtr) {
    D.ApertureAddr = D.Mem.allocate(256, "aperture buffer");
    put<uint32_t>(D.Mem, D.ApertureAddr + 4 * setup::LDSApertureHiDword,
                  SharedApertureHi);
    put<uint32_t>(D.Mem, D.ApertureAddr + 4 * setup::ScratchApertureHiDword,
                  PrivateApertureHi);
  }
  return Error::success();
}

Expected<std::unique_ptr<Dispatch>>
prepareDispatch(const AMDCL2Binary &Bin, unsigned Kernel,
                const KernelInfo &Info, const LaunchConfig &Cfg, bool GFX9,
                Memory &Mem, const LoadedProgram &Prog, uint64_t Queue) {
  const std::vector<ArgDesc> &All = Info.ABI.Args.Args;
  unsigned NumUser = All.size() - NumHiddenArgs;
  if (Cfg.Args.size() != NumUser)
    return createStringError("kernel '" + Info.name() + "' takes " +
                             Twine(NumUser) + " arguments, " +
                             Twine(Cfg.Args.size()) + " given");
  auto D = std::make_unique<Dispatch>(Mem);
  D->GFX9 = GFX9;
  D->Kernel = Kernel;
  D->QueueAddr = Queue;
  const KernelCodeT &S = Bin.Kernels[Kernel].Setup;
  for (unsigned I = 0; I < 3; ++I) {
    D->Grid[I] = I < Cfg.WorkDim ? Cfg.Global[I] : 1;
    D->Local[I] = I < Cfg.WorkDim ? Cfg.Local[I] : 1;
    D->NumGroups[I] = divideCeil(D->Grid[I], D->Local[I]);
  }
  D->CodeAddr = Prog.CodeObjects[Kernel] + cl2::KernelCodeTSize;
  D->PacketAddr = D->Mem.allocate(64, "dispatch packet");
  uint64_t KernargSize =
      std::max<uint64_t>(S.KernargSegmentSize, Info.ABI.Args.Size);
  D->KernargAddr = D->Mem.allocate(KernargSize, "kernarg");
  // The printf buffer, only for kernels that print (as AMD's runtime):
  // header u32 write offset 0, u32 capacity, records from byte 8.
  if (!Info.ABI.Printf.empty()) {
    constexpr uint64_t PrintfBytes = 1 << 20;
    D->PrintfAddr = D->Mem.allocate(PrintfBytes, "printf buffer");
    put<uint32_t>(D->Mem, D->PrintfAddr + PrintfBufferCapacityField,
                  PrintfBytes - PrintfBufferHeaderSize);
    uint64_t Slot =
        D->KernargAddr + hiddenArgOffset(HiddenPrintfBuffer, Info.is64Bit());
    putSize(D->Mem, Slot, D->PrintfAddr, Info.is64Bit());
  }
  // Setup arguments: the global offsets (vqueue and aqlwrap: DeviceQueue.cpp).
  for (unsigned I = 0; I < 3; ++I) {
    uint64_t Slot = D->KernargAddr + hiddenArgOffset(I, Info.is64Bit());
    putSize(D->Mem, Slot, Cfg.Offset[I], Info.is64Bit());
  }
  uint64_t LocalNext = S.GroupSegmentSize;
  for (unsigned I = 0; I < NumUser; ++I)
    if (Error E = placeArg(*D, Info, I, All[NumHiddenArgs + I], Cfg.Args[I],
                           LocalNext))
      return std::move(E);
  D->LDSBytes = LocalNext;
  if (Error E = finishDispatch(*D, S, Info))
    return std::move(E);
  writePacket(*D, S, Cfg.WorkDim, Prog.CodeObjects[Kernel]);
  return std::move(D);
}

Expected<std::unique_ptr<Dispatch>>
prepareChildDispatch(unsigned Kernel, const KernelInfo &Info, uint64_t Wrap,
                     bool GFX9, Memory &Mem, const LoadedProgram &Prog) {
  auto D = std::make_unique<Dispatch>(Mem);
  D->GFX9 = GFX9;
  D->Kernel = Kernel;
  D->PacketAddr = Wrap + vqueue::WrapPacketOffset;
  uint64_t P = D->PacketAddr;
  D->KernargAddr = get<uint64_t>(Mem, P + setup::KernargAddressOffset);
  D->CodeAddr = Prog.CodeObjects[Kernel] + cl2::KernelCodeTSize;
  unsigned Dims = get<uint16_t>(Mem, P + setup::DimsOffset) & setup::DimsMask;
  if (Dims < 1 || Dims > 3)
    return createStringError("an enqueued packet of kernel '" + Info.name() +
                             "' has " + Twine(Dims) + " dimensions");
  for (unsigned I = 0; I < 3; ++I) {
    D->Grid[I] =
        I < Dims ? get<uint32_t>(Mem, P + setup::globalSizeOffset(I)) : 1;
    D->Local[I] =
        I < Dims ? get<uint16_t>(Mem, P + setup::localSizeOffset(I)) : 1;
    if (!D->Grid[I] || !D->Local[I])
      return createStringError("an enqueued packet of kernel '" + Info.name() +
                               "' has a zero size");
    D->NumGroups[I] = divideCeil(D->Grid[I], D->Local[I]);
  }
  // The printf buffer the enqueuer passed on (its own).
  D->PrintfAddr = getSize(
      Mem, D->KernargAddr + hiddenArgOffset(HiddenPrintfBuffer, Info.is64Bit()),
      Info.is64Bit());
  const KernelCodeT &S = Info.Setup;
  D->LDSBytes = uint64_t(S.GroupSegmentSize) +
                get<uint32_t>(Mem, P + setup::GroupSegmentSizeOffset);
  if (Error E = finishDispatch(*D, S, Info))
    return std::move(E);
  return std::move(D);
}

/// s[0:3] as the runtime builds it: base of the scratch area, swizzled with
/// ADD_TID, 4-byte elements, index stride 64, so that consecutive lanes'
/// dwords are adjacent.
static void scratchDescriptor(const Dispatch &D, uint32_t *R) {
  R[0] = uint32_t(D.ScratchAddr);
  R[1] = uint32_t(D.ScratchAddr >> 32) & 0xffff;
  R[1] |= 1u << 31; // SWIZZLE_ENABLE, stride 0
  R[2] = ~0u;       // NUM_RECORDS: bounded by the allocation instead
  R[3] = (1u << 19) | (3u << 21) | (1u << 23);
}

Error initWave(const Dispatch &D, const KernelCodeT &S, const Dim3 &Group,
               const Dim3 &Size, unsigned WaveIdx, WaveState &W) {
  // Only the VGPRs the kernel uses are cleared: clearing all 64 KiB per
  // wave dominated short kernels. Nothing reads uninitialised registers on
  // hardware either; zeros keep runs deterministic.
  unsigned VGPRs =
      std::min<unsigned>(std::max<unsigned>(S.WorkitemVGPRCount, 3), NumVGPRs);
  std::fill_n(W.V.begin(), VGPRs * WaveSize, 0);
  W.S.fill(0);
  W.SCC = false;
  W.PC = 0;
  W.Halted = W.AtBarrier = W.GprIdxEn = false;
  W.TrapSts = 0;
  W.Id = WaveIdx;
  uint32_t En = S.enableSGPRMask();
  unsigned N = 0;
  auto Put64 = [&](uint64_t V) {
    W.S[N++] = uint32_t(V);
    W.S[N++] = uint32_t(V >> 32);
  };
  if (En & EnPrivateSegmentBuffer) {
    scratchDescriptor(D, &W.S[N]);
    N += 4;
  }
  if (En & EnDispatchPtr)
    Put64(D.PacketAddr);
  if (En & EnQueuePtr)
    Put64(D.ApertureAddr);
  if (En & EnKernargPtr)
    Put64(D.KernargAddr);
  if (En & EnDispatchId)
    Put64(0);
  if (En & EnFlatScratchInit) {
    // The dispatch's scratch, not the wave's: the kernel's prologue adds
    // the scratch wave offset itself (gfx9: FLAT_SCRATCH = FSI + offset;
    // gfx8: offset and size per work-item, turned into FLAT_SCRATCH).
    if (D.GFX9) {
      Put64(D.ScratchAddr);
    } else {
      W.S[N++] = 0;
      W.S[N++] = uint32_t(D.WaveScratchBytes / WaveSize);
    }
  }
  if (En & EnPrivateSegmentSize)
    W.S[N++] = S.PrivateSegmentSize;
  if (N != S.userSGPRs())
    return createStringError("the setup enables " + Twine(N) +
                             " user SGPRs but PGM_RSRC2.USER_SGPR is " +
                             Twine(S.userSGPRs()));
  for (unsigned I = 0; I < 3; ++I)
    if (S.tgidMask() & (1u << I))
      W.S[N++] = Group[I];
  if ((S.PgmRsrc2 >> 10) & 1) // TG_SIZE_EN
    return createStringError("TG_SIZE_EN is set: not supported");
  if (S.scratchEnabled())
    W.S[N++] = WaveIdx * D.WaveScratchBytes;
  // Local ids: work-items of the (possibly partial) group, x fastest.
  uint64_t Items = Size[0] * Size[1] * Size[2], Exec = 0;
  unsigned Comps = S.tidigCompCnt();
  for (unsigned L = 0; L < WaveSize; ++L) {
    uint64_t Item = uint64_t(WaveIdx) * WaveSize + L;
    if (Item >= Items)
      break;
    Exec |= 1ull << L;
    W.v(0, L) = Item % Size[0];
    if (Comps >= 1)
      W.v(1, L) = (Item / Size[0]) % Size[1];
    if (Comps >= 2)
      W.v(2, L) = Item / (Size[0] * Size[1]);
  }
  W.setExec(Exec);
  // MODE from PGM_RSRC1: float round and denorm modes, DX10_CLAMP, IEEE.
  W.Mode = ((S.PgmRsrc1 >> 12) & 0xff) | ((S.PgmRsrc1 >> 21) & 1) << 8 |
           ((S.PgmRsrc1 >> 23) & 1) << 9;
  return Error::success();
}

} // namespace emu
} // namespace amdcl2
