//===- Features.cpp - CL2 feature flags and user-SGPR layout --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Maps feature flags to HSA enable bits and registers (ABI doc sections 2-3).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Features.h"
#include "llvm/Support/ErrorHandling.h"

namespace amdcl2 {

FeatureFlags FeatureFlags::normalized() const {
  FeatureFlags F = *this;
  if (F.UseGeneric || F.UseEnqueue)
    F.UseSetup = true;
  if (F.UseSetup)
    F.UseArgs = true;
  return F;
}

std::string FeatureFlags::str() const {
  std::string S;
  auto Add = [&](bool On, const char *Name) {
    if (!On)
      return;
    if (!S.empty())
      S += ",";
    S += Name;
  };
  Add(UseArgs, "useargs");
  Add(UseSetup, "usesetup");
  Add(UseEnqueue, "useenqueue");
  Add(UseGeneric, "usegeneric");
  return S;
}

unsigned userSGPRSizeOfBit(unsigned Bit) {
  switch (Bit) {
  case 0:
    return 4; // private segment buffer V#
  case 6:     // private segment size
  case 7:     // grid work-group counts x, y, z
  case 8:
  case 9:
    return 1;
  default:
    return Bit < 6 ? 2 : 0;
  }
}

uint32_t enableSGPRMask(FeatureFlags Flags, GPUFamily Family) {
  FeatureFlags F = Flags.normalized();
  uint32_t Mask = EnablePrivateSegmentBuffer;
  if (F.UseSetup)
    Mask |= EnableDispatchPtr;
  if (F.UseGeneric)
    Mask |= EnableQueuePtr;
  if (F.UseArgs)
    Mask |= EnableKernargSegmentPtr;
  // Enqueue and generic kernels initialize FLAT_SCRATCH; gfx9 always does.
  if (F.UseEnqueue || F.UseGeneric || Family == GPUFamily::GCN14)
    Mask |= EnableFlatScratchInit;
  return Mask;
}

UserSGPRLayout userSGPRLayout(uint32_t EnableMask) {
  UserSGPRLayout L;
  unsigned Next = 0;
  for (unsigned Bit = 0; Bit < 10; ++Bit) {
    if (!(EnableMask & (1u << Bit)))
      continue;
    int Reg = Next;
    switch (Bit) {
    case 0:
      L.PrivateSegmentBuffer = Reg;
      break;
    case 1:
      L.Setup = Reg;
      break;
    case 2:
      L.Aperture = Reg;
      break;
    case 3:
      L.Args = Reg;
      break;
    case 5:
      L.FlatScratchInit = Reg;
      break;
    default:
      break;
    }
    Next += userSGPRSizeOfBit(Bit);
  }
  L.Count = Next;
  return L;
}

std::string dimMaskString(DimMask Dims) {
  std::string S;
  for (unsigned D = 0; D < 3; ++D)
    if (Dims & (1u << D))
      S += "xyz"[D];
  return S;
}

SystemSGPRLayout systemSGPRLayout(unsigned UserSGPRs, DimMask GroupIds,
                                  bool ScratchEnabled) {
  SystemSGPRLayout L;
  int Next = UserSGPRs;
  for (unsigned D = 0; D < 3; ++D)
    if (GroupIds & (1u << D))
      L.GroupId[D] = Next++;
  if (ScratchEnabled)
    L.ScratchWaveOffset = Next;
  return L;
}

unsigned tidigCompCount(DimMask LocalIds) {
  if (LocalIds & 4)
    return 2;
  if (LocalIds & 2)
    return 1;
  return 0;
}

} // namespace amdcl2
