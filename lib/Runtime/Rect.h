//===- Rect.h - Boxes of bytes with row and slice pitches -------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The rectangular transfers of buffers and images both copy a box of
/// rows and slices between memories with their own pitches.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_RUNTIME_RECT_H
#define AMDCL2_LIB_RUNTIME_RECT_H

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace amdcl2 {
namespace rt {

/// One side of a copy: the origin (x in bytes, y in rows, z in slices) and
/// the pitches in bytes.
struct Side {
  size_t Origin[3];
  size_t Row, Slice;
  size_t offset(size_t Y, size_t Z) const {
    return Origin[0] + (Origin[1] + Y) * Row + (Origin[2] + Z) * Slice;
  }
};

/// Copies a box \p Region (width in bytes, rows, slices) from \p Src to
/// \p Dst.
inline void copyBox(uint8_t *Dst, const Side &D, const uint8_t *Src,
                    const Side &S, const size_t *Region) {
  for (size_t Z = 0; Z < Region[2]; ++Z)
    for (size_t Y = 0; Y < Region[1]; ++Y)
      std::memmove(Dst + D.offset(Y, Z), Src + S.offset(Y, Z), Region[0]);
}

} // namespace rt
} // namespace amdcl2

#endif // AMDCL2_LIB_RUNTIME_RECT_H
