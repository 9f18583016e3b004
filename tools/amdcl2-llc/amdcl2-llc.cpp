//===- amdcl2-llc.cpp - LLVM IR to CL2-ABI GCN code -----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// llc for the AMD Catalyst OpenCL 2.0 ABI: reads IR or bitcode, applies the
/// CL2 lowering (no other IR optimization, as llc) and writes an AMDCL2
/// program binary, CLRX-dialect assembly (-S), LLVM's ELF object
/// (--emit=elf) or the kernel info JSON.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/CrashGuard.h"
#include "amdcl2/ABI/InputChecks.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Binary/Writer.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "amdcl2/Transforms/AMDCL2LowerABI.h"
#include "amdcl2/Version.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace amdcl2;

static cl::OptionCategory Cat("amdcl2-llc options");

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input>"),
                                      cl::init("-"), cl::cat(Cat));
static cl::opt<std::string> OutputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::cat(Cat));
static cl::opt<std::string> MCPU("mcpu",
                                 cl::desc("GPU (LLVM or Catalyst name)"),
                                 cl::value_desc("gpu"), cl::cat(Cat));
static cl::opt<char> OptLevel("O", cl::desc("Optimization level 0-3"),
                              cl::Prefix, cl::init('2'), cl::cat(Cat));
static cl::opt<bool> EmitAsm("S", cl::desc("Write CLRX .amdcl2 assembly"),
                             cl::cat(Cat));
enum class EmitKind { Default, ELF, LLVMAsm, IR };
static cl::opt<EmitKind> Emit(
    "emit", cl::desc("What to write"), cl::init(EmitKind::Default),
    cl::values(clEnumValN(EmitKind::ELF, "elf", "LLVM's relocatable ELF"),
               clEnumValN(EmitKind::LLVMAsm, "llvm-asm",
                          "LLVM's AMDGPU assembly"),
               clEnumValN(EmitKind::IR, "ir", "The IR after the CL2 lowering")),
    cl::cat(Cat));
static cl::opt<std::string>
    KernelInfoFormat("kernel-info",
                     cl::desc("Print the kernels' CL2 info (format: json)"),
                     cl::value_desc("json"), cl::cat(Cat));
static cl::opt<std::string>
    DriverOpt("amdcl2-driver",
              cl::desc("AMD driver the binary is for: old, 1912.05, 2004.06, "
                       "2036.03, 2236.00, ... (default: suits the GPU)"),
              cl::value_desc("version"), cl::cat(Cat));
static cl::opt<bool> DebugTrace("amdcl2-debug", cl::Hidden,
                                cl::desc("Trace the amdcl2 passes"));

static const char *ToolName = "amdcl2-llc";

[[noreturn]] static void fail(const Twine &Msg) {
  outs().flush();
  WithColor::error(errs(), ToolName) << Msg << "\n";
  exit(1);
}

static void check(Error E) {
  if (E)
    fail(toString(std::move(E)));
}

template <typename T> static T check(Expected<T> V) {
  if (!V)
    fail(toString(V.takeError()));
  return std::move(*V);
}

/// Writes \p Data to the output through a temporary file, so that a failed
/// run never leaves a partial file or clobbers an existing one.
static void writeOutput(StringRef Path, StringRef Data) {
  if (Path == "-") {
    outs() << Data;
    return;
  }
  if (Error E = writeFileAtomically(Path, ArrayRef(Data.data(), Data.size())))
    fail("'" + Path + "': " + toString(std::move(E)));
}

static std::string defaultOutput(StringRef Ext) {
  if (InputFile == "-")
    return "-";
  StringRef Base = InputFile;
  if (Base.ends_with(".ll") || Base.ends_with(".bc"))
    Base = Base.drop_back(3);
  return (Base + Ext).str();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // A crash in LLVM becomes one error line naming the stage (CrashGuard.h).
  enableCrashRecovery();
  tuneAllocatorForCompiler();
  cl::HideUnrelatedOptions(Cat);
  cl::SetVersionPrinter(
      [](raw_ostream &OS) { printToolVersion(OS, "amdcl2-llc"); });
  cl::ParseCommandLineOptions(
      argc, argv, "amdcl2 IR compiler for the AMD OpenCL 2.0 ABI\n");
  if (DebugTrace) {
    DebugFlag = true;
    setCurrentDebugType("amdcl2-lower-abi");
  }
  if (OptLevel < '0' || OptLevel > '3')
    fail("invalid optimization level -O" + Twine(OptLevel.getValue()));
  if (!KernelInfoFormat.empty() && KernelInfoFormat != "json")
    fail("unknown --kernel-info format '" + KernelInfoFormat +
         "' (expected json)");
  const GPUInfo *GPU = check(lookupGPUOrError(MCPU));
  BinaryTarget Target;
  Target.GPU = GPU;
  Target.Driver = check(driverVersionFor(*GPU, DriverOpt));

  if (!OutputFile.empty())
    check(checkOutputIsNotInput(OutputFile, {InputFile.getValue()}));
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIRFile(InputFile, Diag, Ctx);
  if (!M)
    fail(Twine(Diag.getFilename()) + ":" + Twine(Diag.getLineNo()) + ":" +
         Twine(Diag.getColumnNo() + 1) + ": " + Diag.getMessage());
  // Nothing may run on IR the verifier has not seen: passes assume it valid.
  check(checkInputModule(*M));

  CompileOptions Opts;
  Opts.GPU = GPU;
  Opts.OptLevel = OptLevel - '0';
  std::unique_ptr<TargetMachine> TM =
      check(createTargetMachine(*GPU, Opts.OptLevel));
  check(prepareModule(*M, *TM));
  selectArgumentFormat(*M, Target.Driver);
  check(runIRPipeline(*M, *TM, Opts));
  if (Emit == EmitKind::IR) {
    std::string Text;
    raw_string_ostream OS(Text);
    M->print(OS, nullptr);
    writeOutput(OutputFile.empty() ? defaultOutput(".lowered.ll") : OutputFile,
                Text);
    return 0;
  }

  // Codegen consumes the module: -S needs a copy for the assembly text.
  std::unique_ptr<Module> AsmModule;
  if (EmitAsm || Emit == EmitKind::LLVMAsm)
    AsmModule = CloneModule(*M);
  CompiledProgram P = check(
      emitObject(*M, *TM, Target, /*ObjectNeeded=*/Emit == EmitKind::ELF));

  if (!KernelInfoFormat.empty()) {
    printKernelsJSON(outs(), P.kernelInfos());
    if (OutputFile.empty())
      return 0;
  }
  if (EmitAsm || Emit == EmitKind::LLVMAsm) {
    applyRetryWaves(*AsmModule, P);
    std::string Asm = check(emitLLVMAssembly(*AsmModule, *TM));
    bool CLRX = Emit != EmitKind::LLVMAsm;
    std::string Out = OutputFile.empty() ? defaultOutput(".s") : OutputFile;
    writeOutput(Out, CLRX ? check(printCLRXAssembly(P, Asm)) : Asm);
    return 0;
  }
  if (Emit == EmitKind::ELF) {
    std::string Out = OutputFile.empty() ? defaultOutput(".o") : OutputFile;
    writeOutput(Out, StringRef(P.Object.data(), P.Object.size()));
    return 0;
  }
  SmallVector<char, 0> Bin = check(writeAMDCL2(P, WriterOptions()));
  std::string Out = OutputFile.empty() ? defaultOutput(".clo") : OutputFile;
  writeOutput(Out, StringRef(Bin.data(), Bin.size()));
  return 0;
}
