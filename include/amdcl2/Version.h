//===- Version.h - What the tools' --version says ---------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// amdcl2's version (the CMake project's) and the LLVM it runs on, in one
/// line for every tool.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_VERSION_H
#define AMDCL2_VERSION_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/raw_ostream.h"

#ifndef AMDCL2_VERSION_STRING
#error "AMDCL2_VERSION_STRING comes from the top-level CMakeLists.txt"
#endif

namespace amdcl2 {

/// `TOOL (amdcl2 VERSION) with LLVM VERSION`, for cl::SetVersionPrinter.
inline void printToolVersion(llvm::raw_ostream &OS, llvm::StringRef Tool) {
  OS << Tool << " (amdcl2 " AMDCL2_VERSION_STRING ") with LLVM "
     << LLVM_VERSION_STRING << "\n";
}

} // namespace amdcl2

#endif // AMDCL2_VERSION_H
