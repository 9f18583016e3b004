//===- WideBitCounts.cpp - 64-bit cttz/ctlz in 32-bit pieces --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "WideBitCounts.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace amdcl2 {

namespace {
/// cttz(x) = lo != 0 ? cttz(lo) : hi != 0 ? 32 + cttz(hi) : 64, with the
/// two counts of nonzero values; ctlz the same from the other end.
Value *expand(IntrinsicInst &II) {
  IRBuilder<> B(&II);
  Value *X = II.getArgOperand(0);
  Type *Ty = X->getType();
  Type *I32 = Ty->getWithNewBitWidth(32);
  Value *Lo = B.CreateTrunc(X, I32);
  Value *Hi = B.CreateTrunc(B.CreateLShr(X, 32), I32);
  bool Trailing = II.getIntrinsicID() == Intrinsic::cttz;
  Value *Near = Trailing ? Lo : Hi, *Far = Trailing ? Hi : Lo;
  Value *Zero = Constant::getNullValue(I32);
  Value *NearCount = B.CreateBinaryIntrinsic(II.getIntrinsicID(), Near,
                                             B.getTrue());
  Value *FarCount = B.CreateAdd(
      B.CreateBinaryIntrinsic(II.getIntrinsicID(), Far, B.getTrue()),
      ConstantInt::get(I32, 32));
  Value *R = B.CreateSelect(
      B.CreateICmpNE(Near, Zero), NearCount,
      B.CreateSelect(B.CreateICmpNE(Far, Zero), FarCount,
                     ConstantInt::get(I32, 64)));
  return B.CreateZExt(R, Ty);
}
} // namespace

bool expandWideBitCounts(Module &M) {
  SmallVector<IntrinsicInst *, 8> Calls;
  for (Function &F : M) {
    Intrinsic::ID ID = F.getIntrinsicID();
    if ((ID != Intrinsic::cttz && ID != Intrinsic::ctlz) ||
        !F.getReturnType()->isIntOrIntVectorTy(64))
      continue;
    // Only counts that must give 64 for zero: with zero poison (the
    // builtins' counts of a nonzero EXEC) LLVM's lowering needs neither
    // the saturation nor the clamp, and keeps its scalar s_ff1_i32_b64.
    for (User *U : F.users())
      if (auto *II = dyn_cast<IntrinsicInst>(U);
          II && II->getCalledFunction() == &F &&
          match(II->getArgOperand(1), m_Zero()))
        Calls.push_back(II);
  }
  for (IntrinsicInst *II : Calls) {
    II->replaceAllUsesWith(expand(*II));
    II->eraseFromParent();
  }
  return !Calls.empty();
}

} // namespace amdcl2
