//===- Compiler.cpp - IR to CL2-ABI GCN code ------------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Target setup, the IR pipeline (the -O pipeline built from the AMDGPU
/// TargetMachine with the lowering pass at OptimizerLast, right after LLVM's
/// AMDGPU attributor) and code emission.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/CodeGen/Compiler.h"
#include "CodeGenGuards.h"
#include "OccupancyRetry.h"
#include "amdcl2/ABI/CrashGuard.h"
#include "amdcl2/ABI/DiagnosticCapture.h"
#include "amdcl2/ABI/InputChecks.h"
#include "amdcl2/ABI/ProgramChecks.h"
#include "amdcl2/ABI/SmallModel.h"
#include "amdcl2/Program/AMDCL2BinaryPass.h"
#include "amdcl2/Program/ProgramBuilder.h"
#include "amdcl2/Transforms/AMDCL2LowerABI.h"
#include "amdcl2/Transforms/KeepCalls.h"
#include "amdcl2/Transforms/NarrowPointers.h"
#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <optional>

using namespace llvm;

namespace amdcl2 {

static constexpr const char *HSATriple = "amdgcn-amd-amdhsa";

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

void initializeAMDGPUTarget() {
  static bool Done = [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
    LLVMInitializeAMDGPUAsmParser();
    LLVMInitializeAMDGPUDisassembler();
    configureBackendForCL2();
    return true;
  }();
  (void)Done;
}

Expected<std::unique_ptr<TargetMachine>>
createTargetMachine(const GPUInfo &GPU, unsigned OptLevel) {
  initializeAMDGPUTarget();
  Triple TT(HSATriple);
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return makeError("cannot create the AMDGPU target: " + Err);
  static const CodeGenOptLevel Levels[] = {
      CodeGenOptLevel::None, CodeGenOptLevel::Less, CodeGenOptLevel::Default,
      CodeGenOptLevel::Aggressive};
  TargetOptions Opts;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, GPU.LLVMName, targetFeatures(GPU), Opts, Reloc::PIC_, std::nullopt,
      Levels[std::min(OptLevel, 3u)]));
  if (!TM)
    return makeError("cannot create a target machine for " + GPU.LLVMName);
  return std::move(TM);
}

Error prepareModule(Module &M, TargetMachine &TM) {
  Triple TT(M.getTargetTriple());
  if (!TT.getTriple().empty() && !TT.isAMDGCN())
    return makeError("module targets '" + TT.getTriple() + "', not amdgcn");
  // LLVM's metadata streamer and the lowering trust the OpenCL metadata.
  if (Error E = checkOpenCLKernels(M))
    return E;
  // A 32-bit program keeps 32-bit pointers until code generation
  // (amdcl2/ABI/SmallModel.h).
  const bool Small = isSmallModel(M.getDataLayout());
  M.setTargetTriple(TM.getTargetTriple());
  M.setDataLayout(TM.createDataLayout());
  if (Small) {
    Expected<std::string> DL =
        smallModelDataLayout(M.getDataLayout().getStringRepresentation());
    if (!DL)
      return DL.takeError();
    M.setDataLayout(*DL);
  }
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    // -mcpu wins over what the producer recorded, as in llc. Features
    // recorded for another GPU would make LLVM drop the function as
    // incompatible (AMDGPURemoveIncompatibleFunctions), so they go too.
    F.addFnAttr("target-cpu", TM.getTargetCPU());
    F.removeFnAttr("target-features");
  }
  return Error::success();
}

/// StripDebugInfo, and the module flags the front end's -g added, so that
/// the module is as if compiled without it.
static void stripDebugInfo(Module &M) {
  StripDebugInfo(M);
  SmallVector<Module::ModuleFlagEntry, 8> Flags;
  M.getModuleFlagsMetadata(Flags);
  if (NamedMDNode *MD = M.getModuleFlagsMetadata())
    M.eraseNamedMetadata(MD);
  for (const Module::ModuleFlagEntry &F : Flags)
    if (F.Key->getString() != "Debug Info Version" &&
        F.Key->getString() != "Dwarf Version")
      M.addModuleFlag(F.Behavior, F.Key->getString(), F.Val);
}

/// Keeps the crash guard's stage on the function the next pass runs on, so
/// that a crash in the pipeline names it.
static void nameFunctionsInStage(PassInstrumentationCallbacks &PIC,
                                 CrashGuard &Guard) {
  PIC.registerBeforeNonSkippedPassCallback(
      [&Guard, Last = (const Function *)nullptr](StringRef, Any IR) mutable {
        const Function *const *F = llvm::any_cast<const Function *>(&IR);
        const Function *Now = F ? *F : nullptr;
        if (Now == Last)
          return;
        Last = Now;
        Guard.setStage(Now ? "optimizing and lowering '" +
                                 Now->getName().str() + "' to the CL2 ABI"
                           : "optimizing and lowering to the CL2 ABI");
      });
}

/// "kernel 'k'" or "kernels 'a', 'b'" of \p M, for a crash message.
static std::string kernelNames(const Module &M) {
  std::string S;
  unsigned N = 0;
  for (const Function &F : M)
    if (isOpenCLKernel(F))
      S += (N++ ? ", '" : "'") + F.getName().str() + "'";
  return N ? (N == 1 ? "kernel " : "kernels ") + S : "no kernel";
}

/// A function whose address is only stored in program data (a block
/// literal's invoke function, once its calls were folded and inlined) in a
/// program that calls nothing through a pointer can never run. It goes,
/// its address in the data becoming null: otherwise a work-item function
/// it calls, which only a kernel's inputs answer, would stop the compile.
static void dropUncallableFunctions(Module &M) {
  for (const Function &F : M)
    for (const Instruction &I : instructions(F))
      if (const auto *CB = dyn_cast<CallBase>(&I))
        if (!CB->isInlineAsm() && !CB->getCalledFunction())
          return;
  SmallVector<Function *, 4> Dead;
  for (Function &F : M) {
    if (F.isDeclaration() || isOpenCLKernel(F) || !F.hasLocalLinkage())
      continue;
    if (llvm::all_of(F.users(), [](const User *U) { return isa<Constant>(U); }))
      Dead.push_back(&F);
  }
  for (Function *F : Dead) {
    F->replaceAllUsesWith(Constant::getNullValue(F->getType()));
    F->eraseFromParent();
  }
}

Error runIRPipeline(Module &M, TargetMachine &TM, const CompileOptions &Opts) {
  DiagnosticCapture Diags(M.getContext());
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  // LLVM's instrumentation, so that -time-passes (TimePassesIsEnabled) and
  // -print-after and the like work on this pipeline as they do in opt.
  PassInstrumentationCallbacks PIC;
  StandardInstrumentations SI(M.getContext(), /*DebugLogging=*/false);
  SI.registerCallbacks(PIC, &MAM);
  CrashGuard Guard("LLVM", "optimizing and lowering to the CL2 ABI");
  nameFunctionsInStage(PIC, Guard);
  PassBuilder PB(&TM, PipelineTuningOptions(), std::nullopt, &PIC);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);

  ModulePassManager MPM;
  if (Opts.RunOptPipeline) {
    unsigned Level = std::min(Opts.OptLevel, 3u);
    // Registered after the TargetMachine's own callbacks, so the lowering
    // runs after the AMDGPU attributor and has the last word on inputs.
    // Before LLVM's inliner: the functions the lowering will keep as calls
    // are kept from it (KeepCalls.h).
    PB.registerPipelineStartEPCallback(
        [](ModulePassManager &MPM, OptimizationLevel) {
          MPM.addPass(AMDCL2KeepCallsPass());
        });
    PB.registerOptimizerLastEPCallback(
        [Level](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
          MPM.addPass(AMDCL2LowerABIPass());
          if (Level == 0)
            return;
          // The lowering runs InstCombine on each kernel itself; what is
          // left of its work-item arithmetic is common subexpressions and
          // branches.
          FunctionPassManager FPM;
          FPM.addPass(EarlyCSEPass());
          FPM.addPass(SimplifyCFGPass());
          MPM.addPass(createModuleToFunctionPassAdaptor(std::move(FPM)));
        });
    static const OptimizationLevel *Levels[] = {
        &OptimizationLevel::O0, &OptimizationLevel::O1, &OptimizationLevel::O2,
        &OptimizationLevel::O3};
    MPM = Level == 0 ? PB.buildO0DefaultPipeline(OptimizationLevel::O0)
                     : PB.buildPerModuleDefaultPipeline(*Levels[Level]);
  } else {
    MPM.addPass(AMDCL2LowerABIPass());
  }
  if (Error E = Guard.run([&] {
        MPM.run(M, MAM);
        return Error::success();
      }))
    return E;
  if (Error E = Diags.takeError())
    return E;
  dropUncallableFunctions(M);
  // With the line tables still there: a dynamic or oversized private
  // allocation is the user's, and LLVM would only report it obscurely.
  if (const GPUInfo *GPU = Opts.GPU ? Opts.GPU : lookupGPU(TM.getTargetCPU()))
    if (Error E = checkPrivateMemory(M, *GPU))
      return E;
  if (Opts.StripDebugInfo)
    stripDebugInfo(M);
  std::string VerifyMsg;
  raw_string_ostream VOS(VerifyMsg);
  if (verifyModule(M, &VOS))
    return makeError("internal error: invalid IR after the CL2 pipeline: " +
                     VOS.str());
  return Error::success();
}

/// Runs code generation on \p M into \p OS with the passes already in \p PM
/// ahead of the target's.
static Error runCodeGen(Module &M, TargetMachine &TM, legacy::PassManager &PM,
                        raw_pwrite_stream &OS, CodeGenFileType Kind,
                        bool KeepWarnings = true) {
  // Nothing unresolved may reach codegen: LLVM would silently give the
  // kernel a 16 KiB stack and a call into nowhere.
  if (Error E = narrowPointers(M, TM.createDataLayout()))
    return E;
  if (Error E = checkCallsResolved(M))
    return E;
  // The calls kernels keep (lib/Transforms/KeptCalls.h) are found by their
  // relocations, which LLVM writes only between sections.
  TM.Options.FunctionSections = llvm::any_of(M, [](const Function &F) {
    return !F.isDeclaration() && !isOpenCLKernel(F);
  });
  DiagnosticCapture Diags(M.getContext(), KeepWarnings);
  std::optional<ScopedGuards> Guards;
  if (const GPUInfo *GPU = lookupGPU(TM.getTargetCPU()))
    Guards.emplace(M.getContext(), decideGuards(M, *GPU));
  if (TM.addPassesToEmitFile(PM, OS, nullptr, Kind))
    return makeError("the AMDGPU target cannot emit this file type");
  CrashGuard Guard("LLVM", "generating " + TM.getTargetCPU().str() +
                               " code for " + kernelNames(M));
  if (Error E = Guard.run([&] {
        PM.run(M);
        return Error::success();
      }))
    return E;
  return Diags.takeError();
}

Expected<CompiledProgram> emitObject(Module &M, TargetMachine &TM,
                                     const BinaryTarget &T, bool ObjectNeeded) {
  if (!T.GPU || T.GPU->LLVMName != TM.getTargetCPU())
    return makeError("internal error: the target machine is for '" +
                     TM.getTargetCPU() + "', the binary for '" +
                     (T.GPU ? T.GPU->LLVMName : StringRef("no GPU")) + "'");
  // The kernels of each module generated (a retry step leaves some out),
  // made into a program by the pass LLVM's own AMDGPU target runs with
  // llvm-patches/ (AMDCL2BinaryPass.h).
  auto Generate = [&](Module &Mod,
                      bool KeepWarnings) -> Expected<CompiledProgram> {
    legacy::PassManager PM;
    auto *Binary = new AMDCL2BinaryPass(T);
    PM.add(Binary);
    if (Error E = runCodeGen(Mod, TM, PM, Binary->objectStream(),
                             CodeGenFileType::ObjectFile, KeepWarnings))
      return std::move(E);
    return Binary->takeProgram();
  };
  // A program without kernels is AMD's empty program: nothing can call its
  // functions or read its variables. LLVM's object, when asked for, holds
  // them as LLVM compiles them.
  if (none_of(M, [](const Function &F) {
        return !F.isDeclaration() && isOpenCLKernel(F);
      })) {
    Expected<CompiledProgram> Empty =
        buildEmptyProgram(T, !isSmallModel(M.getDataLayout()));
    if (Empty && ObjectNeeded) {
      legacy::PassManager PM;
      raw_svector_ostream OS(Empty->Object);
      if (Error E = runCodeGen(M, TM, PM, OS, CodeGenFileType::ObjectFile))
        return std::move(E);
    }
    return Empty;
  }
  // Optimizing builds look again at kernels whose registers cost them
  // waves (OccupancyRetry.cpp); code generation changes the IR, so the
  // retries start from a copy taken before it.
  if (TM.getOptLevel() == CodeGenOptLevel::None || !occupancyRetryEnabled())
    return Generate(M, true);
  std::unique_ptr<Module> Original = CloneModule(M);
  Expected<CompiledProgram> First = Generate(M, true);
  if (!First)
    return First.takeError();
  // The first generation said what there is to say about the user's code;
  // the retries' warnings are about the waves they ask for ("failed to
  // meet occupancy target"), which the user never asked for.
  return raiseOccupancy(
      std::move(*First), *Original,
      [&](Module &Mod) { return Generate(Mod, /*KeepWarnings=*/false); },
      ObjectNeeded);
}

Expected<std::string> emitLLVMAssembly(Module &M, TargetMachine &TM) {
  SmallString<0> Text;
  raw_svector_ostream OS(Text);
  legacy::PassManager PM;
  if (Error E = runCodeGen(M, TM, PM, OS, CodeGenFileType::AssemblyFile))
    return std::move(E);
  return std::string(Text.str());
}

Expected<CompiledProgram> compileModule(Module &M, const CompileOptions &Opts,
                                        const BinaryTarget &T) {
  if (!Opts.GPU)
    return makeError("no GPU given");
  Expected<std::unique_ptr<TargetMachine>> TM =
      createTargetMachine(*Opts.GPU, Opts.OptLevel);
  if (!TM)
    return TM.takeError();
  if (Error E = prepareModule(M, **TM))
    return std::move(E);
  if (Error E = runIRPipeline(M, **TM, Opts))
    return std::move(E);
  return emitObject(M, **TM, T);
}

} // namespace amdcl2
