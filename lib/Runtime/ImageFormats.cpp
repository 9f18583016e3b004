//===- ImageFormats.cpp - The image formats the devices support -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ImageFormats.h"
#include "amdcl2/ABI/ImageFormats.h"
#include "llvm/ADT/APFloat.h"
#include <cmath>

using namespace llvm;

namespace amdcl2 {
namespace rt {

namespace {
struct OrderInfo {
  cl_channel_order Order;
  unsigned Comps;
  unsigned Source[4];
};
const OrderInfo Orders[] = {
    {CL_R, 1, {0}},
    {CL_A, 1, {3}},
    {CL_RG, 2, {0, 1}},
    {CL_RA, 2, {0, 3}},
    {CL_RGBA, 4, {0, 1, 2, 3}},
    {CL_BGRA, 4, {2, 1, 0, 3}},
    {CL_ARGB, 4, {3, 0, 1, 2}},
    {CL_ABGR, 4, {3, 2, 1, 0}},
    {CL_INTENSITY, 1, {0}},
    {CL_LUMINANCE, 1, {0}},
    {CL_Rx, 1, {0}},
    {CL_RGx, 2, {0, 1}},
    {CL_DEPTH, 1, {0}},
    {CL_sRGBA, 4, {0, 1, 2, 3}},
    {CL_sBGRA, 4, {2, 1, 0, 3}},
};

struct TypeInfo {
  cl_channel_type Type;
  unsigned Bytes;
};
const TypeInfo Types[] = {
    {CL_SNORM_INT8, 1},     {CL_SNORM_INT16, 2},   {CL_UNORM_INT8, 1},
    {CL_UNORM_INT16, 2},    {CL_SIGNED_INT8, 1},   {CL_SIGNED_INT16, 2},
    {CL_SIGNED_INT32, 4},   {CL_UNSIGNED_INT8, 1}, {CL_UNSIGNED_INT16, 2},
    {CL_UNSIGNED_INT32, 4}, {CL_HALF_FLOAT, 2},    {CL_FLOAT, 4},
};

/// The combinations OpenCL 2.0 (5.3.1.1) allows for the orders that do not
/// take every data type.
bool allowed(cl_channel_order O, cl_channel_type T) {
  switch (O) {
  case CL_INTENSITY:
  case CL_LUMINANCE:
    return T == CL_UNORM_INT8 || T == CL_UNORM_INT16 || T == CL_SNORM_INT8 ||
           T == CL_SNORM_INT16 || T == CL_HALF_FLOAT || T == CL_FLOAT;
  case CL_BGRA:
  case CL_ARGB:
  case CL_ABGR:
    return T == CL_UNORM_INT8 || T == CL_SNORM_INT8 || T == CL_SIGNED_INT8 ||
           T == CL_UNSIGNED_INT8;
  case CL_DEPTH:
    return T == CL_UNORM_INT16 || T == CL_FLOAT;
  case CL_sRGBA:
  case CL_sBGRA:
    return T == CL_UNORM_INT8;
  default:
    return true;
  }
}

unsigned codeOf(ArrayRef<ImageCode> Codes, uint32_t CLValue) {
  for (const ImageCode &C : Codes)
    if (C.CLValue == CLValue)
      return C.Code;
  return ~0u;
}

/// Rounds to nearest even and clamps to [Lo, Hi].
int64_t roundClamp(double V, double Lo, double Hi) {
  if (std::isnan(V))
    return 0;
  return int64_t(std::nearbyint(std::fmin(std::fmax(V, Lo), Hi)));
}

bool isSrgb(cl_channel_order O) { return O == CL_sRGBA || O == CL_sBGRA; }

/// A linear value in [0, 1] sRGB-encoded (IEC 61966-2-1, OpenCL 2.0
/// section 8.3.2.1).
double linearToSrgb(double V) {
  V = std::fmin(std::fmax(V, 0.0), 1.0);
  return V <= 0.0031308 ? V * 12.92 : 1.055 * std::pow(V, 1 / 2.4) - 0.055;
}
} // namespace

bool validFormat(const cl_image_format &F) {
  cl_channel_order O = F.image_channel_order;
  cl_channel_type T = F.image_channel_data_type;
  bool Packed = T == CL_UNORM_SHORT_565 || T == CL_UNORM_SHORT_555 ||
                T == CL_UNORM_INT_101010;
  if (T < CL_SNORM_INT8 || T > CL_UNORM_INT24 || O < CL_R || O > CL_ABGR)
    return false;
  if (O == CL_RGB || O == CL_RGBx)
    return Packed;
  if (Packed)
    return false;
  if (O == CL_sRGB || O == CL_sRGBx || O == CL_sRGBA || O == CL_sBGRA)
    return T == CL_UNORM_INT8;
  if (O == CL_DEPTH_STENCIL)
    return T == CL_UNORM_INT24 || T == CL_FLOAT;
  return allowed(O, T);
}

bool formatLayout(const cl_image_format &F, FormatLayout &L) {
  const OrderInfo *O = nullptr;
  for (const OrderInfo &I : Orders)
    if (I.Order == F.image_channel_order)
      O = &I;
  const TypeInfo *T = nullptr;
  for (const TypeInfo &I : Types)
    if (I.Type == F.image_channel_data_type)
      T = &I;
  if (!O || !T || !allowed(O->Order, T->Type))
    return false;
  L.OrderCode = codeOf(channelOrders(), O->Order);
  L.TypeCode = codeOf(channelDataTypes(), T->Type);
  if (L.OrderCode == ~0u || L.TypeCode == ~0u)
    return false;
  L.Comps = O->Comps;
  L.CompBytes = T->Bytes;
  L.Srgb = isSrgb(O->Order);
  std::copy(O->Source, O->Source + 4, L.Source);
  return true;
}

bool supportedFor(const cl_image_format &F, cl_mem_flags Flags,
                  cl_mem_object_type Type) {
  FormatLayout L;
  if (!formatLayout(F, L))
    return false;
  if (F.image_channel_order == CL_DEPTH)
    return Type == CL_MEM_OBJECT_IMAGE2D || Type == CL_MEM_OBJECT_IMAGE2D_ARRAY;
  // sRGB is read only: the emulator refuses a store to it, as AMD's drivers
  // did not offer one (OpenCL 2.0 5.3.2.1 makes writes and 1D image buffers
  // optional).
  if (L.Srgb)
    return (Flags & CL_MEM_READ_ONLY) && Type != CL_MEM_OBJECT_IMAGE1D_BUFFER;
  return true;
}

std::vector<cl_image_format> supportedFormats(cl_mem_flags Flags,
                                              cl_mem_object_type Type) {
  std::vector<cl_image_format> Out;
  for (const OrderInfo &O : Orders)
    for (const TypeInfo &T : Types)
      if (supportedFor({O.Order, T.Type}, Flags, Type))
        Out.push_back({O.Order, T.Type});
  return Out;
}

void colorToTexel(const FormatLayout &L, cl_channel_type Type,
                  const void *Color, uint8_t *Texel) {
  const float *F = static_cast<const float *>(Color);
  const int32_t *I = static_cast<const int32_t *>(Color);
  const uint32_t *U = static_cast<const uint32_t *>(Color);
  for (unsigned C = 0; C < L.Comps; ++C) {
    unsigned S = L.Source[C];
    uint64_t V = 0;
    switch (Type) {
    case CL_UNORM_INT8:
      V = roundClamp((L.Srgb && S < 3 ? linearToSrgb(F[S]) : F[S]) * 255, 0,
                     255);
      break;
    case CL_UNORM_INT16:
      V = roundClamp(double(F[S]) * 65535, 0, 65535);
      break;
    case CL_SNORM_INT8:
      V = uint8_t(roundClamp(double(F[S]) * 127, -128, 127));
      break;
    case CL_SNORM_INT16:
      V = uint16_t(roundClamp(double(F[S]) * 32767, -32768, 32767));
      break;
    case CL_SIGNED_INT8:
      V = uint8_t(std::clamp<int32_t>(I[S], -128, 127));
      break;
    case CL_SIGNED_INT16:
      V = uint16_t(std::clamp<int32_t>(I[S], -32768, 32767));
      break;
    case CL_SIGNED_INT32:
      V = uint32_t(I[S]);
      break;
    case CL_UNSIGNED_INT8:
      V = std::min<uint32_t>(U[S], 255);
      break;
    case CL_UNSIGNED_INT16:
      V = std::min<uint32_t>(U[S], 65535);
      break;
    case CL_UNSIGNED_INT32:
      V = U[S];
      break;
    case CL_HALF_FLOAT: {
      APFloat H(F[S]);
      bool Lost;
      H.convert(APFloat::IEEEhalf(), APFloat::rmNearestTiesToEven, &Lost);
      V = H.bitcastToAPInt().getZExtValue();
      break;
    }
    case CL_FLOAT:
      std::memcpy(&V, &F[S], 4);
      break;
    }
    std::memcpy(Texel + C * L.CompBytes, &V, L.CompBytes);
  }
}

} // namespace rt
} // namespace amdcl2
