//===- KernelRules.cpp - What AMD's compiler records for a kernel ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The setup and metadata choices of AMD's compiler (binary-format doc
/// sections 6.4, 6.6, 8), applied to a kernel LLVM compiled.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelRules.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
namespace kd = llvm::amdhsa;

namespace amdcl2 {

namespace {
// kernel_code_properties above the enable bits (binary-format doc 8.1).
constexpr uint32_t PrivateElementSize4 = 1u << 17;
constexpr uint32_t IsPtr64 = 1u << 19;
constexpr uint32_t IsXNACKEnabled = 1u << 22;
// HSA control directives (hsa_ext_control_directives_t).
constexpr unsigned CDMask = 0, CDRequiredWorkgroupSize = 56;
constexpr uint64_t CDPresentRequiredWorkgroupSize = 1u << 7;
constexpr uint64_t CDPresentRequireNoPartialWorkgroups = 1u << 8;

/// PGM_RSRC2 as the CL2 setup holds it: the LDS size lives only in the
/// group-segment field, and an x group id the kernel never reads is dropped
/// when no system SGPR follows it (LLVM always enables it), so the kernel
/// asks for nothing it does not use, as AMD's do.
uint32_t cl2PgmRsrc2(uint32_t Rsrc2, DimMask GroupIds) {
  AMDHSA_BITS_SET(Rsrc2, kd::COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE, 0);
  bool Scratch =
      AMDHSA_BITS_GET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT);
  if (GroupIds == 0 && !Scratch)
    AMDHSA_BITS_SET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X, 0);
  return Rsrc2;
}

/// AMD's enqueuing kernels always have SCRATCH_EN (their children's scratch
/// is set up from the wave offset; ExtractPrimes, enqueue-15_7). Without
/// scratch LLVM leaves it off; the offset the hardware then writes to the
/// system SGPR after the group ids is never read, which is harmless while
/// that SGPR is inside the kernel's allocation.
static void enableScratchWaveOffset(KernelCodeT &C) {
  if (C.scratchEnabled())
    return;
  unsigned Granules = AMDHSA_BITS_GET(
      C.PgmRsrc1, kd::COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT);
  int Offset =
      systemSGPRLayout(C.userSGPRs(), C.tgidMask(), true).ScratchWaveOffset;
  if (unsigned(Offset) < (Granules + 1) * 8)
    AMDHSA_BITS_SET(C.PgmRsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT,
                    1);
}

/// The registers AMD's compiler records for the code LLVM produced (its
/// metadata counts, VCC included). LLVM pads PGM_RSRC1's granules up to
/// what the occupancy a known work-group size allows would leave free
/// (`NumVGPRsForWavesPerEU`); AMD's compiler records the registers the code
/// uses and granules that agree with them (binary-format doc 8.2; the
/// OpenCLDecompiler binaries of 2020-22: a `reqd_work_group_size(4, 16, 2)`
/// kernel with 3 VGPRs has granule 0 where LLVM pads to 32).
void registerCounts(const CodegenResult &R, cl2::Generation G, unsigned &SGPRs,
                    unsigned &VGPRs) {
  SGPRs = R.SGPRs;
  // AMD counts VCC in every kernel (an empty kernel has 2 SGPRs in alltypes,
  // argtypes, ksetup1/2, test2 and both piper builds); LLVM counts it only
  // when the code uses it.
  if (R.NumberedSGPRs >= 0)
    SGPRs = std::max(SGPRs, unsigned(R.NumberedSGPRs) + 2);
  // Drivers before 2004.06 count v0 (the local id x) even in a kernel whose
  // code uses no VGPR (alltypes, piper's PiperEmpty: 1 where LLVM says 0);
  // 2004.06 does not (piper-16_4's PiperEmpty: 0).
  VGPRs = cl2::isG2(G) ? R.VGPRs : std::max(R.VGPRs, 1u);
}

/// PGM_RSRC1 with register granules that hold exactly \p SGPRs and \p VGPRs
/// (encoding granules of 8 and 4 on gfx7-gfx9).
uint32_t granulesFor(uint32_t Rsrc1, unsigned SGPRs, unsigned VGPRs) {
  AMDHSA_BITS_SET(Rsrc1, kd::COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT,
                  (std::max(VGPRs, 1u) - 1) / 4);
  AMDHSA_BITS_SET(Rsrc1,
                  kd::COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT,
                  (std::max(SGPRs, 1u) - 1) / 8);
  return Rsrc1;
}

/// Drivers from 2442.00 on record in the control directives that a kernel
/// assumes no partial work-groups (uniform, or a required size), and the
/// required size itself.
void controlDirectives(const KernelABI &ABI, DriverVersion D, KernelCodeT &C) {
  const auto &R = ABI.ReqdWorkGroupSize;
  const bool Reqd = R[0] && R[1] && R[2];
  if (D.Value < DriverVersion::ControlDirectivesFirst ||
      (!Reqd && !ABI.UniformWorkGroups))
    return;
  uint64_t Mask = CDPresentRequireNoPartialWorkgroups;
  if (Reqd) {
    Mask |= CDPresentRequiredWorkgroupSize;
    for (unsigned I = 0; I < 3; ++I)
      support::endian::write32le(
          C.ControlDirectives.data() + CDRequiredWorkgroupSize + 4 * I, R[I]);
  }
  support::endian::write64le(C.ControlDirectives.data() + CDMask, Mask);
}
} // namespace

std::string resourceLimitMessage(StringRef Kernel, StringRef Unit,
                                 uint64_t Used, StringRef GPU, uint64_t Limit) {
  return ("kernel '" + Kernel + "' uses " + Twine(Used) + " " + Unit +
          "; the " + GPU + " limit is " + Twine(Limit))
      .str();
}

Error checkHardwareLimits(StringRef Kernel, const CodegenResult &R,
                          const GPUInfo &GPU) {
  const HardwareLimits &L = GPU.Device->Limits; // the device table's
  const unsigned MaxSGPRs = L.MaxSGPRs, MaxVGPRs = L.MaxVGPRs;
  const uint64_t MaxLDS = L.MaxLDSBytes, MaxScratch = L.MaxScratchBytes;
  auto Over = [&](const char *Unit, uint64_t Used, uint64_t Limit) {
    return createStringError(
        resourceLimitMessage(Kernel, Unit, Used, GPU.LLVMName, Limit));
  };
  if (R.SGPRs > MaxSGPRs)
    return Over("SGPRs", R.SGPRs, MaxSGPRs);
  if (R.VGPRs > MaxVGPRs)
    return Over("VGPRs", R.VGPRs, MaxVGPRs);
  if (R.LDSBytes > MaxLDS)
    return Over(LDSUnit, R.LDSBytes, MaxLDS);
  if (R.ScratchBytes > MaxScratch)
    return Over(ScratchUnit, R.ScratchBytes, MaxScratch);
  return Error::success();
}

KernelCodeT makeKernelSetup(const CodegenResult &R, const KernelABI &ABI,
                            const BinaryTarget &T) {
  const bool Old = T.Driver.isOld();
  const GPUFamily Family = T.GPU->Family;
  const bool FSI = R.EnableSGPRMask & EnableFlatScratchInit;
  unsigned SGPRs, VGPRs;
  registerCounts(R, T.generation(), SGPRs, VGPRs);
  KernelCodeT C;
  C.VersionMajor = 1;
  C.VersionMinor = Old ? 0 : 1;
  C.MachineKind = 1; // AMDGPU; the machine version stays 0 as AMD writes it
  C.EntryByteOffset = cl2::KernelCodeTSize;
  C.PgmRsrc1 = granulesFor(R.PgmRsrc1, SGPRs, VGPRs);
  if (Old)
    AMDHSA_BITS_SET(C.PgmRsrc1,
                    kd::COMPUTE_PGM_RSRC1_GFX6_GFX11_ENABLE_DX10_CLAMP, 0);
  C.PgmRsrc2 = R.PgmRsrc2;
  if (ABI.Flags.UseEnqueue)
    enableScratchWaveOffset(C);
  C.PgmRsrc2 = cl2PgmRsrc2(C.PgmRsrc2, ABI.GroupIds);
  C.CodeProperties =
      R.EnableSGPRMask | PrivateElementSize4 | (T.Is64 ? IsPtr64 : 0);
  // CLRX sets is_xnack_enabled for gfx8 under 1912.05-era drivers.
  if (Family == GPUFamily::GCN12 && !Old &&
      T.Driver.Value < DriverVersion::G2First)
    C.CodeProperties |= IsXNACKEnabled;
  C.PrivateSegmentSize = R.ScratchBytes;
  C.GroupSegmentSize = R.LDSBytes;
  C.KernargSegmentSize = ABI.Args.Size;
  C.WavefrontSGPRCount = SGPRs;
  C.WorkitemVGPRCount = VGPRs;
  // AMD fills the reserved-register fields: the first VGPR after the used
  // ones, and the SGPRs without VCC (and FLAT_SCRATCH/XNACK_MASK).
  unsigned Extra = FSI ? (Family == GPUFamily::GCN11 ? 4 : 6) : 2;
  C.ReservedVGPRFirst = VGPRs;
  C.ReservedSGPRFirst = SGPRs > Extra ? SGPRs - Extra : 0;
  if (Old) {
    C.KernargSegmentAlign = 3;
    C.GroupSegmentAlign = R.LDSBytes ? 2 : 0;
    C.PrivateSegmentAlign = R.ScratchBytes ? (FSI ? 3 : 4) : 0;
  } else {
    C.KernargSegmentAlign = C.GroupSegmentAlign = C.PrivateSegmentAlign = 4;
  }
  C.WavefrontSize = 6;
  controlDirectives(ABI, T.Driver, C);
  return C;
}

/// The setup arguments: the printf buffer is read (read+write in OLD), and
/// const in a 32-bit program's block kernels (enqueue.32; the 64-bit
/// enqueue and ExtractPrimes have no const); the global offsets are const
/// in G2.
static void hiddenArgumentRules(ArgDesc &A, unsigned Index, cl2::Generation G,
                                const KernelABI &ABI) {
  if (Index == HiddenPrintfBuffer) {
    A.Usage = G == cl2::Generation::Old ? UsageReadWrite : UsageRead;
    if (!ABI.Layout.Is64Bit &&
        StringRef(ABI.Name).starts_with(BlockKernelPrefix))
      A.TypeQuals |= QualConst;
  }
  if (cl2::isG2(G) && Index <= HiddenGlobalOffset2)
    A.TypeQuals |= QualConst;
}

/// A pointer's usage from what the kernel does through it. G1 (1912.05)
/// drivers record reads and writes as found, an unused pointer as read
/// (ExtractPrimes: `primes` written only is wronly, `out` unused rdonly);
/// later drivers say read only when nothing is written, read+write
/// otherwise (simplecopy-kattrs, 2482.03: `b` written only is read+write; the
/// gfx8 OpenCLDecompiler binaries); OLD drivers always say read+write.
static unsigned pointerUsage(const ArgDesc &A, cl2::Generation G) {
  if (G == cl2::Generation::Old)
    return UsageReadWrite;
  unsigned Use = A.MemoryUse;
  if (A.TypeQuals & QualConst)
    Use &= ~unsigned(UsageWrite); // what AMD says of any const pointee
  if (G == cl2::Generation::G1)
    return Use ? Use : unsigned(UsageRead);
  return Use & UsageWrite ? UsageReadWrite : UsageRead;
}

/// The bytes an image argument of type \p TypeName sets in its entry's
/// pointee-alignment word: 2D (byte 0: 2d, 3d, 2d array), 1D (byte 1: 1d,
/// 1d array, 1d buffer), array (byte 2), buffer (byte 3). AMD's compiler
/// never clears the word between the image arguments of a kernel, so each
/// entry holds the union of its own bytes and those of the images before it
/// (docs/ABI.md, "Image arguments").
static uint32_t imageKindBytes(StringRef TypeName) {
  constexpr uint32_t Dim2 = 0x1, Dim1 = 0x100, Array = 0x10000,
                     Buffer = 0x1000000;
  StringRef T = StringRef(TypeName).trim();
  if (T.starts_with("image1d_buffer"))
    return Dim1 | Buffer;
  if (T.starts_with("image1d_array"))
    return Dim1 | Array;
  if (T.starts_with("image1d"))
    return Dim1;
  if (T.starts_with("image2d_array"))
    return Dim2 | Array;
  return Dim2; // image2d (depth, msaa), image3d
}

void applyArgumentRules(KernelABI &ABI, cl2::Generation G) {
  uint32_t ImageBytes = 0;
  for (size_t I = 0; I < ABI.Args.Args.size(); ++I) {
    ArgDesc &A = ABI.Args.Args[I];
    switch (A.Kind) {
    case ArgKind::Hidden:
      hiddenArgumentRules(A, I, G, ABI);
      break;
    case ArgKind::Pointer:
      A.Usage = pointerUsage(A, G);
      // AMD records no volatile or restrict on a void pointer, const it
      // keeps (alltypes under 15.7 and 15.11: v68, v69 against v61).
      if (StringRef(A.TypeName).rtrim(" *") == "void")
        A.TypeQuals &= ~unsigned(QualVolatile | QualRestrict);
      if (const ScalarTypeCode *T = pointeeScalarOf(A.TypeName))
        A.ElemType = T->Name.str();
      break;
    case ArgKind::Value:
      // Under a typedef name the metadata holds only the code: the record
      // keeps what it can give back (size_t is a long).
      if (!scalarTypeOf(A.TypeName))
        if (const ScalarTypeCode *C = canonicalScalar(valueTypeCode(A, G)))
          A.ElemType = C->Name.str();
      break;
    case ArgKind::Image:
      ImageBytes |= imageKindBytes(A.TypeName);
      A.PointeeAlign = ImageBytes;
      break;
    case ArgKind::Pipe:
      // As AMD writes pipes (piper-16_4, test3-15_11): the packet type
      // wrapped as "pipe __global T *", used read+write, unused read. A
      // 32-bit program's is the packet type alone (piper2.32: "int").
      if (!StringRef(A.TypeName).starts_with("pipe ") && ABI.Layout.Is64Bit)
        A.TypeName = "pipe __global " + A.TypeName + " *";
      A.PointeeAlign = 256;
      A.Usage = A.MemoryUse ? UsageReadWrite : UsageRead;
      break;
    case ArgKind::Queue:
      A.PointeeAlign = G == cl2::Generation::Old ? 2 : 4;
      break;
    case ArgKind::ClkEvent:
      A.PointeeAlign = 4;
      A.Usage = UsageReadWrite;
      break;
    default:
      break;
    }
  }
}

uint64_t pointeeAlignFor(StringRef PtrTypeName, uint64_t StructSize) {
  uint64_t Size =
      StructSize ? StructSize : builtinTypeSize(PtrTypeName.rtrim(" *"));
  return PowerOf2Ceil(std::max<uint64_t>(Size, 1));
}

KernelInfo makeKernelInfo(const KernelABI &ABI, const CodegenResult &R,
                          const BinaryTarget &T) {
  KernelInfo K;
  K.ABI = ABI;
  K.GPU = T.GPU->LLVMName.str();
  applyArgumentRules(K.ABI, T.generation());
  K.Setup = makeKernelSetup(R, K.ABI, T);
  // The waves-per-SIMD hint: 0 asks the runtime for its adaptive wave
  // limiter, 0xffffffff for none. AMD's compiler writes 0 for kernels whose
  // memory addresses depend on data they loaded (every such kernel of
  // ExtractPrimes, RegionGrowingSegmentation, binarySearch and the gfx8
  // OpenCLDecompiler set, and no other), that enqueue (CLRX's rule) or
  // write to a pipe: in piper-16_4 and test3-15_11 the kernels that write
  // packets have 0, the one that only reads (Piper2) and the empty one
  // 0xffffffff.
  bool WritesPipe = llvm::any_of(K.ABI.Args.Args, [](const ArgDesc &A) {
    return A.Kind == ArgKind::Pipe && A.Access == AccessQual::WriteOnly &&
           A.MemoryUse;
  });
  K.WavesPerSimdHint =
      ABI.AddressesLoadedData || ABI.Flags.normalized().UseEnqueue || WritesPipe
          ? 0
          : 0xFFFFFFFF;
  return K;
}

std::vector<unsigned> kernelIndices(ArrayRef<std::string> Names) {
  std::vector<unsigned> Index(Names.size());
  unsigned Next = 0;
  for (int Pass = 0; Pass < 2; ++Pass)
    for (size_t I = 0; I < Names.size(); ++I)
      if (StringRef(Names[I]).starts_with(BlockKernelPrefix) == (Pass == 1))
        Index[I] = Next++;
  return Index;
}

std::vector<unsigned> kernelIds(ArrayRef<std::string> Names, bool Old) {
  std::vector<unsigned> Ids;
  unsigned Next = 0;
  for (StringRef Name : Names) {
    Ids.push_back(Next++);
    // enqueue-15_7 and ksetup1/2-15_7: the block's function is defined right
    // after its kernel in the .brig and takes the next id.
    if (Old && Name.starts_with(BlockKernelPrefix))
      ++Next;
  }
  return Ids;
}

void assignKernelIndices(MutableArrayRef<KernelInfo> Kernels, bool Old) {
  std::vector<std::string> Names;
  for (const KernelInfo &K : Kernels)
    Names.push_back(K.name());
  std::vector<unsigned> Index = kernelIndices(Names);
  std::vector<unsigned> Ids = kernelIds(Names, Old);
  for (size_t I = 0; I < Kernels.size(); ++I) {
    Kernels[I].Index = Index[I];
    Kernels[I].Id = Ids[I];
  }
}

} // namespace amdcl2
