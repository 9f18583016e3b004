//===- Targets.h - GPUs supported by the AMDCL2 ABI -------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The table of GCN 1.1/1.2/1.4 GPUs amdcl2 compiles for, under both their LLVM
/// processor names and the device names AMD's Catalyst drivers use.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_TARGETS_H
#define AMDCL2_ABI_TARGETS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace amdcl2 {

enum class GPUFamily { GCN11, GCN12, GCN14 }; // gfx7, gfx8, gfx9

/// One accepted `-mcpu` spelling. Several spellings map to one LLVM processor.
struct GPUInfo {
  llvm::StringRef Name;       ///< what the user may write (lower case)
  llvm::StringRef LLVMName;   ///< the AMDGPU processor LLVM compiles for
  llvm::StringRef DeviceName; ///< the Catalyst device name (CLRX spelling)
  GPUFamily Family;
  unsigned Major, Minor, Stepping; ///< ISA version LLVM targets
};

/// Every accepted spelling, LLVM names first.
llvm::ArrayRef<GPUInfo> supportedGPUs();

/// Looks a GPU up by either spelling, case-insensitively; null if unknown.
const GPUInfo *lookupGPU(llvm::StringRef Name);

/// Like lookupGPU, but an unknown name is an error listing the supported
/// names (for -mcpu diagnostics).
llvm::Expected<const GPUInfo *> lookupGPUOrError(llvm::StringRef Name);

/// Comma-separated list of every accepted spelling, for diagnostics.
std::string supportedGPUList();

/// "gfx7"/"gfx8"/"gfx9".
llvm::StringRef familyName(GPUFamily F);

} // namespace amdcl2

#endif // AMDCL2_ABI_TARGETS_H
