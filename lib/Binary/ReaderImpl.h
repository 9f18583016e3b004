//===- ReaderImpl.h - Internals of the AMDCL2 reader ------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Error helpers, the raw ELF layer and the metadata-blob parser, split out of
/// Reader.cpp so each file stays small.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_BINARY_READERIMPL_H
#define AMDCL2_LIB_BINARY_READERIMPL_H

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/Object/ELF.h"
#include "llvm/Support/Error.h"
#include <string>

namespace amdcl2 {
namespace reader {

llvm::Error makeError(const llvm::Twine &Msg);
/// "0x1f" style.
std::string hex(uint64_t V);

/// Reads every header, section and symbol of \p Obj. \p Ctx prefixes errors
/// ("outer ELF", "inner ELF").
template <class ELFT>
llvm::Expected<ELFImage> readELFImage(const llvm::object::ELFFile<ELFT> &Obj,
                                      llvm::StringRef Ctx);

/// Checks that a binary read without kernels is a consistent program
/// without kernels (ReaderEmpty.cpp), not a damaged file.
llvm::Error checkEmptyProgram(const AMDCL2Binary &Bin);

/// Fills DeviceReadings, DeviceName and GPU once the generation, the notes
/// and the kernels are read (ReaderDevice.cpp).
void resolveDevice(AMDCL2Binary &Bin);

} // namespace reader
} // namespace amdcl2

#endif // AMDCL2_LIB_BINARY_READERIMPL_H
