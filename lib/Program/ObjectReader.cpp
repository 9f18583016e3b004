//===- ObjectReader.cpp - One read of LLVM's AMDGPU code object -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads kernels (descriptor `K.kd`, code `K`, the register counts of the
/// metadata note), the functions they call, program-scope data and the
/// code's references to it from LLVM's relocatable object. PC-relative data
/// references become the absolute s_mov_b32 literals the AMDCL2 loader
/// relocates. A kernel's code is its own followed by that of every function
/// it calls (AMD's runtime loads each kernel's code on its own), the calls'
/// PC-relative offsets resolved within it.
///
//===----------------------------------------------------------------------===//

#include "ObjectReader.h"
#include "amdcl2/ABI/Samplers.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include <map>
#include <optional>

using namespace llvm;
using namespace llvm::object;

namespace amdcl2 {

namespace {
// GCN encodings (gfx7/gfx8/gfx9 agree on these).
constexpr uint32_t SAddU32 = 0x80000000;  // s_add_u32
constexpr uint32_t SAddcU32 = 0x82000000; // s_addc_u32
constexpr uint32_t SGetPCB64Mask = 0xFF80FF00,
                   SGetPCB64Ops[] = {
                       0xBE801F00, // gfx7 s_getpc_b64 (op 31)
                       0xBE801C00, // gfx8/gfx9 s_getpc_b64 (op 28)
};
// s_mov_b32 sD, literal: SOP1 op 3 on gfx7, 0 on gfx8/gfx9.
constexpr uint32_t SMovB32LitGfx7 = 0xBE8003FF, SMovB32LitGfx8 = 0xBE8000FF;
// What the literal holds until the loader patches it.
constexpr uint32_t LiteralPlaceholder = 0x55555555;

uint32_t read32(ArrayRef<uint8_t> B, uint64_t Off) {
  return support::endian::read32le(B.data() + Off);
}
void write32(std::vector<uint8_t> &B, uint64_t Off, uint32_t V) {
  support::endian::write32le(B.data() + Off, V);
}
bool isGetPC(uint32_t I) {
  return llvm::any_of(SGetPCB64Ops,
                      [&](uint32_t Op) { return (I & SGetPCB64Mask) == Op; });
}

Error objError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

enum DataKind { None = -1, Global = 0, Bss = 1, Readonly = 2 };

struct SecInfo {
  DataKind Kind = None;
  uint64_t Base = 0; ///< offset inside the AMDCL2 data section
  StringRef Name;
  ArrayRef<uint8_t> Bytes;
  /// Kernel descriptors LLVM put in this section, left out of the data:
  /// (offset, size), sorted.
  std::vector<std::pair<uint64_t, uint64_t>> Dropped;

  /// Where byte \p Off of this section lands in its AMDCL2 data section.
  uint64_t dataOffset(uint64_t Off) const {
    uint64_t Before = 0;
    for (auto [DOff, DSize] : Dropped)
      if (DOff < Off)
        Before += std::min(DSize, Off - DOff);
    return Base + Off - Before;
  }
};

/// Where a kernel descriptor lives: section index and offset.
struct DescriptorPlace {
  uint64_t Section = 0, Offset = 0;
};

/// A kernel's or a called function's code, as read and rewritten.
struct CodeFunction {
  std::string Name;
  uint64_t Section = 0, Value = 0;
  std::vector<uint8_t> Bytes;
  int Kernel = -1; ///< index in the kernels, if one
  /// A call's PC-relative offset: the literal at Offset holds half of the
  /// callee's address + Addend - the literal's own.
  struct Call {
    uint64_t Offset;
    size_t Callee;
    bool Lo;
    int64_t Addend;
  };
  std::vector<Call> Calls;
  /// Data references, Offset in this function (Kernel is set per kernel).
  std::vector<DataReference> Refs;

  bool holds(uint64_t Sec, uint64_t Off) const {
    return Sec == Section && Off >= Value && Off + 4 <= Value + Bytes.size();
  }
};

class ObjectReader {
public:
  explicit ObjectReader(const ELF64LEObjectFile &Obj) : Obj(Obj) {}
  Expected<ObjectContents> read();

private:
  Error readSections();
  Error readKernels();
  Error readCall(const RelocationRef &R, CodeFunction &F, uint64_t FOff,
                 size_t Callee);
  Error linkKernels();
  Error readRegisterCounts();
  Error readNumberedSGPRs();
  Error placeData();
  void placeSection(SecInfo &I, DataKind K, uint64_t Align,
                    std::vector<uint8_t> *Bytes, uint64_t &Size);
  void readSamplerSlots();
  Error readRelocations();
  Error readCodeReference(const RelocationRef &R, CodeFunction &F);
  Error readDataPointer(const llvm::object::RelocationRef &R,
                        const SecInfo &Where);
  Error rewritePCRelative(CodeFunction &F, uint64_t FOff, bool Lo,
                          int64_t &InSection);
  bool inDescriptor(uint64_t Section, uint64_t Offset) const;
  bool isCode(uint64_t Section) const {
    return Section < IsCode.size() && IsCode[Section];
  }

  const ELF64LEObjectFile &Obj;
  std::vector<SecInfo> Secs;
  std::vector<bool> IsCode; ///< .text, and .text.* with function sections
  std::vector<uint8_t> ROBytes;
  StringMap<DescriptorPlace> Descriptors;
  std::vector<CodeFunction> Funcs; ///< kernels and the functions they call
  bool ROReferenced = false;
  ObjectContents Out;
};

Error ObjectReader::readSections() {
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
    IsCode.resize(Secs.size());
    IsCode[S.getIndex()] = *Name == ".text" || Name->starts_with(".text.");
  }
  if (!llvm::is_contained(IsCode, true))
    return objError("LLVM object: no .text section");
  return Error::success();
}

/// Kernels: symbol K in code with a descriptor K.kd; the other functions
/// there are what they call.
Error ObjectReader::readKernels() {
  for (const SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name)
      return Name.takeError();
    if (!Name->ends_with(".kd"))
      continue;
    Expected<section_iterator> Sec = Sym.getSection();
    Expected<uint64_t> Val = Sym.getValue();
    if (!Sec || !Val)
      return objError("LLVM object: bad descriptor symbol " + *Name);
    if (*Sec != Obj.section_end())
      Descriptors[Name->drop_back(3)] = {(*Sec)->getIndex(), *Val};
  }
  for (const ELFSymbolRef Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name)
      return Name.takeError();
    auto D = Descriptors.find(*Name);
    Expected<section_iterator> Sec = Sym.getSection();
    bool Kernel = D != Descriptors.end();
    if (!Sec || *Sec == Obj.section_end() || !isCode((*Sec)->getIndex()) ||
        (!Kernel && Sym.getELFType() != ELF::STT_FUNC)) {
      consumeError(Sec.takeError());
      continue;
    }
    uint64_t Val = cantFail(Sym.getValue()), Size = Sym.getSize();
    ArrayRef<uint8_t> Text = Secs[(*Sec)->getIndex()].Bytes;
    if (Val + Size > Text.size())
      return objError("LLVM object: function " + *Name +
                      " lies outside its section");
    CodeFunction F;
    F.Name = Name->str();
    F.Section = (*Sec)->getIndex();
    F.Value = Val;
    F.Bytes.assign(Text.begin() + Val, Text.begin() + Val + Size);
    if (Kernel) {
      ArrayRef<uint8_t> KDSec = Secs[D->second.Section].Bytes;
      if (D->second.Offset + sizeof(amdhsa::kernel_descriptor_t) > KDSec.size())
        return objError("LLVM object: the descriptor of kernel " + *Name +
                        " lies outside its section");
      ObjectKernel K;
      K.Name = Name->str();
      memcpy(&K.Descriptor, KDSec.data() + D->second.Offset,
             sizeof(K.Descriptor));
      F.Kernel = Out.Kernels.size();
      Out.Kernels.push_back(std::move(K));
    }
    Funcs.push_back(std::move(F));
  }
  return Error::success();
}

/// Register counts per kernel from the NT_AMDGPU_METADATA note.
Error ObjectReader::readRegisterCounts() {
  std::map<std::string, std::pair<unsigned, unsigned>> Counts;
  const ELF64LEFile &ELF = Obj.getELFFile();
  auto Sections = ELF.sections();
  if (!Sections)
    return Sections.takeError();
  for (const auto &Sec : *Sections) {
    if (Sec.sh_type != ELF::SHT_NOTE)
      continue;
    Error Err = Error::success();
    for (const auto &Note : ELF.notes(Sec, Err)) {
      if (Note.getName() != "AMDGPU" ||
          Note.getType() != ELF::NT_AMDGPU_METADATA)
        continue;
      msgpack::Document Doc;
      if (!Doc.readFromBlob(toStringRef(Note.getDesc(Sec.sh_addralign)), false))
        return objError("internal error: unreadable AMDGPU metadata note");
      msgpack::DocNode &Ks = Doc.getRoot().getMap(true)["amdhsa.kernels"];
      if (!Ks.isArray())
        continue;
      for (msgpack::DocNode &K : Ks.getArray()) {
        if (!K.isMap())
          continue;
        msgpack::MapDocNode M = K.getMap();
        auto Num = [&](StringRef Key) -> unsigned {
          msgpack::DocNode &N = M[Key];
          return N.getKind() == msgpack::Type::UInt  ? N.getUInt()
                 : N.getKind() == msgpack::Type::Int ? N.getInt()
                                                     : 0;
        };
        msgpack::DocNode &Name = M[".name"];
        if (Name.getKind() == msgpack::Type::String)
          Counts[Name.getString().str()] = {Num(".sgpr_count"),
                                            Num(".vgpr_count")};
      }
    }
    if (Err)
      return Err;
  }
  for (ObjectKernel &K : Out.Kernels) {
    auto C = Counts.find(K.Name);
    if (C != Counts.end())
      std::tie(K.SGPRs, K.VGPRs) = C->second;
  }
  return Error::success();
}

/// LLVM's resource-usage symbols: `<kernel>.numbered_sgpr` (absolute) tells
/// the SGPRs the code names apart from VCC and the other extra ones, which
/// the metadata note's count adds only when the code uses them.
Error ObjectReader::readNumberedSGPRs() {
  for (const ELFSymbolRef Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    if (!Name)
      return Name.takeError();
    if (!Name->consume_back(".numbered_sgpr"))
      continue;
    for (ObjectKernel &K : Out.Kernels)
      if (K.Name == *Name)
        K.NumberedSGPRs = static_cast<int>(cantFail(Sym.getValue()));
  }
  return Error::success();
}

/// Appends section \p I to the AMDCL2 data section of kind \p K (of \p Size
/// bytes so far, contents \p Bytes unless bss), without the kernel
/// descriptors it holds: those are not data in an AMDCL2 binary.
void ObjectReader::placeSection(SecInfo &I, DataKind K, uint64_t Align,
                                std::vector<uint8_t> *Bytes, uint64_t &Size) {
  I.Kind = K;
  I.Base = alignTo(Size, std::max<uint64_t>(Align, 1));
  for (const auto &D : Descriptors)
    if (&Secs[D.second.Section] == &I)
      I.Dropped.push_back(
          {D.second.Offset, sizeof(amdhsa::kernel_descriptor_t)});
  llvm::sort(I.Dropped);
  uint64_t Kept = I.dataOffset(I.Bytes.size()) - I.Base;
  Size = I.Base + (K == Bss ? 0 : Kept);
  if (!Bytes)
    return;
  Bytes->resize(I.Base, 0);
  uint64_t From = 0;
  for (auto [DOff, DSize] : I.Dropped) {
    Bytes->insert(Bytes->end(), I.Bytes.begin() + From, I.Bytes.begin() + DOff);
    From = DOff + DSize;
  }
  Bytes->insert(Bytes->end(), I.Bytes.begin() + From, I.Bytes.end());
}

/// Program-scope data: .data*, .bss*, .rodata*; the sampler slots last.
Error ObjectReader::placeData() {
  uint64_t GSize = 0, BSize = 0, RSize = 0;
  std::optional<SectionRef> Slots;
  for (const SectionRef &S : Obj.sections()) {
    SecInfo &I = Secs[S.getIndex()];
    auto Hdr = Obj.getSection(S.getRawDataRefImpl());
    if (!(Hdr->sh_flags & ELF::SHF_ALLOC) || isCode(S.getIndex()) ||
        Hdr->sh_type == ELF::SHT_NOTE)
      continue;
    uint64_t Align = S.getAlignment().value();
    if (I.Name == SamplerSlotSection) {
      Slots = S;
    } else if (I.Name.starts_with(".bss")) {
      placeSection(I, Bss, Align, nullptr, BSize);
      BSize = I.Base + S.getSize();
      Out.Data.BssAlign = std::max<uint64_t>(Out.Data.BssAlign, Align);
    } else if (I.Name.starts_with(".data")) {
      // With .data.rel.ro, the constants that hold addresses: CLRX takes
      // every relocation of the read-only data for a sampler's, and the
      // global data is as readable.
      placeSection(I, Global, Align, &Out.Data.Global, GSize);
    } else if (I.Name.starts_with(".rodata")) {
      placeSection(I, Readonly, Align, &ROBytes, RSize);
    } else if (!I.Name.starts_with(".AMDGPU")) {
      return objError("LLVM object: program-scope section " + I.Name +
                      " is not supported in AMDCL2 binaries");
    }
  }
  if (Slots)
    placeSection(Secs[Slots->getIndex()], Readonly,
                 Slots->getAlignment().value(), &ROBytes, RSize);
  Out.Data.BssSize = BSize;
  return Error::success();
}

/// The samplers: one slot symbol per literal (amdcl2/ABI/Samplers.h).
void ObjectReader::readSamplerSlots() {
  for (const SymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> Name = Sym.getName();
    Expected<section_iterator> Sec = Sym.getSection();
    if (!Name || !Sec || *Sec == Obj.section_end()) {
      consumeError(Name.takeError());
      consumeError(Sec.takeError());
      continue;
    }
    const SecInfo &I = Secs[(*Sec)->getIndex()];
    if (std::optional<uint32_t> Literal = parseSamplerSlotName(*Name);
        Literal && I.Name == SamplerSlotSection)
      Out.Data.Samplers.push_back(
          {*Literal, I.dataOffset(cantFail(Sym.getValue()))});
  }
  llvm::sort(Out.Data.Samplers,
             [](const auto &A, const auto &B) { return A.Slot < B.Slot; });
}

bool ObjectReader::inDescriptor(uint64_t Section, uint64_t Offset) const {
  return llvm::any_of(Descriptors, [&](const auto &D) {
    return D.second.Section == Section && Offset >= D.second.Offset &&
           Offset < D.second.Offset + sizeof(amdhsa::kernel_descriptor_t);
  });
}

/// A pointer in initialized data to other data: the loader writes the
/// address (code object v1 type 3, 64 bits), or its low half (type 1, a
/// 32-bit program's 4-byte pointer).
Error ObjectReader::readDataPointer(const RelocationRef &R,
                                    const SecInfo &Where) {
  symbol_iterator Sym = R.getSymbol();
  Expected<StringRef> Name =
      Sym == Obj.symbol_end() ? StringRef() : Sym->getName();
  Expected<section_iterator> SymSec =
      Sym == Obj.symbol_end() ? Obj.section_end() : Sym->getSection();
  if (!Name || !SymSec) {
    consumeError(Name.takeError());
    consumeError(SymSec.takeError());
    return objError("LLVM object: bad relocation symbol in " + Where.Name);
  }
  if (*SymSec == Obj.section_end())
    return objError("program-scope data in " + Where.Name +
                    " holds the address of the undefined symbol '" + *Name +
                    "'");
  const SecInfo &To = Secs[(*SymSec)->getIndex()];
  if (To.Kind == None || isCode((*SymSec)->getIndex()))
    return objError("program-scope data holds the address of '" + *Name +
                    "' in section " + To.Name +
                    ", which AMDCL2 binaries cannot relocate");
  unsigned Bytes = R.getType() == ELF::R_AMDGPU_ABS64   ? 8
                   : R.getType() == ELF::R_AMDGPU_ABS32 ? 4
                                                        : 0;
  if (!Bytes || Where.Kind == None || Where.Kind == Bss) {
    SmallString<32> TypeName;
    R.getTypeName(TypeName);
    return objError("LLVM object: relocation " + TypeName + " in " +
                    Where.Name +
                    " is not supported in AMDCL2 binaries "
                    "(only 64- or 32-bit addresses in initialized data)");
  }
  int64_t InSection = int64_t(cantFail(Sym->getValue())) +
                      cantFail(ELFRelocationRef(R).getAddend());
  DataPointer P;
  P.Where = DataReference::Section(Where.Kind);
  P.Offset = Where.dataOffset(R.getOffset());
  P.Target = DataReference::Section(To.Kind);
  P.Bytes = Bytes;
  P.Addend = InSection < 0 ? int64_t(To.Base) + InSection
                           : int64_t(To.dataOffset(InSection));
  Out.Data.Pointers.push_back(P);
  return Error::success();
}

Error ObjectReader::readRelocations() {
  for (const SectionRef &S : Obj.sections()) {
    Expected<section_iterator> Target = S.getRelocatedSection();
    if (!Target || *Target == Obj.section_end()) {
      consumeError(Target.takeError());
      continue;
    }
    uint64_t TI = (*Target)->getIndex();
    for (const RelocationRef &R : S.relocations()) {
      if (isCode(TI)) {
        auto F = llvm::find_if(Funcs, [&](const CodeFunction &F) {
          return F.holds(TI, R.getOffset());
        });
        if (F == Funcs.end())
          return objError("code relocation at " + Secs[TI].Name + "+0x" +
                          utohexstr(R.getOffset(), true) +
                          " is outside every function");
        if (Error E = readCodeReference(R, *F))
          return E;
        continue;
      }
      // A descriptor's code entry: AMDCL2 replaces it by a fixed 256.
      if (inDescriptor(TI, R.getOffset()))
        continue;
      if (Error E = readDataPointer(R, Secs[TI]))
        return E;
    }
  }
  // Read-only data exists only if something refers to it.
  ROReferenced |= llvm::any_of(Out.Data.Pointers, [](const DataPointer &P) {
    return P.Where == DataReference::Global &&
           P.Target == DataReference::Readonly;
  });
  if (ROReferenced) {
    Out.Data.Readonly = std::move(ROBytes);
    readSamplerSlots();
  } else {
    llvm::erase_if(Out.Data.Pointers, [](const DataPointer &P) {
      return P.Where == DataReference::Readonly;
    });
  }
  llvm::sort(Out.Data.Pointers, [](const DataPointer &A, const DataPointer &B) {
    return std::tie(A.Where, A.Offset) < std::tie(B.Where, B.Offset);
  });
  return Error::success();
}

/// s_getpc_b64 sD; s_add_u32 sD, sD, lit; s_addc_u32 sD+1, sD+1, lit becomes
/// s_mov_b32 of absolute literals the loader fills in; the s_getpc_b64 stays
/// and its result is overwritten.
Error ObjectReader::rewritePCRelative(CodeFunction &F, uint64_t KOff, bool Lo,
                                      int64_t &InSection) {
  const bool Hi = !Lo;
  std::vector<uint8_t> &Code = F.Bytes;
  uint64_t GetPC = KOff - (Lo ? 8 : 16);
  if (KOff < (Lo ? 8u : 16u) || !isGetPC(read32(Code, GetPC)))
    return objError("function '" + F.Name +
                    "': PC-relative data reference at "
                    "+0x" +
                    utohexstr(KOff, true) + " does not follow s_getpc_b64");
  uint32_t Inst = read32(Code, KOff - 4);
  unsigned D = (read32(Code, GetPC) >> 16) & 0x7F;
  uint32_t Want = (Lo ? SAddU32 : SAddcU32) | ((D + Hi) << 16) |
                  ((D + Hi) << 0) | (0xFFu << 8);
  if (Inst != Want)
    return objError("function '" + F.Name + "': unexpected instruction 0x" +
                    utohexstr(Inst, true, 8) +
                    " before the data address literal at +0x" +
                    utohexstr(KOff, true));
  bool Gfx7 = (read32(Code, GetPC) & SGetPCB64Mask) == SGetPCB64Ops[0];
  write32(Code, KOff - 4,
          (Gfx7 ? SMovB32LitGfx7 : SMovB32LitGfx8) | ((D + Hi) << 16));
  InSection -= Lo ? 4 : 12;
  return Error::success();
}

/// A call from \p F to function \p Callee: s_getpc_b64 then s_add_u32 and
/// s_addc_u32 of the halves of the callee's offset, resolved per kernel.
Error ObjectReader::readCall(const RelocationRef &R, CodeFunction &F,
                             uint64_t FOff, size_t Callee) {
  uint64_t Type = R.getType();
  if (Type != ELF::R_AMDGPU_REL32_LO && Type != ELF::R_AMDGPU_REL32_HI) {
    SmallString<32> TypeName;
    R.getTypeName(TypeName);
    return objError("function '" + F.Name + "' refers to function '" +
                    Funcs[Callee].Name + "' by a " + TypeName +
                    " relocation; AMDCL2 code calls only PC-relative");
  }
  F.Calls.push_back({FOff, Callee, Type == ELF::R_AMDGPU_REL32_LO,
                     cantFail(ELFRelocationRef(R).getAddend())});
  return Error::success();
}

Error ObjectReader::readCodeReference(const RelocationRef &R, CodeFunction &F) {
  symbol_iterator Sym = R.getSymbol();
  if (Sym == Obj.symbol_end())
    return objError("LLVM object: code relocation without a symbol");
  Expected<StringRef> SymName = Sym->getName();
  Expected<section_iterator> SymSec = Sym->getSection();
  if (!SymName || !SymSec) {
    consumeError(SymName.takeError());
    consumeError(SymSec.takeError());
    return objError("LLVM object: bad relocation symbol");
  }
  if (*SymSec == Obj.section_end())
    return objError("code refers to the undefined symbol '" + *SymName +
                    "'; AMDCL2 binaries cannot link against external "
                    "functions or data");
  uint64_t SymOff = cantFail(Sym->getValue());
  uint64_t FOff = R.getOffset() - F.Value;
  if (isCode((*SymSec)->getIndex())) {
    auto Callee = llvm::find_if(Funcs, [&](const CodeFunction &G) {
      return G.Section == (*SymSec)->getIndex() && G.Value == SymOff &&
             G.Kernel < 0;
    });
    if (Callee == Funcs.end())
      return objError("code refers to '" + *SymName +
                      "', which is no function a kernel can call");
    return readCall(R, F, FOff, Callee - Funcs.begin());
  }
  SecInfo &TS = Secs[(*SymSec)->getIndex()];
  if (TS.Kind == None)
    return objError("code refers to '" + *SymName + "' in section " + TS.Name +
                    ", which AMDCL2 binaries cannot relocate");
  uint64_t Type = R.getType();
  bool Lo = Type == ELF::R_AMDGPU_REL32_LO, Hi = Type == ELF::R_AMDGPU_REL32_HI;
  bool AbsLo = Type == ELF::R_AMDGPU_ABS32_LO,
       AbsHi = Type == ELF::R_AMDGPU_ABS32_HI;
  if (!Lo && !Hi && !AbsLo && !AbsHi) {
    SmallString<32> TypeName;
    R.getTypeName(TypeName);
    return objError("code relocation " + TypeName + " to '" + *SymName +
                    "' is not supported in AMDCL2 binaries (only absolute or "
                    "PC-relative 32-bit halves of data addresses)");
  }
  // The byte of the symbol's section the code means.
  int64_t InSection =
      int64_t(SymOff) + cantFail(ELFRelocationRef(R).getAddend());
  if (Lo || Hi)
    if (Error E = rewritePCRelative(F, FOff, Lo, InSection))
      return E;
  int64_t Target = InSection < 0 ? int64_t(TS.Base) + InSection
                                 : int64_t(TS.dataOffset(InSection));
  write32(F.Bytes, FOff, LiteralPlaceholder);
  ROReferenced |= TS.Kind == Readonly;
  DataReference Ref;
  Ref.Part = Lo || AbsLo ? DataReference::Low : DataReference::High;
  Ref.Target = DataReference::Section(TS.Kind);
  Ref.Offset = FOff;
  Ref.Addend = Target;
  F.Refs.push_back(Ref);
  return Error::success();
}

/// Each kernel's code: its own, then every function it calls (each once,
/// 4-byte aligned as LLVM places them), with the calls' offsets resolved
/// and the data references placed.
Error ObjectReader::linkKernels() {
  for (size_t FI = 0; FI != Funcs.size(); ++FI) {
    const CodeFunction &KF = Funcs[FI];
    if (KF.Kernel < 0)
      continue;
    ObjectKernel &K = Out.Kernels[KF.Kernel];
    std::vector<size_t> Placed = {FI};
    DenseMap<size_t, uint64_t> At = {{FI, 0}};
    std::vector<uint8_t> &Code = K.Code;
    Code = KF.Bytes;
    K.OwnCodeBytes = Code.size();
    for (size_t I = 0; I != Placed.size(); ++I)
      for (const CodeFunction::Call &C : Funcs[Placed[I]].Calls)
        if (At.try_emplace(C.Callee, alignTo(Code.size(), 4)).second) {
          Code.resize(At[C.Callee], 0);
          llvm::append_range(Code, Funcs[C.Callee].Bytes);
          Placed.push_back(C.Callee);
        }
    for (size_t F : Placed) {
      for (const CodeFunction::Call &C : Funcs[F].Calls) {
        int64_t V =
            int64_t(At[C.Callee]) + C.Addend - int64_t(At[F] + C.Offset);
        write32(Code, At[F] + C.Offset, C.Lo ? uint32_t(V) : uint32_t(V >> 32));
      }
      for (DataReference Ref : Funcs[F].Refs) {
        Ref.Kernel = KF.Kernel;
        Ref.Offset += At[F];
        Out.Data.References.push_back(Ref);
      }
    }
  }
  return Error::success();
}

Expected<ObjectContents> ObjectReader::read() {
  if (Obj.getArch() != Triple::amdgcn)
    return objError("LLVM object: not an AMDGPU object");
  for (Error (ObjectReader::*Step)() :
       {&ObjectReader::readSections, &ObjectReader::readKernels,
        &ObjectReader::readRegisterCounts, &ObjectReader::readNumberedSGPRs,
        &ObjectReader::placeData, &ObjectReader::readRelocations,
        &ObjectReader::linkKernels})
    if (Error E = (this->*Step)())
      return std::move(E);
  return std::move(Out);
}
} // namespace

Expected<ObjectContents> readLLVMObject(ArrayRef<char> Object) {
  auto Obj = ELF64LEObjectFile::create(
      MemoryBufferRef(StringRef(Object.data(), Object.size()), "object"));
  if (!Obj)
    return Obj.takeError();
  return ObjectReader(*Obj).read();
}

} // namespace amdcl2
