//===- ImageFormats.h - The image formats the devices support ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The channel orders and data types the emulator reads and writes (equal
/// component widths, no packed formats; sRGB read only), with the combinations
/// the OpenCL specification allows, and the conversion of a fill colour to a
/// texel.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_RUNTIME_IMAGEFORMATS_H
#define AMDCL2_LIB_RUNTIME_IMAGEFORMATS_H

#include "Objects.h"
#include <vector>

namespace amdcl2 {
namespace rt {

/// What a supported format is made of.
struct FormatLayout {
  unsigned OrderCode, TypeCode; ///< the image object's codes (ImageFormats.h)
  unsigned Comps, CompBytes;
  /// Which of the colour's R, G, B, A each stored component holds.
  unsigned Source[4];
  bool Srgb; ///< R, G and B sRGB-encoded
  size_t texelBytes() const { return size_t(Comps) * CompBytes; }
};

/// Whether \p F is a format OpenCL 2.0 defines (5.3.1.1), supported or
/// not.
bool validFormat(const cl_image_format &F);

/// The layout of \p F, false if the devices do not support it.
bool formatLayout(const cl_image_format &F, FormatLayout &L);

/// Whether \p F is supported for images of \p Type made with \p Flags.
bool supportedFor(const cl_image_format &F, cl_mem_flags Flags,
                  cl_mem_object_type Type);

/// Every format supported for \p Flags and \p Type, for
/// clGetSupportedImageFormats.
std::vector<cl_image_format> supportedFormats(cl_mem_flags Flags,
                                              cl_mem_object_type Type);

/// \p Color (float[4], int[4] or uint[4] as the data type asks) as one
/// texel of \p L, with the conversions write_image does.
void colorToTexel(const FormatLayout &L, cl_channel_type Type,
                  const void *Color, uint8_t *Texel);

} // namespace rt
} // namespace amdcl2

#endif // AMDCL2_LIB_RUNTIME_IMAGEFORMATS_H
