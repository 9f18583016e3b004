//===- GenericCasts.h - Generic pointers to local or private memory -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Where a kernel makes a generic pointer of a local (LDS) or private
/// (scratch) one. Such a cast reads the apertures, which the CL2 ABI's
/// usegeneric buffer provides on gfx7/gfx8, and its 64-bit result cannot be
/// a 32-bit program's pointer. Internal to lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_GENERICCASTS_H
#define AMDCL2_LIB_TRANSFORMS_GENERICCASTS_H

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace amdcl2 {

/// The first instruction of \p K that casts a local or private address to
/// generic, itself or in a constant operand (the initializers of the globals
/// it names included); null if none does.
const llvm::Instruction *findGenericCast(const llvm::Function &K);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_GENERICCASTS_H
