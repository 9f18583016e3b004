//===- Writer.h - Writing AMDCL2 program binaries ---------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The public writer API: turns a CompiledProgram (the kernel records, their
/// code and the program-scope data, for one target) into an AMDCL2 binary,
/// re-serializes a binary read by AMDCL2Binary::create() and writes files
/// atomically. It encodes; it decides nothing about
/// the kernels.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_WRITER_H
#define AMDCL2_BINARY_WRITER_H

#include "amdcl2/ABI/CompiledProgram.h"
#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Binary/AMDCL2Format.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace amdcl2 {

class AMDCL2Binary;

/// What the binary says beyond the program itself. The target (GPU, driver,
/// width, device) is CompiledProgram::Target.
struct WriterOptions {
  /// Stored in .comment before the ACL version string.
  std::string CompileOptions;
};

/// Builds a complete AMDCL2 binary from \p P for P.Target (spec section 12).
llvm::Expected<llvm::SmallVector<char, 0>> writeAMDCL2(const CompiledProgram &P,
                                                       const WriterOptions &O);

/// Re-serializes a binary read by AMDCL2Binary::create(): every section's
/// contents, with the file layout recomputed by AMD's layout rule (spec 4.2,
/// 9.2) and the inner ELF re-encoded from its sections.
llvm::Expected<llvm::SmallVector<char, 0>> writeAMDCL2(const AMDCL2Binary &B);

/// Writes \p Bytes to \p Path through a temporary file in the same
/// directory that is renamed over \p Path. On failure nothing is left
/// behind and an existing \p Path is untouched. An existing path that is
/// not a regular file (a device such as /dev/null, a FIFO) is written in
/// place, never replaced.
llvm::Error writeFileAtomically(llvm::StringRef Path,
                                llvm::ArrayRef<char> Bytes);

/// An error when \p Output names one of \p Inputs (the same file, by any
/// path): writing it would destroy the source.
llvm::Error checkOutputIsNotInput(llvm::StringRef Output,
                                  llvm::ArrayRef<std::string> Inputs);

} // namespace amdcl2

#endif // AMDCL2_BINARY_WRITER_H
