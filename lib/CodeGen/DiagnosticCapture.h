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

#ifndef AMDCL2_CODEGEN_DIAGNOSTICCAPTURE_H
#define AMDCL2_CODEGEN_DIAGNOSTICCAPTURE_H

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

class DiagnosticCapture {
public:
  explicit DiagnosticCapture(llvm::LLVMContext &Ctx);
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

#endif // AMDCL2_CODEGEN_DIAGNOSTICCAPTURE_H
