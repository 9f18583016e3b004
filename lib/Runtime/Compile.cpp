//===- Compile.cpp - clBuildProgram's compiler ----------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "amdcl2/Driver/Build.h"
#include "amdcl2/Frontend/Builtins.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <dlfcn.h>
#include <map>
#include <tuple>

using namespace llvm;

namespace amdcl2 {
namespace rt {

/// The name clang gives the program's source in diagnostics.
static constexpr StringLiteral SourceName = "<source>";

/// The library's own path: the builtins are installed beside it, in
/// lib/amdcl2, where amdcl2-clang finds them from bin/.
static std::string libraryPath() {
  Dl_info Info;
  if (!dladdr(reinterpret_cast<void *>(&compileSource), &Info) ||
      !Info.dli_fname)
    return "";
  return Info.dli_fname;
}

static BuiltinLibraries builtinLibraries() {
  std::string Lib = libraryPath();
  // builtinsPathFor takes bin/X and looks in bin/../lib/amdcl2; from lib/X
  // that is lib/../lib/amdcl2, the same directory.
  return {builtinsPathFor(Lib), defaultLibCLCPath().str(),
          libclcIndexPathFor(Lib)};
}

/// AMD's options choosing which sections its binaries kept (-fbin-*,
/// -fno-bin-*) mean nothing to this writer and are dropped.
static bool isBinarySectionOption(StringRef W) {
  return W.starts_with("-fbin-") || W.starts_with("-fno-bin-");
}

/// The driver's view of \p Options for \p GPU; without -cl-std, OpenCL C
/// 1.2, as the OpenCL specification says of clBuildProgram.
static Expected<DriverArgs> parseOptions(StringRef Options,
                                         const GPUInfo &GPU) {
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 16> Words;
  cl::TokenizeGNUCommandLine(Options, Saver, Words);
  std::string CPU = "-mcpu=" + GPU.Name.str();
  SmallVector<const char *, 24> Argv = {"-target", "amdgcn", "--amdcl2-abi",
                                        CPU.c_str(), "-c"};
  bool HasStd = false;
  for (const char *W : Words) {
    if (isBinarySectionOption(W))
      continue;
    HasStd |= StringRef(W).starts_with("-cl-std=");
    Argv.push_back(W);
  }
  Argv.push_back(SourceName.data());
  Expected<DriverArgs> A = parseDriverArgs(Argv);
  if (!A)
    return A.takeError();
  if (!HasStd)
    A->CLStd = "CL1.2";
  if (A->Action != DriverAction::Object || A->EmitLLVM || A->Inputs.size() != 1)
    return createStringError("options that change what is built are not "
                             "build options");
  return A;
}

static CompileResult compileUncached(StringRef Source, StringRef Options,
                                     const GPUInfo &GPU) {
  CompileResult R;
  Expected<DriverArgs> A = parseOptions(Options, GPU);
  if (!A) {
    R.OptionsValid = false;
    R.Log = "error: " + toString(A.takeError()) + "\n";
    return R;
  }
  FrontendOptions FO = frontendOptionsFor(*A, GPU);
  FO.InMemoryFiles.push_back({SourceName.str(), Source.str()});
  raw_string_ostream Log(R.Log);
  Expected<SmallVector<char, 0>> Bin = buildProgramBinary(
      *A, FO, GPU, {{SourceName.str(), InputKind::OpenCLSource}},
      builtinLibraries(), Log);
  if (!Bin) {
    handleAllErrors(
        Bin.takeError(), [](const SourceDiagnosedError &) {},
        [&](const ErrorInfoBase &E) {
          Log << "error: " << E.message() << "\n";
        });
    return R;
  }
  R.Built = true;
  R.Binary.assign(Bin->begin(), Bin->end());
  return R;
}

CompileResult compileSource(StringRef Source, StringRef Options,
                            const GPUInfo &GPU) {
  using Key = std::tuple<std::string, std::string, std::string>;
  static std::map<Key, CompileResult> Cache;
  Key K{Source.str(), Options.str(), GPU.Name.str()};
  auto It = Cache.find(K);
  if (It != Cache.end())
    return It->second;
  CompileResult R = compileUncached(Source, Options, GPU);
  Cache.emplace(std::move(K), R);
  return R;
}

} // namespace rt
} // namespace amdcl2
