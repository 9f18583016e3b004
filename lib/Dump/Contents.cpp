//===- Contents.cpp - Symbols, relocations and section bytes --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// amdcl2-objdump's --syms, --reloc and --full-contents, in the layout of
/// llvm-objdump's (so that tools and eyes used to it read them the same),
/// for the outer ELF and, when there is one, the inner one.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Format.h"
#include "amdcl2/Dump/Dump.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {

static StringRef sectionNameOf(const ELFImage &Img, uint16_t Shndx) {
  switch (Shndx) {
  case ELF::SHN_UNDEF:
    return "*UND*";
  case ELF::SHN_ABS:
    return "*ABS*";
  case ELF::SHN_COMMON:
    return "*COM*";
  default:
    return Shndx < Img.Sections.size() ? StringRef(Img.Sections[Shndx].Name)
                                       : StringRef("*BAD*");
  }
}

/// llvm-objdump's flag columns: binding, then the type (F function, O
/// object, d section, f file).
static std::string symbolFlags(const ELFSymbol &S) {
  char Bind = S.binding() == ELF::STB_LOCAL    ? 'l'
              : S.binding() == ELF::STB_GLOBAL ? 'g'
              : S.binding() == ELF::STB_WEAK   ? 'w'
                                               : ' ';
  char Type = S.type() == ELF::STT_FUNC      ? 'F'
              : S.type() == ELF::STT_OBJECT  ? 'O'
              : S.type() == ELF::STT_SECTION ? 'd'
              : S.type() == ELF::STT_FILE    ? 'f'
                                             : ' ';
  return formatv("{0}     {1}", Bind, Type).str();
}

static void printImageSymbols(const ELFImage &Img, StringRef Which,
                              raw_ostream &OS) {
  OS << "\nSYMBOL TABLE (" << Which << "):\n";
  unsigned Width = Img.Is64 ? 16 : 8;
  for (const ELFSymbol &S : Img.Symbols)
    OS << format_hex_no_prefix(S.Value, Width) << " " << symbolFlags(S) << " "
       << sectionNameOf(Img, S.Shndx) << "\t"
       << format_hex_no_prefix(S.Size, Width) << " " << S.Name << "\n";
}

void printSymbols(const AMDCL2Binary &Bin, raw_ostream &OS) {
  printImageSymbols(Bin.Outer, "outer ELF", OS);
  if (Bin.Inner)
    printImageSymbols(*Bin.Inner, "inner ELF", OS);
}

/// A relocation's symbol as llvm-objdump names it: an unnamed symbol (the
/// sampler initializers' type-12 symbols) by its section and value.
std::string relocationSymbolName(const AMDCL2Binary &Bin, uint32_t I) {
  if (!Bin.Inner || I >= Bin.Inner->Symbols.size())
    return formatv("[{0}]", I).str();
  const ELFSymbol &S = Bin.Inner->Symbols[I];
  if (!S.Name.empty() || S.Shndx >= Bin.Inner->Sections.size())
    return S.Name;
  std::string Name = Bin.Inner->Sections[S.Shndx].Name;
  return S.Value ? formatv("{0}+{1:x}", Name, S.Value).str() : Name;
}

void printRelocations(const AMDCL2Binary &Bin, raw_ostream &OS) {
  unsigned Width = Bin.Is64 ? 16 : 8;
  // Headed by the section they patch, as llvm-objdump heads them.
  auto Print = [&](StringRef Section, ArrayRef<ELFRela> Relocs) {
    if (Relocs.empty())
      return;
    OS << "\nRELOCATION RECORDS FOR [" << Section << "]:\n"
       << left_justify("OFFSET", Width) << " TYPE VALUE\n";
    for (const ELFRela &R : Relocs) {
      StringRef Name = cl2::relocationTypeName(R.Type);
      OS << format_hex_no_prefix(R.Offset, Width) << " "
         << (Name.empty() ? std::to_string(R.Type) : Name.str()) << " "
         << relocationSymbolName(Bin, R.Symbol);
      if (R.Addend)
        OS << formatv("+{0:x}", R.Addend);
      OS << "\n";
    }
  };
  Print(cl2::SecHSAText, Bin.TextRelocs);
  Print(cl2::SecHSADataGlobal, Bin.GlobalRelocs);
  Print(cl2::SecHSADataReadonly, Bin.ReadonlyRelocs);
}

/// One section's bytes, 16 a line in groups of 4, with the printable ones
/// beside them, as llvm-objdump -s prints them.
static void printBytes(ArrayRef<uint8_t> Bytes, uint64_t Addr,
                       raw_ostream &OS) {
  for (size_t Line = 0; Line < Bytes.size(); Line += 16) {
    OS << " " << format_hex_no_prefix(Addr + Line, 4) << " ";
    for (size_t I = 0; I < 16; ++I) {
      if (Line + I < Bytes.size())
        OS << format_hex_no_prefix(Bytes[Line + I], 2);
      else
        OS << "  ";
      if (I % 4 == 3)
        OS << " ";
    }
    OS << " ";
    for (size_t I = Line; I < Bytes.size() && I < Line + 16; ++I)
      OS << (isPrint(Bytes[I]) ? char(Bytes[I]) : '.');
    OS << "\n";
  }
}

static void printImageContents(const ELFImage &Img, StringRef Which,
                               raw_ostream &OS) {
  for (const ELFSection &S : Img.Sections) {
    if (S.Contents.empty())
      continue;
    OS << "Contents of section " << S.Name << " (" << Which << "):\n";
    printBytes(S.Contents, S.Addr, OS);
  }
}

void printSectionContents(const AMDCL2Binary &Bin, raw_ostream &OS) {
  printImageContents(Bin.Outer, "outer ELF", OS);
  if (Bin.Inner)
    printImageContents(*Bin.Inner, "inner ELF", OS);
}

} // namespace amdcl2
