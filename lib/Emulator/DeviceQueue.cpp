//===- DeviceQueue.cpp - The device queue and its scheduler ---------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The runtime's side of device-side enqueue. The queue is laid out as AMD's
/// runtime lays it out (header, slots, per-slot argument areas with room for
/// a wait list, events, event mask, slot mask; each slot's kernarg address
/// and wait list preset), so an enqueuing kernel reserves, fills and
/// publishes slots exactly as on the device. The scheduler replaces the
/// runtime's scheduler kernel: it runs after the enqueuing kernel has
/// finished (OpenCL lets a child start no earlier; NO_WAIT children may
/// start sooner on hardware, which a correct program cannot observe), one
/// child at a time in command-id order, each to completion.
///
//===----------------------------------------------------------------------===//

#include "DeviceQueue.h"
#include "amdcl2/ABI/DeviceQueue.h"
#include "amdcl2/ABI/SetupBuffer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

using namespace vqueue;

uint64_t DeviceQueue::wrap(uint32_t S) const {
  return Header + HeaderSize + uint64_t(S) * WrapSize;
}

/// Clears bit \p I of the bit mask of dwords at \p Mask.
static void clearMaskBit(Memory &Mem, uint64_t Mask, uint64_t I) {
  uint64_t Word = Mask + 4 * (I / 32);
  put<uint32_t>(Mem, Word, get<uint32_t>(Mem, Word) & ~(1u << (I % 32)));
}

Expected<DeviceQueue> createDeviceQueue(ArrayRef<unsigned> Indices,
                                        const LoadedProgram &Prog, Memory &Mem,
                                        bool Is64, uint64_t Bytes) {
  uint64_t Size = std::max(Bytes ? Bytes : PreferredQueueBytes, MinQueueBytes);
  uint64_t MaskGroups = std::max<uint64_t>(Size / MaskGroupBytes, 1);
  Size = alignTo(Size, SlotGroupBytes * MaskGroups);
  DeviceQueue Q;
  Q.Is64 = Is64;
  Q.Slots = Size / WrapSize;
  uint64_t ArgsOff = alignTo(HeaderSize + uint64_t(Q.Slots) * WrapSize, 128);
  uint64_t EventsOff = ArgsOff + uint64_t(Q.Slots) * argAreaBytes();
  uint64_t EventMaskOff = EventsOff + uint64_t(NumEvents) * EventSize;
  uint64_t SlotMaskOff = EventMaskOff + NumEvents / 8;
  Q.Header = Mem.allocate(SlotMaskOff + Q.Slots / 8, "device queue");
  Q.EventSlots = Q.Header + EventsOff;
  Q.EventMask = Q.Header + EventMaskOff;
  Q.SlotMask = Q.Header + SlotMaskOff;

  unsigned TableSize = 0;
  for (unsigned I : Indices)
    TableSize = std::max(TableSize, I + 1);
  unsigned Entry = Is64 ? 8 : 4;
  Q.KernelTable = Mem.allocate(Entry * uint64_t(TableSize), "kernel table");
  for (size_t K = 0; K < Indices.size(); ++K)
    putSize(Mem, Q.KernelTable + Entry * Indices[K], Prog.CodeObjects[K], Is64);

  put<uint32_t>(Mem, Q.Header + AqlSlotNumOffset, Q.Slots);
  put<uint32_t>(Mem, Q.Header + EventSlotNumOffset, NumEvents);
  put<uint64_t>(Mem, Q.Header + EventSlotMaskOffset, Q.EventMask);
  put<uint64_t>(Mem, Q.Header + EventSlotsOffset, Q.EventSlots);
  put<uint64_t>(Mem, Q.Header + AqlSlotMaskOffset, Q.SlotMask);
  put<uint32_t>(Mem, Q.Header + WaitSizeOffset, WaitSize);
  put<uint32_t>(Mem, Q.Header + ArgSizeOffset, ArgSize);
  put<uint32_t>(Mem, Q.Header + MaskGroupsOffset, MaskGroups);
  put<uint64_t>(Mem, Q.Header + KernelTableOffset, Q.KernelTable);
  for (uint32_t S = 0; S < Q.Slots; ++S) {
    uint64_t W = Q.wrap(S);
    uint64_t Args = Q.Header + ArgsOff + uint64_t(S) * argAreaBytes();
    put<uint64_t>(Mem, W + WrapPacketOffset + setup::KernargAddressOffset,
                  Args);
    put<uint64_t>(Mem, W + WrapWaitListOffset, Args + ArgSize);
  }
  // The host parent's wrap: all zero but its state, busy until the first
  // kernel has finished.
  Q.HostWrap = Mem.allocate(WrapSize, "host AQL wrap");
  put<uint32_t>(Mem, Q.HostWrap + WrapStateOffset, WrapBusy);
  return Q;
}

void setQueueArgs(const DeviceQueue &Q, Memory &Mem, uint64_t Kernarg) {
  putSize(Mem, Kernarg + hiddenArgOffset(HiddenVQueuePointer, Q.Is64), Q.Header,
          Q.Is64);
  putSize(Mem, Kernarg + hiddenArgOffset(HiddenAqlWrapPointer, Q.Is64),
          Q.HostWrap, Q.Is64);
}

namespace {
/// One pass over the queue after another until nothing changes.
class Scheduler {
public:
  Scheduler(const DeviceQueue &Q, Memory &Mem, const LoadedProgram &Prog,
            function_ref<Error(unsigned, uint64_t)> Launch,
            SchedulerStats &Stats)
      : Q(Q), Mem(Mem), Launch(Launch), Stats(Stats) {
    for (size_t K = 0; K < Prog.CodeObjects.size(); ++K)
      KernelOf[Prog.CodeObjects[K]] = K;
  }
  Error run();

private:
  bool live(uint32_t S) {
    return (get<uint32_t>(Mem, Q.SlotMask + 4 * (S / 32)) >> (S % 32)) & 1;
  }
  bool valid(uint64_t Addr, uint64_t Size) {
    return Mem.translate(Addr, Size) != nullptr;
  }
  /// A device-written address, checked before it is used.
  Error check(uint64_t Addr, uint64_t Size, const Twine &What) {
    if (Mem.translate(Addr, Size))
      return Error::success();
    return createStringError(
        "device enqueue: " + What + " at 0x" + utohexstr(Addr, true) +
        " is outside device memory (" + Mem.describe(Addr) + ")");
  }
  Expected<bool> waitsDone(uint64_t W, int32_t &Failed);
  Error releaseEvent(uint64_t E);
  Error releaseWaits(uint64_t W);
  Error complete(uint32_t S);
  Error launch(uint32_t S);
  Expected<bool> pass();
  std::string pending();

  const DeviceQueue &Q;
  Memory &Mem;
  function_ref<Error(unsigned, uint64_t)> Launch;
  SchedulerStats &Stats;
  DenseMap<uint64_t, unsigned> KernelOf;
  uint64_t Clock = 0; ///< logical timestamps for the events' timers
};
} // namespace

/// Whether every event of \p W's wait list has completed; \p Failed gets
/// the status of one that ended in error (negative), else stays 0.
Expected<bool> Scheduler::waitsDone(uint64_t W, int32_t &Failed) {
  uint32_t N = get<uint32_t>(Mem, W + WrapWaitNumOffset);
  uint64_t List = get<uint64_t>(Mem, W + WrapWaitListOffset);
  if (N > WaitSize)
    return createStringError("device enqueue: a wait list of " + Twine(N) +
                             " events (at most " + Twine(WaitSize) + ")");
  bool Done = true;
  for (uint32_t I = 0; I < N; ++I) {
    uint64_t E = get<uint64_t>(Mem, List + 8 * I);
    if (Error Err = check(E, EventSize, "a wait-list event"))
      return std::move(Err);
    int32_t St = get<int32_t>(Mem, E + EventStateOffset);
    if (St < 0)
      Failed = St;
    Done &= St == EventComplete;
  }
  return Done || Failed;
}

/// Drops one reference; the last frees the event's mask bit.
Error Scheduler::releaseEvent(uint64_t E) {
  if (Error Err = check(E, EventSize, "an event"))
    return Err;
  uint32_t N = get<uint32_t>(Mem, E + EventCounterOffset);
  if (N == 0)
    return createStringError("device enqueue: an event released more often "
                             "than retained");
  put<uint32_t>(Mem, E + EventCounterOffset, N - 1);
  if (N == 1 && E >= Q.EventSlots && E < Q.EventSlots + NumEvents * EventSize)
    clearMaskBit(Mem, Q.EventMask, (E - Q.EventSlots) / EventSize);
  return Error::success();
}

Error Scheduler::releaseWaits(uint64_t W) {
  uint32_t N = get<uint32_t>(Mem, W + WrapWaitNumOffset);
  uint64_t List = get<uint64_t>(Mem, W + WrapWaitListOffset);
  for (uint32_t I = 0; I < N; ++I)
    if (Error E = releaseEvent(get<uint64_t>(Mem, List + 8 * I)))
      return E;
  return Error::success();
}

/// A command and all its children have finished: its event completes
/// (timers, profiling capture), the parent has one child less, the slot is
/// free again.
Error Scheduler::complete(uint32_t S) {
  uint64_t W = Q.wrap(S);
  uint64_t E = get<uint64_t>(Mem, W + WrapCompletionOffset);
  if (E) {
    if (Error Err = check(E, EventSize, "a completion event"))
      return Err;
    if (get<int32_t>(Mem, E + EventStateOffset) >= 0)
      put<int32_t>(Mem, E + EventStateOffset, EventComplete);
    uint64_t Start = get<uint64_t>(Mem, E + EventTimerOffset);
    put<uint64_t>(Mem, E + EventTimerOffset + 8, ++Clock);
    put<uint64_t>(Mem, E + EventTimerOffset + 16, Clock);
    if (uint64_t Capture = get<uint64_t>(Mem, E + EventCaptureOffset)) {
      if (Error Err = check(Capture, 16, "a profiling capture"))
        return Err;
      put<uint64_t>(Mem, Capture, Clock - Start);
      put<uint64_t>(Mem, Capture + 8, Clock - Start);
    }
    if (Error Err = releaseEvent(E))
      return Err;
  }
  uint64_t Parent = get<uint64_t>(Mem, W + WrapParentOffset);
  if (Parent) {
    if (Error Err = check(Parent, WrapSize, "a parent wrap"))
      return Err;
    uint32_t N = get<uint32_t>(Mem, Parent + WrapChildCounterOffset);
    put<uint32_t>(Mem, Parent + WrapChildCounterOffset, N ? N - 1 : 0);
  }
  put<uint32_t>(Mem, W + WrapStateOffset, WrapFree);
  clearMaskBit(Mem, Q.SlotMask, S);
  return Error::success();
}

/// Runs slot \p S's kernel to completion.
Error Scheduler::launch(uint32_t S) {
  uint64_t W = Q.wrap(S);
  if (Error E = releaseWaits(W))
    return E;
  uint64_t Obj =
      get<uint64_t>(Mem, W + WrapPacketOffset + setup::KernelObjectOffset);
  auto It = KernelOf.find(Obj);
  if (It == KernelOf.end())
    return createStringError("device enqueue: slot " + Twine(S) +
                             " names kernel object 0x" + utohexstr(Obj, true) +
                             ", which is no kernel of the program");
  if (uint64_t E = get<uint64_t>(Mem, W + WrapCompletionOffset))
    if (valid(E, EventSize))
      put<uint64_t>(Mem, E + EventTimerOffset, ++Clock);
  put<uint32_t>(Mem, W + WrapStateOffset, WrapBusy);
  if (++Stats.Dispatches > (1u << 20))
    return createStringError("device enqueue: more than 2^20 kernels "
                             "enqueued (an enqueue that never ends?)");
  if (Error E = Launch(It->second, W))
    return E;
  put<uint32_t>(Mem, W + WrapStateOffset, WrapDone);
  return Error::success();
}

/// Completes what can complete, then launches the ready command with the
/// lowest id. False when nothing changed.
Expected<bool> Scheduler::pass() {
  bool Progress = false;
  std::optional<uint32_t> Next;
  uint32_t NextId = 0;
  for (uint32_t S = 0; S < Q.Slots; ++S) {
    if (!live(S))
      continue;
    uint64_t W = Q.wrap(S);
    uint32_t State = get<uint32_t>(Mem, W + WrapStateOffset);
    if (State == WrapDone &&
        get<uint32_t>(Mem, W + WrapChildCounterOffset) == 0) {
      if (Error E = complete(S))
        return std::move(E);
      Progress = true;
      continue;
    }
    if (State != WrapReady && State != WrapMarker)
      continue;
    int32_t Failed = 0;
    Expected<bool> Ready = waitsDone(W, Failed);
    if (!Ready)
      return Ready.takeError();
    if (!*Ready)
      continue;
    if (State == WrapMarker || Failed) {
      // A marker completes with its wait list; a command whose wait list
      // failed does not run, and its event takes the failure.
      if (uint64_t E = get<uint64_t>(Mem, W + WrapCompletionOffset))
        if (Failed && valid(E, EventSize))
          put<int32_t>(Mem, E + EventStateOffset, Failed);
      if (Error E = releaseWaits(W))
        return std::move(E);
      ++(Failed ? Stats.NotRun : Stats.Markers);
      put<uint32_t>(Mem, W + WrapStateOffset, WrapDone);
      Progress = true;
      continue;
    }
    uint32_t Flags = get<uint32_t>(Mem, W + WrapFlagsOffset);
    uint64_t Parent = get<uint64_t>(Mem, W + WrapParentOffset);
    if (Flags != NoWait && Parent && valid(Parent, WrapSize) &&
        get<uint32_t>(Mem, Parent + WrapStateOffset) != WrapDone)
      continue;
    uint32_t Id = get<uint32_t>(Mem, W + WrapCommandIdOffset);
    if (!Next || Id < NextId) {
      Next = S;
      NextId = Id;
    }
  }
  if (Next) {
    if (Error E = launch(*Next))
      return std::move(E);
    Progress = true;
  }
  return Progress;
}

/// The slots still in use, for the error when nothing can progress.
std::string Scheduler::pending() {
  static const char *Names[] = {"free",   "reserved", "ready",
                                "marker", "busy",     "done"};
  std::string Out;
  unsigned Shown = 0, Total = 0;
  for (uint32_t S = 0; S < Q.Slots; ++S) {
    if (!live(S))
      continue;
    ++Total;
    if (Shown++ >= 4)
      continue;
    uint64_t W = Q.wrap(S);
    uint32_t State = get<uint32_t>(Mem, W + WrapStateOffset);
    Out += (Out.empty() ? "" : "; ") +
           ("slot " + Twine(S) + " (command " +
            Twine(get<uint32_t>(Mem, W + WrapCommandIdOffset)) + ", " +
            (State < 6 ? Names[State] : "state ?") + ")")
               .str();
  }
  if (Total > Shown)
    Out += "; " + std::to_string(Total - Shown) + " more";
  return Out;
}

Error Scheduler::run() {
  put<uint32_t>(Mem, Q.HostWrap + WrapStateOffset, WrapDone);
  while (true) {
    Expected<bool> Progress = pass();
    if (!Progress)
      return Progress.takeError();
    if (!*Progress)
      break;
  }
  std::string Left = pending();
  if (!Left.empty())
    return createStringError("device enqueue: commands that can never "
                             "complete (a wait list that never completes, "
                             "or a slot left reserved): " +
                             Left);
  return Error::success();
}

Error runScheduler(const DeviceQueue &Q, Memory &Mem, const LoadedProgram &Prog,
                   function_ref<Error(unsigned, uint64_t)> Launch,
                   SchedulerStats &Stats) {
  return Scheduler(Q, Mem, Prog, Launch, Stats).run();
}

} // namespace emu
} // namespace amdcl2
