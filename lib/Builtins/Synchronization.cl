//===- Synchronization.cl - Barriers and memory fences ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// barrier, work_group_barrier, mem_fence, read_mem_fence, write_mem_fence
/// and atomic_work_item_fence (OpenCL C 2.0 s6.13.8, s6.13.11). A fence
/// becomes one __builtin_amdgcn_fence whose scope and address spaces follow
/// the arguments, so that a local-only barrier waits for LDS only; libclc's
/// barrier fences global memory at agent scope, which costs an L1
/// invalidation per barrier.
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))

// One fence for a constant order and scope, restricted to the address
// spaces named by the fence flags.
#define FENCE_AS(ORDER, SCOPE, FLAGS)                                          \
  do {                                                                         \
    bool G = (FLAGS) & (CLK_GLOBAL_MEM_FENCE | CLK_IMAGE_MEM_FENCE);           \
    bool L = (FLAGS) & CLK_LOCAL_MEM_FENCE;                                    \
    if (G && L)                                                                \
      __builtin_amdgcn_fence(ORDER, SCOPE);                                    \
    else if (G)                                                                \
      __builtin_amdgcn_fence(ORDER, SCOPE, "global");                          \
    else if (L)                                                                \
      __builtin_amdgcn_fence(ORDER, SCOPE, "local");                           \
  } while (0)

#define FENCE_SCOPE(ORDER, SCOPE, FLAGS)                                       \
  do {                                                                         \
    switch (SCOPE) {                                                           \
    case memory_scope_work_item:                                               \
      FENCE_AS(ORDER, "singlethread", FLAGS);                                  \
      break;                                                                   \
    case memory_scope_sub_group:                                               \
      FENCE_AS(ORDER, "wavefront", FLAGS);                                     \
      break;                                                                   \
    case memory_scope_work_group:                                              \
      FENCE_AS(ORDER, "workgroup", FLAGS);                                     \
      break;                                                                   \
    case memory_scope_device:                                                  \
      FENCE_AS(ORDER, "agent", FLAGS);                                         \
      break;                                                                   \
    default:                                                                   \
      FENCE_AS(ORDER, "", FLAGS);                                              \
      break;                                                                   \
    }                                                                          \
  } while (0)

INLINE OVERLOAD void atomic_work_item_fence(cl_mem_fence_flags flags,
                                            memory_order order,
                                            memory_scope scope) {
  switch (order) {
  case memory_order_relaxed:
    break;
  case memory_order_acquire:
    FENCE_SCOPE(__ATOMIC_ACQUIRE, scope, flags);
    break;
  case memory_order_release:
    FENCE_SCOPE(__ATOMIC_RELEASE, scope, flags);
    break;
  case memory_order_acq_rel:
    FENCE_SCOPE(__ATOMIC_ACQ_REL, scope, flags);
    break;
  default:
    FENCE_SCOPE(__ATOMIC_SEQ_CST, scope, flags);
    break;
  }
}

INLINE OVERLOAD void mem_fence(cl_mem_fence_flags flags) {
  atomic_work_item_fence(flags, memory_order_acq_rel, memory_scope_work_group);
}

INLINE OVERLOAD void read_mem_fence(cl_mem_fence_flags flags) {
  atomic_work_item_fence(flags, memory_order_acquire, memory_scope_work_group);
}

INLINE OVERLOAD void write_mem_fence(cl_mem_fence_flags flags) {
  atomic_work_item_fence(flags, memory_order_release, memory_scope_work_group);
}

INLINE OVERLOAD void work_group_barrier(cl_mem_fence_flags flags,
                                        memory_scope scope) {
  if (flags)
    atomic_work_item_fence(flags, memory_order_release, scope);
  __builtin_amdgcn_s_barrier();
  if (flags)
    atomic_work_item_fence(flags, memory_order_acquire, scope);
}

INLINE OVERLOAD void work_group_barrier(cl_mem_fence_flags flags) {
  work_group_barrier(flags, memory_scope_work_group);
}

INLINE OVERLOAD void barrier(cl_mem_fence_flags flags) {
  work_group_barrier(flags, memory_scope_work_group);
}
