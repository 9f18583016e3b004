//===- LittleEndian.h - Fields of a given width, little endian --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The binary records' tables give each field a width of 1, 2, 4 or 8
/// bytes; these read and write such a field with llvm::support::endian.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_ABI_LITTLEENDIAN_H
#define AMDCL2_LIB_ABI_LITTLEENDIAN_H

#include "llvm/Support/Endian.h"
#include "llvm/Support/ErrorHandling.h"
#include <cstdint>

namespace amdcl2 {

inline void writeLE(uint8_t *P, unsigned Bytes, uint64_t V) {
  using namespace llvm::support::endian;
  switch (Bytes) {
  case 1:
    *P = uint8_t(V);
    return;
  case 2:
    return write16le(P, uint16_t(V));
  case 4:
    return write32le(P, uint32_t(V));
  case 8:
    return write64le(P, V);
  }
  llvm_unreachable("field widths are 1, 2, 4 or 8 bytes");
}

inline uint64_t readLE(const uint8_t *P, unsigned Bytes) {
  using namespace llvm::support::endian;
  switch (Bytes) {
  case 1:
    return *P;
  case 2:
    return read16le(P);
  case 4:
    return read32le(P);
  case 8:
    return read64le(P);
  }
  llvm_unreachable("field widths are 1, 2, 4 or 8 bytes");
}

} // namespace amdcl2

#endif // AMDCL2_LIB_ABI_LITTLEENDIAN_H
