//===- RectCommands.cpp - Rectangular buffer transfers --------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// clEnqueue{Read,Write,Copy}BufferRect: a box of rows and slices copied
/// between two memories with their own pitches, checked as the OpenCL 2.0
/// specification says.
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "Objects.h"
#include "Queues.h"
#include "Rect.h"
#include <cstdlib>

using namespace amdcl2::rt;

namespace {
using amdcl2::rt::copyBox;
using amdcl2::rt::Side;

/// Fills in default pitches; CL_INVALID_VALUE for pitches smaller than the
/// box.
cl_int makeSide(const size_t *Origin, const size_t *Region, size_t Row,
                size_t Slice, Side &S) {
  if (!Origin)
    return CL_INVALID_VALUE;
  std::copy(Origin, Origin + 3, S.Origin);
  S.Row = Row ? Row : Region[0];
  S.Slice = Slice ? Slice : Region[1] * S.Row;
  if (S.Row < Region[0] || S.Slice < Region[1] * S.Row ||
      (Slice && Slice % S.Row))
    return CL_INVALID_VALUE;
  return CL_SUCCESS;
}

/// The byte one past the box's last, from offset 0 of its memory.
size_t extent(const Side &S, const size_t *Region) {
  return S.offset(Region[1] - 1, Region[2] - 1) + Region[0];
}

/// Whether two boxes of \p Region with the same pitches share a byte: some
/// row of one starts less than a row's width from some row of the other.
/// For each slice distance the nearest row distances are enough.
bool boxesOverlap(const Side &S, const Side &D, const size_t *Region) {
  const int64_t W = Region[0], H = Region[1], Dp = Region[2];
  const int64_t Row = S.Row, Slice = S.Slice;
  const int64_t Delta = int64_t(S.offset(0, 0)) - int64_t(D.offset(0, 0));
  for (int64_t DZ = -(Dp - 1); DZ <= Dp - 1; ++DZ) {
    int64_t V = Delta + DZ * Slice;
    // The row distance that brings V closest to 0, and its neighbours.
    int64_t Q = -V / Row;
    for (int64_t DY = Q - 1; DY <= Q + 1; ++DY)
      if (DY >= -(H - 1) && DY <= H - 1 && std::llabs(V + DY * Row) < W)
        return true;
  }
  return false;
}

bool validRegion(const size_t *Region) {
  return Region && Region[0] && Region[1] && Region[2];
}

/// The checks of a buffer side: in \p Q's context, the box inside it.
cl_int checkBufferSide(cl_command_queue Q, cl_mem M, const Side &S,
                       const size_t *Region) {
  if (!isLive(M) || M->Type != CL_MEM_OBJECT_BUFFER)
    return CL_INVALID_MEM_OBJECT;
  if (M->Context != Q->Context)
    return CL_INVALID_CONTEXT;
  return extent(S, Region) > M->Size ? CL_INVALID_VALUE : CL_SUCCESS;
}

uint8_t *bufferBytes(cl_mem M) {
  return M->Context->GPU.translate(M->Addr, M->Size);
}

/// Read (\p ToHost) or write a box between \p M and host memory \p Ptr.
cl_int hostRect(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                const size_t *BufOrigin, const size_t *HostOrigin,
                const size_t *Region, size_t BufRow, size_t BufSlice,
                size_t HostRow, size_t HostSlice, void *Ptr, cl_uint NumWaits,
                const cl_event *Waits, cl_event *Event, bool ToHost) {
  if (!validRegion(Region) || !Ptr)
    return CL_INVALID_VALUE;
  Side B, H;
  if (cl_int E = makeSide(BufOrigin, Region, BufRow, BufSlice, B))
    return E;
  if (cl_int E = makeSide(HostOrigin, Region, HostRow, HostSlice, H))
    return E;
  if (cl_int E = checkBufferSide(Q, M, B, Region))
    return E;
  cl_mem_flags Denied = ToHost ? CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS
                               : CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS;
  if (M->Flags & Denied)
    return CL_INVALID_OPERATION;
  std::array<size_t, 3> R = {Region[0], Region[1], Region[2]};
  _cl_command_queue::Command C;
  C.Mems = {M};
  auto *Host = static_cast<uint8_t *>(Ptr);
  C.Run = [=](cl_ulong &Ns) {
    if (ToHost)
      copyBox(Host, H, bufferBytes(M), B, R.data());
    else
      copyBox(bufferBytes(M), B, Host, H, R.data());
    Ns = std::max<cl_ulong>(1000, R[0] * R[1] * R[2] / 16);
    return CL_COMPLETE;
  };
  return enqueue(
      Q, ToHost ? CL_COMMAND_READ_BUFFER_RECT : CL_COMMAND_WRITE_BUFFER_RECT,
      NumWaits, Waits, Event, std::move(C), Blocking);
}
} // namespace

namespace amdcl2 {
namespace rt {
namespace api {

cl_int clEnqueueReadBufferRect(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                               const size_t *BufOrigin,
                               const size_t *HostOrigin, const size_t *Region,
                               size_t BufRow, size_t BufSlice, size_t HostRow,
                               size_t HostSlice, void *Ptr, cl_uint NumWaits,
                               const cl_event *Waits, cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  return hostRect(Q, M, Blocking, BufOrigin, HostOrigin, Region, BufRow,
                  BufSlice, HostRow, HostSlice, Ptr, NumWaits, Waits, Event,
                  /*ToHost=*/true);
}

cl_int clEnqueueWriteBufferRect(cl_command_queue Q, cl_mem M, cl_bool Blocking,
                                const size_t *BufOrigin,
                                const size_t *HostOrigin, const size_t *Region,
                                size_t BufRow, size_t BufSlice, size_t HostRow,
                                size_t HostSlice, const void *Ptr,
                                cl_uint NumWaits, const cl_event *Waits,
                                cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  return hostRect(Q, M, Blocking, BufOrigin, HostOrigin, Region, BufRow,
                  BufSlice, HostRow, HostSlice, const_cast<void *>(Ptr),
                  NumWaits, Waits, Event, /*ToHost=*/false);
}

cl_int clEnqueueCopyBufferRect(cl_command_queue Q, cl_mem Src, cl_mem Dst,
                               const size_t *SrcOrigin, const size_t *DstOrigin,
                               const size_t *Region, size_t SrcRow,
                               size_t SrcSlice, size_t DstRow, size_t DstSlice,
                               cl_uint NumWaits, const cl_event *Waits,
                               cl_event *Event) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Q))
    return CL_INVALID_COMMAND_QUEUE;
  if (!validRegion(Region))
    return CL_INVALID_VALUE;
  Side S, D;
  if (cl_int E = makeSide(SrcOrigin, Region, SrcRow, SrcSlice, S))
    return E;
  if (cl_int E = makeSide(DstOrigin, Region, DstRow, DstSlice, D))
    return E;
  if (cl_int E = checkBufferSide(Q, Src, S, Region))
    return E;
  if (cl_int E = checkBufferSide(Q, Dst, D, Region))
    return E;
  if (Src == Dst) {
    // Within one buffer the pitches must agree and the boxes not overlap.
    if (S.Row != D.Row || S.Slice != D.Slice)
      return CL_INVALID_VALUE;
    if (boxesOverlap(S, D, Region))
      return CL_MEM_COPY_OVERLAP;
  }
  std::array<size_t, 3> R = {Region[0], Region[1], Region[2]};
  _cl_command_queue::Command C;
  C.Mems = {Src, Dst};
  C.Run = [=](cl_ulong &Ns) {
    copyBox(bufferBytes(Dst), D, bufferBytes(Src), S, R.data());
    Ns = std::max<cl_ulong>(1000, R[0] * R[1] * R[2] / 128);
    return CL_COMPLETE;
  };
  return enqueue(Q, CL_COMMAND_COPY_BUFFER_RECT, NumWaits, Waits, Event,
                 std::move(C));
}

} // namespace api
} // namespace rt
} // namespace amdcl2
