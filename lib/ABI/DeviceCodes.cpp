//===- DeviceCodes.cpp - AMDCL2 e_flags device codes per driver -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The driver columns of the binary-format doc's e_flags table (section 5.1)
/// and the lookups of device-table rows by name, driver and code.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/DeviceCodes.h"
#include "amdcl2/ABI/DriverEra.h"
#include "llvm/ADT/STLExtras.h"

using namespace llvm;

namespace amdcl2 {

static const unsigned ColumnStarts[NumDriverColumns] = {
    0,      191205, 200406, 203603, 223600, 226400,
    234800, 244200, 248200, 252700, 258000};

ArrayRef<unsigned> driverColumnStarts() { return ColumnStarts; }

unsigned driverColumn(unsigned DriverVersion) {
  unsigned Col = 0;
  for (unsigned I = 0; I != NumDriverColumns; ++I)
    if (DriverVersion >= ColumnStarts[I])
      Col = I;
  return Col;
}

const DeviceCodeRow *lookupDeviceCode(StringRef DeviceName) {
  for (const DeviceCodeRow &R : deviceTable())
    if (R.DeviceName.equals_insensitive(DeviceName))
      return &R;
  return nullptr;
}

std::optional<unsigned> firstDriverKnowing(const DeviceCodeRow &Row) {
  for (unsigned C = 0; C < NumDriverColumns; ++C)
    if (Row.Codes[C] >= 0)
      return ColumnStarts[C];
  return std::nullopt;
}

std::optional<unsigned> deviceCodeFor(const DeviceCodeRow &Row,
                                      unsigned DriverVersion) {
  int C = Row.Codes[driverColumn(DriverVersion)];
  if (C < 0)
    return std::nullopt;
  return static_cast<unsigned>(C);
}

void isaNoteVersion(const DeviceCodeRow &Row, unsigned DriverVersion,
                    unsigned &Major, unsigned &Minor, unsigned &Stepping) {
  Major = Row.ISAMajor;
  Minor = Row.ISAMinor;
  Stepping = Row.ISAStepping;
  if (Row.DeviceName == "Fiji" && DriverVersion < 200406)
    Stepping = 1;
}

/// Rank of column \p C when reading a code: the default driver's column is
/// 0, newer ones follow, then older ones, nearest first.
static unsigned columnRank(unsigned C) {
  unsigned Default = driverColumn(DriverVersion::Default);
  return C >= Default ? C - Default : NumDriverColumns + (Default - C);
}

SmallVector<DeviceReading, 8>
readDeviceCode(unsigned Code, unsigned FirstColumn, unsigned LastColumn) {
  SmallVector<DeviceReading, 8> Out;
  for (unsigned C = FirstColumn; C <= LastColumn && C < NumDriverColumns; ++C)
    for (const DeviceCodeRow &R : deviceTable())
      if (R.Codes[C] == static_cast<int>(Code))
        Out.push_back({&R, C});
  llvm::stable_sort(Out, [](const DeviceReading &A, const DeviceReading &B) {
    return columnRank(A.Column) < columnRank(B.Column);
  });
  return Out;
}

} // namespace amdcl2
