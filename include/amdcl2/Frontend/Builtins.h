//===- Builtins.h - Linking the OpenCL builtins into a program --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Links amdcl2's own builtins library (barriers, fences, work-group
/// collectives...) and then Debian's libclc-22 into a program, only what it
/// needs, makes the linked functions' attributes match the kernels' so that
/// everything inlines, and checks that no call to an undefined function is
/// left for codegen (LLVM would give the kernel a 16 KiB stack for it).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_FRONTEND_BUILTINS_H
#define AMDCL2_FRONTEND_BUILTINS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

struct BuiltinLibraries {
  std::string AMDCL2; ///< our builtins.bc ("" to skip)
  std::string LibCLC; ///< libclc's amdgcn-amd-amdhsa.bc ("" to skip)
  /// index.txt of libclc split into parts at build time; when it exists only
  /// the parts a program needs are read, and LibCLC is not used.
  std::string LibCLCIndex;
};

/// libclc-22's bitcode for amdgcn-amd-amdhsa as Debian installs it.
llvm::StringRef defaultLibCLCPath();

/// `<dir of ExecutablePath>/../lib/amdcl2/builtins.bc`.
std::string builtinsPathFor(llvm::StringRef ExecutablePath);

/// `<dir of ExecutablePath>/../lib/amdcl2/libclc/index.txt`.
std::string libclcIndexPathFor(llvm::StringRef ExecutablePath);

/// True for the work-item functions the CL2 lowering pass lowers
/// (`_Z13get_global_idj`, `_Z17get_default_queuev`, ...): the names of
/// amdcl2/ABI/WorkItemFunctions.def, the pass's own table. Libraries never
/// define them.
bool isWorkItemFunction(llvm::StringRef Name);

/// Links \p Libs into \p M (only what is referenced), gives every linked
/// function the target and floating-point attributes of M's kernels, internal
/// linkage and `alwaysinline`, drops every `noundef` of the program (AMD's
/// dialect: an uninitialized value is unspecified, not undefined behaviour)
/// and checks the result with checkNoUndefinedCalls.
llvm::Error linkBuiltins(llvm::Module &M, const BuiltinLibraries &Libs);

/// An error naming the first call to an undefined, non-intrinsic function
/// other than a work-item function, and the kernel or function calling it.
llvm::Error checkNoUndefinedCalls(const llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_FRONTEND_BUILTINS_H
