//===- ICD.cpp - The dispatch table and the loader's entry points ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Khronos ICD loader (ocl-icd) finds the library through an .icd file
/// or OCL_ICD_FILENAMES, asks clGetExtensionFunctionAddress for
/// clIcdGetPlatformIDsKHR and then calls everything through the dispatch
/// table at the start of each object. Only those entry points are exported
/// (exports.map); a slot the ICD does not implement answers
/// CL_INVALID_OPERATION with the types of its own signature.
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "Objects.h"
#include <deque>
#include <type_traits>

using namespace amdcl2::rt;

namespace {
/// The error code pointer of a creating function: its last `cl_int *`.
template <typename T> cl_int *lastErrcode(T V, cl_int *Prev) {
  if constexpr (std::is_same_v<T, cl_int *>)
    return V;
  else
    return Prev;
}

template <typename Fn> struct Unsupported;
template <typename R, typename... A>
struct Unsupported<R(CL_API_CALL *)(A...)> {
  static R CL_API_CALL call(A... Args) {
    if constexpr (std::is_same_v<R, cl_int>) {
      return CL_INVALID_OPERATION;
    } else if constexpr (std::is_void_v<R>) {
      return;
    } else {
      cl_int *Err = nullptr;
      ((Err = lastErrcode(Args, Err)), ...);
      if (Err)
        *Err = CL_INVALID_OPERATION;
      return R{};
    }
  }
};

/// Slots of other platforms' interop (Direct3D, DirectX media) are plain
/// pointers off Windows: left null, as no one can call them here.
template <> struct Unsupported<void *> {
  static constexpr void *call = nullptr;
};

cl_icd_dispatch makeTable() {
  cl_icd_dispatch T;
#define AMDCL2_ENTRY(Name) T.Name = Unsupported<decltype(T.Name)>::call;
#include "DispatchEntries.def"
#define AMDCL2_API(Name) T.Name = amdcl2::rt::api::Name;
#include "API.def"
  return T;
}
} // namespace

namespace amdcl2 {
namespace rt {

const cl_icd_dispatch DispatchTable = makeTable();

std::recursive_mutex &apiLock() {
  static std::recursive_mutex M;
  return M;
}

void retire(ObjectHeader *Obj, void (*Free)(ObjectHeader *)) {
  static constexpr size_t Kept = 4096;
  static std::deque<std::pair<ObjectHeader *, void (*)(ObjectHeader *)>> Dead;
  Obj->Refs = 0;
  Dead.push_back({Obj, Free});
  if (Dead.size() > Kept) {
    Dead.front().second(Dead.front().first);
    Dead.pop_front();
  }
}

cl_int returnBytes(size_t Size, void *Value, size_t *SizeRet, const void *Data,
                   size_t N) {
  if (Value && Size < N)
    return CL_INVALID_VALUE;
  if (Value && N)
    std::memcpy(Value, Data, N);
  if (SizeRet)
    *SizeRet = N;
  return CL_SUCCESS;
}

cl_int returnString(size_t Size, void *Value, size_t *SizeRet,
                    llvm::StringRef S) {
  std::string Z = S.str();
  return returnBytes(Size, Value, SizeRet, Z.c_str(), Z.size() + 1);
}

} // namespace rt
} // namespace amdcl2

/// The extension functions the loader and applications may ask for.
static void *extensionFunction(const char *Name) {
  if (!Name)
    return nullptr;
  if (!std::strcmp(Name, "clIcdGetPlatformIDsKHR"))
    return reinterpret_cast<void *>(&amdcl2::rt::api::clIcdGetPlatformIDsKHR);
  if (!std::strcmp(Name, "clGetKernelSubGroupInfoKHR")) // cl_khr_subgroups
    return reinterpret_cast<void *>(
        &amdcl2::rt::api::clGetKernelSubGroupInfoKHR);
  return nullptr;
}

extern "C" {
__attribute__((visibility("default"))) CL_API_ENTRY void *CL_API_CALL
clGetExtensionFunctionAddress(const char *Name) {
  return extensionFunction(Name);
}

__attribute__((visibility("default"))) CL_API_ENTRY cl_int CL_API_CALL
clIcdGetPlatformIDsKHR(cl_uint NumEntries, cl_platform_id *Platforms,
                       cl_uint *NumPlatforms) {
  return amdcl2::rt::api::clIcdGetPlatformIDsKHR(NumEntries, Platforms,
                                                 NumPlatforms);
}

__attribute__((visibility("default"))) CL_API_ENTRY cl_int CL_API_CALL
clGetPlatformInfo(cl_platform_id Platform, cl_platform_info Name, size_t Size,
                  void *Value, size_t *SizeRet) {
  return amdcl2::rt::api::clGetPlatformInfo(Platform, Name, Size, Value,
                                            SizeRet);
}
}

namespace amdcl2 {
namespace rt {
void *extensionFunctionAddress(const char *Name) {
  return extensionFunction(Name);
}
} // namespace rt
} // namespace amdcl2
