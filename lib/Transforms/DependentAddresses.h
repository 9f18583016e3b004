//===- DependentAddresses.h - Addresses from loaded data --------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_DEPENDENTADDRESSES_H
#define AMDCL2_TRANSFORMS_DEPENDENTADDRESSES_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace llvm {
class Argument;
class Function;
} // namespace llvm

namespace amdcl2 {

/// True if \p K loads, stores or updates memory at an address computed from
/// a value it read from memory (a gather, a scatter, a pointer chase: the
/// address waits for a load). Reads through the parameters \p IsIgnored
/// accepts are not counted as data (by-value arguments, pipes).
bool addressesThroughLoadedData(
    const llvm::Function &K,
    llvm::function_ref<bool(const llvm::Argument &)> IsIgnored);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_DEPENDENTADDRESSES_H
