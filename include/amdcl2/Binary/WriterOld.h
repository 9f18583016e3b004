//===- WriterOld.h - Old-format (pre-1912.05) AMDCL2 writer -----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parts of the writer for the OLD format that Catalyst drivers before
/// 1912.05 read (spec section 10): the per-kernel stub with its statistics,
/// the ISA-metadata record, the argument-format check shared with the new
/// format, and the whole-file writer that writeAMDCL2() hands OLD targets to.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_WRITEROLD_H
#define AMDCL2_BINARY_WRITEROLD_H

#include "amdcl2/Binary/WriterParts.h"

namespace amdcl2 {

/// Instruction counts of a kernel's machine code, as the OLD stub records
/// them (spec 10.2; all five reproduce AMD's words on enqueue-15_7).
struct OldCodeStats {
  uint32_t Instructions = 0; ///< stub +0x004
  uint32_t VectorALU = 0;    ///< stub +0x024: VOP1/VOP2/VOPC/VOP3/VINTRP
  uint32_t GlobalMemOps = 0; ///< stub +0x028: FLAT/MUBUF/MTBUF/MIMG
  uint32_t LocalMemOps = 0;  ///< stub +0x02C: DS
  uint32_t ScalarOps = 0;    ///< stub +0x034: SOP*, SMRD/SMEM
};

/// Walks the GCN encodings of \p Code (gfx7 or gfx8/gfx9 lengths) and counts
/// instructions by class.
OldCodeStats analyzeOldCodeStats(llvm::ArrayRef<uint8_t> Code,
                                 GPUFamily Family);

/// The 0xA60-byte stub that precedes \p Setup in an OLD kernel blob, for
/// \p CodeSize bytes of code.
std::vector<uint8_t> buildOldKernelStub(const KernelCodeT &Setup,
                                        const OldCodeStats &Stats,
                                        uint64_t CodeSize);

/// The 20-byte ISA-metadata record (spec 10.3).
std::array<uint8_t, cl2::OldISAMetadataSize> oldISAMetadata();

/// One kernel as both formats store it: its encoded records and its code.
struct WrittenKernel {
  std::string Name;
  KernelCodeT Setup;
  std::vector<uint8_t> Metadata;
  const std::vector<uint8_t> *Code = nullptr;
};

/// The OLD-format binary (drivers before 1912.05) of kernels \p Kernels of
/// \p P with e_flags \p DeviceCode; programs with program-scope data are
/// refused.
llvm::Expected<llvm::SmallVector<char, 0>>
writeOldAMDCL2(const CompiledProgram &P, const WriterOptions &O,
               llvm::ArrayRef<WrittenKernel> Kernels, uint32_t DeviceCode);

} // namespace amdcl2

#endif // AMDCL2_BINARY_WRITEROLD_H
