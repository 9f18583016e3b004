//===- AMDCL2BinaryPass.cpp - LLVM's object -> AMDCL2 binary --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/Program/AMDCL2BinaryPass.h"
#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/ABI/KernelMetadata.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Binary/Writer.h"
#include "amdcl2/Program/ProgramBuilder.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

char AMDCL2BinaryPass::ID = 0;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

AMDCL2BinaryPass::AMDCL2BinaryPass(const BinaryTarget &T)
    : ModulePass(ID), Target(T) {}

AMDCL2BinaryPass::AMDCL2BinaryPass(raw_pwrite_stream &Out, StringRef CPU,
                                   StringRef Driver)
    : ModulePass(ID), Out(&Out) {
  Expected<const GPUInfo *> GPU = lookupGPUOrError(CPU);
  if (!GPU) {
    fail(GPU.takeError());
    return;
  }
  Target.GPU = *GPU;
  Expected<DriverVersion> D = driverVersionFor(**GPU, Driver);
  if (D)
    Target.Driver = *D;
  else
    fail(D.takeError());
}

AMDCL2BinaryPass::~AMDCL2BinaryPass() { consumeError(std::move(Failure)); }

void AMDCL2BinaryPass::fail(Error E) {
  if (Failure)
    consumeError(std::move(E));
  else
    Failure = std::move(E);
}

Error AMDCL2BinaryPass::readDecisions(const Module &M) {
  // LLVM would emit an HSA kernel the CL2 runtime cannot launch: the
  // binary is only made of kernels the lowering decided.
  for (const Function &F : M)
    if (!F.isDeclaration() &&
        F.getCallingConv() == CallingConv::AMDGPU_KERNEL && !hasKernelABI(F))
      return makeError("kernel '" + F.getName() +
                       "' was not lowered to the CL2 ABI (the "
                       "amdcl2-lower-abi pass); an AMDCL2 binary needs "
                       "lowered kernels");
  Expected<std::vector<KernelABI>> K = readModuleKernelABIs(M);
  if (!K)
    return K.takeError();
  if (K->empty())
    return makeError("module contains no OpenCL kernel");
  ABIs = std::move(*K);
  return Error::success();
}

bool AMDCL2BinaryPass::runOnModule(Module &M) {
  if (!Failure)
    fail(readDecisions(M));
  return false;
}

bool AMDCL2BinaryPass::doFinalization(Module &M) {
  // Code generation has written and finished the object by now.
  if (!Failure) {
    Expected<CompiledProgram> P = buildProgram(std::move(Object), ABIs, Target);
    if (P)
      Program = std::move(*P);
    else
      fail(P.takeError());
  }
  if (!Out)
    return false;
  if (!Failure) {
    Expected<SmallVector<char, 0>> Bin = writeAMDCL2(*Program, WriterOptions());
    if (Bin)
      Out->write(Bin->data(), Bin->size());
    else
      fail(Bin.takeError());
  }
  if (Failure)
    M.getContext().emitError(toString(std::move(Failure)));
  return false;
}

Expected<CompiledProgram> AMDCL2BinaryPass::takeProgram() {
  if (Failure)
    return std::move(Failure);
  if (!Program)
    return makeError("internal error: the AMDCL2 binary pass did not run");
  CompiledProgram P = std::move(*Program);
  Program.reset();
  return std::move(P);
}

} // namespace amdcl2
