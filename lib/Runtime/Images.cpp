//===- Images.cpp - Images, samplers and their commands -------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An image is linear storage in its context's VirtualGPU, laid out as the
/// emulator's T# reads it: rows of width texels (or an image-from-buffer's
/// pitch), slices or layers of height rows. CL_MEM_USE_HOST_PTR keeps the
/// application's pitches for its copy, brought up to date at map and unmap.
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "DeviceFacts.h"
#include "ImageFormats.h"
#include "Objects.h"
#include "Queues.h"
#include "Rect.h"
#include <array>

using namespace amdcl2;
using namespace amdcl2::rt;

namespace {
/// Dimensions an image type has: sizes (width, height, depth) and whether
/// its last is layers.
unsigned dimsOf(cl_mem_object_type T) {
  switch (T) {
  case CL_MEM_OBJECT_IMAGE1D:
  case CL_MEM_OBJECT_IMAGE1D_BUFFER:
    return 1;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
  case CL_MEM_OBJECT_IMAGE2D:
    return 2;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
  case CL_MEM_OBJECT_IMAGE3D:
    return 3;
  default:
    return 0;
  }
}

/// The image's size in texels per dimension: width, rows, slices.
void extentOf(const cl_image_desc &D, size_t E[3]) {
  E[0] = D.image_width;
  E[1] = E[2] = 1;
  switch (D.image_type) {
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    E[1] = D.image_array_size;
    break;
  case CL_MEM_OBJECT_IMAGE2D:
    E[1] = D.image_height;
    break;
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    E[1] = D.image_height;
    E[2] = D.image_array_size;
    break;
  case CL_MEM_OBJECT_IMAGE3D:
    E[1] = D.image_height;
    E[2] = D.image_depth;
    break;
  default:
    break;
  }
}

/// CL_INVALID_IMAGE_SIZE unless \p D's sizes are within the device's.
cl_int checkSizes(const cl_image_desc &D) {
  size_t E[3];
  extentOf(D, E);
  if (!E[0] || !E[1] || !E[2])
    return CL_INVALID_IMAGE_SIZE;
  switch (D.image_type) {
  case CL_MEM_OBJECT_IMAGE1D:
  case CL_MEM_OBJECT_IMAGE2D:
    return E[0] > facts::Image2DMax || E[1] > facts::Image2DMax
               ? CL_INVALID_IMAGE_SIZE
               : CL_SUCCESS;
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
  case CL_MEM_OBJECT_IMAGE2D_ARRAY: {
    size_t Layers = D.image_array_size;
    return E[0] > facts::Image2DMax || E[1] > facts::Image2DMax ||
                   Layers > facts::ImageMaxArraySize
               ? CL_INVALID_IMAGE_SIZE
               : CL_SUCCESS;
  }
  case CL_MEM_OBJECT_IMAGE3D:
    return E[0] > facts::Image3DMax || E[1] > facts::Image3DMax ||
                   E[2] > facts::Image3DMax
               ? CL_INVALID_IMAGE_SIZE
               : CL_SUCCESS;
  default:
    return CL_SUCCESS; // a 1D buffer: checked against its buffer
  }
}

/// The pitches of \p M's storage in bytes.
Side storageSide(cl_mem M, const size_t *Origin) {
  Side S;
  S.Origin[0] = Origin[0] * M->ElementBytes;
  S.Origin[1] = Origin[1];
  S.Origin[2] = Origin[2];
  S.Row = M->Desc.image_row_pitch;
  S.Slice = M->Desc.image_slice_pitch;
  if (M->Desc.image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY) {
    // Layers are rows: the origin's y is the layer.
    S.Slice = S.Row;
  }
  return S;
}

uint8_t *storage(cl_mem M) {
  return M->Context->GPU.translate(M->Addr, M->Size);
}

bool isImage(cl_mem M) { return dimsOf(M->Type) != 0; }

/// CL_INVALID_VALUE unless origin + region lies inside \p M, with the
/// unused coordinates of its type 0 (origin) and 1 (region).
cl_int checkRegion(cl_mem M, const size_t *Origin, const size_t *Region) {
  if (!Origin || !Region)
    return CL_INVALID_VALUE;
  size_t E[3];
  extentOf(M->Desc, E);
  for (unsigned I = 0; I < 3; ++I) {
    if (!Region[I] || Origin[I] > E[I] || Region[I] > E[I] - Origin[I])
      return CL_INVALID_VALUE;
  }
  return CL_SUCCESS;
}

/// The host's pitches for a transfer, defaulted as the specification says.
cl_int hostSide(cl_mem M, const size_t *Region, size_t Row, size_t Slice,
                Side &H) {
  size_t Min = Region[0] * M->ElementBytes;
  H.Origin[0] = H.Origin[1] = H.Origin[2] = 0;
  H.Row = Row ? Row : Min;
  bool Layered = M->Desc.image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
  size_t MinSlice = Layered ? H.Row : H.Row * Region[1];
  H.Slice = Slice ? Slice : MinSlice;
  if (H.Row < Min || H.Slice < MinSlice)
    return CL_INVALID_VALUE;
  if (Layered) // a 1D array's layers are its rows
    H.Row = H.Slice;
  return CL_SUCCESS;
}

/// A region's bytes, rows and slices (a 1D array's layers are slices).
void byteRegion(cl_mem M, const size_t *Region, size_t Out[3]) {
  Out[0] = Region[0] * M->ElementBytes;
  Out[1] = Region[1];
  Out[2] = Region[2];
}

cl_mem makeImage(cl_context C, cl_mem_flags Flags, const cl_image_format *F,
                 const cl_image_desc *D, void *HostPtr, cl_int *Err) {
  FormatLayout L;
  if (!F || !validFormat(*F))
    return withError(Err, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, cl_mem(nullptr));
  if (!formatLayout(*F, L))
    return withError(Err, CL_IMAGE_FORMAT_NOT_SUPPORTED, cl_mem(nullptr));
  if (!D || !dimsOf(D->image_type) || D->num_mip_levels || D->num_samples)
    return withError(Err, CL_INVALID_IMAGE_DESCRIPTOR, cl_mem(nullptr));
  if (!supportedFor(*F, Flags, D->image_type))
    return withError(Err, CL_IMAGE_FORMAT_NOT_SUPPORTED, cl_mem(nullptr));
  if (cl_int E = checkSizes(*D))
    return withError(Err, E, cl_mem(nullptr));
  size_t Elem = L.texelBytes();
  bool FromBuffer = D->buffer != nullptr;
  if (FromBuffer != (D->image_type == CL_MEM_OBJECT_IMAGE1D_BUFFER ||
                     (D->image_type == CL_MEM_OBJECT_IMAGE2D && D->buffer)))
    return withError(Err, CL_INVALID_IMAGE_DESCRIPTOR, cl_mem(nullptr));
  bool WantsPtr = Flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR);
  if (WantsPtr != (HostPtr != nullptr))
    return withError(Err, CL_INVALID_HOST_PTR, cl_mem(nullptr));
  size_t E[3];
  extentOf(*D, E);
  // The application's pitches (of host_ptr, or of the buffer's rows).
  size_t Row = D->image_row_pitch, Slice = D->image_slice_pitch;
  if (!WantsPtr && !FromBuffer && (Row || Slice))
    return withError(Err, CL_INVALID_IMAGE_DESCRIPTOR, cl_mem(nullptr));
  bool Layered1D = D->image_type == CL_MEM_OBJECT_IMAGE1D_ARRAY;
  size_t HostRow = Row ? Row : E[0] * Elem;
  size_t HostSlice = Slice ? Slice : (Layered1D ? HostRow : HostRow * E[1]);
  if (HostRow < E[0] * Elem || (Row && Row % Elem) ||
      HostSlice < (Layered1D ? HostRow : HostRow * E[1]) ||
      (Slice && Slice % HostRow))
    return withError(Err, CL_INVALID_IMAGE_DESCRIPTOR, cl_mem(nullptr));
  _cl_mem *M = makeObject<_cl_mem>();
  M->Context = C;
  ++C->Refs;
  M->Type = D->image_type;
  M->Flags = Flags;
  M->Format = *F;
  M->Desc = *D;
  M->ElementBytes = Elem;
  // The storage: rows of the width, or of the buffer's pitch.
  size_t StoreRow = FromBuffer ? HostRow : E[0] * Elem;
  size_t StoreSlice = Layered1D ? StoreRow : StoreRow * E[1];
  M->Desc.image_row_pitch = StoreRow;
  M->Desc.image_slice_pitch =
      dimsOf(D->image_type) == 3 || Layered1D ? StoreSlice : 0;
  // A 1D array's layers are its rows (extentOf counts them in E[1]).
  M->Size = StoreSlice * (Layered1D ? E[1] : E[2]);
  if (FromBuffer) {
    cl_mem B = D->buffer;
    if (!isLive(B) || B->Type != CL_MEM_OBJECT_BUFFER || B->Size < M->Size) {
      destroyObject(M);
      releaseContext(C);
      return withError(Err, CL_INVALID_IMAGE_SIZE, cl_mem(nullptr));
    }
    M->Buffer = B;
    ++B->Refs;
    M->Addr = B->Addr;
    return withError(Err, CL_SUCCESS, M);
  }
  M->Addr = C->GPU.allocate(M->Size, "image");
  if (!M->Addr)
    return failedAllocation(M, Err);
  if (WantsPtr) {
    Side Host{{0, 0, 0}, HostRow, HostSlice};
    Side Dev{{0, 0, 0}, StoreRow, StoreSlice};
    size_t R[3] = {E[0] * Elem, E[1], E[2]};
    if (Layered1D)
      R[1] = 1, R[2] = E[1];
    copyBox(storage(M), Dev, static_cast<uint8_t *>(HostPtr), Host, R);
  }
  if (Flags & CL_MEM_USE_HOST_PTR) {
    M->HostPtr = HostPtr;
    M->HostRowPitch = HostRow;
    M->HostSlicePitch = HostSlice;
  }
  return withError(Err, CL_SUCCESS, M);
}
} // namespace

namespace amdcl2 {
namespace rt {

bool imageArgument(cl_mem M, const ArgDesc &A, emu::ArgValue &V) {
  if (!isLive(M) || !isImage(M))
    return false;
  FormatLayout L;
  formatLayout(M->Format, L);
  size_t E[3];
  extentOf(M->Desc, E);
  V.Kind = emu::ArgValue::Image;
  unsigned N = dimsOf(M->Type);
  V.ImageDims.assign(E, E + N);
  if (M->Type == CL_MEM_OBJECT_IMAGE2D_ARRAY)
    V.ImageDims = {unsigned(E[0]), unsigned(E[1]), unsigned(E[2])};
  V.ChannelOrder = L.OrderCode;
  V.ChannelType = L.TypeCode;
  V.ImagePitch = M->Desc.image_row_pitch / M->ElementBytes;
  return true;
}

namespace api {

cl_int clGetSupportedImageFormats(cl_context C, cl_mem_flags Flags,
                                  cl_mem_object_type Type, cl_uint Num,
                                  cl_image_format *Formats, cl_uint *NumRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return CL_INVALID_CONTEXT;
  if (!dimsOf(Type) || (Num == 0 && Formats))
    return CL_INVALID_VALUE;
  std::vector<cl_image_format> All = supportedFormats(Flags, Type);
  for (cl_uint I = 0; Formats && I < Num && I < All.size(); ++I)
    Formats[I] = All[I];
  if (NumRet)
    *NumRet = All.size();
  return CL_SUCCESS;
}

cl_mem clCreateImage(cl_context C, cl_mem_flags Flags, const cl_image_format *F,
                     const cl_image_desc *D, void *HostPtr, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_mem(nullptr));
  if (!F)
    return withError(Err, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, cl_mem(nullptr));
  return makeImage(C, Flags, F, D, HostPtr, Err);
}

cl_mem clCreateImage2D(cl_context C, cl_mem_flags Flags,
                       const cl_image_format *F, size_t W, size_t H, size_t Row,
                       void *HostPtr, cl_int *Err) {
  cl_image_desc D = {};
  D.image_type = CL_MEM_OBJECT_IMAGE2D;
  D.image_width = W;
  D.image_height = H;
  D.image_row_pitch = Row;
  return api::clCreateImage(C, Flags, F, &D, HostPtr, Err);
}

cl_mem clCreateImage3D(cl_context C, cl_mem_flags Flags,
                       const cl_image_format *F, size_t W, size_t H,
                       size_t Depth, size_t Row, size_t Slice, void *HostPtr,
                       cl_int *Err) {
  cl_image_desc D = {};
  D.image_type = CL_MEM_OBJECT_IMAGE3D;
  D.image_width = W;
  D.image_height = H;
  D.image_depth = Depth;
  D.image_row_pitch = Row;
  D.image_slice_pitch = Slice;
  return api::clCreateImage(C, Flags, F, &D, HostPtr, Err);
}

cl_int clGetImageInfo(cl_mem M, cl_image_info Name, size_t Size, void *Value,
                      size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(M) || !isImage(M))
    return CL_INVALID_MEM_OBJECT;
  const cl_image_desc &D = M->Desc;
  auto Ret = [&](auto V) { return returnValue(Size, Value, SizeRet, V); };
  switch (Name) {
  case CL_IMAGE_FORMAT:
    return Ret(M->Format);
  case CL_IMAGE_ELEMENT_SIZE:
    return Ret(M->ElementBytes);
  case CL_IMAGE_ROW_PITCH:
    return Ret(D.image_row_pitch);
  case CL_IMAGE_SLICE_PITCH:
    return Ret(D.image_slice_pitch);
  case CL_IMAGE_WIDTH:
    return Ret(D.image_width);
  case CL_IMAGE_HEIGHT:
    return Ret(dimsOf(M->Type) > 1 && M->Type != CL_MEM_OBJECT_IMAGE1D_ARRAY
                   ? D.image_height
                   : size_t(0));
  case CL_IMAGE_DEPTH:
    return Ret(M->Type == CL_MEM_OBJECT_IMAGE3D ? D.image_depth : size_t(0));
  case CL_IMAGE_ARRAY_SIZE:
    return Ret(M->Type == CL_MEM_OBJECT_IMAGE1D_ARRAY ||
                       M->Type == CL_MEM_OBJECT_IMAGE2D_ARRAY
                   ? D.image_array_size
                   : size_t(0));
  case CL_IMAGE_BUFFER:
    return Ret(M->Buffer);
  case CL_IMAGE_NUM_MIP_LEVELS:
  case CL_IMAGE_NUM_SAMPLES:
    return Ret(cl_uint(0));
  default:
    return CL_INVALID_VALUE;
  }
}

cl_sampler clCreateSamplerWithProperties(cl_context C,
                                         const cl_sampler_properties *Props,
                                         cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_sampler(nullptr));
  _cl_sampler S;
  for (const cl_sampler_properties *P = Props; P && *P; P += 2) {
    switch (P[0]) {
    case CL_SAMPLER_NORMALIZED_COORDS:
      S.Normalized = P[1] != 0;
      break;
    case CL_SAMPLER_ADDRESSING_MODE:
      S.Addressing = cl_addressing_mode(P[1]);
      break;
    case CL_SAMPLER_FILTER_MODE:
      S.Filter = cl_filter_mode(P[1]);
      break;
    default:
      return withError(Err, CL_INVALID_VALUE, cl_sampler(nullptr));
    }
    S.Properties.insert(S.Properties.end(), P, P + 2);
  }
  if (!S.Properties.empty())
    S.Properties.push_back(0);
  if (S.Addressing < CL_ADDRESS_NONE ||
      S.Addressing > CL_ADDRESS_MIRRORED_REPEAT ||
      (S.Filter != CL_FILTER_NEAREST && S.Filter != CL_FILTER_LINEAR))
    return withError(Err, CL_INVALID_VALUE, cl_sampler(nullptr));
  // Repeat and mirrored repeat need normalized coordinates.
  if (!S.Normalized && (S.Addressing == CL_ADDRESS_REPEAT ||
                        S.Addressing == CL_ADDRESS_MIRRORED_REPEAT))
    return withError(Err, CL_INVALID_VALUE, cl_sampler(nullptr));
  _cl_sampler *Out = makeObject<_cl_sampler>(std::move(S));
  Out->Context = C;
  ++C->Refs;
  return withError(Err, CL_SUCCESS, cl_sampler(Out));
}

cl_sampler clCreateSampler(cl_context C, cl_bool Normalized,
                           cl_addressing_mode Addressing, cl_filter_mode Filter,
                           cl_int *Err) {
  cl_sampler_properties P[] = {CL_SAMPLER_NORMALIZED_COORDS,
                               Normalized,
                               CL_SAMPLER_ADDRESSING_MODE,
                               Addressing,
                               CL_SAMPLER_FILTER_MODE,
                               Filter,
                               0};
  cl_sampler S = api::clCreateSamplerWithProperties(C, P, Err);
  if (S)
    S->Properties.clear(); // made without properties
  return S;
}

cl_int clRetainSampler(cl_sampler S) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(S))
    return CL_INVALID_SAMPLER;
  ++S->Refs;
  return CL_SUCCESS;
}

cl_int clReleaseSampler(cl_sampler S) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(S))
    return CL_INVALID_SAMPLER;
  if (--S->Refs == 0) {
    cl_context C = S->Context;
    destroyObject(S);
    releaseContext(C);
  }
  return CL_SUCCESS;
}

cl_int clGetSamplerInfo(cl_sampler S, cl_sampler_info Name, size_t Size,
                        void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(S))
    return CL_INVALID_SAMPLER;
  switch (Name) {
  case CL_SAMPLER_REFERENCE_COUNT:
    return returnValue(Size, Value, SizeRet, S->Refs);
  case CL_SAMPLER_CONTEXT:
    return returnValue(Size, Value, SizeRet, S->Context);
  case CL_SAMPLER_NORMALIZED_COORDS:
    return returnValue(Size, Value, SizeRet, S->Normalized);
  case CL_SAMPLER_ADDRESSING_MODE:
    return returnValue(Size, Value, SizeRet, S->Addressing);
  case CL_SAMPLER_FILTER_MODE:
    return returnValue(Size, Value, SizeRet, S->Filter);
  default:
    return CL_INVALID_VALUE;
  }
}

/// Read (\p ToHost) or write an image region from or to host memory.
static cl_int hostImage(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                        const size_t *Origin, const size_t *Region, size_t Row,
                        size_t Slice, void *Ptr, cl_uint NumWaits,
                        const cl_event *Waits, cl_event *Event, bool ToHost) {
  if (!isLive(M) || !isImage(M))
    return CL_INVALID_MEM_OBJECT;
  if (M->Context != Q->Context)
    return CL_INVALID_CONTEXT;
  if (!Ptr)
    return CL_INVALID_VALUE;
  if (cl_int E = checkRegion(M, Origin, Region))
    return E;
  Side H;
  if (cl_int E = hostSide(M, Region, Row, Slice, H))
    return E;
  cl_mem_flags Denied = ToHost ? CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS
                               : CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
  if (M->Flags & Denied)
    return CL_INVALID_OPERATION;
  Side D = storageSide(M, Origin);
  size_t R[3];
  byteRegion(M, Region, R);
  if (M->Type == CL_MEM_OBJECT_IMAGE1D_ARRAY)
    std::swap(R[1], R[2]); // one row per layer
  std::array<size_t, 3> Box = {R[0], R[1], R[2]};
  auto *Host = static_cast<uint8_t *>(Ptr);
  _cl_command_queue::Command C;
  C.Mems = {M};
  C.Run = [=](cl_ulong &Ns) {
    if (ToHost)
      copyBox(Host, H, storage(M), D, Box.data());
    else
      copyBox(storage(M), D, Host, H, Box.data());
    Ns = std::max<cl_ulong>(1000, Box[0] * Box[1] * Box[2] / 16);
    return CL_COMPLETE;
  };
  return enqueue(Q, ToHost ? CL_COMMAND_READ_IMAGE : CL_COMMAND_WRITE_IMAGE,
                 NumWaits, Waits, Event, std::move(C), Blocking);
}

cl_int clEnqueueReadImage(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                          const size_t *Origin, const size_t *Region,
                          size_t Row, size_t Slice, void *Ptr, cl_uint NumWaits,
                          const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  return hostImage(Q, M, Blocking, Origin, Region, Row, Slice, Ptr, NumWaits,
                   Waits, Event, /*ToHost=*/true);
}

cl_int clEnqueueWriteImage(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                           const size_t *Origin, const size_t *Region,
                           size_t Row, size_t Slice, const void *Ptr,
                           cl_uint NumWaits, const cl_event *Waits,
                           cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  return hostImage(Q, M, Blocking, Origin, Region, Row, Slice,
                   const_cast<void *>(Ptr), NumWaits, Waits, Event,
                   /*ToHost=*/false);
}

/// A copy between two memory objects, each side an image or a buffer
/// (a buffer side is tightly packed rows of the region at \p BufOffset).
static cl_int copyObjects(cl_command_queue Q, cl_command_type Type, cl_mem Src,
                          cl_mem Dst, const size_t *SrcOrigin,
                          const size_t *DstOrigin, size_t BufOffset,
                          const size_t *Region, cl_uint NumWaits,
                          const cl_event *Waits, cl_event *Event) {
  cl_mem Img = isImage(Src) ? Src : Dst;
  if (isImage(Src) && isImage(Dst) &&
      (Src->Format.image_channel_order != Dst->Format.image_channel_order ||
       Src->Format.image_channel_data_type !=
           Dst->Format.image_channel_data_type))
    return CL_IMAGE_FORMAT_MISMATCH;
  size_t R[3];
  byteRegion(Img, Region, R);
  auto SideOf = [&](cl_mem M, const size_t *Origin) {
    if (isImage(M))
      return storageSide(M, Origin);
    Side B{{BufOffset, 0, 0}, R[0], R[0] * Region[1]};
    return B;
  };
  Side S = SideOf(Src, SrcOrigin), D = SideOf(Dst, DstOrigin);
  if (Img->Type == CL_MEM_OBJECT_IMAGE1D_ARRAY) {
    std::swap(R[1], R[2]);
    if (!isImage(Src))
      S.Slice = S.Row;
    if (!isImage(Dst))
      D.Slice = D.Row;
  }
  if (!isImage(Src) || !isImage(Dst)) {
    cl_mem B = isImage(Src) ? Dst : Src;
    size_t Bytes = R[0] * R[1] * R[2];
    if (BufOffset > B->Size || Bytes > B->Size - BufOffset)
      return CL_INVALID_VALUE;
  }
  std::array<size_t, 3> Box = {R[0], R[1], R[2]};
  _cl_command_queue::Command C;
  C.Mems = {Src, Dst};
  C.Run = [=](cl_ulong &Ns) {
    uint8_t *SP = isImage(Src)
                      ? storage(Src)
                      : Src->Context->GPU.translate(Src->Addr, Src->Size);
    uint8_t *DP = isImage(Dst)
                      ? storage(Dst)
                      : Dst->Context->GPU.translate(Dst->Addr, Dst->Size);
    copyBox(DP, D, SP, S, Box.data());
    Ns = std::max<cl_ulong>(1000, Box[0] * Box[1] * Box[2] / 128);
    return CL_COMPLETE;
  };
  return enqueue(Q, Type, NumWaits, Waits, Event, std::move(C));
}

/// The checks of one side of a copy.
static cl_int checkSide(cl_command_queue Q, cl_mem M, bool Image) {
  if (!isLive(M) || isImage(M) != Image ||
      (!Image && M->Type != CL_MEM_OBJECT_BUFFER))
    return CL_INVALID_MEM_OBJECT;
  return M->Context == Q->Context ? CL_SUCCESS : CL_INVALID_CONTEXT;
}

cl_int clEnqueueCopyImage(cl_command_queue Q, cl_mem Src, cl_mem Dst,
                          const size_t *SrcOrigin, const size_t *DstOrigin,
                          const size_t *Region, cl_uint NumWaits,
                          const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (cl_int E = checkSide(Q, Src, true))
    return E;
  if (cl_int E = checkSide(Q, Dst, true))
    return E;
  if (cl_int E = checkRegion(Src, SrcOrigin, Region))
    return E;
  if (cl_int E = checkRegion(Dst, DstOrigin, Region))
    return E;
  if (Src == Dst) {
    bool Apart = false;
    for (unsigned I = 0; I < 3; ++I)
      Apart |= SrcOrigin[I] + Region[I] <= DstOrigin[I] ||
               DstOrigin[I] + Region[I] <= SrcOrigin[I];
    if (!Apart)
      return CL_MEM_COPY_OVERLAP;
  }
  return copyObjects(Q, CL_COMMAND_COPY_IMAGE, Src, Dst, SrcOrigin, DstOrigin,
                     0, Region, NumWaits, Waits, Event);
}

cl_int clEnqueueCopyImageToBuffer(cl_command_queue Q, cl_mem Src, cl_mem Dst,
                                  const size_t *Origin, const size_t *Region,
                                  size_t Offset, cl_uint NumWaits,
                                  const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (cl_int E = checkSide(Q, Src, true))
    return E;
  if (cl_int E = checkSide(Q, Dst, false))
    return E;
  if (cl_int E = checkRegion(Src, Origin, Region))
    return E;
  size_t Zero[3] = {0, 0, 0};
  return copyObjects(Q, CL_COMMAND_COPY_IMAGE_TO_BUFFER, Src, Dst, Origin, Zero,
                     Offset, Region, NumWaits, Waits, Event);
}

cl_int clEnqueueCopyBufferToImage(cl_command_queue Q, cl_mem Src, cl_mem Dst,
                                  size_t Offset, const size_t *Origin,
                                  const size_t *Region, cl_uint NumWaits,
                                  const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (cl_int E = checkSide(Q, Src, false))
    return E;
  if (cl_int E = checkSide(Q, Dst, true))
    return E;
  if (cl_int E = checkRegion(Dst, Origin, Region))
    return E;
  size_t Zero[3] = {0, 0, 0};
  return copyObjects(Q, CL_COMMAND_COPY_BUFFER_TO_IMAGE, Src, Dst, Zero, Origin,
                     Offset, Region, NumWaits, Waits, Event);
}

cl_int clEnqueueFillImage(cl_command_queue Q, cl_mem M, const void *Color,
                          const size_t *Origin, const size_t *Region,
                          cl_uint NumWaits, const cl_event *Waits,
                          cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (cl_int E = checkSide(Q, M, true))
    return E;
  if (!Color)
    return CL_INVALID_VALUE;
  if (cl_int E = checkRegion(M, Origin, Region))
    return E;
  FormatLayout Layout;
  formatLayout(M->Format, Layout);
  std::vector<uint8_t> Texel(M->ElementBytes);
  colorToTexel(Layout, M->Format.image_channel_data_type, Color, Texel.data());
  Side D = storageSide(M, Origin);
  size_t R[3];
  byteRegion(M, Region, R);
  if (M->Type == CL_MEM_OBJECT_IMAGE1D_ARRAY)
    std::swap(R[1], R[2]);
  std::array<size_t, 3> Box = {R[0], R[1], R[2]};
  _cl_command_queue::Command C;
  C.Mems = {M};
  C.Run = [=](cl_ulong &Ns) {
    uint8_t *P = storage(M);
    for (size_t Z = 0; Z < Box[2]; ++Z)
      for (size_t Y = 0; Y < Box[1]; ++Y)
        for (size_t X = 0; X < Box[0]; X += Texel.size())
          std::memcpy(P + D.offset(Y, Z) + X, Texel.data(), Texel.size());
    Ns = std::max<cl_ulong>(1000, Box[0] * Box[1] * Box[2] / 128);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_FILL_IMAGE, NumWaits, Waits, Event,
                 std::move(C));
}

void *clEnqueueMapImage(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                        cl_map_flags Flags, const size_t *Origin,
                        const size_t *Region, size_t *RowPitch,
                        size_t *SlicePitch, cl_uint NumWaits,
                        const cl_event *Waits, cl_event *Event, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return withError(Err, CL_INVALID_COMMAND_QUEUE, (void *)nullptr);
  if (cl_int E = checkSide(Q, M, true))
    return withError(Err, E, (void *)nullptr);
  if (!RowPitch || (dimsOf(M->Type) == 3 && !SlicePitch) ||
      (M->Type == CL_MEM_OBJECT_IMAGE1D_ARRAY && !SlicePitch))
    return withError(Err, CL_INVALID_VALUE, (void *)nullptr);
  if (cl_int E = checkRegion(M, Origin, Region))
    return withError(Err, E, (void *)nullptr);
  // Mapped where the device keeps it, or for CL_MEM_USE_HOST_PTR in the
  // application's memory, brought up to date (and written back at unmap).
  Side D = storageSide(M, Origin);
  size_t R[3];
  byteRegion(M, Region, R);
  if (M->Type == CL_MEM_OBJECT_IMAGE1D_ARRAY)
    std::swap(R[1], R[2]);
  std::array<size_t, 3> Box = {R[0], R[1], R[2]};
  Side H = D;
  void *Ptr = storage(M) + D.offset(0, 0);
  *RowPitch = M->Desc.image_row_pitch;
  if (SlicePitch)
    *SlicePitch = M->Desc.image_slice_pitch;
  if (M->HostPtr) {
    H.Row = M->HostRowPitch;
    H.Slice =
        M->Type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? H.Row : M->HostSlicePitch;
    Ptr = static_cast<uint8_t *>(M->HostPtr) + H.offset(0, 0);
    *RowPitch = M->HostRowPitch;
    if (SlicePitch)
      *SlicePitch = M->HostSlicePitch;
  }
  auto *Host = static_cast<uint8_t *>(M->HostPtr);
  _cl_command_queue::Command C;
  C.Mems = {M};
  C.Run = [=](cl_ulong &Ns) {
    if (Host)
      copyBox(Host, H, storage(M), D, Box.data());
    Ns = 1000;
    return CL_COMPLETE;
  };
  ++M->MapCount;
  _cl_mem::Mapping Mp{Ptr, 0, 0, Flags, nullptr};
  if (Host && (Flags & (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)))
    Mp.WriteBack = [=] { copyBox(storage(M), D, Host, H, Box.data()); };
  M->Maps.push_back(Mp);
  cl_int E = enqueue(Q, CL_COMMAND_MAP_IMAGE, NumWaits, Waits, Event,
                     std::move(C), Blocking);
  if (E != CL_SUCCESS) {
    --M->MapCount;
    M->Maps.pop_back();
    return withError(Err, E, (void *)nullptr);
  }
  return withError(Err, CL_SUCCESS, Ptr);
}

} // namespace api
} // namespace rt
} // namespace amdcl2
