//===- Buffers.cpp - Buffers and sub-buffers ------------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A buffer is an allocation in its context's VirtualGPU; a sub-buffer is a
/// range of its buffer's. CL_MEM_USE_HOST_PTR keeps the device's own copy,
/// made coherent with the host's memory where OpenCL says it is (creation,
/// map, unmap).
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "DeviceFacts.h"
#include "Objects.h"
#include "amdcl2/ABI/DeviceQueue.h"

using namespace amdcl2::rt;

static constexpr cl_mem_flags AccessFlags =
    CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY;
static constexpr cl_mem_flags HostAccessFlags =
    CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
static constexpr cl_mem_flags HostPtrFlags =
    CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR;

/// At most one bit of \p Group set.
static bool oneOf(cl_mem_flags F, cl_mem_flags Group) {
  F &= Group;
  return (F & (F - 1)) == 0;
}

static bool validFlags(cl_mem_flags F) {
  if (F & ~(AccessFlags | HostAccessFlags | HostPtrFlags |
            CL_MEM_KERNEL_READ_AND_WRITE))
    return false;
  if (!oneOf(F, AccessFlags) || !oneOf(F, HostAccessFlags))
    return false;
  return !((F & CL_MEM_USE_HOST_PTR) &&
           (F & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)));
}

/// The largest allocation any of \p C's devices allows.
static uint64_t maxAlloc(cl_context C) {
  uint64_t Max = 0;
  for (cl_device_id D : C->Devices)
    Max = std::max(Max, D->Facts->maxAllocBytes());
  return Max;
}

namespace amdcl2 {
namespace rt {

void releaseMem(cl_mem M) {
  if (--M->Refs)
    return;
  for (auto It = M->Destructors.rbegin(); It != M->Destructors.rend(); ++It)
    It->first(M, It->second);
  if (M->Parent)
    releaseMem(M->Parent);
  else if (M->Buffer) // an image over a buffer's memory
    releaseMem(M->Buffer);
  else if (!M->UsesSVM)
    M->Context->GPU.release(M->Addr);
  cl_context C = M->Context;
  destroyObject(M);
  releaseContext(C);
}

cl_mem failedAllocation(cl_mem M, cl_int *Err) {
  cl_context C = M->Context;
  destroyObject(M);
  releaseContext(C);
  return withError(Err, CL_MEM_OBJECT_ALLOCATION_FAILURE, cl_mem(nullptr));
}

namespace api {

cl_mem clCreateBuffer(cl_context C, cl_mem_flags Flags, size_t Size,
                      void *HostPtr, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_mem(nullptr));
  if (!validFlags(Flags))
    return withError(Err, CL_INVALID_VALUE, cl_mem(nullptr));
  if (Size == 0 || Size > maxAlloc(C))
    return withError(Err, CL_INVALID_BUFFER_SIZE, cl_mem(nullptr));
  bool WantsPtr = Flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (WantsPtr != (HostPtr != nullptr))
    return withError(Err, CL_INVALID_HOST_PTR, cl_mem(nullptr));
  _cl_mem *M = makeObject<_cl_mem>();
  M->Context = C;
  ++C->Refs;
  M->Flags = Flags;
  M->Size = Size;
  if ((Flags & CL_MEM_USE_HOST_PTR) && isSVMPointer(C, HostPtr, Size)) {
    // A buffer over SVM memory is that memory (CL_MEM_USES_SVM_POINTER).
    M->Addr = reinterpret_cast<uintptr_t>(HostPtr);
    M->HostPtr = HostPtr;
    M->UsesSVM = true;
    return withError(Err, CL_SUCCESS, M);
  }
  M->Addr = C->GPU.allocate(Size, "buffer");
  if (!M->Addr)
    return failedAllocation(M, Err);
  if (Flags & CL_MEM_USE_HOST_PTR)
    M->HostPtr = HostPtr;
  if (WantsPtr)
    std::memcpy(C->GPU.translate(M->Addr, Size), HostPtr, Size);
  return withError(Err, CL_SUCCESS, M);
}

cl_mem clCreateSubBuffer(cl_mem Buf, cl_mem_flags Flags,
                         cl_buffer_create_type Type, const void *Info,
                         cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Buf) || Buf->Parent)
    return withError(Err, CL_INVALID_MEM_OBJECT, cl_mem(nullptr));
  if (Type != CL_BUFFER_CREATE_TYPE_REGION || !Info)
    return withError(Err, CL_INVALID_VALUE, cl_mem(nullptr));
  // Unspecified access and host access are the buffer's; what is given
  // must not allow more than the buffer does.
  if (!validFlags(Flags) || (Flags & HostPtrFlags))
    return withError(Err, CL_INVALID_VALUE, cl_mem(nullptr));
  cl_mem_flags P = Buf->Flags;
  if (((P & CL_MEM_WRITE_ONLY) &&
       (Flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY))) ||
      ((P & CL_MEM_READ_ONLY) &&
       (Flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY))) ||
      ((P & CL_MEM_HOST_WRITE_ONLY) && (Flags & CL_MEM_HOST_READ_ONLY)) ||
      ((P & CL_MEM_HOST_READ_ONLY) && (Flags & CL_MEM_HOST_WRITE_ONLY)) ||
      ((P & CL_MEM_HOST_NO_ACCESS) &&
       (Flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY))))
    return withError(Err, CL_INVALID_VALUE, cl_mem(nullptr));
  const auto *R = static_cast<const cl_buffer_region *>(Info);
  if (R->size == 0)
    return withError(Err, CL_INVALID_BUFFER_SIZE, cl_mem(nullptr));
  if (R->origin > Buf->Size || R->size > Buf->Size - R->origin)
    return withError(Err, CL_INVALID_VALUE, cl_mem(nullptr));
  if (R->origin % (facts::MemBaseAddrAlignBits / 8))
    return withError(Err, CL_MISALIGNED_SUB_BUFFER_OFFSET, cl_mem(nullptr));
  if (!(Flags & AccessFlags))
    Flags |= P & AccessFlags;
  if (!(Flags & HostAccessFlags))
    Flags |= P & HostAccessFlags;
  Flags |= P & HostPtrFlags;
  _cl_mem *M = makeObject<_cl_mem>();
  M->Context = Buf->Context;
  ++M->Context->Refs;
  M->Flags = Flags;
  M->Size = R->size;
  M->Parent = Buf;
  ++Buf->Refs;
  M->Offset = R->origin;
  M->Addr = Buf->Addr + R->origin;
  if (Buf->HostPtr)
    M->HostPtr = static_cast<char *>(Buf->HostPtr) + R->origin;
  return withError(Err, CL_SUCCESS, M);
}

cl_mem clCreatePipe(cl_context C, cl_mem_flags Flags, cl_uint PacketSize,
                    cl_uint MaxPackets, const cl_pipe_properties *Props,
                    cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_mem(nullptr));
  // Only the defaults may be given: the kernels read and write a pipe, the
  // host neither.
  if ((Flags & ~(CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS)) || Props)
    return withError(Err, CL_INVALID_VALUE, cl_mem(nullptr));
  uint64_t MaxPacket = 0;
  for (cl_device_id D : C->Devices)
    MaxPacket =
        std::max(MaxPacket, uint64_t(cl_uint(D->Facts->maxAllocBytes())));
  uint64_t Bytes = pipe::PacketsOffset + uint64_t(PacketSize) * MaxPackets;
  if (!PacketSize || PacketSize > MaxPacket || !MaxPackets ||
      Bytes > maxAlloc(C))
    return withError(Err, CL_INVALID_PIPE_SIZE, cl_mem(nullptr));
  _cl_mem *M = makeObject<_cl_mem>();
  M->Context = C;
  ++C->Refs;
  M->Type = CL_MEM_OBJECT_PIPE;
  M->Flags = Flags ? Flags : CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS;
  M->Size = Bytes;
  M->PacketSize = PacketSize;
  M->MaxPackets = MaxPackets;
  M->Addr = C->GPU.allocate(Bytes, "pipe");
  if (!M->Addr)
    return failedAllocation(M, Err);
  // clk_pipe_t as the CL2 runtime lays it out: read and write indices 0,
  // the end index the capacity, each the program's size_t (the process's).
  size_t End = MaxPackets;
  std::memcpy(
      C->GPU.translate(
          M->Addr + pipe::indexOffset(pipe::EndIndex, DeviceFacts::HostIs64),
          sizeof End),
      &End, sizeof End);
  return withError(Err, CL_SUCCESS, M);
}

cl_int clGetPipeInfo(cl_mem M, cl_pipe_info Name, size_t Size, void *Value,
                     size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(M) || M->Type != CL_MEM_OBJECT_PIPE)
    return CL_INVALID_MEM_OBJECT;
  switch (Name) {
  case CL_PIPE_PACKET_SIZE:
    return returnValue(Size, Value, SizeRet, M->PacketSize);
  case CL_PIPE_MAX_PACKETS:
    return returnValue(Size, Value, SizeRet, M->MaxPackets);
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clRetainMemObject(cl_mem M) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(M))
    return CL_INVALID_MEM_OBJECT;
  ++M->Refs;
  return CL_SUCCESS;
}

cl_int clReleaseMemObject(cl_mem M) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(M))
    return CL_INVALID_MEM_OBJECT;
  releaseMem(M);
  return CL_SUCCESS;
}

cl_int clSetMemObjectDestructorCallback(cl_mem M,
                                        void(CL_CALLBACK *Fn)(cl_mem, void *),
                                        void *Data) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(M))
    return CL_INVALID_MEM_OBJECT;
  if (!Fn)
    return CL_INVALID_VALUE;
  M->Destructors.push_back({Fn, Data});
  return CL_SUCCESS;
}

cl_int clGetMemObjectInfo(cl_mem M, cl_mem_info Name, size_t Size, void *Value,
                          size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(M))
    return CL_INVALID_MEM_OBJECT;
  switch (Name) {
  case CL_MEM_TYPE:
    return returnValue(Size, Value, SizeRet, M->Type);
  case CL_MEM_FLAGS:
    return returnValue(Size, Value, SizeRet, M->Flags);
  case CL_MEM_SIZE:
    return returnValue(Size, Value, SizeRet, M->Size);
  case CL_MEM_HOST_PTR:
    return returnValue(Size, Value, SizeRet, M->HostPtr);
  case CL_MEM_MAP_COUNT:
    return returnValue(Size, Value, SizeRet, M->MapCount);
  case CL_MEM_REFERENCE_COUNT:
    return returnValue(Size, Value, SizeRet, M->Refs);
  case CL_MEM_CONTEXT:
    return returnValue(Size, Value, SizeRet, M->Context);
  case CL_MEM_ASSOCIATED_MEMOBJECT:
    return returnValue(Size, Value, SizeRet, M->Parent);
  case CL_MEM_OFFSET:
    return returnValue(Size, Value, SizeRet, M->Offset);
  case CL_MEM_USES_SVM_POINTER:
    return returnValue(
        Size, Value, SizeRet,
        cl_bool(M->UsesSVM || (M->Parent && M->Parent->UsesSVM)));
  default:
    return CL_INVALID_VALUE;
  }
}

} // namespace api
} // namespace rt
} // namespace amdcl2
