//===- FeaturesTest.cpp - Tests for feature flags and SGPR layout ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks feature flags -> HSA enable bits -> user-SGPR count and pointer
/// registers for every flag combination on gfx7, gfx8 and gfx9 (ABI doc
/// section 2), the system SGPRs and TIDIG_COMP_CNT (section 3).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Features.h"
#include "gtest/gtest.h"

using namespace amdcl2;

namespace {

FeatureFlags flags(bool Args, bool Setup, bool Enqueue, bool Generic) {
  FeatureFlags F;
  F.UseArgs = Args;
  F.UseSetup = Setup;
  F.UseEnqueue = Enqueue;
  F.UseGeneric = Generic;
  return F;
}

FeatureFlags flagsFromBits(unsigned Bits) {
  return flags(Bits & 1, Bits & 2, Bits & 4, Bits & 8);
}

// One row of the ABI doc's table: enable bits, count and the start register
// of each pointer (-1 when absent).
struct Row {
  uint32_t Mask;
  unsigned Count;
  int PSB, Setup, Aperture, Args, FSI;
};

// gfx7/gfx8 rows [AMD except usegeneric].
constexpr Row None = {0x01, 4, 0, -1, -1, -1, -1};
constexpr Row UseArgs = {0x09, 6, 0, -1, -1, 4, -1};
constexpr Row UseSetup = {0x0b, 8, 0, 4, -1, 6, -1};
constexpr Row UseEnqueue = {0x2b, 10, 0, 4, -1, 6, 8};
constexpr Row UseGeneric = {0x2f, 12, 0, 4, 6, 8, 10};
// gfx9 rows: flat-scratch init always added (6/8/10/10/12).
constexpr Row None9 = {0x21, 6, 0, -1, -1, -1, 4};
constexpr Row UseArgs9 = {0x29, 8, 0, -1, -1, 4, 6};

// The strongest flag decides the row.
const Row &expectedRow(FeatureFlags F, GPUFamily Fam) {
  bool Gfx9 = Fam == GPUFamily::GCN14;
  if (F.UseGeneric)
    return UseGeneric;
  if (F.UseEnqueue)
    return UseEnqueue;
  if (F.UseSetup)
    return Gfx9 ? UseEnqueue : UseSetup; // gfx9 usesetup = 0x2b as well
  if (F.UseArgs)
    return Gfx9 ? UseArgs9 : UseArgs;
  return Gfx9 ? None9 : None;
}

void expectLayout(const UserSGPRLayout &L, const Row &R) {
  EXPECT_EQ(L.Count, R.Count);
  EXPECT_EQ(L.PrivateSegmentBuffer, R.PSB);
  EXPECT_EQ(L.Setup, R.Setup);
  EXPECT_EQ(L.Aperture, R.Aperture);
  EXPECT_EQ(L.Args, R.Args);
  EXPECT_EQ(L.FlatScratchInit, R.FSI);
}

TEST(FeaturesTest, Normalization) {
  EXPECT_EQ(flags(0, 0, 0, 0).normalized(), flags(0, 0, 0, 0));
  EXPECT_EQ(flags(1, 0, 0, 0).normalized(), flags(1, 0, 0, 0));
  // usesetup implies the argument pointer.
  EXPECT_EQ(flags(0, 1, 0, 0).normalized(), flags(1, 1, 0, 0));
  // useenqueue and usegeneric imply usesetup and useargs.
  EXPECT_EQ(flags(0, 0, 1, 0).normalized(), flags(1, 1, 1, 0));
  EXPECT_EQ(flags(0, 0, 0, 1).normalized(), flags(1, 1, 0, 1));
  EXPECT_EQ(flags(0, 0, 1, 1).normalized(), flags(1, 1, 1, 1));
  // Idempotent for every combination.
  for (unsigned B = 0; B < 16; ++B) {
    FeatureFlags N = flagsFromBits(B).normalized();
    EXPECT_EQ(N.normalized(), N) << B;
  }
}

TEST(FeaturesTest, FlagsString) {
  EXPECT_EQ(flags(0, 0, 0, 0).str(), "");
  EXPECT_EQ(flags(1, 0, 0, 0).str(), "useargs");
  EXPECT_EQ(flags(1, 1, 0, 0).str(), "useargs,usesetup");
  EXPECT_EQ(flags(1, 1, 1, 1).str(), "useargs,usesetup,useenqueue,usegeneric");
  // str() shows the flags as given, not normalized.
  EXPECT_EQ(flags(0, 0, 0, 1).str(), "usegeneric");
}

TEST(FeaturesTest, AbiDocTableGfx7Gfx8) {
  for (GPUFamily Fam : {GPUFamily::GCN11, GPUFamily::GCN12}) {
    SCOPED_TRACE(familyName(Fam).str());
    EXPECT_EQ(enableSGPRMask(flags(0, 0, 0, 0), Fam), 0x01u);
    EXPECT_EQ(enableSGPRMask(flags(1, 0, 0, 0), Fam), 0x09u);
    EXPECT_EQ(enableSGPRMask(flags(1, 1, 0, 0), Fam), 0x0bu);
    EXPECT_EQ(enableSGPRMask(flags(1, 1, 1, 0), Fam), 0x2bu);
    EXPECT_EQ(enableSGPRMask(flags(1, 1, 0, 1), Fam), 0x2fu);
  }
  expectLayout(userSGPRLayout(0x01), None);
  expectLayout(userSGPRLayout(0x09), UseArgs);
  expectLayout(userSGPRLayout(0x0b), UseSetup);
  expectLayout(userSGPRLayout(0x2b), UseEnqueue);
  expectLayout(userSGPRLayout(0x2f), UseGeneric);
}

TEST(FeaturesTest, AbiDocTableGfx9) {
  GPUFamily F9 = GPUFamily::GCN14;
  const unsigned Counts[] = {6, 8, 10, 10, 12};
  const FeatureFlags Rows[] = {flags(0, 0, 0, 0), flags(1, 0, 0, 0),
                               flags(1, 1, 0, 0), flags(1, 1, 1, 0),
                               flags(1, 1, 0, 1)};
  const uint32_t Masks[] = {0x21, 0x29, 0x2b, 0x2b, 0x2f};
  for (unsigned I = 0; I < 5; ++I) {
    uint32_t M = enableSGPRMask(Rows[I], F9);
    EXPECT_EQ(M, Masks[I]) << Rows[I].str();
    EXPECT_EQ(userSGPRLayout(M).Count, Counts[I]) << Rows[I].str();
  }
  // Without KARG, FSI lands right after PSB.
  expectLayout(userSGPRLayout(enableSGPRMask(flags(0, 0, 0, 0), F9)), None9);
}

// lyra441p2_gfx9_amdcl2.bin, which ran on AMDGPU-PRO: useargs on gfx900 is
// 0x29 with 8 user SGPRs, PSB s[0:3], KARG s[4:5], FSI s[6:7], group id x
// in s8. Its gfx8 sibling has 6 user SGPRs and group id x in s6.
TEST(FeaturesTest, LyraDeployedBinaries) {
  const GPUInfo *Vega = lookupGPU("gfx900");
  ASSERT_NE(Vega, nullptr);
  uint32_t M9 = enableSGPRMask(flags(1, 0, 0, 0), Vega->Family);
  EXPECT_EQ(M9, 0x29u);
  UserSGPRLayout L9 = userSGPRLayout(M9);
  EXPECT_EQ(L9.Count, 8u);
  EXPECT_EQ(L9.PrivateSegmentBuffer, 0);
  EXPECT_EQ(L9.Args, 4);
  EXPECT_EQ(L9.FlatScratchInit, 6);
  EXPECT_EQ(systemSGPRLayout(L9.Count, 1, false).GroupId[0], 8);

  const GPUInfo *Ellesmere = lookupGPU("ellesmere");
  ASSERT_NE(Ellesmere, nullptr);
  uint32_t M8 = enableSGPRMask(flags(1, 0, 0, 0), Ellesmere->Family);
  EXPECT_EQ(M8, 0x09u);
  UserSGPRLayout L8 = userSGPRLayout(M8);
  EXPECT_EQ(L8.Count, 6u);
  EXPECT_EQ(L8.Args, 4);
  EXPECT_EQ(systemSGPRLayout(L8.Count, 1, false).GroupId[0], 6);
}

// Every one of the 16 flag combinations on every family, through the mask
// and the register assignment.
TEST(FeaturesTest, EveryCombinationEveryFamily) {
  for (GPUFamily Fam : {GPUFamily::GCN11, GPUFamily::GCN12, GPUFamily::GCN14}) {
    for (unsigned B = 0; B < 16; ++B) {
      FeatureFlags F = flagsFromBits(B);
      SCOPED_TRACE(familyName(Fam).str() + " [" + F.str() + "]");
      const Row &R = expectedRow(F, Fam);
      uint32_t M = enableSGPRMask(F, Fam);
      EXPECT_EQ(M, R.Mask);
      // Normalizing first changes nothing.
      EXPECT_EQ(enableSGPRMask(F.normalized(), Fam), M);
      // Dispatch id and private segment size are never used.
      EXPECT_EQ(M & (EnableDispatchID | EnablePrivateSegmentSize), 0u);
      expectLayout(userSGPRLayout(M), R);
    }
  }
}

TEST(FeaturesTest, SGPRSizeOfEachBit) {
  EXPECT_EQ(userSGPRSizeOfBit(0), 4u); // private segment buffer V#
  for (unsigned Bit = 1; Bit <= 5; ++Bit)
    EXPECT_EQ(userSGPRSizeOfBit(Bit), 2u) << Bit;
  EXPECT_EQ(userSGPRSizeOfBit(6), 1u); // private segment size
  // Grid work-group counts x, y, z: one SGPR each (HSA); CL2 never uses them.
  for (unsigned Bit = 7; Bit <= 9; ++Bit)
    EXPECT_EQ(userSGPRSizeOfBit(Bit), 1u) << Bit;
  EXPECT_EQ(userSGPRSizeOfBit(10), 0u);
}

TEST(FeaturesTest, UnusedBitsStillTakeTheirRegisters) {
  // Dispatch id (bit 4) sits between KARG and FSI in HSA order.
  UserSGPRLayout L = userSGPRLayout(0x01 | 0x08 | 0x10 | 0x20);
  EXPECT_EQ(L.Args, 4);
  EXPECT_EQ(L.FlatScratchInit, 8);
  EXPECT_EQ(L.Count, 10u);
  // Private segment size (bit 6) adds one SGPR at the end.
  EXPECT_EQ(userSGPRLayout(0x01 | 0x40).Count, 5u);
  // An empty mask has no registers.
  UserSGPRLayout E = userSGPRLayout(0);
  EXPECT_EQ(E.Count, 0u);
  EXPECT_EQ(E.PrivateSegmentBuffer, -1);
}

TEST(FeaturesTest, SystemSGPRs) {
  // No group id, no scratch: nothing.
  SystemSGPRLayout N = systemSGPRLayout(6, 0, false);
  for (int R : N.GroupId)
    EXPECT_EQ(R, -1);
  EXPECT_EQ(N.ScratchWaveOffset, -1);

  // Group ids of the enabled dimensions, in order, then the scratch offset.
  SystemSGPRLayout All = systemSGPRLayout(10, 7, true);
  EXPECT_EQ(All.GroupId[0], 10);
  EXPECT_EQ(All.GroupId[1], 11);
  EXPECT_EQ(All.GroupId[2], 12);
  EXPECT_EQ(All.ScratchWaveOffset, 13);

  // Only the dimensions used take a register: y alone follows the user SGPRs.
  SystemSGPRLayout Y = systemSGPRLayout(8, 2, false);
  EXPECT_EQ(Y.GroupId[0], -1);
  EXPECT_EQ(Y.GroupId[1], 8);
  EXPECT_EQ(Y.GroupId[2], -1);

  // x and z: z directly after x.
  SystemSGPRLayout XZ = systemSGPRLayout(6, 5, true);
  EXPECT_EQ(XZ.GroupId[0], 6);
  EXPECT_EQ(XZ.GroupId[1], -1);
  EXPECT_EQ(XZ.GroupId[2], 7);
  EXPECT_EQ(XZ.ScratchWaveOffset, 8);

  // Scratch without group ids: right after the user SGPRs (PiperEmpty-like
  // kernel with 4 user SGPRs).
  EXPECT_EQ(systemSGPRLayout(4, 0, true).ScratchWaveOffset, 4);
}

TEST(FeaturesTest, TidigCompCount) {
  EXPECT_EQ(tidigCompCount(0), 0u);
  EXPECT_EQ(tidigCompCount(1), 0u); // x
  EXPECT_EQ(tidigCompCount(2), 1u); // y
  EXPECT_EQ(tidigCompCount(3), 1u); // xy
  EXPECT_EQ(tidigCompCount(4), 2u); // z
  EXPECT_EQ(tidigCompCount(5), 2u); // xz
  EXPECT_EQ(tidigCompCount(7), 2u); // xyz
}

TEST(FeaturesTest, DimMaskString) {
  EXPECT_EQ(dimMaskString(0), "");
  EXPECT_EQ(dimMaskString(1), "x");
  EXPECT_EQ(dimMaskString(3), "xy");
  EXPECT_EQ(dimMaskString(5), "xz");
  EXPECT_EQ(dimMaskString(7), "xyz");
}

} // namespace
