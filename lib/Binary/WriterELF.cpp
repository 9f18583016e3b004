//===- WriterELF.cpp - ELF images with AMD's layout rule ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lays out the outer (ELF32 or ELF64) and inner (ELF64) images of an AMDCL2
/// binary: sections in index order, each at the previous end rounded to its
/// alignment, the section header table last (spec sections 4.2, 9.2); builds
/// the outer image and AMD's string tables. ELFEncoder.cpp encodes them.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterParts.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/MC/StringTableBuilder.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// Sets each item's NameOffset to its name in a new string table and returns
/// the table. StringTableBuilder's finalizeInOrder() keeps AMD's order (names
/// as added, NUL-terminated, no tail merging); each name is unique, so its
/// merging of equal names changes nothing. Kind ELF starts with the NUL every
/// table has; the G1 inner .strtab has none, which is Kind DWARF's layout.
template <class T>
std::vector<uint8_t> nameTable(MutableArrayRef<T> Items, bool LeadingNul) {
  StringTableBuilder B(LeadingNul ? StringTableBuilder::ELF
                                  : StringTableBuilder::DWARF);
  for (T &I : Items)
    if (!I.Name.empty())
      I.NameOffset = B.add(I.Name);
  B.finalizeInOrder();
  std::vector<uint8_t> Out(B.getSize(), 0);
  B.write(Out.data());
  return Out;
}
} // namespace

std::vector<uint8_t> buildStringTable(MutableArrayRef<ELFSection> Sections) {
  return nameTable(Sections, /*LeadingNul=*/true);
}

std::vector<uint8_t> buildStringTable(MutableArrayRef<ELFSymbol> Symbols,
                                      bool LeadingNul) {
  return nameTable(Symbols, LeadingNul);
}

void layoutELF(ELFImage &Img) {
  const bool Is64 = Img.Is64;
  uint64_t Off = Is64 ? sizeof(ELF::Elf64_Ehdr) : sizeof(ELF::Elf32_Ehdr);
  Img.PhNum = Img.ProgramHeaders.size();
  if (Img.PhNum) {
    Img.PhOff = Off;
    Off += uint64_t(Img.PhNum) *
           (Is64 ? sizeof(ELF::Elf64_Phdr) : sizeof(ELF::Elf32_Phdr));
  } else {
    Img.PhOff = 0;
  }
  DenseMap<uint64_t, uint64_t> Moved;
  for (size_t I = 1; I < Img.Sections.size(); ++I) {
    ELFSection &S = Img.Sections[I];
    if (S.Type == ELF::SHT_NOBITS) {
      S.Offset = 0;
      continue;
    }
    uint64_t New = alignTo(Off, std::max<uint64_t>(S.AddrAlign, 1));
    Moved.try_emplace(S.Offset, New);
    S.Offset = New;
    Off = New + S.Size;
  }
  for (ELFProgramHeader &P : Img.ProgramHeaders) {
    auto It = Moved.find(P.Offset);
    if (P.Offset != 0 && It != Moved.end())
      P.Offset = It->second;
  }
  Img.ShNum = Img.Sections.size();
  Img.ShOff = Img.ShNum ? alignTo(Off, Is64 ? 8 : 4) : 0;
  Img.FileSize =
      Img.ShNum ? Img.ShOff + uint64_t(Img.ShNum) * Img.ShEntSize : Off;
}

static ELFImage newOuterELF(bool Is64, uint32_t DeviceCode) {
  ELFImage Img;
  Img.Is64 = Is64;
  Img.Ident = {0x7F,
               'E',
               'L',
               'F',
               uint8_t(Is64 ? ELF::ELFCLASS64 : ELF::ELFCLASS32),
               ELF::ELFDATA2LSB,
               ELF::EV_CURRENT};
  Img.Type = ELF::ET_EXEC;
  Img.Machine = Is64 ? cl2::EM_AMDCL2_64 : cl2::EM_AMDCL2_32;
  Img.Version = ELF::EV_CURRENT;
  Img.Flags = DeviceCode;
  Img.EhSize = Is64 ? sizeof(ELF::Elf64_Ehdr) : sizeof(ELF::Elf32_Ehdr);
  Img.ShEntSize = Is64 ? sizeof(ELF::Elf64_Shdr) : sizeof(ELF::Elf32_Shdr);
  Img.ShStrNdx = 1;
  return Img;
}

void setContents(ELFSection &S, std::vector<uint8_t> Bytes) {
  S.Contents = std::move(Bytes);
  S.Size = S.Contents.size();
}

unsigned addSection(ELFImage &Img, StringRef Name, uint32_t Type,
                    uint64_t Flags, uint64_t Align,
                    std::vector<uint8_t> Contents) {
  ELFSection S;
  S.Name = Name.str();
  S.Type = Type;
  S.Flags = Flags;
  S.AddrAlign = Align;
  setContents(S, std::move(Contents));
  Img.Sections.push_back(std::move(S));
  return Img.Sections.size() - 1;
}

ELFImage buildOuterELF(bool Is64, uint32_t DeviceCode, StringRef Options,
                       StringRef Acl, std::vector<uint8_t> Rodata,
                       std::vector<uint8_t> Text,
                       ArrayRef<OuterSymbol> Symbols) {
  ELFImage Img = newOuterELF(Is64, DeviceCode);
  std::vector<uint8_t> Comment(Options.begin(), Options.end());
  Comment.insert(Comment.end(), Acl.begin(), Acl.end());
  // No .brig: we do not produce HSAIL, and drivers load binaries without it.
  Img.Sections.emplace_back();
  unsigned ShStr = addSection(Img, cl2::SecShStrTab, ELF::SHT_STRTAB,
                              ELF::SHF_STRINGS, 1, {});
  unsigned Str =
      addSection(Img, cl2::SecStrTab, ELF::SHT_STRTAB, ELF::SHF_STRINGS, 1, {});
  unsigned Sym = addSection(Img, cl2::SecSymTab, ELF::SHT_SYMTAB, 0, 8, {});
  unsigned Com =
      addSection(Img, cl2::SecComment, ELF::SHT_PROGBITS, 0, 1, Comment);
  unsigned Ro = 0;
  if (!Rodata.empty())
    Ro = addSection(Img, cl2::SecRodata, ELF::SHT_PROGBITS, ELF::SHF_ALLOC, 1,
                    std::move(Rodata));
  // An old-format program without kernels has no .text (spec 9.2); a new
  // one's always holds the inner ELF.
  unsigned Tx = 0;
  if (!Text.empty())
    Tx = addSection(Img, cl2::SecText, ELF::SHT_PROGBITS,
                    ELF::SHF_ALLOC | ELF::SHF_EXECINSTR, 1, std::move(Text));

  setContents(Img.Sections[ShStr], buildStringTable(Img.Sections));

  std::vector<ELFSymbol> Syms(1);
  auto AddSym = [&](StringRef Name, unsigned Shndx, uint64_t Value,
                    uint64_t Size, uint8_t Type) {
    ELFSymbol S;
    S.Name = Name.str();
    S.Info = (ELF::STB_LOCAL << 4) | Type;
    S.Shndx = Shndx;
    S.Value = Value;
    S.Size = Size;
    Syms.push_back(std::move(S));
  };
  AddSym(cl2::SymCompilerOptions, Com, 0, Options.size(), ELF::STT_OBJECT);
  for (const OuterSymbol &S : Symbols)
    AddSym(S.Name, S.Section == OuterSymbol::Rodata ? Ro : Tx, S.Value, S.Size,
           S.Type);
  AddSym(cl2::SymAclVersion, Com, Options.size(), Acl.size(), ELF::STT_OBJECT);
  setContents(Img.Sections[Str], buildStringTable(Syms, /*LeadingNul=*/true));
  setContents(Img.Sections[Sym], encodeSymbols(Syms, Is64));
  Img.Sections[Sym].Link = Str;
  Img.Sections[Sym].EntSize =
      Is64 ? sizeof(ELF::Elf64_Sym) : sizeof(ELF::Elf32_Sym);
  Img.Symbols = std::move(Syms);
  layoutELF(Img);
  return Img;
}

} // namespace amdcl2
