//===- Dependencies.cpp - clang's dependency rules, in memory ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A DependencyFileGenerator that skips the in-memory AMD extension header
/// and prints its rules into a string.
///
//===----------------------------------------------------------------------===//

#include "Dependencies.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/DependencyOutputOptions.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

void ProgramDependencies::maybeAddDependency(StringRef Filename,
                                             bool FromModule, bool IsSystem,
                                             bool IsModuleFile,
                                             bool IsMissing) {
  if (Filename == amdExtensionHeaderPath())
    return;
  DependencyFileGenerator::maybeAddDependency(Filename, FromModule, IsSystem,
                                              IsModuleFile, IsMissing);
}

void ProgramDependencies::appendTo(DependencyOutput &Out) {
  Out.File = File;
  raw_string_ostream OS(Out.Rules);
  outputDependencyFile(OS);
}

void collectDependencies(clang::CompilerInstance &CI,
                         std::shared_ptr<ProgramDependencies> &Deps) {
  clang::DependencyOutputOptions &Opts = CI.getDependencyOutputOpts();
  if (Opts.OutputFile.empty())
    return;
  if (!Deps)
    Deps = std::make_shared<ProgramDependencies>(Opts);
  // Without a file name clang adds no generator of its own.
  Opts.OutputFile.clear();
  CI.addDependencyCollector(Deps);
}

} // namespace amdcl2
