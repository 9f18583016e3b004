//===- PipeArguments.cpp - Pipes passed across access qualifiers ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "PipeArguments.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"

using namespace clang;

namespace amdcl2 {

namespace {

/// \p Arg's pipe type as parameter type \p Param if the two differ only in
/// the access qualifier, else a null type.
QualType otherAccess(QualType Arg, QualType Param) {
  const auto *A = Arg.getCanonicalType()->getAs<PipeType>();
  const auto *P = Param.getCanonicalType()->getAs<PipeType>();
  if (!A || !P || A->isReadOnly() == P->isReadOnly() ||
      A->getElementType().getCanonicalType().getUnqualifiedType() !=
          P->getElementType().getCanonicalType().getUnqualifiedType())
    return QualType();
  // As the parameter is written: a typedef of the packet type keeps its
  // name, which the call site sees (an unnamed struct has no other).
  return Param.getUnqualifiedType();
}

/// The calls clang could not make, kept as recovery expressions: callee
/// first, then the arguments.
struct FailedCalls : RecursiveASTVisitor<FailedCalls> {
  std::vector<const RecoveryExpr *> Calls;
  bool VisitRecoveryExpr(RecoveryExpr *E) {
    Calls.push_back(E);
    return true;
  }
};

/// The function \p E would have called, if it is a call of one by name with
/// an argument for each parameter.
const FunctionDecl *calleeOf(const RecoveryExpr &E) {
  ArrayRef<const Expr *> Sub = E.subExpressions();
  if (Sub.empty())
    return nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(Sub.front()->IgnoreParenImpCasts());
  const auto *F = Ref ? dyn_cast<FunctionDecl>(Ref->getDecl()) : nullptr;
  return F && F->getNumParams() + 1 == Sub.size() ? F : nullptr;
}

} // namespace

bool isPipeAccessMismatch(const Diagnostic &Info) {
  constexpr int64_t Passing = 1; // the diagnostic's "passing" form
  if (Info.getID() != diag::err_typecheck_convert_incompatible ||
      Info.getNumArgs() < 3 ||
      Info.getArgKind(2) != DiagnosticsEngine::ak_sint ||
      Info.getArgSInt(2) != Passing)
    return false;
  QualType From = qualTypeArg(Info, 0), To = qualTypeArg(Info, 1);
  return !From.isNull() && !To.isNull() && !otherAccess(From, To).isNull();
}

void PipeArgumentEditor::HandleTranslationUnit(ASTContext &Ctx) {
  if (Edits.PipeArguments.empty() || !Edits.R)
    return;
  FailedCalls Finder;
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  for (const RecoveryExpr *E : Finder.Calls) {
    const FunctionDecl *F = calleeOf(*E);
    if (!F)
      continue;
    ArrayRef<const Expr *> Args = E->subExpressions().drop_front();
    // The noted errors this call holds: each is one of its arguments.
    SmallVector<SourceLocation, 2> Noted;
    for (SourceLocation L : Edits.PipeArguments)
      if (any_of(Args, [&](const Expr *A) { return A->getBeginLoc() == L; }))
        Noted.push_back(L);
    if (Noted.empty())
      continue;
    bool Edited = true;
    for (unsigned I = 0; I < Args.size() && Edited; ++I) {
      QualType T =
          otherAccess(Args[I]->getType(), F->getParamDecl(I)->getType());
      if (T.isNull())
        continue;
      CharSourceRange Range = fileRange(
          CharSourceRange::getTokenRange(Args[I]->getSourceRange()), *Edits.R);
      Edited =
          Range.isValid() &&
          !Edits.R->InsertTextBefore(Range.getBegin(), "__builtin_astype((") &&
          !Edits.R->InsertTextAfter(Range.getEnd(),
                                    "), " + T.getAsString() + ")");
    }
    if (Edited)
      for (SourceLocation L : Noted)
        Edits.Answered.insert(L.getRawEncoding());
  }
}

} // namespace amdcl2
