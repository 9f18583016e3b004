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
/// a pointer kept in a private variable is followed through the variable's
/// loads (-O0 code keeps every parameter in one); one passed to a call or
/// turned into an integer may be used in any way; one stored elsewhere (a
/// block's captures) is not accessed by this kernel in a 64-bit program,
/// and may be in a 32-bit one (AMD's records differ, below).
///
//===----------------------------------------------------------------------===//

#include "ArgMemoryUse.h"
#include "amdcl2/ABI/ArgLayout.h"
#include "amdcl2/ABI/SmallModel.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Argument.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace amdcl2 {

/// What \p U does with the pointer \p P it uses; nullopt when U derives a
/// pointer from P that must be followed.
static std::optional<unsigned> useOf(const User *U, const Value *P,
                                     bool SmallModel) {
  if (isa<GetElementPtrInst, CastInst, SelectInst, PHINode, FreezeInst>(U) &&
      !isa<PtrToIntInst>(U))
    return std::nullopt;
  if (isa<LoadInst>(U))
    return UsageRead;
  // Storing the pointer itself is no access through it in AMD's 64-bit
  // enqueuers, which copy the pointers a block captures (ExtractPrimes: `in`,
  // only copied, is read-only, `primes`, written and copied, write-only;
  // enqueue: both pointers only copied, read-only). AMD's 32-bit enqueuer
  // of the same source records both as read+write (enqueue.32).
  if (const auto *S = dyn_cast<StoreInst>(U))
    return S->getPointerOperand() == P ? unsigned(UsageWrite)
           : SmallModel                ? unsigned(UsageReadWrite)
                                       : 0u;
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

/// The private variable \p U stores the pointer \p P in, if it is one: at
/// -O0 every parameter goes through one (`p.addr`), and the pointer's uses
/// are those of the variable's loads.
static const AllocaInst *privateCopy(const User *U, const Value *P) {
  const auto *S = dyn_cast<StoreInst>(U);
  if (!S || S->getValueOperand() != P)
    return nullptr;
  return dyn_cast<AllocaInst>(S->getPointerOperand()->stripPointerCasts());
}

/// The loads of variable \p Var, directly or through a cast of its address
/// (-O0 code reaches its variables through generic pointers).
static void forEachLoad(const AllocaInst &Var,
                        function_ref<void(const LoadInst &)> F) {
  SmallVector<const Value *, 4> Addrs = {&Var};
  for (const User *U : Var.users())
    if (isa<AddrSpaceCastInst, BitCastInst>(U))
      Addrs.push_back(U);
  for (const Value *A : Addrs)
    for (const User *U : A->users())
      if (const auto *L = dyn_cast<LoadInst>(U); L && L->getPointerOperand() == A)
        F(*L);
}

unsigned pointerMemoryUse(const Argument &A) {
  bool SmallModel = isSmallModel(A.getParent()->getDataLayout());
  unsigned Use = 0;
  SmallVector<const Value *, 16> Work = {&A};
  SmallPtrSet<const Value *, 16> Seen = {&A};
  auto Follow = [&](const Value *V) {
    if (Seen.insert(V).second)
      Work.push_back(V);
  };
  while (!Work.empty() && Use != UsageReadWrite) {
    const Value *P = Work.pop_back_val();
    for (const User *U : P->users()) {
      if (const AllocaInst *Var = privateCopy(U, P)) {
        forEachLoad(*Var, [&](const LoadInst &L) { Follow(&L); });
      } else if (std::optional<unsigned> How = useOf(U, P, SmallModel)) {
        Use |= *How;
      } else {
        Follow(U);
      }
    }
  }
  return Use;
}

} // namespace amdcl2
