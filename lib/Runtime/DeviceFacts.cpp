//===- DeviceFacts.cpp - What AMD's driver reported for each GPU ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each value's source is in docs/Runtime.md ("Devices"): clinfo dumps of
/// AMD's driver posted in public issues, and ROCm/clr's PAL device code for
/// the rules behind them.
///
//===----------------------------------------------------------------------===//

#include "DeviceFacts.h"
#include "amdcl2/ABI/DriverEra.h"

namespace amdcl2 {
namespace rt {

static constexpr uint64_t GiB = 1ULL << 30;

static const DeviceFacts Devices[] = {
    {"fiji", "Fiji", "AMD Radeon (TM) R9 Fury Series", 64, 1050, 4 * GiB, 8, 0},
    {"ellesmere", "Ellesmere", "Radeon RX 580 Series", 36, 1340, 8 * GiB, 8, 0},
    {"gfx900", "gfx900", "Radeon RX Vega", 64, 1408, 8 * GiB, 9, 0},
    {"bonaire", "Bonaire", "AMD Radeon R7 200 Series", 12, 1000, 1 * GiB, 7, 0},
    {"hawaii", "Hawaii", "AMD Radeon (TM) R9 390 Series", 44, 1080, 8 * GiB, 7,
     2},
};

llvm::ArrayRef<DeviceFacts> deviceFacts() { return Devices; }

namespace facts {
const char *const Vendor = "Advanced Micro Devices, Inc.";
// AMD's order (trailing space included); left out: GL and Direct3D sharing,
// SPIR, mipmaps and peer-to-peer copies. The image extensions OpenCL 2.0
// requires of every device are listed, as AMD's were; with no image
// support yet they offer nothing (docs/Runtime.md).
const char *const Extensions =
    "cl_khr_fp64 cl_amd_fp64 cl_khr_global_int32_base_atomics "
    "cl_khr_global_int32_extended_atomics cl_khr_local_int32_base_atomics "
    "cl_khr_local_int32_extended_atomics cl_khr_int64_base_atomics "
    "cl_khr_int64_extended_atomics cl_khr_3d_image_writes "
    "cl_khr_byte_addressable_store cl_khr_fp16 "
    "cl_amd_device_attribute_query cl_amd_vec3 cl_amd_printf cl_amd_media_ops "
    "cl_amd_media_ops2 cl_amd_popcnt cl_khr_image2d_from_buffer "
    "cl_khr_subgroups cl_khr_depth_images ";

std::string driverVersion() {
  unsigned V = DriverVersion::Default;
  return std::to_string(V / 100) + "." + std::to_string(V % 100);
}
} // namespace facts

} // namespace rt
} // namespace amdcl2
