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

#include "amdcl2/Binary/AMDCL2Binary.h"
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
  P.Target.GPU = lookupGPU("gfx900");
  P.Target.Driver = {203603};
  Expected<SmallVector<char, 0>> Out = writeAMDCL2(P, WriterOptions());
  ASSERT_FALSE(bool(Out));
  EXPECT_EQ(toString(Out.takeError()),
            "driver 2036.03 does not know device 'gfx900' (gfx900); choose a "
            "newer driver with --amdcl2-driver");
}

// A program without kernels is AMD's empty program, in either format, and
// reads back as one.
TEST(WriterAPI, ProgramWithoutKernels) {
  for (unsigned Driver : {DriverVersion::Old, 248203u}) {
    CompiledProgram P;
    P.Target.GPU = lookupGPU("gfx704");
    P.Target.Driver = {Driver};
    Expected<SmallVector<char, 0>> Out = writeAMDCL2(P, WriterOptions());
    ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
    Expected<AMDCL2Binary> Bin = AMDCL2Binary::create(
        MemoryBufferRef(StringRef(Out->data(), Out->size()), "empty"));
    ASSERT_TRUE(bool(Bin)) << toString(Bin.takeError());
    EXPECT_TRUE(Bin->Kernels.empty());
    EXPECT_EQ(Bin->DeviceName, "Bonaire");
    EXPECT_EQ(Bin->Outer.findSection(cl2::SecText) >= 0,
              Driver != DriverVersion::Old);
  }
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
