//===- DeviceQueue.h - The CL2 runtime's device queue -----------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The structures AMD's OpenCL 2.0 runtime creates for device-side enqueue
/// (docs/ABI.md, "Device-side enqueue"; the shared research notes cite the
/// runtime sources): the virtual-queue buffer whose header the vqueue setup
/// argument points at, its 128-byte AQL-wrap slots, their argument areas,
/// the 40-byte events and the two bit masks, and the pipe object header.
/// Device code (lib/Builtins/DeviceEnqueue.cl, Pipes.cl) declares the same
/// structures in OpenCL C; the emulator builds them as the runtime does and
/// plays the scheduler's part.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_DEVICEQUEUE_H
#define AMDCL2_ABI_DEVICEQUEUE_H

#include <cstdint>

namespace amdcl2 {
namespace vqueue {

/// AmdVQueueHeader, 64 bytes at the start of the queue buffer.
constexpr unsigned HeaderSize = 64;
constexpr unsigned AqlSlotNumOffset = 0;      ///< u32
constexpr unsigned EventSlotNumOffset = 4;    ///< u32
constexpr unsigned EventSlotMaskOffset = 8;   ///< u64 address
constexpr unsigned EventSlotsOffset = 16;     ///< u64 address
constexpr unsigned AqlSlotMaskOffset = 24;    ///< u64 address
constexpr unsigned CommandCounterOffset = 32; ///< u32
constexpr unsigned WaitSizeOffset = 36;       ///< u32
constexpr unsigned ArgSizeOffset = 40;        ///< u32
constexpr unsigned MaskGroupsOffset = 44;     ///< u32
constexpr unsigned KernelTableOffset = 48;    ///< u64 address

/// AmdAqlWrap, 128 bytes per slot, right after the header.
constexpr unsigned WrapSize = 128;
constexpr unsigned WrapStateOffset = 0;         ///< u32, WrapState
constexpr unsigned WrapFlagsOffset = 4;         ///< u32, CLK_ENQUEUE_FLAGS_*
constexpr unsigned WrapCommandIdOffset = 8;     ///< u32
constexpr unsigned WrapChildCounterOffset = 12; ///< u32
constexpr unsigned WrapCompletionOffset = 16;   ///< u64 event address or 0
constexpr unsigned WrapParentOffset = 24;       ///< u64 wrap address
constexpr unsigned WrapWaitListOffset = 32;     ///< u64, preset
constexpr unsigned WrapWaitNumOffset = 40;      ///< u32
/// The hsa_kernel_dispatch_packet_t the scheduler launches (the child's
/// setup buffer); its kernarg_address is preset to the slot's argument area.
constexpr unsigned WrapPacketOffset = 64;

enum WrapState : uint32_t {
  WrapFree = 0,
  WrapReserved = 1,
  WrapReady = 2,
  WrapMarker = 3,
  WrapBusy = 4,
  WrapDone = 5,
};
/// CLK_ENQUEUE_FLAGS_NO_WAIT, _WAIT_KERNEL, _WAIT_WORK_GROUP.
enum EnqueueFlags : uint32_t { NoWait = 0, WaitKernel = 1, WaitWorkGroup = 2 };

/// AmdEvent, 40 bytes.
constexpr unsigned EventSize = 40;
constexpr unsigned EventStateOffset = 0;    ///< i32: CL_COMPLETE 0, <0 error
constexpr unsigned EventCounterOffset = 4;  ///< u32 references, 0 = free
constexpr unsigned EventTimerOffset = 8;    ///< u64 start, end, complete
constexpr unsigned EventCaptureOffset = 32; ///< u64 address or 0
constexpr int32_t EventComplete = 0;        ///< CL_COMPLETE

/// The runtime's sizes: the argument area of a slot holds 1024 bytes of
/// arguments plus the 64-byte setup prefix, then room for WaitSize event
/// pointers; NumEvents events per queue; the queue size is at least
/// MinQueueBytes (the preferred size is the default), a multiple of
/// SlotGroupBytes per mask group.
constexpr uint32_t ArgSize = 1024 + 64;
constexpr uint32_t WaitSize = 8;
constexpr uint32_t NumEvents = 1024;
constexpr uint64_t MinQueueBytes = 16 * 1024;
constexpr uint64_t PreferredQueueBytes = 256 * 1024;
constexpr uint64_t MaskGroupBytes = 512 * 1024;
constexpr uint64_t SlotGroupBytes = uint64_t(WrapSize) * 32;
/// Each slot's argument area: arguments, then the wait list, 128-aligned.
constexpr uint64_t argAreaBytes() {
  return (ArgSize + WaitSize * 8 + 127) / 128 * 128;
}

} // namespace vqueue

namespace pipe {
/// clk_pipe_t: the host's size_t read, write and end (packet count)
/// indices, 8 bytes each in a 64-bit program and 4 in a 32-bit one (AMD's
/// piper2.32 reads end_idx at byte 8); packets from byte 128. Indices only
/// grow; packet i is at (i mod end) * size.
enum Index : unsigned { ReadIndex = 0, WriteIndex = 1, EndIndex = 2 };
constexpr unsigned indexOffset(Index I, bool Is64) {
  return I * (Is64 ? 8 : 4);
}
constexpr unsigned PacketsOffset = 128;
} // namespace pipe
} // namespace amdcl2

#endif // AMDCL2_ABI_DEVICEQUEUE_H
