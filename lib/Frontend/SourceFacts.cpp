//===- SourceFacts.cpp - What the source says that clang's IR does not ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SourceFacts.h"
#include "amdcl2/ABI/KernelRules.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {
namespace {

/// The blocks of a function in source order, as clang numbers them
/// (`__f_block_invoke`, `__f_block_invoke_2`, ...).
class BlockCollector : public clang::RecursiveASTVisitor<BlockCollector> {
public:
  bool VisitBlockExpr(clang::BlockExpr *E) {
    Blocks.push_back(E->getBlockDecl());
    return true;
  }
  std::vector<const clang::BlockDecl *> Blocks;
};

/// The power of two at or above the pointee's size, as AMD aligns pointers
/// (1 for void); 0 for what is not a pointer.
unsigned pointeeAlign(clang::ASTContext &Ctx, clang::QualType T) {
  const auto *PT = T->getAs<clang::PointerType>();
  if (!PT)
    return 0;
  clang::QualType P = PT->getPointeeType();
  uint64_t Size = P->isIncompleteType()
                      ? 0
                      : Ctx.getTypeSizeInChars(P).getQuantity();
  return pointeeAlignFor("", Size); // AMD's rule for every pointer argument
}

} // namespace

void SourceFactFinder::HandleTranslationUnit(clang::ASTContext &Ctx) {
  clang::ASTNameGenerator Gen(Ctx);
  for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *FD = dyn_cast<clang::FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      continue;
    std::string Name = Gen.getName(FD);
    BlockCollector C;
    C.TraverseStmt(FD->getBody());
    for (auto [I, B] : enumerate(C.Blocks)) {
      std::string Invoke = "__" + Name + "_block_invoke" +
                           (I ? "_" + std::to_string(I + 1) : std::string());
      std::vector<unsigned> &Aligns = Facts.CapturePointeeAlign[Invoke];
      for (const clang::BlockDecl::Capture &Cap : B->captures())
        Aligns.push_back(pointeeAlign(Ctx, Cap.getVariable()->getType()));
    }
  }
}

/// True if \p K or a function it calls (defined or not) satisfies \p P.
static bool reaches(Function &K, function_ref<bool(const Function &)> P) {
  SmallPtrSet<Function *, 16> Seen = {&K};
  SmallVector<Function *, 16> Work = {&K};
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    if (P(*F))
      return true;
    for (Instruction &I : instructions(*F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (Seen.insert(Callee).second) {
            if (Callee->isDeclaration()) {
              if (P(*Callee))
                return true;
            } else {
              Work.push_back(Callee);
            }
          }
  }
  return false;
}

/// A work-group function of OpenCL C 2.0 (reduce, scan, broadcast, any,
/// all), not yet linked: AMD's kernels that call one have all three group
/// ids (ExtractPrimes, RegionGrowingSegmentation: every such kernel).
static bool isWorkGroupCollective(const Function &F) {
  StringRef N = F.getName();
  return F.isDeclaration() && N.contains("work_group_") &&
         !N.contains("barrier");
}

void markSourceFacts(Module &M, const SourceFacts &Facts) {
  LLVMContext &C = M.getContext();
  for (Function &F : M) {
    if (F.getCallingConv() != CallingConv::AMDGPU_KERNEL || F.isDeclaration())
      continue;
    if (reaches(F, isWorkGroupCollective))
      F.addFnAttr(WorkGroupCollectiveAttr);
    StringRef Invoke = F.getName();
    if (!Invoke.consume_back("_kernel"))
      continue;
    auto It = Facts.CapturePointeeAlign.find(Invoke);
    if (It == Facts.CapturePointeeAlign.end())
      continue;
    SmallVector<Metadata *, 8> Ops;
    for (unsigned A : It->second)
      Ops.push_back(
          ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), A)));
    F.setMetadata(MDCapturePointeeAlignName, MDNode::get(C, Ops));
  }
}

} // namespace amdcl2
