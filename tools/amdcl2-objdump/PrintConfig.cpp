//===- PrintConfig.cpp - Headers and kernel configurations ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// --headers prints both ELF layers like llvm-readelf's section table;
/// --kernels prints each kernel as a CLRX-style `.config` block, so the output
/// can be compared with CLRX's disassembler and reused as assembler input.
///
//===----------------------------------------------------------------------===//

#include "ObjdumpTool.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {

static StringRef sectionTypeName(uint32_t Type) {
  switch (Type) {
  case ELF::SHT_NULL:
    return "NULL";
  case ELF::SHT_PROGBITS:
    return "PROGBITS";
  case ELF::SHT_SYMTAB:
    return "SYMTAB";
  case ELF::SHT_STRTAB:
    return "STRTAB";
  case ELF::SHT_RELA:
    return "RELA";
  case ELF::SHT_NOTE:
    return "NOTE";
  case ELF::SHT_NOBITS:
    return "NOBITS";
  default:
    return "OTHER";
  }
}

static void printImage(const ELFImage &Img, StringRef Title, raw_ostream &OS) {
  OS << Title << ": ELF" << (Img.Is64 ? "64" : "32") << ", OSABI "
     << formatv("{0:x}", Img.Ident[ELF::EI_OSABI]) << ", e_type " << Img.Type
     << ", e_machine " << formatv("{0:x}", Img.Machine) << ", e_flags "
     << Img.Flags << ", " << Img.Sections.size() << " sections, "
     << Img.ProgramHeaders.size() << " program headers, shstrndx "
     << Img.ShStrNdx << ", size " << Img.FileSize << "\n";
  OS << "  Idx Name                          Type     Flags      Offset     "
        "Size       Align Link Info EntSize\n";
  for (size_t I = 0; I < Img.Sections.size(); ++I) {
    const ELFSection &S = Img.Sections[I];
    OS << formatv(
        "  {0,3} {1,-29} {2,-8} {3,-10} {4,-10} {5,-10} {6,5} {7,4} "
        "{8,4} {9}\n",
        I, S.Name, sectionTypeName(S.Type), formatv("{0:x}", S.Flags).str(),
        formatv("{0:x}", S.Offset).str(), formatv("{0:x}", S.Size).str(),
        S.AddrAlign, S.Link, S.Info, S.EntSize);
  }
  for (const ELFProgramHeader &P : Img.ProgramHeaders)
    OS << formatv("  PHDR type {0:x} flags {1} offset {2:x} vaddr {3:x} "
                  "filesz {4:x} memsz {5:x} align {6}\n",
                  P.Type, P.Flags, P.Offset, P.VAddr, P.FileSize, P.MemSize,
                  P.Align);
}

void printHeaders(const AMDCL2Binary &Bin, raw_ostream &OS) {
  OS << "compile options: \"" << Bin.CompileOptions << "\"\n";
  OS << "acl version: \"" << Bin.AclVersion << "\"\n";
  printImage(Bin.Outer, "outer ELF", OS);
  if (!Bin.Inner)
    return;
  printImage(*Bin.Inner, "inner ELF", OS);
  if (Bin.ISA)
    OS << formatv("ISA note: {0}.{1}.{2} \"{3}\" \"{4}\"\n", Bin.ISA->Major,
                  Bin.ISA->Minor, Bin.ISA->Stepping, Bin.ISA->VendorName,
                  Bin.ISA->ArchName);
  OS << "notes:";
  for (const AMDCL2Note &N : Bin.Notes)
    OS << " " << N.Type << "(" << N.Desc.size() << ")";
  OS << "\n";
  for (size_t I = 0; I < Bin.Samplers.size(); ++I) {
    const SamplerInit &S = Bin.Samplers[I];
    OS << formatv("sampler [{0}]: coord {1} filter {2} addressing {3}\n", I,
                  S.CoordMode, S.Filter, S.Addressing);
  }
  for (const ELFRela &R : Bin.TextRelocs)
    OS << formatv(
        "text reloc: offset {0:x} type {1} symbol '{2}' addend {3:x}\n",
        R.Offset, R.Type, Bin.Inner->Symbols[R.Symbol].Name, R.Addend);
  for (const ELFRela &R : Bin.SamplerRelocs)
    OS << formatv("sampler reloc: offset {0:x} type {1} symbol [{2}]\n",
                  R.Offset, R.Type, R.Symbol);
}

/// CLRX-style scalar/vector type of a by-value argument.
static std::string valueTypeName(const MetadataArg &A, const ArgDesc &D) {
  StringRef Base;
  switch (A.TypeCode) {
  case cl2::ATCG2Char:
  case cl2::ATCChar:
    Base = "char";
    break;
  case cl2::ATCG2Short:
  case cl2::ATCShort:
    Base = "short";
    break;
  case cl2::ATCG2Int:
  case cl2::ATCInt:
    Base = "int";
    break;
  case cl2::ATCG2Long:
  case cl2::ATCLong:
    Base = "long";
    break;
  case cl2::ATCFloat:
    Base = "float";
    break;
  case cl2::ATCDouble:
    Base = "double";
    break;
  default:
    return "type" + std::to_string(A.TypeCode);
  }
  std::string S;
  StringRef TN = A.TypeName;
  if (Base != "float" && Base != "double" &&
      (TN.starts_with("u") || TN.starts_with("size_t")))
    S = "u";
  S += Base.str();
  if (D.NumElems > 1)
    S += std::to_string(D.NumElems);
  return S;
}

static std::string pointeeName(const MetadataArg &A) {
  std::string U = StringRef(A.TypeName).starts_with("u") ? "u" : "";
  switch (A.PointeeType) {
  case cl2::ATCChar:
    return StringRef(A.TypeName).starts_with("void") ? "void" : U + "char";
  case cl2::ATCShort:
    return U + "short";
  case cl2::ATCInt:
    return U + "int";
  case cl2::ATCLong:
    return U + "long";
  case cl2::ATCFloat:
    return "float";
  case cl2::ATCDouble:
    return "double";
  case cl2::ATCStruct:
    return "structure";
  default:
    return "type" + std::to_string(A.PointeeType);
  }
}

static void printArg(const MetadataArg &A, const ArgDesc &D, raw_ostream &OS) {
  OS << "        .arg " << A.Name << ", \"" << A.TypeName << "\", ";
  auto Quals = [&] {
    if (A.Const)
      OS << ", const";
    if (A.Restrict)
      OS << ", restrict";
    if (A.Volatile)
      OS << ", volatile";
  };
  switch (D.Kind) {
  case ArgKind::Value:
  case ArgKind::Hidden:
    OS << valueTypeName(A, D);
    break;
  case ArgKind::Struct:
    OS << "structure, " << A.Count;
    break;
  case ArgKind::Pointer:
    OS << pointeeName(A) << "*, " << addrSpaceName(D.AddrSpace);
    if (A.PointeeType == cl2::ATCStruct)
      OS << ", " << A.PointeeAlign;
    Quals();
    break;
  case ArgKind::Pipe:
    OS << "pipe";
    Quals();
    break;
  case ArgKind::Image: {
    StringRef TN = A.TypeName;
    TN.consume_back("_t");
    OS << (TN.starts_with("image") ? TN : StringRef("image")) << ", "
       << accessQualName(D.Access) << ", " << A.Count;
    break;
  }
  case ArgKind::Sampler:
    OS << "sampler, " << A.Count;
    break;
  case ArgKind::Queue:
    OS << "queue";
    break;
  case ArgKind::ClkEvent:
    OS << "clkevent";
    break;
  }
  OS << "    # offset " << D.Offset << ", size " << D.Size << ", vo "
     << A.VirtualOffset << "\n";
}

void printKernelConfigs(const AMDCL2Binary &Bin, raw_ostream &OS) {
  for (const AMDCL2Kernel &K : Bin.Kernels) {
    KernelInfo KI = kernelInfoFromBinary(Bin, K);
    const KernelCodeT &S = K.Setup;
    const KernelMetadataBlob &MD = K.Metadata;
    OS << ".kernel " << K.Name << "\n    .config\n";
    // CLRX's .dims names the work-group id dimensions; the local-id count
    // (TIDIG_COMP_CNT + 1) goes in a comment.
    std::string Dims = dimMaskString(S.tgidMask());
    OS << "        .dims " << (Dims.empty() ? "none" : Dims)
       << "    # local ids "
       << StringRef("xyz").take_front(S.tidigCompCnt() + 1) << "\n";
    std::string Flags = KI.ABI.Flags.str();
    for (StringRef F : split(Flags, ','))
      if (!F.empty())
        OS << "        ." << F << "\n";
    if (MD.ReqdWorkGroupSize[0])
      OS << formatv("        .reqd_work_group_size {0}, {1}, {2}\n",
                    MD.ReqdWorkGroupSize[0], MD.ReqdWorkGroupSize[1],
                    MD.ReqdWorkGroupSize[2]);
    if (MD.WorkGroupSizeHint[0])
      OS << formatv("        .work_group_size_hint {0}, {1}, {2}\n",
                    MD.WorkGroupSizeHint[0], MD.WorkGroupSizeHint[1],
                    MD.WorkGroupSizeHint[2]);
    if (!MD.VecTypeHint.empty())
      OS << "        .vectypehint " << MD.VecTypeHint << "\n";
    OS << "        .localsize " << S.GroupSegmentSize << "\n";
    OS << "        .scratchbuffer " << S.PrivateSegmentSize << "\n";
    OS << "        .sgprsnum " << S.WavefrontSGPRCount << "\n";
    OS << "        .vgprsnum " << S.WorkitemVGPRCount << "\n";
    OS << formatv("        .pgmrsrc1 {0:x8}\n", S.PgmRsrc1);
    OS << formatv("        .pgmrsrc2 {0:x8}\n", S.PgmRsrc2);
    OS << formatv("        # enable_sgpr_mask {0:x2}, user_sgprs {1}, "
                  "kernarg_segment_size {2}, kernel index {3}, {4} args\n",
                  S.enableSGPRMask(), S.userSGPRs(), S.KernargSegmentSize,
                  MD.KernelIndex, MD.Args.size());
    // The six hidden arguments are implied by .setupargs.
    size_t First = 0;
    while (First < MD.Args.size() && First < NumHiddenArgs &&
           StringRef(MD.Args[First].Name).starts_with("_."))
      ++First;
    if (First == NumHiddenArgs)
      OS << "        .setupargs\n";
    // kernelInfoFromBinary() skipped the same leading args and placed the
    // rest after the six hidden ones.
    for (size_t I = First; I < MD.Args.size(); ++I) {
      size_t Idx = NumHiddenArgs + (I - First);
      if (Idx < KI.ABI.Args.Args.size())
        printArg(MD.Args[I], KI.ABI.Args.Args[Idx], OS);
    }
  }
}

} // namespace amdcl2
