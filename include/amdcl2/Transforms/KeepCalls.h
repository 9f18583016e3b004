//===- KeepCalls.h - Keep large shared functions from inlining --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pass at the start of the optimizer that keeps LLVM's inliner from
/// inlining the large functions the CL2 lowering will keep as calls
/// (docs/Design.md, "Calls"): those full inlining would copy at least twice
/// that read nothing only a kernel has. Under `-amdcl2-calls=false` it does
/// nothing.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_KEEPCALLS_H
#define AMDCL2_TRANSFORMS_KEEPCALLS_H

#include "llvm/IR/PassManager.h"

namespace amdcl2 {

class AMDCL2KeepCallsPass : public llvm::PassInfoMixin<AMDCL2KeepCallsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_KEEPCALLS_H
