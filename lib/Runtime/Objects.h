//===- Objects.h - The OpenCL objects of the amdcl2 ICD ---------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What each OpenCL handle points to. Every object starts with the ICD
/// dispatch table, as the Khronos ICD loader requires (cl_icd.h). Handles
/// are checked against the set of live objects of their type before use,
/// so a bad or released handle is CL_INVALID_<TYPE>, never a crash. One
/// lock serialises the API: commands run on the emulator when their wait
/// lists allow, in the calling thread.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_RUNTIME_OBJECTS_H
#define AMDCL2_LIB_RUNTIME_OBJECTS_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#include <CL/cl_icd.h>

#include "DeviceFacts.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Emulator/VirtualGPU.h"
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <set>
#include <string>
#include <vector>

namespace amdcl2 {
namespace rt {

extern const cl_icd_dispatch DispatchTable;

/// The lock every entry point takes.
std::recursive_mutex &apiLock();

/// The part every object shares: the dispatch table first, then the
/// reference count.
struct ObjectHeader {
  const cl_icd_dispatch *Dispatch = &DispatchTable;
  cl_uint Refs = 1;
};

/// The live objects of one type, for handle checks.
template <typename T> std::set<const void *> &liveObjects() {
  static std::set<const void *> Live;
  return Live;
}
template <typename T> bool isLive(const T *Obj) {
  return Obj && liveObjects<T>().count(Obj);
}
template <typename T, typename... A> T *makeObject(A &&...Args) {
  T *Obj = new T(std::forward<A>(Args)...);
  liveObjects<T>().insert(Obj);
  return Obj;
}
/// Keeps the last released objects' memory with a valid dispatch table, so
/// that a call on a handle released a while ago reaches the ICD (which
/// answers CL_INVALID_<TYPE>) instead of the loader reading freed memory.
void retire(ObjectHeader *Obj, void (*Free)(ObjectHeader *));
template <typename T> void destroyObject(T *Obj) {
  liveObjects<T>().erase(Obj);
  Obj->~T();
  retire(new (Obj) ObjectHeader(), [](ObjectHeader *H) {
    H->~ObjectHeader();
    ::operator delete(static_cast<void *>(H), sizeof(T));
  });
}

/// A value for clGet*Info: copied if \p Value is given and large enough,
/// its size reported through \p SizeRet.
cl_int returnBytes(size_t Size, void *Value, size_t *SizeRet, const void *Data,
                   size_t N);
template <typename T>
cl_int returnValue(size_t Size, void *Value, size_t *SizeRet, const T &V) {
  return returnBytes(Size, Value, SizeRet, &V, sizeof(T));
}
cl_int returnString(size_t Size, void *Value, size_t *SizeRet,
                    llvm::StringRef S);

/// Stores \p Code in \p ErrcodeRet when given; returns \p Result.
template <typename T> T withError(cl_int *ErrcodeRet, cl_int Code, T Result) {
  if (ErrcodeRet)
    *ErrcodeRet = Code;
  return Result;
}

} // namespace rt
} // namespace amdcl2

struct _cl_platform_id : amdcl2::rt::ObjectHeader {};

namespace amdcl2 {
namespace rt {
struct DeviceFacts;
} // namespace rt
} // namespace amdcl2

struct _cl_device_id : amdcl2::rt::ObjectHeader {
  const amdcl2::GPUInfo *GPU = nullptr;
  const amdcl2::rt::DeviceFacts *Facts = nullptr;
};

struct _cl_context : amdcl2::rt::ObjectHeader {
  std::vector<cl_device_id> Devices;
  std::vector<cl_context_properties> Properties;
  void(CL_CALLBACK *Notify)(const char *, const void *, size_t,
                            void *) = nullptr;
  void *NotifyData = nullptr;
  /// The memory of every buffer of the context, and what its programs run
  /// on (one address space for all of the context's devices).
  amdcl2::emu::VirtualGPU GPU{amdcl2::rt::DeviceFacts::HostIs64};
  /// Device time in nanoseconds: advanced by each command (profiling).
  cl_ulong Clock = 0;
  /// Shared virtual memory: address (the same on host and device), size.
  std::map<uint64_t, size_t> SVM;
};

struct _cl_mem : amdcl2::rt::ObjectHeader {
  cl_context Context = nullptr;
  cl_mem_object_type Type = CL_MEM_OBJECT_BUFFER;
  cl_mem_flags Flags = 0;
  size_t Size = 0;
  void *HostPtr = nullptr; ///< CL_MEM_USE_HOST_PTR's pointer
  uint64_t Addr = 0;       ///< device address (the parent's + Offset)
  cl_mem Parent = nullptr; ///< a sub-buffer's buffer
  bool UsesSVM = false;    ///< its memory is an SVM allocation's
  cl_uint PacketSize = 0, MaxPackets = 0; ///< a pipe's
  /// An image's format and description (row and slice pitches in bytes,
  /// as its storage is laid out: linear, rows then slices or layers), its
  /// texel size, and the buffer an image from a buffer uses.
  cl_image_format Format = {};
  cl_image_desc Desc = {};
  size_t ElementBytes = 0;
  cl_mem Buffer = nullptr;
  size_t HostRowPitch = 0, HostSlicePitch = 0; ///< USE_HOST_PTR images'
  size_t Offset = 0;
  cl_uint MapCount = 0;
  struct Mapping {
    void *Ptr;
    size_t Offset, Size;
    cl_map_flags Flags;
    /// An image's: what unmap copies back, if anything.
    std::function<void()> WriteBack;
  };
  std::vector<Mapping> Maps; ///< mapped and not yet unmapped
  std::vector<std::pair<void(CL_CALLBACK *)(cl_mem, void *), void *>>
      Destructors;
};

struct _cl_program : amdcl2::rt::ObjectHeader {
  cl_context Context = nullptr;
  std::vector<cl_device_id> Devices;
  std::string Source; ///< "" for a program made from binaries
  /// Per device (same order as Devices): the AMDCL2 binary, its parsed
  /// form, build status, options and log.
  struct PerDevice {
    std::vector<char> Binary;
    std::unique_ptr<amdcl2::AMDCL2Binary> Parsed;
    std::vector<amdcl2::KernelInfo> Kernels;
    size_t GlobalVariableBytes = 0; ///< the program's global data sections
    cl_build_status Status = CL_BUILD_NONE;
    cl_program_binary_type BinaryType = CL_PROGRAM_BINARY_TYPE_NONE;
    std::string Options, Log;
  };
  std::vector<PerDevice> Builds;
  cl_uint KernelObjects = 0; ///< live kernels (a build then fails)
};

struct _cl_kernel : amdcl2::rt::ObjectHeader {
  cl_program Program = nullptr;
  std::string Name;
  /// The user arguments of the first built device's record (the same on
  /// every device: one source).
  std::vector<amdcl2::ArgDesc> Args;
  std::vector<amdcl2::emu::ArgValue> Values;
  /// A buffer argument's memory object, resolved to its address when the
  /// kernel is enqueued (null: a NULL pointer, or not a buffer argument).
  std::vector<cl_mem> Buffers;
  std::vector<bool> Set;
};

struct _cl_sampler : amdcl2::rt::ObjectHeader {
  cl_context Context = nullptr;
  cl_bool Normalized = CL_TRUE;
  cl_addressing_mode Addressing = CL_ADDRESS_CLAMP;
  cl_filter_mode Filter = CL_FILTER_NEAREST;
  std::vector<cl_sampler_properties> Properties;
};

struct _cl_command_queue : amdcl2::rt::ObjectHeader {
  cl_context Context = nullptr;
  cl_device_id Device = nullptr;
  cl_command_queue_properties Props = 0;
  std::vector<cl_queue_properties> PropList;
  cl_uint Size = 0; ///< device queues
  /// Commands not run yet because an event they wait for is not complete.
  /// Run returns the event's final status (CL_COMPLETE or an error) and
  /// the device time the command took in nanoseconds; what it uses is held
  /// until it has run.
  struct Command {
    cl_event Event;
    std::vector<cl_event> Waits;
    std::function<cl_int(cl_ulong &Nanoseconds)> Run;
    std::vector<cl_mem> Mems;
    std::vector<cl_program> Programs;
  };
  std::vector<Command> Pending;
};

struct _cl_event : amdcl2::rt::ObjectHeader {
  cl_context Context = nullptr;
  cl_command_queue Queue = nullptr; ///< null for user events
  cl_command_type Type = CL_COMMAND_USER;
  cl_int Status = CL_QUEUED;
  cl_ulong Queued = 0, Submit = 0, Start = 0, End = 0;
  struct Callback {
    cl_int OnStatus;
    void(CL_CALLBACK *Fn)(cl_event, cl_int, void *);
    void *Data;
  };
  std::vector<Callback> Callbacks;
};

#endif // AMDCL2_LIB_RUNTIME_OBJECTS_H
