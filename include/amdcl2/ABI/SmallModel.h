//===- SmallModel.h - 32-bit (small model) programs -------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AMD's runtime builds 32-bit AMDCL2 programs for 32-bit host processes
/// (HSA's small machine model): global, constant and generic pointers, and
/// size_t, ptrdiff_t and intptr_t, are 32 bits wide, in kernel arguments and
/// in memory alike. LLVM's amdgcn has 64-bit pointers only, so amdcl2
/// compiles such a program in two layouts (docs/ABI.md, "32-bit programs"):
/// up to code generation the module's data layout has 32-bit pointers, which
/// is the program's own view; just before code generation NarrowPointers
/// gives pointer values their 64-bit registers and keeps 32-bit pointers in
/// memory.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_SMALLMODEL_H
#define AMDCL2_ABI_SMALLMODEL_H

#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class DataLayout;
} // namespace llvm

namespace amdcl2 {

/// The address spaces whose pointers are 64-bit on amdgcn and 32-bit in a
/// small-model program: flat (generic), global and constant.
bool isNarrowedAddressSpace(unsigned AS);

/// \p LargeLayout (amdgcn's data layout string) with 32-bit pointers in the
/// narrowed address spaces.
llvm::Expected<std::string> smallModelDataLayout(llvm::StringRef LargeLayout);

/// True when \p DL is a small-model layout: 32-bit global pointers.
bool isSmallModel(const llvm::DataLayout &DL);

} // namespace amdcl2

#endif // AMDCL2_ABI_SMALLMODEL_H
