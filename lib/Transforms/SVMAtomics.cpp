//===- SVMAtomics.cpp - System-scope atomics that work on SVM -------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Only system scope changes: narrower scopes do not promise atomicity with
/// the host, and the hints keep their single hardware atomics.
///
//===----------------------------------------------------------------------===//

#include "SVMAtomics.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace amdcl2 {

unsigned dropSVMAtomicHints(Function &F) {
  unsigned Changed = 0;
  for (Instruction &I : instructions(F)) {
    std::optional<SyncScope::ID> Scope = getAtomicSyncScopeID(&I);
    if (!Scope || *Scope != SyncScope::System)
      continue;
    bool Had = I.hasMetadata("amdgpu.no.fine.grained.memory") ||
               I.hasMetadata("amdgpu.no.remote.memory");
    I.setMetadata("amdgpu.no.fine.grained.memory", nullptr);
    I.setMetadata("amdgpu.no.remote.memory", nullptr);
    Changed += Had;
  }
  return Changed;
}

} // namespace amdcl2
