//===- CodeGenGuards.cpp - LLVM 22's superlinear codegen passes -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Hash kernels (x22i-style miners, crackers) are thousands of lookups into
/// 256-entry tables in one basic block. On that shape two passes of LLVM
/// 22's AMDGPU code generation take time cubic in the number of lookups
/// (bench/stress-kernels.py ttable_rounds, measured in
/// bench/MEASUREMENTS.md); stock llc-22 spends minutes on one such kernel:
///
/// - SIFixSGPRCopies merges identical M0 initializations (gfx6-8 give every
///   LDS access one), comparing them pairwise and answering each dominance
///   question within a block by walking it. With merging off, each access
///   keeps its own initialization and later passes remove the repeats: the
///   code is the same size (MEASUREMENTS.md).
/// - Straight-line strength reduction compares each address with every
///   earlier one of the same base, through ScalarEvolution. Table lookups
///   with unrelated byte indices have nothing to reduce.
///
/// Each is avoided only where its estimated work passes a bound that keeps
/// it under about a quarter of a second, and says so in an analysis remark
/// (-mllvm -pass-remarks-analysis=amdcl2-codegen-guards).
///
//===----------------------------------------------------------------------===//

#include "CodeGenGuards.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/AMDGPUAddrSpace.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool> CodeGenGuards(
    "amdcl2-codegen-guards", cl::Hidden, cl::init(true),
    cl::desc("Skip LLVM 22 code-generation steps whose time would grow "
             "cubically on the kernel (default on; off for measurements)"));

namespace amdcl2 {

namespace {

constexpr const char *RemarkPass = "amdcl2-codegen-guards";

/// Same-base addresses above which strength reduction is skipped (512
/// table lookups cost it 0.25 s; 1,180 cost 2.1 s).
constexpr size_t MaxSameBaseAddresses = 512;

/// The merge compares each initialization with every other and, in one
/// block, walks the block to order them, without skipping the ones already
/// merged: its work is about the LDS accesses times the sum over blocks of
/// their accesses times their length. Above this bound merging is turned
/// off (384 accesses in one block of 2,119 instructions cost it 0.5 s, 768
/// in 4,141 cost 3.9 s; 525 spread over a Rodinia kernel's blocks, 3 ms).
constexpr uint64_t MaxM0MergeWork = 100'000'000;

/// The LDS (and GDS) accesses of an instruction selection gives an M0
/// initialization on gfx6-8.
bool accessesLDS(const Instruction &I) {
  auto IsLDS = [](const Value *Ptr) {
    unsigned AS = Ptr->getType()->getPointerAddressSpace();
    return AS == AMDGPUAS::LOCAL_ADDRESS || AS == AMDGPUAS::REGION_ADDRESS;
  };
  if (const auto *L = dyn_cast<LoadInst>(&I))
    return IsLDS(L->getPointerOperand());
  if (const auto *S = dyn_cast<StoreInst>(&I))
    return IsLDS(S->getPointerOperand());
  if (const auto *A = dyn_cast<AtomicRMWInst>(&I))
    return IsLDS(A->getPointerOperand());
  if (const auto *C = dyn_cast<AtomicCmpXchgInst>(&I))
    return IsLDS(C->getPointerOperand());
  if (const auto *II = dyn_cast<IntrinsicInst>(&I))
    return II->getCalledFunction()->getName().starts_with("llvm.amdgcn.ds.");
  return false;
}

struct FunctionShape {
  size_t Instructions = 0;
  size_t LDSAccesses = 0;
  /// Sum over blocks of their LDS accesses times their instructions: how
  /// long the merge's walks within blocks are, per initialization.
  uint64_t LDSBlockWork = 0;
  size_t LargestSameBase = 0; ///< addresses computed from one object
};

FunctionShape shapeOf(const Function &F) {
  FunctionShape S;
  DenseMap<const Value *, size_t> ByBase;
  for (const BasicBlock &BB : F) {
    size_t InBlock = 0, Length = 0;
    for (const Instruction &I : BB) {
      ++S.Instructions;
      ++Length;
      if (accessesLDS(I))
        ++InBlock;
      if (const auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
        size_t &N = ByBase[getUnderlyingObject(GEP->getPointerOperand())];
        S.LargestSameBase = std::max(S.LargestSameBase, ++N);
      }
    }
    S.LDSAccesses += InBlock;
    S.LDSBlockWork += uint64_t(InBlock) * Length;
  }
  return S;
}

void remark(const Function &F, StringRef Name, const Twine &Msg) {
  OptimizationRemarkAnalysis R(RemarkPass, Name, &F);
  R << Msg.str();
  F.getContext().diagnose(R);
}

cl::opt<bool> *m0MergeOption() {
  auto &Opts = cl::getRegisteredOptions(); // the process-wide table
  auto It = Opts.find("amdgpu-enable-merge-m0");
  return It == Opts.end() ? nullptr
                          : static_cast<cl::opt<bool> *>(It->second);
}

} // namespace

GuardDecision decideGuards(const Module &M, const GPUInfo &GPU) {
  GuardDecision D;
  if (!CodeGenGuards)
    return D;
  // gfx9 made LDS accesses M0-free; a value the user gives stands.
  cl::opt<bool> *M0 = m0MergeOption();
  bool M0Decides = GPU.Major < 9 && M0 && !M0->getNumOccurrences();
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    FunctionShape S = shapeOf(F);
    if (S.LargestSameBase > MaxSameBaseAddresses) {
      D.SkipSLSR.insert(F.getName());
      remark(F, "SkipSLSR",
             "straight-line strength reduction skipped in '" + F.getName() +
                 "': " + Twine(S.LargestSameBase) +
                 " addresses from one base");
    }
    uint64_t Work = S.LDSAccesses * S.LDSBlockWork;
    if (M0Decides && Work > MaxM0MergeWork && !D.NoM0Merge) {
      D.NoM0Merge = true;
      remark(F, "NoM0Merge",
             "M0 initializations not merged ('" + F.getName() + "': " +
                 Twine(S.LDSAccesses) + " LDS accesses in " +
                 Twine(S.Instructions) + " instructions)");
    }
  }
  return D;
}

bool ScopedGuards::Gate::shouldRunPass(StringRef PassName,
                                       StringRef IRDescription) const {
  // The legacy pass manager describes a function as "function (NAME)" and
  // names the pass by its argument or, in older releases, its title.
  StringRef Name = IRDescription;
  if ((PassName == "slsr" || PassName == "Straight line strength reduction") &&
      Name.consume_front("function (") && Name.consume_back(")") &&
      Skip.contains(Name))
    return false;
  return !Prev.isEnabled() || Prev.shouldRunPass(PassName, IRDescription);
}

ScopedGuards::ScopedGuards(LLVMContext &Ctx, GuardDecision Decision)
    : Ctx(Ctx), D(std::move(Decision)), Saved(Ctx.getOptPassGate()),
      G(Saved, D.SkipSLSR) {
  if (!D.SkipSLSR.empty())
    Ctx.setOptPassGate(G);
  cl::opt<bool> *M0 = m0MergeOption();
  if (D.NoM0Merge && M0->getValue()) {
    SavedM0 = true;
    M0->setValue(false);
  }
}

ScopedGuards::~ScopedGuards() {
  if (!D.SkipSLSR.empty())
    Ctx.setOptPassGate(Saved);
  if (SavedM0)
    m0MergeOption()->setValue(*SavedM0);
}

} // namespace amdcl2
