//===- NarrowPointers.h - A 32-bit program's pointers before codegen -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The last step of a 32-bit program (amdcl2/ABI/SmallModel.h) before code
/// generation: the module takes amdgcn's own data layout, in which global,
/// constant and generic pointers are 64-bit values, while memory keeps the
/// program's 32-bit pointers. Each type in memory (allocations, element
/// types of address computations, globals) has its pointers replaced by
/// i32, so every byte offset stays as the 32-bit program computed it; a
/// pointer loaded from memory is zero-extended into its 64-bit register and
/// one stored is truncated (a 32-bit program's addresses are below 4 GiB).
///
/// What 32-bit addresses cannot express is refused before, with a located
/// error, by the CL2 lowering (lib/Transforms/SmallModelChecks.h); here an
/// atomic on a pointer, a call passing pointers in memory and a variable
/// initialized with addresses that no kernel uses are refused unlocated.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_NARROWPOINTERS_H
#define AMDCL2_TRANSFORMS_NARROWPOINTERS_H

#include "llvm/Support/Error.h"

namespace llvm {
class DataLayout;
class IRBuilderBase;
class Module;
class Type;
class Value;
} // namespace llvm

namespace amdcl2 {

/// Gives \p M, a small-model module, the data layout \p Large, with its
/// pointers in memory narrowed; does nothing to any other module.
llvm::Error narrowPointers(llvm::Module &M, const llvm::DataLayout &Large);

/// A pointer of type \p PtrTy whose 64 bits are \p Bits, in a 32-bit
/// program: image and sampler arguments are 64-bit addresses of their
/// descriptors there too (AMD's samplers4.32 loads them with
/// s_load_dwordx2). Until narrowPointers makes it an inttoptr under the
/// 64-bit layout, it is an opaque call the optimizer keeps whole.
llvm::Value *createWideHandle(llvm::IRBuilderBase &B, llvm::Value *Bits,
                              llvm::Type *PtrTy);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_NARROWPOINTERS_H
