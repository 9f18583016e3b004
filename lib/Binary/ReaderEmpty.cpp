//===- ReaderEmpty.cpp - What a program without kernels looks like --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A binary without kernel metadata symbols reads as a program without
/// kernels. A damaged file (a lost section header table or symbol table, a
/// renamed symbol) reads the same way, so a file without kernels is accepted
/// only if it looks like what AMD's compiler writes for such a program (spec
/// sections 2.1, 4.1 to 4.3 and 9.2): the outer sections .shstrtab, .strtab,
/// .symtab and .comment, maybe .brig, in the new format a .text holding an
/// inner ELF without code, no .rodata bytes, and no outer symbols but the
/// options, the ACL version and __BRIG__.
///
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"
#include "llvm/BinaryFormat/ELF.h"

using namespace llvm;

namespace amdcl2 {
namespace reader {

namespace {
struct KnownSection {
  const char *Name;
  uint32_t Type;
  const char *TypeName;
  bool Required;
};
} // namespace

/// The outer sections of an AMDCL2 program without kernels: the four every
/// program has, and those that may be there (.rodata only empty).
static const KnownSection EmptyProgramSections[] = {
    {cl2::SecShStrTab, ELF::SHT_STRTAB, "SHT_STRTAB", true},
    {cl2::SecStrTab, ELF::SHT_STRTAB, "SHT_STRTAB", true},
    {cl2::SecSymTab, ELF::SHT_SYMTAB, "SHT_SYMTAB", true},
    {cl2::SecComment, ELF::SHT_PROGBITS, "SHT_PROGBITS", true},
    {cl2::SecRodata, ELF::SHT_PROGBITS, "SHT_PROGBITS", false},
    {cl2::SecBrig, ELF::SHT_PROGBITS, "SHT_PROGBITS", false},
    {cl2::SecText, ELF::SHT_PROGBITS, "SHT_PROGBITS", false},
};

static Error notEmptyProgram(const Twine &Why) {
  return makeError("no kernels, but not an empty program: " + Why);
}

static std::string sectionRef(const ELFImage &Img, size_t Idx) {
  return "section [index " + std::to_string(Idx) + "] '" +
         Img.Sections[Idx].Name + "'";
}

/// One outer section: known, of its type, not a second one of its name,
/// and without metadata bytes.
static Error checkOuterSection(const ELFImage &O, size_t Idx) {
  const ELFSection &S = O.Sections[Idx];
  const KnownSection *K =
      llvm::find_if(EmptyProgramSections,
                    [&](const KnownSection &K) { return S.Name == K.Name; });
  if (K == std::end(EmptyProgramSections))
    return notEmptyProgram("outer " + sectionRef(O, Idx) +
                           " is not a section of an AMDCL2 program");
  if (S.Type != K->Type)
    return notEmptyProgram("outer " + sectionRef(O, Idx) + ": sh_type " +
                           hex(S.Type) + " is not " + K->TypeName);
  int First = O.findSection(S.Name);
  if (First != static_cast<int>(Idx))
    return notEmptyProgram("outer " + sectionRef(O, Idx) + " repeats " +
                           sectionRef(O, First));
  if (S.Name == cl2::SecRodata && S.Size != 0)
    return notEmptyProgram("outer " + sectionRef(O, Idx) + " holds " +
                           hex(S.Size) +
                           " bytes, but no symbol names kernel metadata in it");
  return Error::success();
}

static Error checkOuterSections(const ELFImage &O) {
  for (size_t I = 1; I < O.Sections.size(); ++I)
    if (Error E = checkOuterSection(O, I))
      return E;
  for (const KnownSection &K : EmptyProgramSections)
    if (K.Required && O.findSection(K.Name) < 0)
      return notEmptyProgram("outer section '" + Twine(K.Name) +
                             "' is missing");
  return Error::success();
}

static Error checkOuterSymbols(const ELFImage &O) {
  bool HasAclVersion = false;
  for (size_t I = 0; I < O.Symbols.size(); ++I) {
    StringRef Name = O.Symbols[I].Name;
    if (I == 0 && Name.empty())
      continue;
    HasAclVersion |= Name == cl2::SymAclVersion;
    if (Name != cl2::SymAclVersion && Name != cl2::SymCompilerOptions &&
        Name != cl2::SymBrig)
      return notEmptyProgram("outer symbol [index " + Twine(I) + "] '" + Name +
                             "' is none of '" + cl2::SymCompilerOptions +
                             "', '" + cl2::SymBrig + "' and '" +
                             cl2::SymAclVersion + "'");
  }
  if (!HasAclVersion)
    return notEmptyProgram("outer symbol '" + cl2::SymAclVersion +
                           "' is missing");
  return Error::success();
}

/// The inner kernel symbols were already matched against the (absent)
/// metadata; code without any symbol is what is left to find.
static Error checkInner(const ELFImage &In) {
  int Idx = In.findSection(cl2::SecHSAText);
  if (Idx >= 0 && In.Sections[Idx].Size != 0)
    return notEmptyProgram("inner " + sectionRef(In, Idx) + " holds " +
                           hex(In.Sections[Idx].Size) +
                           " bytes of code, but no symbol names a kernel");
  return Error::success();
}

Error checkEmptyProgram(const AMDCL2Binary &Bin) {
  if (Error E = checkOuterSections(Bin.Outer))
    return E;
  if (Error E = checkOuterSymbols(Bin.Outer))
    return E;
  if (Bin.Inner)
    return checkInner(*Bin.Inner);
  return Error::success();
}

} // namespace reader
} // namespace amdcl2
