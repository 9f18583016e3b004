//===- WorkGroupCollectives.cl - work_group_reduce/scan/broadcast/any/all -===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The OpenCL C 2.0 work-group functions (s6.13.15) for int, uint, long,
/// ulong, float and double, built on the sub-group functions (SubGroups.cl):
/// each wave combines its lanes without local memory, one lane writes the
/// wave's partial to its slot of a 32-byte array (Scratch.ll: 4 slots of 8
/// bytes, as AMD's OpenCL 2.0 runtime allows at most 256 work-items, 4
/// waves), and after a barrier every work-item combines the slots it needs,
/// in wave order, so that all get the same, deterministic result.
///
/// Every function ends with a second barrier: the next collective's writes
/// must not reach a slot another wave has still to read. A library function
/// has nowhere to keep a parity across calls, so the slots cannot be
/// double-buffered without more local memory and a read of it.
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))

local ulong *__amdcl2_wg_partials(void);

#define PARTIALS(T) ((local T *)__amdcl2_wg_partials())

static INLINE void localBarrier(void) {
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
}

// Waves in the work-group: only the last may be partial.
static INLINE uint waveCount(void) { return get_num_sub_groups(); }

// The highest active lane holds a wave's inclusive total: lanes are filled
// from 0, so it is the top bit of the active mask (a scalar operation).
static INLINE bool isLastLane(void) {
  ulong Active = __builtin_amdgcn_ballot_w64(true);
  return get_sub_group_local_id() == 63 - __builtin_clzl(Active);
}

#define OP_add(A, B) ((A) + (B))
#define OP_min(A, B) ((A) < (B) ? (A) : (B))
#define OP_max(A, B) ((A) > (B) ? (A) : (B))
#define OP_or(A, B) ((A) | (B))
#define OP_and(A, B) ((A) & (B))
#define FOP_min(A, B) fmin(A, B)
#define FOP_max(A, B) fmax(A, B)

// Lane 0 stores the wave's partial; then all four slots are read (those of
// missing waves are stale, and dropped by a uniform select rather than a
// branch) and the first waveCount() combined in wave order. The ids and the
// count are taken before the barrier, which would make the setup buffer be
// read again after it.
#define DEF_COMBINE(T, NAME, OP)                                               \
  static INLINE T combineWaves_##NAME##_##T(T Wave) {                          \
    local T *S = PARTIALS(T);                                                  \
    uint W = get_sub_group_id(), N = waveCount();                              \
    if (get_sub_group_local_id() == 0)                                         \
      S[W] = Wave;                                                             \
    localBarrier();                                                            \
    T P0 = S[0], P1 = S[1], P2 = S[2], P3 = S[3];                              \
    T R = P0;                                                                  \
    R = N > 1 ? OP(R, P1) : R;                                                 \
    R = N > 2 ? OP(R, P2) : R;                                                 \
    R = N > 3 ? OP(R, P3) : R;                                                 \
    localBarrier();                                                            \
    return R;                                                                  \
  }

#define DEF_REDUCE(T, NAME, OP)                                                \
  DEF_COMBINE(T, NAME, OP)                                                     \
  INLINE OVERLOAD T work_group_reduce_##NAME(T x) {                            \
    return combineWaves_##NAME##_##T(sub_group_reduce_##NAME(x));              \
  }

// The wave's scan, then the totals of the earlier waves in front of it. An
// exclusive scan's wave total is its last lane's prefix with its own value.
// The first work-item of a wave after the first takes the earlier total as
// it is, and the first of the group the sub-group scan's identity, so an
// exclusive scan never combines with an identity (-0.0 + 0.0 is +0.0).
#define DEF_SCAN(T, NAME, OP)                                                  \
  static INLINE T scan_##NAME##_##T(T X, bool Exclusive) {                     \
    local T *S = PARTIALS(T);                                                  \
    T Scan = Exclusive ? sub_group_scan_exclusive_##NAME(X)                    \
                       : sub_group_scan_inclusive_##NAME(X);                   \
    uint W = get_sub_group_id();                                               \
    if (isLastLane())                                                          \
      S[W] = Exclusive ? OP(Scan, X) : Scan;                                   \
    localBarrier();                                                            \
    T P0 = S[0], P1 = S[1], P2 = S[2];                                         \
    T Earlier = P0;                                                            \
    Earlier = W > 1 ? OP(Earlier, P1) : Earlier;                               \
    Earlier = W > 2 ? OP(Earlier, P2) : Earlier;                               \
    T R = Scan;                                                                \
    if (W != 0)                                                                \
      R = Exclusive && get_sub_group_local_id() == 0 ? Earlier                 \
                                                     : OP(Earlier, Scan);      \
    localBarrier();                                                            \
    return R;                                                                  \
  }                                                                            \
  INLINE OVERLOAD T work_group_scan_inclusive_##NAME(T x) {                    \
    return scan_##NAME##_##T(x, false);                                        \
  }                                                                            \
  INLINE OVERLOAD T work_group_scan_exclusive_##NAME(T x) {                    \
    return scan_##NAME##_##T(x, true);                                         \
  }

// The 1-D form compares get_local_id(0) only, as AMD's compiler does (a
// kernel broadcasting from work-item 0 needs no local id but x); the 2-D
// and 3-D forms compare the ids they name. The chosen work-item writes
// slot 0.
#define DEF_BROADCAST(T)                                                       \
  static INLINE T broadcast_##T(T x, bool Chosen) {                            \
    local T *S = PARTIALS(T);                                                  \
    if (Chosen)                                                                \
      S[0] = x;                                                                \
    localBarrier();                                                            \
    T R = S[0];                                                                \
    localBarrier();                                                            \
    return R;                                                                  \
  }                                                                            \
  INLINE OVERLOAD T work_group_broadcast(T x, size_t LocalId) {                \
    return broadcast_##T(x, get_local_id(0) == LocalId);                       \
  }                                                                            \
  INLINE OVERLOAD T work_group_broadcast(T x, size_t X, size_t Y) {            \
    return broadcast_##T(x, get_local_id(0) == X && get_local_id(1) == Y);     \
  }                                                                            \
  INLINE OVERLOAD T work_group_broadcast(T x, size_t X, size_t Y, size_t Z) {  \
    return broadcast_##T(x, get_local_id(0) == X && get_local_id(1) == Y &&    \
                                get_local_id(2) == Z);                         \
  }

// Every function for type T, with its min and max operations.
#define DEF_ALL(T, MIN, MAX)                                                   \
  DEF_REDUCE(T, add, OP_add)                                                   \
  DEF_REDUCE(T, min, MIN)                                                      \
  DEF_REDUCE(T, max, MAX)                                                      \
  DEF_SCAN(T, add, OP_add)                                                     \
  DEF_SCAN(T, min, MIN)                                                        \
  DEF_SCAN(T, max, MAX)                                                        \
  DEF_BROADCAST(T)
#define DEF_ALL_INT(T) DEF_ALL(T, OP_min, OP_max)
#define DEF_ALL_FP(T) DEF_ALL(T, FOP_min, FOP_max)

DEF_ALL_INT(int)
DEF_ALL_INT(uint)
DEF_ALL_INT(long)
DEF_ALL_INT(ulong)
DEF_ALL_FP(float)
DEF_ALL_FP(double)

// any/all: a ballot per wave, then the waves' votes as partials.
DEF_COMBINE(int, or, OP_or)
DEF_COMBINE(int, and, OP_and)

INLINE OVERLOAD int work_group_any(int Predicate) {
  return combineWaves_or_int(sub_group_any(Predicate));
}

INLINE OVERLOAD int work_group_all(int Predicate) {
  return combineWaves_and_int(sub_group_all(Predicate));
}
