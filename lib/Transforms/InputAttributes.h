//===- InputAttributes.h - The amdgpu-no-* attributes of CL2 code -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM's attributes that turn off one implicit input of AMDGPU code, by
/// what decides them in CL2 code: the lowering sets a kernel's from its
/// feature flags and reads (AMD's ABI), and a function kernels call keeps
/// every input off (KeptCalls.cpp). Internal to lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_INPUTATTRIBUTES_H
#define AMDCL2_LIB_TRANSFORMS_INPUTATTRIBUTES_H

#include "llvm/ADT/StringRef.h"

namespace amdcl2 {

/// Inputs the CL2 ABI never passes: no hidden arguments, dispatch id or
/// other HSA extras.
inline constexpr llvm::StringLiteral NeverPassedInputs[] = {
    "amdgpu-no-dispatch-id",        "amdgpu-no-implicitarg-ptr",
    "amdgpu-no-hostcall-ptr",       "amdgpu-no-heap-ptr",
    "amdgpu-no-multigrid-sync-arg", "amdgpu-no-default-queue",
    "amdgpu-no-completion-action",  "amdgpu-no-lds-kernel-id"};

/// Inputs a kernel's feature flags decide.
inline constexpr llvm::StringLiteral FlaggedInputs[] = {
    "amdgpu-no-dispatch-ptr", "amdgpu-no-queue-ptr",
    "amdgpu-no-flat-scratch-init"};

/// Inputs of each dimension, named with its letter appended ("x", "y",
/// "z"): the ids a kernel reads.
inline constexpr llvm::StringLiteral PerDimensionInputs[] = {
    "amdgpu-no-workgroup-id-", "amdgpu-no-cluster-id-",
    "amdgpu-no-workitem-id-"};

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_INPUTATTRIBUTES_H
