//===- DialectRules.cpp - AMD's OpenCL C dialect as source rewrites -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DialectRules.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using llvm::any_of;
using llvm::is_contained;
using llvm::StringRef;

namespace amdcl2 {

void DialectEdits::begin(SourceManager &SM, const LangOptions &LO) {
  R = std::make_unique<Rewriter>(SM, LO);
}

bool DialectEdits::tryEdit(const Diagnostic &Info) {
  if (!R)
    return false;
  switch (Info.getID()) {
  case diag::err_opencl_scalar_type_rank_greater_than_vector_type:
    return editScalarRank(Info);
  case diag::err_opencl_atomic_init:
    return editAtomicAssignment(Info);
  case diag::err_opencl_addrspace_scope:
    NestedVariables.push_back(Info.getLocation());
    return false; // answered, or not, when the AST is complete
  default:
    return false;
  }
}

bool DialectEdits::answered(SourceLocation Loc) const {
  return Answered.contains(Loc.getRawEncoding());
}

std::vector<std::pair<std::string, std::string>>
DialectEdits::editedFiles() const {
  std::vector<std::pair<std::string, std::string>> Files;
  if (!R)
    return Files;
  for (auto I = R->buffer_begin(), E = R->buffer_end(); I != E; ++I) {
    OptionalFileEntryRef File =
        R->getSourceMgr().getFileEntryRefForID(I->first);
    if (File)
      Files.emplace_back(File->getName().str(),
                         std::string(I->second.begin(), I->second.end()));
  }
  return Files;
}

/// The file characters of \p Range, or an invalid range when they are not
/// one piece of a file (a macro body, say).
static CharSourceRange fileRange(CharSourceRange Range, const Rewriter &R) {
  return Lexer::makeFileCharRange(Range, R.getSourceMgr(), R.getLangOpts());
}

static QualType qualTypeArg(const Diagnostic &Info, unsigned I) {
  if (Info.getNumArgs() <= I ||
      Info.getArgKind(I) != DiagnosticsEngine::ak_qualtype)
    return QualType();
  return QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(I)));
}

/// `v * 2.0` on a float2: the scalar converted to the element type, which is
/// what clang did before it had OpenCL's rank rule (AMD's compiler was an
/// older clang): `v * (float)(2.0)`.
bool DialectEdits::editScalarRank(const Diagnostic &Info) {
  QualType L = qualTypeArg(Info, 0), RT = qualTypeArg(Info, 1);
  if (L.isNull() || RT.isNull() || Info.getNumRanges() != 2)
    return false;
  const auto *Vec = L->getAs<VectorType>();
  unsigned Scalar = Vec ? 1 : 0;
  if (!Vec)
    Vec = RT->getAs<VectorType>();
  if (!Vec)
    return false;
  CharSourceRange Range = fileRange(Info.getRange(Scalar), *R);
  if (Range.isInvalid())
    return false;
  std::string Elem =
      Vec->getElementType().getCanonicalType().getUnqualifiedType().getAsString();
  if (R->InsertTextBefore(Range.getBegin(), "(" + Elem + ")(") ||
      R->InsertTextAfter(Range.getEnd(), ")"))
    return false;
  Answered.insert(Info.getLocation().getRawEncoding());
  return true;
}

/// `a[i] = x` on an atomic_int: a C11 assignment to an atomic object,
/// `__opencl_atomic_store(&(a[i]), (x), seq_cst, device)`.
bool DialectEdits::editAtomicAssignment(const Diagnostic &Info) {
  if (Info.getNumArgs() < 1 || Info.getArgKind(0) != DiagnosticsEngine::ak_sint ||
      Info.getArgSInt(0) != 0 || Info.getNumRanges() != 1)
    return false; // 1 is an initialization, which stays an error
  CharSourceRange Range = fileRange(Info.getRange(0), *R);
  SourceLocation Op = Info.getLocation();
  const SourceManager &SM = R->getSourceMgr();
  if (Range.isInvalid() || !Op.isFileID() ||
      SM.getFileID(Op) != SM.getFileID(Range.getBegin()) ||
      !SM.isBeforeInTranslationUnit(Range.getBegin(), Op) ||
      !SM.isBeforeInTranslationUnit(Op, Range.getEnd()))
    return false;
  if (R->InsertTextBefore(Range.getBegin(), "__opencl_atomic_store(&(") ||
      R->ReplaceText(Op, 1, "), (") ||
      R->InsertTextAfter(Range.getEnd(),
                         "), __ATOMIC_SEQ_CST, __OPENCL_MEMORY_SCOPE_DEVICE)"))
    return false;
  Answered.insert(Info.getLocation().getRawEncoding());
  return true;
}

namespace {
/// A kernel's declarations, references and declaration statements.
struct KernelNames : RecursiveASTVisitor<KernelNames> {
  std::vector<const NamedDecl *> Decls;
  std::vector<const DeclRefExpr *> Refs;
  std::vector<const DeclStmt *> Stmts;
  bool VisitNamedDecl(NamedDecl *D) {
    Decls.push_back(D);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    Refs.push_back(E);
    return true;
  }
  bool VisitDeclStmt(DeclStmt *S) {
    Stmts.push_back(S);
    return true;
  }
};

/// Whether \p T names a type declared inside a function, which the kernel's
/// outermost scope may not see.
bool usesLocalType(QualType T) {
  T = T->getBaseElementTypeUnsafe()->getCanonicalTypeUnqualified();
  if (const auto *Tag = T->getAsTagDecl())
    return Tag->getDeclContext()->isFunctionOrMethod();
  return false;
}

/// The tokens of \p Range on one line, without comments, so that the lines
/// after the kernel's opening brace keep their numbers.
std::string oneLine(CharSourceRange Range, const SourceManager &SM,
                    const LangOptions &LO) {
  std::string Text;
  SourceLocation Loc = Range.getBegin();
  while (SM.isBeforeInTranslationUnit(Loc, Range.getEnd())) {
    Token Tok;
    if (Lexer::getRawToken(Loc, Tok, SM, LO, /*IgnoreWhiteSpace=*/true))
      break;
    if (!Text.empty())
      Text += ' ';
    Text += Lexer::getSpelling(Tok, SM, LO);
    Loc = Tok.getEndLoc();
  }
  return Text;
}

/// The same characters as \p Text with everything but line breaks blanked.
std::string blanks(StringRef Text) {
  std::string B(Text);
  for (char &C : B)
    if (C != '\n' && C != '\r')
      C = ' ';
  return B;
}
} // namespace

void LocalScopeHoister::HandleTranslationUnit(ASTContext &Ctx) {
  if (Edits.NestedVariables.empty() || !Edits.R)
    return;
  Rewriter &R = *Edits.R;
  const SourceManager &SM = R.getSourceMgr();
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *FD = dyn_cast<FunctionDecl>(D);
    const auto *Body =
        FD ? dyn_cast_or_null<CompoundStmt>(FD->getBody()) : nullptr;
    if (!Body || !FD->hasAttr<DeviceKernelAttr>() ||
        !Body->getLBracLoc().isFileID())
      continue;
    KernelNames K;
    K.TraverseDecl(FD);
    for (const DeclStmt *DS : K.Stmts) {
      const auto *VD = DS->isSingleDecl()
                           ? dyn_cast<VarDecl>(DS->getSingleDecl())
                           : nullptr;
      if (!VD || !is_contained(Edits.NestedVariables, VD->getLocation()) ||
          usesLocalType(VD->getType()))
        continue;
      // Moved out, the name must still mean this variable wherever it is
      // used and nothing else wherever it is not.
      auto SameName = [&](const NamedDecl *N) {
        return N != VD && N->getDeclName() == VD->getDeclName();
      };
      if (any_of(K.Decls, SameName) ||
          any_of(K.Refs,
                 [&](const DeclRefExpr *E) { return SameName(E->getDecl()); }))
        continue;
      CharSourceRange Range = Lexer::makeFileCharRange(
          CharSourceRange::getTokenRange(DS->getSourceRange()), SM,
          R.getLangOpts());
      if (Range.isInvalid())
        continue;
      std::string Text = oneLine(Range, SM, R.getLangOpts());
      if (R.ReplaceText(Range, blanks(Lexer::getSourceText(Range, SM,
                                                           R.getLangOpts()))) ||
          R.InsertTextAfterToken(Body->getLBracLoc(), " " + Text))
        continue;
      Edits.Answered.insert(VD->getLocation().getRawEncoding());
    }
  }
}

} // namespace amdcl2
