//===- GenericAddressSpace.cl - to_global, to_local, to_private, get_fence ===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The address space qualifier functions of OpenCL C 2.0 (s6.13.9). clang
/// emits to_global, to_local and to_private as calls to the unmangled
/// __to_global, __to_local and __to_private taking a generic void pointer;
/// get_fence is an ordinary overloaded function.
///
/// Where a generic pointer points is asked with llvm.amdgcn.is_shared and
/// llvm.amdgcn.is_private. Both fold to a constant once infer-address-spaces
/// has proved where the pointer came from, so a kernel whose pointers are
/// known pays nothing; otherwise they compare the pointer's high half with
/// an aperture, read from the usegeneric buffer on gfx7/gfx8 (the CL2
/// lowering sets the flag when they survive) and from a hardware register
/// on gfx9.
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))

// A generic pointer that is neither in LDS nor in scratch is global: OpenCL
// 2.0 generic pointers never point to the constant address space.
INLINE global void *__to_global(generic void *P) {
  if (__builtin_amdgcn_is_shared(P) || __builtin_amdgcn_is_private(P))
    return NULL;
  return (global void *)P;
}

// NULL here is the local null pointer (all ones on amdgcn), which is what a
// comparison with NULL in the caller expects.
INLINE local void *__to_local(generic void *P) {
  if (!__builtin_amdgcn_is_shared(P))
    return NULL;
  return (local void *)P;
}

INLINE private void *__to_private(generic void *P) {
  if (!__builtin_amdgcn_is_private(P))
    return NULL;
  return (private void *)P;
}

// OpenCL has no fence flag for private memory, which no other work-item can
// see; CLK_GLOBAL_MEM_FENCE is a valid flag for it and for global memory.
INLINE OVERLOAD cl_mem_fence_flags get_fence(const void *P) {
  return __builtin_amdgcn_is_shared(P) ? CLK_LOCAL_MEM_FENCE
                                       : CLK_GLOBAL_MEM_FENCE;
}

INLINE OVERLOAD cl_mem_fence_flags get_fence(void *P) {
  return get_fence((const void *)P);
}
