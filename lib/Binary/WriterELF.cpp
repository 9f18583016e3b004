//===- WriterELF.cpp - Encoding ELF images with AMD's layout rule ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Lays out and encodes the outer (ELF32 or ELF64) and inner (ELF64) images of
/// an AMDCL2 binary: sections in index order, each at the previous end rounded
/// to its alignment, the section header table last (spec sections 4.2, 9.2).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterParts.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// Little-endian writer into a byte vector at explicit offsets.
class ByteWriter {
public:
  explicit ByteWriter(std::vector<uint8_t> &Out) : Out(Out) {}
  template <typename T> void put(uint64_t Off, T V) {
    if (Out.size() < Off + sizeof(T))
      Out.resize(Off + sizeof(T));
    support::endian::write<T, llvm::endianness::little>(Out.data() + Off, V);
  }
  /// A 4- or 8-byte word.
  void word(uint64_t Off, uint64_t V, bool Is64) {
    if (Is64)
      put<uint64_t>(Off, V);
    else
      put<uint32_t>(Off, static_cast<uint32_t>(V));
  }

private:
  std::vector<uint8_t> &Out;
};
} // namespace

ELFStringTable::ELFStringTable(bool LeadingNul) {
  if (LeadingNul)
    Data.push_back(0);
}

uint32_t ELFStringTable::add(StringRef S) {
  uint32_t Off = Data.size();
  Data.insert(Data.end(), S.begin(), S.end());
  Data.push_back(0);
  return Off;
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

Expected<std::vector<uint8_t>> encodeELF(const ELFImage &Img) {
  const bool Is64 = Img.Is64;
  const uint64_t EhSize =
      Is64 ? sizeof(ELF::Elf64_Ehdr) : sizeof(ELF::Elf32_Ehdr);
  const uint64_t PhEnt =
      Is64 ? sizeof(ELF::Elf64_Phdr) : sizeof(ELF::Elf32_Phdr);
  const uint64_t ShEnt =
      Is64 ? sizeof(ELF::Elf64_Shdr) : sizeof(ELF::Elf32_Shdr);
  if (Img.ShNum != Img.Sections.size() ||
      Img.PhNum != Img.ProgramHeaders.size())
    return createStringError("ELF image: e_shnum/e_phnum (%u/%u) disagree with "
                             "%zu sections / %zu program headers",
                             Img.ShNum, Img.PhNum, Img.Sections.size(),
                             Img.ProgramHeaders.size());
  if (Img.ShNum && Img.ShEntSize != ShEnt)
    return createStringError("ELF image: e_shentsize %u, expected %u",
                             unsigned(Img.ShEntSize), unsigned(ShEnt));
  uint64_t HeadersEnd = Img.PhNum ? Img.PhOff + Img.PhNum * PhEnt : EhSize;
  std::vector<uint8_t> Out;
  Out.reserve(Img.FileSize);
  Out.resize(EhSize, 0);
  ByteWriter W(Out);
  std::copy(Img.Ident.begin(), Img.Ident.end(), Out.begin());
  W.put<uint16_t>(16, Img.Type);
  W.put<uint16_t>(18, Img.Machine);
  W.put<uint32_t>(20, Img.Version);
  W.word(24, Img.Entry, Is64);
  unsigned P = Is64 ? 32 : 28;
  W.word(P, Img.PhOff, Is64);
  W.word(P + (Is64 ? 8 : 4), Img.ShOff, Is64);
  P += Is64 ? 16 : 8;
  W.put<uint32_t>(P, Img.Flags);
  W.put<uint16_t>(P + 4, Img.EhSize);
  W.put<uint16_t>(P + 6, Img.PhEntSize);
  W.put<uint16_t>(P + 8, Img.PhNum);
  W.put<uint16_t>(P + 10, Img.ShEntSize);
  W.put<uint16_t>(P + 12, Img.ShNum);
  W.put<uint16_t>(P + 14, Img.ShStrNdx);

  for (size_t I = 0; I < Img.ProgramHeaders.size(); ++I) {
    const ELFProgramHeader &H = Img.ProgramHeaders[I];
    uint64_t O = Img.PhOff + I * PhEnt;
    if (Is64) {
      W.put<uint32_t>(O, H.Type);
      W.put<uint32_t>(O + 4, H.Flags);
      W.put<uint64_t>(O + 8, H.Offset);
      W.put<uint64_t>(O + 16, H.VAddr);
      W.put<uint64_t>(O + 24, H.PAddr);
      W.put<uint64_t>(O + 32, H.FileSize);
      W.put<uint64_t>(O + 40, H.MemSize);
      W.put<uint64_t>(O + 48, H.Align);
    } else {
      W.put<uint32_t>(O, H.Type);
      W.put<uint32_t>(O + 4, H.Offset);
      W.put<uint32_t>(O + 8, H.VAddr);
      W.put<uint32_t>(O + 12, H.PAddr);
      W.put<uint32_t>(O + 16, H.FileSize);
      W.put<uint32_t>(O + 20, H.MemSize);
      W.put<uint32_t>(O + 24, H.Flags);
      W.put<uint32_t>(O + 28, H.Align);
    }
  }

  for (size_t I = 0; I < Img.Sections.size(); ++I) {
    const ELFSection &S = Img.Sections[I];
    if (S.Type == ELF::SHT_NOBITS || S.Type == ELF::SHT_NULL)
      continue;
    if (S.Contents.size() != S.Size)
      return createStringError("ELF image: section %zu (%s) holds %zu bytes "
                               "but sh_size is 0x%llx",
                               I, S.Name.c_str(), S.Contents.size(),
                               (unsigned long long)S.Size);
    if (S.Size &&
        (S.Offset < HeadersEnd || (Img.ShNum && S.Offset + S.Size > Img.ShOff)))
      return createStringError("ELF image: section %zu (%s) at 0x%llx+0x%llx "
                               "overlaps the ELF headers or the section "
                               "header table",
                               I, S.Name.c_str(), (unsigned long long)S.Offset,
                               (unsigned long long)S.Size);
    if (Out.size() < S.Offset + S.Size)
      Out.resize(S.Offset + S.Size, 0);
    std::copy(S.Contents.begin(), S.Contents.end(), Out.begin() + S.Offset);
  }

  if (Img.ShNum) {
    Out.resize(std::max<uint64_t>(Out.size(), Img.ShOff), 0);
    for (size_t I = 0; I < Img.Sections.size(); ++I) {
      const ELFSection &S = Img.Sections[I];
      uint64_t O = Img.ShOff + I * ShEnt;
      W.put<uint32_t>(O, S.NameOffset);
      W.put<uint32_t>(O + 4, S.Type);
      W.word(O + 8, S.Flags, Is64);
      unsigned Q = Is64 ? 16 : 12;
      unsigned WS = Is64 ? 8 : 4;
      W.word(O + Q, S.Addr, Is64);
      W.word(O + Q + WS, S.Offset, Is64);
      W.word(O + Q + 2 * WS, S.Size, Is64);
      W.put<uint32_t>(O + Q + 3 * WS, S.Link);
      W.put<uint32_t>(O + Q + 3 * WS + 4, S.Info);
      W.word(O + Q + 3 * WS + 8, S.AddrAlign, Is64);
      W.word(O + Q + 4 * WS + 8, S.EntSize, Is64);
    }
  }
  return Out;
}

std::vector<uint8_t> encodeSymbols(ArrayRef<ELFSymbol> Syms, bool Is64) {
  std::vector<uint8_t> Out;
  ByteWriter W(Out);
  const unsigned Ent = Is64 ? 24 : 16;
  Out.resize(Syms.size() * Ent, 0);
  for (size_t I = 0; I < Syms.size(); ++I) {
    const ELFSymbol &S = Syms[I];
    uint64_t O = I * Ent;
    W.put<uint32_t>(O, S.NameOffset);
    if (Is64) {
      W.put<uint8_t>(O + 4, S.Info);
      W.put<uint8_t>(O + 5, S.Other);
      W.put<uint16_t>(O + 6, S.Shndx);
      W.put<uint64_t>(O + 8, S.Value);
      W.put<uint64_t>(O + 16, S.Size);
    } else {
      W.put<uint32_t>(O + 4, S.Value);
      W.put<uint32_t>(O + 8, S.Size);
      W.put<uint8_t>(O + 12, S.Info);
      W.put<uint8_t>(O + 13, S.Other);
      W.put<uint16_t>(O + 14, S.Shndx);
    }
  }
  return Out;
}

std::vector<uint8_t> encodeRelas(ArrayRef<ELFRela> Relas) {
  std::vector<uint8_t> Out(Relas.size() * 24, 0);
  ByteWriter W(Out);
  for (size_t I = 0; I < Relas.size(); ++I) {
    W.put<uint64_t>(I * 24, Relas[I].Offset);
    W.put<uint64_t>(I * 24 + 8,
                    (uint64_t(Relas[I].Symbol) << 32) | Relas[I].Type);
    W.put<int64_t>(I * 24 + 16, Relas[I].Addend);
  }
  return Out;
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

unsigned addSection(ELFImage &Img, StringRef Name, uint32_t Type,
                    uint64_t Flags, uint64_t Align,
                    std::vector<uint8_t> Contents) {
  ELFSection S;
  S.Name = Name.str();
  S.Type = Type;
  S.Flags = Flags;
  S.AddrAlign = Align;
  S.Contents = std::move(Contents);
  S.Size = S.Contents.size();
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
  unsigned Tx =
      addSection(Img, cl2::SecText, ELF::SHT_PROGBITS,
                 ELF::SHF_ALLOC | ELF::SHF_EXECINSTR, 1, std::move(Text));

  ELFStringTable SS;
  for (ELFSection &S : Img.Sections)
    if (!S.Name.empty())
      S.NameOffset = SS.add(S.Name);
  Img.Sections[ShStr].Contents = SS.data();
  Img.Sections[ShStr].Size = SS.data().size();

  ELFStringTable ST;
  std::vector<ELFSymbol> Syms(1);
  auto AddSym = [&](StringRef Name, unsigned Shndx, uint64_t Value,
                    uint64_t Size, uint8_t Type) {
    ELFSymbol S;
    S.Name = Name.str();
    S.NameOffset = ST.add(Name);
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
  Img.Sections[Str].Contents = ST.data();
  Img.Sections[Str].Size = ST.data().size();
  Img.Sections[Sym].Contents = encodeSymbols(Syms, Is64);
  Img.Sections[Sym].Size = Img.Sections[Sym].Contents.size();
  Img.Sections[Sym].Link = Str;
  Img.Sections[Sym].EntSize = Is64 ? 24 : 16;
  Img.Symbols = std::move(Syms);
  layoutELF(Img);
  return Img;
}

} // namespace amdcl2
