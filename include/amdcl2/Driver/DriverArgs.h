//===- DriverArgs.h - amdcl2-clang's clang-style command line ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The subset of clang's command line the amdcl2 pipeline understands, parsed
/// with clang's own driver option table (every spelling clang accepts, last
/// one wins), plus amdcl2's options.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_DRIVER_DRIVERARGS_H
#define AMDCL2_DRIVER_DRIVERARGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace amdcl2 {

/// What to make; clang's order applies (-E over -fsyntax-only over -S over
/// -c).
enum class DriverAction { Binary, Object, Assembly, SyntaxOnly, Preprocess };

/// The language of an input: by its name and contents, or as `-x` says.
enum class InputLanguage { Auto, OpenCL, IR };

struct DriverArgs {
  std::string Target; ///< as given ("" if none)
  std::string CPU;    ///< -mcpu= as given
  std::string CLStd = "CL2.0";
  unsigned OptLevel = 2;
  DriverAction Action = DriverAction::Binary;
  bool EmitLLVM = false;
  bool KernelInfoJSON = false;
  bool SaveTemps = false;
  /// -save-temps=obj: the temporaries go beside the output, not into the
  /// current directory (clang's -save-temps and =cwd).
  bool SaveTempsBesideOutput = false;
  bool Verbose = false;       ///< -v: print the stages, then compile
  bool PrintCommands = false; ///< -###: print the stages, compile nothing
  bool TimePasses = false;    ///< -ftime-report or --time-passes
  /// -cl-strict: what AMD's OpenCL C dialect accepts stays clang's error.
  bool StrictDialect = false;
  bool SmallModel = false;    ///< -m32: a 32-bit program (-m64: not)
  std::string DriverVersion;  ///< --amdcl2-driver= ("" = the GPU's default)
  /// --amdcl2-printf-metadata=on|off: the kernels' printf descriptors, whose
  /// layout in the binary is inferred (off drops every printf).
  bool PrintfMetadata = true;
  /// -gen-reproducer[=crash|error|always] or -fcrash-diagnostics-dir=: a
  /// crash leaves its preprocessed sources and a run script (Reproducer.h).
  bool CrashReproducer = false;
  std::string CrashDiagnosticsDir; ///< "" = the system temporary directory
  bool Help = false, Version = false;
  bool PrintCPUs = false;          ///< --print-supported-cpus, -mcpu=help
  std::string Output;              ///< "" = default name
  std::vector<std::string> Inputs; ///< in command-line order; "-" is stdin
  std::vector<InputLanguage> InputLangs; ///< the -x in effect for each input
  InputLanguage Language = InputLanguage::Auto; ///< the last -x, while parsing
  /// Preprocessor, dependency-file (-M...), -W, -w and -cl-* options in
  /// order, as spelled (`-D X` is two words, `-DX` one); the front end hands
  /// them to clang's driver.
  std::vector<std::string> ClangArgs;
  std::vector<std::string> MLLVMArgs; ///< -mllvm values
  /// What clang would warn about (e.g. -O4), for the tool to print.
  std::vector<std::string> Warnings;
};

/// True if \p Args (argv without argv[0]) ask for the amdcl2 pipeline.
bool wantsAMDCL2Pipeline(llvm::ArrayRef<const char *> Args);

/// Parses argv without argv[0]; an error names the offending argument.
llvm::Expected<DriverArgs> parseDriverArgs(llvm::ArrayRef<const char *> Args);

/// True for the -target spellings that select the amdcl2 pipeline.
bool isAMDCL2Target(llvm::StringRef Triple);

/// The output file name clang would choose for this action and input.
std::string defaultOutputName(const DriverArgs &A);

} // namespace amdcl2

#endif // AMDCL2_DRIVER_DRIVERARGS_H
