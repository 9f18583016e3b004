//===- ReaderKernelInfo.cpp - KernelInfo from a read AMDCL2 kernel --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Decodes metadata argument entries (spec section 6.6) into ArgDesc and fills
/// KernelInfo from the setup. The binary does not store kernarg offsets, so
/// they come from the ABI layout rules; kernarg_size is the stored value.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

namespace amdcl2 {

/// Names from a binary are arbitrary bytes; the JSON schema needs UTF-8.
static std::string utf8(const std::string &S) {
  return json::isUTF8(S) ? S : json::fixUTF8(S);
}

static unsigned elemSizeOfTypeCode(uint32_t Code) {
  switch (Code) {
  case cl2::ATCG2Char:
  case cl2::ATCChar:
    return 1;
  case cl2::ATCG2Short:
  case cl2::ATCShort:
    return 2;
  case cl2::ATCG2Long:
  case cl2::ATCLong:
  case cl2::ATCDouble:
    return 8;
  default:
    return 4;
  }
}

ArgDesc argDescFromMetadata(const MetadataArg &A) {
  ArgDesc D;
  D.Name = utf8(A.Name);
  D.TypeName = utf8(A.TypeName);
  switch (A.AddrSpace) {
  case cl2::AEASLocal:
    D.AddrSpace = ArgAddrSpace::Local;
    break;
  case cl2::AEASGlobal:
    D.AddrSpace = ArgAddrSpace::Global;
    break;
  case cl2::AEASConstant:
    D.AddrSpace = ArgAddrSpace::Constant;
    break;
  default:
    break;
  }
  if (A.Const)
    D.TypeQuals |= QualConst;
  if (A.Volatile)
    D.TypeQuals |= QualVolatile;
  if (A.Restrict)
    D.TypeQuals |= QualRestrict;
  switch (A.Kind) {
  case cl2::AEKSampler:
    D.Kind = ArgKind::Sampler;
    break;
  case cl2::AEKImage:
    D.Kind = ArgKind::Image;
    D.Access = A.TypeCode == cl2::ATCReadOnlyImage    ? AccessQual::ReadOnly
               : A.TypeCode == cl2::ATCWriteOnlyImage ? AccessQual::WriteOnly
                                                      : AccessQual::ReadWrite;
    break;
  case cl2::AEKPointer:
    if (A.isPipe()) {
      D.Kind = ArgKind::Pipe;
      D.TypeQuals |= QualPipe;
    } else if (A.PointeeType == cl2::ATCQueue) {
      D.Kind = ArgKind::ClkEvent;
    } else {
      D.Kind = ArgKind::Pointer;
      D.StructSize = A.PointeeAlign;
    }
    break;
  case cl2::AEKQueue:
    D.Kind = ArgKind::Queue;
    break;
  default:
    if (A.TypeCode == cl2::ATCStruct) {
      D.Kind = ArgKind::Struct;
      D.StructSize = A.Count;
      break;
    }
    D.Kind = ArgKind::Value;
    D.ElemSize = elemSizeOfTypeCode(A.TypeCode);
    D.NumElems = std::max<uint32_t>(A.Count, 1);
    // G1/G2 store 4 for 3-vectors; the type name keeps the real length.
    if (D.NumElems == 4 && StringRef(A.TypeName).ends_with("3"))
      D.NumElems = 3;
    break;
  }
  return D;
}

KernelInfo kernelInfoFromBinary(const AMDCL2Binary &Bin,
                                const AMDCL2Kernel &K) {
  KernelInfo KI;
  const KernelCodeT &S = K.Setup;
  const KernelMetadataBlob &MD = K.Metadata;
  KI.ABI.Name = utf8(K.Name);
  uint32_t Mask = S.enableSGPRMask();
  bool GFX9 = Bin.GPU ? Bin.GPU->Family == GPUFamily::GCN14
                      : (Bin.ISA && Bin.ISA->Major == 9);
  FeatureFlags F;
  F.UseArgs = Mask & EnableKernargSegmentPtr;
  F.UseSetup = Mask & EnableDispatchPtr;
  F.UseGeneric = Mask & EnableQueuePtr;
  // gfx9 always sets flat-scratch init; the metadata flag still tells.
  F.UseEnqueue = MD.Enqueues != 0 ||
                 (!GFX9 && (Mask & EnableFlatScratchInit) && !F.UseGeneric);
  KI.ABI.Flags = F.normalized();
  KI.ABI.GroupIds = S.tgidMask();
  KI.ABI.LocalIds = (1u << (S.tidigCompCnt() + 1)) - 1;
  KI.ABI.Layout.Is64Bit = Bin.Is64;
  KI.ABI.Layout.NewFormat = !Bin.isOldFormat();
  std::vector<ArgDesc> User;
  size_t I = 0;
  while (I < MD.Args.size() && I < NumHiddenArgs &&
         StringRef(MD.Args[I].Name).starts_with("_."))
    ++I;
  for (; I < MD.Args.size(); ++I)
    User.push_back(argDescFromMetadata(MD.Args[I]));
  KI.ABI.Args = layoutArguments(User, KI.ABI.Layout);
  for (unsigned D = 0; D < 3; ++D) {
    KI.ABI.ReqdWorkGroupSize[D] = MD.ReqdWorkGroupSize[D];
    KI.ABI.WorkGroupSizeHint[D] = MD.WorkGroupSizeHint[D];
  }
  KI.ABI.VecTypeHint = utf8(MD.VecTypeHint);
  KI.GPU = Bin.GPU ? Bin.GPU->LLVMName.str() : std::string();
  KI.EnableSGPRMask = Mask;
  KI.UserSGPRs = S.userSGPRs();
  KI.TidigCompCnt = S.tidigCompCnt();
  KI.ScratchBytes = S.PrivateSegmentSize;
  KI.LDSBytes = S.GroupSegmentSize;
  KI.SGPRs = S.WavefrontSGPRCount;
  KI.VGPRs = S.WorkitemVGPRCount;
  KI.PgmRsrc1 = S.PgmRsrc1;
  KI.PgmRsrc2 = S.PgmRsrc2;
  KI.KernargSize = S.KernargSegmentSize;
  return KI;
}

} // namespace amdcl2
