//===- WriterInner.cpp - The inner HSA code object of AMDCL2 binaries -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the inner ELF64 of a new-format AMDCL2 binary (spec section 9):
/// .hsatext with each kernel's amd_kernel_code_t and code on 256-byte
/// boundaries, program-scope data, sampler initializers, relocations, the
/// notes in each generation's order, symbols, program headers and the
/// private address space the loader maps the sections into.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterParts.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

namespace {
void putLE16(std::vector<uint8_t> &B, uint16_t V) {
  B.push_back(V & 0xFF);
  B.push_back(V >> 8);
}
void putLE32(std::vector<uint8_t> &B, uint32_t V) {
  for (unsigned I = 0; I < 4; ++I)
    B.push_back((V >> (8 * I)) & 0xFF);
}
void putStr(std::vector<uint8_t> &B, StringRef S) {
  B.insert(B.end(), S.begin(), S.end());
}
} // namespace

std::vector<uint8_t> encodeNotes(ArrayRef<AMDCL2Note> Notes) {
  std::vector<uint8_t> Out;
  for (const AMDCL2Note &N : Notes) {
    putLE32(Out, N.Name.size() + 1);
    putLE32(Out, N.Desc.size());
    putLE32(Out, N.Type);
    putStr(Out, N.Name);
    Out.push_back(0);
    Out.resize(alignTo(Out.size(), 4), 0);
    Out.insert(Out.end(), N.Desc.begin(), N.Desc.end());
    Out.resize(alignTo(Out.size(), 4), 0);
  }
  return Out;
}

std::vector<AMDCL2Note> buildNotes(cl2::Generation G, bool Is64,
                                   unsigned Major, unsigned Minor,
                                   unsigned Stepping) {
  const bool New2 = cl2::isG2(G);
  AMDCL2Note Version{"AMD", cl2::NT_AMDGPU_HSA_CODE_OBJECT_VERSION, {}};
  putLE32(Version.Desc, 1);
  putLE32(Version.Desc, 0);

  AMDCL2Note HSAIL{"AMD", cl2::NT_AMDGPU_HSA_HSAIL, {}};
  putLE32(HSAIL.Desc, 1); // HSAIL 1.0
  putLE32(HSAIL.Desc, 0);
  HSAIL.Desc.push_back(1);             // profile: full
  HSAIL.Desc.push_back(Is64 ? 1 : 0);  // machine model: large / small
  HSAIL.Desc.push_back(1);             // default float rounding: near
  HSAIL.Desc.push_back(0);

  AMDCL2Note ISA{"AMD", cl2::NT_AMDGPU_HSA_ISA, {}};
  putLE16(ISA.Desc, 4); // sizeof "AMD"
  putLE16(ISA.Desc, 7); // sizeof "AMDGPU"
  putLE32(ISA.Desc, Major);
  putLE32(ISA.Desc, Minor);
  putLE32(ISA.Desc, Stepping);
  putStr(ISA.Desc, StringRef("AMD\0", 4));
  putStr(ISA.Desc, "AMDGPU");
  if (!New2) // G1 keeps the NUL and 3 more zero bytes
    ISA.Desc.resize(ISA.Desc.size() + 4, 0);

  AMDCL2Note Producer{"AMD", cl2::NT_AMDGPU_HSA_PRODUCER, {}};
  if (New2) {
    StringRef Name = "AMD HSA Runtime Finalizer";
    putLE16(Producer.Desc, Name.size());
    putLE16(Producer.Desc, 0);
    putLE32(Producer.Desc, 1);
    putLE32(Producer.Desc, 0);
    putStr(Producer.Desc, Name);
    Producer.Desc.resize(Producer.Desc.size() + 4, 0);
  } else {
    // AMD leaves 8 bytes of a host pointer here; zeros carry no meaning.
    Producer.Desc.resize(8, 0);
  }

  AMDCL2Note Options{"AMD", cl2::NT_AMDGPU_HSA_PRODUCER_OPTIONS, {}};
  StringRef Opts = !Is64   ? "-hsa_call_convention=0 -use-buffer-for-hsa-global "
                   : New2 ? "-hsa_call_convention=0"
                          : "-hsa_call_convention=";
  putLE16(Options.Desc, Is64 ? 0x16 : Opts.size());
  putStr(Options.Desc, Opts);
  Options.Desc.push_back(0);
  // The last byte is uninitialized memory in AMD's compiler: 0 (2004.06),
  // 't' (AMDGPU-PRO and later), 'R' (32-bit); G1 ends in two zero bytes.
  Options.Desc.push_back(0);

  if (New2)
    return {Version, HSAIL, ISA, Producer, Options};
  return {Version, HSAIL, Options, ISA, Producer};
}

Expected<ELFImage> buildInnerELF(const InnerProgram &P) {
  const bool New2 = cl2::isG2(P.Gen);
  ELFImage Img;
  Img.Is64 = true;
  Img.Ident = {0x7F, 'E', 'L', 'F', ELF::ELFCLASS64, ELF::ELFDATA2LSB,
               ELF::EV_CURRENT, cl2::ELFOSABI_AMDGPU_HSA};
  Img.Type = ELF::ET_REL;
  Img.Machine = ELF::EM_AMDGPU;
  Img.Version = ELF::EV_CURRENT;
  Img.EhSize = sizeof(ELF::Elf64_Ehdr);
  Img.PhEntSize = sizeof(ELF::Elf64_Phdr);
  Img.ShEntSize = sizeof(ELF::Elf64_Shdr);

  // .hsatext: kernels on 256-byte boundaries, no padding after the last.
  std::vector<uint8_t> Text;
  std::vector<uint64_t> KernelOffsets;
  for (const InnerKernel &K : P.Kernels) {
    Text.resize(alignTo(Text.size(), 256), 0);
    KernelOffsets.push_back(Text.size());
    Text.insert(Text.end(), K.Setup.begin(), K.Setup.end());
    Text.insert(Text.end(), K.Code.begin(), K.Code.end());
  }

  // Read-only data: constants, then one 8-byte slot per sampler.
  std::vector<uint8_t> RO = P.Readonly;
  std::vector<uint64_t> SamplerSlots = P.SamplerSlots;
  if (SamplerSlots.empty())
    for (size_t I = 0; I < P.Samplers.size(); ++I) {
      RO.resize(alignTo(RO.size(), 8), 0);
      SamplerSlots.push_back(RO.size());
      RO.resize(RO.size() + 8, 0);
    }
  if (SamplerSlots.size() != P.Samplers.size())
    return createStringError("inner ELF: %zu sampler slots for %zu samplers",
                             SamplerSlots.size(), P.Samplers.size());
  const bool HasGlobal = !P.Global.empty();
  const bool HasBss = P.BssSize != 0;
  // G1 pads read-only data so the data sizes add up to a multiple of 256.
  if (P.Gen == cl2::Generation::G1 && P.PadReadonlyG1 && !RO.empty()) {
    uint64_t Sum = P.Global.size() + P.BssSize + RO.size();
    RO.resize(RO.size() + (alignTo(Sum, 256) - Sum), 0);
  }
  const bool HasRO = !RO.empty();

  // Sections.
  ELFStringTable ShStr;
  auto AddSection = [&](StringRef Name, uint32_t Type, uint64_t Flags,
                        uint64_t Align, uint64_t EntSize,
                        std::vector<uint8_t> Contents, uint64_t Size) {
    ELFSection S;
    S.Name = Name.str();
    S.Type = Type;
    S.Flags = Flags;
    S.AddrAlign = Align;
    S.EntSize = EntSize;
    S.Contents = std::move(Contents);
    S.Size = Type == ELF::SHT_NOBITS ? Size : S.Contents.size();
    Img.Sections.push_back(std::move(S));
    return static_cast<unsigned>(Img.Sections.size() - 1);
  };
  Img.Sections.emplace_back(); // null
  const uint64_t DataFlags = cl2::SHF_AMDGPU_HSA_GLOBAL |
                             cl2::SHF_AMDGPU_HSA_AGENT | ELF::SHF_WRITE |
                             ELF::SHF_ALLOC;
  const uint64_t ROFlags = cl2::SHF_AMDGPU_HSA_READONLY |
                           cl2::SHF_AMDGPU_HSA_AGENT | ELF::SHF_WRITE |
                           ELF::SHF_ALLOC;
  const uint64_t CodeFlags = cl2::SHF_AMDGPU_HSA_CODE |
                             cl2::SHF_AMDGPU_HSA_AGENT | ELF::SHF_WRITE |
                             ELF::SHF_ALLOC | ELF::SHF_EXECINSTR;
  int ShStrIdx = -1, StrIdx = -1, NoteIdx = -1, SymIdx = -1;
  int GlobalIdx = -1, BssIdx = -1, ROIdx = -1, TextIdx = -1, SampIdx = -1,
      RelaROIdx = -1, RelaTextIdx = -1;
  auto AddData = [&] {
    if (HasGlobal)
      GlobalIdx = AddSection(cl2::SecHSADataGlobal, ELF::SHT_PROGBITS,
                             DataFlags, 8, 0, P.Global, 0);
    if (HasBss)
      BssIdx = AddSection(cl2::SecHSABssGlobal, ELF::SHT_NOBITS, DataFlags,
                          P.BssAlign, 0, {}, P.BssSize);
    if (HasRO)
      ROIdx = AddSection(cl2::SecHSADataReadonly, ELF::SHT_PROGBITS, ROFlags,
                         8, 0, RO, 0);
    if (!P.Kernels.empty())
      TextIdx = AddSection(cl2::SecHSAText, ELF::SHT_PROGBITS, CodeFlags, 256,
                           0, Text, 0);
  };
  const bool HasSamplers = !P.Samplers.empty();
  auto AddRelocSections = [&] {
    if (HasSamplers) {
      SampIdx = AddSection(cl2::SecSamplerInit, ELF::SHT_PROGBITS,
                           ELF::SHF_MERGE, New2 ? 8 : 1, 8, {}, 0);
      RelaROIdx = AddSection(cl2::SecRelaReadonly, ELF::SHT_RELA, 0, 8, 24,
                             {}, 0);
    }
    if (!P.TextRelocs.empty())
      RelaTextIdx =
          AddSection(cl2::SecRelaText, ELF::SHT_RELA, 0, 8, 24, {}, 0);
  };
  if (New2) {
    ShStrIdx = AddSection(cl2::SecShStrTab, ELF::SHT_STRTAB, ELF::SHF_STRINGS,
                          8, 0, {}, 0);
    StrIdx = AddSection(cl2::SecStrTab, ELF::SHT_STRTAB, ELF::SHF_STRINGS, 8,
                        0, {}, 0);
    NoteIdx = AddSection(cl2::SecNote, ELF::SHT_NOTE, 0, 8, 0,
                         encodeNotes(P.Notes), 0);
    AddData();
    SymIdx = AddSection(cl2::SecSymTab, ELF::SHT_SYMTAB, 0, 8, 24, {}, 0);
    AddRelocSections();
  } else {
    AddData();
    AddRelocSections();
    NoteIdx = AddSection(cl2::SecNote, ELF::SHT_NOTE, 0, 8, 0,
                         encodeNotes(P.Notes), 0);
    StrIdx = AddSection(cl2::SecStrTab, ELF::SHT_STRTAB, ELF::SHF_STRINGS, 1,
                        0, {}, 0);
    SymIdx = AddSection(cl2::SecSymTab, ELF::SHT_SYMTAB, 0, 8, 24, {}, 0);
    ShStrIdx = AddSection(cl2::SecShStrTab, ELF::SHT_STRTAB, ELF::SHF_STRINGS,
                          1, 0, {}, 0);
  }
  (void)NoteIdx;
  Img.ShStrNdx = ShStrIdx;
  for (ELFSection &S : Img.Sections)
    if (!S.Name.empty())
      S.NameOffset = ShStr.add(S.Name);
  Img.Sections[ShStrIdx].Contents = ShStr.data();
  Img.Sections[ShStrIdx].Size = ShStr.data().size();

  // Private address space: global data, bss, read-only data, code.
  uint64_t Addr = 0;
  for (int Idx : {GlobalIdx, BssIdx, ROIdx, TextIdx}) {
    if (Idx < 0)
      continue;
    ELFSection &S = Img.Sections[Idx];
    Addr = alignTo(Addr, S.AddrAlign);
    S.Addr = Addr;
    Addr += S.Size;
  }

  // Symbols (G1: no null symbol, .strtab without a leading NUL).
  ELFStringTable Str(New2);
  std::vector<ELFSymbol> Syms;
  if (New2)
    Syms.emplace_back();
  auto AddSym = [&](StringRef Name, uint8_t Info, unsigned Shndx,
                    uint64_t Value, uint64_t Size) {
    ELFSymbol S;
    S.Name = Name.str();
    S.NameOffset = Name.empty() ? 0 : Str.add(Name);
    S.Info = Info;
    S.Shndx = Shndx;
    S.Value = Value;
    S.Size = Size;
    Syms.push_back(std::move(S));
    return static_cast<uint32_t>(Syms.size() - 1);
  };
  for (size_t I = 0; I < P.Kernels.size(); ++I)
    AddSym((cl2::InnerKernelPrefix + P.Kernels[I].Name +
            cl2::InnerKernelSuffix).str(),
           (ELF::STB_GLOBAL << 4) | cl2::STT_AMDGPU_HSA_KERNEL, TextIdx,
           KernelOffsets[I], 256 + P.Kernels[I].Code.size());
  for (size_t I = 0; I < P.Samplers.size(); ++I)
    AddSym(("&input_bc::&_.Samp" + Twine(I)).str(),
           (ELF::STB_LOCAL << 4) | ELF::STT_OBJECT, ROIdx, SamplerSlots[I], 8);
  uint32_t SecSym[3] = {0, 0, 0};
  const int DataIdx[3] = {GlobalIdx, BssIdx, ROIdx};
  for (unsigned I = 0; I < 3; ++I)
    if (DataIdx[I] >= 0)
      SecSym[I] = AddSym((cl2::InnerSectionSymPrefix +
                          Img.Sections[DataIdx[I]].Name).str(),
                         (ELF::STB_LOCAL << 4) | ELF::STT_SECTION, DataIdx[I],
                         0, 0);
  if (TextIdx >= 0)
    AddSym((cl2::InnerSectionSymPrefix + cl2::SecHSAText).str(),
           (ELF::STB_LOCAL << 4) | ELF::STT_SECTION, TextIdx, 0, 0);
  std::vector<uint32_t> SamplerSyms;
  for (size_t I = 0; I < P.Samplers.size(); ++I) {
    SamplerSyms.push_back(AddSym("", (ELF::STB_LOCAL << 4) |
                                         cl2::STT_AMDGPU_HSA_METADATA,
                                 SampIdx, 8 * I, 0));
    // G1: the empty name is the NUL that ends the first string.
    if (!New2 && !Syms.empty())
      Syms.back().NameOffset = Syms.front().Name.size();
  }
  Img.Sections[StrIdx].Contents = Str.data();
  Img.Sections[StrIdx].Size = Str.data().size();
  Img.Symbols = Syms;
  Img.Sections[SymIdx].Contents = encodeSymbols(Syms, true);
  Img.Sections[SymIdx].Size = Img.Sections[SymIdx].Contents.size();
  Img.Sections[SymIdx].Link = StrIdx;

  // Sampler initializers and their relocations.
  if (HasSamplers) {
    std::vector<uint8_t> Init;
    std::vector<ELFRela> Relas;
    for (size_t I = 0; I < P.Samplers.size(); ++I) {
      const SamplerInit &S = P.Samplers[I];
      putLE16(Init, S.Size);
      putLE16(Init, S.Kind);
      Init.push_back(S.CoordMode);
      Init.push_back(S.Filter);
      Init.push_back(S.Addressing);
      Init.push_back(S.Reserved);
      Relas.push_back({SamplerSlots[I], SamplerSyms[I],
                       cl2::R_AMDGPU_INIT_SAMPLER, 0});
    }
    ELFSection &SI = Img.Sections[SampIdx];
    SI.Contents = Init;
    SI.Size = Init.size();
    ELFSection &RR = Img.Sections[RelaROIdx];
    RR.Contents = encodeRelas(Relas);
    RR.Size = RR.Contents.size();
    RR.Link = SymIdx;
    RR.Info = ROIdx;
  }
  if (RelaTextIdx >= 0) {
    std::vector<ELFRela> Relas;
    for (const InnerTextReloc &R : P.TextRelocs) {
      if (R.Section > 2 || DataIdx[R.Section] < 0)
        return createStringError("inner ELF: text relocation at 0x%llx "
                                 "refers to an absent data section",
                                 (unsigned long long)R.Offset);
      Relas.push_back({R.Offset, SecSym[R.Section], R.Type, R.Addend});
    }
    ELFSection &RT = Img.Sections[RelaTextIdx];
    RT.Contents = encodeRelas(Relas);
    RT.Size = RT.Contents.size();
    RT.Link = SymIdx;
    RT.Info = TextIdx;
  }

  // Program headers: global data (+bss), read-only data, code.
  const uint32_t RW = ELF::PF_R | ELF::PF_W;
  if (HasGlobal || HasBss) {
    ELFProgramHeader H;
    H.Type = cl2::PT_AMDGPU_HSA_LOAD_GLOBAL_AGENT;
    H.Flags = RW;
    H.VAddr = Img.Sections[HasGlobal ? GlobalIdx : BssIdx].Addr;
    H.FileSize = P.Global.size();
    H.MemSize = HasBss ? Img.Sections[BssIdx].Addr + P.BssSize - H.VAddr
                       : P.Global.size();
    H.Align = 8;
    Img.ProgramHeaders.push_back(H);
  }
  if (HasRO) {
    ELFProgramHeader H;
    H.Type = cl2::PT_AMDGPU_HSA_LOAD_READONLY_AGENT;
    H.Flags = RW;
    H.VAddr = Img.Sections[ROIdx].Addr;
    H.FileSize = H.MemSize = RO.size();
    H.Align = 8;
    Img.ProgramHeaders.push_back(H);
  }
  if (TextIdx >= 0) {
    ELFProgramHeader H;
    H.Type = cl2::PT_AMDGPU_HSA_LOAD_CODE_AGENT;
    H.Flags = New2 ? ELF::PF_R | ELF::PF_X : RW;
    H.VAddr = Img.Sections[TextIdx].Addr;
    H.FileSize = H.MemSize = Text.size();
    H.Align = 256;
    Img.ProgramHeaders.push_back(H);
  }
  layoutELF(Img);
  // Program header offsets follow the sections they cover.
  size_t PH = 0;
  if (HasGlobal || HasBss)
    Img.ProgramHeaders[PH++].Offset =
        HasGlobal ? Img.Sections[GlobalIdx].Offset : 0;
  if (HasRO)
    Img.ProgramHeaders[PH++].Offset = Img.Sections[ROIdx].Offset;
  if (TextIdx >= 0)
    Img.ProgramHeaders[PH++].Offset = Img.Sections[TextIdx].Offset;
  return Img;
}

} // namespace amdcl2
