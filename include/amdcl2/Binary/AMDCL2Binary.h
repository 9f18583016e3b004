//===- AMDCL2Binary.h - In-memory model of an AMDCL2 binary -----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A whole AMDCL2 program binary in memory. It has two layers: the raw ELF
/// images (outer container and, in the new format, the inner HSA code object)
/// with every header field and section's bytes, enough to write the file back
/// byte for byte; and the parsed view (generation, device, options, kernels
/// with metadata, setup and code, notes, relocations, samplers) that tools and
/// the writer work with. AMDCL2Binary::create() is the bounds-checked reader.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_AMDCL2BINARY_H
#define AMDCL2_BINARY_AMDCL2BINARY_H

#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Binary/AMDCL2Format.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace amdcl2 {

//===----------------------------------------------------------------------===//
// Raw ELF layer
//===----------------------------------------------------------------------===//

/// One section header and its bytes as stored in the file.
struct ELFSection {
  std::string Name; ///< resolved through e_shstrndx
  uint32_t NameOffset = 0;
  uint32_t Type = 0;
  uint64_t Flags = 0;
  uint64_t Addr = 0;
  uint64_t Offset = 0;
  uint64_t Size = 0; ///< sh_size (NOBITS: memory size, no bytes stored)
  uint32_t Link = 0;
  uint32_t Info = 0;
  uint64_t AddrAlign = 0;
  uint64_t EntSize = 0;
  std::vector<uint8_t> Contents; ///< empty for SHT_NOBITS and SHT_NULL
};

struct ELFProgramHeader {
  uint32_t Type = 0, Flags = 0;
  uint64_t Offset = 0, VAddr = 0, PAddr = 0, FileSize = 0, MemSize = 0,
           Align = 0;
};

/// One symbol table entry, name resolved.
struct ELFSymbol {
  std::string Name;
  uint32_t NameOffset = 0;
  uint8_t Info = 0, Other = 0;
  uint16_t Shndx = 0;
  uint64_t Value = 0, Size = 0;
  uint8_t type() const { return Info & 0xF; }
  uint8_t binding() const { return Info >> 4; }
};

/// One Elf64_Rela (the inner ELF is always ELF64).
struct ELFRela {
  uint64_t Offset = 0;
  uint32_t Symbol = 0, Type = 0;
  int64_t Addend = 0;
};

/// An ELF file as it was laid out: header fields, program headers, sections
/// in index order (index 0 is the null section) and the parsed .symtab.
struct ELFImage {
  bool Is64 = true;
  std::array<uint8_t, 16> Ident = {};
  uint16_t Type = 0, Machine = 0;
  uint32_t Version = 0;
  uint64_t Entry = 0, PhOff = 0, ShOff = 0;
  uint32_t Flags = 0;
  uint16_t EhSize = 0, PhEntSize = 0, PhNum = 0, ShEntSize = 0, ShNum = 0,
           ShStrNdx = 0;
  std::vector<ELFProgramHeader> ProgramHeaders;
  std::vector<ELFSection> Sections;
  std::vector<ELFSymbol> Symbols; ///< every .symtab entry, in order
  uint64_t FileSize = 0;          ///< size of the image in bytes

  /// Index of the first section named \p Name, or -1.
  int findSection(llvm::StringRef Name) const;
  const ELFSection *section(llvm::StringRef Name) const;
};

//===----------------------------------------------------------------------===//
// Parsed view
//===----------------------------------------------------------------------===//

/// One argument entry of the kernel metadata blob (spec section 6.5).
struct MetadataArg {
  std::string Name, TypeName;
  uint32_t Count = 0; ///< vector length / struct size / resource id
  uint32_t NotSampler = 0;
  uint32_t VirtualOffset = 0;
  uint32_t TypeCode = 0;
  uint32_t PointeeAlign = 0;
  uint32_t PointeeType = 0;
  uint32_t AddrSpace = 0; ///< cl2::ArgEntryAddrSpace
  uint32_t Usage = 0;     ///< 1 read, 2 write, 3 read+write
  uint8_t Volatile = 0, Restrict = 0, Pipe = 0;
  uint32_t Kind = 0; ///< cl2::ArgEntryKind
  uint64_t Const = 0;

  bool isPipe() const {
    return Pipe || llvm::StringRef(TypeName).starts_with("pipe");
  }
};

/// The kernel metadata blob from outer .rodata (spec section 6).
struct KernelMetadataBlob {
  uint64_t HeaderSize = 0, TotalSize = 0;
  uint32_t Flags = 0;
  uint16_t KernelId = 0;
  std::array<uint64_t, 3> ReqdWorkGroupSize = {0, 0, 0};
  std::array<uint64_t, 3> WorkGroupSizeHint = {0, 0, 0}; ///< G2 only
  std::string ArchWord;                          ///< "generic" or "GFXn"
  std::string VecTypeHint;                       ///< G2 only, "" if none
  uint64_t OldLDSSize = 0, OldExtraResource = 0; ///< OLD only
  uint32_t Enqueues = 0, KernelIndex = 0;
  uint32_t Marker = 0;           ///< pipe/enqueue marker; G1/G2 only
  std::vector<MetadataArg> Args; ///< all N entries, hidden ones first
  std::vector<uint8_t> Raw;      ///< the blob, byte for byte
};

/// amd_kernel_code_t, decoded (spec section 8). Raw keeps the 256 bytes.
struct KernelCodeT {
  uint32_t VersionMajor = 0, VersionMinor = 0;
  uint16_t MachineKind = 0, MachineMajor = 0, MachineMinor = 0,
           MachineStepping = 0;
  uint64_t EntryByteOffset = 0, PrefetchByteOffset = 0, PrefetchByteSize = 0,
           MaxScratchBackingMemory = 0;
  uint32_t PgmRsrc1 = 0, PgmRsrc2 = 0, CodeProperties = 0;
  uint32_t PrivateSegmentSize = 0, GroupSegmentSize = 0, GDSSegmentSize = 0;
  uint64_t KernargSegmentSize = 0;
  uint32_t FBarrierCount = 0;
  uint16_t WavefrontSGPRCount = 0, WorkitemVGPRCount = 0, ReservedVGPRFirst = 0,
           ReservedVGPRCount = 0, ReservedSGPRFirst = 0, ReservedSGPRCount = 0,
           DebugWavefrontPrivateSegmentOffsetSGPR = 0,
           DebugPrivateSegmentBufferSGPR = 0;
  uint8_t KernargSegmentAlign = 0, GroupSegmentAlign = 0,
          PrivateSegmentAlign = 0, WavefrontSize = 0;
  uint32_t CallConvention = 0;
  uint64_t RuntimeLoaderKernelSymbol = 0;
  std::array<uint8_t, 128> ControlDirectives = {};
  std::array<uint8_t, cl2::KernelCodeTSize> Raw = {};

  uint32_t enableSGPRMask() const { return CodeProperties & 0xFFFF; }
  unsigned userSGPRs() const {
    return (PgmRsrc2 >> cl2::PgmRsrc2UserSGPRShift) & cl2::PgmRsrc2UserSGPRMask;
  }
  unsigned tgidMask() const { return (PgmRsrc2 >> cl2::PgmRsrc2TGIdShift) & 7; }
  unsigned tidigCompCnt() const {
    return (PgmRsrc2 >> cl2::PgmRsrc2TidigShift) & 3;
  }
  bool scratchEnabled() const { return PgmRsrc2 & cl2::PgmRsrc2ScratchEn; }
};

/// Decodes 256 bytes of amd_kernel_code_t (the caller checked the size).
KernelCodeT decodeKernelCodeT(llvm::ArrayRef<uint8_t> Bytes);

/// One kernel: metadata, setup and machine code.
struct AMDCL2Kernel {
  std::string Name;
  KernelMetadataBlob Metadata;
  uint64_t MetadataOffset = 0; ///< in outer .rodata
  KernelCodeT Setup;
  std::vector<uint8_t> Code; ///< machine code after the setup
  /// New format: offset of the setup in .hsatext. OLD: offset of the blob in
  /// outer .text.
  uint64_t SetupOffset = 0;
  // OLD format only.
  std::vector<uint8_t> OldStub;        ///< 0xA60 bytes before the setup
  std::vector<uint8_t> OldISAMetadata; ///< 20 bytes in .rodata
};

/// One note of the inner .note section.
struct AMDCL2Note {
  std::string Name; ///< "AMD"
  uint32_t Type = 0;
  std::vector<uint8_t> Desc;
};

/// One `.hsaimage_samplerinit` descriptor (spec section 9.8).
struct SamplerInit {
  uint16_t Size = 0, Kind = 0;
  uint8_t CoordMode = 0, Filter = 0, Addressing = 0, Reserved = 0;
};

/// ISA version from NT_AMDGPU_HSA_ISA.
struct ISAVersion {
  uint32_t Major = 0, Minor = 0, Stepping = 0;
  std::string VendorName, ArchName;
};

/// A whole AMDCL2 binary.
class AMDCL2Binary {
public:
  /// Reads and validates \p Buffer. Errors name the structure, the index,
  /// the field, the bad value and the bound it broke.
  static llvm::Expected<AMDCL2Binary> create(llvm::MemoryBufferRef Buffer);

  // Raw layers.
  ELFImage Outer;
  std::optional<ELFImage> Inner; ///< new format only

  // Parsed view.
  cl2::Generation Gen = cl2::Generation::G2;
  bool Is64 = true;
  uint32_t DeviceCode = 0;       ///< outer e_flags
  std::string DeviceName;        ///< Catalyst name, "" if unknown
  const GPUInfo *GPU = nullptr;  ///< LLVM-processor entry, null if unknown
  std::optional<ISAVersion> ISA; ///< from the ISA note
  std::string CompileOptions, AclVersion;
  std::vector<AMDCL2Kernel> Kernels;  ///< in metadata/symbol order
  std::vector<AMDCL2Note> Notes;      ///< inner .note, in file order
  std::vector<ELFRela> TextRelocs;    ///< .rela.hsatext
  std::vector<ELFRela> SamplerRelocs; ///< .rela.hsadata_readonly_agent
  std::vector<SamplerInit> Samplers;  ///< .hsaimage_samplerinit

  bool isOldFormat() const { return Gen == cl2::Generation::Old; }
  /// Inner program-scope data sections (null if absent).
  const ELFSection *globalData() const;
  const ELFSection *globalBss() const;
  const ELFSection *readonlyData() const;
  const ELFSection *innerSection(llvm::StringRef Name) const;
};

/// Lays \p Img out again from its raw fields: header, program headers,
/// section contents at their sh_offset, section headers at e_shoff, zero
/// bytes elsewhere. Reproduces a file read by AMDCL2Binary::create() byte for
/// byte when the gaps between its parts were zero.
std::vector<uint8_t> writeRawELFImage(const ELFImage &Img);

/// writeRawELFImage() of the outer container.
std::vector<uint8_t> writeRawAMDCL2(const AMDCL2Binary &Bin);

} // namespace amdcl2

#endif // AMDCL2_BINARY_AMDCL2BINARY_H
