//===- SamplerLiterals.cpp - Samplers the program defines -----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SamplerLiterals.h"
#include "amdcl2/ABI/Samplers.h"
#include "amdcl2/ABI/SmallModel.h"
#include "amdcl2/Transforms/NarrowPointers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/AMDGPUAddrSpace.h"

using namespace llvm;

namespace amdcl2 {

/// The slot of \p Literal: an 8-byte zero the loader overwrites. Not a
/// constant, so that nothing folds its load to the zero in the file.
static GlobalVariable *samplerSlot(Module &M, uint32_t Literal,
                                   Type *SamplerTy) {
  std::string Name = samplerSlotName(Literal);
  if (GlobalVariable *GV = M.getGlobalVariable(Name, /*AllowInternal=*/true))
    return GV;
  auto *GV = new GlobalVariable(
      M, SamplerTy, /*isConstant=*/false, GlobalValue::InternalLinkage,
      Constant::getNullValue(SamplerTy), Name, nullptr,
      GlobalValue::NotThreadLocal, AMDGPUAS::CONSTANT_ADDRESS);
  GV->setAlignment(Align(8));
  GV->setSection(SamplerSlotSection);
  return GV;
}

bool lowerSamplerLiterals(
    Module &M, function_ref<void(const CallBase &, const Twine &)> Error) {
  Function *Translate = M.getFunction(TranslateSamplerInitializer);
  if (!Translate)
    return false;
  const bool Small = isSmallModel(M.getDataLayout());
  // In program order, so that the samplers are numbered by first use.
  SmallVector<CallBase *, 8> Calls;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I);
          CB && CB->getCalledOperand() == Translate && CB->arg_size() == 1 &&
          CB->getType()->isPointerTy())
        Calls.push_back(CB);
  for (CallBase *CB : Calls) {
    auto *C = dyn_cast<ConstantInt>(CB->getArgOperand(0));
    if (!C) {
      Error(*CB, "a sampler_t is made from a value that is not a constant");
      continue;
    }
    uint32_t Literal = C->getZExtValue();
    if (Expected<SamplerFields> F = samplerFieldsFromLiteral(Literal); !F) {
      Error(*CB, toString(F.takeError()));
      continue;
    }
    auto *SamplerTy = cast<PointerType>(CB->getType());
    IRBuilder<> B(CB);
    // The slot holds the descriptor's 64-bit address in 32-bit programs too
    // (AMD's samplers4.32 loads it with s_load_dwordx2).
    Type *SlotTy = Small ? B.getInt64Ty() : static_cast<Type *>(SamplerTy);
    LoadInst *L = B.CreateAlignedLoad(
        SlotTy, samplerSlot(M, Literal, SlotTy), Align(8), "sampler");
    // The loader writes the slot before any dispatch.
    L->setMetadata(LLVMContext::MD_invariant_load,
                   MDNode::get(M.getContext(), {}));
    CB->replaceAllUsesWith(Small ? createWideHandle(B, L, SamplerTy) : L);
    CB->eraseFromParent();
  }
  if (Translate->use_empty())
    Translate->eraseFromParent();
  return !Calls.empty();
}

} // namespace amdcl2
