//===- DeviceFacts.h - What AMD's driver reported for each GPU --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The values clGetDeviceInfo reports, as AMD's OpenCL 2.0 driver reported
/// them for the same GPU in public clinfo dumps (docs/Runtime.md, "Devices",
/// cites them), except where the virtual device differs: the extensions and
/// image support it does not implement are left out, and the driver
/// version is the one amdcl2 writes binaries for.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_RUNTIME_DEVICEFACTS_H
#define AMDCL2_LIB_RUNTIME_DEVICEFACTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

namespace amdcl2 {
namespace rt {

struct DeviceFacts {
  llvm::StringRef GPU;       ///< the -mcpu name the device compiles for
  llvm::StringRef Name;      ///< CL_DEVICE_NAME
  llvm::StringRef BoardName; ///< CL_DEVICE_BOARD_NAME_AMD
  unsigned ComputeUnits;
  unsigned ClockMHz;
  uint64_t GlobalMemBytes;
  unsigned GFXIPMajor, GFXIPMinor;

  /// The memory a program may use: the board's, or in a 32-bit process,
  /// whose device memory is host memory below 4 GiB, at most 1 GiB (AMD's
  /// 32-bit runtime reported at most 3 GiB of the board's own).
  uint64_t globalMemBytes() const {
    return HostIs64 ? GlobalMemBytes
                    : std::min<uint64_t>(GlobalMemBytes, uint64_t(1) << 30);
  }
  /// AMD's runtime: 85% of the memory for one allocation (the constant
  /// buffer and the pipe packet limits follow it).
  uint64_t maxAllocBytes() const { return globalMemBytes() / 100 * 85; }

  /// A 64-bit process runs 64-bit programs and a 32-bit one 32-bit
  /// programs, as with AMD's runtime, whose OpenCL 2.0 devices have 64-bit
  /// pointers exactly in 64-bit processes (ROCm clr, palsettings.cpp:
  /// use64BitPtr_ = LP64_SWITCH(false, true)).
  static constexpr bool HostIs64 = sizeof(void *) == 8;
};

/// The devices, in clGetDeviceIDs order.
llvm::ArrayRef<DeviceFacts> deviceFacts();

/// What every device reports alike.
namespace facts {
extern const char *const Vendor;
extern const char *const Extensions;
/// "2482.3": the driver amdcl2-clang writes for by default, as AMD's
/// driver printed its version.
std::string driverVersion();
constexpr unsigned VendorId = 0x1002;
constexpr size_t MaxWorkGroupSize = 256;
constexpr size_t MaxWorkGroupSizeAMD = 1024;
constexpr size_t MaxWorkItemSizes[3] = {1024, 1024, 1024};
constexpr uint64_t LocalMemBytes = 65536;
constexpr unsigned MaxConstantArgs = 8;
constexpr size_t MaxParameterSize = 1024;
constexpr unsigned MemBaseAddrAlignBits = 2048;
constexpr unsigned MinDataTypeAlignBytes = 128;
constexpr unsigned CacheLineBytes = 64;
constexpr uint64_t CacheBytes = 16384;
constexpr size_t Image2DMax = 16384, Image3DMax = 2048;
constexpr size_t ImageMaxArraySize = 2048;
constexpr unsigned MaxReadImageArgs = 128, MaxWriteImageArgs = 64;
constexpr unsigned MaxReadWriteImageArgs = 64, MaxSamplers = 16;
constexpr unsigned ImagePitchAlignment = 256, ImageBaseAddressAlignment = 256;
constexpr unsigned MaxPipeArgs = 16, PipeMaxActiveReservations = 16;
constexpr unsigned QueueOnDevicePreferredSize = 262144;
constexpr unsigned QueueOnDeviceMaxSize = 8388608;
constexpr unsigned MaxOnDeviceQueues = 1, MaxOnDeviceEvents = 1024;
constexpr size_t PrintfBufferSize = 4194304;
constexpr uint64_t PreferredConstantBufferBytes = 16384;
/// The value AMD's compiler of the 2482.3 era predefined as the macro
/// CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE (lib/ABI/Predefines.cpp): what the
/// programs it compiled were told (the later PAL drivers reported 90% of
/// the largest allocation).
constexpr size_t MaxGlobalVariableSize = 536870912;
} // namespace facts

} // namespace rt
} // namespace amdcl2

#endif // AMDCL2_LIB_RUNTIME_DEVICEFACTS_H
