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
  uint64_t end() const { return Base + Size; }
  uint8_t *data() { return Bytes.data() + Skip; }
};

class Memory {
public:
  /// \p Base is the first device address handed out: above 4 GiB for
  /// 64-bit programs (so truncated pointers fault), low for 32-bit ones.
  explicit Memory(uint64_t Base = 0x100000000ULL) : Next(Base) {}
  /// Allocates \p Size zero bytes aligned to 256 with a guard gap after the
  /// previous allocation (so an overrun never lands in a neighbour); returns
  /// the device address.
  uint64_t allocate(uint64_t Size, llvm::StringRef Name);
  /// Host pointer to [Addr, Addr + Size) or null when that range is not
  /// inside one allocation.
  uint8_t *translate(uint64_t Addr, uint64_t Size);
  /// \p Size zero bytes whose device address is their host address,
  /// aligned to \p Align (a power of two): shared virtual memory, whose
  /// pointers mean the same on both sides. 0 if that address range is
  /// taken.
  uint64_t allocateAtHostAddress(uint64_t Size, uint64_t Align,
                                 llvm::StringRef Name);
  Allocation *find(uint64_t Addr);
  /// Frees the allocation at \p Base; false when none starts there. Its
  /// addresses are never handed out again, so a stale pointer faults.
  bool release(uint64_t Base);
  /// The address the next allocation gets: with releaseRange, what a
  /// dispatch allocated (packet, argument buffer, scratch) is freed after it.
  uint64_t mark() const { return Next; }
  /// Frees every allocation made between marks \p Lo and \p Hi.
  void releaseRange(uint64_t Lo, uint64_t Hi);
  /// Where \p Addr lies relative to the allocations, for error messages:
  /// "N bytes past the end of 'arg0'" or "below every allocation".
  std::string describe(uint64_t Addr) const;
  const std::vector<Allocation> &allocations() const { return Allocs; }

private:
  std::vector<Allocation> Allocs; ///< sorted by Base (allocated upwards)
  uint64_t Next;
  size_t LastHit = 0;
};

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_EMULATOR_MEMORY_H
