//===- SmallModelChecks.cpp - What 32-bit programs cannot have ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SmallModelChecks.h"
#include "GenericCasts.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace amdcl2 {

/// An initializer that holds an address (a relocation in the data).
static bool holdsAddress(const Constant *C) {
  if (isa<GlobalValue>(C))
    return true;
  if (isa<ConstantData>(C))
    return false;
  return any_of(C->operands(), [](const Use &Op) {
    auto *OC = dyn_cast<Constant>(Op.get());
    return OC && holdsAddress(OC);
  });
}

/// A program-scope variable \p I uses whose initializer holds an address.
static const GlobalVariable *usesAddressData(const Instruction &I) {
  for (const Use &Op : I.operands()) {
    auto *C = dyn_cast<Constant>(Op.get());
    if (!C)
      continue;
    auto *GV = dyn_cast<GlobalVariable>(C->stripPointerCasts());
    if (GV && GV->hasInitializer() && !GV->getName().starts_with("llvm.") &&
        holdsAddress(GV->getInitializer()))
      return GV;
  }
  return nullptr;
}

std::optional<SmallModelIssue> findSmallModelIssue(const Function &K) {
  const Instruction *GenericCast = findGenericCast(K);
  for (const Instruction &I : instructions(K)) {
    if (&I == GenericCast)
      return SmallModelIssue{
          "a generic pointer to local or private memory is not supported in "
          "32-bit programs (-m32): its address does not fit 32 bits",
          &I};
    if (const GlobalVariable *GV = usesAddressData(I))
      return SmallModelIssue{"program-scope variable '" + GV->getName().str() +
                                 "' is initialized with an address, which "
                                 "32-bit AMDCL2 binaries cannot relocate",
                             &I};
  }
  return std::nullopt;
}

} // namespace amdcl2
