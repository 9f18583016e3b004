//===- InputChecks.h - What an input module must satisfy --------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The checks a module must pass before the CL2 pipeline touches it: the
/// OpenCL rules for kernels (they return void, nothing calls them) and the
/// shape of the OpenCL kernel metadata, then LLVM's IR verifier. LLVM's
/// AMDGPU metadata streamer and the lowering read the metadata with `cast`,
/// so malformed metadata would crash them; unverified IR would crash any
/// pass. Each error names the kernel and, where there is one, the argument.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_INPUTCHECKS_H
#define AMDCL2_ABI_INPUTCHECKS_H

#include "llvm/Support/Error.h"

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// The largest work-group GCN runs (16 waves of 64), and LLVM's bound for
/// "amdgpu-flat-work-group-size".
constexpr unsigned MaxWorkGroupSize = 1024;

/// The OpenCL rules only: every kernel returns void and is never called,
/// and its `!kernel_arg_*`, `!reqd_work_group_size`, `!work_group_size_hint`
/// and `!vec_type_hint` metadata, its "amdgpu-flat-work-group-size" and the
/// module's `!opencl.ocl.version` are well formed. Cheap: the driver runs it
/// on clang's output too.
llvm::Error checkOpenCLKernels(const llvm::Module &M);

/// checkOpenCLKernels, then llvm::verifyModule: for IR read from a file. The
/// OpenCL checks come first so that they, not the verifier, explain what
/// they cover.
llvm::Error checkInputModule(const llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_ABI_INPUTCHECKS_H
