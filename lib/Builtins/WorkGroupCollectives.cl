//===- WorkGroupCollectives.cl - work_group_reduce/scan/broadcast/any/all -===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The OpenCL C 2.0 work-group functions (s6.13.15) for int, uint, long,
/// ulong, float and double, through a scratch array in local memory
/// (Scratch.ll: 256 slots of 4 or 8 bytes, the largest work-group size AMD's
/// OpenCL 2.0 runtime allows). Every function ends with a barrier so that the
/// next one may reuse the scratch array. Work-item ids come from the
/// work-item functions, which the CL2 lowering pass lowers after inlining.
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))

local uint *__amdcl2_wg_scratch32(void);
local ulong *__amdcl2_wg_scratch64(void);

static inline uint groupSize(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

static inline void localBarrier(void) {
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
}

#define OP_add(A, B) ((A) + (B))
#define OP_min(A, B) ((A) < (B) ? (A) : (B))
#define OP_max(A, B) ((A) > (B) ? (A) : (B))
#define FOP_min(A, B) fmin(A, B)
#define FOP_max(A, B) fmax(A, B)

#define SCRATCH_int (local int *)__amdcl2_wg_scratch32()
#define SCRATCH_uint __amdcl2_wg_scratch32()
#define SCRATCH_float (local float *)__amdcl2_wg_scratch32()
#define SCRATCH_long (local long *)__amdcl2_wg_scratch64()
#define SCRATCH_ulong __amdcl2_wg_scratch64()
#define SCRATCH_double (local double *)__amdcl2_wg_scratch64()

// Reduction by halving; the result is read by all, then the scratch freed.
#define DEF_REDUCE(T, NAME, OP, IDENTITY)                                      \
  INLINE OVERLOAD T work_group_reduce_##NAME(T x) {                            \
    local T *S = SCRATCH_##T;                                                  \
    uint Id = (uint)get_local_linear_id(), N = groupSize();                    \
    S[Id] = x;                                                                 \
    localBarrier();                                                            \
    for (uint Half = (N + 1) / 2, Len = N; Len > 1;                            \
         Len = Half, Half = (Half + 1) / 2) {                                  \
      if (Id + Half < Len)                                                     \
        S[Id] = OP(S[Id], S[Id + Half]);                                       \
      localBarrier();                                                          \
    }                                                                          \
    T R = S[0];                                                                \
    localBarrier();                                                            \
    return R;                                                                  \
  }

// Hillis-Steele inclusive scan; the exclusive scan reads the left neighbour.
#define DEF_SCAN(T, NAME, OP, IDENTITY)                                        \
  static inline T scan_##NAME##_##T(T x, bool Exclusive) {                     \
    local T *S = SCRATCH_##T;                                                  \
    uint Id = (uint)get_local_linear_id(), N = groupSize();                    \
    S[Id] = x;                                                                 \
    localBarrier();                                                            \
    for (uint Off = 1; Off < N; Off *= 2) {                                    \
      T Left = Id >= Off ? S[Id - Off] : (T)(IDENTITY);                        \
      localBarrier();                                                          \
      S[Id] = OP(S[Id], Left);                                                 \
      localBarrier();                                                          \
    }                                                                          \
    T R = Exclusive ? (Id ? S[Id - 1] : (T)(IDENTITY)) : S[Id];                \
    localBarrier();                                                            \
    return R;                                                                  \
  }                                                                            \
  INLINE OVERLOAD T work_group_scan_inclusive_##NAME(T x) {                    \
    return scan_##NAME##_##T(x, false);                                        \
  }                                                                            \
  INLINE OVERLOAD T work_group_scan_exclusive_##NAME(T x) {                    \
    return scan_##NAME##_##T(x, true);                                         \
  }

#define DEF_BROADCAST(T)                                                       \
  static inline T broadcast_##T(T x, uint From) {                              \
    local T *S = SCRATCH_##T;                                                  \
    if ((uint)get_local_linear_id() == From)                                   \
      S[0] = x;                                                                \
    localBarrier();                                                            \
    T R = S[0];                                                                \
    localBarrier();                                                            \
    return R;                                                                  \
  }                                                                            \
  INLINE OVERLOAD T work_group_broadcast(T x, size_t LocalId) {                \
    return broadcast_##T(x, (uint)LocalId);                                    \
  }                                                                            \
  INLINE OVERLOAD T work_group_broadcast(T x, size_t X, size_t Y) {            \
    return broadcast_##T(x, (uint)(X + Y * get_local_size(0)));                \
  }                                                                            \
  INLINE OVERLOAD T work_group_broadcast(T x, size_t X, size_t Y, size_t Z) {  \
    return broadcast_##T(                                                      \
        x, (uint)(X + (Y + Z * get_local_size(1)) * get_local_size(0)));       \
  }

#define DEF_ALL_INT(T, MIN, MAX)                                               \
  DEF_REDUCE(T, add, OP_add, 0)                                                \
  DEF_REDUCE(T, min, OP_min, MAX)                                              \
  DEF_REDUCE(T, max, OP_max, MIN)                                              \
  DEF_SCAN(T, add, OP_add, 0)                                                  \
  DEF_SCAN(T, min, OP_min, MAX)                                                \
  DEF_SCAN(T, max, OP_max, MIN)                                                \
  DEF_BROADCAST(T)

#define DEF_ALL_FP(T)                                                          \
  DEF_REDUCE(T, add, OP_add, 0)                                                \
  DEF_REDUCE(T, min, FOP_min, INFINITY)                                        \
  DEF_REDUCE(T, max, FOP_max, -INFINITY)                                       \
  DEF_SCAN(T, add, OP_add, 0)                                                  \
  DEF_SCAN(T, min, FOP_min, INFINITY)                                          \
  DEF_SCAN(T, max, FOP_max, -INFINITY)                                         \
  DEF_BROADCAST(T)

DEF_ALL_INT(int, INT_MIN, INT_MAX)
DEF_ALL_INT(uint, 0, UINT_MAX)
DEF_ALL_INT(long, LONG_MIN, LONG_MAX)
DEF_ALL_INT(ulong, 0, ULONG_MAX)
DEF_ALL_FP(float)
DEF_ALL_FP(double)

// any/all: every work-item votes into one word, then all read it.
static inline int vote(int Predicate, bool All) {
  local uint *S = __amdcl2_wg_scratch32();
  if (get_local_linear_id() == 0)
    S[0] = All ? 1 : 0;
  localBarrier();
  if (All ? !Predicate : Predicate)
    S[0] = All ? 0 : 1;
  localBarrier();
  int R = S[0];
  localBarrier();
  return R;
}

INLINE OVERLOAD int work_group_any(int Predicate) {
  return vote(Predicate, false);
}

INLINE OVERLOAD int work_group_all(int Predicate) {
  return vote(Predicate, true);
}
