//===- ProgramChecks.h - Checks on whole programs ---------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What counts as an OpenCL kernel, the check of a kernel's private memory
/// after the IR pipeline, and the check that no call to an undefined
/// function is left: the builtins linker runs it before the
/// lowering pass (leaving it the work-item functions), codegen after it
/// (where LLVM would otherwise give the kernel a 16 KiB stack and a call into
/// nowhere). One definition serves the front end, the pass and codegen.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_PROGRAMCHECKS_H
#define AMDCL2_ABI_PROGRAMCHECKS_H

#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace amdcl2 {

/// True for a defined OpenCL kernel: `amdgpu_kernel` or `spir_kernel` with
/// a body.
bool isOpenCLKernel(const llvm::Function &F);

/// The name the user wrote for the function named \p Name: clang's kernel
/// body `__clang_ocl_kern_imp_k` is `k`, other names are demangled.
std::string sourceName(llvm::StringRef Name);

/// `kernel 'k'` for a kernel or clang's body of one, else `function 'f'`,
/// with sourceName's names: how messages name where something is.
std::string describeFunction(const llvm::Function &F);

/// An error naming the first call to an undefined, non-intrinsic function
/// whose name \p LeftForLater does not accept, and the kernel or function
/// calling it (`call to undefined function 'helper(int)' in kernel 'k'`),
/// located at the call when it has a debug location.
llvm::Error
checkCallsResolved(const llvm::Module &M,
                   llvm::function_ref<bool(llvm::StringRef)> LeftForLater = {});

/// An error for the first kernel whose private memory the CL2 ABI cannot
/// hold, located at the allocation when it has a debug location (else at
/// the kernel): an alloca of run-time size or outside the entry block (LLVM
/// would give the kernel a dynamic stack, which the CL2 runtime does not
/// provide), or one larger than the scratch a work-item of \p GPU can
/// address (caught before codegen: beyond 4 GiB LLVM's frame size overflows
/// before it can report the limit).
llvm::Error checkPrivateMemory(const llvm::Module &M, const GPUInfo &GPU);

} // namespace amdcl2

#endif // AMDCL2_ABI_PROGRAMCHECKS_H
