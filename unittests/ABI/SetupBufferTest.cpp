//===- SetupBufferTest.cpp - Tests for the setup-buffer offsets -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks the setup-buffer (HSA kernel-dispatch packet) field offsets of ABI
/// doc section 4 and the aperture dwords of the usegeneric buffer.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/SetupBuffer.h"
#include "gtest/gtest.h"

using namespace amdcl2;

namespace {

TEST(SetupBufferTest, DispatchPacketOffsets) {
  // u16 setup at 2, dimensions in bits 0-1 (dword 0 bits 16-17).
  EXPECT_EQ(setup::DimsOffset, 2u);
  EXPECT_EQ(setup::DimsMask, 3u);
  // u16 work-group sizes at 4, 6, 8.
  EXPECT_EQ(setup::LocalSizeBytes, 2u);
  EXPECT_EQ(setup::localSizeOffset(0), 4u);
  EXPECT_EQ(setup::localSizeOffset(1), 6u);
  EXPECT_EQ(setup::localSizeOffset(2), 8u);
  // u32 grid sizes at 12, 16, 20.
  EXPECT_EQ(setup::GlobalSizeBytes, 4u);
  EXPECT_EQ(setup::globalSizeOffset(0), 12u);
  EXPECT_EQ(setup::globalSizeOffset(1), 16u);
  EXPECT_EQ(setup::globalSizeOffset(2), 20u);
  EXPECT_EQ(setup::PrivateSegmentSizeOffset, 24u);
  EXPECT_EQ(setup::GroupSegmentSizeOffset, 28u);
}

TEST(SetupBufferTest, WhatAMDCodeReads) {
  // [AMD] kernels load dword 1 for the local sizes x and y and bytes 12-20
  // for the global sizes.
  EXPECT_EQ(setup::localSizeOffset(0) / 4, 1u);
  EXPECT_EQ(setup::localSizeOffset(1) / 4, 1u);
  EXPECT_EQ(setup::localSizeOffset(1) % 4, 2u); // high half of dword 1
  EXPECT_EQ(setup::globalSizeOffset(2) + setup::GlobalSizeBytes, 24u);
  // The dimension count is in the high half of dword 0.
  EXPECT_EQ(setup::DimsOffset * 8, 16u);
}

TEST(SetupBufferTest, FieldsDoNotOverlap) {
  EXPECT_LE(setup::DimsOffset + 2, setup::localSizeOffset(0));
  EXPECT_LE(setup::localSizeOffset(2) + setup::LocalSizeBytes,
            setup::globalSizeOffset(0));
  EXPECT_LE(setup::globalSizeOffset(2) + setup::GlobalSizeBytes,
            setup::PrivateSegmentSizeOffset);
  EXPECT_EQ(setup::PrivateSegmentSizeOffset + 4, setup::GroupSegmentSizeOffset);
}

TEST(SetupBufferTest, ApertureDwords) {
  // [model] usegeneric: amd_queue_t-like buffer, dword 16 = LDS aperture
  // high half, dword 17 = scratch aperture high half.
  EXPECT_EQ(setup::LDSApertureHiDword, 16u);
  EXPECT_EQ(setup::ScratchApertureHiDword, 17u);
}

// The offsets are usable in constant expressions.
static_assert(setup::localSizeOffset(2) == 8, "constexpr offsets");
static_assert(setup::globalSizeOffset(1) == 16, "constexpr offsets");

} // namespace
