//===- Stages.cpp - The pipeline's stages as clang prints its jobs --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Prints with llvm::sys::printArg, the quoting clang's jobs use.
///
//===----------------------------------------------------------------------===//

#include "Stages.h"
#include "amdcl2/Version.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

void printDriverHeader(raw_ostream &OS, StringRef Executable) {
  printToolVersion(OS, "amdcl2-clang");
  OS << "Target: amdgcn-amd-amdhsa\n"
     << "Thread model: posix\n"
     << "InstalledDir: " << sys::path::parent_path(Executable) << "\n";
}

void printStages(raw_ostream &OS, const std::vector<StageCommand> &Stages,
                 bool Quote) {
  for (const StageCommand &Stage : Stages) {
    OS << " (in-process)\n";
    for (const std::string &Arg : Stage) {
      OS << ' ';
      sys::printArg(OS, Arg, Quote);
    }
    OS << "\n";
  }
}

} // namespace amdcl2
