//===- ReaderELF.cpp - Raw ELF layer of the AMDCL2 reader -----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns an outer or inner ELF into an ELFImage. llvm::object::ELFFile does
/// the bounds checks on headers, tables and strings; on top of it we reject
/// overlapping file ranges, which ELFFile allows but AMDCL2 never has.
///
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace llvm;
using namespace llvm::object;

namespace amdcl2 {
namespace reader {

Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::string hex(uint64_t V) { return "0x" + utohexstr(V, /*LowerCase=*/true); }

namespace {
/// A piece of the file that must not share bytes with another.
struct FileRange {
  uint64_t Begin, End;
  std::string What;
};
} // namespace

static Error checkOverlaps(std::vector<FileRange> Ranges, StringRef Ctx) {
  llvm::sort(Ranges, [](const FileRange &A, const FileRange &B) {
    return A.Begin < B.Begin || (A.Begin == B.Begin && A.End < B.End);
  });
  for (size_t I = 1; I < Ranges.size(); ++I) {
    const FileRange &Prev = Ranges[I - 1], &Cur = Ranges[I];
    if (Cur.Begin < Prev.End)
      return makeError(Ctx + ": " + Cur.What + " (file range [" +
                       hex(Cur.Begin) + ", " + hex(Cur.End) + ")) overlaps " +
                       Prev.What + " (file range [" + hex(Prev.Begin) + ", " +
                       hex(Prev.End) + "))");
  }
  return Error::success();
}

static Error wrapError(StringRef Ctx, Error E) {
  return makeError(Ctx + ": " + toString(std::move(E)));
}

template <class ELFT> static ELFImage imageHeader(const ELFFile<ELFT> &Obj) {
  const typename ELFT::Ehdr &H = Obj.getHeader();
  ELFImage Img;
  Img.Is64 = ELFT::Is64Bits;
  std::copy_n(H.e_ident, 16, Img.Ident.begin());
  Img.Type = H.e_type;
  Img.Machine = H.e_machine;
  Img.Version = H.e_version;
  Img.Entry = H.e_entry;
  Img.PhOff = H.e_phoff;
  Img.ShOff = H.e_shoff;
  Img.Flags = H.e_flags;
  Img.EhSize = H.e_ehsize;
  Img.PhEntSize = H.e_phentsize;
  Img.PhNum = H.e_phnum;
  Img.ShEntSize = H.e_shentsize;
  Img.ShNum = H.e_shnum;
  Img.ShStrNdx = H.e_shstrndx;
  Img.FileSize = Obj.getBufSize();
  return Img;
}

template <class ELFT>
static Error readProgramHeaders(const ELFFile<ELFT> &Obj, StringRef Ctx,
                                ELFImage &Img, std::vector<FileRange> &Ranges) {
  auto PhdrsOrErr = Obj.program_headers();
  if (!PhdrsOrErr)
    return wrapError(Ctx, PhdrsOrErr.takeError());
  for (const typename ELFT::Phdr &P : *PhdrsOrErr) {
    ELFProgramHeader PH;
    PH.Type = P.p_type;
    PH.Flags = P.p_flags;
    PH.Offset = P.p_offset;
    PH.VAddr = P.p_vaddr;
    PH.PAddr = P.p_paddr;
    PH.FileSize = P.p_filesz;
    PH.MemSize = P.p_memsz;
    PH.Align = P.p_align;
    Img.ProgramHeaders.push_back(PH);
  }
  if (!PhdrsOrErr->empty())
    Ranges.push_back(
        {Img.PhOff,
         Img.PhOff + PhdrsOrErr->size() * sizeof(typename ELFT::Phdr),
         "the program header table"});
  return Error::success();
}

/// One section header, its name and (unless NOBITS/NULL) its bytes.
template <class ELFT>
static Expected<ELFSection> readSection(const ELFFile<ELFT> &Obj,
                                        const typename ELFT::Shdr &S,
                                        size_t Index) {
  ELFSection Sec;
  Sec.NameOffset = S.sh_name;
  Sec.Type = S.sh_type;
  Sec.Flags = S.sh_flags;
  Sec.Addr = S.sh_addr;
  Sec.Offset = S.sh_offset;
  Sec.Size = S.sh_size;
  Sec.Link = S.sh_link;
  Sec.Info = S.sh_info;
  Sec.AddrAlign = S.sh_addralign;
  Sec.EntSize = S.sh_entsize;
  if (Index != 0) {
    Expected<StringRef> NameOrErr = Obj.getSectionName(S);
    if (!NameOrErr)
      return NameOrErr.takeError();
    Sec.Name = NameOrErr->str();
  }
  if (S.sh_type != ELF::SHT_NOBITS && S.sh_type != ELF::SHT_NULL) {
    Expected<ArrayRef<uint8_t>> DataOrErr = Obj.getSectionContents(S);
    if (!DataOrErr)
      return DataOrErr.takeError();
    Sec.Contents.assign(DataOrErr->begin(), DataOrErr->end());
  }
  return Sec;
}

/// Every section; returns the first symbol table (null if none).
template <class ELFT>
static Expected<const typename ELFT::Shdr *>
readSections(const ELFFile<ELFT> &Obj, StringRef Ctx, ELFImage &Img,
             std::vector<FileRange> &Ranges) {
  auto SectionsOrErr = Obj.sections();
  if (!SectionsOrErr)
    return wrapError(Ctx, SectionsOrErr.takeError());
  auto Sections = *SectionsOrErr;
  // ELFFile reads e_shoff 0 as "no sections" whatever e_shnum says; an
  // AMDCL2 image without sections would read as a program without kernels.
  if (Sections.empty())
    return makeError(Ctx + ": no section header table (e_shoff " +
                     hex(Img.ShOff) + ", e_shnum " + Twine(Img.ShNum) + ")");
  Ranges.push_back({Img.ShOff,
                    Img.ShOff + Sections.size() * sizeof(typename ELFT::Shdr),
                    "the section header table"});
  const typename ELFT::Shdr *SymTab = nullptr;
  for (size_t I = 0, E = Sections.size(); I != E; ++I) {
    const typename ELFT::Shdr &S = Sections[I];
    Expected<ELFSection> Sec = readSection(Obj, S, I);
    if (!Sec)
      return wrapError(Ctx, Sec.takeError());
    if (S.sh_type != ELF::SHT_NOBITS && S.sh_type != ELF::SHT_NULL &&
        S.sh_size != 0)
      Ranges.push_back(
          {S.sh_offset, S.sh_offset + S.sh_size,
           "section [index " + std::to_string(I) + "] '" + Sec->Name + "'"});
    if (S.sh_type == ELF::SHT_SYMTAB && !SymTab)
      SymTab = &S;
    Img.Sections.push_back(std::move(*Sec));
  }
  return SymTab;
}

template <class ELFT>
static Error readSymbols(const ELFFile<ELFT> &Obj,
                         const typename ELFT::Shdr &SymTab, StringRef Ctx,
                         ELFImage &Img) {
  auto SymsOrErr = Obj.symbols(&SymTab);
  if (!SymsOrErr)
    return wrapError(Ctx, SymsOrErr.takeError());
  Expected<StringRef> StrTabOrErr = Obj.getStringTableForSymtab(SymTab);
  // AMD's program without kernels has an empty .strtab and a symbol table
  // whose symbols name nothing; LLVM refuses an empty string table, but
  // no name is read from it.
  if (!StrTabOrErr && all_of(*SymsOrErr, [](const typename ELFT::Sym &S) {
        return S.st_name == 0;
      })) {
    consumeError(StrTabOrErr.takeError());
    StrTabOrErr = StringRef();
  }
  if (!StrTabOrErr)
    return wrapError(Ctx, StrTabOrErr.takeError());
  for (const typename ELFT::Sym &S : *SymsOrErr) {
    ELFSymbol Sym;
    Sym.NameOffset = S.st_name;
    Sym.Info = S.st_info;
    Sym.Other = S.st_other;
    Sym.Shndx = S.st_shndx;
    Sym.Value = S.st_value;
    Sym.Size = S.st_size;
    Expected<StringRef> NameOrErr = S.getName(*StrTabOrErr);
    if (!NameOrErr)
      return makeError(Ctx + ": symbol [index " +
                       std::to_string(Img.Symbols.size()) +
                       "]: " + toString(NameOrErr.takeError()));
    Sym.Name = NameOrErr->str();
    Img.Symbols.push_back(std::move(Sym));
  }
  return Error::success();
}

template <class ELFT>
Expected<ELFImage> readELFImage(const ELFFile<ELFT> &Obj, StringRef Ctx) {
  ELFImage Img = imageHeader(Obj);
  std::vector<FileRange> Ranges;
  Ranges.push_back({0, sizeof(typename ELFT::Ehdr), "the ELF header"});
  if (Error E = readProgramHeaders(Obj, Ctx, Img, Ranges))
    return std::move(E);
  Expected<const typename ELFT::Shdr *> SymTab =
      readSections(Obj, Ctx, Img, Ranges);
  if (!SymTab)
    return SymTab.takeError();
  if (Error E = checkOverlaps(std::move(Ranges), Ctx))
    return std::move(E);
  if (*SymTab)
    if (Error E = readSymbols(Obj, **SymTab, Ctx, Img))
      return std::move(E);
  return Img;
}

template Expected<ELFImage> readELFImage(const ELFFile<ELF32LE> &, StringRef);
template Expected<ELFImage> readELFImage(const ELFFile<ELF64LE> &, StringRef);

} // namespace reader
} // namespace amdcl2
