//===- DialectDiagnostics.h - clang's diagnostics, AMD's dialect -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The diagnostic consumer of amdcl2's runs of clang. A source compiles in up
/// to two runs: the first (Probe) holds its diagnostics back and notes the
/// errors AMD's OpenCL C dialect answers (kernel parameters of size types,
/// which the second run renames, and the DialectRules edits); if those are
/// all its errors, the second run (Retry) compiles the renamed and edited
/// source, and the user sees the first run's diagnostics with those errors
/// as warnings (amdcl2's own size-type warnings among them), then what the
/// second run says that the first did not (its errors; warnings clang held
/// back after an error, such as -Wunused-variable).
/// Otherwise (or if the second run fails after all) the first run's
/// diagnostics as clang gave them, which the probe also prints as they come.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_DIALECTDIAGNOSTICS_H
#define AMDCL2_LIB_FRONTEND_DIALECTDIAGNOSTICS_H

#include "DialectRules.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace amdcl2 {

/// The typedefs clang refuses as kernel parameter types (OpenCL 1.2
/// s6.9.k); AMD's compiler accepted them.
inline constexpr llvm::StringLiteral SizeTypeNames[] = {"size_t", "ptrdiff_t",
                                                        "intptr_t", "uintptr_t"};

enum class DiagMode {
  Print, ///< print each diagnostic as it comes
  Probe, ///< hold them back, note and edit what the dialect answers
  Retry, ///< print errors and amdcl2's own (custom) diagnostics only
};

class DialectConsumer : public clang::DiagnosticConsumer {
public:
  /// \p Strict (-cl-strict) keeps every error an error, as do -Werror and
  /// -pedantic-errors.
  DialectConsumer(llvm::raw_ostream &OS, clang::DiagnosticOptions &DiagOpts,
                  DiagMode Mode, bool Strict = false);

  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
  void finish() override;

  /// Probe: every error was answered by the dialect (and there was one).
  bool onlyDialectErrors() const { return OnlyDialect; }
  /// Probe: a size-type kernel parameter was among the errors answered.
  bool sawSizeTypes() const { return SizeTypes; }
  /// Probe: the edits, for LocalScopeHoister and the second run.
  DialectEdits &edits() { return Edits; }
  /// Probe, when onlyDialectErrors(): the diagnostics the user sees, and
  /// how many warnings they are. Size-type errors are left out (the second
  /// run warns about them itself).
  const std::string &asWarnings() const { return AsWarnings; }
  unsigned warningCount() const { return Warnings; }
  /// Probe: \p ID is amdcl2's size-type warning, shown only in the story.
  void setStoryOnly(unsigned ID) { StoryOnlyID = ID; }
  /// Probe: "ID:file:line" of each diagnostic the story shows.
  const llvm::StringSet<> &shownPlaces() const { return ShownPlaces; }
  /// Retry: the probe's story, already printed: \p N warnings (for clang's
  /// "N warnings generated") at \p Places, which are not said again.
  void setShown(unsigned N, const llvm::StringSet<> &Places) {
    NumWarnings += N;
    ShownPlaces = Places;
  }

private:
  enum class Kind { Keep, SizeType, Answered, Pending };
  struct Entry {
    std::string Story; ///< as the user sees it if the dialect answers all
    std::string Place; ///< placeKey()
    Kind K = Kind::Keep;
    bool IsError = false, IsNote = false;
    clang::SourceLocation Loc;
  };

  static std::string placeKey(const clang::Diagnostic &Info);
  std::string renderStory(clang::DiagnosticsEngine::Level Level,
                          const clang::Diagnostic &Info);
  void probe(clang::DiagnosticsEngine::Level Level,
             const clang::Diagnostic &Info);

  std::string ChunkText;
  llvm::raw_string_ostream Chunk;
  clang::TextDiagnosticPrinter Printer;      ///< as clang gives them
  clang::TextDiagnosticPrinter StoryPrinter; ///< Probe: into Chunk
  DiagMode Mode;
  bool Strict;
  DialectEdits Edits;
  std::vector<Entry> Entries;
  bool OnlyDialect = false, SizeTypes = false;
  bool LastShown = false;
  unsigned StoryOnlyID = ~0u; ///< Retry: whether the last non-note was shown
  std::string AsWarnings;
  llvm::StringSet<> ShownPlaces;
  unsigned Warnings = 0;
};

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_DIALECTDIAGNOSTICS_H
