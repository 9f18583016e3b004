//===- DialectRules.h - AMD's OpenCL C dialect as source rewrites -*- C++ -*-=//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Constructs AMD's OpenCL compiler accepted and clang 22 rejects with a hard
/// error. The first run of clang over a file finds them by their errors; each
/// gets an edit of the source into what AMD's compiler made of it, and the
/// file is compiled again from the edited text while the user sees the first
/// run's diagnostics, those errors shown as warnings. docs/UserGuide.md, "AMD's
/// OpenCL C dialect", lists the rules and the evidence for each:
/// - a `__local` or `__constant` variable declared in a nested scope of a
///   kernel moves to the kernel's outermost scope (one variable per
///   work-group either way), and a later declaration of the same name and
///   type in the kernel is the same variable;
/// - a scalar operand of a vector operation whose type has a greater rank
///   than the vector's elements is converted to the element type, as clang
///   itself did before it had OpenCL's rule;
/// - a plain assignment to an atomic object is a sequentially consistent
///   atomic store at device scope, as C11 defines it;
/// - a cast of a vector to an integer type of its size reinterprets its
///   bits (`__builtin_astype`); clang accepts only as_type for it;
/// - a read with a sampler from a read_write image (OpenCL 2.0 has sampler
///   reads of read_only images only) reads it as a read_only image would:
///   the call becomes one of `__amdcl2_rw_read_image{f,i,ui,h}`, which the
///   retry defines (dialectDefinitions);
/// - a pipe passed to a pipe parameter of the other access qualifier, of the
///   same packet type, is passed as the parameter's type (PipeArguments.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_DIALECTRULES_H
#define AMDCL2_LIB_FRONTEND_DIALECTRULES_H

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Type.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseSet.h"
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class CompoundStmt;
class DeclStmt;
} // namespace clang

namespace amdcl2 {

/// Functions the edited source may call, included in the retry only: the
/// sampler reads of read_write images.
llvm::StringRef dialectDefinitions();

/// The file characters of \p Range, or an invalid range when they are not
/// one piece of a file (a macro body, say).
clang::CharSourceRange fileRange(clang::CharSourceRange Range,
                                 const clang::Rewriter &R);

/// Argument \p I of \p Info if it is a type, else a null type.
clang::QualType qualTypeArg(const clang::Diagnostic &Info, unsigned I);

/// What DialectEdits::tryEdit did with an error.
enum class EditResult {
  None,     ///< no rule's, or its edit could not be made
  Made,     ///< edited: the error is answered
  Deferred, ///< noted for an AST pass, which answers it or not
};

/// The edits of one run of clang over a file, and which errors they answer.
class DialectEdits {
public:
  /// Starts editing the sources of \p SM.
  void begin(clang::SourceManager &SM, const clang::LangOptions &LO);

  /// Edits for the error \p Info if a rule has it: scalar rank and atomic
  /// assignment here, a nested-scope variable and a pipe argument once the
  /// AST is complete.
  EditResult tryEdit(const clang::Diagnostic &Info);

  /// True if the error at \p Loc was answered by an edit.
  bool answered(clang::SourceLocation Loc) const;

  /// The files the edits changed: name as clang opened it, new contents.
  std::vector<std::pair<std::string, std::string>> editedFiles() const;

private:
  friend class LocalScopeHoister;
  friend class PipeArgumentEditor;
  bool editScalarRank(const clang::Diagnostic &Info);
  bool editAtomicAssignment(const clang::Diagnostic &Info);
  bool editVectorCast(const clang::Diagnostic &Info);
  bool editReadWriteSampler(const clang::Diagnostic &Info);

  std::unique_ptr<clang::Rewriter> R;
  /// Raw encodings of the locations of the errors answered.
  llvm::DenseSet<clang::SourceLocation::UIntTy> Answered;
  /// Locations of nested-scope variables, for the hoister.
  std::vector<clang::SourceLocation> NestedVariables;
  /// Locations of pipe arguments of the other access qualifier, for
  /// PipeArgumentEditor.
  std::vector<clang::SourceLocation> PipeArguments;
};

/// Moves each noted nested-scope `__local`/`__constant` variable of a kernel
/// to the kernel's outermost scope, with the later declarations of the same
/// variable the kernel may hold, unless its name could then mean something
/// else or its type is declared inside the function.
class LocalScopeHoister : public clang::ASTConsumer {
public:
  explicit LocalScopeHoister(DialectEdits &Edits) : Edits(Edits) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

  struct KernelNames;

private:
  void hoist(const clang::DeclStmt &DS, const clang::CompoundStmt &Body,
             const KernelNames &K, llvm::DenseSet<const clang::DeclStmt *> &Done);

  DialectEdits &Edits;
};

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_DIALECTRULES_H
