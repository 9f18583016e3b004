//===- ProgramData.cpp - Program-scope data and code relocations ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Loads a program as the runtime's loader does: the program-scope data
/// sections of the inner ELF (global data, read-only data, global bss), the
/// relocations that refer to them (the kernels' `s_mov_b32 sN, lit` pairs,
/// R_AMDGPU_32_LOW/HIGH, and 64-bit pointers inside the data, R_AMDGPU_64),
/// and every kernel's code object.
///
//===----------------------------------------------------------------------===//

#include "Dispatch.h"
#include "amdcl2/ABI/KernelCode.h"
#include "amdcl2/Binary/AMDCL2Format.h"
#include "llvm/BinaryFormat/ELF.h"
#include <cstring>

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
/// Device addresses of the inner ELF's data sections, by section index.
struct DataMap {
  std::vector<uint64_t> Base; ///< 0: not loaded
};

DataMap loadSections(const ELFImage &Inner, Memory &Mem) {
  DataMap M;
  M.Base.assign(Inner.Sections.size(), 0);
  for (size_t I = 0; I < Inner.Sections.size(); ++I) {
    const ELFSection &S = Inner.Sections[I];
    if (S.Name != cl2::SecHSADataGlobal && S.Name != cl2::SecHSABssGlobal &&
        S.Name != cl2::SecHSADataReadonly)
      continue;
    M.Base[I] = Mem.allocate(S.Size, S.Name.substr(1));
    if (!S.Contents.empty())
      Mem.store(M.Base[I], S.Contents.data(), S.Contents.size());
  }
  return M;
}

/// S + A for a relocation against a symbol in a loaded section.
Expected<uint64_t> target(const ELFImage &Inner, const DataMap &M,
                          const ELFRela &R) {
  if (R.Symbol >= Inner.Symbols.size())
    return createStringError("relocation symbol " + Twine(R.Symbol) +
                             " out of range");
  const ELFSymbol &Sym = Inner.Symbols[R.Symbol];
  if (Sym.Shndx >= M.Base.size() || !M.Base[Sym.Shndx])
    return createStringError("relocation against '" + Sym.Name +
                             "', which is not in a data section");
  const ELFSection &Sec = Inner.Sections[Sym.Shndx];
  uint64_t Off = Sym.Value >= Sec.Addr ? Sym.Value - Sec.Addr : Sym.Value;
  return M.Base[Sym.Shndx] + Off + R.Addend;
}

Error patch(std::vector<uint8_t> &Bytes, uint64_t Off, uint64_t V,
            unsigned Size) {
  if (Off > Bytes.size() || Size > Bytes.size() - Off)
    return createStringError("relocation at " + Twine(Off) +
                             " is outside its section");
  std::memcpy(Bytes.data() + Off, &V, Size);
  return Error::success();
}

/// Applies relocation \p R at \p Off of \p Bytes.
Error apply(const ELFImage &Inner, const DataMap &M, const ELFRela &R,
            std::vector<uint8_t> &Bytes, uint64_t Off) {
  Expected<uint64_t> S = target(Inner, M, R);
  if (!S)
    return S.takeError();
  switch (R.Type) {
  case ELF::R_AMDGPU_ABS32_LO:
    return patch(Bytes, Off, uint32_t(*S), 4);
  case ELF::R_AMDGPU_ABS32_HI:
    return patch(Bytes, Off, uint32_t(*S >> 32), 4);
  case ELF::R_AMDGPU_ABS64:
    return patch(Bytes, Off, *S, 8);
  default:
    return createStringError("relocation type " + Twine(R.Type) +
                             " is not supported by the emulator");
  }
}

/// The relocations of one data section (its .rela section's entries).
Error relocateData(const ELFImage &Inner, const DataMap &M,
                   ArrayRef<ELFRela> Relocs, StringRef SecName, Memory &Mem) {
  int Idx = Inner.findSection(SecName);
  if (Relocs.empty() || Idx < 0 || !M.Base[Idx])
    return Error::success();
  Allocation *A = Mem.find(M.Base[Idx]);
  for (const ELFRela &R : Relocs)
    if (Error E = apply(Inner, M, R, A->Bytes, R.Offset))
      return E;
  return Error::success();
}
/// R_AMDGPU_INIT_SAMPLER: the loader creates the sampler its symbol's
/// `.hsaimage_samplerinit` descriptor describes (at the symbol's value,
/// 8 bytes each) and writes the object's address into the read-only slot.
Error initSampler(const AMDCL2Binary &Bin, const DataMap &M, const ELFRela &R,
                  Memory &Mem) {
  const ELFImage &Inner = *Bin.Inner;
  int Slot = Inner.findSection(cl2::SecHSADataReadonly);
  if (R.Symbol >= Inner.Symbols.size() || Slot < 0 || !M.Base[Slot])
    return createStringError("a sampler relocation without its symbol or "
                             "read-only data");
  uint64_t Index = Inner.Symbols[R.Symbol].Value / cl2::SamplerInitSize;
  if (Index >= Bin.Samplers.size() || Bin.Samplers[Index].Kind != 1)
    return createStringError("sampler relocation " + Twine(R.Offset) +
                             " names no sampler initializer");
  const SamplerInit &Init = Bin.Samplers[Index];
  SamplerFields F;
  F.NormalizedCoords = Init.CoordMode;
  F.Filter = Init.Filter;
  F.Addressing = Init.Addressing;
  if (F.NormalizedCoords > 1 || F.Filter > 1 || F.Addressing > 4)
    return createStringError("sampler initializer " + Twine(Index) +
                             " has values no sampler has");
  uint64_t Obj = createSamplerObject(
      Mem, F, "sampler " + std::to_string(Index) + " object");
  Allocation *A = Mem.find(M.Base[Slot]);
  return patch(A->Bytes, R.Offset, Obj, 8);
}
} // namespace

/// Loads the data sections and applies their relocations; \p M gets their
/// addresses for the code relocations.
static Error loadData(const AMDCL2Binary &Bin, Memory &Mem, DataMap &M) {
  const ELFImage &Inner = *Bin.Inner;
  M = loadSections(Inner, Mem);
  if (Error E =
          relocateData(Inner, M, Bin.GlobalRelocs, cl2::SecHSADataGlobal, Mem))
    return E;
  std::vector<ELFRela> Readonly;
  for (const ELFRela &R : Bin.ReadonlyRelocs)
    if (R.Type != cl2::R_AMDGPU_INIT_SAMPLER)
      Readonly.push_back(R);
    else if (Error E = initSampler(Bin, M, R, Mem))
      return E;
  return relocateData(Inner, M, Readonly, cl2::SecHSADataReadonly, Mem);
}

/// Kernel \p K's code object in \p Mem: its 256-byte setup as the binary
/// holds it (device code reads fields of it: an enqueue reads the child's
/// segment sizes), then its code with the relocations of \p M applied.
static Error loadKernel(const AMDCL2Binary &Bin, const AMDCL2Kernel &K,
                        const DataMap &M, Memory &Mem, LoadedProgram &P) {
  std::vector<uint8_t> Code = K.Code;
  uint64_t Begin = K.SetupOffset + cl2::KernelCodeTSize;
  if (Bin.Inner)
    for (const ELFRela &R : Bin.TextRelocs)
      if (R.Offset >= Begin && R.Offset < Begin + Code.size())
        if (Error E = apply(*Bin.Inner, M, R, Code, R.Offset - Begin))
          return createStringError("kernel '" + K.Name +
                                   "': " + toString(std::move(E)));
  uint64_t Obj = Mem.allocate(cl2::KernelCodeTSize + Code.size(),
                              "code of '" + K.Name + "'");
  auto Setup = encodeKernelCodeT(K.Setup);
  Mem.store(Obj, Setup.data(), Setup.size());
  Mem.store(Obj + cl2::KernelCodeTSize, Code.data(), Code.size());
  P.CodeObjects.push_back(Obj);
  P.Code.push_back(std::move(Code));
  return Error::success();
}

Expected<LoadedProgram> loadProgram(const AMDCL2Binary &Bin, Memory &Mem) {
  LoadedProgram P;
  DataMap M;
  if (Bin.Inner)
    if (Error E = loadData(Bin, Mem, M))
      return std::move(E);
  for (const AMDCL2Kernel &K : Bin.Kernels)
    if (Error E = loadKernel(Bin, K, M, Mem, P))
      return std::move(E);
  return std::move(P);
}

} // namespace emu
} // namespace amdcl2
