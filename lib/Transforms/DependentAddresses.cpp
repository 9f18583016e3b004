//===- DependentAddresses.cpp - Addresses computed from loaded data -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AMD's compiler asks the runtime for its adaptive wave limiter (metadata
/// waves-per-SIMD hint 0, docs/ABI.md section 8) for kernels whose memory
/// addresses depend on data they loaded: `d[edges[i].x]`, `out[k]` with
/// `k = output[id] - 1`. The value of every load (and atomic) is followed
/// through the arithmetic that uses it, as data flows, to the address operand
/// of a memory access. The lowering runs after inlining, so the kernel body
/// is the whole program.
///
//===----------------------------------------------------------------------===//

#include "DependentAddresses.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace amdcl2 {

/// The address operand of a memory access, or null.
static const Value *addressOf(const Instruction &I) {
  if (const auto *L = dyn_cast<LoadInst>(&I))
    return L->getPointerOperand();
  if (const auto *S = dyn_cast<StoreInst>(&I))
    return S->getPointerOperand();
  if (const auto *A = dyn_cast<AtomicRMWInst>(&I))
    return A->getPointerOperand();
  if (const auto *A = dyn_cast<AtomicCmpXchgInst>(&I))
    return A->getPointerOperand();
  return nullptr;
}

/// True if \p I reads memory that holds data (not a by-value argument).
static bool loadsData(const Instruction &I,
                      function_ref<bool(const Argument &)> IsIgnored) {
  if (!isa<LoadInst, AtomicRMWInst, AtomicCmpXchgInst>(I))
    return false;
  const auto *A = dyn_cast<Argument>(getUnderlyingObject(addressOf(I)));
  return !A || !IsIgnored(*A);
}

bool addressesThroughLoadedData(
    const Function &K, function_ref<bool(const Argument &)> IsIgnored) {
  SmallVector<const Value *, 32> Work;
  SmallPtrSet<const Value *, 32> Loaded;
  for (const Instruction &I : instructions(K))
    if (loadsData(I, IsIgnored) && Loaded.insert(&I).second)
      Work.push_back(&I);
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    for (const User *U : V->users()) {
      const auto *I = dyn_cast<Instruction>(U);
      if (!I)
        continue;
      if (addressOf(*I) == V)
        return true;
      // A store (or a call without a result) puts the value in memory, not
      // in an address; any other result is derived from it.
      if (I->getType()->isVoidTy())
        continue;
      if (Loaded.insert(I).second)
        Work.push_back(I);
    }
  }
  return false;
}

} // namespace amdcl2
