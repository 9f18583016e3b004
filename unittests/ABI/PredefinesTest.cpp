//===- PredefinesTest.cpp - AMD's predefined macros -----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Predefines.h"
#include "amdcl2/ABI/Targets.h"
#include "gtest/gtest.h"
#include <map>

using namespace llvm;
using namespace amdcl2;

namespace {

std::map<std::string, std::string> macros(StringRef GPU, StringRef CLStd) {
  std::map<std::string, std::string> M;
  for (const MacroDefinition &D : amdPredefinedMacros(*lookupGPU(GPU), CLStd))
    EXPECT_TRUE(M.emplace(D.Name, D.Value).second) << D.Name << " twice";
  return M;
}

TEST(Predefines, DeviceNamesAsAMDsRuntimePassedThem) {
  auto M = macros("ellesmere", "CL2.0");
  EXPECT_EQ(M["__Ellesmere__"], "1");
  EXPECT_EQ(M["__Ellesmere"], "1");
  EXPECT_EQ(M["__gfx803"], "1");
  EXPECT_EQ(M.count("__Fiji__"), 0u);
  EXPECT_EQ(M["__IMAGE_SUPPORT__"], "1");
  EXPECT_EQ(M["__OPENCL_VERSION__"], "200");
  // gfx900 is its own Catalyst name: no second __gfx900.
  auto V = macros("gfx900", "CL2.0");
  EXPECT_EQ(V["__gfx900__"], "1");
  EXPECT_EQ(V["__gfx900"], "1");
}

TEST(Predefines, MaxGlobalVariableSizeOnlyForOpenCL20) {
  EXPECT_EQ(macros("fiji", "CL2.0")["CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE"],
            "536870912");
  EXPECT_EQ(macros("fiji", "cl2.0").count("CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE"),
            1u);
  EXPECT_EQ(macros("fiji", "CL3.0").count("CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE"),
            1u);
  EXPECT_EQ(macros("fiji", "CL1.2").count("CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE"),
            0u);
  EXPECT_EQ(macros("fiji", "CL").count("CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE"),
            0u);
  // The device's version, not the language's.
  EXPECT_EQ(macros("fiji", "CL1.2")["__OPENCL_VERSION__"], "200");
}

TEST(Predefines, ExtensionsAndTheirHeader) {
  auto M = macros("bonaire", "CL1.2");
  EXPECT_EQ(M["cl_amd_fp64"], "1");
  EXPECT_EQ(M["cl_ext_atomic_counters_32"], "1");
  EXPECT_EQ(M["cl_amd_printf"], "1"); // defined now that printf works
  EXPECT_EQ(M.count("cl_khr_d3d10_sharing"), 0u);
  std::string H = amdExtensionHeader();
  for (StringRef E : amdOnlyExtensions())
    EXPECT_NE(H.find(("#pragma OPENCL EXTENSION " + E + " : begin").str()),
              std::string::npos)
        << E.str();
  EXPECT_NE(H.find("cl_amd_printf : begin"), std::string::npos);
  EXPECT_NE(H.find("typedef volatile __global unsigned int *counter32_t;"),
            std::string::npos);
  // The media operations are implemented: clang's own macros and pragmas
  // for them stay, none is undefined, defined twice or registered again.
  EXPECT_TRUE(undefinedClangExtensions().empty());
  for (StringRef E : {"cl_amd_media_ops", "cl_amd_media_ops2"}) {
    EXPECT_EQ(M.count(E.str()), 0u) << E.str();
    EXPECT_EQ(H.find(E.str() + " "), std::string::npos) << E.str();
  }
}

} // namespace
