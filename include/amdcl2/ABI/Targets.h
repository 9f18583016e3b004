//===- Targets.h - GPUs supported by the AMDCL2 ABI -------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The device table: one row per Catalyst device amdcl2 compiles for (GCN
/// 1.1/1.2/1.4) with its names, LLVM processor, family, ISA note version,
/// e_flags device codes (see DeviceCodes.h) and hardware limits, and the
/// `-mcpu` spellings (LLVM processor and Catalyst names) derived from it.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_TARGETS_H
#define AMDCL2_ABI_TARGETS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace amdcl2 {

enum class GPUFamily { GCN11, GCN12, GCN14 }; // gfx7, gfx8, gfx9

/// Number of driver columns in the device-code table (DeviceCodes.h).
constexpr unsigned NumDriverColumns = 11;

/// What one kernel may use on a device.
struct HardwareLimits {
  unsigned MaxSGPRs;        ///< SGPRs, VCC/FLAT_SCRATCH/XNACK included
  unsigned MaxVGPRs;        ///< VGPRs per lane
  uint64_t MaxLDSBytes;     ///< LDS per work-group
  uint64_t MaxScratchBytes; ///< scratch per work-item
};

/// One Catalyst device: a row of the device table.
struct DeviceInfo {
  llvm::StringRef DeviceName; ///< Catalyst/CLRX name, e.g. "Ellesmere"
  llvm::StringRef LLVMName;   ///< closest LLVM 22 processor
  /// LLVM processor names that select this device with -mcpu (space
  /// separated); empty when the device is reached only by its aliases.
  llvm::StringRef Processors;
  /// Catalyst and marketing -mcpu spellings (lower case, space separated).
  llvm::StringRef Aliases;
  GPUFamily Family;
  unsigned ISAMajor, ISAMinor, ISAStepping; ///< ISA note AMD writes
  int Codes[NumDriverColumns]; ///< e_flags; -1 where the driver lacks it
  HardwareLimits Limits;
  /// XNACK (retry on page faults) is on: gfx901/903/905/907, the XNACK
  /// parts AMD's compiler library names apart from gfx900/902/904/906.
  bool XNACK = false;
};

/// Every device, in the order of the binary-format doc's e_flags table.
llvm::ArrayRef<DeviceInfo> deviceTable();

/// One accepted `-mcpu` spelling. Several spellings map to one device.
struct GPUInfo {
  llvm::StringRef Name;       ///< what the user may write (lower case)
  llvm::StringRef LLVMName;   ///< the AMDGPU processor LLVM compiles for
  llvm::StringRef DeviceName; ///< the Catalyst device name (CLRX spelling)
  GPUFamily Family;
  unsigned Major, Minor, Stepping; ///< ISA version LLVM gives LLVMName
  const DeviceInfo *Device;        ///< the device-table row
};

/// Every accepted spelling: the LLVM processor names in order, then the
/// Catalyst names grouped by processor, the processor's own device first.
llvm::ArrayRef<GPUInfo> supportedGPUs();

/// Looks a GPU up by either spelling, case-insensitively; null if unknown.
const GPUInfo *lookupGPU(llvm::StringRef Name);

/// Like lookupGPU, but an unknown name is an error listing the supported
/// names (for -mcpu diagnostics).
llvm::Expected<const GPUInfo *> lookupGPUOrError(llvm::StringRef Name);

/// The LLVM target features \p G compiles with ("+xnack" or "").
llvm::StringRef targetFeatures(const GPUInfo &G);

/// clang's target ID for \p G: the processor, with ":xnack+" when XNACK is
/// on (gfx901 is "gfx900:xnack+").
std::string targetID(const GPUInfo &G);

/// Why LLVM's AMDGPU processor \p Name has no AMDCL2 device ("" if LLVM does
/// not know the name or amdcl2 supports it).
std::string unsupportedReason(llvm::StringRef Name);

/// Comma-separated list of every accepted spelling, for diagnostics.
std::string supportedGPUList();

/// "gfx7"/"gfx8"/"gfx9".
llvm::StringRef familyName(GPUFamily F);

} // namespace amdcl2

#endif // AMDCL2_ABI_TARGETS_H
