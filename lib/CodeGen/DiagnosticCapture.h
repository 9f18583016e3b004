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

class DiagnosticCapture {
public:
  explicit DiagnosticCapture(llvm::LLVMContext &Ctx);
  ~DiagnosticCapture();
  /// The first error diagnosed while installed, if any.
  llvm::Error takeError();

private:
  llvm::LLVMContext &Ctx;
  std::unique_ptr<llvm::DiagnosticHandler> Saved;
  std::shared_ptr<std::string> FirstError;
};

} // namespace amdcl2

#endif // AMDCL2_CODEGEN_DIAGNOSTICCAPTURE_H
