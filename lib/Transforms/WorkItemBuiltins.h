//===- WorkItemBuiltins.h - Lower OpenCL work-item functions ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Replaces calls to get_global_id and friends inside a kernel by reads of
/// the setup buffer, the setup arguments and the hardware ids (ABI doc
/// section 4). Argument-buffer reads go through
/// `llvm.amdgcn.kernarg.segment.ptr`, which the lowering pass later replaces
/// by the kernel's argument-buffer parameter.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_WORKITEMBUILTINS_H
#define AMDCL2_TRANSFORMS_WORKITEMBUILTINS_H

#include <array>

namespace llvm {
class Function;
class Type;
class Value;
class IRBuilderBase;
} // namespace llvm

namespace amdcl2 {

/// Emits loads of the CL2 inputs of one kernel; pointers are created once,
/// at the top of the entry block.
class CL2InputBuilder {
public:
  CL2InputBuilder(llvm::Function &Kernel, bool Is64Bit);
  /// The setup buffer (HSA dispatch packet).
  llvm::Value *setupPtr();
  /// The argument buffer.
  llvm::Value *argsPtr();
  /// An invariant load of \p Ty at \p Offset of the argument buffer.
  llvm::Value *loadArg(llvm::IRBuilderBase &B, unsigned Offset, llvm::Type *Ty,
                       unsigned Align);
  llvm::Value *loadSetup(llvm::IRBuilderBase &B, unsigned Offset,
                         llvm::Type *Ty);

  /// reqd_work_group_size (zeros if none): with it the enqueued local size
  /// is a constant and need not be read from the setup buffer.
  std::array<unsigned, 3> ReqdWorkGroupSize = {0, 0, 0};
  /// No partial work-groups ("uniform-work-group-size", which clang sets
  /// under OpenCL 1.x and -cl-uniform-work-group-size): the local size is
  /// the enqueued one. A required size implies it too, as AMD's compiler
  /// folds get_local_size to the required size.
  bool UniformWorkGroups = false;

private:
  llvm::Function &K;
  bool Is64Bit;
  llvm::Value *Setup = nullptr;
  llvm::Value *Args = nullptr;
};

/// Lowers every work-item call in \p Kernel; returns how many it replaced.
unsigned lowerWorkItemCalls(llvm::Function &Kernel, CL2InputBuilder &In,
                            bool Is64Bit);

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_WORKITEMBUILTINS_H
