//===- Pipes.cl - OpenCL 2.0 pipes over AMD's pipe object -----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The functions clang 22 calls for the pipe built-ins (OpenCL C 2.0
/// s6.13.16): __read_pipe_2/_4, __write_pipe_2/_4 with the packet size and
/// alignment as arguments and their _N forms (size = alignment = N, made by
/// the AMDGPU library-call simplifier), the reserve and commit functions of
/// the work-item, work-group and sub-group forms, __get_pipe_num_packets_ro/
/// _wo, __get_pipe_max_packets_ro/_wo and is_valid_reserve_id.
///
/// The pipe is the buffer AMD's runtime creates for clCreatePipe: read_idx,
/// write_idx and end_idx at the start, the host's size_t each (u64 at bytes
/// 0, 8 and 16 in a 64-bit program, u32 at 0, 4 and 8 in a 32-bit one, as
/// AMD's piper2.32 reads them), the packets from byte 128. The indices only
/// grow; a packet's slot is its index modulo end_idx. Reserving advances the
/// index at once, so the commits do nothing (as in AMD's libraries). A read
/// that takes the last packet resets both indices, write_idx first, as AMD's
/// compiled code does; a wave reserves for all its active work-items with one
/// compare-and-swap, and each work-item retries alone if the batch does not
/// fit (docs/UserGuide.md, "Pipes").
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))

local ulong *__amdcl2_wg_word64(void);

/// The program's sizeof(size_t): 8, or 4 in a 32-bit program. Defined when
/// the library is linked into a program (BuiltinsLinker.cpp), so that each
/// program's pipe code folds to one width.
uint __amdcl2_size_t_bytes(void);

static inline bool smallModel(void) { return __amdcl2_size_t_bytes() == 4; }

/// What a failed reservation returns, and the null reserve id's value: the
/// program's SIZE_MAX.
static inline ulong noIndex(void) {
  return smallModel() ? 0xffffffffUL : ~0UL;
}

#define PACKETS_OFFSET 128

enum PipeIndex { ReadIdx = 0, WriteIdx = 1, EndIdx = 2 };

static inline global uint *index32(global void *P, enum PipeIndex I) {
  return (global uint *)P + I;
}

static inline global ulong *index64(global void *P, enum PipeIndex I) {
  return (global ulong *)P + I;
}

// Device-scope atomics as AMD's code has them: the limit is read with a glc
// load, the index to advance with an acquire load and a compare-and-swap.
// (The orders are constants once inlined.)
static inline ulong loadIndex(global void *P, enum PipeIndex I, int Order) {
  if (smallModel())
    return __scoped_atomic_load_n(index32(P, I), Order, __MEMORY_SCOPE_DEVICE);
  return __scoped_atomic_load_n(index64(P, I), Order, __MEMORY_SCOPE_DEVICE);
}

static inline void storeIndex(global void *P, enum PipeIndex I, ulong V,
                              int Order) {
  if (smallModel())
    __scoped_atomic_store_n(index32(P, I), (uint)V, Order,
                            __MEMORY_SCOPE_DEVICE);
  else
    __scoped_atomic_store_n(index64(P, I), V, Order, __MEMORY_SCOPE_DEVICE);
}

/// end_idx, which never changes after the runtime created the pipe.
static inline ulong endIndex(global void *P) {
  return smallModel() ? *index32(P, EndIdx) : *index64(P, EndIdx);
}

static inline bool compareExchange(global void *P, enum PipeIndex I,
                                   ulong *Cur, ulong New) {
  if (smallModel()) {
    uint C = (uint)*Cur;
    bool OK = __scoped_atomic_compare_exchange_n(
        index32(P, I), &C, (uint)New, false, __ATOMIC_ACQ_REL,
        __ATOMIC_ACQUIRE, __MEMORY_SCOPE_DEVICE);
    *Cur = C;
    return OK;
  }
  return __scoped_atomic_compare_exchange_n(index64(P, I), Cur, New, false,
                                            __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE,
                                            __MEMORY_SCOPE_DEVICE);
}

static inline reserve_id_t toReserveId(ulong Idx) {
  return __builtin_astype((global void *)Idx, reserve_id_t);
}

static inline ulong fromReserveId(reserve_id_t R) {
  return (ulong)__builtin_astype(R, global void *);
}

/// Advances index \p I by N unless that passes Limit; the old index or
/// noIndex().
static inline ulong reserveOn(global void *P, enum PipeIndex I, ulong N,
                              ulong Limit) {
  ulong Cur = loadIndex(P, I, __ATOMIC_ACQUIRE);
  while (Cur + N <= Limit)
    if (compareExchange(P, I, &Cur, Cur + N))
      return Cur;
  return noIndex();
}

static inline ulong readLane64(ulong V, uint Lane) {
  uint Lo = __builtin_amdgcn_readlane((uint)V, Lane);
  uint Hi = __builtin_amdgcn_readlane((uint)(V >> 32), Lane);
  return ((ulong)Hi << 32) | Lo;
}

static inline ulong readFirstLane64(ulong V) {
  uint Lo = __builtin_amdgcn_readfirstlane((uint)V);
  uint Hi = __builtin_amdgcn_readfirstlane((uint)(V >> 32));
  return ((ulong)Hi << 32) | Lo;
}

/// The number of active lanes below this one.
static inline uint laneRank(ulong Exec) {
  return __builtin_amdgcn_mbcnt_hi((uint)(Exec >> 32),
                                   __builtin_amdgcn_mbcnt_lo((uint)Exec, 0));
}

/// N indices for each active work-item of the wave. The first active lane
/// reserves them all and hands them out in lane order; if they do not fit,
/// every work-item tries for its own N (so a nearly full pipe still takes
/// what fits). N must be the same for the whole wave.
static inline ulong waveReserve(global void *P, enum PipeIndex I, ulong N,
                                ulong Limit) {
  ulong Exec = __builtin_amdgcn_read_exec();
  uint Rank = laneRank(Exec);
  ulong Base = 0;
  if (Rank == 0)
    Base = reserveOn(P, I, N * __builtin_popcountl(Exec), Limit);
  Base = readLane64(Base, __builtin_ctzl(Exec));
  if (Base != noIndex())
    return Base + Rank * N;
  return reserveOn(P, I, N, Limit);
}

/// Reserves with waveReserve when the wave asks for the same N everywhere,
/// else work-item by work-item.
static inline ulong reserveForWorkItem(global void *P, enum PipeIndex I,
                                       uint N, ulong Limit) {
  if (__builtin_amdgcn_ballot_w64(N != __builtin_amdgcn_readfirstlane(N)))
    return reserveOn(P, I, N, Limit);
  return waveReserve(P, I, N, Limit);
}

// The limits: a reader may reach write_idx, a writer read_idx + end_idx.
static inline ulong readLimit(global void *P) {
  return loadIndex(P, WriteIdx, __ATOMIC_RELAXED);
}

static inline ulong writeLimit(global void *P, ulong End) {
  return loadIndex(P, ReadIdx, __ATOMIC_RELAXED) + End;
}

/// Once the reader has taken the last packet (its reservation ends at the
/// write index it saw), both indices start again from 0, write_idx first so
/// that no reader sees read_idx below write_idx meanwhile. The release keeps
/// the packet read before a writer may reuse the slot (AMD's code waits for
/// it too).
static inline void resetIfEmptied(global void *P, ulong End, ulong Limit) {
  if (End == Limit) {
    storeIndex(P, WriteIdx, 0, __ATOMIC_RELEASE);
    storeIndex(P, ReadIdx, 0, __ATOMIC_RELAXED);
  }
}

/// Where packet \p Idx lives; \p End is end_idx (read once: it never
/// changes after the runtime created the pipe).
static inline global char *packetAt(global void *P, ulong Idx, ulong End,
                                    uint Size) {
  return (global char *)P + PACKETS_OFFSET + (Idx % End) * Size;
}

// Packet copies in the widest unit the size and alignment allow (both are
// constants once inlined). The units may alias anything: the packet is the
// user's object of any type.
typedef uchar __attribute__((may_alias)) Unit1;
typedef ushort __attribute__((may_alias)) Unit2;
typedef uint __attribute__((may_alias)) Unit4;
typedef uint2 __attribute__((may_alias)) Unit8;
typedef uint4 __attribute__((may_alias)) Unit16;

#define COPY_UNITS(T, DST_AS, DST, SRC_AS, SRC, SIZE)                          \
  for (uint I = 0; I < (SIZE) / sizeof(T); ++I)                                \
  ((DST_AS T *)(DST))[I] = ((SRC_AS const T *)(SRC))[I]

#define COPY_PACKET(DST_AS, DST, SRC_AS, SRC, SIZE, ALIGN)                     \
  do {                                                                         \
    if ((ALIGN) >= 16 && (SIZE) % 16 == 0)                                     \
      COPY_UNITS(Unit16, DST_AS, DST, SRC_AS, SRC, SIZE);                      \
    else if ((ALIGN) >= 8 && (SIZE) % 8 == 0)                                  \
      COPY_UNITS(Unit8, DST_AS, DST, SRC_AS, SRC, SIZE);                       \
    else if ((ALIGN) >= 4 && (SIZE) % 4 == 0)                                  \
      COPY_UNITS(Unit4, DST_AS, DST, SRC_AS, SRC, SIZE);                       \
    else if ((ALIGN) >= 2 && (SIZE) % 2 == 0)                                  \
      COPY_UNITS(Unit2, DST_AS, DST, SRC_AS, SRC, SIZE);                       \
    else                                                                       \
      COPY_UNITS(Unit1, DST_AS, DST, SRC_AS, SRC, SIZE);                       \
  } while (0)

static inline void readPacket(global void *P, ulong Idx, void *Ptr, uint Size,
                              uint Align) {
  global char *Src = packetAt(P, Idx, endIndex(P), Size);
  COPY_PACKET(, Ptr, global, Src, Size, Align);
}

static inline void writePacket(global void *P, ulong Idx, ulong End,
                               const void *Ptr, uint Size, uint Align) {
  global char *Dst = packetAt(P, Idx, End, Size);
  COPY_PACKET(global, Dst, , Ptr, Size, Align);
}

//===----------------------------------------------------------------------===//
// read_pipe and write_pipe
//===----------------------------------------------------------------------===//

INLINE int __read_pipe_2(global void *P, void *Ptr, uint Size, uint Align) {
  ulong Limit = readLimit(P);
  ulong Idx = waveReserve(P, ReadIdx, 1, Limit);
  if (Idx == noIndex())
    return -1;
  readPacket(P, Idx, Ptr, Size, Align);
  resetIfEmptied(P, Idx + 1, Limit);
  return 0;
}

INLINE int __write_pipe_2(global void *P, const void *Ptr, uint Size,
                          uint Align) {
  ulong End = endIndex(P);
  ulong Idx = waveReserve(P, WriteIdx, 1, writeLimit(P, End));
  if (Idx == noIndex())
    return -1;
  writePacket(P, Idx, End, Ptr, Size, Align);
  return 0;
}

INLINE int __read_pipe_4(global void *P, reserve_id_t R, uint Index, void *Ptr,
                         uint Size, uint Align) {
  readPacket(P, fromReserveId(R) + Index, Ptr, Size, Align);
  return 0;
}

INLINE int __write_pipe_4(global void *P, reserve_id_t R, uint Index,
                          const void *Ptr, uint Size, uint Align) {
  writePacket(P, fromReserveId(R) + Index, endIndex(P), Ptr, Size, Align);
  return 0;
}

// The forms for a packet whose size and alignment are both N.
#define DEF_SIZED(N)                                                           \
  INLINE int __read_pipe_2_##N(global void *P, void *Ptr) {                    \
    return __read_pipe_2(P, Ptr, N, N);                                        \
  }                                                                            \
  INLINE int __write_pipe_2_##N(global void *P, const void *Ptr) {             \
    return __write_pipe_2(P, Ptr, N, N);                                       \
  }                                                                            \
  INLINE int __read_pipe_4_##N(global void *P, reserve_id_t R, uint Index,     \
                               void *Ptr) {                                    \
    return __read_pipe_4(P, R, Index, Ptr, N, N);                              \
  }                                                                            \
  INLINE int __write_pipe_4_##N(global void *P, reserve_id_t R, uint Index,    \
                                const void *Ptr) {                             \
    return __write_pipe_4(P, R, Index, Ptr, N, N);                             \
  }

DEF_SIZED(1)
DEF_SIZED(2)
DEF_SIZED(4)
DEF_SIZED(8)
DEF_SIZED(16)
DEF_SIZED(32)
DEF_SIZED(64)
DEF_SIZED(128)

//===----------------------------------------------------------------------===//
// Reservations
//===----------------------------------------------------------------------===//

static inline ulong reserveRead(global void *P, uint N, bool PerWorkItem) {
  ulong Limit = readLimit(P);
  ulong Idx = PerWorkItem ? reserveForWorkItem(P, ReadIdx, N, Limit)
                          : reserveOn(P, ReadIdx, N, Limit);
  if (Idx != noIndex())
    resetIfEmptied(P, Idx + N, Limit);
  return Idx;
}

static inline ulong reserveWrite(global void *P, uint N, bool PerWorkItem) {
  ulong Limit = writeLimit(P, endIndex(P));
  return PerWorkItem ? reserveForWorkItem(P, WriteIdx, N, Limit)
                     : reserveOn(P, WriteIdx, N, Limit);
}

INLINE reserve_id_t __reserve_read_pipe(global void *P, uint N, uint Size,
                                        uint Align) {
  return toReserveId(reserveRead(P, N, true));
}

INLINE reserve_id_t __reserve_write_pipe(global void *P, uint N, uint Size,
                                         uint Align) {
  return toReserveId(reserveWrite(P, N, true));
}

/// Local id 0 reserves for the work-group; the others read the id from a
/// local word (Scratch.ll). The last barrier frees the word for the next
/// reservation.
static inline reserve_id_t workGroupReserve(global void *P, uint N, bool Read) {
  local ulong *S = __amdcl2_wg_word64();
  if (get_local_linear_id() == 0)
    S[0] = Read ? reserveRead(P, N, false) : reserveWrite(P, N, false);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  ulong Idx = S[0];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  return toReserveId(Idx);
}

INLINE reserve_id_t __work_group_reserve_read_pipe(global void *P, uint N,
                                                   uint Size, uint Align) {
  return workGroupReserve(P, N, true);
}

INLINE reserve_id_t __work_group_reserve_write_pipe(global void *P, uint N,
                                                    uint Size, uint Align) {
  return workGroupReserve(P, N, false);
}

/// The first active lane reserves for the sub-group (the wave) and
/// readfirstlane gives its result to all.
static inline reserve_id_t subGroupReserve(global void *P, uint N, bool Read) {
  ulong Idx = 0;
  if (laneRank(__builtin_amdgcn_read_exec()) == 0)
    Idx = Read ? reserveRead(P, N, false) : reserveWrite(P, N, false);
  return toReserveId(readFirstLane64(Idx));
}

INLINE reserve_id_t __sub_group_reserve_read_pipe(global void *P, uint N,
                                                  uint Size, uint Align) {
  return subGroupReserve(P, N, true);
}

INLINE reserve_id_t __sub_group_reserve_write_pipe(global void *P, uint N,
                                                   uint Size, uint Align) {
  return subGroupReserve(P, N, false);
}

// The reservation has already moved the index: nothing is left to commit.
#define DEF_COMMIT(NAME)                                                       \
  INLINE void NAME(global void *P, reserve_id_t R, uint Size, uint Align) {}

DEF_COMMIT(__commit_read_pipe)
DEF_COMMIT(__commit_write_pipe)
DEF_COMMIT(__work_group_commit_read_pipe)
DEF_COMMIT(__work_group_commit_write_pipe)
DEF_COMMIT(__sub_group_commit_read_pipe)
DEF_COMMIT(__sub_group_commit_write_pipe)

INLINE OVERLOAD bool is_valid_reserve_id(reserve_id_t R) {
  return fromReserveId(R) != noIndex();
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

static inline uint numPackets(global void *P) {
  ulong Read = loadIndex(P, ReadIdx, __ATOMIC_RELAXED);
  return (uint)(loadIndex(P, WriteIdx, __ATOMIC_RELAXED) - Read);
}

INLINE uint __get_pipe_num_packets_ro(global void *P, uint Size, uint Align) {
  return numPackets(P);
}

INLINE uint __get_pipe_num_packets_wo(global void *P, uint Size, uint Align) {
  return numPackets(P);
}

INLINE uint __get_pipe_max_packets_ro(global void *P, uint Size, uint Align) {
  return (uint)endIndex(P);
}

INLINE uint __get_pipe_max_packets_wo(global void *P, uint Size, uint Align) {
  return (uint)endIndex(P);
}
