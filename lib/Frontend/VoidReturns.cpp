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
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {
namespace {

/// True if \p Body has a return statement other than its last statement,
/// not counting those of the blocks inside it.
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
      Names.insert(Name);
    BlockCollector C;
    C.TraverseStmt(FD->getBody());
    for (auto [I, B] : enumerate(C.Blocks))
      if (returnsVoid(B) && EarlyReturnScan::of(B->getBody()))
        Names.insert("__" + Name + "_block_invoke" +
                     (I ? "_" + std::to_string(I + 1) : std::string()));
  }
}

/// True if \p K or a function it calls is in \p Names.
static bool reaches(Function &K, const StringSet<> &Names) {
  SmallPtrSet<Function *, 16> Seen = {&K};
  SmallVector<Function *, 16> Work = {&K};
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    if (Names.contains(F->getName()))
      return true;
    for (Instruction &I : instructions(*F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration() && Seen.insert(Callee).second)
            Work.push_back(Callee);
  }
  return false;
}

void markEarlyReturns(Module &M, const StringSet<> &Names) {
  // On the kernels, which keep it through inlining (block kernels too: they
  // call their block's function).
  for (Function &F : M)
    if (F.getCallingConv() == CallingConv::AMDGPU_KERNEL &&
        !F.isDeclaration() && reaches(F, Names))
      F.addFnAttr(EarlyReturnAttr);
}

} // namespace amdcl2
