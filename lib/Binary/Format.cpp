//===- Format.cpp - AMDCL2 format helpers shared by reader and writer -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Small helpers over the format model: generation names, section lookup and
/// decoding of amd_kernel_code_t from its 256 bytes.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/Support/Endian.h"

using namespace llvm;

namespace amdcl2 {

StringRef cl2::generationName(Generation G) {
  switch (G) {
  case Generation::Old:
    return "old";
  case Generation::G1:
    return "G1";
  case Generation::G2:
    return "G2";
  case Generation::G2Gfx:
    return "G2-gfx";
  }
  llvm_unreachable("bad generation");
}

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

template <typename T> static T get(ArrayRef<uint8_t> B, unsigned Off) {
  return support::endian::read<T, llvm::endianness::little>(B.data() + Off);
}

KernelCodeT decodeKernelCodeT(ArrayRef<uint8_t> B) {
  using namespace cl2;
  assert(B.size() >= KernelCodeTSize && "caller checks the setup size");
  KernelCodeT K;
  K.VersionMajor = get<uint32_t>(B, KCVersionMajor);
  K.VersionMinor = get<uint32_t>(B, KCVersionMinor);
  K.MachineKind = get<uint16_t>(B, KCMachineKind);
  K.MachineMajor = get<uint16_t>(B, KCMachineVersionMajor);
  K.MachineMinor = get<uint16_t>(B, KCMachineVersionMinor);
  K.MachineStepping = get<uint16_t>(B, KCMachineVersionStepping);
  K.EntryByteOffset = get<uint64_t>(B, KCEntryByteOffset);
  K.PrefetchByteOffset = get<uint64_t>(B, KCPrefetchByteOffset);
  K.PrefetchByteSize = get<uint64_t>(B, KCPrefetchByteSize);
  K.MaxScratchBackingMemory = get<uint64_t>(B, KCMaxScratchBackingMemory);
  K.PgmRsrc1 = get<uint32_t>(B, KCPgmRsrc1);
  K.PgmRsrc2 = get<uint32_t>(B, KCPgmRsrc2);
  K.CodeProperties = get<uint32_t>(B, KCCodeProperties);
  K.PrivateSegmentSize = get<uint32_t>(B, KCPrivateSegmentSize);
  K.GroupSegmentSize = get<uint32_t>(B, KCGroupSegmentSize);
  K.GDSSegmentSize = get<uint32_t>(B, KCGDSSegmentSize);
  K.KernargSegmentSize = get<uint64_t>(B, KCKernargSegmentSize);
  K.FBarrierCount = get<uint32_t>(B, KCFBarrierCount);
  K.WavefrontSGPRCount = get<uint16_t>(B, KCWavefrontSGPRCount);
  K.WorkitemVGPRCount = get<uint16_t>(B, KCWorkitemVGPRCount);
  K.ReservedVGPRFirst = get<uint16_t>(B, KCReservedVGPRFirst);
  K.ReservedVGPRCount = get<uint16_t>(B, KCReservedVGPRCount);
  K.ReservedSGPRFirst = get<uint16_t>(B, KCReservedSGPRFirst);
  K.ReservedSGPRCount = get<uint16_t>(B, KCReservedSGPRCount);
  K.DebugWavefrontPrivateSegmentOffsetSGPR =
      get<uint16_t>(B, KCDebugWavefrontPrivateSegOffSGPR);
  K.DebugPrivateSegmentBufferSGPR =
      get<uint16_t>(B, KCDebugPrivateSegmentBufferSGPR);
  K.KernargSegmentAlign = B[KCKernargSegmentAlign];
  K.GroupSegmentAlign = B[KCGroupSegmentAlign];
  K.PrivateSegmentAlign = B[KCPrivateSegmentAlign];
  K.WavefrontSize = B[KCWavefrontSize];
  K.CallConvention = get<uint32_t>(B, KCCallConvention);
  K.RuntimeLoaderKernelSymbol = get<uint64_t>(B, KCRuntimeLoaderKernelSymbol);
  std::copy_n(B.begin() + KCControlDirectives, K.ControlDirectives.size(),
              K.ControlDirectives.begin());
  std::copy_n(B.begin(), KernelCodeTSize, K.Raw.begin());
  return K;
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
