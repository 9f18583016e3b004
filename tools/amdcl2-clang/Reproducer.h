//===- Reproducer.h - Files that reproduce a compiler crash -----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// With -gen-reproducer or -fcrash-diagnostics-dir=, a crash inside clang
/// or LLVM leaves what clang's driver leaves: each OpenCL source
/// preprocessed, and a shell script that runs the same command on those
/// copies.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TOOLS_AMDCL2_CLANG_REPRODUCER_H
#define AMDCL2_TOOLS_AMDCL2_CLANG_REPRODUCER_H

#include "amdcl2/Driver/DriverArgs.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace amdcl2 {

/// Writes the reproducer of the crashed command \p Argv (without argv[0]),
/// whose parsed form is \p A, into A.CrashDiagnosticsDir (else the system
/// temporary directory), and names its files on \p OS as notes of \p Tool.
/// The preprocessing runs in a new process: the crashed one's state must not
/// run again.
void writeCrashReproducer(const DriverArgs &A, llvm::ArrayRef<std::string> Argv,
                          llvm::StringRef Tool, llvm::raw_ostream &OS);

} // namespace amdcl2

#endif // AMDCL2_TOOLS_AMDCL2_CLANG_REPRODUCER_H
