//===- Writer.h - Writing AMDCL2 program binaries ---------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The public writer API: turns a CompiledProgram (LLVM's relocatable code
/// object plus the CL2 kernel records) into an AMDCL2 binary for a chosen
/// AMD driver version, re-serializes a binary read by AMDCL2Binary::create(),
/// checks hardware limits and writes files atomically.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_WRITER_H
#define AMDCL2_BINARY_WRITER_H

#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Binary/AMDCL2Format.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>

namespace amdcl2 {

class AMDCL2Binary;

/// An AMD OpenCL driver version as major * 100 + minor ("2036.03" ->
/// 203603), CLRX's numbering. The binary does not store it; it selects the
/// format generation and the device-code table (spec sections 2.2, 3, 5).
struct DriverVersion {
  unsigned Value = 0;

  /// Any driver before 1912.05 (Catalyst 15.7 era): the OLD format. This is
  /// the number CLRX uses for that era (1800.05).
  static constexpr unsigned Old = 180005;
  static constexpr unsigned G1First = 191205;    ///< 1912.05
  static constexpr unsigned G2First = 200406;    ///< 2004.06
  static constexpr unsigned G2GfxFirst = 223600; ///< 2236.00

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

/// The format generation a driver reads (spec section 3).
cl2::Generation generationFor(DriverVersion D);

struct WriterOptions {
  /// Target driver; Value 0 means defaultDriverVersion() of the GPU.
  DriverVersion Driver;
  /// 64-bit (e_machine 0xAF5B) or 32-bit (0xAF5A) container. Must agree with
  /// the kernels' argument layout.
  bool Is64Bit = true;
  /// Stored in .comment before the ACL version string.
  std::string CompileOptions;
  /// Catalyst device name (GPUInfo::DeviceName spelling, e.g. "Ellesmere")
  /// when it differs from the default device of CompiledProgram::GPU; several
  /// devices share one LLVM processor but not one device code.
  std::string DeviceName;
};

/// Checks every kernel against its device's limits in the device table
/// (SGPRs, VGPRs, LDS, scratch). The error names the kernel, the limit and
/// both values.
llvm::Error checkHardwareLimits(const CompiledProgram &P);

/// Builds a complete AMDCL2 binary from \p P (spec section 12).
llvm::Expected<llvm::SmallVector<char, 0>>
writeAMDCL2(const CompiledProgram &P, const WriterOptions &O);

/// Re-serializes a binary read by AMDCL2Binary::create(): every section's
/// contents, with the file layout recomputed by AMD's layout rule (spec 4.2,
/// 9.2) and the inner ELF re-encoded from its sections.
llvm::Expected<llvm::SmallVector<char, 0>> writeAMDCL2(const AMDCL2Binary &B);

/// Writes \p Bytes to \p Path through a temporary file in the same
/// directory that is renamed over \p Path. On failure nothing is left
/// behind and an existing \p Path is untouched.
llvm::Error writeFileAtomically(llvm::StringRef Path,
                                llvm::ArrayRef<char> Bytes);

} // namespace amdcl2

#endif // AMDCL2_BINARY_WRITER_H
