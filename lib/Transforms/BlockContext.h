//===- BlockContext.h - AMD's argument list of a block kernel ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The context of an enqueued block as AMD's compiler lays it out: the
/// captures in the order the block names them, flattened to scalars,
/// vectors and pointers at their natural offsets, padding as one-byte
/// arguments; then the block's local-pointer parameters, one 8-byte slot
/// each. The enqueuer copies it to byte 48 of the child's argument area.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_BLOCKCONTEXT_H
#define AMDCL2_LIB_TRANSFORMS_BLOCKCONTEXT_H

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace amdcl2 {

/// One argument of a block kernel after the setup arguments.
struct BlockArg {
  llvm::Type *Ty = nullptr;
  uint64_t LiteralOffset = 0; ///< in clang's block literal (captures only)
  uint64_t Offset = 0;        ///< from the start of the context
  enum { Capture, Pad, Local } Kind = Capture;
  std::string Name, TypeName, BaseType;
  unsigned AddrSpace = 0;    ///< OpenCL numbering (kernel_arg_addr_space)
  unsigned PointeeAlign = 0; ///< from the source, 0 if not known
};

/// A block clang made a kernel of, and what amdcl2 makes of it.
struct BlockKernel {
  llvm::Function *Clang = nullptr;
  llvm::GlobalVariable *Handle = nullptr;
  std::vector<llvm::CallBase *> Sites; ///< calls naming the block
  llvm::StructType *Literal = nullptr;
  std::vector<BlockArg> Args;
  uint32_t ContextOffset = 0; ///< of the context, in the arg buffer
  uint32_t LocalsOffset = 0;  ///< of the first local slot, in the arg buffer
  uint32_t ArgBytes = 0;     ///< after the setup arguments
  llvm::Function *AMD = nullptr;
  unsigned Index = 0;
};

/// Lays out \p BK's arguments after the six setup arguments (8 bytes each in
/// a 64-bit program, 4 in a 32-bit one: AMD's enqueue.32 copies its capture
/// to byte 24); local-pointer arguments take a pointer-sized slot. Their type
/// names follow AMD's compiler, which takes the `N`th type name of the
/// program's first kernel \p First for the block kernel's `N`th argument, and
/// its type too when it is of the same kind and size (ExtractPrimes,
/// enqueue-15_7; docs/ABI.md).
llvm::Error layoutBlockContext(BlockKernel &BK, const llvm::DataLayout &DL,
                               const llvm::Function *First);

/// The AMD block kernel, with the body of BK.Clang moved into it.
llvm::Function *createBlockKernel(BlockKernel &BK, llvm::Module &M);

/// Removes the stores of the invoke function into \p BK's literals: nothing
/// reads that field (blocks are called directly, children rebuild their
/// literal), and at -O0 the store would keep the invoke function, with its
/// work-item calls, alive outside any kernel.
void dropInvokePointerStores(const BlockKernel &BK, const llvm::DataLayout &DL);

/// Copies the captures from clang's block literal at \p Literal to the
/// argument buffer \p Args of the child.
void copyCaptures(llvm::IRBuilderBase &B, const BlockKernel &BK,
                  llvm::Value *Literal, llvm::Value *Args);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_BLOCKCONTEXT_H
