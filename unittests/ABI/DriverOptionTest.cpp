//===- DriverOptionTest.cpp - Tests of the driver option's parser --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An option naming an AMD driver keeps a known version as written and
/// makes an unknown one a command-line error naming the option.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/DriverOption.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

cl::opt<std::string, false, DriverVersionParser>
    TestDriver("test-amdcl2-driver", cl::desc("driver"));

/// Parses \p Arg into \p Value; what it printed on stderr (cl reports
/// there), or "" if it accepted it.
std::string parse(const char *Arg, std::string &Value) {
  const char *Argv[] = {"test", Arg};
  std::string Ignored;
  raw_string_ostream OS(Ignored);
  testing::internal::CaptureStderr();
  bool OK = cl::ParseCommandLineOptions(2, Argv, "", &OS);
  std::string Errors = testing::internal::GetCapturedStderr();
  Value = TestDriver;
  cl::ResetAllOptionOccurrences();
  return OK ? "" : Errors.empty() ? "rejected" : Errors;
}

TEST(DriverOption, KeepsAKnownDriverAsWritten) {
  std::string V;
  EXPECT_EQ(parse("-test-amdcl2-driver=2004.06", V), "");
  EXPECT_EQ(V, "2004.06");
  EXPECT_EQ(parse("-test-amdcl2-driver=old", V), "");
  EXPECT_EQ(V, "old");
}

TEST(DriverOption, RejectsAnUnknownDriverNamingTheOption) {
  std::string V;
  std::string E = parse("-test-amdcl2-driver=fast", V);
  EXPECT_NE(E.find("for the --test-amdcl2-driver option: "), std::string::npos)
      << E;
  EXPECT_NE(E.find("'fast'"), std::string::npos) << E;
}

} // namespace
