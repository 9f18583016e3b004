//===- PipeArguments.h - Pipes passed across access qualifiers -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A dialect rule of AMD's OpenCL compiler (DialectRules.h): a pipe passed
/// to a pipe parameter of the other access qualifier, with the same packet
/// type. AMD's APP SDK 3.0 sample DeviceEnqueueBFS enqueues a kernel with
/// its two pipes swapped, the write_only one as the read_only parameter.
/// The access qualifier only says which builtins may use a pipe; the object
/// is the same. clang reports the first such argument of a call and keeps
/// the call as a recovery expression, so the edit is made on the AST: every
/// such argument of that call is passed as the parameter's type,
/// `__builtin_astype((out), read_only pipe int)`.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_PIPEARGUMENTS_H
#define AMDCL2_LIB_FRONTEND_PIPEARGUMENTS_H

#include "DialectRules.h"

namespace amdcl2 {

/// Whether \p Info is clang's error for passing a pipe to a pipe parameter
/// of the same packet type and the other access qualifier.
bool isPipeAccessMismatch(const clang::Diagnostic &Info);

/// Edits the calls holding the noted pipe-argument errors.
class PipeArgumentEditor : public clang::ASTConsumer {
public:
  explicit PipeArgumentEditor(DialectEdits &Edits) : Edits(Edits) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  DialectEdits &Edits;
};

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_PIPEARGUMENTS_H
