//===- DriverEra.cpp - AMD driver versions and their format eras ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/ABI/DeviceCodes.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {

std::string DriverVersion::str() const {
  if (isOld())
    return "old";
  return formatv("{0}.{1:d2}", Value / 100, Value % 100).str();
}

Expected<DriverVersion> parseDriverVersion(StringRef S) {
  auto Bad = [&] {
    return createStringError(
        "invalid AMDCL2 driver version '%s': expected 'old', MMMM.mm (e.g. "
        "2036.03) or an integer like 203603",
        S.str().c_str());
  };
  StringRef T = S.trim();
  if (T.equals_insensitive("old"))
    return DriverVersion{DriverVersion::Old};
  unsigned Value;
  auto [Major, Minor] = T.split('.');
  if (T.contains('.')) {
    unsigned Ma, Mi;
    if (Minor.size() != 2 || Major.getAsInteger(10, Ma) ||
        Minor.getAsInteger(10, Mi) || Ma < 1000 || Ma > 9999)
      return Bad();
    Value = Ma * 100 + Mi;
  } else {
    if (T.getAsInteger(10, Value) || Value < 100000 || Value > 999999)
      return Bad();
  }
  return DriverVersion{Value};
}

DriverVersion defaultDriverVersion(const GPUInfo &GPU) {
  DriverVersion D{DriverVersion::Default};
  if (const DeviceCodeRow *Row = lookupDeviceCode(GPU.DeviceName))
    if (std::optional<unsigned> First = firstDriverKnowing(*Row))
      D.Value = std::max(D.Value, *First);
  return D;
}

Expected<DriverVersion> driverVersionFor(const GPUInfo &GPU, StringRef S) {
  if (S.empty())
    return defaultDriverVersion(GPU);
  return parseDriverVersion(S);
}

cl2::Generation generationFor(DriverVersion D) {
  if (D.Value < DriverVersion::G1First)
    return cl2::Generation::Old;
  if (D.Value < DriverVersion::G2First)
    return cl2::Generation::G1;
  if (D.Value < DriverVersion::G2GfxFirst)
    return cl2::Generation::G2;
  return cl2::Generation::G2Gfx;
}

} // namespace amdcl2
