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

const char ObjectTag[] = "AMDCL2O\0", LibraryTag[] = "AMDCL2L\0";

/// What a compilation step makes.
enum class Step { Executable, Object, Library };

/// One step over \p Inputs (held in memory, with any headers, in \p Files)
/// with options \p Options: the result, or its log.
static CompileResult runStep(Step S, ArrayRef<ProgramInput> Inputs,
                             ArrayRef<Header> Files, StringRef Options,
                             const GPUInfo &GPU) {
  CompileResult R;
  Expected<DriverArgs> A = parseOptions(Options, GPU);
  if (!A) {
    R.OptionsValid = false;
    R.Log = "error: " + toString(A.takeError()) + "\n";
    return R;
  }
  FrontendOptions FO = frontendOptionsFor(*A, GPU);
  FO.InMemoryFiles.assign(Files.begin(), Files.end());
  raw_string_ostream Log(R.Log);
  auto Report = [&](Error E) {
    handleAllErrors(
        std::move(E), [](const SourceDiagnosedError &) {},
        [&](const ErrorInfoBase &EI) {
          Log << "error: " << EI.message() << "\n";
        });
  };
  if (S == Step::Executable) {
    Expected<SmallVector<char, 0>> Bin =
        buildProgramBinary(*A, FO, GPU, Inputs, builtinLibraries(), Log);
    if (!Bin) {
      Report(Bin.takeError());
      return R;
    }
    R.Binary.assign(Bin->begin(), Bin->end());
  } else {
    Expected<std::string> BC = compileToBitcode(FO, Inputs, Log);
    if (!BC) {
      Report(BC.takeError());
      return R;
    }
    const char *Tag = S == Step::Library ? LibraryTag : ObjectTag;
    R.Binary.assign(Tag, Tag + ObjectTagBytes);
    R.Binary.insert(R.Binary.end(), BC->begin(), BC->end());
  }
  R.Built = true;
  return R;
}

/// runStep, remembered for the process: CTS suites and applications build
/// the same sources again and again.
static CompileResult cachedStep(Step S, ArrayRef<ProgramInput> Inputs,
                                ArrayRef<Header> Files, StringRef Options,
                                const GPUInfo &GPU) {
  using Key = std::tuple<int, std::vector<Header>, std::string, std::string>;
  static std::map<Key, CompileResult> Cache;
  Key K{int(S), std::vector<Header>(Files.begin(), Files.end()), Options.str(),
        GPU.Name.str()};
  auto It = Cache.find(K);
  if (It != Cache.end())
    return It->second;
  CompileResult R = runStep(S, Inputs, Files, Options, GPU);
  Cache.emplace(std::move(K), R);
  return R;
}

CompileResult compileSource(StringRef Source, StringRef Options,
                            const GPUInfo &GPU) {
  return cachedStep(Step::Executable,
                    {{SourceName.str(), InputKind::OpenCLSource}},
                    {{SourceName.str(), Source.str()}}, Options, GPU);
}

CompileResult compileObject(StringRef Source, StringRef Options,
                            ArrayRef<Header> Headers, const GPUInfo &GPU) {
  std::vector<Header> Files(Headers.begin(), Headers.end());
  Files.push_back({SourceName.str(), Source.str()});
  return cachedStep(Step::Object, {{SourceName.str(), InputKind::OpenCLSource}},
                    Files, Options, GPU);
}

CompileResult linkObjects(ArrayRef<std::string> Objects, StringRef Options,
                          const GPUInfo &GPU, bool &Library) {
  // The link options of the specification; the others are compile options
  // clang knows.
  BumpPtrAllocator Alloc;
  StringSaver Saver(Alloc);
  SmallVector<const char *, 16> Words;
  cl::TokenizeGNUCommandLine(Options, Saver, Words);
  std::string Rest;
  Library = false;
  for (StringRef W : Words) {
    if (W == "-create-library")
      Library = true;
    else if (W != "-enable-link-options")
      Rest += " " + W.str();
  }
  std::vector<ProgramInput> Inputs;
  std::vector<Header> Files;
  for (size_t I = 0; I < Objects.size(); ++I) {
    std::string Name = "<object " + std::to_string(I) + ">";
    Inputs.push_back({Name, InputKind::LLVMIR});
    Files.push_back({Name, Objects[I].substr(ObjectTagBytes)});
  }
  return cachedStep(Library ? Step::Library : Step::Executable, Inputs, Files,
                    Rest, GPU);
}

} // namespace rt
} // namespace amdcl2
