//===- BackendOptions.cpp - AMDGPU backend options the lowering needs -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The backend runs after the lowering has pinned every kernel's inputs;
/// nothing in it may then ask for more. The one pass that would is
/// AMDGPUPromoteAlloca's promotion to LDS (it adds dispatch-pointer and
/// work-item-id reads and drops the amdgpu-no-* attributes), so it is
/// switched off through its command-line option.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Transforms/AMDCL2LowerABI.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

namespace amdcl2 {

void configureBackendForCL2() {
  auto &Opts = cl::getRegisteredOptions(); // the process-wide table
  auto It = Opts.find("disable-promote-alloca-to-lds");
  if (It == Opts.end() || It->second->getNumOccurrences())
    return; // not in this LLVM, or the user chose
  static_cast<cl::opt<bool> *>(It->second)->setValue(true);
}

} // namespace amdcl2
