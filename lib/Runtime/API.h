//===- API.h - The ICD's OpenCL entry points --------------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each function of API.def, declared with the type of its dispatch-table
/// slot, so that a definition whose signature differs from Khronos' does not
/// link.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_RUNTIME_API_H
#define AMDCL2_LIB_RUNTIME_API_H

#include "Objects.h"
#include <type_traits>

namespace amdcl2 {
namespace rt {
namespace api {
#define AMDCL2_API(Name) std::remove_pointer_t<cl_api_##Name> Name;
#include "API.def"
/// The loader's way in: clGetPlatformIDs for this ICD's platform.
std::remove_pointer_t<cl_api_clGetPlatformIDs> clIcdGetPlatformIDsKHR;
} // namespace api

void *extensionFunctionAddress(const char *Name);

/// The one platform, and its devices in clGetDeviceIDs order.
cl_platform_id thePlatform();
const std::vector<cl_device_id> &allDevices();

/// Drop one reference each object holds on its context, queue or program
/// (and the application's own), destroying it at zero.
void releaseContext(cl_context C);
void releaseMem(cl_mem M);
/// Undoes a new memory object \p M whose memory could not be allocated
/// (a 32-bit program's addresses are used up): null, with
/// CL_MEM_OBJECT_ALLOCATION_FAILURE in \p Err.
cl_mem failedAllocation(cl_mem M, cl_int *Err);
void releaseProgram(cl_program P);
void releaseQueue(cl_command_queue Q);
void releaseEvent(cl_event E);

/// The record of kernel \p K as built for \p Dev (and that build's binary
/// in \p Bin), null if \p K's program has no build for \p Dev.
const KernelInfo *kernelRecord(cl_kernel K, cl_device_id Dev,
                               const AMDCL2Binary **Bin);

/// Whether [P, P + Size) lies in one of \p C's SVM allocations.
bool isSVMPointer(cl_context C, const void *P, size_t Size);

/// \p V as the emulator takes image \p M for argument \p A (its device
/// address comes at enqueue); false if \p M is not a live image.
bool imageArgument(cl_mem M, const ArgDesc &A, emu::ArgValue &V);

/// The first of \p P's builds that is an executable, null if none is.
const _cl_program::PerDevice *firstExecutable(cl_program P);

/// Whether \p Dev is one of \p C's devices.
bool inContext(cl_context C, cl_device_id Dev);

} // namespace rt
} // namespace amdcl2

#endif // AMDCL2_LIB_RUNTIME_API_H
