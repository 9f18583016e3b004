//===- WideBitCounts.h - 64-bit cttz/ctlz in 32-bit pieces ------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22's AMDGPU backend lowers a 64-bit cttz/ctlz that must give 64 for
/// zero to min(ffbl(lo), uaddsat(ffbl(hi), 32), 64), and in some contexts
/// on gfx8 it turns the saturating add into a plain one: ffbl(0) is
/// 0xffffffff, so cttz of a zero that arrives that way is 31, silently
/// (the random-program campaign found `ctz((ulong)get_num_groups(2) >> s)`
/// giving 31; plain llc-22 makes the same code from the same IR). The
/// lowering therefore spells these counts with 32-bit counts of operands
/// known to be nonzero and explicit selects for zero, which need neither
/// the saturation nor the clamp. Internal to lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_WIDEBITCOUNTS_H
#define AMDCL2_LIB_TRANSFORMS_WIDEBITCOUNTS_H

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// Rewrites every llvm.cttz/llvm.ctlz of 64-bit elements in \p M that is
/// defined for zero; true if any was.
bool expandWideBitCounts(llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_WIDEBITCOUNTS_H
