//===- DialectRules.cpp - AMD's OpenCL C dialect as source rewrites -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DialectRules.h"
#include "PipeArguments.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using llvm::any_of;
using llvm::none_of;
using llvm::is_contained;
using llvm::StringRef;

namespace amdcl2 {

void DialectEdits::begin(SourceManager &SM, const LangOptions &LO) {
  R = std::make_unique<Rewriter>(SM, LO);
}

EditResult DialectEdits::tryEdit(const Diagnostic &Info) {
  if (!R)
    return EditResult::None;
  switch (Info.getID()) {
  case diag::err_opencl_scalar_type_rank_greater_than_vector_type:
    return editScalarRank(Info) ? EditResult::Made : EditResult::None;
  case diag::err_opencl_atomic_init:
    return editAtomicAssignment(Info) ? EditResult::Made : EditResult::None;
  case diag::err_invalid_conversion_between_vector_and_integer:
    return editVectorCast(Info) ? EditResult::Made : EditResult::None;
  case diag::err_ovl_no_viable_function_in_call:
    return editReadWriteSampler(Info) ? EditResult::Made : EditResult::None;
  case diag::err_typecheck_convert_incompatible:
    if (!isPipeAccessMismatch(Info))
      return EditResult::None;
    PipeArguments.push_back(Info.getLocation());
    return EditResult::Deferred;
  case diag::err_opencl_addrspace_scope:
    NestedVariables.push_back(Info.getLocation());
    return EditResult::Deferred;
  default:
    return EditResult::None;
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

CharSourceRange fileRange(CharSourceRange Range, const Rewriter &R) {
  return Lexer::makeFileCharRange(Range, R.getSourceMgr(), R.getLangOpts());
}

QualType qualTypeArg(const Diagnostic &Info, unsigned I) {
  if (Info.getNumArgs() <= I ||
      Info.getArgKind(I) != DiagnosticsEngine::ak_qualtype)
    return QualType();
  return QualType::getFromOpaquePtr(reinterpret_cast<void *>(Info.getRawArg(I)));
}

/// `read_imageui(rw, s, c)`: the call's name as written, if it is one of
/// the sampler reads, becomes `__amdcl2_rw_read_imageui`. Other calls of
/// these names that match no overload fail again in the retry, and then
/// clang's own errors are the ones shown.
bool DialectEdits::editReadWriteSampler(const Diagnostic &Info) {
  SourceLocation Loc = Info.getLocation();
  const SourceManager &SM = R->getSourceMgr();
  if (!Loc.isFileID())
    return false;
  unsigned Len = Lexer::MeasureTokenLength(Loc, SM, R->getLangOpts());
  bool Invalid = false;
  StringRef Name(SM.getCharacterData(Loc, &Invalid), Len);
  static const StringRef Reads[] = {"read_imagef", "read_imagei",
                                    "read_imageui", "read_imageh"};
  if (Invalid || !is_contained(Reads, Name))
    return false;
  if (R->InsertTextBefore(Loc, "__amdcl2_rw_"))
    return false;
  Answered.insert(Loc.getRawEncoding());
  return true;
}

StringRef dialectDefinitions() {
  // After OpenCL's header (its vector types); read_write needs OpenCL C 2.0.
  // Each reads the image object as the read_only image it also is.
  return R"(#if __OPENCL_C_VERSION__ >= 200
#define __AMDCL2_RW(R, F, T, C) static inline R __attribute__((overloadable)) __amdcl2_rw_##F(read_write T I, sampler_t S, C X) { return F(__builtin_astype(I, read_only T), S, X); }
#define __AMDCL2_RW_ALL(T, FC, IC) __AMDCL2_RW(float4, read_imagef, T, FC) __AMDCL2_RW(float4, read_imagef, T, IC) __AMDCL2_RW(int4, read_imagei, T, FC) __AMDCL2_RW(int4, read_imagei, T, IC) __AMDCL2_RW(uint4, read_imageui, T, FC) __AMDCL2_RW(uint4, read_imageui, T, IC) __AMDCL2_RW(half4, read_imageh, T, FC) __AMDCL2_RW(half4, read_imageh, T, IC)
__AMDCL2_RW_ALL(image1d_t, float, int)
__AMDCL2_RW_ALL(image1d_array_t, float2, int2)
__AMDCL2_RW_ALL(image2d_t, float2, int2)
__AMDCL2_RW_ALL(image2d_array_t, float4, int4)
__AMDCL2_RW_ALL(image3d_t, float4, int4)
__AMDCL2_RW(float, read_imagef, image2d_depth_t, float2)
__AMDCL2_RW(float, read_imagef, image2d_depth_t, int2)
__AMDCL2_RW(float, read_imagef, image2d_array_depth_t, float4)
__AMDCL2_RW(float, read_imagef, image2d_array_depth_t, int4)
#undef __AMDCL2_RW_ALL
#undef __AMDCL2_RW
#endif
)";
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

/// `(uint)(v)` on a `uchar4`: the vector's bits as the integer, of the same
/// size, `__builtin_astype((v), uint)`.
bool DialectEdits::editVectorCast(const Diagnostic &Info) {
  QualType Vec = qualTypeArg(Info, 0), Int = qualTypeArg(Info, 1);
  if (Vec.isNull() || Int.isNull() || Info.getNumRanges() != 1 ||
      !Vec->isVectorType() || !Int->isIntegerType())
    return false;
  CharSourceRange Range = fileRange(Info.getRange(0), *R);
  if (Range.isInvalid())
    return false;
  // The cast's parenthesized type: the text up to its closing parenthesis.
  const SourceManager &SM = R->getSourceMgr();
  StringRef Text = Lexer::getSourceText(Range, SM, R->getLangOpts());
  size_t Close = Text.find(')');
  if (!Text.starts_with("(") || Close == StringRef::npos ||
      Text.find('(', 1) < Close)
    return false;
  std::string IntName =
      Int.getCanonicalType().getUnqualifiedType().getAsString();
  if (R->ReplaceText(Range.getBegin(), Close + 1, "__builtin_astype(") ||
      R->InsertTextAfter(Range.getEnd(), ", " + IntName + ")"))
    return false;
  Answered.insert(Info.getLocation().getRawEncoding());
  return true;
}

/// A kernel's declarations, references and declaration statements.
struct LocalScopeHoister::KernelNames : RecursiveASTVisitor<KernelNames> {
  std::vector<const NamedDecl *> Decls;
  std::vector<const DeclRefExpr *> Refs;
  std::vector<const DeclStmt *> Stmts;
  bool VisitNamedDecl(NamedDecl *D) {
    if (!isa<FunctionDecl>(D))
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
  const DeclStmt *stmtOf(const Decl *D) const {
    for (const DeclStmt *S : Stmts)
      if (is_contained(S->decls(), D))
        return S;
    return nullptr;
  }
};

namespace {

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

/// Whether \p A and \p B declare the same __local variable: the second of
/// a name AMD's compiler let a kernel declare twice.
bool sameLocal(const VarDecl &A, const VarDecl &B) {
  return A.getName() == B.getName() && !A.hasInit() && !B.hasInit() &&
         A.getType().getCanonicalType() == B.getType().getCanonicalType();
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
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *FD = dyn_cast<FunctionDecl>(D);
    const auto *Body =
        FD ? dyn_cast_or_null<CompoundStmt>(FD->getBody()) : nullptr;
    if (!Body || !FD->hasAttr<DeviceKernelAttr>() ||
        !Body->getLBracLoc().isFileID())
      continue;
    KernelNames K;
    K.TraverseDecl(FD);
    llvm::DenseSet<const DeclStmt *> Done;
    for (const DeclStmt *DS : K.Stmts)
      if (!Done.contains(DS))
        hoist(*DS, *Body, K, Done);
  }
}

/// Moves \p DS, whose variables are all noted, to the start of \p Body.
/// A later declaration of the same variables at another scope (sgminer's
/// quarkcoin declares its Groestl tables in a block, then again at the
/// kernel's outermost scope, and copies them there from themselves: with
/// AMD's compiler both were one variable) goes, so that both are the one
/// moved. Edits nothing if a name would then mean something else: another
/// declaration of it at the outermost scope, or a use of one outside the
/// kernel; or if a variable's type is declared inside the function.
void LocalScopeHoister::hoist(const DeclStmt &DS, const CompoundStmt &Body,
                              const KernelNames &K,
                              llvm::DenseSet<const DeclStmt *> &Done) {
  Rewriter &R = *Edits.R;
  const SourceManager &SM = R.getSourceMgr();
  SmallVector<const DeclStmt *, 4> Group = {&DS};
  for (const Decl *D : DS.decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD || !is_contained(Edits.NestedVariables, VD->getLocation()) ||
        VD->hasInit() || usesLocalType(VD->getType()))
      return;
    for (const NamedDecl *N : K.Decls) {
      if (N == VD || N->getDeclName() != VD->getDeclName())
        continue;
      const auto *Other = dyn_cast<VarDecl>(N);
      const DeclStmt *S = K.stmtOf(N);
      if (Other && S && sameLocal(*VD, *Other)) {
        if (!is_contained(Group, S))
          Group.push_back(S);
        continue;
      }
      if (!S || is_contained(Body.body(), S))
        return; // a parameter, or the outermost scope's own
    }
    for (const DeclRefExpr *E : K.Refs)
      if (E->getDecl()->getDeclName() == VD->getDeclName() &&
          !is_contained(K.Decls, E->getDecl()))
        return;
  }
  // Every statement of the group declares only variables of DS.
  for (const DeclStmt *S : Group)
    for (const Decl *D : S->decls()) {
      const auto *V = dyn_cast<VarDecl>(D);
      if (!V || none_of(DS.decls(), [&](const Decl *X) {
            return sameLocal(*cast<VarDecl>(X), *V);
          }))
        return;
    }
  SmallVector<CharSourceRange, 4> Ranges;
  for (const DeclStmt *S : Group) {
    CharSourceRange Range =
        fileRange(CharSourceRange::getTokenRange(S->getSourceRange()), R);
    if (Range.isInvalid())
      return;
    Ranges.push_back(Range);
  }
  // The Rewriter refuses only locations outside the files, which
  // makeFileCharRange has excluded.
  R.InsertTextAfterToken(Body.getLBracLoc(),
                         " " + oneLine(Ranges[0], SM, R.getLangOpts()));
  for (const CharSourceRange &Range : Ranges)
    R.ReplaceText(Range,
                  blanks(Lexer::getSourceText(Range, SM, R.getLangOpts())));
  for (const DeclStmt *S : Group) {
    Done.insert(S);
    for (const Decl *D : S->decls())
      Edits.Answered.insert(D->getLocation().getRawEncoding());
  }
}

} // namespace amdcl2
