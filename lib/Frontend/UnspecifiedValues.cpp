//===- UnspecifiedValues.cpp - Uninitialized values are not UB ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// OpenCL programs written for AMD's compiler pass variables only some
/// work-items set to the work-group functions: AMD's APP SDK ExtractPrimes
/// sample reads `add_elem` in work-item 0 only, then calls
/// `work_group_broadcast(add_elem, 0)` in all. In C that read is undefined
/// behaviour, and clang says so: every parameter and result it emits is
/// `noundef`, so LLVM concludes that the work-items passing the
/// uninitialized value never run and folds `get_local_id(0)` to 0 in what
/// follows (the sample then writes one element per work-group and enqueues
/// from every work-item). AMD's compiler gave such a value an unspecified
/// content, as LLVM's IR without `noundef` does; so does amdcl2, for the
/// whole program after the builtins are linked (their library was compiled
/// with `noundef` too). Only what the attribute lets LLVM assume is lost.
///
//===----------------------------------------------------------------------===//

#include "UnspecifiedValues.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

/// Drops noundef from the results and parameters of \p List.
static AttributeList withoutNoUndef(LLVMContext &Ctx, AttributeList List,
                                    unsigned NumParams) {
  List = List.removeRetAttribute(Ctx, Attribute::NoUndef);
  for (unsigned I = 0; I < NumParams; ++I)
    List = List.removeParamAttribute(Ctx, I, Attribute::NoUndef);
  return List;
}

void dropNoUndef(Module &M) {
  LLVMContext &Ctx = M.getContext();
  for (Function &F : M) {
    F.setAttributes(withoutNoUndef(Ctx, F.getAttributes(), F.arg_size()));
    for (Instruction &I : instructions(F)) {
      if (auto *CB = dyn_cast<CallBase>(&I))
        CB->setAttributes(
            withoutNoUndef(Ctx, CB->getAttributes(), CB->arg_size()));
      else if (isa<LoadInst>(I))
        I.setMetadata(LLVMContext::MD_noundef, nullptr);
    }
  }
}

} // namespace amdcl2
