//===- Commands.cpp - Transfers and kernel launches -----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What commands do when they run: copies between the host and the
/// context's VirtualGPU, and kernel launches on it (a launch's arguments are
/// taken when it is enqueued, as OpenCL says). A kernel the emulator stops
/// (an instruction it does not model, an access outside every buffer) fails
/// its event with CL_OUT_OF_RESOURCES and prints the emulator's located
/// error on standard error: never a silent wrong answer.
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "DeviceFacts.h"
#include "Objects.h"
#include "Queues.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>

using namespace llvm;
using namespace amdcl2;
using namespace amdcl2::rt;

/// Device time of moving \p Bytes: 16 bytes a nanosecond (a PCIe 3.0 x16
/// link), at least a microsecond.
static cl_ulong transferTime(size_t Bytes) {
  return std::max<cl_ulong>(1000, Bytes / 16);
}

/// Whether \p M keeps a copy of the application's memory (CL_MEM_USE_HOST_PTR
/// over memory that is not SVM), brought up to date at map and unmap.
static bool hasHostCopy(cl_mem M) {
  return M->HostPtr && !M->UsesSVM && !(M->Parent && M->Parent->UsesSVM);
}

/// Host view of [Offset, Offset + Size) of \p M.
static uint8_t *hostView(cl_mem M, size_t Offset, size_t Size) {
  return M->Context->GPU.translate(M->Addr + Offset, Size);
}

/// The checks every buffer command makes of \p M and a range of it.
static cl_int checkBuffer(cl_command_queue Q, cl_mem M, size_t Offset,
                          size_t Size) {
  if (!isLive(M) || M->Type != CL_MEM_OBJECT_BUFFER)
    return CL_INVALID_MEM_OBJECT;
  if (M->Context != Q->Context)
    return CL_INVALID_CONTEXT;
  if (Offset > M->Size || Size > M->Size - Offset)
    return CL_INVALID_VALUE;
  return CL_SUCCESS;
}

static cl_int hostAccess(cl_mem M, bool Read) {
  cl_mem_flags Denied = Read ? CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS
                             : CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
  return (M->Flags & Denied) ? CL_INVALID_OPERATION : CL_SUCCESS;
}

/// A queue, its lock and its checks, for every command entry point.
#define AMDCL2_QUEUE_ENTRY(Q)                                                  \
  std::lock_guard<std::recursive_mutex> Lock(apiLock());                       \
  if (!isLive(Q))                                                              \
  return CL_INVALID_COMMAND_QUEUE

/// The work-group size the runtime picks when the application gives none:
/// the largest that divides the global size, x first, at most the device's
/// maximum (so no group is partial).
static void chooseLocalSize(cl_uint Dims, const size_t *Global, size_t *Local) {
  size_t Left = facts::MaxWorkGroupSize;
  for (cl_uint I = 0; I < Dims; ++I) {
    size_t Best = 1;
    for (size_t L = std::min(Left, Global[I]); L > 1; --L)
      if (Global[I] % L == 0) {
        Best = L;
        break;
      }
    Local[I] = Best;
    Left /= Best;
  }
}

/// The size of \p Dev's default on-device queue in \p C, 0 if it has none.
static uint64_t defaultDeviceQueueBytes(cl_context C, cl_device_id Dev) {
  uint64_t Bytes = 0;
  for (const void *P : liveObjects<_cl_command_queue>()) {
    auto *Q = static_cast<const _cl_command_queue *>(P);
    if (Q->Context == C && Q->Device == Dev &&
        (Q->Props & CL_QUEUE_ON_DEVICE_DEFAULT))
      Bytes = Q->Size;
  }
  return Bytes;
}

/// The NDRange checks of the OpenCL 2.0 specification, in its order.
static cl_int checkRange(const KernelInfo &R, cl_uint Dims,
                         const size_t *Offset, const size_t *Global,
                         const size_t *Local) {
  for (cl_uint I = 0; I < Dims; ++I) {
    if (Global[I] == 0 || Global[I] > UINT32_MAX)
      return CL_INVALID_GLOBAL_WORK_SIZE;
    if (Offset && Offset[I] > UINT32_MAX - Global[I])
      return CL_INVALID_GLOBAL_OFFSET;
  }
  const auto &Reqd = R.ABI.ReqdWorkGroupSize;
  if (!Local)
    return Reqd[0] ? CL_INVALID_WORK_GROUP_SIZE : CL_SUCCESS;
  size_t Items = 1;
  for (cl_uint I = 0; I < Dims; ++I) {
    if (Local[I] == 0)
      return CL_INVALID_WORK_GROUP_SIZE;
    if (Local[I] > facts::MaxWorkItemSizes[I])
      return CL_INVALID_WORK_ITEM_SIZE;
    if (Reqd[0] && Local[I] != std::max(1u, Reqd[I]))
      return CL_INVALID_WORK_GROUP_SIZE;
    if (R.ABI.UniformWorkGroups && Global[I] % Local[I])
      return CL_INVALID_WORK_GROUP_SIZE;
    Items *= Local[I];
  }
  return Items > facts::MaxWorkGroupSize ? CL_INVALID_WORK_GROUP_SIZE
                                         : CL_SUCCESS;
}

/// Prints what the kernel wrote to its printf buffer on the host's standard
/// output, as AMD's runtime did after the kernel.
static void printKernelOutput(const emu::RunResult &Res) {
  if (Res.PrintfBuffer.empty())
    return;
  std::string Text;
  raw_string_ostream OS(Text);
  if (Error E = emu::printPrintfBuffer(Res.PrintfBuffer, Res.PrintfFormats, OS))
    errs() << "amdcl2 ICD: error: printf: " << toString(std::move(E)) << "\n";
  OS.flush();
  std::fwrite(Text.data(), 1, Text.size(), stdout);
  std::fflush(stdout);
}

namespace amdcl2 {
namespace rt {
namespace api {

cl_int clEnqueueReadBuffer(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                           size_t Offset, size_t Size, void *Ptr,
                           cl_uint NumWaits, const cl_event *Waits,
                           cl_event *Event) {
  AMDCL2_QUEUE_ENTRY(Q);
  if (cl_int E = checkBuffer(Q, M, Offset, Size))
    return E;
  if (!Ptr || !Size)
    return CL_INVALID_VALUE;
  if (cl_int E = hostAccess(M, /*Read=*/true))
    return E;
  _cl_command_queue::Command C;
  C.Mems = {M};
  C.Run = [=](cl_ulong &Ns) {
    std::memcpy(Ptr, hostView(M, Offset, Size), Size);
    Ns = transferTime(Size);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_READ_BUFFER, NumWaits, Waits, Event,
                 std::move(C), Blocking);
}

cl_int clEnqueueWriteBuffer(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                            size_t Offset, size_t Size, const void *Ptr,
                            cl_uint NumWaits, const cl_event *Waits,
                            cl_event *Event) {
  AMDCL2_QUEUE_ENTRY(Q);
  if (cl_int E = checkBuffer(Q, M, Offset, Size))
    return E;
  if (!Ptr || !Size)
    return CL_INVALID_VALUE;
  if (cl_int E = hostAccess(M, /*Read=*/false))
    return E;
  _cl_command_queue::Command C;
  C.Mems = {M};
  // A non-blocking write may read the host's memory until it completes;
  // taking a copy now is allowed and leaves the application free sooner.
  auto Data = std::make_shared<std::vector<uint8_t>>(
      static_cast<const uint8_t *>(Ptr),
      static_cast<const uint8_t *>(Ptr) + Size);
  C.Run = [=](cl_ulong &Ns) {
    std::memcpy(hostView(M, Offset, Size), Data->data(), Size);
    Ns = transferTime(Size);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_WRITE_BUFFER, NumWaits, Waits, Event,
                 std::move(C), Blocking);
}

cl_int clEnqueueCopyBuffer(cl_command_queue Q, cl_mem Src, cl_mem Dst,
                           size_t SrcOffset, size_t DstOffset, size_t Size,
                           cl_uint NumWaits, const cl_event *Waits,
                           cl_event *Event) {
  AMDCL2_QUEUE_ENTRY(Q);
  if (cl_int E = checkBuffer(Q, Src, SrcOffset, Size))
    return E;
  if (cl_int E = checkBuffer(Q, Dst, DstOffset, Size))
    return E;
  if (!Size)
    return CL_INVALID_VALUE;
  uint64_t S = Src->Addr + SrcOffset, D = Dst->Addr + DstOffset;
  if (S < D + Size && D < S + Size)
    return CL_MEM_COPY_OVERLAP;
  _cl_command_queue::Command C;
  C.Mems = {Src, Dst};
  C.Run = [=](cl_ulong &Ns) {
    std::memmove(hostView(Dst, DstOffset, Size), hostView(Src, SrcOffset, Size),
                 Size);
    Ns = transferTime(Size) / 8;
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_COPY_BUFFER, NumWaits, Waits, Event,
                 std::move(C));
}

cl_int clEnqueueFillBuffer(cl_command_queue Q, cl_mem M, const void *Pattern,
                           size_t PatternSize, size_t Offset, size_t Size,
                           cl_uint NumWaits, const cl_event *Waits,
                           cl_event *Event) {
  AMDCL2_QUEUE_ENTRY(Q);
  if (cl_int E = checkBuffer(Q, M, Offset, Size))
    return E;
  if (!Pattern || !PatternSize || PatternSize > 128 ||
      (PatternSize & (PatternSize - 1)) || Offset % PatternSize ||
      Size % PatternSize)
    return CL_INVALID_VALUE;
  std::vector<uint8_t> P(static_cast<const uint8_t *>(Pattern),
                         static_cast<const uint8_t *>(Pattern) + PatternSize);
  _cl_command_queue::Command C;
  C.Mems = {M};
  C.Run = [=](cl_ulong &Ns) {
    uint8_t *Dst = hostView(M, Offset, Size);
    for (size_t I = 0; I < Size; I += P.size())
      std::memcpy(Dst + I, P.data(), P.size());
    Ns = transferTime(Size) / 8;
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_FILL_BUFFER, NumWaits, Waits, Event,
                 std::move(C));
}

void *clEnqueueMapBuffer(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                         cl_map_flags Flags, size_t Offset, size_t Size,
                         cl_uint NumWaits, const cl_event *Waits,
                         cl_event *Event, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> Lock(apiLock());
  if (!isLive(Q))
    return withError(Err, CL_INVALID_COMMAND_QUEUE, (void *)nullptr);
  if (cl_int E = checkBuffer(Q, M, Offset, Size))
    return withError(Err, E, (void *)nullptr);
  const cl_map_flags Known =
      CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION;
  if (!Size || (Flags & ~Known) ||
      ((Flags & CL_MAP_WRITE_INVALIDATE_REGION) &&
       (Flags & (CL_MAP_READ | CL_MAP_WRITE))))
    return withError(Err, CL_INVALID_VALUE, (void *)nullptr);
  if ((Flags & CL_MAP_READ) && hostAccess(M, true))
    return withError(Err, CL_INVALID_OPERATION, (void *)nullptr);
  if ((Flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)) &&
      hostAccess(M, false))
    return withError(Err, CL_INVALID_OPERATION, (void *)nullptr);
  // CL_MEM_USE_HOST_PTR maps to the application's own memory, brought up
  // to date; every other buffer is mapped where the device keeps it.
  void *Ptr = M->HostPtr ? static_cast<char *>(M->HostPtr) + Offset
                         : static_cast<void *>(hostView(M, Offset, Size));
  _cl_command_queue::Command C;
  C.Mems = {M};
  C.Run = [=](cl_ulong &Ns) {
    if (hasHostCopy(M))
      std::memcpy(Ptr, hostView(M, Offset, Size), Size);
    Ns = hasHostCopy(M) ? transferTime(Size) : 1000;
    return CL_COMPLETE;
  };
  ++M->MapCount;
  M->Maps.push_back({Ptr, Offset, Size, Flags, nullptr});
  cl_int E = enqueue(Q, CL_COMMAND_MAP_BUFFER, NumWaits, Waits, Event,
                     std::move(C), Blocking);
  if (E != CL_SUCCESS) {
    --M->MapCount;
    M->Maps.pop_back();
    return withError(Err, E, (void *)nullptr);
  }
  return withError(Err, CL_SUCCESS, Ptr);
}

cl_int clEnqueueUnmapMemObject(cl_command_queue Q, cl_mem M, void *Ptr,
                               cl_uint NumWaits, const cl_event *Waits,
                               cl_event *Event) {
  AMDCL2_QUEUE_ENTRY(Q);
  if (!isLive(M))
    return CL_INVALID_MEM_OBJECT;
  if (M->Context != Q->Context)
    return CL_INVALID_CONTEXT;
  auto It = llvm::find_if(
      M->Maps, [&](const _cl_mem::Mapping &Mp) { return Mp.Ptr == Ptr; });
  if (It == M->Maps.end())
    return CL_INVALID_VALUE;
  _cl_mem::Mapping Mp = *It;
  M->Maps.erase(It);
  --M->MapCount;
  bool Wrote = Mp.Flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION);
  _cl_command_queue::Command C;
  C.Mems = {M};
  C.Run = [=](cl_ulong &Ns) {
    if (Mp.WriteBack)
      Mp.WriteBack();
    else if (hasHostCopy(M) && Wrote)
      std::memcpy(hostView(M, Mp.Offset, Mp.Size), Mp.Ptr, Mp.Size);
    Ns = hasHostCopy(M) && Wrote ? transferTime(Mp.Size) : 1000;
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_UNMAP_MEM_OBJECT, NumWaits, Waits, Event,
                 std::move(C));
}

cl_int clEnqueueNDRangeKernel(cl_command_queue Q, cl_kernel K, cl_uint Dims,
                              const size_t *Offset, const size_t *Global,
                              const size_t *Local, cl_uint NumWaits,
                              const cl_event *Waits, cl_event *Event) {
  AMDCL2_QUEUE_ENTRY(Q);
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (K->Program->Context != Q->Context)
    return CL_INVALID_CONTEXT;
  const AMDCL2Binary *Bin = nullptr;
  const KernelInfo *R = kernelRecord(K, Q->Device, &Bin);
  if (!R)
    return CL_INVALID_PROGRAM_EXECUTABLE;
  if (Dims < 1 || Dims > 3)
    return CL_INVALID_WORK_DIMENSION;
  if (!Global)
    return CL_INVALID_VALUE;
  if (cl_int E = checkRange(*R, Dims, Offset, Global, Local))
    return E;
  if (!llvm::all_of(K->Set, [](bool B) { return B; }))
    return CL_INVALID_KERNEL_ARGS;
  emu::LaunchConfig Cfg;
  Cfg.Kernel = K->Name;
  // A GPU has no instruction limit; this one only stops a kernel that
  // would otherwise never end (about an hour of emulation).
  Cfg.MaxInstructions = 200000000000ULL;
  Cfg.DeviceQueueBytes = defaultDeviceQueueBytes(Q->Context, Q->Device);
  Cfg.WorkDim = Dims;
  size_t Chosen[3] = {1, 1, 1};
  if (!Local && !R->ABI.ReqdWorkGroupSize[0])
    chooseLocalSize(Dims, Global, Chosen);
  for (cl_uint I = 0; I < Dims; ++I) {
    Cfg.Global[I] = Global[I];
    Cfg.Local[I] = Local ? Local[I] : Chosen[I];
    if (!Local && R->ABI.ReqdWorkGroupSize[0])
      Cfg.Local[I] = std::max(1u, R->ABI.ReqdWorkGroupSize[I]);
    Cfg.Offset[I] = Offset ? Offset[I] : 0;
  }
  uint64_t LDS = R->ldsBytes();
  _cl_command_queue::Command C;
  for (size_t I = 0; I < K->Args.size(); ++I) {
    emu::ArgValue V = K->Values[I];
    if (cl_mem M = K->Buffers[I]) {
      if (!isLive(M))
        return CL_INVALID_KERNEL_ARGS;
      if (M->Context != Q->Context)
        return CL_INVALID_CONTEXT;
      V.DeviceAddr = M->Addr;
      C.Mems.push_back(M);
    }
    if (V.Kind == emu::ArgValue::Local)
      LDS = alignTo(LDS, std::max<uint64_t>(16, K->Args[I].PointeeAlign)) +
            V.LocalBytes;
    Cfg.Args.push_back(std::move(V));
  }
  if (LDS > facts::LocalMemBytes)
    return CL_OUT_OF_RESOURCES;
  C.Programs = {K->Program};
  cl_context Ctx = Q->Context;
  unsigned MHz = Q->Device->Facts->ClockMHz;
  C.Run = [=](cl_ulong &Ns) {
    Expected<emu::RunResult> Res = Ctx->GPU.run(*Bin, Cfg);
    if (!Res) {
      errs() << "amdcl2 ICD: error: " << toString(Res.takeError()) << "\n";
      return CL_OUT_OF_RESOURCES;
    }
    printKernelOutput(*Res);
    Ns = std::max<cl_ulong>(1000, Res->Stats.issueCycles() * 1000 / MHz);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_NDRANGE_KERNEL, NumWaits, Waits, Event,
                 std::move(C));
}

cl_int clEnqueueTask(cl_command_queue Q, cl_kernel K, cl_uint NumWaits,
                     const cl_event *Waits, cl_event *Event) {
  size_t One = 1;
  return api::clEnqueueNDRangeKernel(Q, K, 1, nullptr, &One, &One, NumWaits,
                                     Waits, Event);
}

} // namespace api
} // namespace rt
} // namespace amdcl2
