//===- SmallModel.h - Compiling OpenCL C for 32-bit programs ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A 32-bit program's front end (-m32). Clang's amdgcn target has 64-bit
/// global, constant and generic pointers, hard-wired; its r600 target, the
/// same AMDGPU front end, has 32-bit ones, with 32-bit size_t, ptrdiff_t and
/// intptr_t: the sizes, layouts and overflow of a 32-bit program. The
/// invocation clang's driver made for amdgcn is switched to r600 with
/// amdgcn's OpenCL features and target macros, and the IR it produces goes
/// back to amdgcn with the small-model data layout (amdcl2/ABI/SmallModel.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_SMALLMODEL_H
#define AMDCL2_LIB_FRONTEND_SMALLMODEL_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace clang {
class CompilerInvocation;
class DiagnosticsEngine;
} // namespace clang

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// Makes \p Inv, made by clang's driver for amdgcn, compile a 32-bit
/// program: r600's type sizes with the amdgcn GPU's OpenCL features and
/// macros. The user's -cl-ext, -D and -U keep the last word.
void useSmallModelTarget(clang::CompilerInvocation &Inv,
                         clang::DiagnosticsEngine &Diags);

/// Gives the IR of a 32-bit program back to amdgcn processor \p CPU:
/// triple, small-model data layout and function attributes.
llvm::Error retargetSmallModel(llvm::Module &M, llvm::StringRef CPU);

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_SMALLMODEL_H
