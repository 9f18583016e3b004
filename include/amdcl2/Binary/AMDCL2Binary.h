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

#include "amdcl2/ABI/DeviceCodes.h"
#include "amdcl2/ABI/DriverEra.h"
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
  uint32_t DeviceCode = 0;      ///< outer e_flags
  std::string DeviceName;       ///< Catalyst name, "" if unknown
  const GPUInfo *GPU = nullptr; ///< LLVM-processor entry, null if unknown
  /// Every device e_flags names under a driver the binary's structure
  /// allows, with an ISA the ISA note matches, likeliest first (DeviceName
  /// is the first). Several where the format cannot tell the drivers apart:
  /// code 16 is Baffin under 2482.00 but Ellesmere under 2236.00.
  llvm::SmallVector<DeviceReading, 8> DeviceReadings;
  std::optional<ISAVersion> ISA; ///< from the ISA note
  std::string CompileOptions, AclVersion;
  std::vector<AMDCL2Kernel> Kernels; ///< in metadata/symbol order
  std::vector<AMDCL2Note> Notes;     ///< inner .note, in file order
  std::vector<ELFRela> TextRelocs;   ///< .rela.hsatext
  std::vector<ELFRela> GlobalRelocs; ///< .rela.hsadata_global_agent
  /// .rela.hsadata_readonly_agent: the sampler slots' (type 4) and the
  /// pointers' (type 3)
  std::vector<ELFRela> ReadonlyRelocs;
  std::vector<SamplerInit> Samplers; ///< .hsaimage_samplerinit

  bool isOldFormat() const { return Gen == cl2::Generation::Old; }
  /// Names the device as driver \p D reads e_flags (a tool's
  /// --amdcl2-driver); an error if \p D writes another generation or has no
  /// device with this code.
  llvm::Error assumeDriver(DriverVersion D);
  /// The devices other than DeviceName that DeviceReadings allows, e.g.
  /// "Ellesmere under 2236.00, 2442.00; Stoney under 2348.00"; "" if none.
  std::string otherDeviceReadings() const;
  /// Inner program-scope data sections (null if absent).
  const ELFSection *globalData() const;
  const ELFSection *globalBss() const;
  const ELFSection *readonlyData() const;
  const ELFSection *innerSection(llvm::StringRef Name) const;
};

/// Lays \p Img out again from its raw fields: header, program headers,
/// section contents at their sh_offset, section headers at e_shoff, zero
/// bytes elsewhere. Reproduces a file read by AMDCL2Binary::create() byte for
/// byte when the gaps between its parts were zero. The writer's encoder
/// (encodeELF() in WriterParts.h) without its layout checks.
std::vector<uint8_t> writeRawELFImage(const ELFImage &Img);

/// writeRawELFImage() of the outer container.
std::vector<uint8_t> writeRawAMDCL2(const AMDCL2Binary &Bin);

} // namespace amdcl2

#endif // AMDCL2_BINARY_AMDCL2BINARY_H
