//===- ResourcesTest.cpp - Image descriptors and texel formats ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The T#, V# and S# bit positions against ROCr's resource layouts (shared
/// printf-images-samplers.md 2.4, 3.1), the layer count's different homes
/// on GFX8 and GFX9, and the texel conversions' rounding and saturation.
///
//===----------------------------------------------------------------------===//

#include "Resources.h"
#include "Texel.h"
#include "llvm/ADT/bit.h"
#include "gtest/gtest.h"
#include <cmath>

using namespace amdcl2::emu;
using llvm::bit_cast;

namespace {

ImageDesc array2D() {
  ImageDesc D;
  D.Base = 0x123456789a00ULL;
  D.DataFormat = Fmt8_8_8_8;
  D.NumFormat = NumUnorm;
  D.Type = ImgType2DArray;
  D.Width = D.Pitch = 640;
  D.Height = 480;
  D.Layers = 7;
  D.DstSel[0] = SelZ; // BGRA
  D.DstSel[2] = SelX;
  return D;
}

TEST(ResourcesTest, TSharpFieldsWhereTheKernelsReadThem) {
  uint32_t T[8];
  encodeTSharp(array2D(), /*GFX9=*/false, T);
  EXPECT_EQ(T[0], 0x3456789au);                      // base >> 8
  EXPECT_EQ(T[1] & 0xff, 0x12u);                      // base_hi
  EXPECT_EQ((T[1] >> 20) & 0x3f, unsigned(Fmt8_8_8_8)); // data_format
  EXPECT_EQ(T[2] & 0x3fff, 639u);                     // width - 1
  EXPECT_EQ((T[2] >> 14) & 0x3fff, 479u);             // height - 1
  EXPECT_EQ(T[3] & 0xfff, 6u | 5u << 3 | 4u << 6 | 7u << 9);
  EXPECT_EQ(T[3] >> 28, unsigned(ImgType2DArray));
  EXPECT_EQ(T[4] & 0x1fff, 0u);           // GFX8: no layers in depth
  EXPECT_EQ((T[5] >> 13) & 0x1fff, 6u);   // GFX8: last_array
}

TEST(ResourcesTest, LayersMoveToTheDepthFieldOnGFX9) {
  uint32_t T[8];
  encodeTSharp(array2D(), /*GFX9=*/true, T);
  EXPECT_EQ(T[4] & 0x1fff, 6u);
  EXPECT_EQ(T[5], 0u);
  ImageDesc D = decodeTSharp(T, true);
  EXPECT_EQ(D.Layers, 7u);
  EXPECT_EQ(D.Base, array2D().Base);
  EXPECT_EQ(D.Pitch, 640u);
  encodeTSharp(array2D(), false, T);
  EXPECT_EQ(decodeTSharp(T, false).Layers, 7u);
  // Read as the other generation, the layer count is wrong: the field
  // positions differ, which is why the builtins use image_get_resinfo.
  EXPECT_NE(decodeTSharp(T, true).Layers, 7u);
}

TEST(ResourcesTest, SamplerAndTypedBuffer) {
  SamplerDesc S;
  S.Clamp[0] = ClampWrap;
  S.Clamp[1] = ClampMirror;
  S.Clamp[2] = ClampLastTexel;
  S.Unnormalized = true;
  S.Linear = true;
  uint32_t W[4];
  encodeSSharp(S, W);
  EXPECT_EQ(W[0], 0u | 1u << 3 | 2u << 6 | 1u << 15);
  EXPECT_EQ((W[2] >> 20) & 3, 1u); // xy_mag_filter
  SamplerDesc R = decodeSSharp(W);
  EXPECT_EQ(R.Clamp[1], unsigned(ClampMirror));
  EXPECT_TRUE(R.Unnormalized && R.Linear);

  TypedBufferDesc B;
  B.Base = 0x1234567800ULL;
  B.Stride = 16;
  B.NumRecords = 1000;
  B.DataFormat = Fmt32_32_32_32;
  B.NumFormat = NumFloat;
  encodeTypedVSharp(B, W);
  EXPECT_EQ(W[1], 0x12u | 16u << 16);
  EXPECT_EQ(W[2], 1000u);
  EXPECT_EQ((W[3] >> 15) & 0xf, unsigned(Fmt32_32_32_32));
  EXPECT_EQ(decodeTypedVSharp(W).NumRecords, 1000u);
}

uint32_t f(float V) { return bit_cast<uint32_t>(V); }

TEST(TexelTest, NormalizedStoresClampAndRoundToNearestEven) {
  TexelLayout L{4, 1};
  uint8_t P[4];
  // 0.5 * 255 = 127.5 rounds to 128 (even); NaN is 0; out of range clamps.
  uint32_t C[4] = {f(0.5f), f(NAN), f(2.0f), f(-1.0f)};
  writeTexel(P, L, NumUnorm, C);
  EXPECT_EQ(P[0], 128);
  EXPECT_EQ(P[1], 0);
  EXPECT_EQ(P[2], 255);
  EXPECT_EQ(P[3], 0);
  writeTexel(P, L, NumSnorm, C);
  EXPECT_EQ(int8_t(P[3]), -127);
  uint32_t Out[4];
  P[0] = 0x80; // -128 reads as -1, not below
  readTexel(P, L, NumSnorm, Out);
  EXPECT_EQ(bit_cast<float>(Out[0]), -1.0f);
}

TEST(TexelTest, IntegersSaturateAndSignExtend) {
  TexelLayout L{2, 2};
  uint8_t P[4];
  uint32_t C[4] = {70000, uint32_t(-40000)};
  writeTexel(P, L, NumSint, C);
  uint32_t Out[4];
  readTexel(P, L, NumSint, Out);
  EXPECT_EQ(int32_t(Out[0]), 32767);
  EXPECT_EQ(int32_t(Out[1]), -32768);
  writeTexel(P, L, NumUint, C);
  readTexel(P, L, NumUint, Out);
  EXPECT_EQ(Out[0], 65535u);
  EXPECT_EQ(Out[1], 65535u);
}

TEST(TexelTest, DestinationSelectsAndTheirInverse) {
  unsigned BGRA[4] = {SelZ, SelY, SelX, SelW};
  uint32_t Mem[4] = {1, 2, 3, 4}, Ch[4], Back[4];
  applyDstSel(Mem, BGRA, false, Ch);
  EXPECT_EQ(Ch[0], 3u);
  EXPECT_EQ(Ch[2], 1u);
  invertDstSel(Ch, BGRA, Back);
  for (unsigned I = 0; I < 4; ++I)
    EXPECT_EQ(Back[I], Mem[I]);
  unsigned R[4] = {SelX, Sel0, Sel0, Sel1};
  applyDstSel(Mem, R, true, Ch);
  EXPECT_EQ(Ch[1], 0u);
  EXPECT_EQ(bit_cast<float>(Ch[3]), 1.0f);
}

} // namespace
