//===- SaturatingLiterals.h - gfx8 saturating adds of literals --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22 on gfx8 selects `uadd.sat(x, C)` as `v_add_u32_e64 ... clamp`
/// and, when C is a literal (not an inline constant, -16 to 64), shrinks it
/// to the e32 form to encode the literal, dropping the clamp: add_sat(x,
/// 3000000000u) wraps, silently (plain llc-22 does the same; gfx7 uses a
/// min and an add, gfx9 puts the literal in an SGPR). usub.sat is the same
/// with `v_sub_u32`/`v_subrev_u32`. The lowering writes uadd.sat(x, C) as
/// umin(x, ~C) + C, as gfx7 does, and usub.sat(x, y) with a literal on
/// either side as x > y ? x - y : 0 (a compare and a select); LLVM keeps
/// both. umax(x, y) - y is no way out: LLVM's DAG combiner turns it back
/// into usubsat. Internal to lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_SATURATINGLITERALS_H
#define AMDCL2_LIB_TRANSFORMS_SATURATINGLITERALS_H

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// Rewrites the unsigned saturating adds and subtracts of a literal in the
/// gfx8 functions of \p M; true if any was.
bool expandSaturatingLiterals(llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_SATURATINGLITERALS_H
