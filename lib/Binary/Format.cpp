//===- Format.cpp - AMDCL2 format helpers shared by reader and writer -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Small helpers over the format model: section lookup.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Binary.h"

using namespace llvm;

namespace amdcl2 {

int ELFImage::findSection(StringRef Name) const {
  for (size_t I = 0, E = Sections.size(); I != E; ++I)
    if (I != 0 && Sections[I].Name == Name)
      return static_cast<int>(I);
  return -1;
}

const ELFSection *ELFImage::section(StringRef Name) const {
  int I = findSection(Name);
  return I < 0 ? nullptr : &Sections[I];
}

const ELFSection *AMDCL2Binary::innerSection(StringRef Name) const {
  return Inner ? Inner->section(Name) : nullptr;
}
const ELFSection *AMDCL2Binary::globalData() const {
  return innerSection(cl2::SecHSADataGlobal);
}
const ELFSection *AMDCL2Binary::globalBss() const {
  return innerSection(cl2::SecHSABssGlobal);
}
const ELFSection *AMDCL2Binary::readonlyData() const {
  return innerSection(cl2::SecHSADataReadonly);
}

} // namespace amdcl2
