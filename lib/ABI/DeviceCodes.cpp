//===- DeviceCodes.cpp - AMDCL2 e_flags device codes per driver -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The e_flags table of binary-format doc section 5.1, one row per device and
/// one column per driver range. gfx804/901/903/905/907 have no LLVM 22
/// processor of their own; they map to the nearest one.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/DeviceCodes.h"

using namespace llvm;

namespace amdcl2 {

static const unsigned ColumnStarts[NumDriverColumns] = {
    0,      191205, 200406, 203603, 223600, 226400,
    234800, 244200, 248200, 252700, 258000};

#define NA -1
static const DeviceCodeRow Rows[] = {
    {"Spectre", "gfx700", 7, 0, 0, {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}},
    {"Spooky", "gfx700", 7, 0, 0, {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}},
    {"Kalindi", "gfx703", 7, 0, 0, {3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3}},
    {"Mullins", "gfx703", 7, 0, 0, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4}},
    {"Bonaire", "gfx704", 7, 0, 0, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}},
    {"Hawaii", "gfx701", 7, 0, 1, {7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}},
    {"Iceland", "gfx802", 8, 0, 0, {8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}},
    {"Tonga", "gfx802", 8, 0, 0, {9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9}},
    {"Carrizo",
     "gfx801",
     8,
     0,
     1,
     {15, 16, 15, 13, 12, 13, 14, 12, 12, 12, 12}},
    {"Fiji", "gfx803", 8, 0, 4, {16, 17, 16, 14, 13, 14, 15, 13, 13, 13, 13}},
    {"Stoney", "gfx810", 8, 1, 0, {NA, NA, 17, 15, 14, 15, 16, 14, 14, 14, 14}},
    {"Ellesmere",
     "gfx803",
     8,
     0,
     4,
     {NA, NA, 12, 17, 16, 17, 18, 16, 18, 18, 18}},
    {"Baffin", "gfx803", 8, 0, 4, {NA, NA, 13, 16, 15, 16, 17, 15, 16, 16, 16}},
    {"gfx804", "gfx803", 8, 0, 4, {NA, NA, NA, NA, 18, 18, 19, 18, 20, 21, 21}},
    {"gfx900", "gfx900", 9, 0, 0, {NA, NA, NA, NA, 17, 19, 20, 17, 19, 20, 20}},
    // CLRX's writer uses 20 for gfx901 under 2264.00; its reader has none.
    {"gfx901", "gfx900", 9, 0, 1, {NA, NA, NA, NA, NA, 20, 21, 19, 21, 23, 23}},
    {"gfx902", "gfx902", 9, 0, 2, {NA, NA, NA, NA, NA, NA, NA, NA, NA, 24, 24}},
    {"gfx903", "gfx902", 9, 0, 3, {NA, NA, NA, NA, NA, NA, NA, NA, NA, 25, 25}},
    {"gfx904", "gfx904", 9, 0, 4, {NA, NA, NA, NA, NA, NA, NA, NA, NA, 26, 26}},
    {"gfx905", "gfx904", 9, 0, 5, {NA, NA, NA, NA, NA, NA, NA, NA, NA, 27, 27}},
    {"gfx906", "gfx906", 9, 0, 6, {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, 28}},
    {"gfx907", "gfx906", 9, 0, 7, {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, 29}},
};
#undef NA

ArrayRef<unsigned> driverColumnStarts() { return ColumnStarts; }

unsigned driverColumn(unsigned DriverVersion) {
  unsigned Col = 0;
  for (unsigned I = 0; I != NumDriverColumns; ++I)
    if (DriverVersion >= ColumnStarts[I])
      Col = I;
  return Col;
}

ArrayRef<DeviceCodeRow> deviceCodeTable() { return Rows; }

const DeviceCodeRow *lookupDeviceCode(StringRef DeviceName) {
  for (const DeviceCodeRow &R : Rows)
    if (R.DeviceName.equals_insensitive(DeviceName))
      return &R;
  return nullptr;
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

SmallVector<const DeviceCodeRow *, 4>
devicesForCode(unsigned Code, unsigned FirstColumn, unsigned LastColumn) {
  SmallVector<const DeviceCodeRow *, 4> Out;
  for (const DeviceCodeRow &R : Rows)
    for (unsigned C = FirstColumn; C <= LastColumn && C < NumDriverColumns; ++C)
      if (R.Codes[C] == static_cast<int>(Code)) {
        Out.push_back(&R);
        break;
      }
  return Out;
}

} // namespace amdcl2
