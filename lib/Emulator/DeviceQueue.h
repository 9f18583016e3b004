//===- DeviceQueue.h - The runtime's side of device-side enqueue -*- C++ -*-=//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The default device queue as AMD's CL2 runtime creates it for a kernel
/// that enqueues (the virtual-queue buffer, its slots and events, the
/// kernel table, the host parent's AQL wrap), and the scheduler that
/// launches what kernels enqueued once their parent has finished. Internal
/// to lib/Emulator; the layout is lib/ABI's (DeviceQueue.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_EMULATOR_DEVICEQUEUE_H
#define AMDCL2_LIB_EMULATOR_DEVICEQUEUE_H

#include "Dispatch.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace amdcl2 {
namespace emu {

struct DeviceQueue {
  uint64_t Header = 0; ///< the vqueue setup argument's value
  uint32_t Slots = 0;
  uint64_t SlotMask = 0, EventSlots = 0, EventMask = 0, KernelTable = 0;
  uint64_t HostWrap = 0; ///< the aqlwrap setup argument of the first kernel
  /// The program's (and so the host's) size_t is 8 bytes: the kernel
  /// table's entries and the setup arguments are size_t.
  bool Is64 = true;

  /// The AQL wrap of slot \p S, after the header.
  uint64_t wrap(uint32_t S) const;
};

/// Creates the queue in \p Mem: \p Indices[k] is the kernel-table index of
/// the binary's kernel k, whose code object is \p Prog.CodeObjects[k];
/// \p Is64: the program's bitness.
llvm::Expected<DeviceQueue> createDeviceQueue(llvm::ArrayRef<unsigned> Indices,
                                              const LoadedProgram &Prog,
                                              Memory &Mem, bool Is64,
                                              uint64_t Bytes = 0);

/// Writes the queue and the host wrap into setup arguments 4 and 5 of the
/// argument buffer at \p Kernarg.
void setQueueArgs(const DeviceQueue &Q, Memory &Mem, uint64_t Kernarg);

/// What the scheduler did, for the run's statistics.
struct SchedulerStats {
  uint64_t Dispatches = 0, Markers = 0;
  uint64_t NotRun = 0; ///< commands whose wait list failed
};

/// Runs the scheduler after the first kernel has finished: launches each
/// ready slot whose wait list has completed (lowest command id first) by
/// calling \p Launch with the binary's kernel index and the slot's wrap,
/// completes slots whose children have all completed (their event, the
/// parent's child counter, the slot's mask bit), and markers, until the
/// queue is empty. A slot that can never run is an error naming it.
llvm::Error
runScheduler(const DeviceQueue &Q, Memory &Mem, const LoadedProgram &Prog,
             llvm::function_ref<llvm::Error(unsigned, uint64_t)> Launch,
             SchedulerStats &Stats);

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_DEVICEQUEUE_H
