//===- SmallModelChecks.cpp - What 32-bit programs cannot have ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SmallModelChecks.h"
#include "GenericCasts.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace amdcl2 {

std::optional<SmallModelIssue> findSmallModelIssue(const Function &K) {
  const Instruction *GenericCast = findGenericCast(K);
  if (!GenericCast)
    return std::nullopt;
  return SmallModelIssue{
      "a generic pointer to local or private memory is not supported in "
      "32-bit programs (-m32): its address does not fit 32 bits",
      GenericCast};
}

} // namespace amdcl2
