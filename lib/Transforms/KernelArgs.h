//===- KernelArgs.h - Classify IR kernel parameters for the CL2 ABI -*- C++
//-*-=//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns a kernel's IR parameters plus its `!kernel_arg_*` metadata into ABI
/// argument descriptions. Only the metadata tells images, samplers, pipes,
/// queues and events apart, and clang turns a one-member struct into its
/// member's type, so the IR type alone is not enough.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_KERNELARGS_H
#define AMDCL2_TRANSFORMS_KERNELARGS_H

#include "amdcl2/ABI/ArgLayout.h"
#include "llvm/Support/Error.h"
#include <array>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Type;
} // namespace llvm

namespace amdcl2 {

/// An ABI argument together with how to materialize the IR value.
struct IRKernelArg {
  ArgDesc Desc;
  /// Type of the value loaded from the slot. For structs this is the
  /// pointer; the IR parameter then is that pointer (byref) or the value
  /// loaded through it (a one-member struct clang flattened).
  llvm::Type *SlotTy = nullptr;
  bool LoadThroughPointer = false; ///< flattened one-member struct
};

/// Classifies every parameter of kernel \p F.
llvm::Expected<std::vector<IRKernelArg>> classifyKernelArgs(llvm::Function &F);

/// Reads `!reqd_work_group_size`, `!work_group_size_hint` and
/// `!vec_type_hint` ("" / zeros when absent).
void readKernelAttributes(const llvm::Function &F,
                          std::array<unsigned, 3> &Reqd,
                          std::array<unsigned, 3> &Hint, std::string &VecHint);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_KERNELARGS_H
