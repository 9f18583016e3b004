//===- Targets.cpp - GPUs supported by the AMDCL2 ABI ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The GPU table. Catalyst device names follow the binary-format doc's e_flags
/// table (section 5.1); LLVM names are LLVM 22's AMDGPU processors.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;

namespace amdcl2 {

static const GPUInfo GPUTable[] = {
    // LLVM processor names.
    {"gfx700", "gfx700", "Spectre", GPUFamily::GCN11, 7, 0, 0},
    {"gfx701", "gfx701", "Hawaii", GPUFamily::GCN11, 7, 0, 1},
    {"gfx702", "gfx702", "Hawaii", GPUFamily::GCN11, 7, 0, 2},
    {"gfx703", "gfx703", "Kalindi", GPUFamily::GCN11, 7, 0, 3},
    {"gfx704", "gfx704", "Bonaire", GPUFamily::GCN11, 7, 0, 4},
    {"gfx801", "gfx801", "Carrizo", GPUFamily::GCN12, 8, 0, 1},
    {"gfx802", "gfx802", "Tonga", GPUFamily::GCN12, 8, 0, 2},
    {"gfx803", "gfx803", "Fiji", GPUFamily::GCN12, 8, 0, 3},
    {"gfx810", "gfx810", "Stoney", GPUFamily::GCN12, 8, 1, 0},
    {"gfx900", "gfx900", "gfx900", GPUFamily::GCN14, 9, 0, 0},
    {"gfx902", "gfx902", "gfx902", GPUFamily::GCN14, 9, 0, 2},
    {"gfx904", "gfx904", "gfx904", GPUFamily::GCN14, 9, 0, 4},
    {"gfx906", "gfx906", "gfx906", GPUFamily::GCN14, 9, 0, 6},
    // Catalyst / marketing names.
    {"kaveri", "gfx700", "Spectre", GPUFamily::GCN11, 7, 0, 0},
    {"spectre", "gfx700", "Spectre", GPUFamily::GCN11, 7, 0, 0},
    {"spooky", "gfx700", "Spooky", GPUFamily::GCN11, 7, 0, 0},
    {"hawaii", "gfx701", "Hawaii", GPUFamily::GCN11, 7, 0, 1},
    {"kalindi", "gfx703", "Kalindi", GPUFamily::GCN11, 7, 0, 3},
    {"kabini", "gfx703", "Kalindi", GPUFamily::GCN11, 7, 0, 3},
    {"mullins", "gfx703", "Mullins", GPUFamily::GCN11, 7, 0, 3},
    {"bonaire", "gfx704", "Bonaire", GPUFamily::GCN11, 7, 0, 4},
    {"carrizo", "gfx801", "Carrizo", GPUFamily::GCN12, 8, 0, 1},
    {"tonga", "gfx802", "Tonga", GPUFamily::GCN12, 8, 0, 2},
    {"iceland", "gfx802", "Iceland", GPUFamily::GCN12, 8, 0, 2},
    {"topaz", "gfx802", "Iceland", GPUFamily::GCN12, 8, 0, 2},
    {"fiji", "gfx803", "Fiji", GPUFamily::GCN12, 8, 0, 3},
    {"ellesmere", "gfx803", "Ellesmere", GPUFamily::GCN12, 8, 0, 3},
    {"polaris10", "gfx803", "Ellesmere", GPUFamily::GCN12, 8, 0, 3},
    {"baffin", "gfx803", "Baffin", GPUFamily::GCN12, 8, 0, 3},
    {"polaris11", "gfx803", "Baffin", GPUFamily::GCN12, 8, 0, 3},
    {"stoney", "gfx810", "Stoney", GPUFamily::GCN12, 8, 1, 0},
    {"vega", "gfx900", "gfx900", GPUFamily::GCN14, 9, 0, 0},
    {"vega10", "gfx900", "gfx900", GPUFamily::GCN14, 9, 0, 0},
    {"raven", "gfx902", "gfx902", GPUFamily::GCN14, 9, 0, 2},
    {"vega12", "gfx904", "gfx904", GPUFamily::GCN14, 9, 0, 4},
    {"vega20", "gfx906", "gfx906", GPUFamily::GCN14, 9, 0, 6},
};

ArrayRef<GPUInfo> supportedGPUs() { return GPUTable; }

const GPUInfo *lookupGPU(StringRef Name) {
  for (const GPUInfo &G : GPUTable)
    if (G.Name.equals_insensitive(Name))
      return &G;
  return nullptr;
}

Expected<const GPUInfo *> lookupGPUOrError(StringRef Name) {
  if (const GPUInfo *G = lookupGPU(Name))
    return G;
  if (Name.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no GPU given (-mcpu=); supported: " +
                                 supportedGPUList());
  return createStringError(inconvertibleErrorCode(),
                           "unsupported GPU '" + Name +
                               "' (-mcpu=); supported: " + supportedGPUList());
}

std::string supportedGPUList() {
  std::string S;
  for (const GPUInfo &G : GPUTable) {
    if (!S.empty())
      S += ", ";
    S += G.Name;
  }
  return S;
}

StringRef familyName(GPUFamily F) {
  switch (F) {
  case GPUFamily::GCN11:
    return "gfx7";
  case GPUFamily::GCN12:
    return "gfx8";
  case GPUFamily::GCN14:
    return "gfx9";
  }
  llvm_unreachable("bad GPU family");
}

} // namespace amdcl2
