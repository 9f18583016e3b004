//===- DialectDiagnostics.cpp - clang's diagnostics, AMD's dialect --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "DialectDiagnostics.h"
#include "clang/Basic/DiagnosticDriver.h"
#include "clang/AST/Type.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace llvm;

namespace amdcl2 {

namespace {
/// clang::createInvocation adds -fsyntax-only to the driver's arguments,
/// which the -E phase then calls unused; the user never wrote it.
bool isInvocationsOwnArgument(const Diagnostic &Info) {
  return Info.getID() == diag::warn_drv_unused_argument &&
         Info.getNumArgs() == 1 &&
         Info.getArgKind(0) == DiagnosticsEngine::ak_std_string &&
         Info.getArgStdStr(0) == "-fsyntax-only";
}

bool isSizeTypeParamError(const Diagnostic &Info) {
  QualType T = qualTypeArg(Info, 0);
  return Info.getID() == diag::err_bad_kernel_param_type && !T.isNull() &&
         is_contained(SizeTypeNames,
                      StringRef(T.getUnqualifiedType().getAsString()));
}

/// Whether the user asked for errors where the dialect would warn.
bool wantsErrors(const Diagnostic &Info) {
  const DiagnosticsEngine &D = *Info.getDiags();
  return D.getWarningsAsErrors() ||
         D.getExtensionHandlingBehavior() == diag::Severity::Error;
}

/// \p Text, a rendered diagnostic, with \p Note at the end of its first line.
std::string withNote(std::string Text, StringRef Note) {
  size_t EOL = Text.find('\n');
  Text.insert(EOL == std::string::npos ? Text.size() : EOL, Note);
  return Text;
}
} // namespace

DialectConsumer::DialectConsumer(raw_ostream &OS, DiagnosticOptions &DiagOpts,
                                 DiagMode Mode, bool Strict)
    : Chunk(ChunkText), Printer(OS, DiagOpts), StoryPrinter(Chunk, DiagOpts),
      Mode(Mode), Strict(Strict) {}

void DialectConsumer::BeginSourceFile(const LangOptions &LO,
                                      const Preprocessor *PP) {
  Printer.BeginSourceFile(LO, PP);
  if (Mode != DiagMode::Probe)
    return;
  StoryPrinter.BeginSourceFile(LO, PP);
  if (PP)
    Edits.begin(PP->getSourceManager(), LO);
}

void DialectConsumer::EndSourceFile() {
  Printer.EndSourceFile();
  if (Mode == DiagMode::Probe)
    StoryPrinter.EndSourceFile();
}

std::string DialectConsumer::placeKey(const Diagnostic &Info) {
  std::string Key = std::to_string(Info.getID());
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
    return Key;
  // Lines, not columns: the retry's edits keep every line where it was.
  PresumedLoc P = Info.getSourceManager().getPresumedLoc(
      Info.getSourceManager().getExpansionLoc(Info.getLocation()));
  if (P.isValid())
    Key += ":" + std::string(P.getFilename()) + ":" + std::to_string(P.getLine());
  return Key;
}

std::string DialectConsumer::renderStory(DiagnosticsEngine::Level Level,
                                         const Diagnostic &Info) {
  StoryPrinter.HandleDiagnostic(Level, Info);
  std::string Text = std::move(ChunkText);
  ChunkText.clear();
  return Text;
}

void DialectConsumer::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                       const Diagnostic &Info) {
  if (isInvocationsOwnArgument(Info))
    return;
  switch (Mode) {
  case DiagMode::Print:
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Printer.HandleDiagnostic(Level, Info);
    return;
  case DiagMode::Retry: {
    // What the user has seen from the first run is not said again; a note
    // goes with what it belongs to.
    bool Show = Level == DiagnosticsEngine::Note
                    ? LastShown
                    : Level >= DiagnosticsEngine::Error ||
                          !ShownPlaces.contains(placeKey(Info));
    if (Level != DiagnosticsEngine::Note)
      LastShown = Show;
    if (Show) {
      DiagnosticConsumer::HandleDiagnostic(Level, Info);
      Printer.HandleDiagnostic(Level, Info);
    }
    return;
  }
  case DiagMode::Probe:
    // amdcl2's size-type warning only if the retry happens.
    if (Info.getID() != StoryOnlyID) {
      DiagnosticConsumer::HandleDiagnostic(Level, Info);
      Printer.HandleDiagnostic(Level, Info);
    }
    probe(Level, Info);
    return;
  }
}

void DialectConsumer::probe(DiagnosticsEngine::Level Level,
                            const Diagnostic &Info) {
  Entry E;
  E.IsNote = Level == DiagnosticsEngine::Note;
  E.IsError = Level >= DiagnosticsEngine::Error;
  E.Loc = Info.getLocation();
  E.Place = placeKey(Info);
  bool Dialect = E.IsError && !Strict && !wantsErrors(Info);
  if (Dialect && isSizeTypeParamError(Info)) {
    E.K = Kind::SizeType;
    SizeTypes = true;
  } else if (Dialect) {
    EditResult R = Edits.tryEdit(Info);
    if (R != EditResult::None)
      E.K = R == EditResult::Made ? Kind::Answered : Kind::Pending;
  }
  if (E.K == Kind::Answered || E.K == Kind::Pending)
    E.Story = Info.getDiags()->getIgnoreAllWarnings() // -w
                  ? ""
                  : withNote(renderStory(DiagnosticsEngine::Warning, Info),
                             "; accepted as in AMD's OpenCL C dialect");
  else
    E.Story = renderStory(Level, Info);
  Entries.push_back(std::move(E));
}

void DialectConsumer::finish() {
  if (Mode != DiagMode::Probe)
    return;
  bool SawError = false, AllAnswered = true;
  for (Entry &E : Entries) {
    if (E.K == Kind::Pending)
      E.K = Edits.answered(E.Loc) ? Kind::Answered : Kind::Keep;
    if (!E.IsError)
      continue;
    SawError = true;
    AllAnswered &= E.K == Kind::SizeType || E.K == Kind::Answered;
  }
  OnlyDialect = SawError && AllAnswered;
  if (!OnlyDialect)
    return;
  bool Skipping = false;
  for (const Entry &E : Entries) {
    if (!E.IsNote)
      Skipping = E.K == Kind::SizeType;
    if (Skipping)
      continue;
    AsWarnings += E.Story;
    if (!E.IsNote && !E.Story.empty())
      ShownPlaces.insert(E.Place);
    Warnings += !E.IsNote && !E.Story.empty() &&
                (E.K == Kind::Answered || !E.IsError);
  }
}

} // namespace amdcl2
