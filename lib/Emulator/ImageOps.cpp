//===- ImageOps.cpp - Semantics of MIMG and format-buffer instructions ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// image_load, image_store, image_sample_lz and image_get_resinfo on linear
/// images described by their T#, and buffer_{load,store}_format_* with
/// idxen on the typed buffers of 1D buffer images. As on the hardware, how
/// many address VGPRs an image instruction reads comes from the resource's
/// type (gfx8/gfx9 encode no address size; LLVM's decoder names every form
/// _V1), and the results are written to as many VGPRs as dmask has bits.
///
//===----------------------------------------------------------------------===//

#include "Exec.h"
#include "Resources.h"
#include "Texel.h"
#include "llvm/ADT/bit.h"
#include <algorithm>

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
/// MIMG immediates in MC order (dmask, unorm, cpol, r128/a16, tfe, lwe, da,
/// d16).
/// Immediate 3 is r128 on gfx8 (a 128-bit T#) and a16 on gfx9 (16-bit
/// addresses, two a VGPR; LLVM uses it for coordinates a half holds).
enum MIMGImm {
  ImmDMask = 0,
  ImmR128A16 = 3,
  ImmTFE = 4,
  ImmLWE = 5,
  ImmD16 = 7
};

/// A decoded image with its texel format, checked.
struct Image {
  ImageDesc D;
  TexelLayout L;
  bool Float = false;
  bool A16 = false;
  /// d16: channels are 16 bits (halves for float formats), two to a VGPR
  /// on gfx9 (packed), one to the low half of each VGPR on gfx8.
  bool D16 = false;
  bool Packed = false;
};

/// Address word \p K of lane \p L: a VGPR, or with a16 a half of one.
uint32_t addrWord(const ExecContext &C, const Image &Img, const Operand &VAddr,
                  unsigned L, unsigned K) {
  if (!Img.A16)
    return C.W.v(VAddr.Reg + K, L);
  return (C.W.v(VAddr.Reg + K / 2, L) >> (16 * (K % 2))) & 0xffff;
}
int32_t intCoord(const ExecContext &C, const Image &Img, const Operand &VAddr,
                 unsigned L, unsigned K) {
  uint32_t W = addrWord(C, Img, VAddr, L, K);
  return Img.A16 ? int32_t(int16_t(W)) : int32_t(W);
}
float floatCoord(const ExecContext &C, const Image &Img, const Operand &VAddr,
                 unsigned L, unsigned K) {
  uint32_t W = addrWord(C, Img, VAddr, L, K);
  return Img.A16 ? halfToFloat(W) : bit_cast<float>(W);
}

/// The texel layout and float-ness of a resource's formats; false (and
/// the wave stops) for a pair the emulator has no conversion for.
bool resolveFormat(ExecContext &C, unsigned DataFmt, unsigned NumFmt,
                   TexelLayout &L, bool &Float) {
  std::optional<TexelLayout> Lay = texelLayout(DataFmt);
  std::optional<bool> F =
      Lay ? isFloatNumFormat(NumFmt, Lay->CompBytes) : std::nullopt;
  if (!F)
    return fail(C, "the emulator has no image format with data format " +
                       Twine(DataFmt) + " and number format " + Twine(NumFmt));
  L = *Lay;
  Float = *F;
  return true;
}

bool loadImage(ExecContext &C, const DecodedInst &I, const Operand &Rsrc,
               Image &Img) {
  if (I.NumImms > ImmLWE && (I.Imms[ImmTFE] || I.Imms[ImmLWE]))
    return fail(C, "tfe and lwe (partially resident textures) are not "
                   "modelled");
  Img.D16 = I.NumImms > ImmD16 && I.Imms[ImmD16];
  Img.Packed = C.GFX9;
  if (!C.GFX9 && I.NumImms > ImmR128A16 && I.Imms[ImmR128A16])
    return fail(C, "128-bit image resources (r128) are not modelled");
  Img.A16 = C.GFX9 && I.NumImms > ImmR128A16 && I.Imms[ImmR128A16];
  Img.D = decodeTSharp(&C.W.S[Rsrc.Reg], C.GFX9);
  if (!resolveFormat(C, Img.D.DataFormat, Img.D.NumFormat, Img.L, Img.Float))
    return false;
  if (Img.D.Type < ImgType1D || Img.D.Type > ImgType2DArray ||
      Img.D.Type == ImgTypeCube)
    return fail(C,
                "the emulator has no image resource type " + Twine(Img.D.Type));
  return true;
}

/// The host bytes of texel (X, Y, Slice), or null outside the image
/// (\p Ok false when the T# points outside every allocation).
uint8_t *texelPtr(ExecContext &C, const Image &Img, int64_t X, int64_t Y,
                  int64_t Slice, unsigned Lane, bool &Ok) {
  const ImageDesc &D = Img.D;
  if (X < 0 || X >= D.Width || Y < 0 || Y >= D.Height || Slice < 0 ||
      Slice >= D.slices())
    return nullptr;
  uint64_t Addr =
      D.Base + ((Slice * D.Height + Y) * D.Pitch + X) * Img.L.bytes();
  uint8_t *P = C.Mem.translate(Addr, Img.L.bytes());
  if (!P) {
    Ok = fail(C, "image texel (" + Twine(X) + ", " + Twine(Y) + ", " +
                     Twine(Slice) + ") of lane " + Twine(Lane) +
                     " is outside every allocation (" + C.Mem.describe(Addr) +
                     ")");
  }
  return P;
}

/// Integer coordinates of lane \p L: x, y and the slice, by the type.
void intCoords(const ExecContext &C, const Image &Img, const Operand &VAddr,
               unsigned L, int64_t Out[3]) {
  int32_t V[3] = {0, 0, 0};
  for (unsigned K = 0; K < Img.D.numCoords(); ++K)
    V[K] = intCoord(C, Img, VAddr, L, K);
  Out[0] = V[0];
  Out[1] = Img.D.Type == ImgType1DArray ? 0 : V[1];
  Out[2] = Img.D.Type == ImgType1DArray ? V[1] : V[2];
}

/// Channel \p N of the channels an instruction moves, in its VGPRs from
/// \p Reg: a dword, or with d16 a half of one (packed) or the low half of
/// its own (gfx8).
unsigned d16Reg(const Image &Img, unsigned Reg, unsigned N) {
  return Reg + (Img.D16 && Img.Packed ? N / 2 : N);
}
unsigned d16Shift(const Image &Img, unsigned N) {
  return Img.D16 && Img.Packed ? 16 * (N % 2) : 0;
}

/// Writes the channels \p DMask selects to consecutive VGPRs of \p Dst;
/// with d16 as halves (float formats, rounded to nearest even) or the low
/// 16 bits (integer formats).
void writeChannels(ExecContext &C, const Image &Img, const Operand &Dst,
                   unsigned L, unsigned DMask, const uint32_t Ch[4]) {
  unsigned N = 0;
  for (unsigned K = 0; K < 4; ++K) {
    if (!(DMask & (1u << K)))
      continue;
    uint32_t &R = C.W.v(d16Reg(Img, Dst.Reg, N), L);
    if (!Img.D16) {
      R = Ch[K];
    } else {
      uint32_t H =
          Img.Float ? floatToHalf(bit_cast<float>(Ch[K])) : Ch[K] & 0xffff;
      // The even channel of a packed pair writes the dword, the odd one
      // its high half.
      unsigned Sh = d16Shift(Img, N);
      R = Sh ? (R & 0xffff) | H << Sh : H;
    }
    ++N;
  }
}
/// The channels an image store takes from \p Src (d16 as writeChannels).
void readChannels(const ExecContext &C, const Image &Img, const Operand &Src,
                  unsigned L, unsigned DMask, uint32_t Data[4]) {
  unsigned N = 0;
  for (unsigned K = 0; K < 4; ++K) {
    if (!(DMask & (1u << K)))
      continue;
    uint32_t V = C.W.v(d16Reg(Img, Src.Reg, N), L);
    if (Img.D16) {
      V = (V >> d16Shift(Img, N)) & 0xffff;
      if (Img.Float)
        V = bit_cast<uint32_t>(halfToFloat(V));
    }
    Data[K] = V;
    ++N;
  }
}

/// image_load vdata, vaddr, srsrc: unfiltered, unnormalized integer
/// coordinates; outside the image every channel is 0.
bool imageLoad(ExecContext &C, const DecodedInst &I) {
  Image Img;
  if (!loadImage(C, I, I.src(1), Img))
    return false;
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    int64_t X[3];
    intCoords(C, Img, I.src(0), L, X);
    uint32_t Comp[4] = {}, Ch[4] = {};
    if (const uint8_t *P = texelPtr(C, Img, X[0], X[1], X[2], L, Ok)) {
      readTexel(P, Img.L, Img.D.NumFormat, Comp);
      applyDstSel(Comp, Img.D.DstSel, Img.Float, Ch);
    }
    writeChannels(C, Img, I.def(0), L, I.Imms[ImmDMask], Ch);
  });
  return Ok;
}

/// image_store vdata, vaddr, srsrc: stores outside the image are dropped.
bool imageStore(ExecContext &C, const DecodedInst &I) {
  Image Img;
  if (!loadImage(C, I, I.src(2), Img))
    return false;
  // AMD's drivers did not offer sRGB images for writing (OpenCL 2.0 makes
  // it optional); what an image store does to such a texel is unknown.
  if (Img.D.NumFormat == NumSrgb)
    return fail(C, "a store to an sRGB image (number format 9) is not "
                   "modelled");
  unsigned DMask = I.Imms[ImmDMask];
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    int64_t X[3];
    intCoords(C, Img, I.src(1), L, X);
    uint8_t *P = texelPtr(C, Img, X[0], X[1], X[2], L, Ok);
    if (!P)
      return;
    uint32_t Data[4] = {}, Comp[4];
    readChannels(C, Img, I.src(0), L, DMask, Data);
    invertDstSel(Data, Img.D.DstSel, Comp);
    writeTexel(P, Img.L, Img.D.NumFormat, Comp);
  });
  return Ok;
}

//===-- Sampling ----------------------------------------------------------===//

/// Texel index \p I of an axis of \p N texels through clamp mode \p Mode;
/// false for a texel of the border.
bool addressAxis(int64_t &I, int64_t N, unsigned Mode) {
  switch (Mode) {
  case ClampWrap:
    I = ((I % N) + N) % N;
    return true;
  case ClampMirror: {
    int64_t M = ((I % (2 * N)) + 2 * N) % (2 * N);
    I = M < N ? M : 2 * N - 1 - M;
    return true;
  }
  case ClampLastTexel:
    I = std::clamp<int64_t>(I, 0, N - 1);
    return true;
  default: // ClampBorder
    return I >= 0 && I < N;
  }
}

struct Sampler {
  const Image &Img;
  SamplerDesc S;
  unsigned Axes; ///< filtered axes: 1, 2 or 3 (not the layer)
  int64_t Layer = 0;
};

/// The memory components of texel \p Idx (per axis) through the clamp
/// modes; the border is transparent black before the destination selects,
/// so images without alpha get (0, 0, 0, 1) as OpenCL specifies.
bool fetch(ExecContext &C, const Sampler &Sm, int64_t Idx[3], unsigned Lane,
           float Out[4], uint32_t Raw[4]) {
  const ImageDesc &D = Sm.Img.D;
  int64_t N[3] = {D.Width, D.Height, D.Depth};
  bool Inside = true;
  for (unsigned A = 0; A < Sm.Axes; ++A)
    Inside &= addressAxis(Idx[A], N[A], Sm.S.Clamp[A]);
  for (unsigned K = 0; K < 4; ++K)
    Raw[K] = 0;
  bool Ok = true;
  if (Inside) {
    int64_t Slice = D.Type == ImgType3D ? Idx[2] : Sm.Layer;
    int64_t Y = Sm.Axes > 1 ? Idx[1] : 0;
    if (const uint8_t *P = texelPtr(C, Sm.Img, Idx[0], Y, Slice, Lane, Ok))
      readTexel(P, Sm.Img.L, D.NumFormat, Raw);
  }
  for (unsigned K = 0; K < 4; ++K)
    Out[K] = bit_cast<float>(Raw[K]);
  return Ok;
}

/// A coordinate's texel-space value, kept where floor() stays exact. A
/// normalized coordinate repeats or mirrors before it is scaled, as OpenCL
/// 2.0 s8.2 defines the two modes (u = (s - floor(s)) * w; mirrored,
/// u = |s - 2 rint(s / 2)| * w): scaled first, s = -0x1.24924ap-5 on 182
/// rows is -6.5000005, half way to the wrong pair of rows for a linear
/// filter, where the definition gives 175.5 (the CTS's image_streams).
float texelSpace(float U, unsigned N, bool Unnormalized, unsigned Mode) {
  if (std::isnan(U))
    return 0;
  U = std::clamp(U, -1e9f, 1e9f);
  if (Unnormalized)
    return U;
  if (Mode == ClampWrap)
    U -= std::floor(U);
  else if (Mode == ClampMirror)
    U = std::fabs(U - 2.0f * std::nearbyint(0.5f * U));
  return std::clamp(U * float(N), -1e9f, 1e9f);
}

/// The filtered memory components at texel-space point \p U.
bool sampleAt(ExecContext &C, const Sampler &Sm, const float U[3],
              unsigned Lane, uint32_t Comp[4]) {
  float F[4];
  int64_t Idx[3] = {0, 0, 0};
  // Integer formats are read unfiltered (filtering them is undefined).
  if (!Sm.S.Linear || !Sm.Img.Float) {
    for (unsigned A = 0; A < Sm.Axes; ++A)
      Idx[A] = int64_t(std::floor(U[A]));
    return fetch(C, Sm, Idx, Lane, F, Comp);
  }
  int64_t I0[3] = {0, 0, 0};
  float Frac[3] = {0, 0, 0};
  for (unsigned A = 0; A < Sm.Axes; ++A) {
    float T = U[A] - 0.5f;
    I0[A] = int64_t(std::floor(T));
    Frac[A] = T - std::floor(T);
  }
  float Sum[4] = {0, 0, 0, 0};
  for (unsigned Corner = 0; Corner < (1u << Sm.Axes); ++Corner) {
    float W = 1;
    for (unsigned A = 0; A < Sm.Axes; ++A) {
      bool Hi = Corner & (1u << A);
      Idx[A] = I0[A] + Hi;
      W *= Hi ? Frac[A] : 1 - Frac[A];
    }
    uint32_t Raw[4];
    if (!fetch(C, Sm, Idx, Lane, F, Raw))
      return false;
    for (unsigned K = 0; K < 4; ++K)
      Sum[K] += W * F[K];
  }
  for (unsigned K = 0; K < 4; ++K)
    Comp[K] = bit_cast<uint32_t>(Sum[K]);
  return true;
}

/// image_sample_lz vdata, vaddr, srsrc, ssamp: float coordinates,
/// normalized unless the S# forces unnormalized ones, level 0; the layer
/// of an array rounded to nearest even and clamped.
bool imageSampleLZ(ExecContext &C, const DecodedInst &I) {
  Image Img;
  if (!loadImage(C, I, I.src(1), Img))
    return false;
  Sampler Sm{Img, decodeSSharp(&C.W.S[I.src(2).Reg]),
             Img.D.Type == ImgType1D || Img.D.Type == ImgType1DArray ? 1u
             : Img.D.Type == ImgType3D                               ? 3u
                                                                     : 2u};
  for (unsigned A = 0; A < Sm.Axes; ++A)
    if (Sm.S.Clamp[A] != ClampWrap && Sm.S.Clamp[A] != ClampMirror &&
        Sm.S.Clamp[A] != ClampLastTexel && Sm.S.Clamp[A] != ClampBorder)
      return fail(C, "the emulator has no sampler clamp mode " +
                         Twine(Sm.S.Clamp[A]));
  const ImageDesc &D = Img.D;
  unsigned N[3] = {D.Width, D.Height, D.Depth};
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    if (!Ok)
      return;
    float U[3] = {0, 0, 0};
    for (unsigned A = 0; A < Sm.Axes; ++A)
      U[A] = texelSpace(floatCoord(C, Img, I.src(0), L, A), N[A],
                        Sm.S.Unnormalized, Sm.S.Clamp[A]);
    if (D.isArray()) {
      float Layer = floatCoord(C, Img, I.src(0), L, Sm.Axes);
      Sm.Layer = std::clamp<int64_t>(
          std::isnan(Layer)
              ? 0
              : int64_t(std::nearbyint(std::clamp(Layer, -1e9f, 1e9f))),
          0, D.Layers - 1);
    }
    uint32_t Comp[4], Ch[4];
    Ok = sampleAt(C, Sm, U, L, Comp);
    applyDstSel(Comp, D.DstSel, Img.Float, Ch);
    writeChannels(C, Img, I.def(0), L, I.Imms[ImmDMask], Ch);
  });
  return Ok;
}

/// image_get_resinfo vdata, vaddr (mip level), srsrc: width, height, the
/// depth or layer count, the number of levels (1), as integers; a 1D
/// array's layer count is its second channel.
bool imageGetResinfo(ExecContext &C, const DecodedInst &I) {
  Image Img;
  if (!loadImage(C, I, I.src(1), Img))
    return false;
  const ImageDesc &D = Img.D;
  forActiveLanes(C, [&](unsigned L) {
    unsigned Level = std::min(addrWord(C, Img, I.src(0), L, 0), 31u);
    auto Mip = [&](unsigned N) { return std::max(N >> Level, 1u); };
    uint32_t Ch[4] = {Mip(D.Width), Mip(D.Height),
                      D.Type == ImgType3D ? Mip(D.Depth) : D.Layers, 1};
    if (D.Type == ImgType1DArray) {
      Ch[1] = D.Layers;
      Ch[2] = 0;
    }
    writeChannels(C, Img, I.def(0), L, I.Imms[ImmDMask], Ch);
  });
  return true;
}

//===-- Format buffers ----------------------------------------------------===//

/// buffer_{load,store}_format_<Channels> with idxen: [vdata,] vindex,
/// srsrc, soffset, offset. An index past num_records loads 0 and stores
/// nothing.
template <unsigned Channels, bool Store>
bool bufferFormat(ExecContext &C, const DecodedInst &I) {
  unsigned S = Store ? 1 : 0;
  const Operand &VIndex = I.src(S), &Rsrc = I.src(S + 1);
  TypedBufferDesc B = decodeTypedVSharp(&C.W.S[Rsrc.Reg]);
  TexelLayout Lay;
  bool Float = false;
  if (B.NumFormat == NumSrgb) // BUF_NUM_FORMAT has no sRGB
    return fail(C, "typed buffer with the reserved number format 9");
  if (!resolveFormat(C, B.DataFormat, B.NumFormat, Lay, Float))
    return false;
  uint64_t Base = B.Base + readS32(C, I.src(S + 2)) + uint64_t(I.Imms[0]);
  bool Ok = true;
  forActiveLanes(C, [&](unsigned L) {
    if (!Ok)
      return;
    uint32_t Index = C.W.v(VIndex.Reg, L);
    uint32_t Ch[4] = {}, Comp[4] = {};
    uint8_t *P = nullptr;
    if (Index < B.NumRecords) {
      uint64_t Addr = Base + uint64_t(Index) * B.Stride;
      P = C.Mem.translate(Addr, Lay.bytes());
      if (!P) {
        Ok = fail(C, "typed buffer element " + Twine(Index) + " of lane " +
                         Twine(L) + " is outside every allocation (" +
                         C.Mem.describe(Addr) + ")");
        return;
      }
    }
    if (Store) {
      if (!P)
        return;
      for (unsigned K = 0; K < Channels; ++K)
        Ch[K] = C.W.v(I.src(0).Reg + K, L);
      invertDstSel(Ch, B.DstSel, Comp);
      writeTexel(P, Lay, B.NumFormat, Comp);
      return;
    }
    if (P) {
      readTexel(P, Lay, B.NumFormat, Comp);
      applyDstSel(Comp, B.DstSel, Float, Ch);
    }
    for (unsigned K = 0; K < Channels; ++K)
      C.W.v(I.def(0).Reg + K, L) = Ch[K];
  });
  return Ok;
}

const OpEntry ImageTable[] = {
    {"IMAGE_LOAD", imageLoad},
    {"IMAGE_STORE", imageStore},
    {"IMAGE_SAMPLE_LZ", imageSampleLZ},
    {"IMAGE_GET_RESINFO", imageGetResinfo},
    {"BUFFER_LOAD_FORMAT_X_IDXEN", bufferFormat<1, false>},
    {"BUFFER_LOAD_FORMAT_XY_IDXEN", bufferFormat<2, false>},
    {"BUFFER_LOAD_FORMAT_XYZ_IDXEN", bufferFormat<3, false>},
    {"BUFFER_LOAD_FORMAT_XYZW_IDXEN", bufferFormat<4, false>},
    {"BUFFER_STORE_FORMAT_X_IDXEN", bufferFormat<1, true>},
    {"BUFFER_STORE_FORMAT_XY_IDXEN", bufferFormat<2, true>},
    {"BUFFER_STORE_FORMAT_XYZ_IDXEN", bufferFormat<3, true>},
    {"BUFFER_STORE_FORMAT_XYZW_IDXEN", bufferFormat<4, true>},
};
} // namespace

ArrayRef<OpEntry> imageOps() { return ImageTable; }

} // namespace emu
} // namespace amdcl2
