//===- ModuleLinking.cpp - Linking modules with errors returned -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Links one module into another with the shared DiagnosticCapture
/// installed, so a failed link is an llvm::Error with the linker's message.
///
//===----------------------------------------------------------------------===//

#include "ModuleLinking.h"
#include "amdcl2/ABI/DiagnosticCapture.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"

using namespace llvm;

namespace amdcl2 {

Error linkModuleInto(Module &Dst, std::unique_ptr<Module> Src, unsigned Flags,
                     const Twine &What) {
  // The libraries' layout and triple notes are not the user's concern.
  DiagnosticCapture Diags(Dst.getContext(), /*KeepWarnings=*/false);
  bool Failed = Linker::linkModules(Dst, std::move(Src), Flags);
  Error E = Diags.takeError();
  if (!Failed) {
    consumeError(std::move(E));
    return Error::success();
  }
  std::string Msg = E ? toString(std::move(E)) : "link error";
  return createStringError(inconvertibleErrorCode(), What + ": " + Msg);
}

} // namespace amdcl2
