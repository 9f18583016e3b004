//===- LittleEndian.h - Little-endian stores into byte vectors --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The writer's one helper over llvm::support::endian: records whose fields
/// are not ELF structures (notes, sampler initializers, the old-format stub)
/// are built in growing std::vector<uint8_t>s, which support::endian does not
/// resize.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_BINARY_LITTLEENDIAN_H
#define AMDCL2_LIB_BINARY_LITTLEENDIAN_H

#include "llvm/Support/Endian.h"
#include <cstdint>
#include <vector>

namespace amdcl2 {

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

#endif // AMDCL2_LIB_BINARY_LITTLEENDIAN_H
