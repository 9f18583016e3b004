//===- SamplerLiterals.h - Samplers the program defines ---------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// clang turns each use of a sampler literal or program-scope constant
/// sampler into `__translate_sampler_initializer(literal)`, which returns the
/// address of the sampler's S#. In the CL2 ABI the loader creates the sampler
/// and writes that address into an 8-byte read-only slot; the code loads it
/// from there (amdcl2/ABI/Samplers.h). Runs late, after the optimizer: the
/// slots are zero in the file, and GlobalOpt would fold a load of an unstored
/// zero global.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_SAMPLERLITERALS_H
#define AMDCL2_TRANSFORMS_SAMPLERLITERALS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

namespace llvm {
class CallBase;
class Module;
} // namespace llvm

namespace amdcl2 {

/// clang's conversion from a sampler literal to a sampler_t.
constexpr const char *TranslateSamplerInitializer =
    "__translate_sampler_initializer";

/// Replaces every call of __translate_sampler_initializer in \p M by a load
/// of the slot of its literal (one slot per distinct literal, in order of
/// first use). A literal that is not a constant, or names no sampler, is
/// reported through \p Error. Returns whether \p M changed.
bool lowerSamplerLiterals(
    llvm::Module &M,
    llvm::function_ref<void(const llvm::CallBase &, const llvm::Twine &)>
        Error);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_SAMPLERLITERALS_H
