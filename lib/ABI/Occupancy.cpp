//===- Occupancy.cpp - Waves per SIMD of a compiled kernel ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Occupancy.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;

namespace amdcl2 {

namespace kd = llvm::amdhsa;

static constexpr unsigned MaxWaves = 10; // per SIMD on GCN
static constexpr unsigned VGPRsPerLane = 256;
static constexpr unsigned LDSPerCU = 65536;
static constexpr unsigned LDSGranule = 512;
static constexpr unsigned SIMDsPerCU = 4;

/// The SGPRs a SIMD holds, and the granule a wave allocates them in.
static unsigned sgprFile(bool GFX7) { return GFX7 ? 512 : 800; }
static unsigned sgprGranule(bool GFX7) { return GFX7 ? 8 : 16; }

static bool isGFX7(const KernelInfo &K) {
  const GPUInfo *GPU = lookupGPU(K.GPU);
  return !GPU || GPU->Family == GPUFamily::GCN11;
}

RegisterBudget registerBudget(const KernelInfo &K, unsigned Waves) {
  bool GFX7 = isGFX7(K);
  RegisterBudget B;
  B.VGPRs = alignDown(VGPRsPerLane / Waves, 4);
  B.SGPRs = alignDown(sgprFile(GFX7) / Waves, sgprGranule(GFX7));
  return B;
}

Occupancy occupancyOf(const KernelInfo &K) {
  bool GFX7 = isGFX7(K);
  uint32_t Rsrc1 = K.Setup.PgmRsrc1;
  // The granules PGM_RSRC1 allocates: 4 VGPRs, 8 SGPRs (gfx8 and gfx9
  // allocate SGPRs by 16).
  unsigned VGPRs =
      4 * (AMDHSA_BITS_GET(
               Rsrc1, kd::COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT) +
           1);
  unsigned SGPRs =
      8 * (AMDHSA_BITS_GET(
               Rsrc1, kd::COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT) +
           1);
  SGPRs = alignTo(SGPRs, sgprGranule(GFX7));
  Occupancy O;
  O.VGPRs = VGPRs;
  O.SGPRs = SGPRs;
  O.ByVGPRs = std::min(MaxWaves, VGPRsPerLane / VGPRs);
  O.BySGPRs = std::min(MaxWaves, sgprFile(GFX7) / SGPRs);
  O.ByLDS = MaxWaves;
  if (uint32_t LDS = K.ldsBytes()) {
    // In 64 bits, saturating: a damaged file may give any sizes, and a
    // group with more LDS than the CU has gets no waves.
    const auto &R = K.ABI.ReqdWorkGroupSize;
    uint64_t Items =
        R[0] && R[1] && R[2]
            ? SaturatingMultiply(SaturatingMultiply<uint64_t>(R[0], R[1]),
                                 uint64_t(R[2]))
            : 256;
    uint64_t Groups = LDSPerCU / alignTo(uint64_t(LDS), LDSGranule);
    O.ByLDS = unsigned(std::min<uint64_t>(
        MaxWaves,
        SaturatingMultiply(Groups, divideCeil(Items, 64)) / SIMDsPerCU));
  }
  O.Waves = std::min({O.ByVGPRs, O.BySGPRs, O.ByLDS});
  return O;
}

} // namespace amdcl2
