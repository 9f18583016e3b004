//===- KnownOnesOr.cpp - or with a 32-bit piece known all ones -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "KnownOnesOr.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// What of one lane of an `or`'s result is known to be all ones: the lane,
/// or (64-bit lanes) its low or high 32 bits.
struct LaneOnes {
  bool All = false, Low = false, High = false;
};

SmallVector<LaneOnes, 4> laneOnes(const BinaryOperator &Or,
                                  const DataLayout &DL) {
  auto *VT = dyn_cast<FixedVectorType>(Or.getType());
  unsigned Lanes = VT ? VT->getNumElements() : 1;
  unsigned Bits = Or.getType()->getScalarSizeInBits();
  SmallVector<LaneOnes, 4> Result(Lanes);
  for (unsigned L = 0; L != Lanes; ++L) {
    KnownBits K = VT ? computeKnownBits(&Or, APInt::getOneBitSet(Lanes, L), DL)
                     : computeKnownBits(&Or, DL);
    Result[L].All = K.One.isAllOnes();
    if (Bits == 64) {
      Result[L].Low = K.One.extractBits(32, 0).isAllOnes();
      Result[L].High = K.One.extractBits(32, 32).isAllOnes();
    }
  }
  return Result;
}

/// Whether some aligned 32 bits of the value, as registers hold it, are
/// known all ones: the pattern the fold gets wrong.
bool hasOnesWord(ArrayRef<LaneOnes> Lanes, unsigned Bits) {
  if (Bits >= 32)
    return any_of(Lanes, [](LaneOnes L) { return L.All || L.Low || L.High; });
  unsigned PerWord = 32 / Bits; // 8- and 16-bit lanes share a register
  for (unsigned W = 0; W + PerWord <= Lanes.size(); W += PerWord)
    if (all_of(Lanes.slice(W, PerWord), [](LaneOnes L) { return L.All; }))
      return true;
  return false;
}

/// Half \p High of the 64-bit \p V as 32 bits.
Value *half(IRBuilder<> &B, Value *V, bool High) {
  if (High)
    V = B.CreateLShr(V, 32);
  return B.CreateTrunc(V, B.getInt32Ty());
}

/// One lane of the `or`: a constant where it is all ones, and for a 64-bit
/// lane with one half all ones, that half a constant and the other a 32-bit
/// `or` of the operands' halves (a 64-bit `or` masked or-ed again would let
/// selection fold the constant away).
Value *laneOr(IRBuilder<> &B, Value *X, Value *Y, LaneOnes L) {
  Type *Ty = X->getType();
  if (L.All)
    return Constant::getAllOnesValue(Ty);
  if (!L.Low && !L.High)
    return B.CreateOr(X, Y);
  Value *Wide = B.CreateZExt(B.CreateOr(half(B, X, L.Low), half(B, Y, L.Low)),
                             Ty);
  if (L.Low)
    Wide = B.CreateShl(Wide, 32);
  return B.CreateOr(Wide, ConstantInt::get(Ty, L.High ? 0xffffffff00000000ULL
                                                      : 0xffffffffULL));
}

/// The `or` built lane by lane (vectors are split: selection keeps a
/// 64-bit vector `or` whole until after the fold).
Value *rewrite(BinaryOperator &Or, ArrayRef<LaneOnes> Lanes) {
  IRBuilder<> B(&Or);
  Value *X = Or.getOperand(0), *Y = Or.getOperand(1);
  if (!Or.getType()->isVectorTy())
    return laneOr(B, X, Y, Lanes[0]);
  Value *R = PoisonValue::get(Or.getType());
  for (unsigned L = 0; L != Lanes.size(); ++L)
    R = B.CreateInsertElement(
        R,
        laneOr(B, B.CreateExtractElement(X, L), B.CreateExtractElement(Y, L),
               Lanes[L]),
        L);
  return R;
}
} // namespace

bool expandKnownOnesOrs(Module &M) {
  SmallVector<std::pair<BinaryOperator *, SmallVector<LaneOnes, 4>>, 8> Ors;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *Or = dyn_cast<BinaryOperator>(&I);
      if (!Or || Or->getOpcode() != Instruction::Or ||
          !Or->getType()->isIntOrIntVectorTy())
        continue;
      // A scalar constant operand reaches selection whole, which splits it
      // right; a vector one does not.
      if (!Or->getType()->isVectorTy() &&
          (isa<Constant>(Or->getOperand(0)) || isa<Constant>(Or->getOperand(1))))
        continue;
      unsigned Bits = Or->getType()->getScalarSizeInBits();
      if (Bits > 64 || 64 % Bits)
        continue;
      SmallVector<LaneOnes, 4> Lanes = laneOnes(*Or, M.getDataLayout());
      if (hasOnesWord(Lanes, Bits))
        Ors.push_back({Or, std::move(Lanes)});
    }
  for (auto &[Or, Lanes] : Ors) {
    Value *R = rewrite(*Or, Lanes);
    R->takeName(Or);
    Or->replaceAllUsesWith(R);
    Or->eraseFromParent();
  }
  return !Ors.empty();
}

} // namespace amdcl2
