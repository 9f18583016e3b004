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
/// sections in each generation's order, symbols, program headers and the
/// private address space the loader maps the sections into. The notes are
/// built in WriterNotes.cpp.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/LittleEndian.h"
#include "amdcl2/Binary/WriterParts.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/MathExtras.h"
#include <array>
#include <tuple>

using namespace llvm;

namespace amdcl2 {

namespace {
/// Section indices of the inner ELF; -1: absent.
struct InnerIndices {
  int ShStr = -1, Str = -1, Sym = -1, Global = -1, Bss = -1, RO = -1, Text = -1,
      Samp = -1, RelaGlobal = -1, RelaRO = -1, RelaText = -1;
  /// The data sections, in the order InnerTextReloc::Section numbers them.
  std::array<int, 3> data() const { return {Global, Bss, RO}; }
};

/// The bytes of .hsatext and the read-only data, with where things are.
struct InnerContents {
  std::vector<uint8_t> Text, RO;
  std::vector<uint64_t> KernelOffsets, SamplerSlots;
};

const uint64_t DataFlags = cl2::SHF_AMDGPU_HSA_GLOBAL |
                           cl2::SHF_AMDGPU_HSA_AGENT | ELF::SHF_WRITE |
                           ELF::SHF_ALLOC;
const uint64_t ROFlags = cl2::SHF_AMDGPU_HSA_READONLY |
                         cl2::SHF_AMDGPU_HSA_AGENT | ELF::SHF_WRITE |
                         ELF::SHF_ALLOC;
const uint64_t CodeFlags = cl2::SHF_AMDGPU_HSA_CODE |
                           cl2::SHF_AMDGPU_HSA_AGENT | ELF::SHF_WRITE |
                           ELF::SHF_ALLOC | ELF::SHF_EXECINSTR;
} // namespace

static ELFImage newInnerELF() {
  ELFImage Img;
  Img.Is64 = true;
  Img.Ident = {0x7F,
               'E',
               'L',
               'F',
               ELF::ELFCLASS64,
               ELF::ELFDATA2LSB,
               ELF::EV_CURRENT,
               ELF::ELFOSABI_AMDGPU_HSA};
  Img.Type = ELF::ET_REL;
  Img.Machine = ELF::EM_AMDGPU;
  Img.Version = ELF::EV_CURRENT;
  Img.EhSize = sizeof(ELF::Elf64_Ehdr);
  Img.PhEntSize = sizeof(ELF::Elf64_Phdr);
  Img.ShEntSize = sizeof(ELF::Elf64_Shdr);
  return Img;
}

/// .hsatext: kernels on 256-byte boundaries, no padding after the last;
/// read-only data: constants, then one 8-byte slot per sampler.
static Expected<InnerContents> layoutContents(const InnerProgram &P) {
  InnerContents C;
  for (const InnerKernel &K : P.Kernels) {
    C.Text.resize(alignTo(C.Text.size(), 256), 0);
    C.KernelOffsets.push_back(C.Text.size());
    C.Text.insert(C.Text.end(), K.Setup.begin(), K.Setup.end());
    C.Text.insert(C.Text.end(), K.Code.begin(), K.Code.end());
  }
  C.RO = P.Readonly;
  C.SamplerSlots = P.SamplerSlots;
  if (C.SamplerSlots.empty())
    for (size_t I = 0; I < P.Samplers.size(); ++I) {
      C.RO.resize(alignTo(C.RO.size(), 8), 0);
      C.SamplerSlots.push_back(C.RO.size());
      C.RO.resize(C.RO.size() + 8, 0);
    }
  if (C.SamplerSlots.size() != P.Samplers.size())
    return createStringError("inner ELF: %zu sampler slots for %zu samplers",
                             C.SamplerSlots.size(), P.Samplers.size());
  // G1 pads read-only data so the data sizes add up to a multiple of 256.
  if (P.Gen == cl2::Generation::G1 && P.PadReadonlyG1 && !C.RO.empty()) {
    uint64_t Sum = P.Global.size() + P.BssSize + C.RO.size();
    C.RO.resize(C.RO.size() + (alignTo(Sum, 256) - Sum), 0);
  }
  return C;
}

static int addInnerSection(ELFImage &Img, StringRef Name, uint32_t Type,
                           uint64_t Flags, uint64_t Align, uint64_t EntSize,
                           std::vector<uint8_t> Contents = {}) {
  unsigned I = addSection(Img, Name, Type, Flags, Align, std::move(Contents));
  Img.Sections[I].EntSize = EntSize;
  return static_cast<int>(I);
}

/// Global data, bss, read-only data and code, those the program has.
static void addDataSections(ELFImage &Img, const InnerProgram &P,
                            const InnerContents &C, InnerIndices &Idx) {
  if (!P.Global.empty())
    Idx.Global = addInnerSection(Img, cl2::SecHSADataGlobal, ELF::SHT_PROGBITS,
                                 DataFlags, 8, 0, P.Global);
  if (P.BssSize) {
    Idx.Bss = addInnerSection(Img, cl2::SecHSABssGlobal, ELF::SHT_NOBITS,
                              DataFlags, P.BssAlign, 0);
    Img.Sections[Idx.Bss].Size = P.BssSize;
  }
  if (!C.RO.empty())
    Idx.RO = addInnerSection(Img, cl2::SecHSADataReadonly, ELF::SHT_PROGBITS,
                             ROFlags, 8, 0, C.RO);
  if (!P.Kernels.empty())
    Idx.Text = addInnerSection(Img, cl2::SecHSAText, ELF::SHT_PROGBITS,
                               CodeFlags, 256, 0, C.Text);
}

static bool hasDataRelocsIn(const InnerProgram &P, unsigned Section) {
  return llvm::any_of(P.DataRelocs,
                      [&](const InnerDataReloc &R) { return R.In == Section; });
}

/// The sampler initializers and relocation sections, filled in later.
static void addRelocSections(ELFImage &Img, const InnerProgram &P,
                             InnerIndices &Idx) {
  const uint64_t RelaSize = sizeof(ELF::Elf64_Rela);
  if (!P.Samplers.empty())
    Idx.Samp = addInnerSection(Img, cl2::SecSamplerInit, ELF::SHT_PROGBITS,
                               ELF::SHF_MERGE, cl2::isG2(P.Gen) ? 8 : 1,
                               cl2::SamplerInitSize);
  if (hasDataRelocsIn(P, 0))
    Idx.RelaGlobal =
        addInnerSection(Img, cl2::SecRelaGlobal, ELF::SHT_RELA, 0, 8, RelaSize);
  if (!P.Samplers.empty() || hasDataRelocsIn(P, 2))
    Idx.RelaRO = addInnerSection(Img, cl2::SecRelaReadonly, ELF::SHT_RELA, 0, 8,
                                 RelaSize);
  if (!P.TextRelocs.empty())
    Idx.RelaText = addInnerSection(Img, cl2::SecRelaText, ELF::SHT_RELA, 0, 8,
                                   sizeof(ELF::Elf64_Rela));
}

/// Every section, in each generation's order, named in .shstrtab.
static InnerIndices addInnerSections(ELFImage &Img, const InnerProgram &P,
                                     const InnerContents &C) {
  const uint64_t SymEnt = sizeof(ELF::Elf64_Sym);
  InnerIndices Idx;
  Img.Sections.emplace_back(); // null
  if (cl2::isG2(P.Gen)) {
    Idx.ShStr = addInnerSection(Img, cl2::SecShStrTab, ELF::SHT_STRTAB,
                                ELF::SHF_STRINGS, 8, 0);
    Idx.Str = addInnerSection(Img, cl2::SecStrTab, ELF::SHT_STRTAB,
                              ELF::SHF_STRINGS, 8, 0);
    addInnerSection(Img, cl2::SecNote, ELF::SHT_NOTE, 0, 8, 0,
                    encodeNotes(P.Notes));
    addDataSections(Img, P, C, Idx);
    Idx.Sym =
        addInnerSection(Img, cl2::SecSymTab, ELF::SHT_SYMTAB, 0, 8, SymEnt);
    addRelocSections(Img, P, Idx);
  } else {
    addDataSections(Img, P, C, Idx);
    addRelocSections(Img, P, Idx);
    addInnerSection(Img, cl2::SecNote, ELF::SHT_NOTE, 0, 8, 0,
                    encodeNotes(P.Notes));
    Idx.Str = addInnerSection(Img, cl2::SecStrTab, ELF::SHT_STRTAB,
                              ELF::SHF_STRINGS, 1, 0);
    Idx.Sym =
        addInnerSection(Img, cl2::SecSymTab, ELF::SHT_SYMTAB, 0, 8, SymEnt);
    Idx.ShStr = addInnerSection(Img, cl2::SecShStrTab, ELF::SHT_STRTAB,
                                ELF::SHF_STRINGS, 1, 0);
  }
  Img.ShStrNdx = Idx.ShStr;
  setContents(Img.Sections[Idx.ShStr], buildStringTable(Img.Sections));
  return Idx;
}

/// The private address space: global data, bss, read-only data, code.
static void assignAddresses(ELFImage &Img, const InnerIndices &Idx) {
  uint64_t Addr = 0;
  for (int I : {Idx.Global, Idx.Bss, Idx.RO, Idx.Text}) {
    if (I < 0)
      continue;
    ELFSection &S = Img.Sections[I];
    Addr = alignTo(Addr, S.AddrAlign);
    S.Addr = Addr;
    Addr += S.Size;
  }
}

namespace {
/// Symbol indices the relocations refer to.
struct InnerSymbolRefs {
  std::array<uint32_t, 3> Data = {0, 0, 0}; ///< section symbols, data()
  std::vector<uint32_t> Samplers;           ///< sampler metadata symbols
};
} // namespace

/// Kernels, sampler slots, section symbols, sampler metadata; .strtab and
/// .symtab. G1 has no null symbol and a .strtab without a leading NUL.
static InnerSymbolRefs addInnerSymbols(ELFImage &Img, const InnerProgram &P,
                                       const InnerContents &C,
                                       const InnerIndices &Idx) {
  const bool New2 = cl2::isG2(P.Gen);
  std::vector<ELFSymbol> Syms;
  if (New2)
    Syms.emplace_back();
  auto AddSym = [&](std::string Name, uint8_t Type, uint8_t Binding, int Shndx,
                    uint64_t Value, uint64_t Size) {
    ELFSymbol S;
    S.Name = std::move(Name);
    S.Info = (Binding << 4) | Type;
    S.Shndx = Shndx;
    S.Value = Value;
    S.Size = Size;
    Syms.push_back(std::move(S));
    return static_cast<uint32_t>(Syms.size() - 1);
  };
  for (size_t I = 0; I < P.Kernels.size(); ++I)
    AddSym((cl2::InnerKernelPrefix + P.Kernels[I].Name + cl2::InnerKernelSuffix)
               .str(),
           ELF::STT_AMDGPU_HSA_KERNEL, ELF::STB_GLOBAL, Idx.Text,
           C.KernelOffsets[I], cl2::KernelCodeTSize + P.Kernels[I].Code.size());
  for (size_t I = 0; I < P.Samplers.size(); ++I)
    AddSym(("&input_bc::&_.Samp" + Twine(I)).str(), ELF::STT_OBJECT,
           ELF::STB_LOCAL, Idx.RO, C.SamplerSlots[I], 8);
  InnerSymbolRefs Refs;
  for (unsigned I = 0; I < 3; ++I)
    if (int D = Idx.data()[I]; D >= 0)
      Refs.Data[I] =
          AddSym((cl2::InnerSectionSymPrefix + Img.Sections[D].Name).str(),
                 ELF::STT_SECTION, ELF::STB_LOCAL, D, 0, 0);
  if (Idx.Text >= 0)
    AddSym((cl2::InnerSectionSymPrefix + cl2::SecHSAText).str(),
           ELF::STT_SECTION, ELF::STB_LOCAL, Idx.Text, 0, 0);
  for (size_t I = 0; I < P.Samplers.size(); ++I)
    Refs.Samplers.push_back(AddSym("", cl2::STT_AMDGPU_HSA_METADATA,
                                   ELF::STB_LOCAL, Idx.Samp,
                                   cl2::SamplerInitSize * I, 0));
  setContents(Img.Sections[Idx.Str], buildStringTable(Syms, New2));
  // G1: the empty name is the NUL that ends the first string.
  if (!New2)
    for (ELFSymbol &S : Syms)
      if (S.Name.empty())
        S.NameOffset = Syms.front().Name.size();
  setContents(Img.Sections[Idx.Sym], encodeSymbols(Syms, true));
  Img.Sections[Idx.Sym].Link = Idx.Str;
  Img.Symbols = std::move(Syms);
  return Refs;
}

static void setRelocations(ELFSection &S, ArrayRef<ELFRela> Relas,
                           const InnerIndices &Idx, int Target) {
  setContents(S, encodeRelas(Relas));
  S.Link = Idx.Sym;
  S.Info = Target;
}

/// .hsaimage_samplerinit, and the relocations of the data sections: the
/// sampler slots pointed at their initializers, the pointers in data at
/// their targets.
static Error fillDataRelocs(ELFImage &Img, const InnerProgram &P,
                            const InnerContents &C, const InnerIndices &Idx,
                            const InnerSymbolRefs &Refs) {
  std::vector<uint8_t> Init;
  std::array<std::vector<ELFRela>, 3> Relas; // by InnerDataReloc::In
  for (size_t I = 0; I < P.Samplers.size(); ++I) {
    const SamplerInit &S = P.Samplers[I];
    appendLE<uint16_t>(Init, S.Size);
    appendLE<uint16_t>(Init, S.Kind);
    Init.push_back(S.CoordMode);
    Init.push_back(S.Filter);
    Init.push_back(S.Addressing);
    Init.push_back(S.Reserved);
    Relas[2].push_back(
        {C.SamplerSlots[I], Refs.Samplers[I], cl2::R_AMDGPU_INIT_SAMPLER, 0});
  }
  for (const InnerDataReloc &R : P.DataRelocs) {
    int In = R.In == 0 ? Idx.Global : R.In == 2 ? Idx.RO : -1;
    if (In < 0 || R.Section > 2 || Idx.data()[R.Section] < 0 ||
        (R.Bytes != 8 && R.Bytes != 4) ||
        R.Offset + R.Bytes > Img.Sections[In].Size)
      return createStringError("inner ELF: data relocation at 0x%llx of data "
                               "section %u is outside the data or refers to "
                               "an absent data section",
                               (unsigned long long)R.Offset, R.In);
    Relas[R.In].push_back(
        {R.Offset, Refs.Data[R.Section],
         R.Bytes == 4 ? ELF::R_AMDGPU_ABS32_LO : ELF::R_AMDGPU_ABS64,
         R.Addend});
  }
  if (Idx.Samp >= 0)
    setContents(Img.Sections[Idx.Samp], std::move(Init));
  for (auto [In, Rela, Target] : {std::tuple(0, Idx.RelaGlobal, Idx.Global),
                                  std::tuple(2, Idx.RelaRO, Idx.RO)}) {
    if (Rela < 0)
      continue;
    llvm::sort(Relas[In], [](const ELFRela &A, const ELFRela &B) {
      return A.Offset < B.Offset;
    });
    setRelocations(Img.Sections[Rela], Relas[In], Idx, Target);
  }
  return Error::success();
}

static Error fillTextRelocs(ELFImage &Img, const InnerProgram &P,
                            const InnerIndices &Idx,
                            const InnerSymbolRefs &Refs) {
  if (Idx.RelaText < 0)
    return Error::success();
  std::vector<ELFRela> Relas;
  for (const InnerTextReloc &R : P.TextRelocs) {
    if (R.Section > 2 || Idx.data()[R.Section] < 0)
      return createStringError("inner ELF: text relocation at 0x%llx "
                               "refers to an absent data section",
                               (unsigned long long)R.Offset);
    Relas.push_back({R.Offset, Refs.Data[R.Section], R.Type, R.Addend});
  }
  setRelocations(Img.Sections[Idx.RelaText], Relas, Idx, Idx.Text);
  return Error::success();
}

/// Program headers: global data (+bss), read-only data, code. Their file
/// offsets come after layoutELF() (placeProgramHeaders).
static void addProgramHeaders(ELFImage &Img, const InnerProgram &P,
                              const InnerContents &C, const InnerIndices &Idx) {
  const uint32_t RW = ELF::PF_R | ELF::PF_W;
  auto Add = [&](uint32_t Type, uint32_t Flags, int Sec, uint64_t FileSize,
                 uint64_t MemSize, uint64_t Align) {
    ELFProgramHeader H;
    H.Type = Type;
    H.Flags = Flags;
    H.VAddr = Img.Sections[Sec].Addr;
    H.FileSize = FileSize;
    H.MemSize = MemSize;
    H.Align = Align;
    Img.ProgramHeaders.push_back(H);
  };
  if (Idx.Global >= 0 || Idx.Bss >= 0) {
    int First = Idx.Global >= 0 ? Idx.Global : Idx.Bss;
    uint64_t MemSize = Idx.Bss >= 0 ? Img.Sections[Idx.Bss].Addr + P.BssSize -
                                          Img.Sections[First].Addr
                                    : P.Global.size();
    Add(cl2::PT_AMDGPU_HSA_LOAD_GLOBAL_AGENT, RW, First, P.Global.size(),
        MemSize, 8);
  }
  if (Idx.RO >= 0)
    Add(cl2::PT_AMDGPU_HSA_LOAD_READONLY_AGENT, RW, Idx.RO, C.RO.size(),
        C.RO.size(), 8);
  if (Idx.Text >= 0)
    Add(cl2::PT_AMDGPU_HSA_LOAD_CODE_AGENT,
        cl2::isG2(P.Gen) ? ELF::PF_R | ELF::PF_X : RW, Idx.Text, C.Text.size(),
        C.Text.size(), 256);
}

/// Program header offsets follow the sections they cover (a bss-only
/// segment has none).
static void placeProgramHeaders(ELFImage &Img, const InnerIndices &Idx) {
  size_t PH = 0;
  if (Idx.Global >= 0 || Idx.Bss >= 0)
    Img.ProgramHeaders[PH++].Offset =
        Idx.Global >= 0 ? Img.Sections[Idx.Global].Offset : 0;
  if (Idx.RO >= 0)
    Img.ProgramHeaders[PH++].Offset = Img.Sections[Idx.RO].Offset;
  if (Idx.Text >= 0)
    Img.ProgramHeaders[PH++].Offset = Img.Sections[Idx.Text].Offset;
}

Expected<ELFImage> buildInnerELF(const InnerProgram &P) {
  Expected<InnerContents> C = layoutContents(P);
  if (!C)
    return C.takeError();
  ELFImage Img = newInnerELF();
  const InnerIndices Idx = addInnerSections(Img, P, *C);
  assignAddresses(Img, Idx);
  const InnerSymbolRefs Refs = addInnerSymbols(Img, P, *C, Idx);
  if (Error E = fillDataRelocs(Img, P, *C, Idx, Refs))
    return std::move(E);
  if (Error E = fillTextRelocs(Img, P, Idx, Refs))
    return std::move(E);
  addProgramHeaders(Img, P, *C, Idx);
  layoutELF(Img);
  placeProgramHeaders(Img, Idx);
  return Img;
}

} // namespace amdcl2
