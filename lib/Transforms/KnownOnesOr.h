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
/// ors it sees are the halves of a 64-bit `or`, and the -1 is a half that
/// only becomes constant once the 64-bit value is split, as in
/// `or i64 (select c, K1, K2), x` where the high halves of K1 and K2 are
/// all ones: the high half of the result is x's. The lowering writes such
/// an `or` with the known half as an explicit constant, which selection
/// keeps, and the other half as a 32-bit `or`. Internal to lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_KNOWNONESOR_H
#define AMDCL2_LIB_TRANSFORMS_KNOWNONESOR_H

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// Rewrites each `or` of \p M (i32, i64 or vectors of them) with a 32-bit
/// half, or all of it, known to be all ones and no constant operand; true
/// if any was.
bool expandKnownOnesOrs(llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_KNOWNONESOR_H
