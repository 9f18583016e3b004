//===- amdcl2-clang.cpp - OpenCL C 2.0 driver for the CL2 ABI -------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `clang -target amdgcn --amdcl2-abi`: OpenCL C in, CL2-ABI code out, in one
/// process (front end, builtins, optimization with the CL2 lowering pass,
/// codegen). Without `--amdcl2-abi` it execs Debian's clang-22 with the same
/// arguments. Output files are written atomically.
///
//===----------------------------------------------------------------------===//

#include "Reproducer.h"
#include "Stages.h"
#include "amdcl2/ABI/CrashGuard.h"
#include "amdcl2/ABI/DeviceCodes.h"
#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/LocatedError.h"
#include "amdcl2/ABI/Predefines.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Binary/Writer.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "amdcl2/Driver/Build.h"
#include "amdcl2/Driver/DriverArgs.h"
#include "amdcl2/Frontend/Builtins.h"
#include "amdcl2/Frontend/Frontend.h"
#include "amdcl2/Version.h"
#include "clang/Basic/Version.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <optional>
#include <unistd.h>

using namespace llvm;
using namespace amdcl2;

static std::string ToolName = "amdcl2-clang";

/// Set by -ftime-report / --time-passes: each stage of the pipeline is timed
/// (the "amdcl2 stages" report), as are LLVM's passes.
static bool TimeStages = false;

/// Times the enclosing scope as one stage of the pipeline.
class StageTimer : public NamedRegionTimer {
public:
  StageTimer(StringRef Name, StringRef Description)
      : NamedRegionTimer(Name, Description, "amdcl2", "amdcl2 stages",
                         TimeStages) {}
};

/// Line tables make clang's IR generation about twice as slow, and serve
/// only to locate errors found after the front end (an undefined function,
/// a construct the CL2 lowering rejects). So the pipeline runs without them,
/// and a failure after the front end runs it once more with them, silently
/// up to the failure, which it then reports at its source line. Code
/// generation does not depend on them (they are stripped before it).
struct LocationRetry {
  const DriverArgs *Args = nullptr; ///< set while a retry would locate
  bool WithLineTables = false;      ///< this run records line tables
};
static LocationRetry Retry;

/// The rules -M and -MD ask for, written once everything else has been.
static DependencyOutput Dependencies;

static int runPipeline(const DriverArgs &A);

/// The command as given (without argv[0]) and its parsed form, for the
/// crash reproducer.
static std::vector<std::string> CommandWords;
static const DriverArgs *CommandArgs = nullptr;

/// After a crash, the reproducer files if the command asked for them.
static void reportCrash() {
  if (crashRecovered() && CommandArgs && CommandArgs->CrashReproducer)
    writeCrashReproducer(*CommandArgs, CommandWords, ToolName, errs());
}

/// Reruns the pipeline with line tables when the error being reported may
/// gain a source line: it came after the front end, from a run without
/// them, and nothing crashed (a crashed run's state must not run again).
static void retryForLocation() {
  if (!Retry.Args || Retry.WithLineTables || crashRecovered())
    return;
  Retry.WithLineTables = true;
  exit(runPipeline(*Retry.Args));
}

[[noreturn]] static void fail(const Twine &Msg) {
  outs().flush();
  errs() << ToolName << ": error: " << Msg << "\n";
  exit(1);
}

/// Reports \p E unless clang has already printed it; exits 1. Errors at a
/// source line print as clang's own: `file.cl:LINE:COL: error: ...`.
[[noreturn]] static void fail(Error E) {
  std::string Msg;
  handleAllErrors(
      std::move(E), [](const SourceDiagnosedError &) {},
      [](const LocatedError &L) {
        outs().flush();
        errs() << L.location() << ": error: " << L.text() << "\n";
        exit(1);
      },
      [&](const ErrorInfoBase &EI) { Msg = EI.message(); });
  if (Msg.empty()) {
    outs().flush();
    reportCrash();
    exit(1);
  }
  retryForLocation();
  outs().flush();
  errs() << ToolName << ": error: " << Msg << "\n";
  reportCrash();
  exit(1);
}

template <typename T> static T check(Expected<T> V) {
  if (!V)
    fail(V.takeError());
  return std::move(*V);
}

static void check(Error E) {
  if (E)
    fail(std::move(E));
}

static void printHelp() {
  outs()
      << "OVERVIEW: amdcl2 OpenCL C 2.0 compiler for the AMD Catalyst CL2 "
         "ABI\n\n"
         "USAGE: clang -target amdgcn --amdcl2-abi -mcpu=<gpu> [options] "
         "<file.cl>...\n\n"
         "Without --amdcl2-abi, runs " AMDCL2_CLANG22 " unchanged. "
         "Options are read with clang's\noption table: every spelling "
         "clang accepts works (-o F, -oF, --target=, -D X, --).\n\n"
         "OPTIONS:\n"
         "  -mcpu=<gpu>          LLVM (gfx803) or Catalyst (Fiji) name\n"
         "  -cl-std=CL1.0|CL1.1|CL1.2|CL2.0|CL3.0\n"
         "                       OpenCL C version (default CL2.0)\n"
         "  -x cl|ir|none        language of the inputs after it; '-' "
         "is stdin\n"
         "  -M, -MM, -MD, -MMD, -MF, -MT, -MQ, -MP\n"
         "                       dependency files, as in clang\n"
         "  -v, -###             print the stages (-###: and stop)\n"
         "  -O0 ... -O3          optimization level (default -O2)\n"
         "  -D, -U, -I, -include preprocessor options\n"
         "  -E, -fsyntax-only    preprocess only, check only\n"
         "  -S                   CLRX-dialect assembly\n"
         "  -c                   AMDCL2 binary (also the default action)\n"
         "  -emit-llvm           LLVM IR after optimization (-S: text)\n"
         "  -o <file>            output file ('-' for stdout)\n"
         "  --kernel-info=json   print each kernel's CL2 record\n"
         "  -save-temps[=obj]    keep k.cli, k.linked.ll, k.bc and the "
         "ELF\n"
         "  -mllvm <opt>         LLVM option\n"
         "  -ftime-report        time each stage and LLVM's passes\n"
         "  --amdcl2-driver=<v>  the AMD driver the binary is for\n"
         "  --amdcl2-printf-metadata=on|off\n"
         "                       printf descriptors in the binary (their "
         "layout is\n"
         "                       inferred; off drops printf output; "
         "default on)\n"
         "  -fcrash-diagnostics-dir=<dir>, -gen-reproducer\n"
         "                       after a crash, the preprocessed sources and a "
         "script\n"
         "  --print-supported-cpus  the GPUs, their LLVM and Catalyst "
         "names, drivers\n";
}

/// Writes what \p Fn prints, through the same atomic write as the binary
/// (WriterFile.cpp), so that a failure leaves no partial output and no
/// output replaces a device.
static void writeFile(StringRef Path, function_ref<void(raw_ostream &)> Fn) {
  SmallString<0> Text;
  raw_svector_ostream OS(Text);
  Fn(OS);
  if (Path == "-") {
    outs() << Text;
    return;
  }
  check(writeFileAtomically(Path, ArrayRef(Text.data(), Text.size())));
}

/// The AMDCL2 binary for \p P, written atomically to \p Path.
static Error writeAMDCL2Binary(const CompiledProgram &P, const DriverArgs &A,
                               StringRef Path) {
  Expected<SmallVector<char, 0>> Bin = writeProgramBinary(P, A);
  if (!Bin)
    return Bin.takeError();
  if (Path == "-") {
    outs().write(Bin->data(), Bin->size());
    return Error::success();
  }
  return writeFileAtomically(Path, *Bin);
}

/// Where -save-temps writes for \p Input: clang's names, the input's stem
/// in the current directory (-save-temps, =cwd) or beside the output
/// (=obj).
static std::string tempBase(const DriverArgs &A, StringRef Output,
                            StringRef Input) {
  SmallString<256> P;
  if (A.SaveTempsBesideOutput && Output != "-")
    P = sys::path::parent_path(Output);
  sys::path::append(P, sys::path::stem(Input));
  return std::string(P);
}

/// True if \p Path is the output or an input (by any path).
static bool isInOrOut(StringRef Path, const DriverArgs &A, StringRef Output) {
  std::vector<std::string> Files = A.Inputs;
  Files.push_back(Output.str());
  return bool(errorToBool(checkOutputIsNotInput(Path, Files))) ||
         Path == Output;
}

/// A temporary of the whole program, `<stem of the first input><Tail>.<Ext>`;
/// `.tmp` goes before the extension where that would replace the output
/// or an input (clang's `k.tmp.bc`).
static std::string tempPathWith(const DriverArgs &A, StringRef Output,
                                const Twine &Tail, StringRef Ext) {
  std::string Base = tempBase(A, Output, A.Inputs.front()) + Tail.str();
  std::string P = Base + "." + Ext.str();
  if (isInOrOut(P, A, Output))
    P = Base + ".tmp." + Ext.str();
  return P;
}

static std::string tempPath(const DriverArgs &A, StringRef Output,
                            StringRef Ext) {
  return tempPathWith(A, Output, "", Ext);
}

/// Every input's kind, judged before any is compiled: a binary named as
/// source is one line, not clang's pages of diagnostics. `-x` decides
/// where given.
static std::vector<ProgramInput> classifyInputs(const DriverArgs &A) {
  std::vector<ProgramInput> Inputs;
  for (auto [In, Lang] : zip(A.Inputs, A.InputLangs)) {
    InputKind Kind = Lang == InputLanguage::IR       ? InputKind::LLVMIR
                     : Lang == InputLanguage::OpenCL ? InputKind::OpenCLSource
                                                     : check(classifyInput(In));
    Inputs.push_back({In, Kind});
  }
  return Inputs;
}

/// The dependency rules, if asked for, after every other output.
static void writeDependencies() {
  if (!Dependencies.File.empty())
    writeFile(Dependencies.File,
              [](raw_ostream &OS) { OS << Dependencies.Rules; });
}

/// -save-temps: each OpenCL C source preprocessed, as clang's `k.cli`.
static void savePreprocessed(const DriverArgs &A, ArrayRef<ProgramInput> Inputs,
                             const FrontendOptions &FO, StringRef Output) {
  DependencyOutput Unused;
  for (const ProgramInput &In : Inputs)
    if (In.Kind == InputKind::OpenCLSource)
      check(runFrontendOnly(In.Path, FO, FrontendOnly::Preprocess,
                            tempBase(A, Output, In.Path) + ".cli", nulls(),
                            Unused));
}

/// -E and -fsyntax-only: clang alone, file by file (-E concatenates its
/// output, as clang's does on standard output).
static int runFrontendOnlyAction(const DriverArgs &A, const GPUInfo &GPU,
                                 StringRef Output) {
  FrontendOnly Only = A.Action == DriverAction::Preprocess
                          ? FrontendOnly::Preprocess
                          : FrontendOnly::SyntaxOnly;
  if (Only == FrontendOnly::Preprocess && A.Inputs.size() > 1 && Output != "-")
    fail("cannot specify -o when preprocessing several files");
  FrontendOptions FO = frontendOptionsFor(A, GPU);
  for (const ProgramInput &In : classifyInputs(A))
    if (In.Kind == InputKind::LLVMIR)
      fail("'" + In.Path +
           "': LLVM IR cannot be preprocessed or checked as OpenCL C");
  for (const std::string &In : A.Inputs)
    check(runFrontendOnly(In, FO, Only, Output, errs(), Dependencies));
  writeDependencies();
  return 0;
}

static std::unique_ptr<Module>
loadProgram(const DriverArgs &A, const GPUInfo &GPU, LLVMContext &Ctx) {
  FrontendOptions FO = frontendOptionsFor(A, GPU);
  FO.LineTables = Retry.WithLineTables; // stripped after the IR pipeline
  if (A.TimePasses)
    FO.ClangArgs.push_back("-ftime-report"); // clang's own front-end report

  std::vector<ProgramInput> Inputs = classifyInputs(A);
  if (A.SaveTemps && !Retry.WithLineTables)
    savePreprocessed(A, Inputs, FO,
                     A.Output.empty() ? defaultOutputName(A) : A.Output);
  if (any_of(Inputs, [](const ProgramInput &In) {
        return In.Kind == InputKind::OpenCLSource;
      }))
    Retry.Args = &A; // once clang is done, an error may have a source line
  StageTimer T("clang", "OpenCL C front end (clang)");
  // The retry's warnings were printed by the first run.
  Dependencies = {};
  return check(compileProgram(
      Inputs, FO, Ctx, Retry.WithLineTables ? nulls() : errs(), Dependencies));
}

/// The GPU the command line names; exits on a missing input, a target the
/// CL2 ABI does not cover or an unknown GPU.
static const GPUInfo &checkTargetArgs(const DriverArgs &A) {
  if (A.Inputs.empty())
    fail("no input files");
  // Both would go to standard output, one after the other.
  if (A.KernelInfoJSON && A.Output == "-")
    fail("--kernel-info=json prints to standard output, which -o - writes "
         "the output to; name an output file");
  if (!A.Target.empty() && !isAMDCL2Target(A.Target))
    fail("--amdcl2-abi needs -target amdgcn, amdgcn-amd-amdcl2 or "
         "amdgcn-amd-amdhsa, not '" +
         A.Target + "'");
  if (A.CPU.empty())
    fail("-mcpu= is required; supported GPUs: " + supportedGPUList());
  const GPUInfo *GPU = lookupGPU(A.CPU);
  if (!GPU) {
    std::string Why = unsupportedReason(A.CPU);
    fail("unknown GPU '" + A.CPU + "'" + (Why.empty() ? "" : ": " + Why) +
         "; supported GPUs: " + supportedGPUList());
  }
  return *GPU;
}

static void applyMLLVMArgs(const DriverArgs &A) {
  if (A.MLLVMArgs.empty() || Retry.WithLineTables) // parsed by the first run
    return;
  std::vector<const char *> Argv = {"amdcl2-clang (-mllvm)"};
  for (const std::string &S : A.MLLVMArgs)
    Argv.push_back(S.c_str());
  if (!cl::ParseCommandLineOptions(Argv.size(), Argv.data(), "", &errs()))
    exit(1);
}

static void initializeLLVMTargets() {
  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  InitializeAllAsmPrinters();
  InitializeAllAsmParsers();
  InitializeAllDisassemblers();
}

/// The program with our builtins and libclc linked in.
static std::unique_ptr<Module> linkProgram(const DriverArgs &A,
                                           const GPUInfo &GPU, LLVMContext &Ctx,
                                           TargetMachine &TM,
                                           StringRef Output) {
  std::unique_ptr<Module> M = loadProgram(A, GPU, Ctx);
  std::string Exe = sys::fs::getMainExecutable(
      ToolName.c_str(), reinterpret_cast<void *>(&printHelp));
  BuiltinLibraries Libs{builtinsPathFor(Exe), defaultLibCLCPath().str(),
                        libclcIndexPathFor(Exe)};
  {
    StageTimer T("builtins", "Builtins and libclc linking");
    check(linkCL2Libraries(*M, TM, Libs, A.PrintfMetadata));
  }
  if (A.SaveTemps)
    writeFile(tempPath(A, Output, "linked.ll"),
              [&](raw_ostream &OS) { M->print(OS, nullptr); });
  return M;
}

static void optimize(const DriverArgs &A, const GPUInfo &GPU, Module &M,
                     TargetMachine &TM, StringRef Output) {
  {
    StageTimer T("opt", "IR optimization and CL2 lowering");
    check(optimizeProgram(M, TM, GPU, A.OptLevel));
  }
  if (A.SaveTemps) // the IR code generation starts from, as clang's k.bc
    writeFile(tempPath(A, Output, "bc"),
              [&](raw_ostream &OS) { WriteBitcodeToFile(M, OS); });
}

static void writeIR(const DriverArgs &A, const Module &M, StringRef Output) {
  writeFile(Output, [&](raw_ostream &OS) {
    if (A.Action == DriverAction::Assembly)
      M.print(OS, nullptr);
    else
      WriteBitcodeToFile(M, OS);
  });
}

/// Codegen, then the output the action asks for (and the kernel records).
static void emitOutputs(const DriverArgs &A, Module &M, TargetMachine &TM,
                        const BinaryTarget &Target, StringRef Output) {
  // Codegen changes the module; -S and -emit-llvm need it as it was.
  std::unique_ptr<Module> Copy;
  if (A.Action == DriverAction::Assembly || A.EmitLLVM)
    Copy = CloneModule(M);
  std::optional<StageTimer> T;
  T.emplace("codegen", "Code generation and kernel records");
  CompiledProgram P =
      check(emitObject(M, TM, Target, /*ObjectNeeded=*/A.SaveTemps));
  T.reset();
  Retry.Args = nullptr; // what fails now is output, not source
  if (A.SaveTemps)      // not the output: named as clang names device objects
    writeFile(
        tempPathWith(A, Output, "-amdgcn-amd-amdhsa-" + Target.GPU->LLVMName,
                     "o"),
        [&](raw_ostream &OS) { OS.write(P.Object.data(), P.Object.size()); });

  if (A.EmitLLVM) {
    writeIR(A, *Copy, Output);
  } else if (A.Action == DriverAction::Assembly) {
    T.emplace("asm", "Assembly (a second code generation)");
    applyRetryWaves(*Copy, P);
    std::string LLVMAsm = check(emitLLVMAssembly(*Copy, TM));
    std::string Text =
        check(printCLRXAssembly(P, LLVMAsm, compileOptionsOf(A)));
    writeFile(Output, [&](raw_ostream &OS) { OS << Text; });
  } else {
    StageTimer W("writer", "AMDCL2 binary writer");
    check(writeAMDCL2Binary(P, A, Output));
  }
  if (A.KernelInfoJSON)
    printKernelsJSON(outs(), P.kernelInfos());
}

static std::string mainExecutable() {
  return sys::fs::getMainExecutable(ToolName.c_str(),
                                    reinterpret_cast<void *>(&printHelp));
}

/// What runs after the front end, one stage a line.
static void addBackendStages(const DriverArgs &A, const GPUInfo &GPU,
                             StringRef Output, std::vector<StageCommand> &S) {
  std::string Exe = mainExecutable();
  std::string CPU = "-mcpu=" + targetID(GPU);
  std::string Opt = "-O" + std::to_string(A.OptLevel);
  S.push_back({"amdcl2-link-builtins", builtinsPathFor(Exe),
               defaultLibCLCPath().str()});
  S.push_back({"amdcl2-opt", CPU, Opt});
  if (A.EmitLLVM && !A.KernelInfoJSON) {
    S.push_back({"amdcl2-write-ir", "-o", Output.str()});
    return;
  }
  S.push_back({"amdcl2-codegen", CPU, Opt});
  if (A.EmitLLVM)
    S.push_back({"amdcl2-write-ir", "-o", Output.str()});
  else if (A.Action == DriverAction::Assembly)
    S.push_back({"amdcl2-asm", "-o", Output.str()});
  else
    S.push_back({"amdcl2-write",
                 "--amdcl2-driver=" + (A.DriverVersion.empty()
                                           ? defaultDriverVersion(GPU).str()
                                           : A.DriverVersion),
                 "-o", Output.str()});
}

/// -### and -v: clang's header, clang's cc1 line for each source, then the
/// amdcl2 stages, on standard error as clang prints them.
static void printStagesFor(const DriverArgs &A, const GPUInfo &GPU,
                           StringRef Output) {
  std::optional<FrontendOnly> Only;
  if (A.Action == DriverAction::Preprocess)
    Only = FrontendOnly::Preprocess;
  else if (A.Action == DriverAction::SyntaxOnly)
    Only = FrontendOnly::SyntaxOnly;
  FrontendOptions FO = frontendOptionsFor(A, GPU);
  std::vector<StageCommand> Stages;
  for (const ProgramInput &In : classifyInputs(A))
    if (In.Kind == InputKind::OpenCLSource)
      Stages.push_back(check(frontendCommand(In.Path, FO, Only)));
    else if (Only)
      fail("'" + In.Path +
           "': LLVM IR cannot be preprocessed or checked as OpenCL C");
    else
      Stages.push_back({"amdcl2-read-ir", In.Path});
  if (!Only)
    addBackendStages(A, GPU, Output, Stages);
  printDriverHeader(errs(), mainExecutable());
  printStages(errs(), Stages, /*Quote=*/A.PrintCommands);
}

static int runPipeline(const DriverArgs &A) {
  const GPUInfo &GPU = checkTargetArgs(A);
  applyMLLVMArgs(A);
  TimeStages = TimePassesIsEnabled = A.TimePasses;
  initializeLLVMTargets();

  const std::string Output = A.Output.empty() ? defaultOutputName(A) : A.Output;
  check(checkOutputIsNotInput(Output, A.Inputs));
  if (A.PrintCommands || (A.Verbose && !Retry.WithLineTables)) {
    printStagesFor(A, GPU, Output);
    if (A.PrintCommands)
      return 0; // clang's -###: nothing runs
  }
  if (A.Action == DriverAction::Preprocess ||
      A.Action == DriverAction::SyntaxOnly)
    return runFrontendOnlyAction(A, GPU, Output);
  LLVMContext Ctx;
  std::unique_ptr<TargetMachine> TM =
      check(createTargetMachine(GPU, A.OptLevel));
  std::unique_ptr<Module> M = linkProgram(A, GPU, Ctx, *TM, Output);
  check(prepareModule(*M, *TM));
  BinaryTarget Target = check(binaryTargetFor(A, GPU, *M));
  optimize(A, GPU, *M, *TM, Output);
  // -emit-llvm needs codegen only for the kernel records.
  if (A.EmitLLVM && !A.KernelInfoJSON) {
    Retry.Args = nullptr;
    writeIR(A, *M, Output);
    writeDependencies();
    return 0;
  }
  emitOutputs(A, *M, *TM, Target, Output);
  writeDependencies();
  return 0;
}

/// --print-supported-cpus: every -mcpu spelling with the LLVM processor
/// that compiles for it, its Catalyst device, and the first driver that
/// knows the device (--amdcl2-driver below it is refused).
static void printSupportedGPUs(raw_ostream &OS) {
  OS << "GPUs for --amdcl2-abi (-mcpu=NAME; LLVM target, Catalyst device, "
        "drivers that know it):\n";
  for (const GPUInfo &G : supportedGPUs()) {
    std::optional<unsigned> Known = firstDriverKnowing(*G.Device);
    std::string First = Known ? DriverVersion{*Known}.str() + " on" : "-";
    OS << formatv("  {0,-12} {1,-14} {2,-10} {3}\n", G.Name, targetID(G),
                  G.DeviceName, First);
  }
}

/// `clang --help` without --amdcl2-abi: clang-22's help, then what
/// --amdcl2-abi adds, so that the options are found from either.
static int printClangHelpWithAMDCL2(char **Argv) {
  std::vector<StringRef> Args = {AMDCL2_CLANG22};
  for (char **A = Argv + 1; *A; ++A)
    Args.push_back(*A);
  std::string Err;
  int RC =
      sys::ExecuteAndWait(AMDCL2_CLANG22, Args, std::nullopt, {}, 0, 0, &Err);
  if (RC < 0) {
    errs() << sys::path::filename(Argv[0]) << ": error: cannot run "
           << AMDCL2_CLANG22 << ": " << Err << "\n";
    return 1;
  }
  outs() << "\nAMDCL2 OPTIONS (amdcl2 " << AMDCL2_VERSION_STRING
         << "; 'clang --amdcl2-abi --help' for all):\n"
            "  --amdcl2-abi            compile OpenCL C for the AMD Catalyst "
            "OpenCL 2.0 ABI\n"
            "                          into AMDCL2 binaries (with -target "
            "amdgcn -mcpu=<gpu>)\n"
            "  --amdcl2-driver=<v>     the AMD driver the binary is for\n"
            "  --amdcl2-printf-metadata=on|off\n"
            "                          printf descriptors in the binary\n"
            "  --kernel-info=json      print each kernel's CL2 record\n";
  return RC;
}

int main(int Argc, char **Argv) {
  ArrayRef<const char *> Args(Argv + 1, Argv + Argc);
  if (!wantsAMDCL2Pipeline(Args) &&
      any_of(Args, [](StringRef A) { return A == "--help" || A == "-help"; }))
    return printClangHelpWithAMDCL2(Argv);
  if (!wantsAMDCL2Pipeline(Args)) {
    // Exactly Debian's clang-22: same arguments, same argv[0].
    execv(AMDCL2_CLANG22, Argv);
    errs() << sys::path::filename(Argv[0]) << ": error: cannot run "
           << AMDCL2_CLANG22 << ": " << std::strerror(errno) << "\n";
    return 1;
  }
  InitLLVM X(Argc, Argv);
  // A crash in clang or LLVM becomes one error line naming the stage, after
  // which nothing more is compiled (CrashGuard.h).
  enableCrashRecovery();
  tuneAllocatorForCompiler();
  ToolName = sys::path::filename(Argv[0]).str();
  DriverArgs A = check(parseDriverArgs(Args));
  CommandWords.assign(Args.begin(), Args.end());
  CommandArgs = &A;
  for (const std::string &W : A.Warnings)
    errs() << ToolName << ": warning: " << W << "\n";
  if (A.Help) {
    printHelp();
    return 0;
  }
  if (A.PrintCPUs) {
    printSupportedGPUs(outs());
    return 0;
  }
  if (A.Version) {
    printToolVersion(outs(), "amdcl2-clang");
    outs() << "clang " CLANG_VERSION_STRING ", target amdgcn-amd-amdhsa with "
              "--amdcl2-abi (AMD OpenCL 2.0 binaries)\n";
    return 0;
  }
  return runPipeline(A);
}
