//===- AMDCL2Plugin.cpp - amdcl2 passes as an opt/clang plugin ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Exposes the passes of Passes.def to `opt -load-pass-plugin` (by name in
/// `-passes=`) and to `clang -fpass-plugin` (the lowering runs at
/// OptimizerLast, after the AMDGPU attributor, at every -O level).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Transforms/AMDCL2LowerABI.h"
#include "amdcl2/Transforms/KeepCalls.h"
#include "amdcl2/Transforms/LowerEnqueue.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace amdcl2;

static void registerCallbacks(PassBuilder &PB) {
  configureBackendForCL2();
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        // amdcl2-lower-abi<driver=D>: the argument format of driver D.
        if (Name.starts_with("amdcl2-lower-abi<") &&
            PassBuilder::checkParametrizedPassName(Name, "amdcl2-lower-abi")) {
          Expected<std::string> Driver = PassBuilder::parsePassParameters(
              parseLowerABIParams, Name, "amdcl2-lower-abi");
          if (!Driver) {
            WithColor::error() << toString(Driver.takeError()) << "\n";
            return false;
          }
          MPM.addPass(AMDCL2LowerABIPass(*Driver));
          return true;
        }
#define AMDCL2_MODULE_PASS(NAME, CREATE_PASS)                                  \
  if (Name == NAME) {                                                          \
    MPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#include "amdcl2/Transforms/Passes.def"
        return false;
      });
  // Device-side enqueue needs clang's unoptimized IR (and the builtins
  // linked after it, see docs/Tools.md).
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(AMDCL2LowerEnqueuePass());
        MPM.addPass(AMDCL2KeepCallsPass());
      });
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(AMDCL2LowerABIPass());
      });
}

PassPluginLibraryInfo getAMDCL2PluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "amdcl2", LLVM_VERSION_STRING,
          registerCallbacks};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return getAMDCL2PluginInfo();
}
