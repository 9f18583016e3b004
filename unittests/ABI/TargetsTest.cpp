//===- TargetsTest.cpp - Tests for the GPU table --------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks GPU lookup by LLVM and Catalyst names (ABI doc section 1), the
/// rejection of pre-GCN 1.1 and post-GCN 1.4 targets, and that every entry
/// agrees with LLVM's own AMDGPU processor table.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/TargetParser/TargetParser.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

unsigned familyMajor(GPUFamily F) {
  return F == GPUFamily::GCN11 ? 7 : F == GPUFamily::GCN12 ? 8 : 9;
}

struct NameCase {
  const char *Spelling;
  const char *LLVMName;
  GPUFamily Family;
};

// Every spelling the ABI doc (section 1) and issue 2 ask for.
const NameCase Names[] = {
    {"gfx700", "gfx700", GPUFamily::GCN11},
    {"gfx701", "gfx701", GPUFamily::GCN11},
    {"gfx702", "gfx702", GPUFamily::GCN11},
    {"gfx703", "gfx703", GPUFamily::GCN11},
    {"gfx704", "gfx704", GPUFamily::GCN11},
    {"gfx801", "gfx801", GPUFamily::GCN12},
    {"gfx802", "gfx802", GPUFamily::GCN12},
    {"gfx803", "gfx803", GPUFamily::GCN12},
    {"gfx810", "gfx810", GPUFamily::GCN12},
    {"gfx900", "gfx900", GPUFamily::GCN14},
    {"gfx902", "gfx902", GPUFamily::GCN14},
    {"gfx904", "gfx904", GPUFamily::GCN14},
    {"gfx906", "gfx906", GPUFamily::GCN14},
    {"kaveri", "gfx700", GPUFamily::GCN11},
    {"spectre", "gfx700", GPUFamily::GCN11},
    {"hawaii", "gfx701", GPUFamily::GCN11},
    {"kalindi", "gfx703", GPUFamily::GCN11},
    {"mullins", "gfx703", GPUFamily::GCN11},
    {"bonaire", "gfx704", GPUFamily::GCN11},
    {"carrizo", "gfx801", GPUFamily::GCN12},
    {"tonga", "gfx802", GPUFamily::GCN12},
    {"iceland", "gfx802", GPUFamily::GCN12},
    {"fiji", "gfx803", GPUFamily::GCN12},
    {"ellesmere", "gfx803", GPUFamily::GCN12},
    {"polaris10", "gfx803", GPUFamily::GCN12},
    {"baffin", "gfx803", GPUFamily::GCN12},
    {"polaris11", "gfx803", GPUFamily::GCN12},
    {"stoney", "gfx810", GPUFamily::GCN12},
    {"vega", "gfx900", GPUFamily::GCN14},
    // Issue 12: every LLVM 22 gfx7-gfx9 name an AMDCL2 driver can load and
    // every Catalyst name.
    {"gfx705", "gfx705", GPUFamily::GCN11},
    {"gfx805", "gfx805", GPUFamily::GCN12},
    {"tongapro", "gfx805", GPUFamily::GCN12},
    {"gfx909", "gfx909", GPUFamily::GCN14},
    {"gfx804", "gfx803", GPUFamily::GCN12},
    {"polaris12", "gfx803", GPUFamily::GCN12},
    {"lexa", "gfx803", GPUFamily::GCN12},
    {"polaris20", "gfx803", GPUFamily::GCN12},
    {"polaris21", "gfx803", GPUFamily::GCN12},
    {"gfx901", "gfx900", GPUFamily::GCN14},
    {"gfx903", "gfx902", GPUFamily::GCN14},
    {"gfx905", "gfx904", GPUFamily::GCN14},
    {"gfx907", "gfx906", GPUFamily::GCN14},
};

TEST(TargetsTest, DevicesOfTheNewSpellings) {
  const std::pair<const char *, const char *> Devices[] = {
      {"gfx705", "Mullins"},  {"gfx805", "Tonga"},
      {"tongapro", "Tonga"},  {"gfx909", "gfx902"},
      {"vega11", "gfx902"},   {"polaris12", "gfx804"},
      {"lexa", "gfx804"},     {"polaris22", "gfx804"},
      {"gfx901", "gfx901"},   {"polaris20", "Ellesmere"},
      {"polaris21", "Baffin"}};
  for (auto [Name, Device] : Devices) {
    const GPUInfo *G = lookupGPU(Name);
    ASSERT_NE(G, nullptr) << Name;
    EXPECT_EQ(G->DeviceName, Device) << Name;
  }
}

TEST(TargetsTest, XNACKPartsCompileWithXNACK) {
  for (const char *Name : {"gfx901", "gfx903", "gfx905", "gfx907"}) {
    const GPUInfo *G = lookupGPU(Name);
    ASSERT_NE(G, nullptr) << Name;
    EXPECT_EQ(targetFeatures(*G), "+xnack") << Name;
    EXPECT_EQ(targetID(*G), G->LLVMName.str() + ":xnack+") << Name;
  }
  EXPECT_EQ(targetFeatures(*lookupGPU("gfx900")), "");
  EXPECT_EQ(targetID(*lookupGPU("gfx902")), "gfx902");
}

// Every gfx7-gfx9 processor and alias LLVM 22 knows is either accepted or
// refused with a reason; this fails when a new LLVM adds a name unseen here.
TEST(TargetsTest, EveryLLVMNameIsAcceptedOrExplained) {
  SmallVector<StringRef, 128> LLVMNames;
  AMDGPU::fillValidArchListAMDGCN(LLVMNames);
  const StringSet<> Refused = {"gfx908",        "gfx90a", "gfx90c",
                               "gfx942",        "gfx950", "gfx9-generic",
                               "gfx9-4-generic"};
  for (StringRef N : LLVMNames) {
    AMDGPU::GPUKind K = AMDGPU::parseArchAMDGCN(N);
    unsigned Major = AMDGPU::getIsaVersion(AMDGPU::getArchNameAMDGCN(K)).Major;
    SCOPED_TRACE(N.str());
    if (Major >= 7 && Major <= 9 && !Refused.contains(N)) {
      EXPECT_NE(lookupGPU(N), nullptr);
      EXPECT_EQ(unsupportedReason(N), "");
      continue;
    }
    EXPECT_EQ(lookupGPU(N), nullptr);
    EXPECT_NE(unsupportedReason(N), "");
  }
}

TEST(TargetsTest, LookupBothSpellings) {
  for (const NameCase &C : Names) {
    SCOPED_TRACE(C.Spelling);
    const GPUInfo *G = lookupGPU(C.Spelling);
    ASSERT_NE(G, nullptr);
    EXPECT_EQ(G->Name, C.Spelling);
    EXPECT_EQ(G->LLVMName, C.LLVMName);
    EXPECT_EQ(G->Family, C.Family);
  }
}

TEST(TargetsTest, LookupIsCaseInsensitive) {
  for (const char *S : {"BONAIRE", "Bonaire", "bOnAiRe", "GFX704"}) {
    const GPUInfo *G = lookupGPU(S);
    ASSERT_NE(G, nullptr) << S;
    EXPECT_EQ(G->LLVMName, "gfx704") << S;
  }
  const GPUInfo *V = lookupGPU("GFX900");
  ASSERT_NE(V, nullptr);
  EXPECT_EQ(V->Family, GPUFamily::GCN14);
  const GPUInfo *P = lookupGPU("Polaris10");
  ASSERT_NE(P, nullptr);
  EXPECT_EQ(P->LLVMName, "gfx803");
  EXPECT_EQ(P->DeviceName, "Ellesmere");
}

TEST(TargetsTest, RejectsUnsupportedGPUs) {
  // GCN 1.0 (no CL2 ABI), RDNA, other targets and near misses.
  for (const char *S : {"tahiti", "pitcairn", "gfx600", "gfx601", "gfx1010",
                        "gfx1030", "gfx908", "gfx90a", "r600", "", "gfx70",
                        "gfx7040", " bonaire", "bonaire ", "gfx8", "gfx9"})
    EXPECT_EQ(lookupGPU(S), nullptr) << "'" << S << "'";
}

TEST(TargetsTest, LookupOrErrorNamesTheSupportedGPUs) {
  Expected<const GPUInfo *> G = lookupGPUOrError("Fiji");
  ASSERT_TRUE(static_cast<bool>(G)) << toString(G.takeError());
  EXPECT_EQ((*G)->LLVMName, "gfx803");

  Expected<const GPUInfo *> T = lookupGPUOrError("tahiti");
  ASSERT_FALSE(static_cast<bool>(T));
  EXPECT_EQ(toString(T.takeError()),
            "unsupported GPU 'tahiti' (-mcpu=): gfx600 is GCN 1.0, for which "
            "AMD's drivers have no OpenCL 2.0 binary format; supported: " +
                supportedGPUList());

  Expected<const GPUInfo *> C = lookupGPUOrError("gfx90a");
  ASSERT_FALSE(static_cast<bool>(C));
  EXPECT_EQ(toString(C.takeError()),
            "unsupported GPU 'gfx90a' (-mcpu=): gfx90a is newer than every "
            "AMDCL2 driver (the last devices they know are gfx906 and "
            "gfx907); supported: " +
                supportedGPUList());

  Expected<const GPUInfo *> N = lookupGPUOrError("gfx7040");
  ASSERT_FALSE(static_cast<bool>(N));
  EXPECT_EQ(toString(N.takeError()),
            "unsupported GPU 'gfx7040' (-mcpu=); supported: " +
                supportedGPUList());

  Expected<const GPUInfo *> E = lookupGPUOrError("");
  ASSERT_FALSE(static_cast<bool>(E));
  EXPECT_EQ(toString(E.takeError()),
            "no GPU given (-mcpu=); supported: " + supportedGPUList());
}

TEST(TargetsTest, FamilyNames) {
  EXPECT_EQ(familyName(GPUFamily::GCN11), "gfx7");
  EXPECT_EQ(familyName(GPUFamily::GCN12), "gfx8");
  EXPECT_EQ(familyName(GPUFamily::GCN14), "gfx9");
}

TEST(TargetsTest, TableIsConsistent) {
  ArrayRef<GPUInfo> All = supportedGPUs();
  ASSERT_FALSE(All.empty());
  StringSet<> Seen;
  bool InLLVMNames = true;
  for (const GPUInfo &G : All) {
    SCOPED_TRACE(G.Name.str());
    // Spellings are unique and lower case, so lookup returns this entry.
    EXPECT_TRUE(Seen.insert(G.Name).second);
    EXPECT_EQ(G.Name, G.Name.lower());
    EXPECT_EQ(lookupGPU(G.Name), &G);
    // LLVM names come first, then the Catalyst names.
    bool IsLLVMName = G.Name == G.LLVMName;
    if (!InLLVMNames) {
      EXPECT_FALSE(IsLLVMName) << "LLVM name after a Catalyst name";
    }
    InLLVMNames &= IsLLVMName;
    // The LLVM processor is itself a supported spelling of the same family
    // and ISA version.
    const GPUInfo *L = lookupGPU(G.LLVMName);
    ASSERT_NE(L, nullptr);
    EXPECT_EQ(L->Family, G.Family);
    EXPECT_EQ(L->Major, G.Major);
    EXPECT_EQ(L->Minor, G.Minor);
    EXPECT_EQ(L->Stepping, G.Stepping);
    // The family matches the ISA major version.
    EXPECT_EQ(G.Major, familyMajor(G.Family));
    EXPECT_FALSE(G.DeviceName.empty());
  }
}

TEST(TargetsTest, AgreesWithLLVMProcessorTable) {
  for (const GPUInfo &G : supportedGPUs()) {
    SCOPED_TRACE(G.Name.str());
    EXPECT_NE(AMDGPU::parseArchAMDGCN(G.LLVMName), AMDGPU::GK_NONE);
    AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(G.LLVMName);
    EXPECT_EQ(V.Major, G.Major);
    EXPECT_EQ(V.Minor, G.Minor);
    EXPECT_EQ(V.Stepping, G.Stepping);
  }
}

TEST(TargetsTest, EveryDeviceCPUIsKnownToLLVM) {
  for (const DeviceInfo &D : deviceTable()) {
    SCOPED_TRACE(D.DeviceName.str());
    AMDGPU::GPUKind Kind = AMDGPU::parseArchAMDGCN(D.LLVMName);
    EXPECT_NE(Kind, AMDGPU::GK_NONE);
    EXPECT_EQ(AMDGPU::getIsaVersion(D.LLVMName).Major, familyMajor(D.Family));
    EXPECT_EQ(D.ISAMajor, familyMajor(D.Family));
    SmallVector<StringRef, 4> Procs;
    D.Processors.split(Procs, ' ', -1, false);
    for (StringRef P : Procs) {
      EXPECT_NE(AMDGPU::parseArchAMDGCN(P), AMDGPU::GK_NONE) << P.str();
      EXPECT_EQ(AMDGPU::getIsaVersion(P).Major, familyMajor(D.Family));
    }
    // Where LLVM knows a Catalyst alias, it compiles for LLVM's processor
    // (tongapro: gfx805, not Tonga's gfx802).
    SmallVector<StringRef, 4> Aliases;
    D.Aliases.split(Aliases, ' ', -1, false);
    for (StringRef A : Aliases) {
      AMDGPU::GPUKind AK = AMDGPU::parseArchAMDGCN(A);
      StringRef Want = AK == AMDGPU::GK_NONE ? AMDGPU::getArchNameAMDGCN(Kind)
                                             : AMDGPU::getArchNameAMDGCN(AK);
      EXPECT_EQ(lookupGPU(A)->LLVMName, Want) << A.str();
    }
  }
}

TEST(TargetsTest, SpellingsPointAtTheirDevice) {
  for (const GPUInfo &G : supportedGPUs()) {
    SCOPED_TRACE(G.Name.str());
    ASSERT_NE(G.Device, nullptr);
    EXPECT_EQ(G.Device->DeviceName, G.DeviceName);
    EXPECT_EQ(G.Device->Family, G.Family);
  }
  EXPECT_EQ(lookupGPU("gfx702")->DeviceName, "Hawaii");
  EXPECT_EQ(lookupGPU("gfx702")->LLVMName, "gfx702");
  EXPECT_EQ(lookupGPU("topaz")->Device->DeviceName, "Iceland");
}

TEST(TargetsTest, HardwareLimits) {
  for (const DeviceInfo &D : deviceTable()) {
    SCOPED_TRACE(D.DeviceName.str());
    // gfx8/gfx9: 102 addressable and VCC, FLAT_SCRATCH, XNACK_MASK above them.
    EXPECT_EQ(D.Limits.MaxSGPRs, D.Family == GPUFamily::GCN11 ? 104u : 108u);
    EXPECT_EQ(D.Limits.MaxVGPRs, 256u);
    EXPECT_EQ(D.Limits.MaxLDSBytes, 65536u);
    EXPECT_EQ(D.Limits.MaxScratchBytes, 8191u * 1024 / 64);
  }
}

TEST(TargetsTest, SupportedListOrder) {
  EXPECT_EQ(supportedGPUList(),
            "gfx700, gfx701, gfx702, gfx703, gfx704, gfx705, gfx801, gfx802, "
            "gfx803, gfx805, gfx810, gfx900, gfx902, gfx904, gfx906, gfx909, "
            "kaveri, spectre, spooky, hawaii, kalindi, kabini, mullins, "
            "bonaire, carrizo, tonga, iceland, topaz, fiji, ellesmere, "
            "polaris10, polaris20, baffin, polaris11, polaris21, gfx804, "
            "polaris12, polaris22, lexa, tongapro, stoney, vega, vega10, "
            "gfx901, raven, vega11, gfx903, vega12, gfx905, vega20, gfx907");
}

TEST(TargetsTest, SupportedListNamesEverySpelling) {
  std::string List = supportedGPUList();
  SmallVector<StringRef, 64> Parts;
  StringRef(List).split(Parts, ", ");
  ASSERT_EQ(Parts.size(), supportedGPUs().size());
  for (size_t I = 0; I < Parts.size(); ++I)
    EXPECT_EQ(Parts[I], supportedGPUs()[I].Name);
}

} // namespace
