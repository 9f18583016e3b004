//===- WriterParts.h - Encoders the AMDCL2 writer is built from -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pieces of the writer, public so that tests can check each against
/// AMD's bytes: the ELF image layout and encoder, string tables, the
/// note encoders (model -> bytes) and the inner-ELF builder. The kernel
/// records are encoded by the ABI's kernel codec (KernelCodec.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_BINARY_WRITERPARTS_H
#define AMDCL2_BINARY_WRITERPARTS_H

#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/Writer.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace amdcl2 {

//===----------------------------------------------------------------------===//
// ELF images (WriterELF.cpp)
//===----------------------------------------------------------------------===//

/// Assigns sh_offset to every section by AMD's layout rule (sections in index
/// order right after the ELF and program headers, each aligned to its
/// sh_addralign; SHT_NOBITS sections take no space and get offset 0), then
/// e_shoff (aligned to 8 / 4), e_phoff, e_shnum/e_phnum and the file size.
/// Program headers that pointed at a section's old offset follow it.
void layoutELF(ELFImage &Img);

/// A symbol of the outer ELF, in its .rodata or .text.
struct OuterSymbol {
  enum SectionKind { Rodata, Text } Section;
  std::string Name;
  uint64_t Value = 0, Size = 0;
  uint8_t Type = llvm::ELF::STT_OBJECT;
};

/// The outer AMDCL2 ELF (spec 4), laid out: ET_EXEC with the device code in
/// e_flags; .shstrtab, .strtab, .symtab, .comment (options then \p Acl),
/// .rodata (when not empty), .text; local symbols for the compile options,
/// \p Symbols in order, then the ACL version. Both format generations use it.
ELFImage buildOuterELF(bool Is64, uint32_t DeviceCode, llvm::StringRef Options,
                       llvm::StringRef Acl, std::vector<uint8_t> Rodata,
                       std::vector<uint8_t> Text,
                       llvm::ArrayRef<OuterSymbol> Symbols);

/// Appends a section with \p Contents to \p Img; returns its index.
unsigned addSection(ELFImage &Img, llvm::StringRef Name, uint32_t Type,
                    uint64_t Flags, uint64_t Align,
                    std::vector<uint8_t> Contents);

/// Gives \p S the bytes \p Bytes and the matching sh_size.
void setContents(ELFSection &S, std::vector<uint8_t> Bytes);

/// Encodes \p Img exactly as its fields say (layoutELF() first for a fresh
/// image). Errors if a section overlaps the headers or sizes disagree. The
/// same encoder as writeRawELFImage(), which skips these checks.
llvm::Expected<std::vector<uint8_t>> encodeELF(const ELFImage &Img);

/// Symbol table bytes (16- or 24-byte entries) for \p Syms.
std::vector<uint8_t> encodeSymbols(llvm::ArrayRef<ELFSymbol> Syms, bool Is64);
/// Elf64_Rela bytes.
std::vector<uint8_t> encodeRelas(llvm::ArrayRef<ELFRela> Relas);

/// AMD's string tables: sets the NameOffset of every named section (symbol)
/// and returns the table, names in that order, each ending in NUL, after a
/// leading NUL unless \p LeadingNul is false (the G1 inner .strtab). An
/// empty name keeps its NameOffset.
std::vector<uint8_t>
buildStringTable(llvm::MutableArrayRef<ELFSection> Sections);
std::vector<uint8_t> buildStringTable(llvm::MutableArrayRef<ELFSymbol> Symbols,
                                      bool LeadingNul);

//===----------------------------------------------------------------------===//
// Records inside the sections
//===----------------------------------------------------------------------===//

/// The .note section: each note with namesz, descsz, type, name and desc,
/// padded to 4.
std::vector<uint8_t> encodeNotes(llvm::ArrayRef<AMDCL2Note> Notes);

/// The first AMDGPU-PRO driver (2036.03), whose notes end in a 't'.
constexpr unsigned AMDGPUProFirstDriver = 203603;

/// The notes AMD's compiler writes for generation \p G (spec 9.4), in its
/// order, with ISA version \p Major.\p Minor.\p Stepping; the last byte of
/// the options note as AMD's driver \p Driver (e.g. 248203) left it.
std::vector<AMDCL2Note> buildNotes(cl2::Generation G, bool Is64, unsigned Major,
                                   unsigned Minor, unsigned Stepping,
                                   unsigned Driver);

//===----------------------------------------------------------------------===//
// Inner ELF (WriterInner.cpp)
//===----------------------------------------------------------------------===//

struct InnerKernel {
  std::string Name;
  std::array<uint8_t, cl2::KernelCodeTSize> Setup = {};
  std::vector<uint8_t> Code;
};

/// A code relocation: the literal dword at \p Offset in .hsatext gets the
/// low or high half of the address of byte \p Addend of data section
/// \p Section (0 global data, 1 bss, 2 read-only data).
struct InnerTextReloc {
  uint64_t Offset = 0;
  uint32_t Type = llvm::ELF::R_AMDGPU_ABS32_LO;
  unsigned Section = 2;
  int64_t Addend = 0;
};

/// A data relocation: the \p Bytes at \p Offset of data section \p In (0
/// global data, 2 read-only data) get the address of byte \p Addend of data
/// section \p Section (R_AMDGPU_64 of code object v1), or its low half
/// when \p Bytes is 4 (R_AMDGPU_32_LOW).
struct InnerDataReloc {
  unsigned In = 0;
  uint64_t Offset = 0;
  unsigned Section = 0;
  int64_t Addend = 0;
  unsigned Bytes = 8;
};

/// Everything that goes into the inner ELF of a new-format binary.
struct InnerProgram {
  cl2::Generation Gen = cl2::Generation::G2;
  std::vector<InnerKernel> Kernels;
  std::vector<uint8_t> Global; ///< .hsadata_global_agent (empty: absent)
  uint64_t BssSize = 0, BssAlign = 8;
  std::vector<uint8_t> Readonly; ///< constant data, before the sampler slots
  std::vector<SamplerInit> Samplers;
  /// Offsets of the sampler slots in Readonly; empty: append them.
  std::vector<uint64_t> SamplerSlots;
  /// Apply the G1 rule that pads read-only data to a 256-byte total.
  bool PadReadonlyG1 = true;
  std::vector<InnerTextReloc> TextRelocs;
  std::vector<InnerDataReloc> DataRelocs; ///< sorted by In, Offset
  std::vector<AMDCL2Note> Notes;
};

/// Builds and lays out the inner ELF (spec section 9) for P.Gen.
llvm::Expected<ELFImage> buildInnerELF(const InnerProgram &P);

} // namespace amdcl2

#endif // AMDCL2_BINARY_WRITERPARTS_H
