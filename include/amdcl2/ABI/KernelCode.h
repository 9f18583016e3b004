//===- KernelCode.h - The amd_kernel_code_t of a CL2 kernel -----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The 256-byte kernel setup of an AMDCL2 kernel, which is an HSA
/// `amd_kernel_code_t` (binary-format doc section 8), as a struct and its
/// codec. LLVM 22 installs the v3 kernel descriptor
/// (llvm/Support/AMDHSAKernelDescriptor.h) but not amd_kernel_code_t, so the
/// layout table below is our own; the bit fields inside the resource words
/// and kernel_code_properties come from LLVM's header.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_KERNELCODE_H
#define AMDCL2_ABI_KERNELCODE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <cstdint>
#include <variant>

namespace amdcl2 {
namespace cl2 {
constexpr unsigned KernelCodeTSize = 256;
constexpr unsigned KCControlDirectives = 0x80; ///< 128 bytes to the end
constexpr unsigned ControlDirectivesSize = 128;
} // namespace cl2

/// amd_kernel_code_t, decoded. Every field is described once in
/// kernelCodeFields(); encode and decode both walk that table.
struct KernelCodeT {
  uint32_t VersionMajor = 0, VersionMinor = 0;
  uint16_t MachineKind = 0, MachineMajor = 0, MachineMinor = 0,
           MachineStepping = 0;
  uint64_t EntryByteOffset = 0, PrefetchByteOffset = 0, PrefetchByteSize = 0,
           MaxScratchBackingMemory = 0;
  uint32_t PgmRsrc1 = 0, PgmRsrc2 = 0, CodeProperties = 0;
  uint32_t PrivateSegmentSize = 0, GroupSegmentSize = 0, GDSSegmentSize = 0;
  uint64_t KernargSegmentSize = 0;
  uint32_t FBarrierCount = 0;
  uint16_t WavefrontSGPRCount = 0, WorkitemVGPRCount = 0, ReservedVGPRFirst = 0,
           ReservedVGPRCount = 0, ReservedSGPRFirst = 0, ReservedSGPRCount = 0,
           DebugWavefrontPrivateSegmentOffsetSGPR = 0,
           DebugPrivateSegmentBufferSGPR = 0;
  uint8_t KernargSegmentAlign = 0, GroupSegmentAlign = 0,
          PrivateSegmentAlign = 0, WavefrontSize = 0;
  uint32_t CallConvention = 0;
  uint64_t RuntimeLoaderKernelSymbol = 0;
  std::array<uint8_t, cl2::ControlDirectivesSize> ControlDirectives = {};

  /// enable_sgpr_* bits of kernel_code_properties.
  uint32_t enableSGPRMask() const;
  unsigned userSGPRs() const;    ///< PGM_RSRC2.USER_SGPR
  unsigned tgidMask() const;     ///< PGM_RSRC2.TGID_{X,Y,Z}_EN as bits 0-2
  unsigned tidigCompCnt() const; ///< PGM_RSRC2.TIDIG_COMP_CNT
  bool scratchEnabled() const;   ///< PGM_RSRC2.SCRATCH_EN

  bool operator==(const KernelCodeT &O) const;
  bool operator!=(const KernelCodeT &O) const { return !(*this == O); }
};

/// One scalar field of amd_kernel_code_t: its name (as in AMD's
/// amd_kernel_code_t and CLRX's .hsaconfig), byte offset and member.
struct KernelCodeField {
  using Member =
      std::variant<uint8_t KernelCodeT::*, uint16_t KernelCodeT::*,
                   uint32_t KernelCodeT::*, uint64_t KernelCodeT::*>;
  llvm::StringLiteral Name;
  unsigned Offset;
  Member Field;

  unsigned width() const; ///< in bytes
  uint64_t get(const KernelCodeT &K) const;
  void set(KernelCodeT &K, uint64_t V) const;
};

/// Every scalar field in offset order; the control directives follow them.
llvm::ArrayRef<KernelCodeField> kernelCodeFields();

/// The 256 bytes of \p K.
std::array<uint8_t, cl2::KernelCodeTSize>
encodeKernelCodeT(const KernelCodeT &K);

/// Decodes 256 bytes of amd_kernel_code_t (the caller checked the size).
KernelCodeT decodeKernelCodeT(llvm::ArrayRef<uint8_t> Bytes);

} // namespace amdcl2

#endif // AMDCL2_ABI_KERNELCODE_H
