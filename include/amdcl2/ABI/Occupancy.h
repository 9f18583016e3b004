//===- Occupancy.h - Waves per SIMD of a compiled kernel --------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How many waves of a kernel a SIMD of a gfx7/gfx8/gfx9 compute unit holds,
/// from the registers its setup allocates and the LDS each work-group takes:
/// the same formula as ../shared/testdata/same-source/compare.py, so that
/// amdcl2-objdump and the comparison with AMD agree.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_OCCUPANCY_H
#define AMDCL2_ABI_OCCUPANCY_H

#include "amdcl2/ABI/KernelInfo.h"

namespace amdcl2 {

struct Occupancy {
  unsigned Waves = 0; ///< the smallest of the three limits
  unsigned ByVGPRs = 0, BySGPRs = 0, ByLDS = 0;
  unsigned VGPRs = 0, SGPRs = 0; ///< what PGM_RSRC1 allocates a wave
};

/// The occupancy of \p K; a work-group is its required size, else 256
/// work-items (the CL2 runtime's largest).
Occupancy occupancyOf(const KernelInfo &K);

/// The most registers a wave of \p K's GPU may allocate for \p Waves waves
/// per SIMD (in allocation granules).
struct RegisterBudget {
  unsigned VGPRs = 0, SGPRs = 0;
};
RegisterBudget registerBudget(const KernelInfo &K, unsigned Waves);

} // namespace amdcl2

#endif // AMDCL2_ABI_OCCUPANCY_H
