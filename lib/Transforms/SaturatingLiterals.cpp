//===- SaturatingLiterals.cpp - gfx8 saturating adds of literals ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SaturatingLiterals.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// A constant the instruction cannot encode inline (-16 to 64), splat or
/// scalar.
bool isLiteral(Value *V) {
  auto *C = dyn_cast<Constant>(V);
  const ConstantInt *CI =
      C ? dyn_cast_or_null<ConstantInt>(C->getSplatValue()) : nullptr;
  if (!CI)
    CI = dyn_cast_or_null<ConstantInt>(C);
  if (!CI)
    return false;
  int64_t S = CI->getValue().getSExtValue();
  return S < -16 || S > 64;
}

bool isGFX8(const Function &F) {
  return F.getFnAttribute("target-cpu").getValueAsString().starts_with("gfx8");
}
} // namespace

bool expandSaturatingLiterals(Module &M) {
  SmallVector<IntrinsicInst *, 8> Calls;
  for (Function &F : M)
    if (!F.isDeclaration() && isGFX8(F))
      for (Instruction &I : instructions(F))
        if (auto *II = dyn_cast<IntrinsicInst>(&I))
          if ((II->getIntrinsicID() == Intrinsic::uadd_sat ||
               II->getIntrinsicID() == Intrinsic::usub_sat) &&
              (isLiteral(II->getArgOperand(0)) ||
               isLiteral(II->getArgOperand(1))))
            Calls.push_back(II);
  for (IntrinsicInst *II : Calls) {
    IRBuilder<> B(II);
    Value *X = II->getArgOperand(0), *C = II->getArgOperand(1);
    Value *R;
    if (II->getIntrinsicID() == Intrinsic::uadd_sat) {
      if (isLiteral(X))
        std::swap(X, C); // commutative
      R = B.CreateAdd(B.CreateBinaryIntrinsic(Intrinsic::umin, X, B.CreateNot(C)),
                      C);
    } else {
      // usub.sat(x, y) = x > y ? x - y : 0, for a literal on either side.
      // Not umax(x, y) - y: LLVM's DAG combiner makes that usubsat again,
      // and the clamp is dropped as before (clgen.py v3 seed 965).
      R = B.CreateSelect(B.CreateICmpUGT(X, C), B.CreateSub(X, C),
                         Constant::getNullValue(II->getType()));
    }
    II->replaceAllUsesWith(R);
    II->eraseFromParent();
  }
  return !Calls.empty();
}

} // namespace amdcl2
