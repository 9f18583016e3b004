//===- VirtualGPU.h - A virtual device whose memory persists ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What an OpenCL runtime needs of the emulator: device memory that outlives
/// a dispatch (buffers made before any program exists, program-scope
/// variables that keep their values from one launch to the next) and
/// launches whose pointer arguments are addresses in that memory. runKernel
/// (Emulator.h) is one launch on a VirtualGPU of its own.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_EMULATOR_VIRTUALGPU_H
#define AMDCL2_EMULATOR_VIRTUALGPU_H

#include "amdcl2/Emulator/Emulator.h"
#include <memory>

namespace amdcl2 {
namespace emu {

class VirtualGPU {
public:
  /// \p Is64: the programs it runs are 64-bit (addresses above 4 GiB) or
  /// 32-bit ones.
  explicit VirtualGPU(bool Is64 = true);
  ~VirtualGPU();
  VirtualGPU(const VirtualGPU &) = delete;
  VirtualGPU &operator=(const VirtualGPU &) = delete;

  /// \p Size zero bytes of device memory, named \p Name in error messages;
  /// its device address.
  uint64_t allocate(uint64_t Size, llvm::StringRef Name);
  /// Memory at the same address on the host and the device (shared
  /// virtual memory), aligned to \p Align; 0 if none could be placed.
  uint64_t allocateShared(uint64_t Size, uint64_t Align, llvm::StringRef Name);
  /// Frees what allocate returned; false if \p Addr is not such an address.
  bool release(uint64_t Addr);
  /// Host view of [Addr, Addr + Size), null unless inside one allocation.
  uint8_t *translate(uint64_t Addr, uint64_t Size);

  /// Runs \p Cfg.Kernel of \p Bin. The first launch of a binary loads its
  /// data sections, which keep their contents until unload(Bin); what a
  /// dispatch itself allocates is freed after it. \p Bin must outlive its
  /// loaded state.
  llvm::Expected<RunResult> run(const AMDCL2Binary &Bin,
                                const LaunchConfig &Cfg);
  /// Frees \p Bin's loaded data sections and code.
  void unload(const AMDCL2Binary &Bin);

  struct Impl;

private:
  std::unique_ptr<Impl> I;
};

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_EMULATOR_VIRTUALGPU_H
