//===- Resources.h - Image, sampler and typed-buffer descriptors *- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The hardware descriptors behind image and sampler arguments, as fields:
/// the image T# (8 dwords), the typed buffer V# of a 1D buffer image and
/// the sampler S# (4 dwords), with the bit positions of ROCr's
/// resource_kv.h (GFX7/8) and resource_ai.h (GFX9) (shared
/// printf-images-samplers.md sections 2.4 and 3.1). Dispatch encodes them
/// as the runtime does; the image instructions decode them as the texture
/// unit does, so AMD's kernels and ours read the same bits. Internal to
/// lib/Emulator.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_EMULATOR_RESOURCES_H
#define AMDCL2_LIB_EMULATOR_RESOURCES_H

#include <cstdint>

namespace amdcl2 {
namespace emu {

/// SQ_RSRC_IMG_* resource types (T# word 3 [31:28]).
enum ImageType : unsigned {
  ImgType1D = 8,
  ImgType2D = 9,
  ImgType3D = 10,
  ImgTypeCube = 11,
  ImgType1DArray = 12,
  ImgType2DArray = 13,
};

/// SQ_SEL_* destination selects (T# word 3, V# word 3 [11:0]).
enum DstSel : unsigned {
  Sel0 = 0,
  Sel1 = 1,
  SelX = 4,
  SelY = 5,
  SelZ = 6,
  SelW = 7
};

/// IMG_/BUF_NUM_FORMAT_* values the emulator converts.
enum NumFormat : unsigned {
  NumUnorm = 0,
  NumSnorm = 1,
  NumUint = 4,
  NumSint = 5,
  NumFloat = 7,
  NumSrgb = 9, ///< images only: 8-bit unorm, R, G and B gamma-decoded
};

/// An image as the T# describes it. Linear layout: texel (x, y, slice) at
/// Base + ((slice * Height + y) * Pitch + x) * texel bytes; a slice is a
/// layer of an array or a depth plane of a 3D image.
struct ImageDesc {
  uint64_t Base = 0; ///< 256-byte aligned
  unsigned DataFormat = 0, NumFormat = 0;
  unsigned DstSel[4] = {SelX, SelY, SelZ, SelW};
  unsigned Width = 1, Height = 1, Depth = 1; ///< Depth: 3D depth
  unsigned Layers = 1;                       ///< arrays
  unsigned Pitch = 1;                        ///< in texels
  unsigned Type = ImgType2D;
  bool isArray() const {
    return Type == ImgType1DArray || Type == ImgType2DArray;
  }
  /// Coordinates an image instruction reads for this type (x, y, z or the
  /// layer), without the extra address words of other sample variants.
  unsigned numCoords() const;
  unsigned slices() const { return Type == ImgType3D ? Depth : Layers; }
};

void encodeTSharp(const ImageDesc &D, bool GFX9, uint32_t T[8]);
ImageDesc decodeTSharp(const uint32_t T[8], bool GFX9);

/// A typed buffer (V#): a 1D buffer image's dwords 0-3.
struct TypedBufferDesc {
  uint64_t Base = 0;
  unsigned Stride = 0, NumRecords = 0;
  unsigned DataFormat = 0, NumFormat = 0;
  unsigned DstSel[4] = {SelX, SelY, SelZ, SelW};
};
void encodeTypedVSharp(const TypedBufferDesc &D, uint32_t V[4]);
TypedBufferDesc decodeTypedVSharp(const uint32_t V[4]);

/// SQ_TEX_* clamp modes (S# word 0, 3 bits per axis).
enum TexClamp : unsigned {
  ClampWrap = 0,
  ClampMirror = 1,
  ClampLastTexel = 2,
  ClampBorder = 6,
};

struct SamplerDesc {
  unsigned Clamp[3] = {ClampBorder, ClampBorder, ClampBorder};
  bool Unnormalized = false;
  bool Linear = false; ///< xy mag/min filters bilinear (z follows)
};
void encodeSSharp(const SamplerDesc &D, uint32_t S[4]);
SamplerDesc decodeSSharp(const uint32_t S[4]);

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_RESOURCES_H
