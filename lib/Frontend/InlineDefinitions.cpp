//===- InlineDefinitions.cpp - C99 inline definitions made callable -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "InlineDefinitions.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclGroup.h"

using namespace llvm;

namespace amdcl2 {

bool InlineDefinitionEmitter::HandleTopLevelDecl(clang::DeclGroupRef DG) {
  for (clang::Decl *D : DG) {
    auto *FD = dyn_cast<clang::FunctionDecl>(D);
    // `static inline` is internal and `extern inline` already external (C99
    // 6.7.4p7); a kernel is never inline-only. What is left is the plain
    // `inline` definition clang would give available_externally linkage, and
    // not emit at all at -O0.
    if (!FD || !FD->doesThisDeclarationHaveABody() || !FD->isInlined() ||
        FD->getStorageClass() == clang::SC_Static ||
        FD->hasAttr<clang::GNUInlineAttr>() ||
        FD->isInlineDefinitionExternallyVisible())
      continue;
    // With gnu_inline, a definition declared `inline` without `extern` is
    // an external definition (clang's FunctionDecl::
    // isInlineDefinitionExternallyVisible), which clang emits at every -O.
    FD->addAttr(clang::GNUInlineAttr::CreateImplicit(FD->getASTContext()));
  }
  return true;
}

} // namespace amdcl2
