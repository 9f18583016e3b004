//===- AMDCL2Format.h - Constants and layouts of AMDCL2 ---------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The numbers of the AMDCL2 program-binary format
/// (docs/amdcl2-binary-format.md in the shared docs): ELF machine codes, format
/// generations, section and symbol names, and the AMD HSA code object v1
/// section flags, program header, symbol, note and relocation types that
/// LLVM does not define. Plain data only, so the reader and the writer share
/// one source of truth.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_AMDCL2FORMAT_H
#define AMDCL2_BINARY_AMDCL2FORMAT_H

#include "amdcl2/ABI/KernelCode.h"
#include "amdcl2/ABI/MetadataBlob.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/BinaryFormat/ELF.h"
#include <cstdint>

namespace amdcl2 {
namespace cl2 {

//===----------------------------------------------------------------------===//
// Outer ELF (spec sections 2 and 4)
//===----------------------------------------------------------------------===//

constexpr uint16_t EM_AMDCL2_32 = 0xAF5A;
constexpr uint16_t EM_AMDCL2_64 = 0xAF5B;
/// AMD OpenCL 1.2 (CAL/AMDIL) GPU binaries use e_machine in this range.
constexpr uint16_t EM_AMDOCL12_GPU_FIRST = 0x3F1;
constexpr uint16_t EM_AMDOCL12_GPU_LAST = 0x4FF;
constexpr uint16_t EM_AMDOCL12_CPU = 0x7D4;

// Outer section names.
constexpr const char *SecShStrTab = ".shstrtab";
constexpr const char *SecStrTab = ".strtab";
constexpr const char *SecSymTab = ".symtab";
constexpr const char *SecComment = ".comment";
constexpr const char *SecRodata = ".rodata";
constexpr const char *SecBrig = ".brig";
constexpr const char *SecText = ".text";

// Outer symbol names: prefix + kernel name + suffix.
constexpr llvm::StringLiteral SymCompilerOptions = "__OpenCL_compiler_options";
constexpr llvm::StringLiteral SymAclVersion = "acl_version_string";
constexpr llvm::StringLiteral SymBrig = "__BRIG__";
constexpr llvm::StringLiteral SymMetadataPrefix = "__OpenCL_&__OpenCL_";
constexpr llvm::StringLiteral SymMetadataSuffix = "_kernel_metadata";
constexpr llvm::StringLiteral SymISAPrefix = "__ISA_&__OpenCL_";
constexpr llvm::StringLiteral SymISABinarySuffix = "_kernel_binary";
constexpr llvm::StringLiteral SymISAMetadataSuffix = "_kernel_metadata";

// amd_kernel_code_t (spec section 8): amdcl2/ABI/KernelCode.h; its
// compute_pgm_rsrc1/2 fields: llvm/Support/AMDHSAKernelDescriptor.h
// (COMPUTE_PGM_RSRC2_* with AMDHSA_BITS_GET/SET).

//===----------------------------------------------------------------------===//
// Old format (spec section 10)
//===----------------------------------------------------------------------===//

constexpr uint64_t OldStubSize = 0xA60;
constexpr uint64_t OldISAMetadataSize = 20;

//===----------------------------------------------------------------------===//
// Inner ELF (spec section 9)
//===----------------------------------------------------------------------===//

constexpr const char *SecHSAText = ".hsatext";
constexpr const char *SecHSADataGlobal = ".hsadata_global_agent";
constexpr const char *SecHSABssGlobal = ".hsabss_global_agent";
constexpr const char *SecHSADataReadonly = ".hsadata_readonly_agent";
constexpr const char *SecSamplerInit = ".hsaimage_samplerinit";
constexpr const char *SecRelaGlobal = ".rela.hsadata_global_agent";
constexpr const char *SecRelaReadonly = ".rela.hsadata_readonly_agent";
constexpr const char *SecRelaText = ".rela.hsatext";
constexpr const char *SecNote = ".note";

// Inner kernel symbol: prefix + name + suffix.
constexpr llvm::StringLiteral InnerKernelPrefix = "&__OpenCL_";
constexpr llvm::StringLiteral InnerKernelSuffix = "_kernel";
constexpr llvm::StringLiteral InnerSectionSymPrefix = "__hsa_section";

// llvm/BinaryFormat/ELF.h defines part of AMD HSA code object v1:
// ELFOSABI_AMDGPU_HSA, STT_AMDGPU_HSA_KERNEL, the notes
// NT_AMD_HSA_CODE_OBJECT_VERSION, NT_AMD_HSA_HSAIL, NT_AMD_HSA_ISA_VERSION and
// the relocations R_AMDGPU_ABS32_LO/HI (AMD's R_AMDGPU_32_LOW/HIGH); use
// those. LLVM does not define the rest of it, which follows.

// Section flags.
constexpr uint64_t SHF_AMDGPU_HSA_GLOBAL = 0x100000;
constexpr uint64_t SHF_AMDGPU_HSA_READONLY = 0x200000;
constexpr uint64_t SHF_AMDGPU_HSA_CODE = 0x400000;
constexpr uint64_t SHF_AMDGPU_HSA_AGENT = 0x800000;

// Program header types.
constexpr uint32_t PT_AMDGPU_HSA_LOAD_GLOBAL_AGENT = 0x60000001;
constexpr uint32_t PT_AMDGPU_HSA_LOAD_READONLY_AGENT = 0x60000002;
constexpr uint32_t PT_AMDGPU_HSA_LOAD_CODE_AGENT = 0x60000003;

// Symbol type.
constexpr uint8_t STT_AMDGPU_HSA_METADATA = 12;

// Relocation type (LLVM's 4 is R_AMDGPU_REL32).
constexpr uint32_t R_AMDGPU_INIT_SAMPLER = 4;

/// The bytes a relocation of \p Type patches: 4 for the halves of an address
/// (a 32-bit program's pointers in data are R_AMDGPU_32_LOW too), 8 for
/// the rest (addresses, sampler and image slots).
inline unsigned relocationPatchBytes(uint32_t Type) {
  return Type == llvm::ELF::R_AMDGPU_ABS32_LO ||
                 Type == llvm::ELF::R_AMDGPU_ABS32_HI
             ? 4
             : 8;
}

/// A relocation type's name in code object v1 (AMD's names, which differ
/// from LLVM's for the same numbers); "" for others.
inline llvm::StringRef relocationTypeName(uint32_t Type) {
  switch (Type) {
  case llvm::ELF::R_AMDGPU_ABS32_LO:
    return "R_AMDGPU_32_LOW";
  case llvm::ELF::R_AMDGPU_ABS32_HI:
    return "R_AMDGPU_32_HIGH";
  case llvm::ELF::R_AMDGPU_ABS64:
    return "R_AMDGPU_64";
  case R_AMDGPU_INIT_SAMPLER:
    return "R_AMDGPU_INIT_SAMPLER";
  case R_AMDGPU_INIT_SAMPLER + 1:
    return "R_AMDGPU_INIT_IMAGE";
  default:
    return "";
  }
}

/// Note types, name "AMD" (LLVM reserves 4 to 9).
enum NoteType : uint32_t {
  NT_AMDGPU_HSA_PRODUCER = 4,
  NT_AMDGPU_HSA_PRODUCER_OPTIONS = 5,
};

/// One 8-byte `.hsaimage_samplerinit` descriptor (section 9.8).
constexpr unsigned SamplerInitSize = 8;
constexpr uint16_t SamplerInitKind = 1;

} // namespace cl2
} // namespace amdcl2

#endif // AMDCL2_BINARY_AMDCL2FORMAT_H
