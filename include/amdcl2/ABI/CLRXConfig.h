//===- CLRXConfig.h - A kernel record in CLRX's .config dialect -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one printer of a KernelInfo as a CLRX `.amdcl2` kernel configuration
/// (`.config` with `.dims`, the feature flags, the work-group attributes,
/// segment sizes, register counts, resource words and one `.arg` per user
/// argument). `amdcl2-clang -S`, `amdcl2-llc -S` and `amdcl2-objdump
/// --kernels` all print kernels through it, so the same kernel reads the
/// same wherever it comes from.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_CLRXCONFIG_H
#define AMDCL2_ABI_CLRXCONFIG_H

#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/MetadataBlob.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace amdcl2 {

/// CLRX's argument type of \p A in `.arg` ("uint4", "float*", "structure*",
/// "image2d", "sampler", ...).
std::string clrxArgType(const ArgDesc &A);

/// CLRX's `.sampler` ids of one kernel: the samplers (\p Slots: each
/// sampler's slot in the read-only data, by id) that one of the kernel's
/// text relocations (\p Addends) points at, sorted. CLRX's disassembler
/// matches the addend alone, whatever the relocation's symbol; so does this.
std::vector<unsigned> clrxKernelSamplers(llvm::ArrayRef<uint64_t> Slots,
                                         llvm::ArrayRef<int64_t> Addends);

/// `.kernel NAME` and its `.config` block for a binary of generation \p G;
/// \p Samplers are its `.sampler` ids (clrxKernelSamplers).
void printCLRXKernelConfig(llvm::raw_ostream &OS, const KernelInfo &K,
                           cl2::Generation G,
                           llvm::ArrayRef<unsigned> Samplers = {});

} // namespace amdcl2

#endif // AMDCL2_ABI_CLRXCONFIG_H
