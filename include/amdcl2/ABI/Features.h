//===- Features.h - CL2 feature flags and user-SGPR layout ------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The four AMDCL2 feature flags, the HSA `enable_sgpr_*` bits they select and
/// the resulting user- and system-SGPR assignment (ABI doc sections 2, 3, 7).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_FEATURES_H
#define AMDCL2_ABI_FEATURES_H

#include "amdcl2/ABI/Targets.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include <cstdint>
#include <string>

namespace amdcl2 {

/// What a kernel asks the dispatcher for. Stronger flags imply weaker ones:
/// usegeneric and useenqueue imply usesetup, which implies useargs.
struct FeatureFlags {
  bool UseArgs = false;
  bool UseSetup = false;
  bool UseEnqueue = false;
  bool UseGeneric = false;

  /// Returns the flags with the implications applied.
  FeatureFlags normalized() const;
  bool operator==(const FeatureFlags &O) const {
    return UseArgs == O.UseArgs && UseSetup == O.UseSetup &&
           UseEnqueue == O.UseEnqueue && UseGeneric == O.UseGeneric;
  }
  /// "useargs,usesetup" style list ("" for none).
  std::string str() const;
};

/// HSA `kernel_code_properties` enable bits, in user-SGPR order: LLVM's
/// masks (AMDHSAKernelDescriptor.h) under the names the CL2 code uses.
enum HSAEnableBit : uint32_t {
  EnablePrivateSegmentBuffer =
      llvm::amdhsa::KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER,
  EnableDispatchPtr =
      llvm::amdhsa::KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_PTR,
  EnableQueuePtr = llvm::amdhsa::KERNEL_CODE_PROPERTY_ENABLE_SGPR_QUEUE_PTR,
  EnableKernargSegmentPtr =
      llvm::amdhsa::KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR,
  EnableDispatchID = llvm::amdhsa::KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_ID,
  EnableFlatScratchInit =
      llvm::amdhsa::KERNEL_CODE_PROPERTY_ENABLE_SGPR_FLAT_SCRATCH_INIT,
  EnablePrivateSegmentSize =
      llvm::amdhsa::KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE,
};

/// Number of SGPRs each enable bit occupies, in bit order.
unsigned userSGPRSizeOfBit(unsigned Bit);

/// The enable-bit mask a kernel with \p Flags has on \p Family (gfx9 always
/// adds flat-scratch init).
uint32_t enableSGPRMask(FeatureFlags Flags, GPUFamily Family);

/// Where each user-data pointer lives; -1 when absent.
struct UserSGPRLayout {
  unsigned Count = 0;
  int PrivateSegmentBuffer = -1; ///< s[n:n+3]
  int Setup = -1;                ///< dispatch ptr, s[n:n+1]
  int Aperture = -1;             ///< queue ptr (usegeneric), s[n:n+1]
  int Args = -1;                 ///< kernarg segment ptr, s[n:n+1]
  int FlatScratchInit = -1;      ///< s[n:n+1]
};

/// Assigns user SGPRs in HSA order from an enable-bit mask.
UserSGPRLayout userSGPRLayout(uint32_t EnableMask);

/// Dimension bit masks: bit 0 = x, 1 = y, 2 = z.
using DimMask = unsigned;
/// "xyz"-style text for a dimension mask ("" for none).
std::string dimMaskString(DimMask Dims);

/// System SGPRs after the user SGPRs: enabled group ids, then the scratch
/// wave offset when scratch is enabled.
struct SystemSGPRLayout {
  int GroupId[3] = {-1, -1, -1};
  int ScratchWaveOffset = -1;
};
SystemSGPRLayout systemSGPRLayout(unsigned UserSGPRs, DimMask GroupIds,
                                  bool ScratchEnabled);

/// TIDIG_COMP_CNT for a set of used local-id dimensions: index of the highest.
unsigned tidigCompCount(DimMask LocalIds);
/// The local ids the dispatcher provides for a TIDIG_COMP_CNT: x up to the
/// dimension it names.
inline DimMask localIdsOfTidig(unsigned TidigCompCnt) {
  return (1u << (TidigCompCnt + 1)) - 1;
}

} // namespace amdcl2

#endif // AMDCL2_ABI_FEATURES_H
