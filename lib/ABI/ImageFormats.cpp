//===- ImageFormats.cpp - Image channel tables of the CL2 ABI -------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Codes from the ABI doc section 6; CL values from the OpenCL 2.0 headers.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ImageFormats.h"

using namespace llvm;

namespace amdcl2 {

static const ImageCode DataTypes[] = {
    {0, "SNORM_INT8", 0x10D0},      {1, "SNORM_INT16", 0x10D1},
    {2, "UNORM_INT8", 0x10D2},      {3, "UNORM_INT16", 0x10D3},
    {4, "UNORM_INT24", 0x10DF},     {5, "UNORM_SHORT_555", 0x10D5},
    {6, "UNORM_SHORT_565", 0x10D4}, {7, "UNORM_INT_101010", 0x10D6},
    {8, "SIGNED_INT8", 0x10D7},     {9, "SIGNED_INT16", 0x10D8},
    {10, "SIGNED_INT32", 0x10D9},   {11, "UNSIGNED_INT8", 0x10DA},
    {12, "UNSIGNED_INT16", 0x10DB}, {13, "UNSIGNED_INT32", 0x10DC},
    {14, "HALF_FLOAT", 0x10DD},     {15, "FLOAT", 0x10DE},
};

static const ImageCode Orders[] = {
    {0, "A", 0x10B1},          {1, "R", 0x10B0},
    {2, "Rx", 0x10BA},         {3, "RG", 0x10B2},
    {4, "RGx", 0x10BB},        {5, "RA", 0x10B3},
    {6, "RGB", 0x10B4},        {7, "RGBx", 0x10BC},
    {8, "RGBA", 0x10B5},       {9, "BGRA", 0x10B6},
    {10, "ARGB", 0x10B7},      {11, "ABGR", 0x10C3},
    {12, "sRGB", 0x10BF},      {13, "sRGBx", 0x10C0},
    {14, "sRGBA", 0x10C1},     {15, "sBGRA", 0x10C2},
    {16, "INTENSITY", 0x10B8}, {17, "LUMINANCE", 0x10B9},
    {18, "DEPTH", 0x10BD},     {19, "DEPTH_STENCIL", 0x10BE},
};

ArrayRef<ImageCode> channelDataTypes() { return DataTypes; }
ArrayRef<ImageCode> channelOrders() { return Orders; }

std::optional<uint32_t> channelDataTypeToCL(unsigned Code) {
  if (Code >= std::size(DataTypes))
    return std::nullopt;
  return DataTypes[Code].CLValue;
}

std::optional<uint32_t> channelOrderToCL(unsigned Code) {
  if (Code >= std::size(Orders))
    return std::nullopt;
  return Orders[Code].CLValue;
}

} // namespace amdcl2
