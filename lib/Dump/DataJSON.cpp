//===- DataJSON.cpp - The program-scope data in amdcl2-objdump --json -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The `data` member of a file's --json object: the inner ELF's data
/// sections with their bytes, every relocation the loader applies (code
/// literals, pointers in data, sampler slots) and the samplers it creates.
/// Absent for a program without program-scope data.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Samplers.h"
#include "amdcl2/Dump/Dump.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace amdcl2 {

namespace {
const char *const AddressingNames[] = {"none", "clamp_to_edge", "clamp",
                                       "repeat", "mirrored_repeat"};

/// The kernel whose setup and code hold .hsatext offset \p Off.
const AMDCL2Kernel *kernelAt(const AMDCL2Binary &Bin, uint64_t Off) {
  for (const AMDCL2Kernel &K : Bin.Kernels)
    if (Off >= K.SetupOffset &&
        Off < K.SetupOffset + cl2::KernelCodeTSize + K.Code.size())
      return &K;
  return nullptr;
}

void sectionJSON(json::OStream &J, const AMDCL2Binary &Bin, StringRef Key,
                 const ELFSection *S) {
  if (!S)
    return;
  J.attributeObject(Key, [&] {
    J.attribute("size", S->Size);
    if (S->Type != ELF::SHT_NOBITS)
      J.attribute("bytes", toHex(S->Contents, /*LowerCase=*/true));
  });
}

void relocationsJSON(json::OStream &J, const AMDCL2Binary &Bin,
                     StringRef Section, ArrayRef<ELFRela> Relocs) {
  for (const ELFRela &R : Relocs)
    J.object([&] {
      J.attribute("section", Section);
      J.attribute("offset", R.Offset);
      StringRef Type = cl2::relocationTypeName(R.Type);
      J.attribute("type", Type.empty() ? std::to_string(R.Type) : Type.str());
      J.attribute("symbol", jsonUTF8(relocationSymbolName(Bin, R.Symbol)));
      J.attribute("addend", R.Addend);
      if (Section == cl2::SecHSAText)
        if (const AMDCL2Kernel *K = kernelAt(Bin, R.Offset)) {
          J.attribute("kernel", jsonUTF8(K->Name));
          J.attribute("code_offset",
                      R.Offset - K->SetupOffset - cl2::KernelCodeTSize);
        }
    });
}

/// The samplers in initializer order, each with the slot its relocation
/// names.
void samplersJSON(json::OStream &J, const AMDCL2Binary &Bin) {
  J.attributeArray("samplers", [&] {
    for (size_t I = 0; I < Bin.Samplers.size(); ++I) {
      const SamplerInit &S = Bin.Samplers[I];
      J.object([&] {
        for (const ELFRela &R : Bin.ReadonlyRelocs)
          if (R.Type == cl2::R_AMDGPU_INIT_SAMPLER &&
              R.Symbol < Bin.Inner->Symbols.size() &&
              Bin.Inner->Symbols[R.Symbol].Value == I * cl2::SamplerInitSize)
            J.attribute("slot", R.Offset);
        J.attribute("normalized_coords", S.CoordMode != 0);
        J.attribute("filter", S.Filter ? "linear" : "nearest");
        J.attribute("addressing", S.Addressing < std::size(AddressingNames)
                                      ? AddressingNames[S.Addressing]
                                      : std::to_string(S.Addressing));
        SamplerFields F{S.CoordMode, S.Filter, S.Addressing};
        J.attribute("literal", samplerLiteral(F));
      });
    }
  });
}
} // namespace

void attributeProgramDataJSON(json::OStream &J, const AMDCL2Binary &Bin) {
  if (!Bin.Inner || !(Bin.globalData() || Bin.globalBss() ||
                      Bin.readonlyData() || !Bin.Samplers.empty()))
    return;
  J.attributeObject("data", [&] {
    sectionJSON(J, Bin, "global", Bin.globalData());
    sectionJSON(J, Bin, "bss", Bin.globalBss());
    sectionJSON(J, Bin, "readonly", Bin.readonlyData());
    J.attributeArray("relocations", [&] {
      relocationsJSON(J, Bin, cl2::SecHSAText, Bin.TextRelocs);
      relocationsJSON(J, Bin, cl2::SecHSADataGlobal, Bin.GlobalRelocs);
      relocationsJSON(J, Bin, cl2::SecHSADataReadonly, Bin.ReadonlyRelocs);
    });
    samplersJSON(J, Bin);
  });
}

} // namespace amdcl2
