//===- ModuleLinking.h - Linking modules with errors returned ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// llvm::Linker reports failures through the context's diagnostic handler,
/// which by default prints. This wrapper captures them into an llvm::Error.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_FRONTEND_MODULELINKING_H
#define AMDCL2_FRONTEND_MODULELINKING_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// Links \p Src into \p Dst with llvm::Linker \p Flags; on failure returns
/// an error reading `<What>: <linker message>`.
llvm::Error linkModuleInto(llvm::Module &Dst, std::unique_ptr<llvm::Module> Src,
                           unsigned Flags, const llvm::Twine &What);

} // namespace amdcl2

#endif // AMDCL2_FRONTEND_MODULELINKING_H
