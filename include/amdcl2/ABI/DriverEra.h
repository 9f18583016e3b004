//===- DriverEra.h - AMD driver versions and their format eras --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An AMD OpenCL driver version selects the format generation of a binary,
/// the device codes and several encoding rules. The binary does not store it
/// (binary-format doc sections 2.2, 3, 5).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_DRIVERERA_H
#define AMDCL2_ABI_DRIVERERA_H

#include "amdcl2/ABI/MetadataBlob.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace amdcl2 {

/// An AMD OpenCL driver version as major * 100 + minor ("2036.03" ->
/// 203603), CLRX's numbering.
struct DriverVersion {
  unsigned Value = 0;

  /// Any driver before 1912.05 (Catalyst 15.7 era): the OLD format. This is
  /// the number CLRX uses for that era (1800.05).
  static constexpr unsigned Old = 180005;
  static constexpr unsigned G1First = 191205;    ///< 1912.05
  static constexpr unsigned G2First = 200406;    ///< 2004.06
  static constexpr unsigned G2GfxFirst = 223600; ///< 2236.00
  /// The driver amdcl2 writes for when none is given (2482.03).
  static constexpr unsigned Default = 248203;
  /// First driver known to record reqd_work_group_size as a control
  /// directive: the column of 2442.00 (2482.03: simplecopy-kattrs; the
  /// GatelessGateSharp miner's AMD builds of late 2017 carry them with the
  /// codes of the 2236.00 or the 2442.00 column, so no later than 2442.00).
  static constexpr unsigned ControlDirectivesFirst = 244200;

  bool isOld() const { return Value < G1First; }
  bool operator==(DriverVersion O) const { return Value == O.Value; }
  bool operator!=(DriverVersion O) const { return Value != O.Value; }
  /// "old" or "MMMM.mm".
  std::string str() const;
};

/// Parses "old", "MMMM.mm" (e.g. "1912.05", "2036.03", "2482.03") or a plain
/// integer in CLRX's form (e.g. 203603).
llvm::Expected<DriverVersion> parseDriverVersion(llvm::StringRef S);

/// The driver amdcl2 targets when none is given: 2482.03 (a late
/// AMDGPU-PRO/Crimson driver whose G2-gfx layout is verified on AMD output),
/// or the first driver that knows the device when that is later (gfx902-905:
/// 2527.00, gfx906: 2580.00).
DriverVersion defaultDriverVersion(const GPUInfo &GPU);

/// The driver a user named, \p S parsed, or \p GPU's default when \p S is
/// empty (the tools' --amdcl2-driver, LLVM's -amdgpu-amdcl2-driver).
llvm::Expected<DriverVersion> driverVersionFor(const GPUInfo &GPU,
                                               llvm::StringRef S);

/// The format generation a driver reads (spec section 3).
cl2::Generation generationFor(DriverVersion D);

} // namespace amdcl2

#endif // AMDCL2_ABI_DRIVERERA_H
