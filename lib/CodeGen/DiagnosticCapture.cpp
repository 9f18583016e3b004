//===- DiagnosticCapture.cpp - Turn LLVM error diagnostics into Errors ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Errors are recorded; warnings and remarks go to the handler that was
/// installed before (or LLVM's default printing).
///
//===----------------------------------------------------------------------===//

#include "DiagnosticCapture.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

namespace {
struct CaptureHandler : DiagnosticHandler {
  CaptureHandler(std::shared_ptr<std::string> Out, DiagnosticHandler *Prev)
      : Out(std::move(Out)), Prev(Prev) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() != DS_Error)
      return Prev ? Prev->handleDiagnostics(DI) : false;
    if (Out->empty()) {
      raw_string_ostream OS(*Out);
      DiagnosticPrinterRawOStream DP(OS);
      DI.print(DP);
      // Backend diagnostics without a source location print a placeholder.
      StringRef Msg(*Out);
      if (Msg.consume_front("<unknown>:0:0: "))
        *Out = Msg.str();
    }
    return true;
  }
  std::shared_ptr<std::string> Out;
  DiagnosticHandler *Prev;
};
} // namespace

DiagnosticCapture::DiagnosticCapture(LLVMContext &Ctx)
    : Ctx(Ctx), Saved(Ctx.getDiagnosticHandler()),
      FirstError(std::make_shared<std::string>()) {
  Ctx.setDiagnosticHandler(
      std::make_unique<CaptureHandler>(FirstError, Saved.get()));
}

DiagnosticCapture::~DiagnosticCapture() {
  Ctx.setDiagnosticHandler(std::move(Saved));
}

Error DiagnosticCapture::takeError() {
  if (FirstError->empty())
    return Error::success();
  std::string Msg = std::move(*FirstError);
  FirstError->clear();
  return createStringError(inconvertibleErrorCode(), Msg);
}

} // namespace amdcl2
