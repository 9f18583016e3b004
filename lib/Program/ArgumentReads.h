//===- ArgumentReads.h - Check the argument offsets the code reads -*- C++ -*-//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Decodes a kernel's machine code and checks every scalar load from the
/// argument and setup pointers against the CL2 layout.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_PROGRAM_ARGUMENTREADS_H
#define AMDCL2_LIB_PROGRAM_ARGUMENTREADS_H

#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

namespace amdcl2 {

/// Checks the loads in \p Code (the kernel's instructions): through LLVM's
/// MC disassembler on gfx8/gfx9, a small decoder of its own on gfx7.
/// \p EnableMask is the kernel's enable_sgpr mask (where the pointers are).
llvm::Error checkArgumentReads(llvm::ArrayRef<uint8_t> Code, const KernelABI &K,
                               uint32_t EnableMask, const GPUInfo &GPU);

} // namespace amdcl2

#endif // AMDCL2_LIB_PROGRAM_ARGUMENTREADS_H
