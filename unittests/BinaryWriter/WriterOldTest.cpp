//===- WriterOldTest.cpp - Old-format stub, statistics, ISA metadata ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Unit tests of the old-format (pre-1912.05) writer parts against AMD's
/// enqueue-15_7 binary: the stub rebuilt from AMD's setup and code is AMD's
/// stub byte for byte (statistics included), the ISA metadata is AMD's, and
/// the argument-format check. Tests that need the AMD binary are skipped when
/// ../shared/testdata is absent.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterOld.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2;

namespace {

#define REQUIRE_TESTDATA()                                                     \
  if (!sys::fs::is_directory(AMDCL2_TESTDATA_DIR))                             \
  GTEST_SKIP() << "AMD test data not found at " AMDCL2_TESTDATA_DIR

TEST(WriterOld, StubAndISAMetadataMatchEnqueue157) {
  REQUIRE_TESTDATA();
  auto Buf = MemoryBuffer::getFile(std::string(AMDCL2_TESTDATA_DIR) +
                                   "/enqueue-15_7.clo.regen");
  ASSERT_TRUE(bool(Buf));
  Expected<AMDCL2Binary> Bin = AMDCL2Binary::create((*Buf)->getMemBufferRef());
  ASSERT_TRUE(bool(Bin)) << toString(Bin.takeError());
  ASSERT_TRUE(Bin->isOldFormat());
  ASSERT_EQ(Bin->Kernels.size(), 4u);
  const auto ISA = oldISAMetadata();
  for (const AMDCL2Kernel &K : Bin->Kernels) {
    OldCodeStats S = analyzeOldCodeStats(K.Code, GPUFamily::GCN11);
    std::vector<uint8_t> Stub = buildOldKernelStub(K.Setup, S, K.Code.size());
    ASSERT_EQ(Stub.size(), K.OldStub.size()) << K.Name;
    for (size_t I = 0; I < Stub.size(); ++I)
      EXPECT_EQ(Stub[I], K.OldStub[I])
          << K.Name << " stub byte 0x" << utohexstr(I);
    EXPECT_TRUE(std::equal(ISA.begin(), ISA.end(), K.OldISAMetadata.begin(),
                           K.OldISAMetadata.end()))
        << K.Name;
  }
  // The enqueuing kernel: 565 instructions, 300 vector ALU, 80 global
  // memory, 185 scalar.
  OldCodeStats S = analyzeOldCodeStats(Bin->Kernels[1].Code, GPUFamily::GCN11);
  EXPECT_EQ(S.Instructions, 565u);
  EXPECT_EQ(S.VectorALU, 300u);
  EXPECT_EQ(S.GlobalMemOps, 80u);
  EXPECT_EQ(S.LocalMemOps, 0u);
  EXPECT_EQ(S.ScalarOps, 185u);
}

TEST(WriterOld, StatisticsFollowTheEncodingLengths) {
  // gfx8: s_load_dwordx2 (SMEM, 8 bytes), v_mov_b32 with a literal (8),
  // ds_write_b32 (8), s_endpgm (4).
  const uint8_t GFX8[] = {0x00, 0x00, 0x06, 0xC0, 0x00, 0x00, 0x00,
                          0x00, 0xFF, 0x02, 0x00, 0x7E, 0x78, 0x56,
                          0x34, 0x12, 0x00, 0x00, 0x1A, 0xD8, 0x00,
                          0x01, 0x00, 0x00, 0x00, 0x00, 0x81, 0xBF};
  OldCodeStats S = analyzeOldCodeStats(GFX8, GPUFamily::GCN12);
  EXPECT_EQ(S.Instructions, 4u);
  EXPECT_EQ(S.ScalarOps, 2u);
  EXPECT_EQ(S.VectorALU, 1u);
  EXPECT_EQ(S.LocalMemOps, 1u);
  EXPECT_EQ(S.GlobalMemOps, 0u);
  // The same SMEM dword is a 4-byte SMRD on gfx7: then 7 dwords.
  S = analyzeOldCodeStats(ArrayRef<uint8_t>(GFX8, 4), GPUFamily::GCN11);
  EXPECT_EQ(S.Instructions, 1u);
  EXPECT_EQ(S.ScalarOps, 1u);
}

TEST(WriterOld, StubFields) {
  KernelCodeT C;
  C.WorkitemVGPRCount = 5;
  C.WavefrontSGPRCount = 18;
  C.ReservedSGPRFirst = 16;
  C.PgmRsrc1 = 0x008C0081;
  C.PgmRsrc2 = 0x0000008D;
  C.PrivateSegmentSize = 50;
  C.GroupSegmentSize = 1200;
  OldCodeStats S;
  S.Instructions = 7;
  std::vector<uint8_t> B = buildOldKernelStub(C, S, 40);
  auto U32 = [&](unsigned Off) {
    return support::endian::read32le(B.data() + Off);
  };
  ASSERT_EQ(B.size(), 0xA60u);
  EXPECT_EQ(U32(0x0), 0xA60u);
  EXPECT_EQ(U32(0x4), 7u);
  EXPECT_EQ(U32(0x8), 5u);
  EXPECT_EQ(U32(0x3C), 18u);
  EXPECT_EQ(U32(0x9AC), 0x100u + 40);
  EXPECT_EQ(U32(0x9C0), 0xB60u + 40);
  EXPECT_EQ(U32(0x9EC), 16u);
  EXPECT_EQ(U32(0x9F0), 0xC0u);
  EXPECT_EQ(U32(0xA08), 13u); // (50 + 3) / 4 dwords of scratch
  EXPECT_EQ(U32(0xA0C), 1200u);
  // LDS_SIZE = ceil(1200 / 512) = 3 granules in bits 15-23.
  EXPECT_EQ(U32(0xA48), 0x8Du | (3u << 15));
}

} // namespace
