//===- Stages.h - The pipeline's stages as clang prints jobs ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// -### and -v: clang's driver prints its version, target and each command
/// it runs. amdcl2 runs everything in-process, so it prints clang's cc1
/// command line for each OpenCL C source and one line per amdcl2 stage in
/// the same form, named `amdcl2-<stage>`.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TOOLS_AMDCL2CLANG_STAGES_H
#define AMDCL2_TOOLS_AMDCL2CLANG_STAGES_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace amdcl2 {

/// One stage: a command line (argv[0] first) run in-process.
using StageCommand = std::vector<std::string>;

/// clang's header: version, target, thread model, installed directory.
void printDriverHeader(llvm::raw_ostream &OS, llvm::StringRef Executable);

/// Each stage after ` (in-process)`, as clang's Command::Print does: with
/// \p Quote (-###) every argument in double quotes, otherwise (-v) only
/// those that need them.
void printStages(llvm::raw_ostream &OS, const std::vector<StageCommand> &Stages,
                 bool Quote);

} // namespace amdcl2

#endif // AMDCL2_TOOLS_AMDCL2CLANG_STAGES_H
