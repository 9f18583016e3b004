//===- KernelCodec.cpp - KernelInfo <-> setup and metadata records --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Maps the kernel-level fields of the metadata header (binary-format doc
/// section 6.2-6.4) to and from KernelInfo, and the argument list through
/// ArgCodec.cpp. The setup is stored in KernelInfo as it is encoded.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelCodec.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

namespace {
constexpr unsigned KernelIdBase = 0x400;
// Runtime limits on image and sampler arguments of one kernel.
constexpr unsigned MaxROImages = 128, MaxWOImages = 64, MaxRWImages = 64,
                   MaxSamplers = 16;

Error kernelError(const KernelInfo &K, const Twine &What) {
  return createStringError(inconvertibleErrorCode(),
                           "kernel '" + K.name() + "'" + What);
}

std::string archWord(cl2::Generation G, const GPUInfo *GPU) {
  if (G != cl2::Generation::G2Gfx || !GPU)
    return cl2::MDArchGeneric.str();
  return GPU->Family == GPUFamily::GCN11   ? "GFX7"
         : GPU->Family == GPUFamily::GCN12 ? "GFX8"
                                           : "GFX9";
}

/// The OLD header's resource words (binary-format doc section 10.4).
void encodeOldResources(const KernelInfo &K, unsigned Pipes,
                        KernelMetadataBlob &M) {
  M.OldLDSSize = alignTo(K.ldsBytes(), 16);
  // An enqueuing kernel records 32 even with scratch of its own
  // (enqueue-15_7's enqueuer: 48 bytes of scratch, 32 here).
  if (M.Enqueues)
    M.OldExtraResource = 32;
  else if (K.scratchBytes())
    M.OldExtraResource = K.scratchBytes();
  else
    M.OldExtraResource = 16 * Pipes;
  if (K.ldsBytes() || K.scratchBytes() || Pipes || M.Enqueues)
    M.Flags |= cl2::MDFlagOldUsesResources;
}

Error encodeArgs(const KernelInfo &K, cl2::Generation G, bool Is64,
                 KernelMetadataBlob &M, unsigned &Pipes) {
  const std::vector<ArgDesc> &Args = K.ABI.Args.Args;
  if (Args.size() < NumHiddenArgs)
    return kernelError(K, ": the argument layout lacks the six setup "
                          "arguments");
  for (unsigned I = 0; I < NumHiddenArgs; ++I) {
    if (Args[I].Kind != ArgKind::Hidden)
      return kernelError(K,
                         ": argument " + Twine(I) + " is not a setup argument");
    M.Args.push_back(encodeHiddenEntry(Args[I], I, G, Is64));
  }
  ResourceCounters C;
  uint32_t VOffset = 16 * NumHiddenArgs;
  for (size_t I = NumHiddenArgs; I < Args.size(); ++I) {
    Expected<MetadataArg> A = encodeArgEntry(Args[I], G, VOffset, C);
    if (!A)
      return kernelError(K, ": " + toString(A.takeError()));
    VOffset += entryVirtualSize(Args[I], G);
    M.Args.push_back(std::move(*A));
  }
  if (C.ReadOnlyImages > MaxROImages || C.WriteOnlyImages > MaxWOImages ||
      C.ReadWriteImages > MaxRWImages || C.Samplers > MaxSamplers)
    return kernelError(K, " has more image or sampler arguments than the "
                          "runtime supports (read-only 128, write-only 64, "
                          "read-write 64, samplers 16)");
  Pipes = C.Pipes;
  return Error::success();
}
} // namespace

Expected<EncodedKernel> encodeKernel(const KernelInfo &K, cl2::Generation G,
                                     bool Is64) {
  if (K.is64Bit() != Is64)
    return kernelError(K, " was laid out for a " +
                              Twine(K.is64Bit() ? 64 : 32) +
                              "-bit program, but the binary is " +
                              Twine(Is64 ? 64 : 32) + "-bit");
  if (K.Id > 0xFFFF - KernelIdBase)
    return createStringError("too many kernels for the 16-bit kernel id");
  EncodedKernel Out;
  Out.Setup = K.Setup;
  KernelMetadataBlob &M = Out.Metadata;
  const auto &R = K.ABI.ReqdWorkGroupSize;
  M.Flags = (Is64 ? cl2::MDFlag64Bit : 0) |
            (R[0] || R[1] || R[2] ? cl2::MDFlagReqdWorkGroupSize : 0);
  M.KernelId = KernelIdBase + K.Id;
  for (unsigned I = 0; I < 3; ++I)
    M.ReqdWorkGroupSize[I] = R[I];
  M.ArchWord = archWord(G, lookupGPU(K.GPU));
  // OLD and G1 cannot express the hints; they are only hints, so drop them.
  if (cl2::isG2(G)) {
    for (unsigned I = 0; I < 3; ++I)
      M.WorkGroupSizeHint[I] = K.ABI.WorkGroupSizeHint[I];
    M.VecTypeHint = K.ABI.VecTypeHint;
  }
  M.Enqueues = K.ABI.Flags.normalized().UseEnqueue;
  M.KernelIndex = K.Index;
  M.Printf = K.ABI.Printf;
  unsigned Pipes = 0;
  if (Error E = encodeArgs(K, G, Is64, M, Pipes))
    return std::move(E);
  if (G == cl2::Generation::Old)
    encodeOldResources(K, Pipes, M);
  else
    M.WavesPerSimdHint = K.WavesPerSimdHint;
  M.Raw = encodeKernelMetadata(M, G, Is64);
  M.HeaderSize = cl2::metadataHeaderSize(G, Is64);
  M.TotalSize = M.Raw.size();
  return Out;
}

//===----------------------------------------------------------------------===//
// Decoding
//===----------------------------------------------------------------------===//


static FeatureFlags decodeFlags(const KernelCodeT &S,
                                const KernelMetadataBlob &MD, bool GFX9) {
  uint32_t Mask = S.enableSGPRMask();
  FeatureFlags F;
  F.UseArgs = Mask & EnableKernargSegmentPtr;
  F.UseSetup = Mask & EnableDispatchPtr;
  F.UseGeneric = Mask & EnableQueuePtr;
  // gfx9 always sets flat-scratch init; the metadata flag still tells.
  F.UseEnqueue = MD.Enqueues != 0 ||
                 (!GFX9 && (Mask & EnableFlatScratchInit) && !F.UseGeneric);
  return F.normalized();
}

KernelInfo decodeKernel(StringRef Name, const KernelCodeT &S,
                        const KernelMetadataBlob &MD, cl2::Generation G,
                        bool Is64, const GPUInfo *GPU, bool GFX9) {
  KernelInfo K;
  K.ABI.Name = jsonUTF8(Name);
  K.GPU = GPU ? GPU->LLVMName.str() : std::string();
  K.Setup = S;
  K.ABI.Flags = decodeFlags(S, MD, GFX9);
  K.ABI.GroupIds = S.tgidMask();
  K.ABI.LocalIds = localIdsOfTidig(S.tidigCompCnt());
  K.ABI.Layout.Is64Bit = Is64;
  K.ABI.Layout.NewFormat = G != cl2::Generation::Old;
  std::vector<ArgDesc> User;
  size_t I = 0;
  while (I < MD.Args.size() && I < NumHiddenArgs &&
         StringRef(MD.Args[I].Name).starts_with("_."))
    ++I;
  for (; I < MD.Args.size(); ++I) {
    User.push_back(decodeArgEntry(MD.Args[I], G));
    User.back().Name = jsonUTF8(User.back().Name);
    User.back().TypeName = jsonUTF8(User.back().TypeName);
  }
  K.ABI.Args = layoutArguments(User, K.ABI.Layout);
  for (size_t H = 0; H < NumHiddenArgs && H < MD.Args.size(); ++H)
    if (StringRef(MD.Args[H].Name) == hiddenArgName(H))
      decodeHiddenEntry(MD.Args[H], K.ABI.Args.Args[H]);
  for (unsigned D = 0; D < 3; ++D) {
    K.ABI.ReqdWorkGroupSize[D] = MD.ReqdWorkGroupSize[D];
    K.ABI.WorkGroupSizeHint[D] = MD.WorkGroupSizeHint[D];
  }
  K.ABI.VecTypeHint = jsonUTF8(MD.VecTypeHint);
  K.ABI.Printf = MD.Printf;
  for (PrintfFormat &P : K.ABI.Printf)
    P.Format = jsonUTF8(P.Format);
  K.Id = MD.KernelId >= KernelIdBase ? MD.KernelId - KernelIdBase : 0;
  K.Index = MD.KernelIndex;
  if (G != cl2::Generation::Old)
    K.WavesPerSimdHint = MD.WavesPerSimdHint;
  return K;
}

//===----------------------------------------------------------------------===//
// Round trip
//===----------------------------------------------------------------------===//

Expected<std::vector<std::string>>
roundTripDifferences(const KernelInfo &K, cl2::Generation G, bool Is64) {
  Expected<EncodedKernel> E = encodeKernel(K, G, Is64);
  if (!E)
    return E.takeError();
  return roundTripDifferences(K, *E, G, Is64);
}

std::vector<std::string> roundTripDifferences(const KernelInfo &K,
                                              const EncodedKernel &E,
                                              cl2::Generation G, bool Is64) {
  const GPUInfo *GPU = lookupGPU(K.GPU);
  KernelInfo Back = decodeKernel(K.name(), E.Setup, E.Metadata, G, Is64, GPU,
                                 GPU && GPU->Family == GPUFamily::GCN14);
  // What the format does not hold, by design: the setup records which ids
  // the dispatcher provides, not which the kernel reads, and a pipe entry
  // has no access qualifier.
  KernelInfo Want = K;
  Want.ABI.Flags = K.ABI.Flags.normalized();
  Want.ABI.GroupIds = K.tgidMask();
  Want.ABI.LocalIds = localIdsOfTidig(K.tidigCompCnt());
  for (ArgDesc &A : Want.ABI.Args.Args)
    if (A.Kind == ArgKind::Pipe)
      A.Access = AccessQual::None;
  if (!cl2::isG2(G)) {
    Want.ABI.WorkGroupSizeHint = {0, 0, 0};
    Want.ABI.VecTypeHint.clear();
  }
  if (G == cl2::Generation::Old)
    Want.WavesPerSimdHint = Back.WavesPerSimdHint; // OLD has no hint word
  return compareKernelInfo(Want, Back);
}

} // namespace amdcl2
