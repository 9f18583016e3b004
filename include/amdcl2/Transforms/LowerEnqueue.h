//===- LowerEnqueue.h - Block kernels and device-side enqueue ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The device-enqueue lowering (`amdcl2-lower-enqueue`). It runs on clang's
/// unoptimized IR, before the builtins are linked: every block clang made a
/// kernel of becomes AMD's `__amd_blocks_func___<parent>_block_invoke[_N]`,
/// whose arguments are the six setup arguments and the block's captures
/// flattened in the order the block names them (`ctx_struct_fld_N`, with
/// `padN` bytes where the context has padding), then its local-pointer
/// parameters; each `enqueue_kernel` becomes calls to the device-enqueue
/// builtins (lib/Builtins/DeviceEnqueue.cl) around a copy of the captures
/// into the slot's argument area, with the child's kernel index as a
/// constant. Kernel indices follow AMD: ordinary kernels in source order,
/// then block kernels.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_LOWERENQUEUE_H
#define AMDCL2_TRANSFORMS_LOWERENQUEUE_H

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"

namespace amdcl2 {

class AMDCL2LowerEnqueuePass
    : public llvm::PassInfoMixin<AMDCL2LowerEnqueuePass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Runs the pass on \p M; its first error (at a source line when the module
/// has line tables) as an Error.
llvm::Error lowerDeviceEnqueue(llvm::Module &M);

/// The `!amdcl2.kernel_index` metadata the pass gives each block kernel: the
/// index its enqueuers use, which the program must assign it.
inline constexpr const char *MDKernelIndexName = "amdcl2.kernel_index";

/// The `!amdcl2.block_offsets` of a block kernel: the argument-buffer offset
/// of each argument, where its enqueuers put it.
inline constexpr const char *MDBlockOffsetsName = "amdcl2.block_offsets";

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_LOWERENQUEUE_H
