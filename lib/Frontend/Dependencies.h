//===- Dependencies.h - clang's dependency rules, in memory ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The make rules of -M, -MD and friends, from clang's own
/// DependencyFileGenerator as the invocation's DependencyOutputOptions set
/// it up, but held in memory: the driver writes them once the whole
/// compilation has succeeded (no output is left by a failure), and one
/// generator serves every source of a program, so its rule names them all.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_FRONTEND_DEPENDENCIES_H
#define AMDCL2_FRONTEND_DEPENDENCIES_H

#include "amdcl2/Frontend/Frontend.h"
#include "clang/Frontend/Utils.h"
#include <memory>

namespace clang {
class CompilerInstance;
} // namespace clang

namespace amdcl2 {

/// Where the AMD extension header is included from (only in memory).
inline std::string amdExtensionHeaderPath() {
  return ("/amdcl2/" + AMDExtensionHeaderName).str();
}

class ProgramDependencies : public clang::DependencyFileGenerator {
public:
  explicit ProgramDependencies(const clang::DependencyOutputOptions &Opts)
      : DependencyFileGenerator(Opts), File(Opts.OutputFile) {}

  /// Leaves out the AMD extension header, which exists only in memory: a
  /// makefile could not find it.
  void maybeAddDependency(llvm::StringRef Filename, bool FromModule,
                          bool IsSystem, bool IsModuleFile,
                          bool IsMissing) override;

  /// Written by the driver at the end, not by clang after each file.
  void finishedMainFile(clang::DiagnosticsEngine &) override {}

  /// Appends the rules to \p Out and names its file.
  void appendTo(DependencyOutput &Out);

private:
  std::string File;
};

/// Takes over \p CI's dependency file, if its options ask for one: \p Deps
/// is created for the first source and collects for every later one.
void collectDependencies(clang::CompilerInstance &CI,
                         std::shared_ptr<ProgramDependencies> &Deps);

} // namespace amdcl2

#endif // AMDCL2_FRONTEND_DEPENDENCIES_H
