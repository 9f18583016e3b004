//===- PrintfBinding.cpp - printf calls onto AMD's printf buffer ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM's printf binding normally runs in the optimizer, after the builtins
/// are linked, which leaves its `__printf_alloc` calls unresolved. Run here,
/// before linking, the allocator comes from our builtins and is inlined like
/// them. The record layout and the descriptors are LLVM's, which are those
/// AMD's runtime reads (docs/ABI.md, "printf").
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Transforms/PrintfBinding.h"
#include "amdcl2/ABI/DiagnosticCapture.h"
#include "amdcl2/ABI/KernelRules.h"
#include "amdcl2/ABI/PrintfFormat.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace amdcl2 {

/// LLVM's pass, by its registered name (it is not in LLVM's public headers).
/// SROA first: in clang's pipeline the binding sees a format kept in a local
/// pointer (`constant char *f = "..."`) as the literal, and so must it here,
/// on clang's IR as made.
static constexpr const char *BindingPipeline =
    "function(sroa),amdgpu-printf-runtime-binding";

static Error runBindingPass(Module &M, TargetMachine &TM) {
  DiagnosticCapture Diags(M.getContext());
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB(&TM); // registers the AMDGPU passes' names
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, BindingPipeline))
    return createStringError(inconvertibleErrorCode(),
                             "internal error: LLVM's printf binding: " +
                                 toString(std::move(E)));
  MPM.run(M, MAM);
  return Diags.takeError();
}

/// The device-enqueue builtin that hands the enqueuer's printf buffer to the
/// child (lib/Builtins/DeviceEnqueue.cl).
static constexpr const char *EnqueueCommitName = "__amdcl2_enqueue_commit";

/// True if \p K, or a function it calls, calls \p Name.
static bool reachesCall(Function &K, StringRef Name) {
  SmallPtrSet<Function *, 16> Seen = {&K};
  SmallVector<Function *, 16> Work = {&K};
  while (!Work.empty())
    for (Instruction &I : instructions(*Work.pop_back_val()))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction()) {
          if (Callee->getName() == Name)
            return true;
          if (!Callee->isDeclaration() && Seen.insert(Callee).second)
            Work.push_back(Callee);
        }
  return false;
}

/// Every record is dropped: the allocator "fails" (the stores after it are
/// guarded by a null test), and no descriptor is left.
static void dropPrintf(Module &M, Function &Alloc) {
  for (User *U : make_early_inc_range(Alloc.users()))
    if (auto *CB = dyn_cast<CallBase>(U)) {
      CB->replaceAllUsesWith(Constant::getNullValue(CB->getType()));
      CB->eraseFromParent();
    }
  if (NamedMDNode *Fmts = M.getNamedMetadata(MDPrintfFormatsName))
    M.eraseNamedMetadata(Fmts);
}

Error bindPrintf(Module &M, TargetMachine &TM, bool Descriptors) {
  Function *Printf = M.getFunction("printf");
  if (Printf && Printf->isDeclaration() && !Printf->use_empty())
    if (Error E = runBindingPass(M, TM))
      return E;
  // IR inputs may come with their printf bound already (clang runs the
  // binding too); they are marked the same way.
  Function *Alloc = M.getFunction(PrintfAllocName);
  if (!Alloc || !Alloc->isDeclaration())
    return Error::success();
  if (!Descriptors) {
    dropPrintf(M, *Alloc);
    return Error::success();
  }
  // An enqueuer counts as printing: its children write their records into
  // the buffer it passes on, which the runtime gives only to kernels with
  // descriptors. (Which list the host then prints them with is not known;
  // the enqueuer's has them all.)
  for (Function &K : M)
    if (K.getCallingConv() == CallingConv::AMDGPU_KERNEL &&
        !K.isDeclaration() &&
        (reachesCall(K, PrintfAllocName) || reachesCall(K, EnqueueCommitName)))
      K.addFnAttr(PrintfAttr);
  return Error::success();
}

} // namespace amdcl2
