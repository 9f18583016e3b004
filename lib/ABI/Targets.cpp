//===- Targets.cpp - GPUs supported by the AMDCL2 ABI ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The device table and the -mcpu spellings derived from it. Device names and
/// codes follow the binary-format doc's e_flags table (section 5.1); LLVM
/// names are LLVM 22's AMDGPU processors.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/TargetParser/TargetParser.h"
#include <tuple>
#include <vector>

using namespace llvm;

namespace amdcl2 {

// SGPRs a wave may hold as LLVM counts them, VCC, FLAT_SCRATCH and
// XNACK_MASK included: on gfx7 those sit inside the 104 addressable ones; on
// gfx8/gfx9 they have encodings of their own above the 102 addressable ones,
// so a kernel may use all 102 and still hold the 6 (LLVM 22 reports 106 on
// gfx900 and 108 on gfx803 for such a kernel). Then 256 VGPRs, 64 KiB of LDS
// per work-group, and the scratch a wave can address (13-bit WAVESIZE in
// 1 KiB units, shared by 64 lanes).
static constexpr uint64_t MaxScratch = 8191ull * 1024 / 64;
static constexpr HardwareLimits GFX7Limits = {104, 256, 65536, MaxScratch};
static constexpr HardwareLimits GFX89Limits = {102 + 6, 256, 65536, MaxScratch};

static constexpr GPUFamily GFX7 = GPUFamily::GCN11;
static constexpr GPUFamily GFX8 = GPUFamily::GCN12;
static constexpr GPUFamily GFX9 = GPUFamily::GCN14;

// What LLVM does not define, and this table therefore does: the Catalyst
// device names, which LLVM processor stands in for each device (gfx804, 901,
// 903, 905 and 907 have none of their own in LLVM 22 and map to the nearest),
// the Catalyst -mcpu aliases and which device each names, the ISA note
// version AMD's drivers write (not LLVM's: Bonaire is 7.0.0, not gfx704's
// 7.0.4), the e_flags codes per driver column, and the hardware limits. The
// ISA version of an LLVM processor comes from llvm::AMDGPU::getIsaVersion;
// unit tests check every processor, alias and family against LLVM's table.
// Only Bonaire = 6 and 7.0.0 are verified on AMD output; the rest follows
// CLRX's tables. The 2527.00 column is also the order of the HSAIL64 target
// table in AMD's OpenCL compiler library (ROCm-OpenCL-Runtime,
// compiler/lib/utils/v0_8), whose index is the code: there Bonaire A0 is 5,
// A1 6; Baffin 15/16, Ellesmere 17/18, gfx900 19/20 and gfx901 22/23 (the
// default chip is the second), and gfx901 and gfx903 are the XNACK parts of
// gfx900 and gfx902, as the odd gfx905 and gfx907 are of gfx904 and gfx906.
// LLVM processors with no Catalyst device of their own select the nearest
// Catalyst device (UNVERIFIED on AMD drivers): gfx705, a GFX7 APU with
// gfx703's features, Mullins; gfx805 (Tonga Pro) Tonga; gfx909 (Raven 2)
// gfx902.
// clang-format off
#define NA -1
static constexpr bool XNACK = true;
static const DeviceInfo Devices[] = {
    {"Spectre", "gfx700", "gfx700", "kaveri spectre", GFX7, 7, 0, 0,
     {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, GFX7Limits},
    {"Spooky", "gfx700", "", "spooky", GFX7, 7, 0, 0,
     {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}, GFX7Limits},
    {"Kalindi", "gfx703", "gfx703", "kalindi kabini", GFX7, 7, 0, 0,
     {3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}, GFX7Limits},
    {"Mullins", "gfx703", "gfx705", "mullins", GFX7, 7, 0, 0,
     {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}, GFX7Limits},
    {"Bonaire", "gfx704", "gfx704", "bonaire", GFX7, 7, 0, 0,
     {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}, GFX7Limits},
    {"Hawaii", "gfx701", "gfx701 gfx702", "hawaii", GFX7, 7, 0, 1,
     {7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}, GFX7Limits},
    {"Iceland", "gfx802", "", "iceland topaz", GFX8, 8, 0, 0,
     {8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}, GFX89Limits},
    {"Tonga", "gfx802", "gfx802 gfx805", "tonga tongapro", GFX8, 8, 0, 0,
     {9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9}, GFX89Limits},
    {"Carrizo", "gfx801", "gfx801", "carrizo", GFX8, 8, 0, 1,
     {15, 16, 15, 13, 12, 13, 14, 12, 12, 12, 12}, GFX89Limits},
    {"Fiji", "gfx803", "gfx803", "fiji", GFX8, 8, 0, 4,
     {16, 17, 16, 14, 13, 14, 15, 13, 13, 13, 13}, GFX89Limits},
    {"Stoney", "gfx810", "gfx810", "stoney", GFX8, 8, 1, 0,
     {NA, NA, 17, 15, 14, 15, 16, 14, 14, 14, 14}, GFX89Limits},
    {"Ellesmere", "gfx803", "", "ellesmere polaris10 polaris20", GFX8, 8, 0, 4,
     {NA, NA, 12, 17, 16, 17, 18, 16, 18, 18, 18}, GFX89Limits},
    {"Baffin", "gfx803", "", "baffin polaris11 polaris21", GFX8, 8, 0, 4,
     {NA, NA, 13, 16, 15, 16, 17, 15, 16, 16, 16}, GFX89Limits},
    {"gfx804", "gfx803", "", "gfx804 polaris12 polaris22 lexa", GFX8, 8, 0, 4,
     {NA, NA, NA, NA, 18, 18, 19, 18, 20, 21, 21}, GFX89Limits},
    {"gfx900", "gfx900", "gfx900", "vega vega10", GFX9, 9, 0, 0,
     {NA, NA, NA, NA, 17, 19, 20, 17, 19, 20, 20}, GFX89Limits},
    // CLRX's writer uses 20 for gfx901 under 2264.00; its reader has none.
    {"gfx901", "gfx900", "", "gfx901", GFX9, 9, 0, 1,
     {NA, NA, NA, NA, NA, 20, 21, 19, 21, 23, 23}, GFX89Limits, XNACK},
    {"gfx902", "gfx902", "gfx902 gfx909", "raven vega11", GFX9, 9, 0, 2,
     {NA, NA, NA, NA, NA, NA, NA, NA, NA, 24, 24}, GFX89Limits},
    {"gfx903", "gfx902", "", "gfx903", GFX9, 9, 0, 3,
     {NA, NA, NA, NA, NA, NA, NA, NA, NA, 25, 25}, GFX89Limits, XNACK},
    {"gfx904", "gfx904", "gfx904", "vega12", GFX9, 9, 0, 4,
     {NA, NA, NA, NA, NA, NA, NA, NA, NA, 26, 26}, GFX89Limits},
    {"gfx905", "gfx904", "", "gfx905", GFX9, 9, 0, 5,
     {NA, NA, NA, NA, NA, NA, NA, NA, NA, 27, 27}, GFX89Limits, XNACK},
    {"gfx906", "gfx906", "gfx906", "vega20", GFX9, 9, 0, 6,
     {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, 28}, GFX89Limits},
    {"gfx907", "gfx906", "", "gfx907", GFX9, 9, 0, 7,
     {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, 29}, GFX89Limits, XNACK},
};
#undef NA
// clang-format on

ArrayRef<DeviceInfo> deviceTable() { return Devices; }

static GPUInfo makeSpelling(StringRef Name, StringRef LLVMName,
                            const DeviceInfo &D) {
  AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(LLVMName);
  return {Name,    LLVMName, D.DeviceName, D.Family,
          V.Major, V.Minor,  V.Stepping,   &D};
}

/// The processor an alias compiles for: LLVM's, where LLVM knows the alias
/// (tongapro is gfx805, not Tonga's gfx802), else the device's.
static StringRef aliasProcessor(StringRef Alias, const DeviceInfo &D) {
  AMDGPU::GPUKind K = AMDGPU::parseArchAMDGCN(Alias);
  return K == AMDGPU::GK_NONE ? D.LLVMName : AMDGPU::getArchNameAMDGCN(K);
}

static void appendWords(StringRef List, SmallVectorImpl<StringRef> &Out) {
  List.split(Out, ' ', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
}

// LLVM processor names sorted; then the Catalyst names by processor, the
// device the processor name selects first, otherwise in table order.
static std::vector<GPUInfo> buildSpellings() {
  std::vector<GPUInfo> Procs, Aliases;
  for (const DeviceInfo &D : Devices) {
    SmallVector<StringRef, 4> Words;
    appendWords(D.Processors, Words);
    for (StringRef P : Words)
      Procs.push_back(makeSpelling(P, P, D));
    Words.clear();
    appendWords(D.Aliases, Words);
    for (StringRef A : Words)
      Aliases.push_back(makeSpelling(A, aliasProcessor(A, D), D));
  }
  llvm::stable_sort(Procs, [](const GPUInfo &A, const GPUInfo &B) {
    return A.Name < B.Name;
  });
  llvm::stable_sort(Aliases, [](const GPUInfo &A, const GPUInfo &B) {
    return std::make_tuple(A.LLVMName, A.Device->Processors.empty()) <
           std::make_tuple(B.LLVMName, B.Device->Processors.empty());
  });
  llvm::append_range(Procs, Aliases);
  return Procs;
}

ArrayRef<GPUInfo> supportedGPUs() {
  static const std::vector<GPUInfo> Spellings = buildSpellings();
  return Spellings;
}

const GPUInfo *lookupGPU(StringRef Name) {
  for (const GPUInfo &G : supportedGPUs())
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
  std::string Why = unsupportedReason(Name);
  return createStringError(inconvertibleErrorCode(),
                           "unsupported GPU '" + Name + "' (-mcpu=)" +
                               (Why.empty() ? "" : ": " + Why) +
                               "; supported: " + supportedGPUList());
}

StringRef targetFeatures(const GPUInfo &G) {
  return G.Device && G.Device->XNACK ? "+xnack" : "";
}

std::string targetID(const GPUInfo &G) {
  return (G.LLVMName + (G.Device && G.Device->XNACK ? ":xnack+" : "")).str();
}

std::string unsupportedReason(StringRef Name) {
  AMDGPU::GPUKind K = AMDGPU::parseArchAMDGCN(Name);
  if (K == AMDGPU::GK_NONE || lookupGPU(Name))
    return "";
  std::string Proc = AMDGPU::getArchNameAMDGCN(K).str();
  if (K >= AMDGPU::GK_AMDGCN_GENERIC_FIRST &&
      K <= AMDGPU::GK_AMDGCN_GENERIC_LAST)
    return Proc + " is a generic target, but a binary names one device";
  unsigned Major = AMDGPU::getIsaVersion(Proc).Major;
  if (Major < 7)
    return Proc + " is GCN 1.0, for which AMD's drivers have no OpenCL 2.0 "
                  "binary format";
  if (Major > 9)
    return Proc + " is not GCN; the AMDCL2 drivers end with gfx9";
  return Proc + " is newer than every AMDCL2 driver (the last devices they "
                "know are gfx906 and gfx907)";
}

std::string supportedGPUList() {
  std::string S;
  for (const GPUInfo &G : supportedGPUs()) {
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
