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
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {

static std::string imageTypeName(StringRef TypeName) {
  static const StringLiteral Known[] = {"image1d",        "image1d_array",
                                        "image1d_buffer", "image2d",
                                        "image2d_array",  "image3d"};
  TypeName.consume_back("_t");
  return llvm::is_contained(Known, TypeName) ? TypeName.str() : "image";
}

/// The pointee of a pointer type name as CLRX spells it: a built-in scalar
/// or vector type, void, or "structure".
static std::string pointeeTypeName(StringRef PtrTypeName) {
  StringRef Pointee = PtrTypeName.rtrim(" *");
  Pointee.consume_front("const ");
  const ScalarTypeCode *T = scalarTypeOf(Pointee);
  if (!T)
    return "structure";
  StringRef Digits = Pointee.drop_front(Pointee.rtrim("0123456789").size());
  return (T->Name + Digits).str();
}

std::string clrxArgType(const ArgDesc &A) {
  switch (A.Kind) {
  case ArgKind::Value:
    return A.ElemType + (A.NumElems > 1 ? std::to_string(A.NumElems) : "");
  case ArgKind::Pointer:
    return pointeeTypeName(A.TypeName) + "*";
  case ArgKind::Image:
    return imageTypeName(A.TypeName);
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

/// The usage field CLRX puts last: "rdonly", "wronly", "unused" or none.
static StringRef usageWord(const ArgDesc &A) {
  if (A.Kind != ArgKind::Pointer)
    return "";
  switch (A.Usage) {
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
  case ArgKind::Pointer: {
    if (Type == "structure*")
      OS << ", " << A.PointeeAlign;
    OS << ", " << addrSpaceName(A.AddrSpace);
    StringRef Usage = usageWord(A);
    if (Quals || !Usage.empty())
      OS << ", " << typeQualString(Quals);
    if (!Usage.empty())
      OS << ", " << Usage;
    break;
  }
  case ArgKind::Pipe:
    if (Quals)
      OS << ", " << typeQualString(Quals);
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
  OS << "    # offset " << A.Offset << ", size " << A.Size << ", vo "
     << E.VirtualOffset << "\n";
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

static void printArgs(raw_ostream &OS, const KernelInfo &K, cl2::Generation G) {
  const std::vector<ArgDesc> &Args = K.ABI.Args.Args;
  size_t First = 0;
  while (First < Args.size() && Args[First].Kind == ArgKind::Hidden)
    ++First;
  if (First == NumHiddenArgs)
    OS << "        .setupargs\n";
  ResourceCounters C;
  uint32_t VOffset = 16 * First;
  for (size_t I = First; I < Args.size(); ++I) {
    // The entry the binary holds for this argument (resource id, virtual
    // offset); an argument the format cannot hold prints without them.
    Expected<MetadataArg> E = encodeArgEntry(Args[I], G, VOffset, C);
    printArg(OS, Args[I], E ? *E : MetadataArg());
    if (!E)
      consumeError(E.takeError());
    VOffset += entryVirtualSize(Args[I], G);
  }
}

void printCLRXKernelConfig(raw_ostream &OS, const KernelInfo &K,
                           cl2::Generation G) {
  const KernelABI &A = K.ABI;
  OS << ".kernel " << A.Name << "\n    .config\n";
  // CLRX cannot spell "no group id"; an unread x id is harmless when no
  // system SGPR follows it, which is the only case where it is dropped.
  std::string GID = dimMaskString(K.tgidMask());
  std::string LID = dimMaskString((1u << (K.tidigCompCnt() + 1)) - 1);
  OS << "        .dims " << (GID.empty() ? "x" : GID) << ", " << LID
     << (GID.empty() ? "    # no group id" : "") << "\n";
  printRegisterComment(OS, K);
  std::string Flags = A.Flags.normalized().str();
  for (StringRef Flag : split(Flags, ','))
    if (!Flag.empty())
      OS << "        ." << Flag << "\n";
  printTriple(OS, "cws", A.ReqdWorkGroupSize);
  printTriple(OS, "work_group_size_hint", A.WorkGroupSizeHint);
  if (!A.VecTypeHint.empty())
    OS << "        .vectypehint " << A.VecTypeHint << "\n";
  printArgs(OS, K, G);
  OS << "        .localsize " << K.ldsBytes() << "\n"
     << "        .scratchbuffer " << K.scratchBytes() << "\n"
     << "        .sgprsnum " << K.sgprs() << "\n"
     << "        .vgprsnum " << K.vgprs() << "\n"
     << formatv("        .pgmrsrc1 {0:x8}\n", K.Setup.PgmRsrc1)
     << formatv("        .pgmrsrc2 {0:x8}\n", K.Setup.PgmRsrc2)
     << formatv("        # enable_sgpr_mask {0:x2}, user_sgprs {1}, "
                "kernarg_segment_size {2}, kernel index {3}, {4} args\n",
                K.enableSGPRMask(), K.userSGPRs(), K.kernargSize(), K.Index,
                A.Args.Args.size());
}

} // namespace amdcl2
