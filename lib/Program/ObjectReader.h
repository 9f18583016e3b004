//===- ObjectReader.h - One read of LLVM's AMDGPU code object ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Everything amdcl2 takes from the relocatable code object (v4) LLVM emits,
/// read once: each kernel's descriptor, register counts and code, the
/// program-scope data, and the code's data references (turned into the
/// absolute literals the AMDCL2 loader relocates, binary-format doc 9.9).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_PROGRAM_OBJECTREADER_H
#define AMDCL2_LIB_PROGRAM_OBJECTREADER_H

#include "amdcl2/ABI/CompiledProgram.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace amdcl2 {

struct ObjectKernel {
  std::string Name;
  llvm::amdhsa::kernel_descriptor_t Descriptor;
  unsigned SGPRs = 0, VGPRs = 0; ///< from the NT_AMDGPU_METADATA note
  /// s0..s(N-1) the code names, without VCC and the other extra SGPRs
  /// (LLVM's `<kernel>.numbered_sgpr` symbol); -1 if LLVM did not say.
  int NumberedSGPRs = -1;
  /// The kernel's code, then that of the functions it calls; data
  /// references already rewritten, calls resolved.
  std::vector<uint8_t> Code;
  uint64_t OwnCodeBytes = 0; ///< the kernel's own code, at the start
};

struct ObjectContents {
  std::vector<ObjectKernel> Kernels; ///< in symbol-table order
  ProgramData Data;                  ///< DataReference::Kernel indexes Kernels
};

/// Parses \p Object with llvm::object. Anything the AMDCL2 loader cannot
/// express (calls to undefined functions, other relocation kinds, data
/// sections other than .data/.bss/.rodata) is an error naming it. Calls to
/// the object's functions need each function in a section of its own
/// (`-ffunction-sections`), whose relocations locate the calls.
llvm::Expected<ObjectContents> readLLVMObject(llvm::ArrayRef<char> Object);

} // namespace amdcl2

#endif // AMDCL2_LIB_PROGRAM_OBJECTREADER_H
