//===- ELFEncoder.cpp - The one encoder of ELFImage -----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns an ELFImage into bytes exactly as its fields say: the ELF header,
/// the program headers at e_phoff, each section's bytes at its sh_offset and
/// the section headers at e_shoff, zero bytes elsewhere. The records are
/// llvm::object's little-endian ELF32/ELF64 structures. The writer checks the
/// layout first (encodeELF); the re-serializer of a binary that was read
/// (writeRawELFImage) takes the fields as the reader found them.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/WriterParts.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/ELFTypes.h"
#include <algorithm>
#include <cstring>
#include <type_traits>

using namespace llvm;
using namespace llvm::object;

namespace amdcl2 {

namespace {
/// A record with every byte zero (the ELFTypes fields have no initializer).
template <class T> T zeroed() {
  static_assert(std::is_trivially_copyable_v<T>);
  T R;
  std::memset(&R, 0, sizeof(R));
  return R;
}

/// Stores \p R (already in file byte order) at \p Off; \p Out is large enough.
template <class T>
void putRecord(std::vector<uint8_t> &Out, uint64_t Off, const T &R) {
  std::memcpy(Out.data() + Off, &R, sizeof(T));
}

template <class ELFT> typename ELFT::Ehdr elfHeader(const ELFImage &Img) {
  auto H = zeroed<typename ELFT::Ehdr>();
  std::copy(Img.Ident.begin(), Img.Ident.end(), H.e_ident);
  H.e_type = Img.Type;
  H.e_machine = Img.Machine;
  H.e_version = Img.Version;
  H.e_entry = Img.Entry;
  H.e_phoff = Img.PhOff;
  H.e_shoff = Img.ShOff;
  H.e_flags = Img.Flags;
  H.e_ehsize = Img.EhSize;
  H.e_phentsize = Img.PhEntSize;
  H.e_phnum = Img.PhNum;
  H.e_shentsize = Img.ShEntSize;
  H.e_shnum = Img.ShNum;
  H.e_shstrndx = Img.ShStrNdx;
  return H;
}

template <class ELFT>
typename ELFT::Phdr programHeader(const ELFProgramHeader &P) {
  auto H = zeroed<typename ELFT::Phdr>();
  H.p_type = P.Type;
  H.p_flags = P.Flags;
  H.p_offset = P.Offset;
  H.p_vaddr = P.VAddr;
  H.p_paddr = P.PAddr;
  H.p_filesz = P.FileSize;
  H.p_memsz = P.MemSize;
  H.p_align = P.Align;
  return H;
}

template <class ELFT> typename ELFT::Shdr sectionHeader(const ELFSection &S) {
  auto H = zeroed<typename ELFT::Shdr>();
  H.sh_name = S.NameOffset;
  H.sh_type = S.Type;
  H.sh_flags = S.Flags;
  H.sh_addr = S.Addr;
  H.sh_offset = S.Offset;
  H.sh_size = S.Size;
  H.sh_link = S.Link;
  H.sh_info = S.Info;
  H.sh_addralign = S.AddrAlign;
  H.sh_entsize = S.EntSize;
  return H;
}

/// The end of the last part the image places. A table counts only when it
/// has entries (e_phoff/e_shoff may hold anything otherwise), a section only
/// when it has bytes (NOBITS and empty sections may claim any offset).
template <class ELFT> uint64_t imageEnd(const ELFImage &Img) {
  uint64_t End = sizeof(typename ELFT::Ehdr);
  if (!Img.ProgramHeaders.empty())
    End = std::max<uint64_t>(End, Img.PhOff + Img.ProgramHeaders.size() *
                                                  sizeof(typename ELFT::Phdr));
  if (!Img.Sections.empty())
    End = std::max<uint64_t>(End, Img.ShOff + Img.Sections.size() *
                                                  sizeof(typename ELFT::Shdr));
  for (const ELFSection &S : Img.Sections)
    if (!S.Contents.empty())
      End = std::max<uint64_t>(End, S.Offset + S.Contents.size());
  return End;
}

/// The encoder proper: at least \p MinSize bytes.
template <class ELFT>
std::vector<uint8_t> encodeImage(const ELFImage &Img, uint64_t MinSize) {
  std::vector<uint8_t> Out(std::max(MinSize, imageEnd<ELFT>(Img)), 0);
  putRecord(Out, 0, elfHeader<ELFT>(Img));
  for (size_t I = 0; I < Img.ProgramHeaders.size(); ++I)
    putRecord(Out, Img.PhOff + I * sizeof(typename ELFT::Phdr),
              programHeader<ELFT>(Img.ProgramHeaders[I]));
  for (size_t I = 0; I < Img.Sections.size(); ++I) {
    const ELFSection &S = Img.Sections[I];
    putRecord(Out, Img.ShOff + I * sizeof(typename ELFT::Shdr),
              sectionHeader<ELFT>(S));
    // A section without bytes (SHT_NULL, NOBITS, empty) may carry any
    // sh_offset, even one past the address space: form no pointer from it.
    if (!S.Contents.empty())
      std::copy(S.Contents.begin(), S.Contents.end(), Out.begin() + S.Offset);
  }
  return Out;
}

/// What encodeELF() promises on top of encodeImage(): the counts and entry
/// size match the tables, every section holds sh_size bytes and no section
/// overlaps the headers or the section header table.
template <class ELFT> Error checkLayout(const ELFImage &Img) {
  const uint64_t PhEnt = sizeof(typename ELFT::Phdr);
  const uint64_t ShEnt = sizeof(typename ELFT::Shdr);
  if (Img.ShNum != Img.Sections.size() ||
      Img.PhNum != Img.ProgramHeaders.size())
    return createStringError("ELF image: e_shnum/e_phnum (%u/%u) disagree with "
                             "%zu sections / %zu program headers",
                             Img.ShNum, Img.PhNum, Img.Sections.size(),
                             Img.ProgramHeaders.size());
  if (Img.ShNum && Img.ShEntSize != ShEnt)
    return createStringError("ELF image: e_shentsize %u, expected %u",
                             unsigned(Img.ShEntSize), unsigned(ShEnt));
  const uint64_t HeadersEnd =
      Img.PhNum ? Img.PhOff + Img.PhNum * PhEnt : sizeof(typename ELFT::Ehdr);
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
  }
  return Error::success();
}

template <class ELFT>
Expected<std::vector<uint8_t>> encodeChecked(const ELFImage &Img) {
  if (Error E = checkLayout<ELFT>(Img))
    return std::move(E);
  return encodeImage<ELFT>(Img, 0);
}

template <class ELFT>
std::vector<uint8_t> encodeSymbolTable(ArrayRef<ELFSymbol> Syms) {
  using Sym = typename ELFT::Sym;
  std::vector<uint8_t> Out(Syms.size() * sizeof(Sym), 0);
  for (size_t I = 0; I < Syms.size(); ++I) {
    auto S = zeroed<Sym>();
    S.st_name = Syms[I].NameOffset;
    S.st_info = Syms[I].Info;
    S.st_other = Syms[I].Other;
    S.st_shndx = Syms[I].Shndx;
    S.st_value = Syms[I].Value;
    S.st_size = Syms[I].Size;
    putRecord(Out, I * sizeof(Sym), S);
  }
  return Out;
}
} // namespace

Expected<std::vector<uint8_t>> encodeELF(const ELFImage &Img) {
  return Img.Is64 ? encodeChecked<ELF64LE>(Img) : encodeChecked<ELF32LE>(Img);
}

std::vector<uint8_t> writeRawELFImage(const ELFImage &Img) {
  // A file may end in bytes no part covers (FileSize keeps them).
  return Img.Is64 ? encodeImage<ELF64LE>(Img, Img.FileSize)
                  : encodeImage<ELF32LE>(Img, Img.FileSize);
}

std::vector<uint8_t> writeRawAMDCL2(const AMDCL2Binary &Bin) {
  return writeRawELFImage(Bin.Outer);
}

std::vector<uint8_t> encodeSymbols(ArrayRef<ELFSymbol> Syms, bool Is64) {
  return Is64 ? encodeSymbolTable<ELF64LE>(Syms)
              : encodeSymbolTable<ELF32LE>(Syms);
}

std::vector<uint8_t> encodeRelas(ArrayRef<ELFRela> Relas) {
  using Rela = ELF64LE::Rela;
  std::vector<uint8_t> Out(Relas.size() * sizeof(Rela), 0);
  for (size_t I = 0; I < Relas.size(); ++I) {
    auto R = zeroed<Rela>();
    R.r_offset = Relas[I].Offset;
    R.setSymbolAndType(Relas[I].Symbol, Relas[I].Type, /*IsMips64EL=*/false);
    R.r_addend = Relas[I].Addend;
    putRecord(Out, I * sizeof(Rela), R);
  }
  return Out;
}

} // namespace amdcl2
