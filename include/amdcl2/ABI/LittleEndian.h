//===- LittleEndian.h - Little-endian fields over support::endian -*- C++ -*-//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// amdcl2's one little-endian helper, over llvm::support::endian: fields
/// whose width a table gives at run time (1, 2, 4 or 8 bytes), and stores
/// into growing std::vector<uint8_t>s, which support::endian does not
/// resize (notes, sampler initializers, the old-format stub, metadata).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_LITTLEENDIAN_H
#define AMDCL2_ABI_LITTLEENDIAN_H

#include "llvm/Support/Endian.h"
#include "llvm/Support/ErrorHandling.h"
#include <cstdint>
#include <vector>

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

/// Stores \p V little-endian at \p Off, growing \p B (with zeros) to hold it.
template <typename T> void writeLE(std::vector<uint8_t> &B, uint64_t Off, T V) {
  if (B.size() < Off + sizeof(T))
    B.resize(Off + sizeof(T), 0);
  llvm::support::endian::write<T, llvm::endianness::little>(B.data() + Off, V);
}

/// Appends \p V little-endian to \p B.
template <typename T> void appendLE(std::vector<uint8_t> &B, T V) {
  writeLE<T>(B, B.size(), V);
}

} // namespace amdcl2

#endif // AMDCL2_ABI_LITTLEENDIAN_H
