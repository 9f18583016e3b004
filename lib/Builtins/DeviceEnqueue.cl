//===- DeviceEnqueue.cl - enqueue_kernel, markers, events, ndranges -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Device-side enqueue over the structures AMD's OpenCL 2.0 runtime creates
/// (docs/ABI.md, "Device-side enqueue"): the virtual-queue header the
/// vqueue_pointer setup argument points at, its 128-byte AQL-wrap slots and
/// 40-byte events, each reserved by setting a bit of a mask with a CAS, and
/// the kernel table the header points at. The enqueue lowering pass
/// (lib/Transforms/LowerEnqueue.cpp) turns each `enqueue_kernel` into
/// __amdcl2_enqueue_reserve, a copy of the block's captures into the slot's
/// argument area and __amdcl2_enqueue_commit, which writes the AQL packet
/// and marks the slot ready; the runtime's scheduler then dispatches it.
///
/// One library serves 64-bit and 32-bit programs. The runtime's structures
/// are the same in both (a 32-bit program's addresses in them have a zero
/// high half, AMD's enqueue.32); what the program lays out is its own:
/// the setup arguments, the kernel table's entries, the local-pointer
/// arguments and the ndrange_t fields are size_t, as
/// `__amdcl2_size_t_bytes()` (defined at link time) says.
///
//===----------------------------------------------------------------------===//

#define INLINE __attribute__((always_inline))

// The setup arguments an enqueue passes on (lowered by the CL2 pass).
global void *__amdcl2_aqlwrap_pointer(void);
global void *__amdcl2_printf_buffer(void);

/// The program's sizeof(size_t): 8, or 4 in a 32-bit program (Pipes.cl).
uint __amdcl2_size_t_bytes(void);

/// Element I of an array of the program's size_t.
static INLINE ulong sizeAt(const void *P, uint I) {
  return __amdcl2_size_t_bytes() == 4 ? ((const uint *)P)[I]
                                      : ((const ulong *)P)[I];
}

static INLINE void setSizeAt(global void *P, uint I, ulong V) {
  if (__amdcl2_size_t_bytes() == 4)
    ((global uint *)P)[I] = (uint)V;
  else
    ((global ulong *)P)[I] = V;
}

/// The program's ndrange_t: workDimension, then three arrays of three
/// size_t (offsets, global sizes, local sizes) from byte sizeof(size_t).
enum NDArray { NDOffset = 0, NDGlobal = 1, NDLocal = 2 };
static INLINE ulong ndSize(const ndrange_t *R, enum NDArray A, uint D) {
  return sizeAt((const char *)R + __amdcl2_size_t_bytes(), A * 3 + D);
}

typedef struct {
  uint AqlSlotNum;
  uint EventSlotNum;
  ulong EventSlotMask; // global uint *: one bit per event
  ulong EventSlots;    // global Event *
  ulong AqlSlotMask;   // global uint *: one bit per slot
  uint CommandCounter;
  uint WaitSize;
  uint ArgSize;
  uint MaskGroups;
  ulong KernelTable; // global ulong *: code object of each kernel index
  uint Reserved[2];
} VQueueHeader; // followed by the slots
_Static_assert(sizeof(VQueueHeader) == 64, "AmdVQueueHeader is 64 bytes");

typedef struct {
  uint State;
  uint EnqueueFlags;
  uint CommandId;
  uint ChildCounter;
  ulong Completion; // global Event * or 0
  ulong ParentWrap;
  ulong WaitList; // global ulong *, preset by the runtime
  uint WaitNum;
  uint Reserved[5];
  // The hsa_kernel_dispatch_packet_t the scheduler launches.
  ushort Header;
  ushort Setup;
  ushort WorkGroupSize[3];
  ushort Reserved0;
  uint GridSize[3];
  uint PrivateSegmentSize;
  uint GroupSegmentSize;
  ulong KernelObject;
  ulong KernargAddress; // preset by the runtime
  ulong Reserved2;
  ulong CompletionSignal;
} AqlWrap;
_Static_assert(sizeof(AqlWrap) == 128, "AmdAqlWrap is 128 bytes");

typedef struct {
  int State;
  uint Counter;   // references; 0 = free
  ulong Timer[3]; // start, end, complete
  ulong CaptureInfo;
} Event;
_Static_assert(sizeof(Event) == 40, "AmdEvent is 40 bytes");

enum { WrapFree = 0, WrapReady = 2, WrapMarker = 3 };

// The setup-argument prefix of a child's argument area, then its captures.
#define CHILD_ARGS_OFFSET (6 * __amdcl2_size_t_bytes())
#define MAX_WORK_GROUP_SIZE 256
#define AQL_KERNEL_DISPATCH_HEADER 0x0a02 // type 2, acquire/release agent
#define CODE_PRIVATE_SEGMENT_SIZE 60      // amd_kernel_code_t offsets
#define CODE_GROUP_SEGMENT_SIZE 64

#define DEVICE __MEMORY_SCOPE_DEVICE

static INLINE global VQueueHeader *header(global void *Q) {
  return (global VQueueHeader *)Q;
}

static INLINE global AqlWrap *slotWrap(global VQueueHeader *VQ, uint Slot) {
  return (global AqlWrap *)((global char *)VQ + sizeof(VQueueHeader)) + Slot;
}

/// The local linear id over the enqueued work-group size, as AMD's code
/// computes it: it only spreads the work-items over the mask words, and
/// needs no group id.
static INLINE uint localLinearId(void) {
  return (
      uint)((get_local_id(2) * get_enqueued_local_size(1) + get_local_id(1)) *
                get_enqueued_local_size(0) +
            get_local_id(0));
}

/// Sets a free bit of the NumBits-bit mask at Mask and returns its index, or
/// -1 when all are set. Work-items start at different words (spread by
/// Spread, the runtime's mask_groups) so that they rarely contend, and
/// visit each word once.
static INLINE int reserveBit(global uint *Mask, uint NumBits, uint Spread) {
  uint Words = NumBits / 32;
  if (Words == 0)
    return -1;
  uint Start = (localLinearId() * max(Spread, 1u)) % Words;
  // One modulo: the words after the start, then those before it.
  for (uint K = 0, W = Start; K < Words; ++K, W = W + 1 == Words ? 0 : W + 1) {
    uint Cur = __scoped_atomic_load_n(Mask + W, __ATOMIC_RELAXED, DEVICE);
    while (Cur != ~0u) {
      uint Bit = ctz(~Cur);
      if (__scoped_atomic_compare_exchange_n(Mask + W, &Cur, Cur | (1u << Bit),
                                             false, __ATOMIC_ACQ_REL,
                                             __ATOMIC_RELAXED, DEVICE))
        return (int)(W * 32 + Bit);
    }
  }
  return -1;
}

static INLINE void releaseBit(global uint *Mask, uint Index) {
  __scoped_atomic_fetch_and(Mask + Index / 32, ~(1u << (Index % 32)),
                            __ATOMIC_RELEASE, DEVICE);
}

static INLINE global Event *reserveEvent(global VQueueHeader *VQ) {
  int I = reserveBit((global uint *)VQ->EventSlotMask, VQ->EventSlotNum, 1);
  if (I < 0)
    return 0;
  global Event *E = (global Event *)VQ->EventSlots + I;
  E->State = CL_SUBMITTED;
  E->Timer[0] = E->Timer[1] = E->Timer[2] = 0;
  E->CaptureInfo = 0;
  return E;
}

static INLINE void retain(global Event *E) {
  __scoped_atomic_fetch_add(&E->Counter, 1u, __ATOMIC_RELAXED, DEVICE);
}

static INLINE void release(global VQueueHeader *VQ, global Event *E) {
  if (__scoped_atomic_fetch_sub(&E->Counter, 1u, __ATOMIC_ACQ_REL, DEVICE) != 1)
    return;
  uint I = (uint)(E - (global Event *)VQ->EventSlots);
  releaseBit((global uint *)VQ->EventSlotMask, I);
}

/// Not null and not CLK_NULL_EVENT (the program's SIZE_MAX).
static INLINE bool isEvent(global void *E) {
  ulong Null = __amdcl2_size_t_bytes() == 4 ? 0xfffffffful : ~0ul;
  return E != 0 && (ulong)E != Null;
}

/// The work-group size an ndrange without one gets: 64 work-items along the
/// first dimension (a wave), as AMD's compiled code chooses.
static INLINE uint localSizeOf(const ndrange_t *R, uint D) {
  if (ndSize(R, NDLocal, 0) != 0)
    return (uint)ndSize(R, NDLocal, D);
  return D == 0 ? (uint)min(ndSize(R, NDGlobal, 0), 64ul) : 1u;
}

static INLINE int checkNDRange(const ndrange_t *R) {
  if (R->workDimension < 1 || R->workDimension > 3)
    return CLK_INVALID_NDRANGE;
  ulong Product = 1;
  for (uint D = 0; D < 3; ++D) {
    bool Used = D < R->workDimension;
    uint L = Used ? localSizeOf(R, D) : 1;
    ulong G = ndSize(R, NDGlobal, D);
    if (Used && (G == 0 || L == 0 || G > 0xffffffffu))
      return CLK_INVALID_NDRANGE;
    Product *= L;
  }
  return Product > MAX_WORK_GROUP_SIZE ? CLK_INVALID_NDRANGE : 0;
}

/// What can be checked before a slot is taken, for a kernel whose arguments
/// after the setup arguments need ArgBytes: 0 or the error enqueue_kernel
/// returns.
INLINE int __amdcl2_enqueue_check(global void *Q, uint ArgBytes,
                                  const ndrange_t *R, uint NumEvents) {
  global VQueueHeader *VQ = header(Q);
  if (!VQ)
    return CLK_INVALID_QUEUE;
  if (CHILD_ARGS_OFFSET + ArgBytes > VQ->ArgSize)
    return CLK_INVALID_ARG_SIZE;
  if (NumEvents > VQ->WaitSize)
    return CLK_INVALID_EVENT_WAIT_LIST;
  return checkNDRange(R);
}

/// Takes a free slot: its wrap, or 0 when the queue is full.
INLINE global void *__amdcl2_enqueue_reserve(global void *Q) {
  global VQueueHeader *VQ = header(Q);
  int Slot = reserveBit((global uint *)VQ->AqlSlotMask, VQ->AqlSlotNum,
                        VQ->MaskGroups);
  return Slot < 0 ? 0 : slotWrap(VQ, (uint)Slot);
}

/// The argument area of a reserved slot, where the captures go.
INLINE global char *__amdcl2_enqueue_args(global void *Wrap) {
  return (global char *)((global AqlWrap *)Wrap)->KernargAddress;
}

static INLINE void freeSlot(global VQueueHeader *VQ, global AqlWrap *W) {
  uint Slot = (uint)(W - slotWrap(VQ, 0));
  releaseBit((global uint *)VQ->AqlSlotMask, Slot);
}

/// Completion event and wait list of a slot. False if no event was free.
static INLINE bool setEvents(global VQueueHeader *VQ, global AqlWrap *W,
                             uint NumEvents, const clk_event_t *WaitList,
                             clk_event_t *Ret) {
  W->Completion = 0;
  if (Ret) {
    global Event *E = reserveEvent(VQ);
    if (!E)
      return false;
    // One reference for the caller, one the scheduler drops on completion.
    E->Counter = 2;
    W->Completion = (ulong)E;
    *(global Event **)Ret = E;
  }
  global ulong *List = (global ulong *)W->WaitList;
  for (uint I = 0; I < NumEvents; ++I) {
    global Event *E = *(global Event *const *)(WaitList + I);
    retain(E);
    List[I] = (ulong)E;
  }
  W->WaitNum = NumEvents;
  return true;
}

/// Makes the slot a child of this work-item's kernel and hands it to the
/// scheduler: State is written last, with release order.
static INLINE void publish(global AqlWrap *W, uint Flags, uint State) {
  global AqlWrap *Parent = (global AqlWrap *)__amdcl2_aqlwrap_pointer();
  W->EnqueueFlags = Flags;
  W->ChildCounter = 0;
  W->ParentWrap = (ulong)Parent;
  __scoped_atomic_fetch_add(&Parent->ChildCounter, 1u, __ATOMIC_RELAXED,
                            DEVICE);
  __scoped_atomic_store_n(&W->State, State, __ATOMIC_RELEASE, DEVICE);
}

/// Writes the setup arguments and local-pointer arguments (NumLocals LDS
/// offsets at byte LocalsOffset of the argument area, placed after the
/// child's own LDS) and the AQL packet of kernel KernelIndex, then hands the
/// slot to the scheduler.
INLINE int __amdcl2_enqueue_commit(global void *Q, global void *Wrap,
                                   uint Flags, const ndrange_t *R,
                                   uint KernelIndex, uint LocalsOffset,
                                   uint NumLocals, const size_t *LocalSizes,
                                   uint NumEvents, const clk_event_t *WaitList,
                                   clk_event_t *Ret) {
  global VQueueHeader *VQ = header(Q);
  global AqlWrap *W = (global AqlWrap *)Wrap;
  if (!setEvents(VQ, W, NumEvents, WaitList, Ret)) {
    freeSlot(VQ, W);
    return CLK_EVENT_ALLOCATION_FAILURE;
  }
  global void *Args = (global void *)W->KernargAddress;
  for (uint D = 0; D < 3; ++D)
    setSizeAt(Args, D, D < R->workDimension ? ndSize(R, NDOffset, D) : 0);
  setSizeAt(Args, 3, (ulong)__amdcl2_printf_buffer());
  setSizeAt(Args, 4, (ulong)Q);
  setSizeAt(Args, 5, (ulong)W);

  // The runtime's table holds the host's size_t (4-byte entries for a
  // 32-bit program: enqueue.32 reads index 2 at byte 8).
  ulong Code = sizeAt((global void *)VQ->KernelTable, KernelIndex);
  uint Static = *(global uint *)(Code + CODE_GROUP_SEGMENT_SIZE);
  uint Dynamic = 0;
  global char *Locals = (global char *)Args + LocalsOffset;
  for (uint I = 0; I < NumLocals; ++I) {
    uint Offset = (Static + Dynamic + 15) & ~15u;
    setSizeAt(Locals, I, Offset);
    Dynamic = Offset + (uint)sizeAt(LocalSizes, I) - Static;
  }

  W->CommandId = __scoped_atomic_fetch_add(&VQ->CommandCounter, 1u,
                                           __ATOMIC_RELAXED, DEVICE);
  W->Header = AQL_KERNEL_DISPATCH_HEADER;
  W->Setup = (ushort)R->workDimension;
  for (uint D = 0; D < 3; ++D) {
    bool Used = D < R->workDimension;
    W->WorkGroupSize[D] = (ushort)(Used ? localSizeOf(R, D) : 1);
    W->GridSize[D] = Used ? (uint)ndSize(R, NDGlobal, D) : 1;
  }
  W->PrivateSegmentSize = *(global uint *)(Code + CODE_PRIVATE_SEGMENT_SIZE);
  // The child's own LDS is in its code object; the packet adds the
  // local-pointer arguments (AMD writes 0 for a block without them).
  W->GroupSegmentSize = Dynamic;
  W->KernelObject = Code;
  W->CompletionSignal = 0;
  publish(W, Flags, WrapReady);
  return 0;
}

// The enqueue of a block that cannot be given its arguments (reported by
// the lowering) never reaches here; these are the OpenCL C functions.

int __attribute__((overloadable)) enqueue_marker(queue_t Queue, uint NumEvents,
                                                 const clk_event_t *WaitList,
                                                 clk_event_t *Ret) {
  global VQueueHeader *VQ = header(__builtin_astype(Queue, global void *));
  if (!VQ)
    return CLK_INVALID_QUEUE;
  if (NumEvents == 0 || !WaitList || NumEvents > VQ->WaitSize)
    return CLK_INVALID_EVENT_WAIT_LIST;
  int Slot = reserveBit((global uint *)VQ->AqlSlotMask, VQ->AqlSlotNum,
                        VQ->MaskGroups);
  if (Slot < 0)
    return CLK_DEVICE_QUEUE_FULL;
  global AqlWrap *W = slotWrap(VQ, (uint)Slot);
  if (!setEvents(VQ, W, NumEvents, WaitList, Ret)) {
    freeSlot(VQ, W);
    return CLK_EVENT_ALLOCATION_FAILURE;
  }
  W->CommandId = __scoped_atomic_fetch_add(&VQ->CommandCounter, 1u,
                                           __ATOMIC_RELAXED, DEVICE);
  publish(W, CLK_ENQUEUE_FLAGS_NO_WAIT, WrapMarker);
  return 0;
}

static INLINE global Event *eventOf(clk_event_t E) {
  return (global Event *)__builtin_astype(E, global void *);
}

void __attribute__((overloadable)) retain_event(clk_event_t E) {
  if (isEvent(eventOf(E)))
    retain(eventOf(E));
}

void __attribute__((overloadable)) release_event(clk_event_t E) {
  if (isEvent(eventOf(E)))
    release(header(__builtin_astype(get_default_queue(), global void *)),
            eventOf(E));
}

clk_event_t __attribute__((overloadable)) create_user_event(void) {
  global VQueueHeader *VQ =
      header(__builtin_astype(get_default_queue(), global void *));
  global Event *E = VQ ? reserveEvent(VQ) : 0;
  if (!E)
    return CLK_NULL_EVENT;
  E->Counter = 1;
  return __builtin_astype((global void *)E, clk_event_t);
}

bool __attribute__((overloadable)) is_valid_event(clk_event_t E) {
  return isEvent(eventOf(E));
}

void __attribute__((overloadable)) set_user_event_status(clk_event_t E,
                                                         int Status) {
  if (isEvent(eventOf(E)))
    __scoped_atomic_store_n(&eventOf(E)->State, Status, __ATOMIC_RELEASE,
                            DEVICE);
}

/// Execution time (end - start) and total time (complete - start), written
/// now if the event is complete, else by the scheduler on completion.
void __attribute__((overloadable))
capture_event_profiling_info(clk_event_t Ev, clk_profiling_info Name,
                             global void *Value) {
  global Event *E = eventOf(Ev);
  if (!isEvent(E) || Name != CLK_PROFILING_COMMAND_EXEC_TIME)
    return;
  E->CaptureInfo = (ulong)Value;
  if (__scoped_atomic_load_n(&E->State, __ATOMIC_ACQUIRE, DEVICE) ==
      CL_COMPLETE) {
    global ulong *V = (global ulong *)Value;
    V[0] = E->Timer[1] - E->Timer[0];
    V[1] = E->Timer[2] - E->Timer[0];
  }
}

// The ndrange constructors (OpenCL C 2.0 s6.13.17.1): a work-group size of 0
// means "none given". One family per program width: RANGE holds SIZE
// fields, arrays come as SIZES (the program's private size_t arrays).
#define ND_CONSTRUCTORS(RANGE, SIZE, SIZES)                                   \
  static INLINE RANGE make##RANGE(uint Dims, SIZES Offset, SIZES Global,      \
                                  SIZES Local) {                              \
    RANGE R;                                                                  \
    R.workDimension = Dims;                                                   \
    for (uint D = 0; D < 3; ++D) {                                            \
      bool Used = D < Dims;                                                   \
      R.globalWorkOffset[D] = Used && Offset ? Offset[D] : 0;                 \
      R.globalWorkSize[D] = Used ? Global[D] : 1;                             \
      R.localWorkSize[D] = Local ? (Used ? Local[D] : 1) : 0;                 \
    }                                                                         \
    return R;                                                                 \
  }                                                                           \
  RANGE OVERLOAD ndrange_1D(SIZE G) { return make##RANGE(1, 0, &G, 0); }      \
  RANGE OVERLOAD ndrange_1D(SIZE G, SIZE L) {                                 \
    return make##RANGE(1, 0, &G, &L);                                         \
  }                                                                           \
  RANGE OVERLOAD ndrange_1D(SIZE O, SIZE G, SIZE L) {                         \
    return make##RANGE(1, &O, &G, &L);                                        \
  }                                                                           \
  RANGE OVERLOAD ndrange_2D(SIZES G) { return make##RANGE(2, 0, G, 0); }      \
  RANGE OVERLOAD ndrange_2D(SIZES G, SIZES L) {                               \
    return make##RANGE(2, 0, G, L);                                           \
  }                                                                           \
  RANGE OVERLOAD ndrange_2D(SIZES O, SIZES G, SIZES L) {                      \
    return make##RANGE(2, O, G, L);                                           \
  }                                                                           \
  RANGE OVERLOAD ndrange_3D(SIZES G) { return make##RANGE(3, 0, G, 0); }      \
  RANGE OVERLOAD ndrange_3D(SIZES G, SIZES L) {                               \
    return make##RANGE(3, 0, G, L);                                           \
  }                                                                           \
  RANGE OVERLOAD ndrange_3D(SIZES O, SIZES G, SIZES L) {                      \
    return make##RANGE(3, O, G, L);                                           \
  }

#define OVERLOAD __attribute__((overloadable))

typedef const private size_t *Sizes64;
ND_CONSTRUCTORS(ndrange_t, size_t, Sizes64)

// A 32-bit program's size_t is uint: its 40-byte ndrange_t, and the
// constructors taking uint.
typedef struct {
  uint workDimension;
  uint globalWorkOffset[3];
  uint globalWorkSize[3];
  uint localWorkSize[3];
} ndrange32_t;
_Static_assert(sizeof(ndrange32_t) == 40, "a 32-bit program's ndrange_t");

typedef const private uint *Sizes32;
ND_CONSTRUCTORS(ndrange32_t, uint, Sizes32)

// Block queries: every kernel may be launched with up to 256 work-items,
// and runs in waves of 64.
INLINE uint __amdcl2_kernel_max_sub_group_size(const ndrange_t *R) {
  uint N = 1;
  for (uint D = 0; D < R->workDimension; ++D)
    N *= localSizeOf(R, D);
  return min(N, 64u);
}

INLINE uint __amdcl2_kernel_sub_group_count(const ndrange_t *R) {
  uint N = 1;
  for (uint D = 0; D < R->workDimension; ++D)
    N *= localSizeOf(R, D);
  return (N + 63) / 64;
}
