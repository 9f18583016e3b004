//===- VoidReturns.cpp - Functions that leave early with `return;` --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "VoidReturns.h"
#include "amdcl2/ABI/KernelRules.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
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

/// True if \p Body has a return statement other than its last statement, or
/// a continue statement, not counting those of the blocks inside it.
class EarlyReturnScan : public clang::RecursiveASTVisitor<EarlyReturnScan> {
public:
  static bool of(clang::Stmt *Body) {
    auto *CS = dyn_cast_or_null<clang::CompoundStmt>(Body);
    if (!CS)
      return false;
    EarlyReturnScan S;
    S.Last = CS->body_empty() ? nullptr : CS->body_back();
    S.TraverseStmt(CS);
    return S.Found;
  }
  bool VisitReturnStmt(clang::ReturnStmt *R) {
    Found |= R != Last;
    return !Found;
  }
  // AMD's binarySearch (APP SDK), whose loop body leaves through
  // `continue`, has the marker too.
  bool VisitContinueStmt(clang::ContinueStmt *) {
    Found = true;
    return false;
  }
  bool TraverseBlockExpr(clang::BlockExpr *) { return true; }

private:
  const clang::Stmt *Last = nullptr;
  bool Found = false;
};

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

bool returnsVoid(const clang::BlockDecl *B) {
  const auto *FT =
      B->getSignatureAsWritten()
          ? B->getSignatureAsWritten()->getType()->getAs<clang::FunctionType>()
          : nullptr;
  return !FT || FT->getReturnType()->isVoidType();
}
} // namespace

void VoidReturnFinder::HandleTranslationUnit(clang::ASTContext &Ctx) {
  clang::ASTNameGenerator Gen(Ctx);
  for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *FD = dyn_cast<clang::FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      continue;
    std::string Name = Gen.getName(FD);
    if (FD->getReturnType()->isVoidType() && EarlyReturnScan::of(FD->getBody()))
      Facts.EarlyReturns.insert(Name);
    BlockCollector C;
    C.TraverseStmt(FD->getBody());
    for (auto [I, B] : enumerate(C.Blocks)) {
      std::string Invoke = "__" + Name + "_block_invoke" +
                           (I ? "_" + std::to_string(I + 1) : std::string());
      if (returnsVoid(B) && EarlyReturnScan::of(B->getBody()))
        Facts.EarlyReturns.insert(Invoke);
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
    // On the kernels, which keep it through inlining (block kernels too:
    // they call their block's function).
    if (reaches(F, [&](const Function &G) {
          return Facts.EarlyReturns.contains(G.getName());
        }))
      F.addFnAttr(EarlyReturnAttr);
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
