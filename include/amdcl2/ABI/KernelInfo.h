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
};

/// A compiled kernel: the ABI decisions plus what codegen produced.
struct KernelInfo {
  KernelABI ABI;
  std::string GPU;             ///< LLVM processor name, e.g. "gfx803"
  uint32_t EnableSGPRMask = 0; ///< kernel_code_properties low bits
  unsigned UserSGPRs = 0;
  unsigned TidigCompCnt = 0;
  uint32_t ScratchBytes = 0; ///< per work-item private segment
  uint32_t LDSBytes = 0;     ///< static group segment
  unsigned SGPRs = 0;        ///< including VCC / FLAT_SCRATCH / XNACK
  unsigned VGPRs = 0;
  uint32_t PgmRsrc1 = 0;
  uint32_t PgmRsrc2 = 0;
  uint64_t KernargSize = 0;

  bool is64Bit() const { return ABI.Layout.Is64Bit; }
  DimMask tgidMask() const { return (PgmRsrc2 >> 7) & 7; }
};

/// Prints `{"kernels":[...]}` in the shared `--kernel-info=json` schema, keys
/// in schema order, indented by 2. Every tool prints kernel info this way.
void printKernelsJSON(llvm::raw_ostream &OS,
                      llvm::ArrayRef<KernelInfo> Kernels);

/// JSON values of the same schema (objects print with sorted keys).
llvm::json::Value toJSON(const KernelInfo &K);
llvm::json::Value kernelsToJSON(llvm::ArrayRef<KernelInfo> Kernels);
/// Parses the schema back (used by tests and tools that consume it).
llvm::Expected<std::vector<KernelInfo>> kernelsFromJSON(llvm::StringRef Text);

} // namespace amdcl2

#endif // AMDCL2_ABI_KERNELINFO_H
