//===- CLRXConfig.cpp - A kernel record in CLRX's .config dialect ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Prints a KernelInfo as CLRX's `.config` block. Resource ids and virtual
/// offsets come from the metadata codec, so they are the numbers the binary
/// holds. Comments (after '#') carry what CLRX has no directive for: the
/// user- and system-SGPR assignment, each argument's place in the buffer.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/CLRXConfig.h"
#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/ABI/Occupancy.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {

std::string clrxArgType(const ArgDesc &A) {
  switch (A.Kind) {
  case ArgKind::Value:
    return A.ElemType + (A.NumElems > 1 ? std::to_string(A.NumElems) : "");
  case ArgKind::Pointer:
    return pointeeTypeName(A) + "*";
  case ArgKind::Image:
    return "image"; // the metadata does not say which kind; nor does CLRX
  case ArgKind::Sampler:
    return "sampler";
  case ArgKind::Pipe:
    return "pipe";
  case ArgKind::Queue:
    return "queue";
  case ArgKind::ClkEvent:
    return "clkevent";
  case ArgKind::Struct:
    return "structure";
  case ArgKind::Hidden:
    break;
  }
  return "";
}

/// The usage word CLRX puts last: "rdonly", "wronly", "unused" or none.
/// CLRX reads a pipe's usage as used (3) or not and spells "used" as
/// rdonly; amdcl2 spells it the same, so that the lines agree.
static StringRef usageWord(ArgKind Kind, unsigned Usage) {
  if (Kind == ArgKind::Pipe)
    Usage = Usage == UsageReadWrite ? unsigned(UsageRead) : 0u;
  else if (Kind != ArgKind::Pointer)
    return "";
  switch (Usage) {
  case 0:
    return "unused";
  case UsageRead:
    return "rdonly";
  case UsageWrite:
    return "wronly";
  default:
    return "";
  }
}

static void printArg(raw_ostream &OS, const ArgDesc &A, const MetadataArg &E) {
  std::string Type = clrxArgType(A);
  OS << "        .arg " << A.Name << ", \"" << A.TypeName << "\", " << Type;
  unsigned Quals = A.TypeQuals & (QualConst | QualRestrict | QualVolatile);
  switch (A.Kind) {
  case ArgKind::Struct:
    OS << ", " << A.StructSize;
    break;
  case ArgKind::Pointer:
    if (Type == "structure*")
      OS << ", " << A.PointeeAlign;
    // The qualifier field is always there, empty or not, as CLRX prints it.
    OS << ", " << addrSpaceName(A.AddrSpace) << ", " << typeQualString(Quals);
    break;
  case ArgKind::Image:
    OS << ", " << accessQualName(A.Access) << ", " << E.Count;
    break;
  case ArgKind::Sampler:
    OS << ", " << E.Count;
    break;
  default:
    break;
  }
  if (StringRef Usage = usageWord(A.Kind, A.Usage); !Usage.empty())
    OS << ", " << Usage;
  OS << "    # offset " << A.Offset << ", size " << A.Size << ", vo "
     << E.VirtualOffset << "\n";
}

/// CLRX's `.sgprsnum` in a `.config` leaves out VCC, and FLAT_SCRATCH when
/// flat-scratch init is enabled before gfx9 (as clrxdisasm prints AMD's
/// kernels); the setup's count includes them.
static unsigned clrxSGPRs(const KernelInfo &K) {
  const GPUInfo *GPU = lookupGPU(K.GPU);
  bool GFX9 = GPU && GPU->Family == GPUFamily::GCN14;
  unsigned Extra = 2;
  if ((K.enableSGPRMask() & EnableFlatScratchInit) && !GFX9)
    Extra += 2;
  return K.sgprs() > Extra ? K.sgprs() - Extra : 0;
}

static std::string sgprRange(int First, unsigned N) {
  return formatv("s[{0}:{1}]", First, First + N - 1).str();
}

/// Where the dispatcher puts each input, for readers of the listing.
static void printRegisterComment(raw_ostream &OS, const KernelInfo &K) {
  UserSGPRLayout U = userSGPRLayout(K.enableSGPRMask());
  OS << "        # user SGPRs " << U.Count << ": scratch "
     << sgprRange(U.PrivateSegmentBuffer, 4);
  if (U.Setup >= 0)
    OS << ", setup " << sgprRange(U.Setup, 2);
  if (U.Aperture >= 0)
    OS << ", aperture " << sgprRange(U.Aperture, 2);
  if (U.Args >= 0)
    OS << ", args " << sgprRange(U.Args, 2);
  if (U.FlatScratchInit >= 0)
    OS << ", flat scratch init " << sgprRange(U.FlatScratchInit, 2);
  OS << "\n";
  SystemSGPRLayout S =
      systemSGPRLayout(U.Count, K.tgidMask(), K.Setup.scratchEnabled());
  SmallVector<std::string, 4> Sys;
  for (unsigned D = 0; D < 3; ++D)
    if (S.GroupId[D] >= 0)
      Sys.push_back(formatv("group id {0} s{1}", "xyz"[D], S.GroupId[D]));
  if (S.ScratchWaveOffset >= 0)
    Sys.push_back(formatv("scratch wave offset s{0}", S.ScratchWaveOffset));
  OS << "        # system SGPRs: " << (Sys.empty() ? "none" : join(Sys, ", "))
     << "\n";
}

static void printTriple(raw_ostream &OS, StringRef Directive,
                        const std::array<unsigned, 3> &V) {
  if (V[0] || V[1] || V[2])
    OS << formatv("        .{0} {1}, {2}, {3}\n", Directive, V[0], V[1], V[2]);
}

/// A setup argument as CLRX prints it: the printf buffer is a pointer
/// (whose type name says nothing of its pointee: void*), the others values
/// of their entry's type code.
static void printHiddenArg(raw_ostream &OS, const ArgDesc &A,
                           const MetadataArg &E) {
  OS << "        .arg " << A.Name << ", \"" << E.TypeName << "\", ";
  if (E.Kind == cl2::AEKPointer) {
    OS << "void*, global, "
       << typeQualString(A.TypeQuals &
                         (QualConst | QualRestrict | QualVolatile));
    if (StringRef Usage = usageWord(ArgKind::Pointer, A.Usage); !Usage.empty())
      OS << ", " << Usage;
  } else {
    const ScalarTypeCode *T = canonicalScalar(E.TypeCode);
    OS << (T ? StringRef(T->Name) : StringRef("long"));
  }
  OS << "    # offset " << A.Offset << ", size " << A.Size << ", vo "
     << E.VirtualOffset << "\n";
}

static void printArgs(raw_ostream &OS, const KernelInfo &K, cl2::Generation G) {
  const std::vector<ArgDesc> &Args = K.ABI.Args.Args;
  ResourceCounters C;
  uint32_t VOffset = 0;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (Args[I].Kind == ArgKind::Hidden && I < NumHiddenArgs) {
      printHiddenArg(OS, Args[I],
                     encodeHiddenEntry(Args[I], I, G, K.is64Bit()));
      VOffset += 16;
      continue;
    }
    // The entry the binary holds for this argument (resource id, virtual
    // offset); an argument the format cannot hold prints without them.
    Expected<MetadataArg> E = encodeArgEntry(Args[I], G, VOffset, C);
    printArg(OS, Args[I], E ? *E : MetadataArg());
    if (!E)
      consumeError(E.takeError());
    VOffset += entryVirtualSize(Args[I], G);
  }
}

/// The mode bits of PGM_RSRC1 CLRX spells as directives of their own
/// (the float mode is printed with the resources).
static void printModeDirectives(raw_ostream &OS, uint32_t Rsrc1) {
  using namespace llvm::amdhsa;
  if (AMDHSA_BITS_GET(Rsrc1, COMPUTE_PGM_RSRC1_PRIV))
    OS << "        .privmode\n";
  if (AMDHSA_BITS_GET(Rsrc1, COMPUTE_PGM_RSRC1_GFX6_GFX11_ENABLE_DX10_CLAMP))
    OS << "        .dx10clamp\n";
  if (AMDHSA_BITS_GET(Rsrc1, COMPUTE_PGM_RSRC1_DEBUG_MODE))
    OS << "        .debugmode\n";
  if (AMDHSA_BITS_GET(Rsrc1, COMPUTE_PGM_RSRC1_GFX6_GFX11_ENABLE_IEEE_MODE))
    OS << "        .ieeemode\n";
}

/// The work-group attributes, register counts, segment sizes and resource
/// words, in clrxdisasm's order.
static void printResources(raw_ostream &OS, const KernelInfo &K) {
  const KernelABI &A = K.ABI;
  printTriple(OS, "cws", A.ReqdWorkGroupSize);
  printTriple(OS, "work_group_size_hint", A.WorkGroupSizeHint);
  if (!A.VecTypeHint.empty())
    OS << "        .vectypehint " << A.VecTypeHint << "\n";
  OS << "        .sgprsnum " << clrxSGPRs(K) << "\n"
     << "        .vgprsnum " << K.vgprs() << "\n";
  if (K.ldsBytes())
    OS << "        .localsize " << K.ldsBytes() << "\n";
  OS << formatv("        .floatmode {0:x2}\n", (K.Setup.PgmRsrc1 >> 12) & 0xFF);
  if (K.scratchBytes())
    OS << "        .scratchbuffer " << K.scratchBytes() << "\n";
  OS << formatv("        .pgmrsrc1 {0:x8}\n", K.Setup.PgmRsrc1)
     << formatv("        .pgmrsrc2 {0:x8}\n", K.Setup.PgmRsrc2);
}

std::vector<unsigned> clrxKernelSamplers(ArrayRef<uint64_t> Slots,
                                         ArrayRef<int64_t> Addends) {
  std::vector<unsigned> Ids;
  for (int64_t A : Addends)
    for (auto [I, Slot] : enumerate(Slots))
      if (uint64_t(A) == Slot)
        Ids.push_back(I);
  llvm::sort(Ids);
  Ids.erase(llvm::unique(Ids), Ids.end());
  return Ids;
}

void printCLRXKernelConfig(raw_ostream &OS, const KernelInfo &K,
                           cl2::Generation G, ArrayRef<unsigned> Samplers) {
  const KernelABI &A = K.ABI;
  OS << ".kernel " << A.Name << "\n    .config\n";
  // CLRX's forms: one list when group and local ids agree, else both.
  std::string GID = dimMaskString(K.tgidMask());
  std::string LID = dimMaskString(localIdsOfTidig(K.tidigCompCnt()));
  OS << "        .dims " << (GID == LID ? GID : GID + ", " + LID) << "\n";
  printRegisterComment(OS, K);
  printResources(OS, K);
  printModeDirectives(OS, K.Setup.PgmRsrc1);
  std::string Flags = A.Flags.normalized().str();
  for (StringRef Flag : split(Flags, ','))
    if (!Flag.empty())
      OS << "        ." << Flag << "\n";
  OS << "        .priority "
     << AMDHSA_BITS_GET(K.Setup.PgmRsrc1,
                        llvm::amdhsa::COMPUTE_PGM_RSRC1_PRIORITY)
     << "\n";
  printArgs(OS, K, G);
  // After the arguments, where clrxdisasm prints them.
  for (unsigned Id : Samplers)
    OS << "        .sampler " << Id << "\n";
  OS << formatv("        # enable_sgpr_mask {0:x2}, user_sgprs {1}, "
                "kernarg_segment_size {2}, kernel index {3}, {4} args\n",
                K.enableSGPRMask(), K.userSGPRs(), K.kernargSize(), K.Index,
                A.Args.Args.size());
  Occupancy O = occupancyOf(K);
  OS << formatv("        # occupancy {0} waves per SIMD (VGPRs {1}, SGPRs "
                "{2}, LDS {3})\n",
                O.Waves, O.ByVGPRs, O.BySGPRs, O.ByLDS);
  // CLRX has no directive for them; the format is as stored (escaped).
  for (const PrintfFormat &P : A.Printf)
    OS << "        # printf id " << P.ID << ", sizes [" << printfSizesString(P)
       << "], format \"" << P.Format << "\"\n";
}

} // namespace amdcl2
