//===- ReaderKernelInfo.h - KernelInfo of a read kernel ---------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Converts a kernel read from a binary into the shared KernelInfo record, so
/// tools print the same JSON schema for compiled and for read kernels.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_READERKERNELINFO_H
#define AMDCL2_BINARY_READERKERNELINFO_H

#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/Binary/AMDCL2Binary.h"

namespace amdcl2 {

/// The KernelInfo of kernel \p K of \p Bin, decoded by the ABI's kernel
/// codec (decodeKernel in KernelCodec.h) from its setup and metadata.
KernelInfo kernelInfoFromBinary(const AMDCL2Binary &Bin, const AMDCL2Kernel &K);

} // namespace amdcl2

#endif // AMDCL2_BINARY_READERKERNELINFO_H
