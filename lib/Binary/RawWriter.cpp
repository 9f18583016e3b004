//===- RawWriter.cpp - Re-serialize the raw ELF layer of the model --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes an ELFImage back exactly as the reader found it. It proves the model
/// keeps every byte (round-trip tests) and serves tools that patch a binary;
/// the real writer builds the sections from the parsed view instead.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/Object/ELFTypes.h"
#include <algorithm>
#include <cstring>

using namespace llvm;
using namespace llvm::object;

namespace amdcl2 {

template <class ELFT>
static void writeImage(const ELFImage &Img, std::vector<uint8_t> &Out) {
  using Ehdr = typename ELFT::Ehdr;
  using Phdr = typename ELFT::Phdr;
  using Shdr = typename ELFT::Shdr;
  // Tables count only when present: e_phoff/e_shoff may hold anything then.
  uint64_t Size = std::max<uint64_t>(Img.FileSize, sizeof(Ehdr));
  if (!Img.ProgramHeaders.empty())
    Size = std::max<uint64_t>(Size, Img.PhOff + Img.ProgramHeaders.size() *
                                                    sizeof(Phdr));
  if (!Img.Sections.empty())
    Size = std::max<uint64_t>(Size,
                              Img.ShOff + Img.Sections.size() * sizeof(Shdr));
  for (const ELFSection &S : Img.Sections)
    if (!S.Contents.empty()) // NOBITS/empty sections may claim any offset
      Size = std::max<uint64_t>(Size, S.Offset + S.Contents.size());
  Out.assign(Size, 0);

  Ehdr H;
  std::memset(&H, 0, sizeof(H));
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
  std::memcpy(Out.data(), &H, sizeof(H));

  for (size_t I = 0; I < Img.ProgramHeaders.size(); ++I) {
    // (PhOff was checked against the file by the reader.)
    const ELFProgramHeader &P = Img.ProgramHeaders[I];
    Phdr PH;
    std::memset(&PH, 0, sizeof(PH));
    PH.p_type = P.Type;
    PH.p_flags = P.Flags;
    PH.p_offset = P.Offset;
    PH.p_vaddr = P.VAddr;
    PH.p_paddr = P.PAddr;
    PH.p_filesz = P.FileSize;
    PH.p_memsz = P.MemSize;
    PH.p_align = P.Align;
    std::memcpy(Out.data() + Img.PhOff + I * sizeof(Phdr), &PH, sizeof(PH));
  }
  for (size_t I = 0; I < Img.Sections.size(); ++I) {
    const ELFSection &S = Img.Sections[I];
    Shdr SH;
    std::memset(&SH, 0, sizeof(SH));
    SH.sh_name = S.NameOffset;
    SH.sh_type = S.Type;
    SH.sh_flags = S.Flags;
    SH.sh_addr = S.Addr;
    SH.sh_offset = S.Offset;
    SH.sh_size = S.Size;
    SH.sh_link = S.Link;
    SH.sh_info = S.Info;
    SH.sh_addralign = S.AddrAlign;
    SH.sh_entsize = S.EntSize;
    if (!Img.Sections.empty())
      std::memcpy(Out.data() + Img.ShOff + I * sizeof(Shdr), &SH, sizeof(SH));
    if (!S.Contents.empty())
      std::memcpy(Out.data() + S.Offset, S.Contents.data(), S.Contents.size());
  }
}

std::vector<uint8_t> writeRawELFImage(const ELFImage &Img) {
  std::vector<uint8_t> Out;
  if (Img.Is64)
    writeImage<ELF64LE>(Img, Out);
  else
    writeImage<ELF32LE>(Img, Out);
  return Out;
}

std::vector<uint8_t> writeRawAMDCL2(const AMDCL2Binary &Bin) {
  return writeRawELFImage(Bin.Outer);
}

} // namespace amdcl2
