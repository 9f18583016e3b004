//===- PrintfBinding.h - printf calls onto AMD's printf buffer --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// printf before the builtins are linked: LLVM's AMDGPU printf binding turns
/// each call into `__printf_alloc(bytes)` (lib/Builtins/Printf.cl, over the
/// printf_buffer setup argument), the stores of the record and a
/// `!llvm.printf.fmts` descriptor; the kernels that reach one are marked
/// (PrintfAttr) for the CL2 lowering to give them the descriptors.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_PRINTFBINDING_H
#define AMDCL2_TRANSFORMS_PRINTFBINDING_H

#include "llvm/Support/Error.h"

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace amdcl2 {

/// The printf buffer allocator the binding calls.
constexpr const char *PrintfAllocName = "__printf_alloc";

/// Binds the printf calls of \p M with \p TM's AMDGPU printf pass and marks
/// the kernels that print. Without \p Descriptors the kernels get none, and
/// as the runtime then passes no buffer, every printf is dropped. Errors
/// (a format that is not a literal) are the pass's, at a source line when
/// \p M has line tables.
llvm::Error bindPrintf(llvm::Module &M, llvm::TargetMachine &TM,
                       bool Descriptors);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_PRINTFBINDING_H
