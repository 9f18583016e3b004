//===- DiagnosticCapture.h - Turn LLVM error diagnostics into Errors -*- C++
//-*-//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Passes and codegen report bad input through LLVMContext::diagnose; without
/// a handler an error diagnostic exits the process. Inside the library we
/// collect them instead and hand them back as llvm::Error.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_DIAGNOSTICCAPTURE_H
#define AMDCL2_ABI_DIAGNOSTICCAPTURE_H

#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>

namespace amdcl2 {

/// The first error diagnosed: its text, and where it is if known.
struct CapturedError {
  std::string Text;
  std::string File; ///< as the compilation recorded it; empty if unknown
  unsigned Line = 0, Column = 0;
};

/// Installs itself as \p Ctx's diagnostic handler for its lifetime: the one
/// handler the front end's linker and code generation use.
class DiagnosticCapture {
public:
  /// Warnings and remarks go to the handler installed before (LLVM's
  /// printing by default), or are dropped when \p KeepWarnings is false.
  explicit DiagnosticCapture(llvm::LLVMContext &Ctx, bool KeepWarnings = true);
  ~DiagnosticCapture();
  /// The first error diagnosed while installed, if any: a LocatedError for
  /// an unsupported construct at a known source line.
  llvm::Error takeError();

private:
  llvm::LLVMContext &Ctx;
  std::unique_ptr<llvm::DiagnosticHandler> Saved;
  std::shared_ptr<CapturedError> FirstError;
};

} // namespace amdcl2

#endif // AMDCL2_ABI_DIAGNOSTICCAPTURE_H
