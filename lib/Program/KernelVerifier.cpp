//===- KernelVerifier.cpp - Check LLVM's kernels against the CL2 ABI ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks each kernel's descriptor and code, as ObjectReader read them,
/// against the CL2 decisions recorded by the lowering pass (ABI doc section
/// 9). Any disagreement means LLVM did not honour the pinned inputs: an
/// internal error naming the kernel and the field, never a silently wrong
/// kernel. The checks change nothing.
///
//===----------------------------------------------------------------------===//

#include "KernelVerifier.h"
#include "ArgumentReads.h"
#include "amdcl2/ABI/Features.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
namespace kd = llvm::amdhsa;

namespace amdcl2 {

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static std::string hex(uint64_t V) { return "0x" + utohexstr(V, true); }

static Error mismatch(StringRef Kernel, StringRef Field, uint64_t Got,
                      uint64_t Want, StringRef Why) {
  return makeError("internal error: kernel '" + Kernel + "': " + Field +
                   " is " + hex(Got) + " but " + Why + " needs " + hex(Want));
}

static DimMask tgidMask(uint32_t Rsrc2) {
  return AMDHSA_BITS_GET(Rsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X) |
         AMDHSA_BITS_GET(Rsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y)
             << 1 |
         AMDHSA_BITS_GET(Rsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z)
             << 2;
}

/// The user-SGPR and dimension checks of ABI doc section 9.
static Error checkInputs(const kd::kernel_descriptor_t &D, const KernelABI &ABI,
                         const GPUInfo &GPU) {
  uint32_t Rsrc2 = D.compute_pgm_rsrc2;
  uint32_t Mask = D.kernel_code_properties & 0x7f;
  StringRef Why = "the CL2 flags";
  uint32_t WantMask = enableSGPRMask(ABI.Flags, GPU.Family);
  if (Mask != WantMask)
    return mismatch(ABI.Name, "enable_sgpr mask", Mask, WantMask, Why);
  unsigned User =
      AMDHSA_BITS_GET(Rsrc2, kd::COMPUTE_PGM_RSRC2_GFX6_GFX120_USER_SGPR_COUNT);
  unsigned WantUser = userSGPRLayout(WantMask).Count;
  if (User != WantUser)
    return mismatch(ABI.Name, "USER_SGPR", User, WantUser, Why);
  // Stock LLVM enables the x group id on every kernel; an LLVM with
  // llvm-patches/ 0001 gives it only when read. Every other dimension must
  // match.
  DimMask TGID = tgidMask(Rsrc2), WantTGID = ABI.GroupIds | 1;
  if (TGID != WantTGID && TGID != ABI.GroupIds)
    return mismatch(ABI.Name, "TGID enable mask", TGID, WantTGID,
                    "the group ids the kernel reads");
  unsigned Tidig =
      AMDHSA_BITS_GET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_VGPR_WORKITEM_ID);
  unsigned WantTidig = tidigCompCount(ABI.LocalIds);
  if (Tidig != WantTidig)
    return mismatch(ABI.Name, "TIDIG_COMP_CNT", Tidig, WantTidig,
                    "the local ids the kernel reads");
  return Error::success();
}

/// Segment and feature checks: kernarg size, TG_SIZE, dynamic stack,
/// scratch.
static Error checkSegments(const kd::kernel_descriptor_t &D,
                           const KernelABI &ABI) {
  uint32_t Rsrc2 = D.compute_pgm_rsrc2;
  // LLVM rounds its argument segment up to 4 bytes; an old-format layout
  // (no rounding to 16) may end between dwords.
  uint32_t WantKernarg = ABI.Flags.UseArgs ? alignTo(ABI.Args.Size, 4) : 0;
  if (D.kernarg_size != WantKernarg)
    return mismatch(ABI.Name, "kernarg size", D.kernarg_size, WantKernarg,
                    "the CL2 argument layout");
  if (AMDHSA_BITS_GET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_INFO))
    return makeError("internal error: kernel '" + ABI.Name +
                     "': TG_SIZE is enabled, which the CL2 ABI never uses");
  if (AMDHSA_BITS_GET(D.kernel_code_properties,
                      kd::KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK))
    return makeError("internal error: kernel '" + ABI.Name +
                     "' needs a dynamic stack, which the CL2 runtime "
                     "cannot provide");
  // Without SCRATCH_EN the hardware gives the kernel no scratch wave offset.
  if (D.private_segment_fixed_size &&
      !AMDHSA_BITS_GET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT))
    return makeError("internal error: kernel '" + ABI.Name + "' uses " +
                     Twine(D.private_segment_fixed_size) +
                     " bytes of scratch but SCRATCH_EN is off");
  return Error::success();
}

Error verifyKernel(const ObjectKernel &K, const KernelABI &ABI,
                   const GPUInfo &GPU) {
  if (Error E = checkInputs(K.Descriptor, ABI, GPU))
    return E;
  if (Error E = checkSegments(K.Descriptor, ABI))
    return E;
  // The functions it calls read no input (lib/Transforms/KeptCalls.h).
  return checkArgumentReads(ArrayRef(K.Code).take_front(K.OwnCodeBytes), ABI,
                            K.Descriptor.kernel_code_properties & 0x7f, GPU);
}

} // namespace amdcl2
