//===- Resources.cpp - Image, sampler and typed-buffer descriptors --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Bit positions of the T#, V# and S# fields (Resources.h). Only the fields
/// the emulator models are written; the rest stay 0, as a linear,
/// single-level, untiled resource has them.
///
//===----------------------------------------------------------------------===//

#include "Resources.h"

namespace amdcl2 {
namespace emu {

namespace {
uint32_t bits(uint32_t W, unsigned Lo, unsigned N) {
  return (W >> Lo) & ((1u << N) - 1);
}
void put(uint32_t &W, unsigned Lo, unsigned N, uint32_t V) {
  W |= (V & ((1u << N) - 1)) << Lo;
}
uint32_t packDstSel(const unsigned Sel[4]) {
  return Sel[0] | Sel[1] << 3 | Sel[2] << 6 | Sel[3] << 9;
}
void unpackDstSel(uint32_t W, unsigned Sel[4]) {
  for (unsigned I = 0; I < 4; ++I)
    Sel[I] = bits(W, 3 * I, 3);
}
} // namespace

unsigned ImageDesc::numCoords() const {
  switch (Type) {
  case ImgType1D:
    return 1;
  case ImgType2D:
  case ImgType1DArray:
    return 2;
  default:
    return 3;
  }
}

void encodeTSharp(const ImageDesc &D, bool GFX9, uint32_t T[8]) {
  for (unsigned I = 0; I < 8; ++I)
    T[I] = 0;
  T[0] = uint32_t(D.Base >> 8);
  put(T[1], 0, 8, uint32_t(D.Base >> 40));
  put(T[1], 20, 6, D.DataFormat);
  put(T[1], 26, 4, D.NumFormat);
  put(T[2], 0, 14, D.Width - 1);
  put(T[2], 14, 14, D.Height - 1);
  T[3] = packDstSel(D.DstSel);
  put(T[3], 28, 4, D.Type);
  // GFX9 keeps the layer count in the depth field; GFX7/8 in last_array.
  unsigned DepthField = D.Type == ImgType3D ? D.Depth - 1 : 0;
  if (GFX9 && D.isArray())
    DepthField = D.Layers - 1;
  put(T[4], 0, 13, DepthField);
  put(T[4], 13, GFX9 ? 16 : 14, D.Pitch - 1);
  if (!GFX9 && D.isArray())
    put(T[5], 13, 13, D.Layers - 1);
}

ImageDesc decodeTSharp(const uint32_t T[8], bool GFX9) {
  ImageDesc D;
  D.Base = uint64_t(T[0]) << 8 | uint64_t(bits(T[1], 0, 8)) << 40;
  D.DataFormat = bits(T[1], 20, 6);
  D.NumFormat = bits(T[1], 26, 4);
  D.Width = bits(T[2], 0, 14) + 1;
  D.Height = bits(T[2], 14, 14) + 1;
  unpackDstSel(T[3], D.DstSel);
  D.Type = bits(T[3], 28, 4);
  unsigned DepthField = bits(T[4], 0, 13) + 1;
  D.Pitch = bits(T[4], 13, GFX9 ? 16 : 14) + 1;
  if (D.Type == ImgType3D)
    D.Depth = DepthField;
  if (D.isArray())
    D.Layers = GFX9 ? DepthField
                    : bits(T[5], 13, 13) - bits(T[5], 0, 13) + 1;
  return D;
}

void encodeTypedVSharp(const TypedBufferDesc &D, uint32_t V[4]) {
  V[0] = uint32_t(D.Base);
  V[1] = uint32_t(D.Base >> 32) & 0xffff;
  put(V[1], 16, 14, D.Stride);
  V[2] = D.NumRecords;
  V[3] = packDstSel(D.DstSel);
  put(V[3], 12, 3, D.NumFormat);
  put(V[3], 15, 4, D.DataFormat);
}

TypedBufferDesc decodeTypedVSharp(const uint32_t V[4]) {
  TypedBufferDesc D;
  D.Base = V[0] | uint64_t(V[1] & 0xffff) << 32;
  D.Stride = bits(V[1], 16, 14);
  D.NumRecords = V[2];
  unpackDstSel(V[3], D.DstSel);
  D.NumFormat = bits(V[3], 12, 3);
  D.DataFormat = bits(V[3], 15, 4);
  return D;
}

void encodeSSharp(const SamplerDesc &D, uint32_t S[4]) {
  S[0] = S[1] = S[2] = S[3] = 0;
  for (unsigned I = 0; I < 3; ++I)
    put(S[0], 3 * I, 3, D.Clamp[I]);
  put(S[0], 15, 1, D.Unnormalized);
  put(S[1], 12, 12, 0xfff); // max_lod: every level
  unsigned F = D.Linear ? 1 : 0;
  put(S[2], 20, 2, F); // xy_mag_filter
  put(S[2], 22, 2, F); // xy_min_filter
  put(S[2], 24, 2, F); // z_filter
}

SamplerDesc decodeSSharp(const uint32_t S[4]) {
  SamplerDesc D;
  for (unsigned I = 0; I < 3; ++I)
    D.Clamp[I] = bits(S[0], 3 * I, 3);
  D.Unnormalized = bits(S[0], 15, 1);
  // Magnification and minification are the same at level 0 of an image
  // without mipmaps; the emulator follows the magnification filter.
  D.Linear = bits(S[2], 20, 2) == 1;
  return D;
}

} // namespace emu
} // namespace amdcl2
