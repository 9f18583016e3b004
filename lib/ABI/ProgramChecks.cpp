//===- ProgramChecks.cpp - Checks on whole programs -----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Names in messages are the ones users wrote: clang's kernel body
/// `__clang_ocl_kern_imp_k` is kernel `k`, other names are demangled.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ProgramChecks.h"
#include "amdcl2/ABI/KernelRules.h"
#include "amdcl2/ABI/LocatedError.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

static constexpr StringLiteral KernelBodyPrefix = "__clang_ocl_kern_imp_";

bool isOpenCLKernel(const Function &F) {
  CallingConv::ID CC = F.getCallingConv();
  return !F.isDeclaration() &&
         (CC == CallingConv::AMDGPU_KERNEL || CC == CallingConv::SPIR_KERNEL);
}

std::string sourceName(StringRef Name) {
  if (Name.consume_front(KernelBodyPrefix))
    return Name.str();
  return demangle(Name);
}

std::string describeFunction(const Function &F) {
  bool InKernel = F.getCallingConv() == CallingConv::AMDGPU_KERNEL ||
                  F.getCallingConv() == CallingConv::SPIR_KERNEL ||
                  F.getName().starts_with(KernelBodyPrefix);
  return (InKernel ? "kernel '" : "function '") + sourceName(F.getName()) + "'";
}

/// The undefined function \p CB calls, unless something else resolves it.
static const Function *
undefinedCallee(const CallBase &CB,
                function_ref<bool(StringRef)> LeftForLater) {
  if (CB.isInlineAsm())
    return nullptr;
  const auto *Callee =
      dyn_cast<Function>(CB.getCalledOperand()->stripPointerCasts());
  if (!Callee || !Callee->isDeclaration() || Callee->isIntrinsic())
    return nullptr;
  if (LeftForLater && LeftForLater(Callee->getName()))
    return nullptr;
  return Callee;
}

Error checkCallsResolved(const Module &M,
                         function_ref<bool(StringRef)> LeftForLater) {
  for (const Function &F : M) {
    if (F.isDeclaration())
      continue;
    for (const Instruction &I : instructions(F)) {
      const auto *CB = dyn_cast<CallBase>(&I);
      const Function *Callee =
          CB ? undefinedCallee(*CB, LeftForLater) : nullptr;
      if (!Callee)
        continue;
      return makeLocatedError(DiagnosticLocation(I.getDebugLoc()),
                              "call to undefined function '" +
                                  sourceName(Callee->getName()) + "' in " +
                                  describeFunction(F));
    }
  }
  return Error::success();
}

/// Where to report a problem with \p I of kernel \p K.
static DiagnosticLocation locationOf(const Instruction &I, const Function &K) {
  if (I.getDebugLoc())
    return DiagnosticLocation(I.getDebugLoc());
  if (const DISubprogram *SP = K.getSubprogram())
    return DiagnosticLocation(SP);
  return DiagnosticLocation();
}

/// The problem with private allocation \p AI, if it has one.
static std::optional<std::string> privateAllocaProblem(const AllocaInst &AI,
                                                       const GPUInfo &GPU) {
  const Function &K = *AI.getFunction();
  if (!AI.isStaticAlloca())
    return "kernel '" + K.getName().str() + "': " +
           (isa<Constant>(AI.getArraySize())
                ? "an alloca outside the entry block"
                : "an alloca with a run-time size") +
           " (such as __builtin_alloca) needs a dynamic stack, which the "
           "CL2 ABI does not provide";
  std::optional<TypeSize> Size = AI.getAllocationSize(K.getDataLayout());
  uint64_t Limit = GPU.Device->Limits.MaxScratchBytes;
  if (!Size || Size->isScalable() || Size->getFixedValue() <= Limit)
    return std::nullopt;
  return resourceLimitMessage(K.getName(), ScratchUnit, Size->getFixedValue(),
                              GPU.LLVMName, Limit);
}

Error checkPrivateMemory(const Module &M, const GPUInfo &GPU) {
  for (const Function &K : M) {
    if (!isOpenCLKernel(K))
      continue;
    for (const Instruction &I : instructions(K))
      if (const auto *AI = dyn_cast<AllocaInst>(&I))
        if (std::optional<std::string> Msg = privateAllocaProblem(*AI, GPU))
          return makeLocatedError(locationOf(I, K), *Msg);
  }
  return Error::success();
}

} // namespace amdcl2
