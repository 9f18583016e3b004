//===- KernelSetup.cpp - amd_kernel_code_t from LLVM's kernel descriptor --===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Derives each kernel's 256-byte amd_kernel_code_t (spec section 8) from its
/// verified KernelInfo (the CL2 view of LLVM's kernel descriptor that
/// readAndVerifyKernels produced: resource words, segment sizes, enabled user
/// SGPRs, register counts, argument buffer), filling the fields the way AMD's
/// compiler does, and encodes it.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterParts.h"
#include "amdcl2/ABI/Features.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

namespace {
// kernel_code_properties high half (spec 8.1).
constexpr uint32_t PrivateElementSize4 = 1u << 17;
constexpr uint32_t IsPtr64 = 1u << 19;
constexpr uint32_t IsXNACKEnabled = 1u << 22;
// compute_pgm_rsrc1.DX10_CLAMP.
constexpr uint32_t Rsrc1DX10Clamp = 1u << 21;
// HSA control directives (hsa_ext_control_directives_t).
constexpr unsigned CDMask = 0, CDRequiredWorkgroupSize = 56;
constexpr uint64_t CDPresentRequiredWorkgroupSize = 1u << 7;
constexpr uint64_t CDPresentRequireNoPartialWorkgroups = 1u << 8;
} // namespace

Expected<KernelCodeT> buildKernelSetup(const KernelInfo &K, const GPUInfo &GPU,
                                       DriverVersion D, bool Is64) {
  // The verifier has checked LLVM's descriptor against the CL2 flags; every
  // CL2 mask has the private segment buffer, so 0 means it never ran.
  if (!(K.EnableSGPRMask & EnablePrivateSegmentBuffer))
    return createStringError("kernel '%s' has no verified code-generation "
                             "record (enable_sgpr mask 0); fill its "
                             "KernelInfo with readAndVerifyKernels",
                             K.ABI.Name.c_str());
  // The verifier does not look at SCRATCH_EN; without it the hardware gives
  // the kernel no scratch wave offset.
  if (K.ScratchBytes && !(K.PgmRsrc2 & cl2::PgmRsrc2ScratchEn))
    return createStringError("kernel '%s' uses %u bytes of scratch but "
                             "SCRATCH_EN is off",
                             K.ABI.Name.c_str(), K.ScratchBytes);
  // LLVM may allocate more registers than the code uses (it pads PGM_RSRC1
  // for a known work-group size), while AMD's counts always agree with the
  // granules (spec 8.2). Keep LLVM's allocation and report its top register.
  const uint32_t Rsrc1 = K.PgmRsrc1;
  unsigned SGPRs = K.SGPRs, VGPRs = K.VGPRs;
  unsigned VGPRGranules = Rsrc1 & 0x3F, SGPRGranules = (Rsrc1 >> 6) & 0xF;
  if ((std::max(VGPRs, 1u) - 1) / 4 < VGPRGranules)
    VGPRs = (VGPRGranules + 1) * 4;
  if ((std::max(SGPRs, 1u) - 1) / 8 < SGPRGranules)
    SGPRs = (SGPRGranules + 1) * 8;

  const bool Old = D.isOld();
  const bool FSI = K.EnableSGPRMask & EnableFlatScratchInit;
  KernelCodeT C;
  C.VersionMajor = 1;
  C.VersionMinor = Old ? 0 : 1;
  C.MachineKind = 1; // AMDGPU; the machine version stays 0 as AMD writes it
  C.EntryByteOffset = cl2::KernelCodeTSize;
  C.PgmRsrc1 = Old ? Rsrc1 & ~Rsrc1DX10Clamp : Rsrc1;
  C.PgmRsrc2 = K.PgmRsrc2;
  C.CodeProperties =
      K.EnableSGPRMask | PrivateElementSize4 | (Is64 ? IsPtr64 : 0);
  // CLRX sets is_xnack_enabled for gfx8 under 1912.05-era drivers.
  if (GPU.Family == GPUFamily::GCN12 && !Old &&
      D.Value < DriverVersion::G2First)
    C.CodeProperties |= IsXNACKEnabled;
  C.PrivateSegmentSize = K.ScratchBytes;
  C.GroupSegmentSize = K.LDSBytes;
  C.KernargSegmentSize = K.KernargSize;
  C.WavefrontSGPRCount = SGPRs;
  C.WorkitemVGPRCount = VGPRs;
  // AMD fills the reserved-register fields: the first VGPR after the used
  // ones, and the SGPRs without VCC (and FLAT_SCRATCH/XNACK_MASK).
  unsigned Extra = FSI ? (GPU.Family == GPUFamily::GCN11 ? 4 : 6) : 2;
  C.ReservedVGPRFirst = VGPRs;
  C.ReservedSGPRFirst = SGPRs > Extra ? SGPRs - Extra : 0;
  if (Old) {
    C.KernargSegmentAlign = 3;
    C.GroupSegmentAlign = K.LDSBytes ? 2 : 0;
    C.PrivateSegmentAlign = K.ScratchBytes ? (FSI ? 3 : 4) : 0;
  } else {
    C.KernargSegmentAlign = C.GroupSegmentAlign = C.PrivateSegmentAlign = 4;
  }
  C.WavefrontSize = 6;
  // 2482-era drivers record reqd_work_group_size as a control directive.
  const auto &R = K.ABI.ReqdWorkGroupSize;
  if (D.Value >= 248200 && R[0] && R[1] && R[2]) {
    uint64_t Mask =
        CDPresentRequiredWorkgroupSize | CDPresentRequireNoPartialWorkgroups;
    support::endian::write<uint64_t, llvm::endianness::little>(
        C.ControlDirectives.data() + CDMask, Mask);
    for (unsigned I = 0; I < 3; ++I)
      support::endian::write<uint32_t, llvm::endianness::little>(
          C.ControlDirectives.data() + CDRequiredWorkgroupSize + 4 * I, R[I]);
  }
  return C;
}

} // namespace amdcl2
