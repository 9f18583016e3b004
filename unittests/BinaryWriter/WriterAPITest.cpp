//===- WriterAPITest.cpp - Driver versions, limits and atomic output ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Unit tests of the writer's small entry points: driver-version parsing and
/// defaults, format generations, hardware limits, the kernel setup built from
/// a KernelInfo and writeFileAtomically.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/Writer.h"
#include "amdcl2/Binary/WriterParts.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2;

namespace {

unsigned parsed(StringRef S) {
  Expected<DriverVersion> D = parseDriverVersion(S);
  if (!D) {
    consumeError(D.takeError());
    return 0;
  }
  return D->Value;
}

TEST(WriterAPI, ParseDriverVersion) {
  EXPECT_EQ(parsed("old"), DriverVersion::Old);
  EXPECT_EQ(parsed("1912.05"), 191205u);
  EXPECT_EQ(parsed("2004.06"), 200406u);
  EXPECT_EQ(parsed("2036.03"), 203603u);
  EXPECT_EQ(parsed("2236.00"), 223600u);
  EXPECT_EQ(parsed("2482.03"), 248203u);
  EXPECT_EQ(parsed("203603"), 203603u);
  EXPECT_EQ(parsed("2036.3"), 0u);
  EXPECT_EQ(parsed("20.03"), 0u);
  EXPECT_EQ(parsed("abc"), 0u);
  EXPECT_EQ(parsed(""), 0u);
  Expected<DriverVersion> Bad = parseDriverVersion("2036");
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(toString(Bad.takeError()),
            "invalid AMDCL2 driver version '2036': expected 'old', MMMM.mm "
            "(e.g. 2036.03) or an integer like 203603");
  EXPECT_EQ(DriverVersion{203603}.str(), "2036.03");
  EXPECT_EQ(DriverVersion{DriverVersion::Old}.str(), "old");
}

TEST(WriterAPI, GenerationsAndDefaults) {
  EXPECT_EQ(generationFor({DriverVersion::Old}), cl2::Generation::Old);
  EXPECT_EQ(generationFor({191205}), cl2::Generation::G1);
  EXPECT_EQ(generationFor({200405}), cl2::Generation::G1);
  EXPECT_EQ(generationFor({200406}), cl2::Generation::G2);
  EXPECT_EQ(generationFor({223599}), cl2::Generation::G2);
  EXPECT_EQ(generationFor({223600}), cl2::Generation::G2Gfx);
  EXPECT_EQ(defaultDriverVersion(*lookupGPU("bonaire")).Value, 248203u);
  EXPECT_EQ(defaultDriverVersion(*lookupGPU("gfx900")).Value, 248203u);
  EXPECT_EQ(defaultDriverVersion(*lookupGPU("gfx902")).Value, 252700u);
  EXPECT_EQ(defaultDriverVersion(*lookupGPU("gfx906")).Value, 258000u);
}

TEST(WriterAPI, UnknownDeviceForDriverIsAnError) {
  CompiledProgram P;
  P.GPU = "gfx900";
  WriterOptions O;
  O.Driver = {203603};
  Expected<SmallVector<char, 0>> Out = writeAMDCL2(P, O);
  ASSERT_FALSE(bool(Out));
  EXPECT_EQ(toString(Out.takeError()),
            "driver 2036.03 does not know device 'gfx900' (gfx900); choose a "
            "newer driver with --amdcl2-driver");
  O.Driver = {DriverVersion::Old};
  P.GPU = "gfx704";
  Out = writeAMDCL2(P, O);
  ASSERT_FALSE(bool(Out));
  EXPECT_EQ(toString(Out.takeError()), "the program has no kernels");
}

TEST(WriterAPI, HardwareLimits) {
  CompiledProgram P;
  P.GPU = "gfx803";
  KernelInfo K;
  K.ABI.Name = "big";
  K.SGPRs = 102;
  K.VGPRs = 256;
  K.LDSBytes = 65536;
  P.Kernels.push_back(K);
  EXPECT_FALSE(bool(checkHardwareLimits(P)));
  P.Kernels[0].SGPRs = 103;
  EXPECT_EQ(toString(checkHardwareLimits(P)),
            "kernel 'big' uses 103 SGPRs; the gfx803 limit is 102");
  P.Kernels[0].SGPRs = 10;
  P.Kernels[0].LDSBytes = 65537;
  EXPECT_EQ(toString(checkHardwareLimits(P)),
            "kernel 'big' uses 65537 bytes of LDS; the gfx803 limit is 65536");
  P.Kernels[0].LDSBytes = 0;
  P.Kernels[0].ScratchBytes = 200000;
  EXPECT_EQ(toString(checkHardwareLimits(P)),
            "kernel 'big' uses 200000 bytes of scratch per work-item; the "
            "gfx803 limit is 131056");
  P.GPU = "gfx704";
  P.Kernels[0].ScratchBytes = 0;
  P.Kernels[0].SGPRs = 104;
  EXPECT_FALSE(bool(checkHardwareLimits(P)));
  P.Kernels[0].VGPRs = 257;
  EXPECT_EQ(toString(checkHardwareLimits(P)),
            "kernel 'big' uses 257 VGPRs; the gfx704 limit is 256");
}

TEST(WriterAPI, KernelSetupNeedsAVerifiedKernelInfo) {
  KernelInfo K;
  K.ABI.Name = "raw";
  Expected<KernelCodeT> C =
      buildKernelSetup(K, *lookupGPU("gfx803"), {248203}, true);
  ASSERT_FALSE(bool(C));
  EXPECT_EQ(toString(C.takeError()),
            "kernel 'raw' has no verified code-generation record (enable_sgpr "
            "mask 0); fill its KernelInfo with readAndVerifyKernels");
  // Taken as they are: the CL2 view of PGM_RSRC2, sizes, mask, kernarg.
  K.EnableSGPRMask = 0x9;
  K.PgmRsrc1 = 0x002C0041; // 1 SGPR granule, 1 VGPR granule
  K.PgmRsrc2 = 0x0000000C;
  K.SGPRs = 10;
  K.VGPRs = 3;
  K.LDSBytes = 128;
  K.KernargSize = 64;
  C = buildKernelSetup(K, *lookupGPU("gfx803"), {248203}, true);
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  EXPECT_EQ(C->PgmRsrc1, 0x002C0041u);
  EXPECT_EQ(C->PgmRsrc2, 0x0000000Cu);
  EXPECT_EQ(C->CodeProperties & 0x7F, 0x9u);
  EXPECT_EQ(C->GroupSegmentSize, 128u);
  EXPECT_EQ(C->PrivateSegmentSize, 0u);
  EXPECT_EQ(C->KernargSegmentSize, 64u);
  EXPECT_EQ(C->WavefrontSGPRCount, 10u); // agrees with its granule
  EXPECT_EQ(C->WorkitemVGPRCount, 8u);   // raised to the granule's top
  // Scratch without SCRATCH_EN would leave the kernel without a wave offset.
  K.ScratchBytes = 16;
  C = buildKernelSetup(K, *lookupGPU("gfx803"), {248203}, true);
  ASSERT_FALSE(bool(C));
  EXPECT_EQ(toString(C.takeError()),
            "kernel 'raw' uses 16 bytes of scratch but SCRATCH_EN is off");
}

TEST(WriterAPI, WriteFileAtomically) {
  SmallString<128> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("writer-atomic", Dir));
  SmallString<128> Path(Dir);
  sys::path::append(Path, "out.bin");
  const char First[] = {'a', 'b', 'c'};
  ASSERT_FALSE(bool(writeFileAtomically(Path, First)));
  auto Read = [&] {
    auto B = MemoryBuffer::getFile(Path);
    return B ? (*B)->getBuffer().str() : std::string("<missing>");
  };
  EXPECT_EQ(Read(), "abc");
  const char Second[] = {'x', 'y'};
  ASSERT_FALSE(bool(writeFileAtomically(Path, Second)));
  EXPECT_EQ(Read(), "xy");
  // A directory in the way: an error, and nothing else is left behind.
  SmallString<128> Sub(Dir);
  sys::path::append(Sub, "sub");
  ASSERT_FALSE(sys::fs::create_directory(Sub));
  Error E = writeFileAtomically(Sub, Second);
  EXPECT_EQ(toString(std::move(E)), "'" + Sub.str().str() + "' is a directory");
  // Into a missing directory: an error, the old file stays.
  SmallString<128> Missing(Dir);
  sys::path::append(Missing, "none", "out.bin");
  std::string Msg = toString(writeFileAtomically(Missing, First));
  EXPECT_TRUE(StringRef(Msg).starts_with("cannot create a temporary file for"))
      << Msg;
  EXPECT_EQ(Read(), "xy");
  std::error_code EC;
  unsigned Entries = 0;
  for (sys::fs::directory_iterator I(Dir, EC), End; I != End && !EC;
       I.increment(EC))
    ++Entries;
  EXPECT_EQ(Entries, 2u); // out.bin and sub, no temporary file
  sys::fs::remove_directories(Dir);
}

} // namespace
