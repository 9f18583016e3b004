//===- ProgramBuilder.h - LLVM's object -> CompiledProgram ------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The step between LLVM's AMDGPU code generation and the AMDCL2 writer:
/// the relocatable object (code object v4) read once, each kernel checked
/// against the CL2 lowering's decisions and recorded as AMD's compiler
/// records it. It needs LLVM's object and MC layers only, never a
/// TargetMachine, so that LLVM's own AMDGPU target can use it too
/// (llvm-patches/).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_PROGRAM_PROGRAMBUILDER_H
#define AMDCL2_PROGRAM_PROGRAMBUILDER_H

#include "amdcl2/ABI/CompiledProgram.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

namespace amdcl2 {

/// The program in LLVM's relocatable \p Object whose kernels the lowering
/// pass decided as \p ABIs: descriptors, code and data read once, each
/// kernel checked (ABI doc section 9; a disagreement is an error naming the
/// kernel and the field), then recorded for \p T (KernelRules.h).
llvm::Expected<CompiledProgram> buildProgram(llvm::SmallVector<char, 0> Object,
                                             llvm::ArrayRef<KernelABI> ABIs,
                                             const BinaryTarget &T);

/// The program without kernels AMD's compiler makes of a source that defines
/// none, for \p T with pointers of 64 bits or, without \p Is64, 32.
llvm::Expected<CompiledProgram> buildEmptyProgram(const BinaryTarget &T,
                                                  bool Is64);

} // namespace amdcl2

#endif // AMDCL2_PROGRAM_PROGRAMBUILDER_H
