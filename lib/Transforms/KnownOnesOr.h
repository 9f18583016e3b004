//===- KnownOnesOr.h - or whose 32-bit half is known all ones --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22's SIFoldOperands folds a 32-bit `or x, -1` whose -1 it found
/// after instruction selection into a copy of x instead of -1 (fixed
/// upstream after 22.1.8 by llvm-project pull request 189655). The 32-bit
/// ors it sees are the pieces of a 64-bit value selection splits late, and
/// the -1 a piece that only becomes constant then: a half of
/// `or i64 (select c, K1, K2), x` where the high halves of K1 and K2 are
/// all ones (the high half of the result is x's), a lane of a `<2 x i32>`
/// `or`, a half of a lane of a `<2 x i64>` one. The lowering writes such an
/// `or` with the known piece as an explicit constant, which selection
/// keeps: vectors lane by lane, a 64-bit lane's other half as a 32-bit
/// `or`. Internal to lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_KNOWNONESOR_H
#define AMDCL2_LIB_TRANSFORMS_KNOWNONESOR_H

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// Rewrites each integer `or` of \p M with an aligned 32 bits known to be
/// all ones (scalars with a constant operand are left to selection, which
/// splits them right); true if any was.
bool expandKnownOnesOrs(llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_KNOWNONESOR_H
