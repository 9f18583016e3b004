//===- CompiledProgram.h - What code generation hands the writer -*- C++
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The neutral product of code generation: for one target (GPU, driver era,
/// container width), each kernel's record and machine code, the
/// program-scope data and the references the code makes to it. lib/CodeGen
/// fills it with one read of LLVM's object; lib/Binary encodes it without
/// knowing anything of LLVM's object or of code generation.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_COMPILEDPROGRAM_H
#define AMDCL2_ABI_COMPILEDPROGRAM_H

#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <vector>

namespace amdcl2 {

struct CompiledKernel {
  KernelInfo Info;           ///< the record, for Program.Target
  std::vector<uint8_t> Code; ///< machine code, data references rewritten
  /// The "amdgpu-waves-per-eu" value the occupancy retry compiled this code
  /// with (0: the kernel's own attributes): another code generation of the
  /// kernel (the assembly listing) needs it to give the same code.
  unsigned RetryWaves = 0;
};

/// A data address the loader writes into a literal dword of the code.
struct DataReference {
  enum Half { Low, High } Part = Low; ///< which 32 bits of the address
  enum Section { Global, Bss, Readonly } Target = Readonly;
  unsigned Kernel = 0; ///< index into CompiledProgram::Kernels
  uint64_t Offset = 0; ///< of the literal inside that kernel's code
  int64_t Addend = 0;  ///< byte offset inside the data section
};

/// An address the loader writes into program-scope data: a pointer
/// initialized with the address of other program-scope data
/// (`global int *p = &x;`), 8 bytes at \p Offset of section \p Where.
struct DataPointer {
  DataReference::Section Where = DataReference::Global; ///< Global/Readonly
  uint64_t Offset = 0; ///< of the pointer inside that section
  DataReference::Section Target = DataReference::Global;
  int64_t Addend = 0; ///< byte offset inside the target section
  /// 8, or 4 for a 32-bit program's pointer: the loader writes the low half
  /// of the address (R_AMDGPU_32_LOW), its data lying below 4 GiB.
  unsigned Bytes = 8;
};

/// A sampler the program defines (a literal or a program-scope constant):
/// the loader creates it from \p Literal and writes its address into the
/// 8-byte slot at \p Slot of the read-only data, which the code loads.
struct ProgramSampler {
  uint32_t Literal = 0; ///< CLK_* bits (amdcl2/ABI/Samplers.h)
  uint64_t Slot = 0;    ///< offset in ProgramData::Readonly
};

/// Program-scope data in the three sections AMDCL2 binaries have.
struct ProgramData {
  std::vector<uint8_t> Global; ///< initialized globals (empty: none)
  uint64_t BssSize = 0, BssAlign = 8;
  /// Constant data the code refers to; the sampler slots come last.
  std::vector<uint8_t> Readonly;
  std::vector<DataReference> References;
  std::vector<DataPointer> Pointers;    ///< sorted by section and offset
  std::vector<ProgramSampler> Samplers; ///< in slot order
};

struct CompiledProgram {
  BinaryTarget Target;
  std::vector<CompiledKernel> Kernels; ///< in program order
  ProgramData Data;
  /// LLVM's relocatable object, kept for -save-temps only: the writer
  /// never reads it.
  llvm::SmallVector<char, 0> Object;

  /// The kernel records alone, in program order (for printing).
  std::vector<KernelInfo> kernelInfos() const {
    std::vector<KernelInfo> Out;
    for (const CompiledKernel &K : Kernels)
      Out.push_back(K.Info);
    return Out;
  }
};

} // namespace amdcl2

#endif // AMDCL2_ABI_COMPILEDPROGRAM_H
