//===- Build.h - From OpenCL C to an AMDCL2 binary --------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The stages between the command line and the binary, shared by
/// amdcl2-clang (which times them and saves temporaries between them) and
/// the OpenCL runtime's clBuildProgram (lib/Runtime), so that both compile
/// with one pipeline: front end, builtins, the IR pipeline with the CL2
/// lowering, code generation, the writer.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_DRIVER_BUILD_H
#define AMDCL2_DRIVER_BUILD_H

#include "amdcl2/ABI/CompiledProgram.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Driver/DriverArgs.h"
#include "amdcl2/Frontend/Builtins.h"
#include "amdcl2/Frontend/Frontend.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Module;
class TargetMachine;
class raw_ostream;
} // namespace llvm

namespace amdcl2 {

/// What clang gets for \p A, as for any compilation for \p GPU: AMD's
/// predefined macros, the dialect, the options as the user spelled them.
FrontendOptions frontendOptionsFor(const DriverArgs &A, const GPUInfo &GPU);

/// What the binary's .comment records of the command line.
std::string compileOptionsOf(const DriverArgs &A);

/// Device-side enqueue lowered, printf bound, then our builtins and
/// libclc linked: clang's module made ready for the IR pipeline.
llvm::Error linkCL2Libraries(llvm::Module &M, llvm::TargetMachine &TM,
                             const BuiltinLibraries &Libs, bool PrintfMetadata);

/// The GPU and driver era the binary is for (--amdcl2-driver or the GPU's
/// default); selects the argument format of \p M accordingly.
llvm::Expected<BinaryTarget>
binaryTargetFor(const DriverArgs &A, const GPUInfo &GPU, llvm::Module &M);

/// The -O pipeline with the CL2 lowering; debug information dropped after it.
llvm::Error optimizeProgram(llvm::Module &M, llvm::TargetMachine &TM,
                            const GPUInfo &GPU, unsigned OptLevel);

/// The AMDCL2 binary of \p P.
llvm::Expected<llvm::SmallVector<char, 0>>
writeProgramBinary(const CompiledProgram &P, const DriverArgs &A);

/// All of the above for \p Inputs (OpenCL C read through \p A's front-end
/// options, which may hold them in memory): what `-c` makes. clang's
/// diagnostics go to \p DiagOS; an error after the front end is returned.
llvm::Expected<llvm::SmallVector<char, 0>>
buildProgramBinary(const DriverArgs &A, const FrontendOptions &FO,
                   const GPUInfo &GPU, llvm::ArrayRef<ProgramInput> Inputs,
                   const BuiltinLibraries &Libs, llvm::raw_ostream &DiagOS);

/// The front end alone, for clCompileProgram and clLinkProgram's
/// -create-library: \p Inputs (OpenCL C, or LLVM IR such as this function
/// made before) linked into one module, written as bitcode; the other
/// stages run when it is given to buildProgramBinary as an LLVM IR input.
llvm::Expected<std::string>
compileToBitcode(const FrontendOptions &FO, llvm::ArrayRef<ProgramInput> Inputs,
                 llvm::raw_ostream &DiagOS);

} // namespace amdcl2

#endif // AMDCL2_DRIVER_BUILD_H
