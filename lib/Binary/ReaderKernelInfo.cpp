//===- ReaderKernelInfo.cpp - KernelInfo from a read AMDCL2 kernel --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The reader's side of the kernel codec: a read kernel's setup and metadata
/// become the shared KernelInfo record.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "amdcl2/ABI/KernelCodec.h"

namespace amdcl2 {

KernelInfo kernelInfoFromBinary(const AMDCL2Binary &Bin,
                                const AMDCL2Kernel &K) {
  bool GFX9 = Bin.GPU ? Bin.GPU->Family == GPUFamily::GCN14
                      : (Bin.ISA && Bin.ISA->Major == 9);
  return decodeKernel(K.Name, K.Setup, K.Metadata, Bin.Gen, Bin.Is64, Bin.GPU,
                      GFX9);
}

} // namespace amdcl2
