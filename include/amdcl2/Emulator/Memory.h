//===- Memory.h - Bounds-checked emulated device memory ---------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The device's global address space as a set of allocations (argument
/// buffers, the dispatch packet, the kernel-argument segment, scratch). An
/// access must lie inside one allocation; anything else is reported to the
/// caller, which stops the run with a located error.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_EMULATOR_MEMORY_H
#define AMDCL2_EMULATOR_MEMORY_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <vector>

namespace amdcl2 {
namespace emu {

struct Allocation {
  uint64_t Base = 0;
  std::vector<uint8_t> Bytes;
  std::string Name; ///< "arg2", "kernarg", "scratch"...
  /// Bytes of Bytes before Base, and the bytes from Base on that are the
  /// allocation's (a host-address allocation's storage is larger, to align
  /// it).
  size_t Skip = 0;
  uint64_t Size = 0;
  bool AtHostAddress = false; ///< shared virtual memory (allocateAtHostAddress)
  uint64_t Serial = 0;        ///< the order it was made in (mark())
  uint64_t end() const { return Base + Size; }
  uint8_t *data() { return Bytes.data() + Skip; }
};

class Memory {
public:
  /// \p Base is the first device address handed out: above 4 GiB for
  /// 64-bit programs (so truncated pointers fault), low for 32-bit ones,
  /// whose addresses stay below \p Limit (4 GiB).
  explicit Memory(uint64_t Base = 0x100000000ULL, uint64_t Limit = ~0ULL)
      : First(Base), Next(Base), Limit(Limit) {}
  /// Allocates \p Size zero bytes aligned to 256 with a guard gap after the
  /// previous allocation (so an overrun never lands in a neighbour) and
  /// clear of host-address allocations; returns the device address. Freed
  /// addresses are handed out again only when the addresses below Limit
  /// run out; when no gap is left, 0 (counted by failedAllocations).
  uint64_t allocate(uint64_t Size, llvm::StringRef Name);
  unsigned failedAllocations() const { return Failed; }
  /// Host pointer to [Addr, Addr + Size) or null when that range is not
  /// inside one allocation.
  uint8_t *translate(uint64_t Addr, uint64_t Size);
  /// Copies \p Size bytes to \p Addr, which the caller allocated; nothing
  /// when that allocation failed (the dispatch reports it).
  void store(uint64_t Addr, const void *Src, uint64_t Size);
  /// \p Size zero bytes whose device address is their host address,
  /// aligned to \p Align (a power of two): shared virtual memory, whose
  /// pointers mean the same on both sides. 0 if that address range is
  /// taken.
  uint64_t allocateAtHostAddress(uint64_t Size, uint64_t Align,
                                 llvm::StringRef Name);
  Allocation *find(uint64_t Addr);
  /// Frees the allocation at \p Base; false when none starts there. Its
  /// addresses are not handed out again before the others below the limit
  /// are used up, so a stale pointer faults.
  bool release(uint64_t Base);
  /// A mark of the allocations made so far: with releaseRange, what a
  /// dispatch allocated (packet, argument buffer, scratch) is freed after
  /// it. Marks count allocations, not addresses, which may be reused.
  uint64_t mark() const { return Serials; }
  /// Frees every allocation made between marks \p Lo and \p Hi (shared
  /// virtual memory made there stays).
  void releaseRange(uint64_t Lo, uint64_t Hi);
  /// Where \p Addr lies relative to the allocations, for error messages:
  /// "N bytes past the end of 'arg0'" or "below every allocation".
  std::string describe(uint64_t Addr) const;
  const std::vector<Allocation> &allocations() const { return Allocs; }

private:
  std::vector<Allocation> Allocs; ///< sorted by Base (allocated upwards)
  uint64_t First, Next, Limit;
  uint64_t Serials = 0;
  unsigned Failed = 0;
  /// The lowest address from \p From on where \p Size bytes and a guard
  /// gap overlap no allocation, or 0 when none is below Limit.
  uint64_t firstFree(uint64_t From, uint64_t Size) const;
  size_t LastHit = 0;
};

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_EMULATOR_MEMORY_H
