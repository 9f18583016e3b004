//===- ImageFormats.h - Image channel tables of the CL2 ABI ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The channel data type (image resource dword 8) and channel order (dword 9)
/// codes and their OpenCL enum values (ABI doc section 6).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_IMAGEFORMATS_H
#define AMDCL2_ABI_IMAGEFORMATS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>

namespace amdcl2 {

struct ImageCode {
  unsigned Code;      ///< value in the resource dword
  llvm::StringRef CL; ///< suffix of the CL_ name, e.g. "UNORM_INT8"
  uint32_t CLValue;   ///< the OpenCL enum value, e.g. 0x10D2
};

constexpr unsigned ImageDataTypeDword = 8, ImageDataTypeMask = 0xf;
constexpr unsigned ImageChannelOrderDword = 9, ImageChannelOrderMask = 0x1f;

llvm::ArrayRef<ImageCode> channelDataTypes(); ///< indexed by code 0-15
llvm::ArrayRef<ImageCode> channelOrders();    ///< indexed by code 0-19

std::optional<uint32_t> channelDataTypeToCL(unsigned Code);
std::optional<uint32_t> channelOrderToCL(unsigned Code);

} // namespace amdcl2

#endif // AMDCL2_ABI_IMAGEFORMATS_H
