//===- KernelInfo.h - Per-kernel CL2 record shared by all stages -*- C++
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The record every stage reads: what the lowering pass decided (flags,
/// dimensions, argument layout and metadata) and what codegen produced
/// (registers, segment sizes, program resource words). It also defines the
/// `--kernel-info=json` schema all amdcl2 tools print.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_KERNELINFO_H
#define AMDCL2_ABI_KERNELINFO_H

#include "amdcl2/ABI/ArgLayout.h"
#include "amdcl2/ABI/Features.h"
#include "amdcl2/ABI/KernelCode.h"
#include "amdcl2/ABI/PrintfFormat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace amdcl2 {

/// What the CL2 lowering pass decides for one kernel.
struct KernelABI {
  std::string Name;
  FeatureFlags Flags;   ///< normalized
  DimMask GroupIds = 0; ///< work-group id dimensions read
  DimMask LocalIds = 0; ///< local id dimensions read
  LayoutOptions Layout;
  ArgBufferLayout Args; ///< hidden + user arguments, placed
  std::array<unsigned, 3> ReqdWorkGroupSize = {0, 0, 0};
  std::array<unsigned, 3> WorkGroupSizeHint = {0, 0, 0};
  std::string VecTypeHint; ///< OpenCL type name, "" if none
  /// The kernel is "uniform-work-group-size" (OpenCL 1.x,
  /// -cl-uniform-work-group-size): no partial work-groups, as with a
  /// required size, so its local size is the enqueued one. AMD's newer
  /// drivers say so in the control directives.
  bool UniformWorkGroups = false;
  /// The kernel addresses memory through a value it loaded (a gather, a
  /// scatter, a pointer chase); AMD then writes a waves-per-SIMD hint of 0.
  bool AddressesLoadedData = false;
  /// The printf descriptors the runtime needs to print what this kernel
  /// writes to the printf buffer: every printf of the program if the kernel
  /// reaches one (the runtime looks them up by ID), none otherwise.
  std::vector<PrintfFormat> Printf;
};

/// A compiled kernel as the CL2 runtime sees it: the ABI decisions, the
/// kernel setup it is dispatched with, and the metadata-record facts that
/// follow neither. The same record comes out of code generation (for one
/// target driver era) and out of reading a binary; the codec in
/// KernelCodec.h turns it into the binary's records and back.
struct KernelInfo {
  KernelABI ABI;
  std::string GPU; ///< LLVM processor name, e.g. "gfx803"
  /// The amd_kernel_code_t the binary holds (register counts, segment
  /// sizes, resource words, enable bits, control directives).
  KernelCodeT Setup;
  unsigned Id = 0;    ///< position in the program (metadata id 0x400 + Id)
  unsigned Index = 0; ///< kernel-table index (metadata header)
  /// The G1/G2 metadata word CLRX reads as "0 or 0xffffffff": the
  /// compiler's waves-per-SIMD hint (aclMetadata's wavesPerSimdHint). The
  /// runtime turns on its adaptive wave limiter for 0, limits a kernel to
  /// N waves for a small N, and does neither for 0xffffffff.
  uint32_t WavesPerSimdHint = 0xFFFFFFFF;

  bool is64Bit() const { return ABI.Layout.Is64Bit; }
  const std::string &name() const { return ABI.Name; }
  uint32_t enableSGPRMask() const { return Setup.enableSGPRMask(); }
  unsigned userSGPRs() const { return Setup.userSGPRs(); }
  DimMask tgidMask() const { return Setup.tgidMask(); }
  unsigned tidigCompCnt() const { return Setup.tidigCompCnt(); }
  uint32_t scratchBytes() const { return Setup.PrivateSegmentSize; }
  uint32_t ldsBytes() const { return Setup.GroupSegmentSize; }
  unsigned sgprs() const { return Setup.WavefrontSGPRCount; }
  unsigned vgprs() const { return Setup.WorkitemVGPRCount; }
  uint64_t kernargSize() const { return Setup.KernargSegmentSize; }
};

/// Every difference between two records, one "field: a != b" line each,
/// fields in declaration order; empty when they agree. Used by the codec's
/// round-trip tests and by tools that compare kernels.
std::vector<std::string> compareKernelInfo(const KernelInfo &A,
                                           const KernelInfo &B);

/// Prints `{"kernels":[...]}` in the shared `--kernel-info=json` schema, keys
/// in schema order, indented by 2. Every tool prints kernel info this way.
void printKernelsJSON(llvm::raw_ostream &OS,
                      llvm::ArrayRef<KernelInfo> Kernels);
/// The `"kernels": [...]` member of that object, streamed into an object
/// \p J has open: for documents that carry more than the kernels (the JSON
/// of several files amdcl2-objdump prints).
void attributeKernelsJSON(llvm::json::OStream &J,
                          llvm::ArrayRef<KernelInfo> Kernels);

/// JSON values of the same schema (objects print with sorted keys).
llvm::json::Value toJSON(const KernelInfo &K);
/// \p Bytes as a JSON string: names and messages from a binary are
/// arbitrary bytes, and JSON strings must be UTF-8 (invalid sequences become
/// U+FFFD).
std::string jsonUTF8(llvm::StringRef Bytes);
llvm::json::Value kernelsToJSON(llvm::ArrayRef<KernelInfo> Kernels);
/// Parses the schema back (used by tests and tools that consume it).
llvm::Expected<std::vector<KernelInfo>> kernelsFromJSON(llvm::StringRef Text);

} // namespace amdcl2

#endif // AMDCL2_ABI_KERNELINFO_H
