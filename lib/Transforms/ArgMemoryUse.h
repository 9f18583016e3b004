//===- ArgMemoryUse.h - Memory use through a pointer ------------*- C++ -*-===//
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_ARGMEMORYUSE_H
#define AMDCL2_TRANSFORMS_ARGMEMORYUSE_H

namespace llvm {
class Argument;
} // namespace llvm

namespace amdcl2 {

/// The ArgUsage bits of the memory accesses the function makes through the
/// pointer parameter \p A (0: none); read+write when the pointer escapes.
unsigned pointerMemoryUse(const llvm::Argument &A);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_ARGMEMORYUSE_H
