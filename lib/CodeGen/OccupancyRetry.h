//===- OccupancyRetry.h - More waves where registers allow them -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The second look at a compiled program's occupancy (OccupancyRetry.cpp).
/// Internal to lib/CodeGen.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_CODEGEN_OCCUPANCYRETRY_H
#define AMDCL2_LIB_CODEGEN_OCCUPANCYRETRY_H

#include "amdcl2/ABI/CompiledProgram.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// False under -mllvm -amdcl2-occupancy-retry=false.
bool occupancyRetryEnabled();

/// \p First, or the program \p Generate makes from copies of \p Original
/// (the module before code generation) with "amdgpu-waves-per-eu" raised on
/// kernels whose registers limit their waves below their LDS limit, when
/// that gives those kernels more waves and none of them more scratch. With
/// \p ObjectNeeded, the result's Object is LLVM's object of that program;
/// otherwise it may be made of kernels of several code generations, with
/// no Object.
llvm::Expected<CompiledProgram> raiseOccupancy(
    CompiledProgram First, const llvm::Module &Original,
    llvm::function_ref<llvm::Expected<CompiledProgram>(llvm::Module &)>
        Generate,
    bool ObjectNeeded);

} // namespace amdcl2

#endif // AMDCL2_LIB_CODEGEN_OCCUPANCYRETRY_H
