//===- Compile.cpp - clBuildProgram's compiler ----------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Compile.h"
#include "DeviceFacts.h"
#include "amdcl2/Driver/Build.h"
#include "amdcl2/Frontend/Builtins.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <map>
#include <optional>
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
  // The process's pointer size is the program's; the options cannot
  // change it (a later -m64 or -m32 is refused below).
  SmallVector<const char *, 24> Argv = {
      "-target",   "amdgcn", "--amdcl2-abi",
      CPU.c_str(), "-c",     rt::DeviceFacts::HostIs64 ? "-m64" : "-m32"};
  bool HasStd = false;
  for (const char *W : Words) {
    if (isBinarySectionOption(W))
      continue;
    HasStd |= StringRef(W).starts_with("-cl-std=");
    if (StringRef(W) == "-m32" || StringRef(W) == "-m64")
      return createStringError(Twine("'") + W +
                               "': a program's pointer size is its host "
                               "process's (" +
                               (rt::DeviceFacts::HostIs64 ? "64" : "32") +
                               "-bit here)");
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

/// The directory of the compile cache on disk (docs/Runtime.md), "" when
/// AMDCL2_ICD_CACHE turns it off.
static std::string cacheDirectory() {
  if (const char *Env = std::getenv("AMDCL2_ICD_CACHE")) {
    StringRef V(Env);
    if (V == "0" || V == "off")
      return "";
    if (!V.empty())
      return V.str();
  }
  SmallString<256> Dir;
  if (const char *XDG = std::getenv("XDG_CACHE_HOME"); XDG && *XDG)
    Dir = XDG;
  else if (!sys::path::home_directory(Dir))
    return "";
  else
    sys::path::append(Dir, ".cache");
  sys::path::append(Dir, "amdcl2", "icd");
  return std::string(Dir);
}

/// What makes a compile what it is besides its inputs: this library and
/// the builtins it links (their sizes and times), so that a rebuilt
/// compiler never reads an older one's results.
static std::string compilerIdentity() {
  std::string Id = "amdcl2-icd " AMDCL2_VERSION_STRING;
  Id += rt::DeviceFacts::HostIs64 ? " 64-bit" : " 32-bit";
  BuiltinLibraries L = builtinLibraries();
  for (const std::string &F : {libraryPath(), L.AMDCL2, L.LibCLCIndex}) {
    sys::fs::file_status St;
    if (!sys::fs::status(F, St))
      Id += "|" + F + ":" + std::to_string(St.getSize()) + ":" +
            std::to_string(
                St.getLastModificationTime().time_since_epoch().count());
  }
  return Id;
}

/// Whether a step may be kept on disk: it reads nothing but what the key
/// holds, so no include directory and no #include but of its in-memory
/// headers.
static bool diskCacheable(ArrayRef<Header> Files, StringRef Options) {
  if (Options.contains("-I"))
    return false;
  auto InMemory = [&](StringRef Name) {
    return llvm::any_of(Files,
                        [&](const Header &F) { return F.first == Name; });
  };
  for (const Header &F : Files) {
    if (StringRef(F.first).starts_with("<object")) // bitcode, no includes
      continue;
    StringRef Text = F.second;
    for (size_t At = Text.find("#include"); At != StringRef::npos;
         At = Text.find("#include", At + 1)) {
      StringRef Rest = Text.drop_front(At + 8).ltrim(" \t");
      if (!Rest.consume_front("\""))
        return false; // <...> or a macro: not ours to judge
      if (!InMemory(Rest.take_until([](char C) { return C == '"'; })))
        return false;
    }
  }
  return true;
}

static constexpr StringLiteral CacheMagic = "AMDCL2C1";

static void putU64(std::string &S, uint64_t V) {
  S.append(reinterpret_cast<const char *>(&V), 8);
}

static std::optional<CompileResult> readCached(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(Path);
  if (!B)
    return std::nullopt;
  StringRef D = (*B)->getBuffer();
  if (!D.consume_front(CacheMagic) || D.size() < 17)
    return std::nullopt;
  CompileResult R;
  R.OptionsValid = D[0] & 1;
  R.Built = D[0] & 2;
  D = D.drop_front(1);
  uint64_t N;
  std::memcpy(&N, D.data(), 8);
  if (D.size() < 8 + N + 8)
    return std::nullopt;
  R.Log = D.substr(8, N).str();
  D = D.drop_front(8 + N);
  std::memcpy(&N, D.data(), 8);
  if (D.size() != 8 + N)
    return std::nullopt;
  R.Binary.assign(D.begin() + 8, D.end());
  return R;
}

static void writeCached(StringRef Dir, StringRef Path, const CompileResult &R) {
  if (sys::fs::create_directories(Dir))
    return;
  std::string Data = CacheMagic.str();
  Data += char((R.OptionsValid ? 1 : 0) | (R.Built ? 2 : 0));
  putU64(Data, R.Log.size());
  Data += R.Log;
  putU64(Data, R.Binary.size());
  Data.append(R.Binary.begin(), R.Binary.end());
  // Whole or not at all: another process may be reading it.
  SmallString<256> Tmp;
  int FD;
  if (sys::fs::createUniqueFile(Path + ".%%%%%%.tmp", FD, Tmp))
    return;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Data;
  }
  if (sys::fs::rename(Tmp, Path))
    sys::fs::remove(Tmp);
}

/// runStep, remembered for the process and, where it reads nothing but its
/// key, on disk: CTS suites and applications build the same sources again
/// and again, one process after another.
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
  std::string Dir = diskCacheable(Files, Options) ? cacheDirectory() : "";
  SmallString<256> Path;
  if (!Dir.empty()) {
    static const std::string Identity = compilerIdentity();
    SHA256 H;
    auto Add = [&](StringRef Part) {
      uint64_t N = Part.size();
      H.update(ArrayRef(reinterpret_cast<const uint8_t *>(&N), 8));
      H.update(Part);
    };
    Add(Identity);
    Add(std::to_string(int(S)));
    Add(Options);
    Add(GPU.Name);
    for (const Header &F : Files) {
      Add(F.first);
      Add(F.second);
    }
    Path = Dir;
    sys::path::append(Path, toHex(H.final(), /*LowerCase=*/true));
    if (std::optional<CompileResult> R = readCached(Path)) {
      Cache.emplace(std::move(K), *R);
      return *R;
    }
  }
  CompileResult R = runStep(S, Inputs, Files, Options, GPU);
  if (!Dir.empty())
    writeCached(Dir, Path, R);
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
