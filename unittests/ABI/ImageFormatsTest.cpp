//===- ImageFormatsTest.cpp - Tests for the image channel tables ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks the channel data type (dword 8) and channel order (dword 9) tables
/// of ABI doc section 6 against the OpenCL 2.0 enum values.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ImageFormats.h"
#include "llvm/ADT/StringMap.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

// OpenCL 2.0 cl.h values, written out independently of the tables.
const StringMap<uint32_t> &clValues() {
  static const StringMap<uint32_t> M = {
      {"SNORM_INT8", 0x10D0},
      {"SNORM_INT16", 0x10D1},
      {"UNORM_INT8", 0x10D2},
      {"UNORM_INT16", 0x10D3},
      {"UNORM_SHORT_565", 0x10D4},
      {"UNORM_SHORT_555", 0x10D5},
      {"UNORM_INT_101010", 0x10D6},
      {"SIGNED_INT8", 0x10D7},
      {"SIGNED_INT16", 0x10D8},
      {"SIGNED_INT32", 0x10D9},
      {"UNSIGNED_INT8", 0x10DA},
      {"UNSIGNED_INT16", 0x10DB},
      {"UNSIGNED_INT32", 0x10DC},
      {"HALF_FLOAT", 0x10DD},
      {"FLOAT", 0x10DE},
      {"UNORM_INT24", 0x10DF},
      {"R", 0x10B0},
      {"A", 0x10B1},
      {"RG", 0x10B2},
      {"RA", 0x10B3},
      {"RGB", 0x10B4},
      {"RGBA", 0x10B5},
      {"BGRA", 0x10B6},
      {"ARGB", 0x10B7},
      {"INTENSITY", 0x10B8},
      {"LUMINANCE", 0x10B9},
      {"Rx", 0x10BA},
      {"RGx", 0x10BB},
      {"RGBx", 0x10BC},
      {"DEPTH", 0x10BD},
      {"DEPTH_STENCIL", 0x10BE},
      {"sRGB", 0x10BF},
      {"sRGBx", 0x10C0},
      {"sRGBA", 0x10C1},
      {"sBGRA", 0x10C2},
      {"ABGR", 0x10C3},
  };
  return M;
}

// The hardware codes, as in the ABI doc's tables.
const char *const DataTypeNames[] = {
    "SNORM_INT8",     "SNORM_INT16",     "UNORM_INT8",      "UNORM_INT16",
    "UNORM_INT24",    "UNORM_SHORT_555", "UNORM_SHORT_565", "UNORM_INT_101010",
    "SIGNED_INT8",    "SIGNED_INT16",    "SIGNED_INT32",    "UNSIGNED_INT8",
    "UNSIGNED_INT16", "UNSIGNED_INT32",  "HALF_FLOAT",      "FLOAT"};
const char *const OrderNames[] = {
    "A",     "R",         "Rx",        "RG",    "RGx",
    "RA",    "RGB",       "RGBx",      "RGBA",  "BGRA",
    "ARGB",  "ABGR",      "sRGB",      "sRGBx", "sRGBA",
    "sBGRA", "INTENSITY", "LUMINANCE", "DEPTH", "DEPTH_STENCIL"};

TEST(ImageFormatsTest, ResourceDwords) {
  EXPECT_EQ(ImageDataTypeDword, 8u);
  EXPECT_EQ(ImageDataTypeMask, 0xfu);
  EXPECT_EQ(ImageChannelOrderDword, 9u);
  EXPECT_EQ(ImageChannelOrderMask, 0x1fu);
}

TEST(ImageFormatsTest, DataTypeTable) {
  ArrayRef<ImageCode> T = channelDataTypes();
  ASSERT_EQ(T.size(), std::size(DataTypeNames));
  for (unsigned I = 0; I < T.size(); ++I) {
    SCOPED_TRACE(I);
    EXPECT_EQ(T[I].Code, I);
    EXPECT_EQ(T[I].CL, DataTypeNames[I]);
    ASSERT_TRUE(clValues().count(T[I].CL));
    EXPECT_EQ(T[I].CLValue, clValues().lookup(T[I].CL));
    EXPECT_EQ(channelDataTypeToCL(I), T[I].CLValue);
  }
  // Every code fits the dword-8 mask.
  EXPECT_LE(T.size(), ImageDataTypeMask + 1);
}

TEST(ImageFormatsTest, ChannelOrderTable) {
  ArrayRef<ImageCode> T = channelOrders();
  ASSERT_EQ(T.size(), std::size(OrderNames));
  for (unsigned I = 0; I < T.size(); ++I) {
    SCOPED_TRACE(I);
    EXPECT_EQ(T[I].Code, I);
    EXPECT_EQ(T[I].CL, OrderNames[I]);
    ASSERT_TRUE(clValues().count(T[I].CL));
    EXPECT_EQ(T[I].CLValue, clValues().lookup(T[I].CL));
    EXPECT_EQ(channelOrderToCL(I), T[I].CLValue);
  }
  EXPECT_LE(T.size(), ImageChannelOrderMask + 1);
}

TEST(ImageFormatsTest, AbiDocExamples) {
  EXPECT_EQ(channelDataTypeToCL(15), 0x10DEu); // CL_FLOAT
  EXPECT_EQ(channelOrderToCL(8), 0x10B5u);     // CL_RGBA
  EXPECT_EQ(channelDataTypeToCL(2), 0x10D2u);  // CL_UNORM_INT8
  EXPECT_EQ(channelOrderToCL(0), 0x10B1u);     // CL_A
  EXPECT_EQ(channelOrderToCL(1), 0x10B0u);     // CL_R
}

TEST(ImageFormatsTest, OutOfRangeCodes) {
  EXPECT_EQ(channelDataTypeToCL(16), std::nullopt);
  EXPECT_EQ(channelDataTypeToCL(0xffffffffu), std::nullopt);
  EXPECT_EQ(channelOrderToCL(20), std::nullopt);
  EXPECT_EQ(channelOrderToCL(31), std::nullopt);
  EXPECT_EQ(channelOrderToCL(0xffffffffu), std::nullopt);
}

TEST(ImageFormatsTest, ValuesAreDistinct) {
  StringMap<unsigned> Seen;
  for (const ImageCode &C : channelDataTypes())
    EXPECT_TRUE(Seen.insert({C.CL, C.Code}).second) << C.CL.str();
  for (const ImageCode &C : channelOrders())
    EXPECT_TRUE(Seen.insert({C.CL, C.Code}).second) << C.CL.str();
}

} // namespace
