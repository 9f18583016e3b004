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
#include <memory>
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
};

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

/// What clang alone does for -E and -fsyntax-only.
enum class FrontendOnly { Preprocess, SyntaxOnly };

/// Runs clang's preprocessor (writing \p Output, "-" for standard output)
/// or its syntax and semantic checks on \p Path, with the predefines and
/// extension header of a compilation; a SourceDiagnosedError when clang
/// reported errors (already printed).
llvm::Error runFrontendOnly(llvm::StringRef Path, const FrontendOptions &Opts,
                            FrontendOnly Only, llvm::StringRef Output,
                            llvm::raw_ostream &DiagOS);

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
llvm::Expected<std::unique_ptr<llvm::Module>>
compileOpenCLFile(llvm::StringRef Path, const FrontendOptions &Opts,
                  llvm::LLVMContext &Ctx, llvm::raw_ostream &DiagOS);

/// Compiles every file and links the modules into one program. Two
/// definitions of one external symbol are an error naming it.
llvm::Expected<std::unique_ptr<llvm::Module>>
compileOpenCLProgram(llvm::ArrayRef<std::string> Paths,
                     const FrontendOptions &Opts, llvm::LLVMContext &Ctx,
                     llvm::raw_ostream &DiagOS);

} // namespace amdcl2

#endif // AMDCL2_FRONTEND_FRONTEND_H
