//===- WriterObject.cpp - Reading LLVM's code object for the writer -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Extracts what an AMDCL2 binary needs from LLVM's relocatable AMDGPU code
/// object (v4): each kernel's code, program-scope data, and the code's
/// PC-relative data references, which are turned into the absolute
/// s_mov_b32 literals the AMDCL2 loader relocates (spec section 9.9). The
/// kernel descriptors and the metadata note are read once, by the CodeGen
/// verifier, into KernelInfo.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterParts.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::object;

namespace amdcl2 {

namespace {
// GCN encodings (gfx7/gfx8/gfx9 agree on these).
constexpr uint32_t SAddU32 = 0x80000000;  // s_add_u32
constexpr uint32_t SAddcU32 = 0x82000000; // s_addc_u32
constexpr uint32_t SGetPCB64Mask = 0xFF80FF00, SGetPCB64Ops[] = {
    0xBE801F00, // gfx7 s_getpc_b64 (op 31)
    0xBE801C00, // gfx8/gfx9 s_getpc_b64 (op 28)
};
// s_mov_b32 sD, literal: SOP1 op 3 on gfx7, 0 on gfx8/gfx9.
constexpr uint32_t SMovB32LitGfx7 = 0xBE8003FF, SMovB32LitGfx8 = 0xBE8000FF;

uint32_t read32(ArrayRef<uint8_t> B, uint64_t Off) {
  return support::endian::read32le(B.data() + Off);
}
void write32(std::vector<uint8_t> &B, uint64_t Off, uint32_t V) {
  support::endian::write32le(B.data() + Off, V);
}
bool isGetPC(uint32_t I) {
  for (uint32_t Op : SGetPCB64Ops)
    if ((I & SGetPCB64Mask) == Op)
      return true;
  return false;
}
} // namespace

Expected<ObjectContents> readLLVMObject(ArrayRef<char> Object) {
  auto ObjOrErr = ELF64LEObjectFile::create(
      MemoryBufferRef(StringRef(Object.data(), Object.size()), "object"));
  if (!ObjOrErr)
    return ObjOrErr.takeError();
  const ELF64LEObjectFile &Obj = *ObjOrErr;
  if (Obj.getArch() != Triple::amdgcn)
    return createStringError("LLVM object: not an AMDGPU object");
  ObjectContents Out;

  // Section contents by index, and the program-scope data sections.
  enum DataKind { None = -1, Global = 0, Bss = 1, Readonly = 2 };
  struct SecInfo {
    DataKind Kind = None;
    uint64_t Base = 0; ///< offset inside the AMDCL2 data section
    StringRef Name;
    ArrayRef<uint8_t> Bytes;
  };
  std::vector<SecInfo> Secs;
  uint64_t TextIndex = ~0ull;
  std::vector<uint8_t> ROBytes;
  for (const SectionRef &S : Obj.sections()) {
    if (Secs.size() <= S.getIndex())
      Secs.resize(S.getIndex() + 1);
    SecInfo &I = Secs[S.getIndex()];
    Expected<StringRef> Name = S.getName();
    if (!Name)
      return Name.takeError();
    I.Name = *Name;
    if (!S.isBSS()) {
      Expected<StringRef> C = S.getContents();
      if (!C)
        return C.takeError();
      I.Bytes = arrayRefFromStringRef(*C);
    }
    if (*Name == ".text")
      TextIndex = S.getIndex();
  }
  if (TextIndex == ~0ull)
    return createStringError("LLVM object: no .text section");

  // Kernels: symbol K in .text with a descriptor K.kd.
  StringMap<std::pair<uint64_t, uint64_t>> Descriptors; // section, offset
  for (const SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name)
      return Name.takeError();
    if (!Name->ends_with(".kd"))
      continue;
    Expected<section_iterator> Sec = Sym.getSection();
    Expected<uint64_t> Val = Sym.getValue();
    if (!Sec || !Val)
      return createStringError("LLVM object: bad descriptor symbol %s",
                               Name->str().c_str());
    if (*Sec == Obj.section_end())
      continue;
    Descriptors[Name->drop_back(3)] = {(*Sec)->getIndex(), *Val};
  }
  StringMap<size_t> KernelOfName;
  std::vector<std::pair<uint64_t, uint64_t>> KernelRanges; // in .text
  for (const ELFSymbolRef Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name)
      return Name.takeError();
    auto D = Descriptors.find(*Name);
    if (D == Descriptors.end())
      continue;
    Expected<section_iterator> Sec = Sym.getSection();
    if (!Sec || *Sec == Obj.section_end() || (*Sec)->getIndex() != TextIndex)
      continue;
    uint64_t Val = cantFail(Sym.getValue()), Size = Sym.getSize();
    ArrayRef<uint8_t> Text = Secs[TextIndex].Bytes;
    // The descriptor's bytes are only blanked out of read-only data below.
    ArrayRef<uint8_t> KDSec = Secs[D->second.first].Bytes;
    if (Val + Size > Text.size() || D->second.second + 64 > KDSec.size())
      return createStringError("LLVM object: kernel %s lies outside its "
                               "section",
                               Name->str().c_str());
    ObjectKernel K;
    K.Name = Name->str();
    K.Code.assign(Text.begin() + Val, Text.begin() + Val + Size);
    KernelOfName[K.Name] = Out.Kernels.size();
    KernelRanges.push_back({Val, Size});
    Out.Kernels.push_back(std::move(K));
  }

  // Program-scope data: .data*, .bss*, .rodata* (without descriptors).
  auto Place = [&](SecInfo &I, DataKind K, uint64_t Align,
                   std::vector<uint8_t> *Bytes, uint64_t &Size) {
    I.Kind = K;
    I.Base = alignTo(Size, std::max<uint64_t>(Align, 1));
    Size = I.Base + (K == Bss ? 0 : I.Bytes.size());
    if (Bytes) {
      Bytes->resize(I.Base, 0);
      Bytes->insert(Bytes->end(), I.Bytes.begin(), I.Bytes.end());
    }
  };
  uint64_t GSize = 0, BSize = 0, RSize = 0;
  for (const SectionRef &S : Obj.sections()) {
    SecInfo &I = Secs[S.getIndex()];
    auto Hdr = Obj.getSection(S.getRawDataRefImpl());
    if (!(Hdr->sh_flags & ELF::SHF_ALLOC) || S.getIndex() == TextIndex ||
        Hdr->sh_type == ELF::SHT_NOTE)
      continue;
    if (I.Name.starts_with(".bss")) {
      Place(I, Bss, S.getAlignment().value(), nullptr, BSize);
      BSize = I.Base + S.getSize();
      Out.Data.BssAlign = std::max<uint64_t>(Out.Data.BssAlign,
                                             S.getAlignment().value());
    } else if (I.Name.starts_with(".data")) {
      Place(I, Global, S.getAlignment().value(), &Out.Data.Global, GSize);
    } else if (I.Name.starts_with(".rodata")) {
      Place(I, Readonly, S.getAlignment().value(), &ROBytes, RSize);
    } else if (I.Name != ".AMDGPU.csdata" && !I.Name.starts_with(".AMDGPU")) {
      return createStringError("LLVM object: program-scope section %s is "
                               "not supported in AMDCL2 binaries",
                               I.Name.str().c_str());
    }
  }
  Out.Data.BssSize = BSize;

  // Data relocations (pointers inside data) cannot be expressed.
  bool ROReferenced = false;
  for (const SectionRef &S : Obj.sections()) {
    Expected<section_iterator> Target = S.getRelocatedSection();
    if (!Target || *Target == Obj.section_end())
      continue;
    uint64_t TI = (*Target)->getIndex();
    bool IsText = TI == TextIndex;
    for (const RelocationRef &R : S.relocations()) {
      uint64_t Type = R.getType();
      ELFRelocationRef ER(R);
      int64_t Addend = cantFail(ER.getAddend());
      if (!IsText) {
        // The only relocation outside code LLVM makes for kernels is the
        // descriptor's code entry, which AMDCL2 replaces by a fixed 256.
        bool InKD = false;
        for (const auto &D : Descriptors)
          if (D.second.first == TI && R.getOffset() >= D.second.second &&
              R.getOffset() < D.second.second + 64)
            InKD = true;
        if (InKD)
          continue;
        return createStringError("LLVM object: relocation in data section "
                                 "%s (a pointer in initialized data) is not "
                                 "supported in AMDCL2 binaries",
                                 Secs[TI].Name.str().c_str());
      }
      symbol_iterator Sym = R.getSymbol();
      if (Sym == Obj.symbol_end())
        return createStringError("LLVM object: code relocation without a "
                                 "symbol");
      Expected<StringRef> SymName = Sym->getName();
      Expected<section_iterator> SymSec = Sym->getSection();
      if (!SymName || !SymSec)
        return createStringError("LLVM object: bad relocation symbol");
      if (*SymSec == Obj.section_end())
        return createStringError("code refers to the undefined symbol '%s'; "
                                 "AMDCL2 binaries cannot link against "
                                 "external functions or data",
                                 SymName->str().c_str());
      SecInfo &TS = Secs[(*SymSec)->getIndex()];
      if (TS.Kind == None)
        return createStringError("code refers to '%s' in section %s, which "
                                 "AMDCL2 binaries cannot relocate",
                                 SymName->str().c_str(), TS.Name.str().c_str());
      bool Lo = Type == ELF::R_AMDGPU_REL32_LO, Hi = Type == ELF::R_AMDGPU_REL32_HI;
      bool AbsLo = Type == ELF::R_AMDGPU_ABS32_LO,
           AbsHi = Type == ELF::R_AMDGPU_ABS32_HI;
      if (!Lo && !Hi && !AbsLo && !AbsHi) {
        SmallString<32> TypeName;
        R.getTypeName(TypeName);
        return createStringError("code relocation %s to '%s' is not supported "
                                 "in AMDCL2 binaries (only absolute or "
                                 "PC-relative 32-bit halves of data "
                                 "addresses)",
                                 TypeName.c_str(), SymName->str().c_str());
      }
      // Find the kernel whose code holds the literal.
      uint64_t Off = R.getOffset();
      size_t KI = 0;
      for (; KI < KernelRanges.size(); ++KI)
        if (Off >= KernelRanges[KI].first &&
            Off + 4 <= KernelRanges[KI].first + KernelRanges[KI].second)
          break;
      if (KI == KernelRanges.size())
        return createStringError("code relocation at .text+0x%llx is outside "
                                 "every kernel (a call to a non-inlined "
                                 "function?)",
                                 (unsigned long long)Off);
      uint64_t KOff = Off - KernelRanges[KI].first;
      std::vector<uint8_t> &Code = Out.Kernels[KI].Code;
      int64_t Target = int64_t(TS.Base) + int64_t(cantFail(Sym->getValue())) +
                       Addend;
      if (Lo || Hi) {
        // s_getpc_b64 sD; s_add_u32 sD, sD, lit; s_addc_u32 sD+1, sD+1, lit
        // becomes s_mov_b32 of absolute literals the loader fills in.
        uint64_t GetPC = KOff - (Lo ? 8 : 16);
        if (KOff < (Lo ? 8u : 16u) || !isGetPC(read32(Code, GetPC)))
          return createStringError("kernel '%s': PC-relative data reference "
                                   "at +0x%llx does not follow s_getpc_b64",
                                   Out.Kernels[KI].Name.c_str(),
                                   (unsigned long long)KOff);
        uint32_t Inst = read32(Code, KOff - 4);
        unsigned D = (read32(Code, GetPC) >> 16) & 0x7F;
        uint32_t Want = (Lo ? SAddU32 : SAddcU32) | ((D + Hi) << 16) |
                        ((D + Hi) << 0) | (0xFFu << 8);
        if ((Inst & 0xFFFFFFFF) != Want)
          return createStringError("kernel '%s': unexpected instruction 0x%08x "
                                   "before the data address literal at "
                                   "+0x%llx",
                                   Out.Kernels[KI].Name.c_str(), Inst,
                                   (unsigned long long)KOff);
        // The s_getpc_b64 stays; its result is overwritten.
        bool Gfx7 = (read32(Code, GetPC) & SGetPCB64Mask) == SGetPCB64Ops[0];
        write32(Code, KOff - 4,
                (Gfx7 ? SMovB32LitGfx7 : SMovB32LitGfx8) | ((D + Hi) << 16));
        Target -= Lo ? 4 : 12;
      }
      write32(Code, KOff, 0x55555555); // the loader patches it
      if (TS.Kind == Readonly)
        ROReferenced = true;
      Out.Data.Relocs.push_back({Out.Kernels[KI].Name, KOff,
                                 (Lo || AbsLo) ? cl2::R_AMDGPU_32_LOW
                                               : cl2::R_AMDGPU_32_HIGH,
                                 unsigned(TS.Kind), Target});
    }
  }
  // Read-only data exists only if the code refers to it; the kernel
  // descriptors are not data.
  if (ROReferenced) {
    for (const auto &D : Descriptors)
      if (Secs[D.second.first].Kind == Readonly)
        std::fill_n(ROBytes.begin() + Secs[D.second.first].Base +
                        D.second.second,
                    64, 0);
    Out.Data.Readonly = std::move(ROBytes);
  }
  return Out;
}

} // namespace amdcl2
