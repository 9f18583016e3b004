//===- Build.cpp - From OpenCL C to an AMDCL2 binary ----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/Driver/Build.h"
#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/ABI/Predefines.h"
#include "amdcl2/Binary/Writer.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "amdcl2/Transforms/AMDCL2LowerABI.h"
#include "amdcl2/Transforms/LowerEnqueue.h"
#include "amdcl2/Transforms/PrintfBinding.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"

using namespace llvm;

namespace amdcl2 {

FrontendOptions frontendOptionsFor(const DriverArgs &A, const GPUInfo &GPU) {
  FrontendOptions FO;
  FO.CLStd = A.CLStd;
  FO.CPU = targetID(GPU);
  FO.OptLevel = A.OptLevel;
  FO.ClangArgs = A.ClangArgs;
  FO.StrictDialect = A.StrictDialect;
  FO.Predefines = amdPredefinedMacros(GPU, A.CLStd);
  for (StringRef E : undefinedClangExtensions())
    FO.Undefines.push_back(E.str());
  FO.OutputName = A.Output;
  FO.SmallModel = A.SmallModel;
  // cc1's -v (its version and include search list), not the driver's: the
  // header is amdcl2's.
  if (A.Verbose)
    FO.ClangArgs.insert(FO.ClangArgs.end(), {"-Xclang", "-v"});
  return FO;
}

std::string compileOptionsOf(const DriverArgs &A) {
  std::string Options = "-cl-std=" + A.CLStd;
  for (const std::string &C : A.ClangArgs)
    Options += " " + C;
  return Options;
}

Error linkCL2Libraries(Module &M, TargetMachine &TM,
                       const BuiltinLibraries &Libs, bool PrintfMetadata) {
  // Before linking: it needs clang's IR as made, and its builtins linked.
  if (Error E = lowerDeviceEnqueue(M))
    return E;
  // Before linking too: the allocator it calls is one of our builtins.
  if (Error E = bindPrintf(M, TM, PrintfMetadata))
    return E;
  return linkBuiltins(M, Libs);
}

Expected<BinaryTarget> binaryTargetFor(const DriverArgs &A, const GPUInfo &GPU,
                                       Module &M) {
  BinaryTarget Target;
  Target.GPU = &GPU;
  Expected<DriverVersion> D = driverVersionFor(GPU, A.DriverVersion);
  if (!D)
    return D.takeError();
  Target.Driver = *D;
  selectArgumentFormat(M, Target.Driver);
  return Target;
}

Error optimizeProgram(Module &M, TargetMachine &TM, const GPUInfo &GPU,
                      unsigned OptLevel) {
  CompileOptions CO;
  CO.GPU = &GPU;
  CO.OptLevel = OptLevel;
  CO.RunOptPipeline = true;
  CO.StripDebugInfo = true;
  return runIRPipeline(M, TM, CO);
}

Expected<SmallVector<char, 0>> writeProgramBinary(const CompiledProgram &P,
                                                  const DriverArgs &A) {
  WriterOptions O;
  O.CompileOptions = compileOptionsOf(A);
  return writeAMDCL2(P, O);
}

Expected<SmallVector<char, 0>>
buildProgramBinary(const DriverArgs &A, const FrontendOptions &FO,
                   const GPUInfo &GPU, ArrayRef<ProgramInput> Inputs,
                   const BuiltinLibraries &Libs, raw_ostream &DiagOS) {
  initializeAMDGPUTarget();
  LLVMContext Ctx;
  Expected<std::unique_ptr<TargetMachine>> TM =
      createTargetMachine(GPU, A.OptLevel);
  if (!TM)
    return TM.takeError();
  DependencyOutput Deps;
  Expected<std::unique_ptr<Module>> M =
      compileProgram(Inputs, FO, Ctx, DiagOS, Deps);
  if (!M)
    return M.takeError();
  if (Error E = linkCL2Libraries(**M, **TM, Libs, A.PrintfMetadata))
    return std::move(E);
  if (Error E = prepareModule(**M, **TM))
    return std::move(E);
  Expected<BinaryTarget> Target = binaryTargetFor(A, GPU, **M);
  if (!Target)
    return Target.takeError();
  if (Error E = optimizeProgram(**M, **TM, GPU, A.OptLevel))
    return std::move(E);
  Expected<CompiledProgram> P = emitObject(**M, **TM, *Target);
  if (!P)
    return P.takeError();
  return writeProgramBinary(*P, A);
}

Expected<std::string> compileToBitcode(const FrontendOptions &FO,
                                       ArrayRef<ProgramInput> Inputs,
                                       raw_ostream &DiagOS) {
  LLVMContext Ctx;
  DependencyOutput Deps;
  Expected<std::unique_ptr<Module>> M =
      compileProgram(Inputs, FO, Ctx, DiagOS, Deps);
  if (!M)
    return M.takeError();
  std::string Bitcode;
  raw_string_ostream OS(Bitcode);
  WriteBitcodeToFile(**M, OS);
  OS.flush();
  return Bitcode;
}

} // namespace amdcl2
