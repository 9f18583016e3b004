//===- SmallModelChecks.cpp - What 32-bit programs cannot have ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SmallModelChecks.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/AMDGPUAddrSpace.h"

using namespace llvm;

namespace amdcl2 {

static bool isApertureCast(unsigned SrcAS, unsigned DstAS) {
  return DstAS == AMDGPUAS::FLAT_ADDRESS &&
         (SrcAS == AMDGPUAS::LOCAL_ADDRESS ||
          SrcAS == AMDGPUAS::PRIVATE_ADDRESS);
}

/// A constant that casts a local or private address to generic.
static bool hasApertureCast(const Constant *C) {
  if (auto *CE = dyn_cast<ConstantExpr>(C))
    if (CE->getOpcode() == Instruction::AddrSpaceCast &&
        isApertureCast(CE->getOperand(0)->getType()->getPointerAddressSpace(),
                       CE->getType()->getPointerAddressSpace()))
      return true;
  return any_of(C->operands(), [](const Use &Op) {
    auto *OC = dyn_cast<Constant>(Op.get());
    return OC && !isa<GlobalValue>(OC) && hasApertureCast(OC);
  });
}

/// An instruction that makes a generic pointer of a local or private one,
/// itself or in a constant operand.
static bool makesApertureAddress(const Instruction &I) {
  if (auto *ASC = dyn_cast<AddrSpaceCastInst>(&I))
    return isApertureCast(ASC->getSrcAddressSpace(),
                          ASC->getDestAddressSpace());
  return any_of(I.operands(), [](const Use &Op) {
    auto *C = dyn_cast<Constant>(Op.get());
    return C && !isa<GlobalValue>(C) && hasApertureCast(C);
  });
}

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

std::optional<SmallModelIssue> findSmallModelIssue(const Function &K,
                                                   ArrayRef<IRKernelArg> Args) {
  static constexpr ArgKind Refused[] = {ArgKind::Queue, ArgKind::ClkEvent};
  for (auto [I, A] : enumerate(Args))
    if (is_contained(Refused, A.Desc.Kind))
      return SmallModelIssue{"argument " + std::to_string(I) + " ('" +
                             A.Desc.Name + "'): " +
                             argKindName(A.Desc.Kind).str() +
                             " arguments are not supported in 32-bit "
                             "programs (-m32)"};
  for (const Instruction &I : instructions(K)) {
    if (makesApertureAddress(I))
      return SmallModelIssue{
          "a generic pointer to local or private memory is not supported in "
          "32-bit programs (-m32): its address does not fit 32 bits",
          &I};
    if (const GlobalVariable *GV = usesAddressData(I))
      return SmallModelIssue{"program-scope variable '" +
                                 GV->getName().str() +
                                 "' is initialized with an address, which "
                                 "32-bit AMDCL2 binaries cannot relocate",
                             &I};
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *F = CB->getCalledFunction();
          F && (F->getName().starts_with("__enqueue_kernel") ||
                F->getName().starts_with("__get_kernel_")))
        return SmallModelIssue{
            "device-side enqueue is not supported in 32-bit programs (-m32)",
            &I};
  }
  return std::nullopt;
}

} // namespace amdcl2
