//===- ImageArgs.cpp - Image and sampler objects the runtime builds ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An image argument's slot holds the address of a 48-byte image object:
/// dwords 0-7 the T# (a 1D buffer's dwords 0-3 a typed V#), dword 8 the
/// channel data type code, dword 9 the channel order code, dword 10 the
/// width (ABI doc section 6). A sampler's slot, and a literal sampler's
/// read-only-data slot, holds the address of a 32-byte object whose first
/// four dwords are the S#. The texels are linear, the pitch the width.
/// The OpenCL format maps to the hardware's as ROCr's image manager maps
/// it: equal-width components, the channel order through the destination
/// selects; CLK_ADDRESS_NONE clamps to the border, as PAL does.
///
//===----------------------------------------------------------------------===//

#include "Dispatch.h"
#include "Resources.h"
#include "Texel.h"
#include "amdcl2/ABI/ImageFormats.h"
#include <cstring>

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
constexpr unsigned ImageObjectBytes = 48, SamplerObjectBytes = 32;

/// What an image type needs: its resource type and how many sizes.
struct ImageKind {
  StringRef TypeName;
  unsigned Type;
  unsigned Dims;
  bool Buffer;
  StringRef Sizes; ///< for messages
};
const ImageKind Kinds[] = {
    {"image1d_t", ImgType1D, 1, false, "W"},
    {"image1d_buffer_t", ImgType1D, 1, true, "W"},
    {"image1d_array_t", ImgType1DArray, 2, false, "WxLAYERS"},
    {"image2d_t", ImgType2D, 2, false, "WxH"},
    {"image2d_depth_t", ImgType2D, 2, false, "WxH"},
    {"image2d_array_t", ImgType2DArray, 3, false, "WxHxLAYERS"},
    {"image2d_array_depth_t", ImgType2DArray, 3, false, "WxHxLAYERS"},
    {"image3d_t", ImgType3D, 3, false, "WxHxD"},
};

/// Components and destination selects of a channel order code; false for
/// the orders the emulator lacks (RGB, RGBx, sRGB and sRGBx need packed
/// formats).
bool orderLayout(unsigned Order, unsigned &Comps, unsigned Sel[4]) {
  auto Set = [&](unsigned N, unsigned X, unsigned Y, unsigned Z, unsigned W) {
    Comps = N;
    Sel[0] = X, Sel[1] = Y, Sel[2] = Z, Sel[3] = W;
    return true;
  };
  switch (Order) {
  case 0: // A
    return Set(1, Sel0, Sel0, Sel0, SelX);
  case 1:  // R
  case 2:  // Rx
  case 18: // DEPTH
    return Set(1, SelX, Sel0, Sel0, Sel1);
  case 3: // RG
  case 4: // RGx
    return Set(2, SelX, SelY, Sel0, Sel1);
  case 5: // RA
    return Set(2, SelX, Sel0, Sel0, SelY);
  case 8:  // RGBA
  case 14: // sRGBA
    return Set(4, SelX, SelY, SelZ, SelW);
  case 9:  // BGRA
  case 15: // sBGRA
    return Set(4, SelZ, SelY, SelX, SelW);
  case 10: // ARGB
    return Set(4, SelY, SelZ, SelW, SelX);
  case 11: // ABGR
    return Set(4, SelW, SelZ, SelY, SelX);
  case 16: // INTENSITY
    return Set(1, SelX, SelX, SelX, SelX);
  case 17: // LUMINANCE
    return Set(1, SelX, SelX, SelX, Sel1);
  default:
    return false;
  }
}

/// Component bytes and number format of a channel data type code; false
/// for the packed and 24-bit types.
bool typeLayout(unsigned Type, unsigned &Bytes, unsigned &Num) {
  static const struct {
    unsigned Code, Bytes, Num;
  } Types[] = {{0, 1, NumSnorm}, {1, 2, NumSnorm},  {2, 1, NumUnorm},
               {3, 2, NumUnorm}, {8, 1, NumSint},   {9, 2, NumSint},
               {10, 4, NumSint}, {11, 1, NumUint},  {12, 2, NumUint},
               {13, 4, NumUint}, {14, 2, NumFloat}, {15, 4, NumFloat}};
  for (const auto &T : Types)
    if (T.Code == Type) {
      Bytes = T.Bytes;
      Num = T.Num;
      return true;
    }
  return false;
}

bool isSrgbOrder(unsigned Order) { return Order == 14 || Order == 15; }

unsigned dataFormat(unsigned Comps, unsigned Bytes) {
  static const unsigned Fmt[5][5] = {
      {},
      {0, Fmt8, Fmt16, 0, Fmt32},
      {0, Fmt8_8, Fmt16_16, 0, Fmt32_32},
      {},
      {0, Fmt8_8_8_8, Fmt16_16_16_16, 0, Fmt32_32_32_32}};
  return Fmt[Comps][Bytes];
}

/// The texel bytes: the file's, or zeros, or the seed's random bytes.
Error fillTexels(const ArgValue &V, uint64_t Bytes, uint8_t *P,
                 const Twine &Where) {
  if (V.ImageFromFile) {
    if (V.Bytes.size() != Bytes)
      return createStringError(Where + ": the file has " +
                               Twine(V.Bytes.size()) + " bytes, the image " +
                               Twine(Bytes));
    std::memcpy(P, V.Bytes.data(), Bytes);
  } else if (V.RandomSeed) {
    fillRandom(*V.RandomSeed, MutableArrayRef<uint8_t>(P, Bytes));
  }
  return Error::success();
}
} // namespace

Error placeImage(Dispatch &D, const KernelInfo &Info, unsigned Index,
                 const ArgDesc &A, const ArgValue &V, uint64_t Slot) {
  auto Fail = [&](const Twine &Why) { return argError(Info, Index, A, Why); };
  if (V.Kind != ArgValue::Image)
    return Fail("needs image:SIZES:ORDER:TYPE, got '" + V.Spec + "'");
  const ImageKind *K = find_if(
      Kinds, [&](const ImageKind &K) { return K.TypeName == A.TypeName; });
  if (K == std::end(Kinds))
    return Fail("images of this type are not supported by the emulator");
  if (V.ImageDims.size() != K->Dims)
    return Fail("needs sizes " + K->Sizes + ", got '" + V.Spec + "'");
  unsigned Comps = 0, Sel[4], CompBytes = 0, Num = 0;
  if (!orderLayout(V.ChannelOrder, Comps, Sel))
    return Fail("channel order CL_" + channelOrders()[V.ChannelOrder].CL +
                " is not supported by the emulator");
  if (!typeLayout(V.ChannelType, CompBytes, Num))
    return Fail("channel data type CL_" + channelDataTypes()[V.ChannelType].CL +
                " is not supported by the emulator");
  if (isSrgbOrder(V.ChannelOrder)) {
    // The texture unit decodes sRGB (IMG_NUM_FORMAT_SRGB); a typed buffer
    // cannot, and OpenCL 2.0 makes sRGB 1D image buffers optional.
    if (Num != NumUnorm || CompBytes != 1 || K->Buffer)
      return Fail("sRGB images are UNORM_INT8 images, not 1D buffers");
    Num = NumSrgb;
  }
  unsigned Dims[3] = {1, 1, 1};
  for (unsigned I = 0; I < K->Dims; ++I)
    Dims[I] = V.ImageDims[I];
  if (!K->Buffer && (Dims[0] > 16384 || (K->Dims > 1 && Dims[1] > 16384) ||
                     (K->Dims > 2 && Dims[2] > 2048)))
    return Fail("larger than the hardware's image sizes (16384 x 16384 x "
                "2048)");
  uint64_t TexelBytes = uint64_t(Comps) * CompBytes;
  uint64_t Pitch = V.ImagePitch ? V.ImagePitch : Dims[0];
  if (Pitch < Dims[0])
    return Fail("a row pitch shorter than the width");
  uint64_t Bytes = TexelBytes * Pitch * Dims[1] * Dims[2];
  if (Bytes > (1ull << 30))
    return Fail("an image of more than 1 GiB");
  std::string Name = "arg" + std::to_string(Index);
  uint64_t Texels = V.DeviceAddr;
  if (Texels) { // the caller's image, in device memory already
    if (!D.Mem.translate(Texels, Bytes))
      return Fail("the image's texels are not in one allocation");
  } else {
    Texels = D.Mem.allocate(Bytes, Name);
    if (Error E = fillTexels(V, Bytes, D.Mem.translate(Texels, Bytes),
                             "kernel '" + Info.name() + "': argument " +
                                 Twine(Index)))
      return E;
    D.Buffers.push_back({Index, Texels});
  }

  uint64_t Obj = D.Mem.allocate(ImageObjectBytes, Name + " image object");
  uint32_t Words[8] = {};
  unsigned Fmt = dataFormat(Comps, CompBytes);
  if (K->Buffer) {
    TypedBufferDesc B;
    B.Base = Texels;
    B.Stride = TexelBytes;
    B.NumRecords = Dims[0];
    B.DataFormat = Fmt;
    B.NumFormat = Num;
    std::copy(Sel, Sel + 4, B.DstSel);
    encodeTypedVSharp(B, Words);
  } else {
    ImageDesc T;
    T.Base = Texels;
    T.DataFormat = Fmt;
    T.NumFormat = Num;
    std::copy(Sel, Sel + 4, T.DstSel);
    T.Type = K->Type;
    T.Width = Dims[0];
    T.Pitch = Pitch;
    if (K->Type == ImgType1DArray) {
      T.Layers = Dims[1];
    } else {
      T.Height = Dims[1];
      (K->Type == ImgType3D ? T.Depth : T.Layers) = Dims[2];
    }
    encodeTSharp(T, D.GFX9, Words);
  }
  D.Mem.store(Obj, Words, sizeof(Words));
  put<uint32_t>(D.Mem, Obj + 4 * ImageDataTypeDword, V.ChannelType);
  put<uint32_t>(D.Mem, Obj + 4 * ImageChannelOrderDword, V.ChannelOrder);
  put<uint32_t>(D.Mem, Obj + 4 * 10, Dims[0]);
  put<uint64_t>(D.Mem, Slot, Obj);
  return Error::success();
}

uint64_t createSamplerObject(Memory &Mem, const SamplerFields &F,
                             StringRef Name) {
  static const unsigned Clamp[] = {ClampBorder, ClampLastTexel, ClampBorder,
                                   ClampWrap, ClampMirror};
  SamplerDesc S;
  for (unsigned &C : S.Clamp)
    C = Clamp[F.Addressing];
  S.Unnormalized = !F.NormalizedCoords;
  S.Linear = F.Filter;
  uint32_t Words[4];
  encodeSSharp(S, Words);
  uint64_t Obj = Mem.allocate(SamplerObjectBytes, Name);
  Mem.store(Obj, Words, sizeof(Words));
  return Obj;
}

Error placeSampler(Dispatch &D, const KernelInfo &Info, unsigned Index,
                   const ArgDesc &A, const ArgValue &V, uint64_t Slot) {
  if (V.Kind != ArgValue::Sampler)
    return argError(Info, Index, A,
                    "needs sampler:VALUE, got '" + V.Spec + "'");
  Expected<SamplerFields> F = samplerFieldsFromLiteral(V.SamplerLiteral);
  if (!F) // parseArgSpec checked it
    return F.takeError();
  put<uint64_t>(
      D.Mem, Slot,
      createSamplerObject(D.Mem, *F,
                          "arg" + std::to_string(Index) + " sampler object"));
  return Error::success();
}

} // namespace emu
} // namespace amdcl2
