//===- Compile.h - clBuildProgram's compiler --------------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// OpenCL C to an AMDCL2 binary in-process, through the pipeline
/// amdcl2-clang runs (amdcl2/Driver/Build.h), with clBuildProgram's options
/// and its build log; results are kept for the process, keyed by source,
/// options and GPU.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_RUNTIME_COMPILE_H
#define AMDCL2_LIB_RUNTIME_COMPILE_H

#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amdcl2 {
namespace rt {

struct CompileResult {
  bool OptionsValid = true; ///< false: CL_INVALID_BUILD_OPTIONS
  bool Built = false;
  std::vector<char> Binary;
  std::string Log; ///< clang's diagnostics, then any later error
};

/// Builds \p Source for \p GPU with clBuildProgram's \p Options.
CompileResult compileSource(llvm::StringRef Source, llvm::StringRef Options,
                            const GPUInfo &GPU);

/// What CL_PROGRAM_BINARIES gives for a compiled object or a library: the
/// front end's bitcode after an 8-byte tag naming which, so that
/// clCreateProgramWithBinary gives the program its binary type back.
constexpr size_t ObjectTagBytes = 8;
extern const char ObjectTag[ObjectTagBytes + 1], LibraryTag[ObjectTagBytes + 1];

/// A header of clCompileProgram: the name #include gives, its text.
using Header = std::pair<std::string, std::string>;

/// clCompileProgram: \p Source, with \p Headers, to a compiled object (the
/// front end's bitcode, in Binary).
CompileResult compileObject(llvm::StringRef Source, llvm::StringRef Options,
                            llvm::ArrayRef<Header> Headers, const GPUInfo &GPU);

/// clLinkProgram: compiled objects and libraries to an executable (an
/// AMDCL2 binary) or, with -create-library, to a library (bitcode).
/// \p Library is set when the options ask for one.
CompileResult linkObjects(llvm::ArrayRef<std::string> Objects,
                          llvm::StringRef Options, const GPUInfo &GPU,
                          bool &Library);

} // namespace rt
} // namespace amdcl2

#endif // AMDCL2_LIB_RUNTIME_COMPILE_H
