//===- KernelMetadata.h - KernelABI records carried in LLVM IR -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering pass records its decisions on each kernel as `!amdcl2.*`
/// function metadata, so that later stages (and `opt` output) carry them
/// without reaching into the pass: data flows one way, through the IR.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_KERNELMETADATA_H
#define AMDCL2_ABI_KERNELMETADATA_H

#include "amdcl2/ABI/KernelInfo.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace amdcl2 {

/// Metadata kind names.
constexpr const char *MDKernelName = "amdcl2.kernel";
constexpr const char *MDArgsName = "amdcl2.args";
/// Only on kernels with printf descriptors.
constexpr const char *MDPrintfName = "amdcl2.printf";

/// Attaches \p ABI to \p F, replacing any earlier record.
void writeKernelABI(llvm::Function &F, const KernelABI &ABI);
/// True if \p F carries a record.
bool hasKernelABI(const llvm::Function &F);
/// Reads the record back; an error if it is missing or malformed.
llvm::Expected<KernelABI> readKernelABI(const llvm::Function &F);
/// All lowered kernels of \p M, in module order.
llvm::Expected<std::vector<KernelABI>>
readModuleKernelABIs(const llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_ABI_KERNELMETADATA_H
