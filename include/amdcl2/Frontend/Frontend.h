//===- Frontend.h - OpenCL C source to LLVM IR through clang ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The Frontend stage: runs clang 22's OpenCL C front end in-process (through
/// libclang-cpp) with the cc1 flags clang's own driver chooses for amdgcn, and
/// links several sources into one module as clBuildProgram does. It also
/// accepts AMD's dialect where AMD's compiler did (size_t kernel arguments).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_FRONTEND_FRONTEND_H
#define AMDCL2_FRONTEND_FRONTEND_H

#include "amdcl2/ABI/Predefines.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
class raw_ostream;
} // namespace llvm

namespace amdcl2 {

struct FrontendOptions {
  std::string CLStd = "CL2.0"; ///< CL1.2 or CL2.0 (any -cl-std clang takes)
  std::string CPU = "gfx803";  ///< LLVM processor name
  unsigned OptLevel = 2;       ///< 0-3; clang's -O (optnone at 0)
  /// Driver-style arguments passed to clang unchanged and in order: -D, -U,
  /// -I, -include, -W..., -w, -cl-... (e.g. "-DN=4", "-I", "dir").
  std::vector<std::string> ClangArgs;
  /// Record line tables (-gline-tables-only) so that errors found later in
  /// the IR can name their source line; the caller strips them before code
  /// generation (CompileOptions::StripDebugInfo).
  bool LineTables = false;
  /// Macros defined before ClangArgs (amdPredefinedMacros), and extension
  /// macros of clang's undefined; a name ClangArgs defines or undefines
  /// with -D/-U is left to it.
  std::vector<MacroDefinition> Predefines;
  std::vector<std::string> Undefines;
  /// -cl-strict: clang's errors for what AMD's OpenCL C dialect accepts
  /// (docs/UserGuide.md) stay errors. -Werror and -pedantic-errors also do.
  bool StrictDialect = false;
  /// -o as the user gave it ("" if not): clang's driver derives the
  /// dependency file's name and target from it, as for its own -MD.
  std::string OutputName;
  /// -m32: a 32-bit program, with 32-bit pointers and size_t (SmallModel.h).
  bool SmallModel = false;
  /// Files clang reads from memory, name and contents, before the file
  /// system: an OpenCL runtime's program sources and the headers of
  /// clCompileProgram. An input named here needs no file.
  std::vector<std::pair<std::string, std::string>> InMemoryFiles;
};

/// The make rules clang's -M options ask for (its DependencyOutputOptions),
/// held for the caller to write once everything has succeeded.
struct DependencyOutput {
  std::string File; ///< "" when none was asked for; "-" is standard output
  std::string Rules;
};

class ProgramDependencies;

/// The error returned when clang rejected the source. Clang has already
/// printed its diagnostics (`file:line:col: error: ...` and the count), so a
/// tool should exit 1 without printing anything more.
class SourceDiagnosedError : public llvm::ErrorInfo<SourceDiagnosedError> {
public:
  static char ID;
  explicit SourceDiagnosedError(std::string File) : File(std::move(File)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  const std::string &file() const { return File; }

private:
  std::string File;
};

/// What an input file holds.
enum class InputKind { OpenCLSource, LLVMIR };

/// One input of a program, in command-line order.
struct ProgramInput {
  std::string Path; ///< "-" is standard input
  InputKind Kind;
};

/// What clang alone does for -E (and -M) and -fsyntax-only.
enum class FrontendOnly { Preprocess, SyntaxOnly };

/// Runs clang's preprocessor (writing \p Output, "-" for standard output;
/// with -M only the dependency rules) or its syntax and semantic checks on
/// \p Path, with the predefines and extension header of a compilation; a
/// SourceDiagnosedError when clang reported errors (already printed). The
/// rules -M and -MD ask for are appended to \p Deps.
llvm::Error runFrontendOnly(llvm::StringRef Path, const FrontendOptions &Opts,
                            FrontendOnly Only, llvm::StringRef Output,
                            llvm::raw_ostream &DiagOS, DependencyOutput &Deps);

/// Standard input, read once for the whole process: clang may compile a
/// source twice (size-type parameters) and the driver may run again to
/// locate an error.
llvm::Expected<llvm::MemoryBufferRef> standardInput();

/// The cc1 command line of clang's in-process run on \p Path (a
/// compilation to IR, or \p Only), as clang's -### prints it, or clang's
/// error for the arguments.
llvm::Expected<std::vector<std::string>>
frontendCommand(llvm::StringRef Path, const FrontendOptions &Opts,
                std::optional<FrontendOnly> Only);

/// Judges \p Path by its name and first KiB: `.ll` and `.bc` files, and LLVM
/// bitcode whatever its name, are IR; a binary (an AMDCL2 binary, another
/// ELF file, anything with a NUL byte) is an error saying so, where clang
/// would print pages of diagnostics about it; anything else is OpenCL C.
/// A file that cannot be read counts as source: compiling it reports why.
llvm::Expected<InputKind> classifyInput(llvm::StringRef Path);

/// Compiles one OpenCL C file to an unoptimized module for
/// amdgcn-amd-amdhsa. Clang's diagnostics go to \p DiagOS in clang's usual
/// form. `size_t`/`ptrdiff_t`/`intptr_t`/`uintptr_t` kernel parameters are
/// accepted with a warning (the file is compiled a second time in that case).
/// \p Deps, when given, collects the file's dependency rules (created by
/// the first file that asks for them).
llvm::Expected<std::unique_ptr<llvm::Module>>
compileOpenCLFile(llvm::StringRef Path, const FrontendOptions &Opts,
                  llvm::LLVMContext &Ctx, llvm::raw_ostream &DiagOS,
                  std::shared_ptr<ProgramDependencies> *Deps = nullptr);

/// Compiles the OpenCL C inputs, reads the LLVM IR ones (checked as
/// amdcl2-llc checks its input) and links them into one program in
/// command-line order, which is the order of its kernels. A kernel defined
/// by two inputs is an error naming both; other clashes are the linker's
/// error. The sources' dependency rules go to \p Deps.
llvm::Expected<std::unique_ptr<llvm::Module>>
compileProgram(llvm::ArrayRef<ProgramInput> Inputs, const FrontendOptions &Opts,
               llvm::LLVMContext &Ctx, llvm::raw_ostream &DiagOS,
               DependencyOutput &Deps);

} // namespace amdcl2

#endif // AMDCL2_FRONTEND_FRONTEND_H
