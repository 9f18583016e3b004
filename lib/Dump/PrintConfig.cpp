//===- PrintConfig.cpp - Headers and kernel configurations ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// --headers prints both ELF layers like llvm-readelf's section table;
/// --kernels prints each kernel as a CLRX `.config` block through the one
/// printer -S uses (CLRXConfig.h), so the same kernel reads the same.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/CLRXConfig.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "amdcl2/Dump/Dump.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {

static StringRef sectionTypeName(uint32_t Type) {
  switch (Type) {
  case ELF::SHT_NULL:
    return "NULL";
  case ELF::SHT_PROGBITS:
    return "PROGBITS";
  case ELF::SHT_SYMTAB:
    return "SYMTAB";
  case ELF::SHT_STRTAB:
    return "STRTAB";
  case ELF::SHT_RELA:
    return "RELA";
  case ELF::SHT_NOTE:
    return "NOTE";
  case ELF::SHT_NOBITS:
    return "NOBITS";
  default:
    return "OTHER";
  }
}

static void printImage(const ELFImage &Img, StringRef Title, raw_ostream &OS) {
  OS << Title << ": ELF" << (Img.Is64 ? "64" : "32") << ", OSABI "
     << formatv("{0:x}", Img.Ident[ELF::EI_OSABI]) << ", e_type " << Img.Type
     << ", e_machine " << formatv("{0:x}", Img.Machine) << ", e_flags "
     << Img.Flags << ", " << Img.Sections.size() << " sections, "
     << Img.ProgramHeaders.size() << " program headers, shstrndx "
     << Img.ShStrNdx << ", size " << Img.FileSize << "\n";
  OS << "  Idx Name                          Type     Flags      Offset     "
        "Size       Align Link Info EntSize\n";
  for (size_t I = 0; I < Img.Sections.size(); ++I) {
    const ELFSection &S = Img.Sections[I];
    OS << formatv(
        "  {0,3} {1,-29} {2,-8} {3,-10} {4,-10} {5,-10} {6,5} {7,4} "
        "{8,4} {9}\n",
        I, S.Name, sectionTypeName(S.Type), formatv("{0:x}", S.Flags).str(),
        formatv("{0:x}", S.Offset).str(), formatv("{0:x}", S.Size).str(),
        S.AddrAlign, S.Link, S.Info, S.EntSize);
  }
  for (const ELFProgramHeader &P : Img.ProgramHeaders)
    OS << formatv("  PHDR type {0:x} flags {1} offset {2:x} vaddr {3:x} "
                  "filesz {4:x} memsz {5:x} align {6}\n",
                  P.Type, P.Flags, P.Offset, P.VAddr, P.FileSize, P.MemSize,
                  P.Align);
}

void printHeaders(const AMDCL2Binary &Bin, raw_ostream &OS) {
  OS << "compile options: \"" << Bin.CompileOptions << "\"\n";
  OS << "acl version: \"" << Bin.AclVersion << "\"\n";
  printImage(Bin.Outer, "outer ELF", OS);
  if (!Bin.Inner)
    return;
  printImage(*Bin.Inner, "inner ELF", OS);
  if (Bin.ISA)
    OS << formatv("ISA note: {0}.{1}.{2} \"{3}\" \"{4}\"\n", Bin.ISA->Major,
                  Bin.ISA->Minor, Bin.ISA->Stepping, Bin.ISA->VendorName,
                  Bin.ISA->ArchName);
  OS << "notes:";
  for (const AMDCL2Note &N : Bin.Notes)
    OS << " " << N.Type << "(" << N.Desc.size() << ")";
  OS << "\n";
  for (size_t I = 0; I < Bin.Samplers.size(); ++I) {
    const SamplerInit &S = Bin.Samplers[I];
    OS << formatv("sampler [{0}]: coord {1} filter {2} addressing {3}\n", I,
                  S.CoordMode, S.Filter, S.Addressing);
  }
  for (const ELFRela &R : Bin.TextRelocs)
    OS << formatv(
        "text reloc: offset {0:x} type {1} symbol '{2}' addend {3:x}\n",
        R.Offset, R.Type, Bin.Inner->Symbols[R.Symbol].Name, R.Addend);
  for (const ELFRela &R : Bin.GlobalRelocs)
    OS << formatv("global data reloc: offset {0:x} type {1} symbol [{2}] "
                  "addend {3:x}\n",
                  R.Offset, R.Type, R.Symbol, R.Addend);
  for (const ELFRela &R : Bin.ReadonlyRelocs)
    OS << formatv(R.Type == cl2::R_AMDGPU_INIT_SAMPLER
                      ? "sampler reloc: offset {0:x} type {1} symbol [{2}]\n"
                      : "read-only data reloc: offset {0:x} type {1} symbol "
                        "[{2}] addend {3:x}\n",
                  R.Offset, R.Type, R.Symbol, R.Addend);
}

/// Each sampler's slot in the read-only data, by id (the value of its
/// initializer symbol / 8), from the sampler relocations.
static std::vector<uint64_t> samplerSlots(const AMDCL2Binary &Bin) {
  std::vector<uint64_t> Slots;
  for (const ELFRela &R : Bin.ReadonlyRelocs) {
    if (R.Type != cl2::R_AMDGPU_INIT_SAMPLER || !Bin.Inner ||
        R.Symbol >= Bin.Inner->Symbols.size())
      continue;
    // Sampler ids are dense: one relocation each. A larger id (a damaged
    // file) names no sampler; sizing the vector from it could take all of
    // memory.
    uint64_t Id = Bin.Inner->Symbols[R.Symbol].Value / 8;
    if (Id >= Bin.ReadonlyRelocs.size())
      continue;
    if (Id >= Slots.size())
      Slots.resize(Id + 1, UINT64_MAX);
    Slots[Id] = R.Offset;
  }
  return Slots;
}

/// The addends of the text relocations inside kernel \p K's code.
static std::vector<int64_t> kernelRelocAddends(const AMDCL2Binary &Bin,
                                               const AMDCL2Kernel &K) {
  std::vector<int64_t> Addends;
  uint64_t Begin = K.SetupOffset,
           End = Begin + cl2::KernelCodeTSize + K.Code.size();
  for (const ELFRela &R : Bin.TextRelocs)
    if (R.Offset >= Begin && R.Offset < End)
      Addends.push_back(R.Addend);
  return Addends;
}

void printKernelConfigs(const AMDCL2Binary &Bin, raw_ostream &OS) {
  std::vector<uint64_t> Slots = samplerSlots(Bin);
  for (const AMDCL2Kernel &K : Bin.Kernels)
    printCLRXKernelConfig(
        OS, kernelInfoFromBinary(Bin, K), Bin.Gen,
        clrxKernelSamplers(Slots, kernelRelocAddends(Bin, K)));
}

} // namespace amdcl2
