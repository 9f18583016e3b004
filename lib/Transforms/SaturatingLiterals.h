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
/// min and an add, gfx9 puts the literal in an SGPR). The lowering writes
/// those as gfx7 does: uadd.sat(x, C) = umin(x, ~C) + C and usub.sat(x, C)
/// = umax(x, C) - C, which LLVM keeps. Internal to lib/Transforms.
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
