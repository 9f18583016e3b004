//===- Compiler.h - IR to CL2-ABI GCN code --------------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The CodeGen stage: prepares a module for the AMDGPU backend, runs the
/// optimization pipeline (with the CL2 lowering pass at OptimizerLast) or the
/// lowering pass alone, emits an ELF object or assembly, then reads the kernel
/// descriptors back and checks them against the CL2 decisions.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_CODEGEN_COMPILER_H
#define AMDCL2_CODEGEN_COMPILER_H

#include "amdcl2/ABI/CompiledProgram.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

struct CompileOptions {
  const GPUInfo *GPU = nullptr;
  unsigned OptLevel = 2; ///< 0-3
  /// Run the full -O pipeline (driver); otherwise only the CL2 lowering, as
  /// llc runs no IR optimization (amdcl2-llc).
  bool RunOptPipeline = false;
  /// Drop all debug information after the IR pipeline: the front end's line
  /// tables serve only to locate errors, and the output must not depend on
  /// them.
  bool StripDebugInfo = false;
};

/// Registers LLVM's AMDGPU target (once per process).
void initializeAMDGPUTarget();

/// An AMDGPU TargetMachine for amdgcn-amd-amdhsa and \p GPU.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const GPUInfo &GPU, unsigned OptLevel);

/// Sets the triple and data layout; rejects modules for other targets,
/// without a kernel or breaking the OpenCL kernel rules (checkOpenCLKernels).
llvm::Error prepareModule(llvm::Module &M, llvm::TargetMachine &TM);

/// Runs the -O pipeline or the lowering pass alone (see CompileOptions).
llvm::Error runIRPipeline(llvm::Module &M, llvm::TargetMachine &TM,
                          const CompileOptions &Opts);

/// Lowered module -> the program for target \p T: LLVM's object read once,
/// every kernel verified against the CL2 decisions and recorded as AMD's
/// compiler would record it for \p T. The program's Object (LLVM's
/// relocatable object) is kept only with \p ObjectNeeded: the occupancy
/// retry may otherwise make the program of kernels of several code
/// generations.
llvm::Expected<CompiledProgram> emitObject(llvm::Module &M,
                                           llvm::TargetMachine &TM,
                                           const BinaryTarget &T,
                                           bool ObjectNeeded = false);

/// For the main() of a compiler process (not a library inside another
/// program): glibc keeps freed memory for reuse instead of returning it to
/// the system, which code generation run several times needs (Allocator.cpp).
void tuneAllocatorForCompiler();

/// Gives each kernel of \p M the waves-per-EU value the occupancy retry
/// compiled \p P's code of it with, so that another code generation of
/// \p M (the assembly listing) gives the code \p P holds.
void applyRetryWaves(llvm::Module &M, const CompiledProgram &P);

/// Lowered module -> LLVM's AMDGPU assembly text.
llvm::Expected<std::string> emitLLVMAssembly(llvm::Module &M,
                                             llvm::TargetMachine &TM);

/// CLRX `.amdcl2` source that clrxasm assembles into the binary the writer
/// makes of \p P: target, data sections and samplers, then one `.kernel`
/// per kernel with its `.config` and its code as dwords, under the
/// kernel's part of \p LLVMAsm as comments. An error for a program CLRX
/// cannot express (addresses in program-scope data). \p CompileOptions is
/// the string the binary's .comment starts with
/// (WriterOptions::CompileOptions).
llvm::Expected<std::string>
printCLRXAssembly(const CompiledProgram &P, llvm::StringRef LLVMAsm,
                  llvm::StringRef CompileOptions = "");

/// Convenience: prepare, run the IR pipeline, emit and verify.
llvm::Expected<CompiledProgram> compileModule(llvm::Module &M,
                                              const CompileOptions &Opts,
                                              const BinaryTarget &T);

} // namespace amdcl2

#endif // AMDCL2_CODEGEN_COMPILER_H
