//===- DeviceCodes.h - AMDCL2 e_flags device codes per driver ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lookups in the device table (Targets.h) by driver release: the device code
/// AMD's drivers store in the outer ELF's e_flags, which changed between
/// driver releases (binary-format doc section 5.1), and the ISA version of
/// the inner ISA note (section 5.2).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_DEVICECODES_H
#define AMDCL2_ABI_DEVICECODES_H

#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace amdcl2 {

/// First driver version (major*100+minor, e.g. 191205) of each column; the
/// column applies up to the next column's start.
llvm::ArrayRef<unsigned> driverColumnStarts();

/// Column index of a driver version.
unsigned driverColumn(unsigned DriverVersion);

/// A device-table row seen through its e_flags codes.
using DeviceCodeRow = DeviceInfo;

/// The row of a Catalyst device name (case-insensitive), or null.
const DeviceCodeRow *lookupDeviceCode(llvm::StringRef DeviceName);

/// The first driver (version) that knows \p Row, the start of the first
/// column with a code; none if no column has one.
std::optional<unsigned> firstDriverKnowing(const DeviceCodeRow &Row);

/// e_flags for \p Row under \p DriverVersion; none if that driver lacks it.
std::optional<unsigned> deviceCodeFor(const DeviceCodeRow &Row,
                                      unsigned DriverVersion);

/// The ISA note version AMD writes for \p Row under \p DriverVersion (Fiji
/// changed from 8.0.1 to 8.0.4 at 2004.06).
void isaNoteVersion(const DeviceCodeRow &Row, unsigned DriverVersion,
                    unsigned &Major, unsigned &Minor, unsigned &Stepping);

/// One way to read an e_flags code: the device it names under the drivers
/// of one column.
struct DeviceReading {
  const DeviceCodeRow *Row;
  unsigned Column;
  /// The first driver (version) of the column.
  unsigned firstDriver() const { return driverColumnStarts()[Column]; }
};

/// Every (device, column) pair in [FirstColumn, LastColumn] whose code is
/// \p Code, the likeliest first when nothing else tells the columns apart:
/// the column of amdcl2's default driver, then newer columns, then older.
llvm::SmallVector<DeviceReading, 8>
readDeviceCode(unsigned Code, unsigned FirstColumn, unsigned LastColumn);

} // namespace amdcl2

#endif // AMDCL2_ABI_DEVICECODES_H
