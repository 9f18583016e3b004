//===- DeviceCodesTest.cpp - Tests of the e_flags device table ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks the driver-dependent e_flags table against the binary-format doc's
/// section 5.1 cells that the lyra gfx8/gfx9 binaries and Bonaire confirm.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/DeviceCodes.h"
#include "gtest/gtest.h"

using namespace amdcl2;

TEST(DeviceCodes, BonaireIsSixEverywhere) {
  const DeviceCodeRow *B = lookupDeviceCode("bonaire");
  ASSERT_NE(B, nullptr);
  for (unsigned Start : driverColumnStarts())
    EXPECT_EQ(deviceCodeFor(*B, Start), 6u);
}

TEST(DeviceCodes, DriverColumns) {
  EXPECT_EQ(driverColumn(180005), 0u);
  EXPECT_EQ(driverColumn(191205), 1u);
  EXPECT_EQ(driverColumn(200405), 1u);
  EXPECT_EQ(driverColumn(203603), 3u);
  EXPECT_EQ(driverColumn(207903), 3u);
  EXPECT_EQ(driverColumn(300000), NumDriverColumns - 1);
}

TEST(DeviceCodes, EllesmereAndGfx900) {
  const DeviceCodeRow *E = lookupDeviceCode("Ellesmere");
  ASSERT_NE(E, nullptr);
  EXPECT_EQ(deviceCodeFor(*E, 203603), 17u);
  EXPECT_EQ(deviceCodeFor(*E, 200406), 12u);
  EXPECT_FALSE(deviceCodeFor(*E, 191205).has_value());
  const DeviceCodeRow *G = lookupDeviceCode("gfx900");
  ASSERT_NE(G, nullptr);
  EXPECT_EQ(deviceCodeFor(*G, 252700), 20u);
  EXPECT_FALSE(deviceCodeFor(*G, 203603).has_value());
}

TEST(DeviceCodes, ReverseLookupIsAmbiguousAcrossDrivers) {
  // Code 17 in the G2 columns: Stoney under 2004.06, Ellesmere under 2036.03.
  auto Rows = devicesForCode(17, 2, 3);
  ASSERT_EQ(Rows.size(), 2u);
  EXPECT_EQ(Rows[0]->DeviceName, "Stoney");
  EXPECT_EQ(Rows[1]->DeviceName, "Ellesmere");
}

TEST(DeviceCodes, FijiISANoteChangedAt200406) {
  const DeviceCodeRow *F = lookupDeviceCode("fiji");
  ASSERT_NE(F, nullptr);
  unsigned Ma, Mi, St;
  isaNoteVersion(*F, 191205, Ma, Mi, St);
  EXPECT_EQ(St, 1u);
  isaNoteVersion(*F, 200406, Ma, Mi, St);
  EXPECT_EQ(Ma * 100 + Mi * 10 + St, 804u);
}
