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
  // Code 17 in the G2 columns: Stoney under 2004.06, Ellesmere under 2036.03
  // (older columns than the default driver's: the newer first).
  auto R = readDeviceCode(17, 2, 3);
  ASSERT_EQ(R.size(), 2u);
  EXPECT_EQ(R[0].Row->DeviceName, "Ellesmere");
  EXPECT_EQ(R[0].Column, 3u);
  EXPECT_EQ(R[1].Row->DeviceName, "Stoney");
  EXPECT_EQ(R[1].Column, 2u);
}

TEST(DeviceCodes, DefaultDriverColumnIsReadFirst) {
  // Code 16 in the G2-gfx columns: Baffin under 2482.00 (amdcl2's default),
  // 2527.00, 2580.00, then 2442.00 Ellesmere, 2348.00 Stoney, 2264.00
  // Baffin, 2236.00 Ellesmere.
  auto R = readDeviceCode(16, 4, NumDriverColumns - 1);
  std::vector<std::pair<std::string, unsigned>> Got;
  for (const DeviceReading &D : R)
    Got.push_back({D.Row->DeviceName.str(), driverColumnStarts()[D.Column]});
  std::vector<std::pair<std::string, unsigned>> Want = {
      {"Baffin", 248200},    {"Baffin", 252700}, {"Baffin", 258000},
      {"Ellesmere", 244200}, {"Stoney", 234800}, {"Baffin", 226400},
      {"Ellesmere", 223600}};
  EXPECT_EQ(Got, Want);
}

TEST(DeviceCodes, CodesAreAMDsTargetTableIndex) {
  // The 2527.00 column is the index of each default chip in the HSAIL64
  // target table of AMD's compiler library (Targets.cpp).
  const std::pair<const char *, unsigned> Index[] = {
      {"Spectre", 1},    {"Spooky", 2},  {"Kalindi", 3}, {"Mullins", 4},
      {"Bonaire", 6},    {"Hawaii", 7},  {"Iceland", 8}, {"Tonga", 9},
      {"Carrizo", 12},   {"Fiji", 13},   {"Stoney", 14}, {"Baffin", 16},
      {"Ellesmere", 18}, {"gfx900", 20}, {"gfx804", 21}, {"gfx901", 23},
      {"gfx902", 24},    {"gfx903", 25}};
  for (auto [Name, Code] : Index) {
    const DeviceCodeRow *R = lookupDeviceCode(Name);
    ASSERT_NE(R, nullptr) << Name;
    EXPECT_EQ(deviceCodeFor(*R, 252700), Code) << Name;
  }
}

TEST(DeviceCodes, XNACKPartsAreTheOddGfx9Steppings) {
  for (const DeviceCodeRow &R : deviceTable())
    EXPECT_EQ(R.XNACK, R.ISAMajor == 9 && R.ISAStepping % 2 == 1)
        << R.DeviceName.str();
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
