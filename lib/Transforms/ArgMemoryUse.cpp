//===- ArgMemoryUse.cpp - How a kernel uses memory through a pointer ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Follows a pointer parameter through address arithmetic to the loads,
/// stores and atomics that use it. AMD's drivers record the result as the
/// argument's usage (KernelRules.cpp says which driver records what). The
/// lowering runs after inlining, so the kernel body is all there is to see;
/// a pointer that escapes (stored as a value, passed to a call, turned into
/// an integer) may be used in any way.
///
//===----------------------------------------------------------------------===//

#include "ArgMemoryUse.h"
#include "amdcl2/ABI/ArgLayout.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace amdcl2 {

/// What \p U does with the pointer \p P it uses; nullopt when U derives a
/// pointer from P that must be followed.
static std::optional<unsigned> useOf(const User *U, const Value *P) {
  if (isa<GetElementPtrInst, CastInst, SelectInst, PHINode, FreezeInst>(U) &&
      !isa<PtrToIntInst>(U))
    return std::nullopt;
  if (isa<LoadInst>(U))
    return UsageRead;
  // Storing the pointer itself is no access through it: AMD's enqueuers
  // copy the pointers a block captures (ExtractPrimes: `in`, only copied,
  // is read-only, `primes`, written and copied, write-only).
  if (const auto *S = dyn_cast<StoreInst>(U))
    return S->getPointerOperand() == P ? unsigned(UsageWrite) : 0u;
  if (isa<ICmpInst>(U))
    return 0;
  if (const auto *M = dyn_cast<MemTransferInst>(U))
    return (M->getRawDest() == P ? unsigned(UsageWrite) : 0u) |
           (M->getRawSource() == P ? unsigned(UsageRead) : 0u);
  if (const auto *M = dyn_cast<MemSetInst>(U))
    return M->getRawDest() == P ? UsageWrite : UsageReadWrite;
  if (const auto *I = dyn_cast<IntrinsicInst>(U))
    if (I->isLifetimeStartOrEnd() || I->isAssumeLikeIntrinsic())
      return 0;
  // Atomics, calls, ptrtoint, returns: anything.
  return UsageReadWrite;
}

unsigned pointerMemoryUse(const Argument &A) {
  unsigned Use = 0;
  SmallVector<const Value *, 16> Work = {&A};
  SmallPtrSet<const Value *, 16> Seen = {&A};
  while (!Work.empty() && Use != UsageReadWrite) {
    const Value *P = Work.pop_back_val();
    for (const User *U : P->users()) {
      if (std::optional<unsigned> How = useOf(U, P))
        Use |= *How;
      else if (Seen.insert(U).second)
        Work.push_back(U);
    }
  }
  return Use;
}

} // namespace amdcl2
