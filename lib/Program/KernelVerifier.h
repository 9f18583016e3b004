//===- KernelVerifier.h - Check LLVM's kernels against the CL2 ABI -*- C++ -*-//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_PROGRAM_KERNELVERIFIER_H
#define AMDCL2_LIB_PROGRAM_KERNELVERIFIER_H

#include "ObjectReader.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/Support/Error.h"

namespace amdcl2 {

/// Checks kernel \p K of LLVM's object against the decisions \p ABI of the
/// lowering pass (ABI doc section 9); an internal error names the kernel and
/// the field that disagrees.
llvm::Error verifyKernel(const ObjectKernel &K, const KernelABI &ABI,
                         const GPUInfo &GPU);

} // namespace amdcl2

#endif // AMDCL2_LIB_PROGRAM_KERNELVERIFIER_H
