//===- ModuleLinking.cpp - Linking modules with errors returned -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Swaps in a capturing diagnostic handler for the duration of one link.
///
//===----------------------------------------------------------------------===//

#include "ModuleLinking.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// Keeps the first error message; drops warnings (e.g. layout notes).
struct CapturingHandler : DiagnosticHandler {
  std::string &Msg;
  explicit CapturingHandler(std::string &Msg) : Msg(Msg) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Error && Msg.empty()) {
      raw_string_ostream OS(Msg);
      DiagnosticPrinterRawOStream DP(OS);
      DI.print(DP);
    }
    return true;
  }
};
} // namespace

Error linkModuleInto(Module &Dst, std::unique_ptr<Module> Src, unsigned Flags,
                     const Twine &What) {
  LLVMContext &Ctx = Dst.getContext();
  std::string Msg;
  std::unique_ptr<DiagnosticHandler> Old = Ctx.getDiagnosticHandler();
  Ctx.setDiagnosticHandler(std::make_unique<CapturingHandler>(Msg));
  bool Failed = Linker::linkModules(Dst, std::move(Src), Flags);
  Ctx.setDiagnosticHandler(std::move(Old));
  if (!Failed)
    return Error::success();
  return createStringError(inconvertibleErrorCode(),
                           What + ": " + (Msg.empty() ? "link error" : Msg));
}

} // namespace amdcl2
