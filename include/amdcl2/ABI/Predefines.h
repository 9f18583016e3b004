//===- Predefines.h - Macros AMD's runtime predefined ----------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The macros AMD's OpenCL runtime passed to its compiler (the `-D` options
/// AMD binaries record in `.comment`) that clang 22 does not define itself,
/// and the OpenCL extensions AMD's compiler knew and clang does not: their
/// `#pragma OPENCL EXTENSION` is accepted silently, and
/// cl_ext_atomic_counters_32 gets its counter32_t type.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_PREDEFINES_H
#define AMDCL2_ABI_PREDEFINES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amdcl2 {

struct GPUInfo;

struct MacroDefinition {
  std::string Name, Value;
};

/// The macros for \p GPU under `-cl-std=` \p CLStd, in the order they are
/// defined; each may be overridden with -D or removed with -U.
std::vector<MacroDefinition> amdPredefinedMacros(const GPUInfo &GPU,
                                                 llvm::StringRef CLStd);

/// Extension macros clang 22 defines for amdgcn that amdcl2 undefines,
/// because their built-ins do not compile yet (none at present).
llvm::ArrayRef<llvm::StringRef> undefinedClangExtensions();

/// Extensions AMD's compiler accepted `#pragma OPENCL EXTENSION` for and
/// clang 22 does not know.
llvm::ArrayRef<llvm::StringRef> amdOnlyExtensions();

/// The source included before every file: declares amdOnlyExtensions() to
/// clang and defines counter32_t.
std::string amdExtensionHeader();

/// The name the header is included under (it exists only in memory).
inline constexpr llvm::StringLiteral AMDExtensionHeaderName =
    "amdcl2-amd-extensions.h";

} // namespace amdcl2

#endif // AMDCL2_ABI_PREDEFINES_H
