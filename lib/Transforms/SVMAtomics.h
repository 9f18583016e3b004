//===- SVMAtomics.h - System-scope atomics that work on SVM -----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// memory_scope_all_svm_devices exists for fine-grained SVM buffers shared
/// with the host, which a discrete GPU reaches over PCIe. clang (and libclc,
/// compiled by it) marks every atomic `!amdgpu.no.fine.grained.memory` and
/// `!amdgpu.no.remote.memory`, which lets LLVM use atomics PCIe does not
/// carry (or, and, xor, min, max, sub). For system-scope atomics the hints
/// are dropped, so LLVM keeps to what PCIe has: add, exchange and
/// compare-and-swap (a loop for the rest).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_SVMATOMICS_H
#define AMDCL2_TRANSFORMS_SVMATOMICS_H

namespace llvm {
class Function;
} // namespace llvm

namespace amdcl2 {

/// Drops the coarse-grained-memory hints from the system-scope atomics of
/// \p F; returns how many atomics changed.
unsigned dropSVMAtomicHints(llvm::Function &F);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_SVMATOMICS_H
