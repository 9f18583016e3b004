//===- AMDCL2Format.h - Constants and layouts of AMDCL2 ---------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The numbers of the AMDCL2 program-binary format
/// (docs/amdcl2-binary-format.md in the shared docs): ELF machine codes, format
/// generations, the kernel metadata header and argument-entry field offsets for
/// 32- and 64-bit containers, type codes, the amd_kernel_code_t field offsets,
/// note, symbol and relocation types and the inner section names. Plain data
/// only, so the reader and the writer share one source of truth.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_AMDCL2FORMAT_H
#define AMDCL2_BINARY_AMDCL2FORMAT_H

#include "llvm/ADT/StringRef.h"
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

/// Format generations (spec section 3).
enum class Generation {
  Old,  ///< before 1912.05: per-kernel stub+setup+code blobs in outer .text
  G1,   ///< 1912.05 .. 2004.05: inner ELF without a null symbol
  G2,   ///< 2004.06 and later: null symbol, vec_type_hint field
  G2Gfx ///< 2236.00 and later: "GFXn" architecture word
};
llvm::StringRef generationName(Generation G); ///< "old", "G1", "G2", "G2-gfx"

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

//===----------------------------------------------------------------------===//
// Kernel metadata blob in outer .rodata (spec section 6)
//===----------------------------------------------------------------------===//

// Header sizes (word 0) per generation.
constexpr uint64_t MDHeaderOld64 = 0xD8, MDHeaderG1_64 = 0xE0,
                   MDHeaderG2_64 = 0x110;
constexpr uint64_t MDHeaderOld32 = 0x88, MDHeaderG1_32 = 0x90,
                   MDHeaderG2_32 = 0xA4;
constexpr llvm::StringLiteral MDDummyKernelName = "__OpenCL_dummy_kernel";
constexpr llvm::StringLiteral MDArchGeneric = "generic";

// Header flag bits (64-bit 0x1C, 32-bit 0x14).
constexpr uint32_t MDFlagReqdWorkGroupSize = 0x4;
constexpr uint32_t MDFlag64Bit = 0x20;
constexpr uint32_t MDFlagOldUsesResources = 0x100;

/// Field offsets of the metadata header in one container width. The widths
/// of "word" fields are WordSize; the rest are as named.
struct MetadataHeaderLayout {
  unsigned WordSize;     ///< 8 or 4
  unsigned HeaderSize;   ///< word
  unsigned TotalSize;    ///< word
  unsigned Constants;    ///< u32 x3: 3, 1, 0x68
  unsigned Flags;        ///< u32
  unsigned KernelId;     ///< u16
  unsigned Constants2;   ///< u32 x4: 8, 1, 1, 2
  unsigned ReqdWGS;      ///< word x3
  unsigned DummyNameLen; ///< word (21)
  unsigned ArchWordLen;  ///< word
  unsigned OldLDSSize;   ///< word, OLD only
  unsigned OldExtraRes;  ///< word, OLD only
  unsigned NumArgs;      ///< u64 in both widths
  unsigned Enqueues;     ///< u32
  unsigned KernelIndex;  ///< u32
  unsigned Six;          ///< u32 (6), G1/G2 only
  unsigned MarkerG1;     ///< u32 pipe/enqueue marker in G1
  unsigned MarkerG2;     ///< u32 pipe/enqueue marker in G2
  unsigned WGSHint;      ///< word x3, G2 only
  unsigned VecHintLen;   ///< word, G2 only
};
constexpr MetadataHeaderLayout MDLayout64 = {
    8,    0x00, 0x08, 0x10, 0x1C, 0x20, 0x28, 0x38, 0x60, 0x68,
    0x78, 0x88, 0xA0, 0xD0, 0xD4, 0xD8, 0xDC, 0xE0, 0xE8, 0x100};
/// 32-bit G1/OLD offsets are UNVERIFIED (no sample); G2 is verified.
constexpr MetadataHeaderLayout MDLayout32 = {
    4,    0x00, 0x04, 0x08, 0x14, 0x18, 0x20, 0x30, 0x48, 0x4C,
    0x54, 0x5C, 0x68, 0x80, 0x84, 0x88, 0x8C, 0x8C, 0x90, 0x9C};

/// Field offsets of one argument entry (spec section 6.5).
struct ArgEntryLayout {
  unsigned EntrySize; ///< also the value of the first word
  unsigned WordSize;
  unsigned NameLen, TypeNameLen; ///< words
  unsigned Count, NotSampler, VirtualOffset, TypeCode, PointeeAlign,
      PointeeType, AddrSpace, Usage; ///< u32
  unsigned Volatile, Restrict, Pipe; ///< u8
  unsigned Kind;                     ///< u32
  unsigned Const;                    ///< word
};
constexpr ArgEntryLayout ArgLayout64 = {88,   8,    0x08, 0x10, 0x28, 0x2C,
                                        0x30, 0x34, 0x38, 0x3C, 0x40, 0x44,
                                        0x48, 0x49, 0x4A, 0x4C, 0x50};
constexpr ArgEntryLayout ArgLayout32 = {64,   4,    0x04, 0x08, 0x14, 0x18,
                                        0x1C, 0x20, 0x24, 0x28, 0x2C, 0x30,
                                        0x34, 0x35, 0x36, 0x38, 0x3C};
constexpr unsigned MDTrailer64 = 48, MDTrailer32 = 24;

/// Argument entry "kind" field.
enum ArgEntryKind : uint32_t {
  AEKSampler = 1,
  AEKImage = 2,
  AEKValue = 4,
  AEKPointer = 5, ///< also pipes and clk_event_t
  AEKQueue = 7,
};

/// Argument entry "type code" / "pointee type code" values (section 6.6).
enum ArgTypeCode : uint32_t {
  ATCSampler = 0, ///< with kind 1
  ATCReadOnlyImage = 1,
  ATCWriteOnlyImage = 2,
  ATCReadWriteImage = 3,
  ATCG2Char = 2, ///< with kind 4 (G2 signed scalars)
  ATCG2Short = 3,
  ATCG2Int = 4,
  ATCG2Long = 5,
  ATCChar = 6,
  ATCShort = 7,
  ATCPointer = 7, ///< with kind 5
  ATCInt = 8,
  ATCLong = 9,
  ATCFloat = 11,
  ATCDouble = 12,
  ATCStruct = 15, ///< also the pointee code of pipes
  ATCQueue = 18,  ///< also the pointee code of clk_event_t
};

/// Argument entry address space codes.
enum ArgEntryAddrSpace : uint32_t {
  AEASNone = 0,
  AEASLocal = 3,
  AEASGlobal = 4,
  AEASConstant = 5,
};

//===----------------------------------------------------------------------===//
// amd_kernel_code_t (spec section 8)
//===----------------------------------------------------------------------===//

constexpr unsigned KernelCodeTSize = 256;
/// Byte offsets of the amd_kernel_code_t fields.
enum KernelCodeTOffset : unsigned {
  KCVersionMajor = 0x00,                    // u32
  KCVersionMinor = 0x04,                    // u32
  KCMachineKind = 0x08,                     // u16
  KCMachineVersionMajor = 0x0A,             // u16
  KCMachineVersionMinor = 0x0C,             // u16
  KCMachineVersionStepping = 0x0E,          // u16
  KCEntryByteOffset = 0x10,                 // u64
  KCPrefetchByteOffset = 0x18,              // u64
  KCPrefetchByteSize = 0x20,                // u64
  KCMaxScratchBackingMemory = 0x28,         // u64
  KCPgmRsrc1 = 0x30,                        // u32
  KCPgmRsrc2 = 0x34,                        // u32
  KCCodeProperties = 0x38,                  // u32
  KCPrivateSegmentSize = 0x3C,              // u32
  KCGroupSegmentSize = 0x40,                // u32
  KCGDSSegmentSize = 0x44,                  // u32
  KCKernargSegmentSize = 0x48,              // u64
  KCFBarrierCount = 0x50,                   // u32
  KCWavefrontSGPRCount = 0x54,              // u16
  KCWorkitemVGPRCount = 0x56,               // u16
  KCReservedVGPRFirst = 0x58,               // u16
  KCReservedVGPRCount = 0x5A,               // u16
  KCReservedSGPRFirst = 0x5C,               // u16
  KCReservedSGPRCount = 0x5E,               // u16
  KCDebugWavefrontPrivateSegOffSGPR = 0x60, // u16
  KCDebugPrivateSegmentBufferSGPR = 0x62,   // u16
  KCKernargSegmentAlign = 0x64,             // u8 log2
  KCGroupSegmentAlign = 0x65,               // u8 log2
  KCPrivateSegmentAlign = 0x66,             // u8 log2
  KCWavefrontSize = 0x67,                   // u8 log2
  KCCallConvention = 0x68,                  // u32
  KCRuntimeLoaderKernelSymbol = 0x78,       // u64
  KCControlDirectives = 0x80,               // 128 bytes
};

// compute_pgm_rsrc2 fields.
constexpr uint32_t PgmRsrc2ScratchEn = 1u << 0;
constexpr unsigned PgmRsrc2UserSGPRShift = 1, PgmRsrc2UserSGPRMask = 0x1F;
constexpr unsigned PgmRsrc2TGIdShift = 7;
constexpr unsigned PgmRsrc2TidigShift = 11;
constexpr unsigned PgmRsrc2LDSSizeShift = 15, PgmRsrc2LDSSizeMask = 0x1FF;

//===----------------------------------------------------------------------===//
// Old format (spec section 10)
//===----------------------------------------------------------------------===//

constexpr uint64_t OldStubSize = 0xA60;
constexpr uint64_t OldISAMetadataSize = 20;

//===----------------------------------------------------------------------===//
// Inner ELF (spec section 9)
//===----------------------------------------------------------------------===//

constexpr uint8_t ELFOSABI_AMDGPU_HSA = 0x40;

constexpr const char *SecHSAText = ".hsatext";
constexpr const char *SecHSADataGlobal = ".hsadata_global_agent";
constexpr const char *SecHSABssGlobal = ".hsabss_global_agent";
constexpr const char *SecHSADataReadonly = ".hsadata_readonly_agent";
constexpr const char *SecSamplerInit = ".hsaimage_samplerinit";
constexpr const char *SecRelaReadonly = ".rela.hsadata_readonly_agent";
constexpr const char *SecRelaText = ".rela.hsatext";
constexpr const char *SecNote = ".note";

// AMD HSA code object v1 section flags.
constexpr uint64_t SHF_AMDGPU_HSA_GLOBAL = 0x100000;
constexpr uint64_t SHF_AMDGPU_HSA_READONLY = 0x200000;
constexpr uint64_t SHF_AMDGPU_HSA_CODE = 0x400000;
constexpr uint64_t SHF_AMDGPU_HSA_AGENT = 0x800000;

// Program header types.
constexpr uint32_t PT_AMDGPU_HSA_LOAD_GLOBAL_AGENT = 0x60000001;
constexpr uint32_t PT_AMDGPU_HSA_LOAD_READONLY_AGENT = 0x60000002;
constexpr uint32_t PT_AMDGPU_HSA_LOAD_CODE_AGENT = 0x60000003;

// Symbol types.
constexpr uint8_t STT_AMDGPU_HSA_KERNEL = 10;
constexpr uint8_t STT_AMDGPU_HSA_METADATA = 12;

// Inner kernel symbol: prefix + name + suffix.
constexpr llvm::StringLiteral InnerKernelPrefix = "&__OpenCL_";
constexpr llvm::StringLiteral InnerKernelSuffix = "_kernel";
constexpr llvm::StringLiteral InnerSectionSymPrefix = "__hsa_section";

// Relocation types.
constexpr uint32_t R_AMDGPU_32_LOW = 1;
constexpr uint32_t R_AMDGPU_32_HIGH = 2;
constexpr uint32_t R_AMDGPU_INIT_SAMPLER = 4;

/// Note types (AMD HSA code object v1), name "AMD".
enum NoteType : uint32_t {
  NT_AMDGPU_HSA_CODE_OBJECT_VERSION = 1,
  NT_AMDGPU_HSA_HSAIL = 2,
  NT_AMDGPU_HSA_ISA = 3,
  NT_AMDGPU_HSA_PRODUCER = 4,
  NT_AMDGPU_HSA_PRODUCER_OPTIONS = 5,
};

/// One 8-byte `.hsaimage_samplerinit` descriptor (section 9.8).
constexpr unsigned SamplerInitSize = 8;
constexpr uint16_t SamplerInitKind = 1;

} // namespace cl2
} // namespace amdcl2

#endif // AMDCL2_BINARY_AMDCL2FORMAT_H
