//===- KernelRules.h - What AMD's compiler records for a kernel -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The choices AMD's OpenCL compiler makes when it records a kernel it
/// compiled, per driver era: how the amd_kernel_code_t is filled from the
/// code generator's results, the usage and pointee alignment of pointer
/// arguments, the metadata marker and the kernel-table indices. Code
/// generation applies them once to build each KernelInfo; the codec
/// (KernelCodec.h) then only encodes what the record says.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_KERNELRULES_H
#define AMDCL2_ABI_KERNELRULES_H

#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

namespace amdcl2 {

/// What the code generator produced for a kernel (from LLVM's kernel
/// descriptor and metadata note), before the CL2 view is taken.
struct CodegenResult {
  uint32_t EnableSGPRMask = 0; ///< kernel_code_properties enable bits
  uint32_t PgmRsrc1 = 0, PgmRsrc2 = 0;
  uint32_t ScratchBytes = 0, LDSBytes = 0;
  unsigned SGPRs = 0, VGPRs = 0; ///< SGPRs include VCC/FLAT_SCRATCH/XNACK
  /// The SGPRs the code names, without VCC/FLAT_SCRATCH/XNACK; -1 unknown.
  int NumberedSGPRs = -1;
};

/// Units of the resources a kernel may run out of, as messages name them.
constexpr const char *ScratchUnit = "bytes of scratch per work-item";
/// The IR function attribute of a kernel that calls a work-group function
/// (set by the front end): AMD enables all three group ids for it.
constexpr const char *WorkGroupCollectiveAttr = "amdcl2-work-group-collective";
/// The IR function attribute of a kernel that reaches a printf (set where
/// printf is bound to the buffer): it gets the program's printf descriptors.
constexpr const char *PrintfAttr = "amdcl2-printf";
/// The metadata of a block kernel (from the front end) giving the pointee
/// alignment of each capture in the block's order, 0 for non-pointers.
constexpr const char *MDCapturePointeeAlignName =
    "amdcl2.capture_pointee_align";
/// The same per argument of an AMD block kernel, which the argument
/// classification takes over the alignment of the type name.
constexpr const char *MDArgPointeeAlignName = "amdcl2.arg_pointee_align";
constexpr const char *LDSUnit = "bytes of LDS";

/// `kernel 'k' uses 200000 bytes of scratch per work-item; the gfx803 limit
/// is 131056`: the one form of every resource error, whether amdcl2 or LLVM
/// finds it.
std::string resourceLimitMessage(llvm::StringRef Kernel, llvm::StringRef Unit,
                                 uint64_t Used, llvm::StringRef GPU,
                                 uint64_t Limit);

/// Checks what kernel \p Kernel uses against the limits of \p GPU (SGPRs,
/// VGPRs, LDS, scratch). The error names the kernel, the limit and both
/// values.
llvm::Error checkHardwareLimits(llvm::StringRef Kernel, const CodegenResult &R,
                                const GPUInfo &GPU);

/// The amd_kernel_code_t AMD's compiler writes for a kernel with \p ABI and
/// code-generation results \p R under target \p T.
KernelCodeT makeKernelSetup(const CodegenResult &R, const KernelABI &ABI,
                            const BinaryTarget &T);

/// Fills the metadata usage of every pointer, pipe and clk_event_t argument
/// of \p ABI for driver era \p G (pointer alignments are the pass's).
void applyArgumentRules(KernelABI &ABI, cl2::Generation G);

/// The pointee alignment the metadata records for a pointer argument of
/// OpenCL type \p PtrTypeName ("uint4*") whose pointee is a struct of
/// \p StructSize bytes (0 if not a struct or unknown).
uint64_t pointeeAlignFor(llvm::StringRef PtrTypeName, uint64_t StructSize);

/// The record of a compiled kernel for \p T: ABI decisions, setup, usage,
/// marker. Id and Index are set by assignKernelIndices().
KernelInfo makeKernelInfo(const KernelABI &ABI, const CodegenResult &R,
                          const BinaryTarget &T);

/// The name prefix of AMD's block kernels.
constexpr llvm::StringLiteral BlockKernelPrefix = "__amd_blocks_func_";

/// The kernel-table index of each kernel of a program, given their names in
/// program order (binary-format doc 6.4): ordinary kernels first, then the
/// enqueued block kernels, each in program order.
std::vector<unsigned> kernelIndices(llvm::ArrayRef<std::string> Names);

/// The metadata kernel ids (as offsets from 0x400) of a program's kernels,
/// given their names in program order. AMD's compiler numbers every function
/// it still holds, kernels or not (the "uniqueid" of the "AMD RTI" pragmas in
/// its .brig); amdcl2 numbers the kernels. OLD-format drivers (\p Old) keep
/// each block's function as an HSAIL function after its block kernel, so an
/// id follows every block kernel (ABI doc section 9).
std::vector<unsigned> kernelIds(llvm::ArrayRef<std::string> Names, bool Old);

/// Positions (kernelIds) and kernel-table indices (kernelIndices) of
/// \p Kernels, for a driver of the OLD format when \p Old.
void assignKernelIndices(llvm::MutableArrayRef<KernelInfo> Kernels,
                         bool Old = false);

} // namespace amdcl2

#endif // AMDCL2_ABI_KERNELRULES_H
