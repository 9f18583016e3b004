//===- SubGroups.cl - cl_khr_subgroups: a sub-group is a wave of 64 -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The sub-group functions of cl_khr_subgroups (OpenCL 2.0 extensions s9.17)
/// for int, uint, long, ulong, float, double and half. A sub-group is one
/// wave: the hardware packs work-items into waves of 64 by local linear id.
///
/// This library is compiled once for all of gfx7, gfx8 and gfx9, so it uses
/// only lane moves gfx7 has: no DPP, no ds_bpermute. Reductions and scans are
/// a butterfly of ds_swizzle lane swaps (xor 1, 2, 4, 8, 16, within each half
/// of 32 lanes) joined across the halves with v_readlane, all in whole-wave
/// mode (WholeWave.ll) with the operation's identity in the inactive lanes:
/// a partial last sub-group or a disabled lane never changes a result.
///
//===----------------------------------------------------------------------===//

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))

#define WAVE_SIZE 64u

uint __amdcl2_set_inactive_u32(uint X, uint Inactive);
uint __amdcl2_strict_wwm_u32(uint X);

//===----------------------------------------------------------------------===//
// Work-item functions: the work-item functions they call are lowered by the
// CL2 pass after inlining (a required work-group size makes them constants).
//===----------------------------------------------------------------------===//

static inline uint groupSize(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

static inline uint enqueuedGroupSize(void) {
  return (uint)(get_enqueued_local_size(0) * get_enqueued_local_size(1) *
                get_enqueued_local_size(2));
}

static inline uint subGroupCount(uint N) {
  return (N + WAVE_SIZE - 1) / WAVE_SIZE;
}

// The lane number: waves start at multiples of 64 in the local linear id.
INLINE OVERLOAD uint get_sub_group_local_id(void) {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

// Uniform in a wave: one lane's answer keeps it in a scalar register. The
// select lets a required work-group size of at most 64 fold it to 0, which
// the compiler cannot see through readfirstlane (a select, not a branch: a
// readfirstlane is not speculated).
INLINE OVERLOAD uint get_sub_group_id(void) {
  uint Id = __builtin_amdgcn_readfirstlane((uint)get_local_linear_id()) /
            WAVE_SIZE;
  return enqueuedGroupSize() <= WAVE_SIZE ? 0 : Id;
}

INLINE OVERLOAD uint get_sub_group_size(void) {
  uint Rest = groupSize() - get_sub_group_id() * WAVE_SIZE;
  return Rest < WAVE_SIZE ? Rest : WAVE_SIZE;
}

INLINE OVERLOAD uint get_max_sub_group_size(void) {
  uint N = enqueuedGroupSize();
  return N < WAVE_SIZE ? N : WAVE_SIZE;
}

INLINE OVERLOAD uint get_num_sub_groups(void) {
  return subGroupCount(groupSize());
}

INLINE OVERLOAD uint get_enqueued_num_sub_groups(void) {
  return subGroupCount(enqueuedGroupSize());
}

//===----------------------------------------------------------------------===//
// Barrier and votes
//===----------------------------------------------------------------------===//

// A wave runs in lockstep: only the fences are needed (none at sub-group
// scope); the wave barrier keeps the compiler from moving code across.
INLINE OVERLOAD void sub_group_barrier(cl_mem_fence_flags flags,
                                       memory_scope scope) {
  if (flags)
    atomic_work_item_fence(flags, memory_order_release, scope);
  __builtin_amdgcn_wave_barrier();
  if (flags)
    atomic_work_item_fence(flags, memory_order_acquire, scope);
}

INLINE OVERLOAD void sub_group_barrier(cl_mem_fence_flags flags) {
  sub_group_barrier(flags, memory_scope_sub_group);
}

// ballot(true) is the mask of the active lanes.
INLINE OVERLOAD int sub_group_all(int predicate) {
  return __builtin_amdgcn_ballot_w64(predicate != 0) ==
         __builtin_amdgcn_ballot_w64(true);
}

INLINE OVERLOAD int sub_group_any(int predicate) {
  return __builtin_amdgcn_ballot_w64(predicate != 0) != 0;
}

//===----------------------------------------------------------------------===//
// Lane moves by the bits of a value, 32 bits at a time
//===----------------------------------------------------------------------===//

static inline OVERLOAD uint readLane(uint X, uint Lane) {
  return __builtin_amdgcn_readlane(X, Lane);
}

static inline OVERLOAD ulong readLane(ulong X, uint Lane) {
  uint2 V = as_uint2(X);
  return as_ulong((uint2)(readLane(V.x, Lane), readLane(V.y, Lane)));
}

static inline OVERLOAD uint setInactive(uint X, uint Inactive) {
  return __amdcl2_set_inactive_u32(X, Inactive);
}

static inline OVERLOAD ulong setInactive(ulong X, ulong Inactive) {
  uint2 V = as_uint2(X), I = as_uint2(Inactive);
  return as_ulong((uint2)(setInactive(V.x, I.x), setInactive(V.y, I.y)));
}

static inline OVERLOAD uint wholeWave(uint X) {
  return __amdcl2_strict_wwm_u32(X);
}

static inline OVERLOAD ulong wholeWave(ulong X) {
  uint2 V = as_uint2(X);
  return as_ulong((uint2)(wholeWave(V.x), wholeWave(V.y)));
}

// ds_swizzle's bit-mask mode within 32 lanes: and 0x1f, or 0, xor K. The
// pattern is an immediate, hence macros.
#define XOR_PATTERN(K) (((K) << 10) | 0x1f)
#define SWIZZLE32(B, K)                                                        \
  ((uint)__builtin_amdgcn_ds_swizzle((int)(B), XOR_PATTERN(K)))
#define SWIZZLE64(B, K)                                                        \
  as_ulong((uint2)(SWIZZLE32(as_uint2(B).x, K), SWIZZLE32(as_uint2(B).y, K)))

#define BITS_int(X) as_uint(X)
#define BITS_uint(X) (X)
#define BITS_float(X) as_uint(X)
#define BITS_half(X) ((uint)as_ushort(X))
#define BITS_long(X) as_ulong(X)
#define BITS_ulong(X) (X)
#define BITS_double(X) as_ulong(X)

#define FROM_BITS_int(B) as_int(B)
#define FROM_BITS_uint(B) (B)
#define FROM_BITS_float(B) as_float(B)
#define FROM_BITS_half(B) as_half((ushort)(B))
#define FROM_BITS_long(B) as_long(B)
#define FROM_BITS_ulong(B) (B)
#define FROM_BITS_double(B) as_double(B)

#define SWIZZLE_int SWIZZLE32
#define SWIZZLE_uint SWIZZLE32
#define SWIZZLE_float SWIZZLE32
#define SWIZZLE_half SWIZZLE32
#define SWIZZLE_long SWIZZLE64
#define SWIZZLE_ulong SWIZZLE64
#define SWIZZLE_double SWIZZLE64

#define XOR_LANES(T, X, K) FROM_BITS_##T(SWIZZLE_##T(BITS_##T(X), K))
#define READ_LANE(T, X, L) FROM_BITS_##T(readLane(BITS_##T(X), L))
#define ENTER_WAVE(T, X, FILL)                                                 \
  FROM_BITS_##T(setInactive(BITS_##T(X), BITS_##T((T)(FILL))))
#define LEAVE_WAVE(T, X) FROM_BITS_##T(wholeWave(BITS_##T(X)))

//===----------------------------------------------------------------------===//
// Broadcast, reductions and scans
//===----------------------------------------------------------------------===//

#define DEF_BROADCAST(T)                                                       \
  INLINE OVERLOAD T sub_group_broadcast(T x, uint sub_group_local_id) {        \
    return READ_LANE(T, x, sub_group_local_id);                                \
  }

enum { Reduce, InclusiveScan, ExclusiveScan };

// One butterfly step: Total becomes the OP of the 2K-lane block holding the
// lane, and Prefix takes in the lower K lanes of it when they precede the
// lane. A select, not a branch: exec must stay whole.
#define STEP(T, OP, K)                                                         \
  do {                                                                         \
    T Other = XOR_LANES(T, Total, K);                                          \
    Prefix = (Lane & (K)) ? OP(Other, Prefix) : Prefix;                        \
    Total = OP(Total, Other);                                                  \
  } while (0)

// FILL is the identity given to inactive lanes; START is what an exclusive
// scan returns in the first lane (OpenCL's identity: 0, the largest or the
// smallest value). They differ for floating point: -0.0 adds exactly, and
// fmin/fmax skip a NaN, where +-infinity would replace an all-NaN result.
#define DEF_COLLECTIVE(T, NAME, OP, FILL, START)                               \
  static inline T collective_##NAME##_##T(T X, int Kind) {                     \
    uint Lane = get_sub_group_local_id();                                      \
    T Total = ENTER_WAVE(T, X, FILL);                                          \
    T Prefix = Kind == InclusiveScan ? Total : (T)(START);                     \
    STEP(T, OP, 1);                                                            \
    STEP(T, OP, 2);                                                            \
    STEP(T, OP, 4);                                                            \
    STEP(T, OP, 8);                                                            \
    STEP(T, OP, 16);                                                           \
    T Low = READ_LANE(T, Total, 0);                                            \
    if (Kind == Reduce)                                                        \
      return LEAVE_WAVE(T, OP(Low, READ_LANE(T, Total, 32)));                  \
    return LEAVE_WAVE(T, (Lane & 32) ? OP(Low, Prefix) : Prefix);              \
  }                                                                            \
  INLINE OVERLOAD T sub_group_reduce_##NAME(T x) {                             \
    return collective_##NAME##_##T(x, Reduce);                                 \
  }                                                                            \
  INLINE OVERLOAD T sub_group_scan_inclusive_##NAME(T x) {                     \
    return collective_##NAME##_##T(x, InclusiveScan);                          \
  }                                                                            \
  INLINE OVERLOAD T sub_group_scan_exclusive_##NAME(T x) {                     \
    return collective_##NAME##_##T(x, ExclusiveScan);                          \
  }

#define OP_add(A, B) ((A) + (B))
#define OP_min(A, B) ((A) < (B) ? (A) : (B))
#define OP_max(A, B) ((A) > (B) ? (A) : (B))

#define DEF_ALL_INT(T, MIN, MAX)                                               \
  DEF_BROADCAST(T)                                                             \
  DEF_COLLECTIVE(T, add, OP_add, 0, 0)                                         \
  DEF_COLLECTIVE(T, min, OP_min, MAX, MAX)                                     \
  DEF_COLLECTIVE(T, max, OP_max, MIN, MIN)

#define DEF_ALL_FP(T, FMIN, FMAX)                                              \
  DEF_BROADCAST(T)                                                             \
  DEF_COLLECTIVE(T, add, OP_add, -0.0, 0.0)                                    \
  DEF_COLLECTIVE(T, min, FMIN, NAN, INFINITY)                                  \
  DEF_COLLECTIVE(T, max, FMAX, NAN, -INFINITY)

DEF_ALL_INT(int, INT_MIN, INT_MAX)
DEF_ALL_INT(uint, 0, UINT_MAX)
DEF_ALL_INT(long, LONG_MIN, LONG_MAX)
DEF_ALL_INT(ulong, 0, ULONG_MAX)
DEF_ALL_FP(float, __builtin_fminf, __builtin_fmaxf)
DEF_ALL_FP(double, __builtin_fmin, __builtin_fmax)
DEF_ALL_FP(half, __builtin_fminf16, __builtin_fmaxf16)
