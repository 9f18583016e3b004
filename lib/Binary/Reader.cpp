//===- Reader.cpp - Read AMDCL2 program binaries --------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AMDCL2Binary::create(): classifies the file (spec section 2.1), reads the
/// outer ELF, the options and kernel metadata, then the inner HSA code object
/// (new format) or the per-kernel blobs (old format), and finally works out
/// the generation (section 3) and device (section 5). Follows ELFFile: every
/// offset and size is checked before bytes are touched, and each error names
/// the structure, index, field, value and bound.
///
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"
#include "amdcl2/ABI/DeviceCodes.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FormatVariadic.h"
#include <tuple>

using namespace llvm;
using namespace llvm::object;
using namespace amdcl2::reader;

namespace amdcl2 {

namespace {
/// Bytes [Off, Off+Size) of a section, checked.
Expected<ArrayRef<uint8_t>> sectionSlice(const ELFImage &Img, int SecIdx,
                                         uint64_t Off, uint64_t Size,
                                         const Twine &What) {
  const ELFSection &S = Img.Sections[SecIdx];
  uint64_t Len = S.Contents.size();
  if (Off > Len || Size > Len - Off)
    return makeError(What + ": range [" + hex(Off) + ", " + hex(Off) + " + " +
                     hex(Size) + ") lies outside section [index " +
                     Twine(SecIdx) + "] '" + S.Name + "' of size " + hex(Len));
  return ArrayRef<uint8_t>(S.Contents).slice(Off, Size);
}

/// Checks that a symbol lives in section \p SecIdx.
Error checkSymbolSection(const ELFSymbol &Sym, size_t SymIdx, int SecIdx,
                         StringRef Ctx, StringRef SecName) {
  if (SecIdx < 0)
    return makeError(Ctx + ": symbol [index " + Twine(SymIdx) + "] '" +
                     Sym.Name + "' needs section '" + SecName +
                     "', which is missing");
  if (Sym.Shndx != static_cast<unsigned>(SecIdx))
    return makeError(Ctx + ": symbol [index " + Twine(SymIdx) + "] '" +
                     Sym.Name + "': st_shndx " + hex(Sym.Shndx) +
                     " is not section '" + SecName + "' (index " +
                     Twine(SecIdx) + ")");
  return Error::success();
}

struct Range {
  uint64_t Begin, End;
  size_t Index;
};
/// Rejects overlapping per-kernel ranges (they would let a small file expand
/// into many copies of the same bytes).
Error checkDisjoint(std::vector<Range> Rs, const Twine &What,
                    ArrayRef<AMDCL2Kernel> Kernels) {
  llvm::sort(Rs, [](const Range &A, const Range &B) {
    return A.Begin < B.Begin || (A.Begin == B.Begin && A.End < B.End);
  });
  for (size_t I = 1; I < Rs.size(); ++I)
    if (Rs[I].Begin < Rs[I - 1].End)
      return makeError(What + " of kernel '" + Kernels[Rs[I].Index].Name +
                       "' [" + hex(Rs[I].Begin) + ", " + hex(Rs[I].End) +
                       ") overlaps that of kernel '" +
                       Kernels[Rs[I - 1].Index].Name + "' [" +
                       hex(Rs[I - 1].Begin) + ", " + hex(Rs[I - 1].End) + ")");
  return Error::success();
}

/// Every symbol that holds a kernel's code (\p CodeSyms: kernel name to
/// symbol index) must belong to a kernel with metadata. Code without
/// metadata would be dropped unseen, and a file whose metadata symbols were
/// damaged would read as a smaller (or empty) program.
Error checkCodeHasMetadata(const StringMap<size_t> &CodeSyms,
                           ArrayRef<AMDCL2Kernel> Kernels, const ELFImage &Img,
                           StringRef Ctx) {
  StringSet<> Names;
  for (const AMDCL2Kernel &K : Kernels)
    Names.insert(K.Name);
  // The lowest index, so the message does not depend on hash order.
  const StringMapEntry<size_t> *First = nullptr;
  for (const StringMapEntry<size_t> &E : CodeSyms)
    if (!Names.contains(E.getKey()) && (!First || E.second < First->second))
      First = &E;
  if (!First)
    return Error::success();
  return makeError(
      Ctx + ": symbol [index " + Twine(First->second) + "] '" +
      Img.Symbols[First->second].Name + "' holds the code of kernel '" +
      First->getKey() + "', which has no metadata symbol '" +
      cl2::SymMetadataPrefix + First->getKey() + cl2::SymMetadataSuffix + "'");
}

Expected<std::vector<AMDCL2Note>> parseNotes(ArrayRef<uint8_t> B) {
  std::vector<AMDCL2Note> Notes;
  uint64_t Off = 0;
  while (Off < B.size()) {
    std::string Ctx = "inner .note: note [" + std::to_string(Notes.size()) +
                      "] at offset " + hex(Off);
    if (B.size() - Off < 12)
      return makeError(Ctx + ": 12-byte header runs past the section end " +
                       hex(B.size()));
    uint64_t NameSz = support::endian::read32le(B.data() + Off);
    uint64_t DescSz = support::endian::read32le(B.data() + Off + 4);
    AMDCL2Note N;
    N.Type = support::endian::read32le(B.data() + Off + 8);
    uint64_t NameOff = Off + 12;
    uint64_t DescOff = NameOff + alignTo(NameSz, 4);
    if (DescOff > B.size() || DescSz > B.size() - DescOff)
      return makeError(Ctx + ": name size " + hex(NameSz) + " and desc size " +
                       hex(DescSz) + " run past the section end " +
                       hex(B.size()));
    StringRef Name(reinterpret_cast<const char *>(B.data() + NameOff), NameSz);
    N.Name = Name.take_until([](char C) { return C == 0; }).str();
    N.Desc.assign(B.begin() + DescOff, B.begin() + DescOff + DescSz);
    Notes.push_back(std::move(N));
    Off = std::min<uint64_t>(DescOff + alignTo(DescSz, 4), B.size());
  }
  return Notes;
}

Expected<std::vector<ELFRela>> parseRelas(const ELFImage &Img, int SecIdx,
                                          uint64_t TargetSize) {
  const ELFSection &S = Img.Sections[SecIdx];
  std::string Ctx =
      "inner section [index " + std::to_string(SecIdx) + "] '" + S.Name + "'";
  if (S.EntSize != sizeof(ELF64LE::Rela))
    return makeError(Ctx + ": sh_entsize " + hex(S.EntSize) + " is not " +
                     hex(sizeof(ELF64LE::Rela)));
  if (S.Contents.size() % sizeof(ELF64LE::Rela))
    return makeError(Ctx + ": size " + hex(S.Contents.size()) +
                     " is not a multiple of " + hex(sizeof(ELF64LE::Rela)));
  std::vector<ELFRela> Out;
  for (size_t I = 0, E = S.Contents.size() / 24; I != E; ++I) {
    const uint8_t *P = S.Contents.data() + I * 24;
    ELFRela R;
    R.Offset = support::endian::read64le(P);
    uint64_t Info = support::endian::read64le(P + 8);
    R.Symbol = Info >> 32;
    R.Type = Info & 0xFFFFFFFF;
    R.Addend = static_cast<int64_t>(support::endian::read64le(P + 16));
    if (R.Symbol >= Img.Symbols.size())
      return makeError(Ctx + ": relocation [" + Twine(I) + "]: symbol index " +
                       hex(R.Symbol) +
                       " is out of range (the inner symbol "
                       "table has " +
                       Twine(Img.Symbols.size()) + " symbols)");
    unsigned PatchSize = cl2::relocationPatchBytes(R.Type);
    if (R.Offset > TargetSize || PatchSize > TargetSize - R.Offset)
      return makeError(Ctx + ": relocation [" + Twine(I) + "]: r_offset " +
                       hex(R.Offset) + " + " + Twine(PatchSize) +
                       " lies outside the target section of size " +
                       hex(TargetSize));
    Out.push_back(R);
  }
  return Out;
}

/// Reads the setup and code of one kernel from [Off, Off+Size) of a section.
Error readSetupAndCode(AMDCL2Kernel &K, ArrayRef<uint8_t> Bytes,
                       const Twine &Ctx) {
  if (Bytes.size() < cl2::KernelCodeTSize)
    return makeError(Ctx + ": size " + hex(Bytes.size()) +
                     " is smaller than the 0x100-byte amd_kernel_code_t");
  K.Setup = decodeKernelCodeT(Bytes);
  uint64_t Entry = K.Setup.EntryByteOffset;
  if (Entry < cl2::KernelCodeTSize || Entry > Bytes.size())
    return makeError(Ctx + ": kernel_code_entry_byte_offset " + hex(Entry) +
                     " is outside [0x100, " + hex(Bytes.size()) + "]");
  K.Code.assign(Bytes.begin() + Entry, Bytes.end());
  return Error::success();
}

class Reader {
public:
  explicit Reader(MemoryBufferRef Buf) : Buf(Buf) {}
  Expected<AMDCL2Binary> run();

private:
  Error classify();
  template <class ELFT> Error readOuter();
  Error readComment();
  Error readKernelMetadata();
  Error readNewFormatCode();
  Error readOldFormatCode();
  Error readInnerExtras(const ELFFile<ELF64LE> &Obj);
  void resolveGenerationAndDevice();

  MemoryBufferRef Buf;
  AMDCL2Binary Bin;
  bool HasOldSymbols = false;
};

Error Reader::classify() {
  StringRef Data = Buf.getBuffer();
  if (Data.size() < ELF::EI_NIDENT)
    return makeError("file size " + hex(Data.size()) +
                     " is smaller than the 16-byte ELF identification");
  if (!Data.starts_with("\x7f"
                        "ELF"))
    return makeError("not an ELF file: bad magic " +
                     hex(support::endian::read32be(Data.data())));
  uint8_t Class = Data[ELF::EI_CLASS], Enc = Data[ELF::EI_DATA];
  if (Enc != ELF::ELFDATA2LSB)
    return makeError("EI_DATA " + hex(Enc) +
                     " is not ELFDATA2LSB (0x1): AMDCL2 is little-endian");
  if (Class != ELF::ELFCLASS32 && Class != ELF::ELFCLASS64)
    return makeError("EI_CLASS " + hex(Class) +
                     " is neither ELFCLASS32 (0x1) nor ELFCLASS64 (0x2)");
  uint64_t EhSize = Class == ELF::ELFCLASS64 ? 64 : 52;
  if (Data.size() < EhSize)
    return makeError("file size " + hex(Data.size()) + " is smaller than the " +
                     hex(EhSize) + "-byte ELF" + (EhSize == 64 ? "64" : "32") +
                     " header");
  uint16_t Machine = support::endian::read16le(Data.data() + 0x12);
  if (Machine >= cl2::EM_AMDOCL12_GPU_FIRST &&
      Machine <= cl2::EM_AMDOCL12_GPU_LAST)
    return makeError("e_machine " + hex(Machine) +
                     " is an AMD OpenCL 1.2 (CAL/AMDIL) GPU binary, not "
                     "AMDCL2; this format is not supported");
  if (Machine == cl2::EM_AMDOCL12_CPU)
    return makeError("e_machine " + hex(Machine) +
                     " is an AMD OpenCL 1.2 CPU binary, not AMDCL2; this "
                     "format is not supported");
  if (Machine == ELF::EM_AMDGPU)
    return makeError("e_machine 0xe0 (EM_AMDGPU) is a ROCm/LLVM code object, "
                     "not an AMDCL2 binary");
  uint16_t Expected =
      Class == ELF::ELFCLASS64 ? cl2::EM_AMDCL2_64 : cl2::EM_AMDCL2_32;
  uint16_t Other =
      Class == ELF::ELFCLASS64 ? cl2::EM_AMDCL2_32 : cl2::EM_AMDCL2_64;
  if (Machine == Other)
    return makeError("e_machine " + hex(Machine) + " is the " +
                     (Class == ELF::ELFCLASS64 ? "32" : "64") +
                     "-bit AMDCL2 machine but EI_CLASS is ELFCLASS" +
                     (Class == ELF::ELFCLASS64 ? "64" : "32"));
  if (Machine != Expected)
    return makeError("e_machine " + hex(Machine) + " is not AMDCL2 (" +
                     hex(Expected) + ")");
  Bin.Is64 = Class == ELF::ELFCLASS64;
  return Error::success();
}

template <class ELFT> Error Reader::readOuter() {
  Expected<ELFFile<ELFT>> ObjOrErr = ELFFile<ELFT>::create(Buf.getBuffer());
  if (!ObjOrErr)
    return makeError("outer ELF: " + toString(ObjOrErr.takeError()));
  Expected<ELFImage> ImgOrErr = readELFImage(*ObjOrErr, "outer ELF");
  if (!ImgOrErr)
    return ImgOrErr.takeError();
  Bin.Outer = std::move(*ImgOrErr);
  Bin.DeviceCode = Bin.Outer.Flags;
  if (Bin.DeviceCode == 0)
    return makeError("outer ELF: e_flags is 0, but AMDCL2 stores the device "
                     "code there");
  return Error::success();
}

Error Reader::readComment() {
  const ELFImage &O = Bin.Outer;
  int Idx = O.findSection(cl2::SecComment);
  const ELFSymbol *Opts = nullptr, *Acl = nullptr;
  size_t OptsIdx = 0, AclIdx = 0;
  for (size_t I = 0; I < O.Symbols.size(); ++I) {
    if (O.Symbols[I].Name == cl2::SymCompilerOptions && !Opts)
      Opts = &O.Symbols[I], OptsIdx = I;
    else if (O.Symbols[I].Name == cl2::SymAclVersion && !Acl)
      Acl = &O.Symbols[I], AclIdx = I;
  }
  auto Read = [&](const ELFSymbol *S, size_t SI, std::string &Out) -> Error {
    if (!S)
      return Error::success();
    if (Error E = checkSymbolSection(*S, SI, Idx, "outer ELF", cl2::SecComment))
      return E;
    Expected<ArrayRef<uint8_t>> B = sectionSlice(
        O, Idx, S->Value, S->Size,
        "outer ELF: symbol [index " + Twine(SI) + "] '" + S->Name + "'");
    if (!B)
      return B.takeError();
    Out.assign(B->begin(), B->end());
    return Error::success();
  };
  if (Error E = Read(Opts, OptsIdx, Bin.CompileOptions))
    return E;
  if (Error E = Read(Acl, AclIdx, Bin.AclVersion))
    return E;
  return Error::success();
}

Error Reader::readKernelMetadata() {
  const ELFImage &O = Bin.Outer;
  int Rodata = O.findSection(cl2::SecRodata);
  StringMap<size_t> Seen;
  std::vector<Range> Ranges;
  for (size_t I = 0; I < O.Symbols.size(); ++I) {
    const ELFSymbol &S = O.Symbols[I];
    StringRef Name = S.Name;
    if (Name.starts_with(cl2::SymISAPrefix) &&
        Name.ends_with(cl2::SymISABinarySuffix))
      HasOldSymbols = true;
    if (!Name.starts_with(cl2::SymMetadataPrefix) ||
        !Name.ends_with(cl2::SymMetadataSuffix) ||
        Name.size() <
            cl2::SymMetadataPrefix.size() + cl2::SymMetadataSuffix.size())
      continue;
    std::string KName = Name.drop_front(cl2::SymMetadataPrefix.size())
                            .drop_back(cl2::SymMetadataSuffix.size())
                            .str();
    std::string Ctx = "kernel metadata [" + std::to_string(Bin.Kernels.size()) +
                      "] '" + KName + "'";
    if (!Seen.try_emplace(KName, I).second)
      return makeError(Ctx + ": symbol [index " + Twine(I) +
                       "] repeats the kernel of symbol [index " +
                       Twine(Seen[KName]) + "]");
    if (Error E = checkSymbolSection(S, I, Rodata, "outer ELF", cl2::SecRodata))
      return E;
    Expected<ArrayRef<uint8_t>> Blob =
        sectionSlice(O, Rodata, S.Value, S.Size, Ctx);
    if (!Blob)
      return Blob.takeError();
    Expected<KernelMetadataBlob> MD =
        decodeKernelMetadata(*Blob, Bin.Is64, Ctx);
    if (!MD)
      return MD.takeError();
    AMDCL2Kernel K;
    K.Name = std::move(KName);
    K.Metadata = std::move(*MD);
    K.MetadataOffset = S.Value;
    Ranges.push_back({S.Value, S.Value + S.Size, Bin.Kernels.size()});
    Bin.Kernels.push_back(std::move(K));
  }
  return checkDisjoint(std::move(Ranges), "metadata", Bin.Kernels);
}

Error Reader::readOldFormatCode() {
  const ELFImage &O = Bin.Outer;
  int Text = O.findSection(cl2::SecText);
  int Rodata = O.findSection(cl2::SecRodata);
  StringMap<size_t> BinSym, MDSym;
  for (size_t I = 0; I < O.Symbols.size(); ++I) {
    StringRef N = O.Symbols[I].Name;
    if (!N.starts_with(cl2::SymISAPrefix))
      continue;
    N = N.drop_front(cl2::SymISAPrefix.size());
    if (N.ends_with(cl2::SymISABinarySuffix))
      BinSym.try_emplace(N.drop_back(cl2::SymISABinarySuffix.size()), I);
    else if (N.ends_with(cl2::SymISAMetadataSuffix))
      MDSym.try_emplace(N.drop_back(cl2::SymISAMetadataSuffix.size()), I);
  }
  std::vector<Range> Ranges;
  for (size_t KI = 0; KI < Bin.Kernels.size(); ++KI) {
    AMDCL2Kernel &K = Bin.Kernels[KI];
    std::string Ctx = "kernel [" + std::to_string(KI) + "] '" + K.Name + "'";
    auto It = BinSym.find(K.Name);
    if (It == BinSym.end())
      return makeError(Ctx + ": no outer symbol '" + cl2::SymISAPrefix +
                       K.Name + cl2::SymISABinarySuffix + "'");
    const ELFSymbol &S = O.Symbols[It->second];
    if (Error E =
            checkSymbolSection(S, It->second, Text, "outer ELF", cl2::SecText))
      return E;
    Expected<ArrayRef<uint8_t>> Blob =
        sectionSlice(O, Text, S.Value, S.Size, Ctx + ": kernel binary");
    if (!Blob)
      return Blob.takeError();
    if (Blob->size() < 4)
      return makeError(Ctx + ": kernel binary size " + hex(Blob->size()) +
                       " is too small for the stub");
    uint64_t SetupOff = support::endian::read32le(Blob->data());
    if (SetupOff > Blob->size())
      return makeError(Ctx + ": stub setup offset " + hex(SetupOff) +
                       " exceeds the kernel binary size " + hex(Blob->size()));
    K.OldStub.assign(Blob->begin(), Blob->begin() + SetupOff);
    K.SetupOffset = S.Value;
    if (Error E =
            readSetupAndCode(K, Blob->drop_front(SetupOff),
                             Ctx + ": setup at stub offset " + hex(SetupOff)))
      return E;
    Ranges.push_back({S.Value, S.Value + S.Size, KI});
    auto MI = MDSym.find(K.Name);
    if (MI != MDSym.end()) {
      const ELFSymbol &M = O.Symbols[MI->second];
      if (Error E = checkSymbolSection(M, MI->second, Rodata, "outer ELF",
                                       cl2::SecRodata))
        return E;
      Expected<ArrayRef<uint8_t>> ISA =
          sectionSlice(O, Rodata, M.Value, M.Size, Ctx + ": ISA metadata");
      if (!ISA)
        return ISA.takeError();
      K.OldISAMetadata.assign(ISA->begin(), ISA->end());
    }
  }
  if (Error E = checkDisjoint(std::move(Ranges), "kernel binary", Bin.Kernels))
    return E;
  return checkCodeHasMetadata(BinSym, Bin.Kernels, O, "outer ELF");
}

Error Reader::readNewFormatCode() {
  const ELFSection *Text = Bin.Outer.section(cl2::SecText);
  if (!Text)
    return makeError("outer ELF: new-format binary has no '.text' section "
                     "(expected the inner ELF there)");
  ArrayRef<uint8_t> C = Text->Contents;
  if (C.size() < 4 || std::memcmp(C.data(),
                                  "\x7f"
                                  "ELF",
                                  4) != 0)
    return makeError("outer .text: new-format binary does not hold an inner "
                     "ELF (no ELF magic at offset 0)");
  if (C.size() < ELF::EI_NIDENT || C[ELF::EI_CLASS] != ELF::ELFCLASS64 ||
      C[ELF::EI_DATA] != ELF::ELFDATA2LSB)
    return makeError("inner ELF: not a little-endian ELF64 file (EI_CLASS " +
                     hex(C.size() > ELF::EI_CLASS ? C[ELF::EI_CLASS] : 0) +
                     ", EI_DATA " +
                     hex(C.size() > ELF::EI_DATA ? C[ELF::EI_DATA] : 0) + ")");
  // The vector's storage is suitably aligned for ELFFile's typed views.
  StringRef Data(reinterpret_cast<const char *>(C.data()), C.size());
  Expected<ELFFile<ELF64LE>> ObjOrErr = ELFFile<ELF64LE>::create(Data);
  if (!ObjOrErr)
    return makeError("inner ELF: " + toString(ObjOrErr.takeError()));
  if (ObjOrErr->getHeader().e_machine != ELF::EM_AMDGPU)
    return makeError("inner ELF: e_machine " +
                     hex(ObjOrErr->getHeader().e_machine) +
                     " is not EM_AMDGPU (0xe0)");
  Expected<ELFImage> ImgOrErr = readELFImage(*ObjOrErr, "inner ELF");
  if (!ImgOrErr)
    return ImgOrErr.takeError();
  Bin.Inner = std::move(*ImgOrErr);
  const ELFImage &In = *Bin.Inner;

  int HSAText = In.findSection(cl2::SecHSAText);
  StringMap<size_t> KSym;
  for (size_t I = 0; I < In.Symbols.size(); ++I) {
    StringRef N = In.Symbols[I].Name;
    if (In.Symbols[I].type() != ELF::STT_AMDGPU_HSA_KERNEL)
      continue;
    if (N.size() <
            cl2::InnerKernelPrefix.size() + cl2::InnerKernelSuffix.size() ||
        !N.starts_with(cl2::InnerKernelPrefix) ||
        !N.ends_with(cl2::InnerKernelSuffix))
      return makeError("inner ELF: symbol [index " + Twine(I) + "] '" + N +
                       "' has type STT_AMDGPU_HSA_KERNEL but is not named '" +
                       cl2::InnerKernelPrefix + "<kernel>" +
                       cl2::InnerKernelSuffix + "'");
    KSym.try_emplace(N.drop_front(cl2::InnerKernelPrefix.size())
                         .drop_back(cl2::InnerKernelSuffix.size()),
                     I);
  }
  std::vector<Range> Ranges;
  for (size_t KI = 0; KI < Bin.Kernels.size(); ++KI) {
    AMDCL2Kernel &K = Bin.Kernels[KI];
    std::string Ctx = "kernel [" + std::to_string(KI) + "] '" + K.Name + "'";
    auto It = KSym.find(K.Name);
    if (It == KSym.end())
      return makeError(Ctx + ": no inner kernel symbol '" +
                       cl2::InnerKernelPrefix + K.Name +
                       cl2::InnerKernelSuffix + "'");
    const ELFSymbol &S = In.Symbols[It->second];
    if (Error E = checkSymbolSection(S, It->second, HSAText, "inner ELF",
                                     cl2::SecHSAText))
      return E;
    Expected<ArrayRef<uint8_t>> Bytes =
        sectionSlice(In, HSAText, S.Value, S.Size, Ctx + ": setup and code");
    if (!Bytes)
      return Bytes.takeError();
    K.SetupOffset = S.Value;
    if (Error E = readSetupAndCode(K, *Bytes,
                                   Ctx +
                                       ": setup and code at "
                                       ".hsatext offset " +
                                       hex(S.Value)))
      return E;
    Ranges.push_back({S.Value, S.Value + S.Size, KI});
  }
  if (Error E = checkDisjoint(std::move(Ranges), "setup and code", Bin.Kernels))
    return E;
  if (Error E = checkCodeHasMetadata(KSym, Bin.Kernels, In, "inner ELF"))
    return E;
  return readInnerExtras(*ObjOrErr);
}

Error Reader::readInnerExtras(const ELFFile<ELF64LE> &) {
  const ELFImage &In = *Bin.Inner;
  if (const ELFSection *N = In.section(cl2::SecNote)) {
    Expected<std::vector<AMDCL2Note>> Notes = parseNotes(N->Contents);
    if (!Notes)
      return Notes.takeError();
    Bin.Notes = std::move(*Notes);
  }
  for (size_t I = 0; I < Bin.Notes.size(); ++I) {
    const AMDCL2Note &N = Bin.Notes[I];
    if (N.Type != ELF::NT_AMD_HSA_ISA_VERSION)
      continue;
    if (N.Desc.size() < 16)
      return makeError("inner .note: note [" + Twine(I) +
                       "] NT_AMDGPU_HSA_ISA: desc size " + hex(N.Desc.size()) +
                       " is smaller than 16");
    ISAVersion V;
    const uint8_t *D = N.Desc.data();
    uint64_t VendorLen = support::endian::read16le(D);
    uint64_t ArchLen = support::endian::read16le(D + 2);
    V.Major = support::endian::read32le(D + 4);
    V.Minor = support::endian::read32le(D + 8);
    V.Stepping = support::endian::read32le(D + 12);
    auto Str = [&](uint64_t Off, uint64_t Len) {
      if (Off > N.Desc.size())
        return std::string();
      Len = std::min<uint64_t>(Len, N.Desc.size() - Off);
      StringRef S(reinterpret_cast<const char *>(D + Off), Len);
      return S.take_until([](char C) { return C == 0; }).str();
    };
    V.VendorName = Str(16, VendorLen);
    V.ArchName = Str(16 + VendorLen, ArchLen);
    Bin.ISA = std::move(V);
    break;
  }

  const ELFSection *Text = In.section(cl2::SecHSAText);
  const ELFSection *RO = In.section(cl2::SecHSADataReadonly);
  int RelaText = In.findSection(cl2::SecRelaText);
  if (RelaText >= 0) {
    Expected<std::vector<ELFRela>> R =
        parseRelas(In, RelaText, Text ? Text->Contents.size() : 0);
    if (!R)
      return R.takeError();
    Bin.TextRelocs = std::move(*R);
  }
  const ELFSection *Global = In.section(cl2::SecHSADataGlobal);
  for (auto [Name, Target, Out] :
       {std::tuple(cl2::SecRelaGlobal, Global, &Bin.GlobalRelocs),
        std::tuple(cl2::SecRelaReadonly, RO, &Bin.ReadonlyRelocs)}) {
    int Rela = In.findSection(Name);
    if (Rela < 0)
      continue;
    Expected<std::vector<ELFRela>> R =
        parseRelas(In, Rela, Target ? Target->Size : 0);
    if (!R)
      return R.takeError();
    *Out = std::move(*R);
  }
  if (const ELFSection *SI = In.section(cl2::SecSamplerInit)) {
    if (SI->Contents.size() % cl2::SamplerInitSize)
      return makeError("inner " + Twine(cl2::SecSamplerInit) + ": size " +
                       hex(SI->Contents.size()) + " is not a multiple of 8");
    for (size_t Off = 0; Off < SI->Contents.size(); Off += 8) {
      const uint8_t *P = SI->Contents.data() + Off;
      SamplerInit S;
      S.Size = support::endian::read16le(P);
      S.Kind = support::endian::read16le(P + 2);
      S.CoordMode = P[4];
      S.Filter = P[5];
      S.Addressing = P[6];
      S.Reserved = P[7];
      Bin.Samplers.push_back(S);
    }
  }
  return Error::success();
}

void Reader::resolveGenerationAndDevice() {
  using cl2::Generation;
  if (HasOldSymbols) {
    Bin.Gen = Generation::Old;
  } else {
    bool GfxWord = false, G2Header = false;
    uint64_t G2Size = cl2::metadataHeaderSize(cl2::Generation::G2, Bin.Is64);
    for (const AMDCL2Kernel &K : Bin.Kernels) {
      GfxWord |= StringRef(K.Metadata.ArchWord).starts_with("GFX");
      G2Header |= K.Metadata.HeaderSize == G2Size;
    }
    bool NullSym = Bin.Inner && !Bin.Inner->Symbols.empty() &&
                   Bin.Inner->Symbols[0].Name.empty() &&
                   Bin.Inner->Symbols[0].Info == 0;
    if (GfxWord)
      Bin.Gen = Generation::G2Gfx;
    else if (NullSym || G2Header)
      Bin.Gen = Generation::G2;
    else
      Bin.Gen = Generation::G1;
  }

  resolveDevice(Bin);
}

Expected<AMDCL2Binary> Reader::run() {
  if (Error E = classify())
    return std::move(E);
  if (Error E = Bin.Is64 ? readOuter<ELF64LE>() : readOuter<ELF32LE>())
    return std::move(E);
  if (Error E = readComment())
    return std::move(E);
  if (Error E = readKernelMetadata())
    return std::move(E);
  // An old-format file without kernels has neither __ISA_ symbols nor .text.
  if (!HasOldSymbols && Bin.Kernels.empty() &&
      Bin.Outer.findSection(cl2::SecText) < 0)
    HasOldSymbols = true;
  if (HasOldSymbols) {
    if (Error E = readOldFormatCode())
      return std::move(E);
  } else if (Error E = readNewFormatCode()) {
    return std::move(E);
  }
  if (Bin.Kernels.empty())
    if (Error E = checkEmptyProgram(Bin))
      return std::move(E);
  resolveGenerationAndDevice();
  return std::move(Bin);
}
} // namespace

Expected<AMDCL2Binary> AMDCL2Binary::create(MemoryBufferRef Buffer) {
  return Reader(Buffer).run();
}

} // namespace amdcl2
