//===- GenericCasts.cpp - Generic pointers to local or private memory -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "GenericCasts.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/AMDGPUAddrSpace.h"

using namespace llvm;

namespace amdcl2 {

static bool isGenericCastFrom(unsigned SrcAS, unsigned DstAS) {
  return DstAS == AMDGPUAS::FLAT_ADDRESS &&
         (SrcAS == AMDGPUAS::LOCAL_ADDRESS ||
          SrcAS == AMDGPUAS::PRIVATE_ADDRESS);
}

/// True if \p C contains a constant addrspacecast of LDS or scratch to flat.
static bool constantHasGenericCast(const Constant *C,
                                   SmallPtrSetImpl<const Constant *> &Seen) {
  if (!Seen.insert(C).second)
    return false;
  if (auto *CE = dyn_cast<ConstantExpr>(C))
    if (CE->getOpcode() == Instruction::AddrSpaceCast &&
        isGenericCastFrom(
            CE->getOperand(0)->getType()->getPointerAddressSpace(),
            CE->getType()->getPointerAddressSpace()))
      return true;
  for (const Use &Op : C->operands())
    if (auto *OC = dyn_cast<Constant>(Op.get()))
      if (constantHasGenericCast(OC, Seen))
        return true;
  return false;
}

const Instruction *findGenericCast(const Function &K) {
  SmallPtrSet<const Constant *, 16> Seen;
  for (const Instruction &I : instructions(K)) {
    if (auto *ASC = dyn_cast<AddrSpaceCastInst>(&I))
      if (isGenericCastFrom(ASC->getSrcAddressSpace(),
                            ASC->getDestAddressSpace()))
        return &I;
    for (const Use &Op : I.operands())
      if (auto *C = dyn_cast<Constant>(Op.get()))
        if (constantHasGenericCast(C, Seen))
          return &I;
  }
  return nullptr;
}

} // namespace amdcl2
