//===- DiagnosticCapture.cpp - Turn LLVM error diagnostics into Errors ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Errors are recorded, unsupported constructs with their source location,
/// a kernel's stack or LDS over the limit in amdcl2's words;
/// warnings and remarks go to the handler that was
/// installed before (or LLVM's default printing).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/DiagnosticCapture.h"
#include "amdcl2/ABI/KernelRules.h"
#include "amdcl2/ABI/LocatedError.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// LLVM's "stack frame size (N) exceeds limit (L) in function 'k'" for a
/// kernel, in the words of checkHardwareLimits: a kernel over a limit reads
/// the same whichever of the two finds it. Other resources keep LLVM's text.
std::optional<std::string> kernelResourceMessage(const DiagnosticInfo &DI) {
  const auto *RL = dyn_cast<DiagnosticInfoResourceLimit>(&DI);
  if (!RL)
    return std::nullopt;
  const Function &F = RL->getFunction();
  if (F.getCallingConv() != CallingConv::AMDGPU_KERNEL)
    return std::nullopt;
  StringRef Unit = isa<DiagnosticInfoStackSize>(RL) ? ScratchUnit
                   : StringRef(RL->getResourceName()) == "local memory"
                       ? LDSUnit
                       : "";
  if (Unit.empty())
    return std::nullopt;
  return resourceLimitMessage(F.getName(), Unit, RL->getResourceSize(),
                              F.getFnAttribute("target-cpu").getValueAsString(),
                              RL->getResourceLimit());
}

struct CaptureHandler : DiagnosticHandler {
  CaptureHandler(std::shared_ptr<CapturedError> Out, DiagnosticHandler *Prev,
                 bool KeepWarnings)
      : Out(std::move(Out)), Prev(Prev), KeepWarnings(KeepWarnings) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() != DS_Error) {
      if (!KeepWarnings)
        return true;
      return Prev ? Prev->handleDiagnostics(DI) : false;
    }
    if (!Out->Text.empty())
      return true;
    // An unsupported construct at a known source line is reported there,
    // in the user's terms; the location is kept apart from the text so the
    // tool can print it as clang would.
    if (const auto *DU = dyn_cast<DiagnosticInfoUnsupported>(&DI);
        DU && DU->isLocationAvailable()) {
      StringRef File;
      DU->getLocation(File, Out->Line, Out->Column);
      Out->File = File.str();
      Out->Text = DU->getMessage().str();
      return true;
    }
    if (std::optional<std::string> Msg = kernelResourceMessage(DI)) {
      Out->Text = std::move(*Msg);
      return true;
    }
    raw_string_ostream OS(Out->Text);
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    // Backend diagnostics without a source location print a placeholder.
    StringRef Msg(Out->Text);
    if (Msg.consume_front("<unknown>:0:0: "))
      Out->Text = Msg.str();
    return true;
  }
  std::shared_ptr<CapturedError> Out;
  DiagnosticHandler *Prev;
  bool KeepWarnings;
};
} // namespace

DiagnosticCapture::DiagnosticCapture(LLVMContext &Ctx, bool KeepWarnings)
    : Ctx(Ctx), Saved(Ctx.getDiagnosticHandler()),
      FirstError(std::make_shared<CapturedError>()) {
  Ctx.setDiagnosticHandler(
      std::make_unique<CaptureHandler>(FirstError, Saved.get(), KeepWarnings));
}

DiagnosticCapture::~DiagnosticCapture() {
  Ctx.setDiagnosticHandler(std::move(Saved));
}

Error DiagnosticCapture::takeError() {
  CapturedError E = std::move(*FirstError);
  *FirstError = CapturedError();
  if (E.Text.empty())
    return Error::success();
  if (!E.File.empty())
    return make_error<LocatedError>(std::move(E.File), E.Line, E.Column,
                                    std::move(E.Text));
  return createStringError(inconvertibleErrorCode(), E.Text);
}

} // namespace amdcl2
