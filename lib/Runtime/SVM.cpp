//===- SVM.cpp - Shared virtual memory ------------------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An SVM allocation is device memory whose device address is its host
/// address (VirtualGPU::allocateShared), so pointers stored in it mean the
/// same to the host and to kernels. The emulator runs kernels in the API's
/// thread, between calls, so coarse- and fine-grain buffers are both
/// coherent at every synchronisation point the specification names; map
/// and unmap only order commands.
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "DeviceFacts.h"
#include "Objects.h"
#include "Queues.h"

using namespace amdcl2;
using namespace amdcl2::rt;

/// The SVM allocation of \p C that holds [P, P + Size), if any.
static bool inSVM(cl_context C, const void *P, size_t Size) {
  uint64_t A = reinterpret_cast<uintptr_t>(P);
  auto It = C->SVM.upper_bound(A);
  if (It == C->SVM.begin())
    return false;
  --It;
  return A - It->first <= It->second && Size <= It->second - (A - It->first);
}

namespace amdcl2 {
namespace rt {

bool isSVMPointer(cl_context C, const void *P, size_t Size) {
  return inSVM(C, P, Size);
}

namespace api {

void *clSVMAlloc(cl_context C, cl_svm_mem_flags Flags, size_t Size,
                 cl_uint Align) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C) || !Size)
    return nullptr;
  const cl_svm_mem_flags Access =
      CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
  if (Flags & ~(Access | CL_MEM_SVM_FINE_GRAIN_BUFFER | CL_MEM_SVM_ATOMICS))
    return nullptr;
  cl_svm_mem_flags A = Flags & Access;
  if (A & (A - 1))
    return nullptr;
  // Atomics need fine grain, and the devices have no SVM atomics (AMD's
  // Ellesmere and gfx900 did not either).
  if (Flags & CL_MEM_SVM_ATOMICS)
    return nullptr;
  uint64_t Max = 0;
  for (cl_device_id D : C->Devices)
    Max = std::max(Max, D->Facts->maxAllocBytes());
  // Alignment: a power of two, at most the largest data type (128 bytes);
  // 0 means that.
  if (Size > Max || (Align & (Align - 1)) || Align > 128)
    return nullptr;
  uint64_t Addr = C->GPU.allocateShared(Size, Align ? Align : 128, "SVM");
  if (!Addr)
    return nullptr;
  C->SVM[Addr] = Size;
  return reinterpret_cast<void *>(Addr);
}

void clSVMFree(cl_context C, void *P) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C) || !P)
    return;
  uint64_t A = reinterpret_cast<uintptr_t>(P);
  if (C->SVM.erase(A))
    C->GPU.release(A);
}

cl_int clEnqueueSVMFree(cl_command_queue Q, cl_uint Num, void *Ptrs[],
                        void(CL_CALLBACK *Fn)(cl_command_queue, cl_uint,
                                              void *[], void *),
                        void *Data, cl_uint NumWaits, const cl_event *Waits,
                        cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (bool(Num) != bool(Ptrs))
    return CL_INVALID_VALUE;
  std::vector<void *> List(Ptrs, Ptrs + Num);
  _cl_command_queue::Command C;
  C.Run = [=](cl_ulong &) mutable {
    if (Fn)
      Fn(Q, List.size(), List.data(), Data);
    else
      for (void *P : List)
        api::clSVMFree(Q->Context, P);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_SVM_FREE, NumWaits, Waits, Event, std::move(C));
}

cl_int clEnqueueSVMMemcpy(cl_command_queue Q, cl_bool Blocking, void *Dst,
                          const void *Src, size_t Size, cl_uint NumWaits,
                          const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!Dst || !Src)
    return CL_INVALID_VALUE;
  const char *S = static_cast<const char *>(Src);
  char *D = static_cast<char *>(Dst);
  if (S < D + Size && D < S + Size)
    return CL_MEM_COPY_OVERLAP;
  _cl_command_queue::Command C;
  C.Run = [=](cl_ulong &Ns) {
    std::memcpy(D, S, Size);
    Ns = std::max<cl_ulong>(1000, Size / 16);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_SVM_MEMCPY, NumWaits, Waits, Event, std::move(C),
                 Blocking);
}

cl_int clEnqueueSVMMemFill(cl_command_queue Q, void *Ptr, const void *Pattern,
                           size_t PatternSize, size_t Size, cl_uint NumWaits,
                           const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!Ptr || !Pattern || !PatternSize || PatternSize > 128 ||
      (PatternSize & (PatternSize - 1)) ||
      reinterpret_cast<uintptr_t>(Ptr) % PatternSize || Size % PatternSize)
    return CL_INVALID_VALUE;
  std::vector<char> P(static_cast<const char *>(Pattern),
                      static_cast<const char *>(Pattern) + PatternSize);
  char *D = static_cast<char *>(Ptr);
  _cl_command_queue::Command C;
  C.Run = [=](cl_ulong &Ns) {
    for (size_t I = 0; I < Size; I += P.size())
      std::memcpy(D + I, P.data(), P.size());
    Ns = std::max<cl_ulong>(1000, Size / 128);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_SVM_MEMFILL, NumWaits, Waits, Event,
                 std::move(C));
}

cl_int clEnqueueSVMMap(cl_command_queue Q, cl_bool Blocking, cl_map_flags,
                       void *Ptr, size_t Size, cl_uint NumWaits,
                       const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!Ptr || !Size)
    return CL_INVALID_VALUE;
  _cl_command_queue::Command C;
  C.Run = [](cl_ulong &) { return CL_COMPLETE; };
  return enqueue(Q, CL_COMMAND_SVM_MAP, NumWaits, Waits, Event, std::move(C),
                 Blocking);
}

cl_int clEnqueueSVMUnmap(cl_command_queue Q, void *Ptr, cl_uint NumWaits,
                         const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!Ptr)
    return CL_INVALID_VALUE;
  _cl_command_queue::Command C;
  C.Run = [](cl_ulong &) { return CL_COMPLETE; };
  return enqueue(Q, CL_COMMAND_SVM_UNMAP, NumWaits, Waits, Event, std::move(C));
}

cl_int clSetKernelArgSVMPointer(cl_kernel K, cl_uint Index, const void *P) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (Index >= K->Args.size())
    return CL_INVALID_ARG_INDEX;
  const ArgDesc &A = K->Args[Index];
  if (A.Kind != ArgKind::Pointer || A.AddrSpace == ArgAddrSpace::Local)
    return CL_INVALID_ARG_VALUE;
  emu::ArgValue V;
  V.Kind = emu::ArgValue::Address;
  V.DeviceAddr = reinterpret_cast<uintptr_t>(P);
  V.Spec = "clSetKernelArgSVMPointer";
  K->Values[Index] = std::move(V);
  K->Buffers[Index] = nullptr;
  K->Set[Index] = true;
  return CL_SUCCESS;
}

cl_int clSetKernelExecInfo(cl_kernel K, cl_kernel_exec_info Name, size_t Size,
                           const void *Value) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (!Value || !Size)
    return CL_INVALID_VALUE;
  switch (Name) {
  case CL_KERNEL_EXEC_INFO_SVM_PTRS:
    // Every SVM allocation is reachable by any kernel.
    return Size % sizeof(void *) ? CL_INVALID_VALUE : CL_SUCCESS;
  case CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM:
    if (Size != sizeof(cl_bool))
      return CL_INVALID_VALUE;
    // No fine-grain system SVM: malloc'ed memory is not device memory.
    return *static_cast<const cl_bool *>(Value) ? CL_INVALID_OPERATION
                                                : CL_SUCCESS;
  default:
    return CL_INVALID_VALUE;
  }
}

} // namespace api
} // namespace rt
} // namespace amdcl2
