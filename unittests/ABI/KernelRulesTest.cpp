//===- KernelRulesTest.cpp - What AMD's compiler records for a kernel -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The setup AMD's compiler writes from code-generation results (CL2 view of
/// PGM_RSRC2, register granules, era-dependent fields), the argument rules,
/// kernel indices and the hardware limits.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelRules.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2;

namespace {

BinaryTarget target(StringRef GPU, unsigned Driver) {
  BinaryTarget T;
  T.GPU = lookupGPU(GPU);
  T.Driver = {Driver};
  return T;
}

CodegenResult smallKernel() {
  CodegenResult R;
  R.EnableSGPRMask = 0x9;
  R.PgmRsrc1 = 0x002C0041; // 1 SGPR granule, 1 VGPR granule
  R.PgmRsrc2 = 0x0000008C; // USER_SGPR 6, TGID_X (LLVM always sets it)
  R.SGPRs = 10;
  R.VGPRs = 3;
  R.LDSBytes = 128;
  return R;
}

TEST(KernelRules, SetupFromCodegen) {
  KernelABI ABI;
  ABI.Name = "k";
  ABI.Args = layoutArguments({}, ABI.Layout);
  KernelCodeT C = makeKernelSetup(smallKernel(), ABI, target("gfx803", 248203));
  EXPECT_EQ(C.VersionMajor, 1u);
  EXPECT_EQ(C.VersionMinor, 1u);
  EXPECT_EQ(C.EntryByteOffset, 256u);
  // LLVM's padded VGPR granule (8 VGPRs) is lowered to the 3 the code uses.
  EXPECT_EQ(C.PgmRsrc1, 0x002C0040u);
  // No group id read and no scratch: the x id LLVM forces on is dropped.
  EXPECT_EQ(C.PgmRsrc2, 0x0000000Cu);
  EXPECT_EQ(C.CodeProperties, 0x000A0009u); // private elem 4, ptr64
  EXPECT_EQ(C.GroupSegmentSize, 128u);
  EXPECT_EQ(C.KernargSegmentSize, 48u);
  EXPECT_EQ(C.WavefrontSGPRCount, 10u); // agrees with its granule
  EXPECT_EQ(C.WorkitemVGPRCount, 3u);   // what the code uses, as AMD records
  EXPECT_EQ(C.ReservedVGPRFirst, 3u);
  EXPECT_EQ(C.ReservedSGPRFirst, 8u); // without VCC
  EXPECT_EQ(C.KernargSegmentAlign, 4u);
  EXPECT_EQ(C.WavefrontSize, 6u);

  // A group id read keeps TGID_X; the LDS size stays out of PGM_RSRC2.
  ABI.GroupIds = 1;
  CodegenResult R = smallKernel();
  R.PgmRsrc2 |= 3u << 15;
  C = makeKernelSetup(R, ABI, target("gfx803", 248203));
  EXPECT_EQ(C.PgmRsrc2, 0x0000008Cu);

  // OLD: no DX10 clamp, log2 alignments; 1912.05 gfx8: is_xnack_enabled.
  R.PgmRsrc1 |= 1u << 21;
  C = makeKernelSetup(R, ABI, target("gfx803", DriverVersion::Old));
  EXPECT_EQ(C.VersionMinor, 0u);
  EXPECT_EQ(C.PgmRsrc1 & (1u << 21), 0u);
  EXPECT_EQ(C.KernargSegmentAlign, 3u);
  EXPECT_EQ(C.GroupSegmentAlign, 2u);
  C = makeKernelSetup(R, ABI, target("gfx803", 191205));
  EXPECT_EQ(C.CodeProperties & (1u << 22), 1u << 22);
}

TEST(KernelRules, ReqdWorkGroupSizeDirectiveFrom2442) {
  KernelABI ABI;
  ABI.Args = layoutArguments({}, ABI.Layout);
  ABI.ReqdWorkGroupSize = {8, 4, 2};
  KernelCodeT C =
      makeKernelSetup(smallKernel(), ABI, target("bonaire", 236700));
  EXPECT_EQ(C.ControlDirectives, KernelCodeT().ControlDirectives);
  // The 2442.00 column: AMD's GatelessGateSharp builds have them.
  EXPECT_EQ(makeKernelSetup(smallKernel(), ABI, target("bonaire", 244208))
                .ControlDirectives[0],
            0x80u);
  C = makeKernelSetup(smallKernel(), ABI, target("bonaire", 248203));
  EXPECT_EQ(C.ControlDirectives[0], 0x80u);
  EXPECT_EQ(C.ControlDirectives[1], 0x01u);
  EXPECT_EQ(C.ControlDirectives[56], 8u);
  EXPECT_EQ(C.ControlDirectives[60], 4u);
  EXPECT_EQ(C.ControlDirectives[64], 2u);
}

TEST(KernelRules, UniformWorkGroupsDirectiveFrom2442) {
  KernelABI ABI;
  ABI.Args = layoutArguments({}, ABI.Layout);
  ABI.UniformWorkGroups = true; // OpenCL 1.2, no required size
  KernelCodeT C =
      makeKernelSetup(smallKernel(), ABI, target("bonaire", 236700));
  EXPECT_EQ(C.ControlDirectives, KernelCodeT().ControlDirectives);
  C = makeKernelSetup(smallKernel(), ABI, target("bonaire", 248203));
  EXPECT_EQ(C.ControlDirectives[0], 0x00u);
  EXPECT_EQ(C.ControlDirectives[1], 0x01u); // require no partial groups
  EXPECT_EQ(C.ControlDirectives[56], 0u);
}

TEST(KernelRules, PointerUsageFromMemoryUsePerEra) {
  auto UsageOf = [](unsigned MemoryUse, unsigned Quals, cl2::Generation G) {
    ArgDesc P;
    P.Kind = ArgKind::Pointer;
    P.TypeName = "int*";
    P.MemoryUse = MemoryUse;
    P.TypeQuals = Quals;
    KernelABI ABI;
    ABI.Args = layoutArguments({P}, ABI.Layout);
    applyArgumentRules(ABI, G);
    return ABI.Args.Args.back().Usage;
  };
  using cl2::Generation;
  // G1: as found, unused reads as read.
  EXPECT_EQ(UsageOf(0, 0, Generation::G1), unsigned(UsageRead));
  EXPECT_EQ(UsageOf(UsageRead, 0, Generation::G1), unsigned(UsageRead));
  EXPECT_EQ(UsageOf(UsageWrite, 0, Generation::G1), unsigned(UsageWrite));
  EXPECT_EQ(UsageOf(UsageReadWrite, 0, Generation::G1),
            unsigned(UsageReadWrite));
  // G2: any write is read+write.
  EXPECT_EQ(UsageOf(0, 0, Generation::G2), unsigned(UsageRead));
  EXPECT_EQ(UsageOf(UsageWrite, 0, Generation::G2), unsigned(UsageReadWrite));
  EXPECT_EQ(UsageOf(UsageRead, 0, Generation::G2), unsigned(UsageRead));
  // A const pointee is never written; OLD always says read+write.
  EXPECT_EQ(UsageOf(UsageReadWrite, QualConst, Generation::G2),
            unsigned(UsageRead));
  EXPECT_EQ(UsageOf(0, 0, Generation::Old), unsigned(UsageReadWrite));
}

TEST(KernelRules, ArgumentUsageAndPointeeAlignment) {
  ArgDesc P;
  P.Kind = ArgKind::Pointer;
  P.TypeName = "float4*";
  ArgDesc C = P;
  C.TypeQuals = QualConst;
  ArgDesc Pipe;
  Pipe.Kind = ArgKind::Pipe;
  KernelABI ABI;
  ABI.Args = layoutArguments({P, C, Pipe}, ABI.Layout);
  applyArgumentRules(ABI, cl2::Generation::G2);
  EXPECT_EQ(ABI.Args.Args[6].Usage, unsigned(UsageReadWrite));
  EXPECT_EQ(ABI.Args.Args[7].Usage, unsigned(UsageRead));
  EXPECT_EQ(ABI.Args.Args[8].Usage, unsigned(UsageReadWrite));
  applyArgumentRules(ABI, cl2::Generation::Old);
  EXPECT_EQ(ABI.Args.Args[7].Usage, unsigned(UsageReadWrite));

  EXPECT_EQ(pointeeAlignFor("float4*", 0), 16u);
  EXPECT_EQ(pointeeAlignFor("uchar3*", 0), 4u);
  EXPECT_EQ(pointeeAlignFor("void*", 0), 1u);
  EXPECT_EQ(pointeeAlignFor("struct S*", 96), 128u);
  EXPECT_EQ(pointeeAlignFor("struct S*", 0), 1u);
}

// [AMD] piper-16_4: "pipe __global T *", usage 3 when used and 1 when not
// (Piper2's out); the hint is 0 only when a pipe is written to.
TEST(KernelRules, PipeArgumentsAsAMDWritesThem) {
  auto Kernel = [](AccessQual Acc, unsigned MemoryUse) {
    ArgDesc Pipe;
    Pipe.Kind = ArgKind::Pipe;
    Pipe.TypeName = "uint";
    Pipe.Access = Acc;
    Pipe.MemoryUse = MemoryUse;
    KernelABI ABI;
    ABI.Args = layoutArguments({Pipe}, ABI.Layout);
    return makeKernelInfo(ABI, smallKernel(), target("bonaire", 200406));
  };
  KernelInfo Read = Kernel(AccessQual::ReadOnly, UsageReadWrite);
  const ArgDesc &P = Read.ABI.Args.Args.back();
  EXPECT_EQ(P.TypeName, "pipe __global uint *");
  EXPECT_EQ(P.PointeeAlign, 256u);
  EXPECT_EQ(P.Usage, unsigned(UsageReadWrite));
  EXPECT_EQ(Read.WavesPerSimdHint, 0xFFFFFFFFu);
  KernelInfo Unused = Kernel(AccessQual::WriteOnly, 0);
  EXPECT_EQ(Unused.ABI.Args.Args.back().Usage, unsigned(UsageRead));
  EXPECT_EQ(Unused.WavesPerSimdHint, 0xFFFFFFFFu);
  EXPECT_EQ(Kernel(AccessQual::WriteOnly, UsageReadWrite).WavesPerSimdHint, 0u);

  // A type name that already says pipe stays as it is.
  KernelABI ABI = Read.ABI;
  applyArgumentRules(ABI, cl2::Generation::G2);
  EXPECT_EQ(ABI.Args.Args.back().TypeName, "pipe __global uint *");
}

// [AMD] ExtractPrimes, RegionGrowingSegmentation, OpenCLDecompiler's
// if_in_if_in_if and uint2_uint: the hint is 0 for a kernel whose addresses
// depend on data it loaded, and for one that enqueues; 0xffffffff otherwise.
TEST(KernelRules, WavesPerSimdHintForLoadedAddressesAndEnqueues) {
  auto HintOf = [](bool LoadedAddress, bool Enqueue) {
    KernelABI ABI;
    ABI.Args = layoutArguments({}, ABI.Layout);
    ABI.AddressesLoadedData = LoadedAddress;
    ABI.Flags.UseEnqueue = Enqueue;
    return makeKernelInfo(ABI, smallKernel(), target("bonaire", 191205))
        .WavesPerSimdHint;
  };
  EXPECT_EQ(HintOf(false, false), 0xFFFFFFFFu);
  EXPECT_EQ(HintOf(true, false), 0u);
  EXPECT_EQ(HintOf(false, true), 0u);
  EXPECT_EQ(HintOf(true, true), 0u);
}

TEST(KernelRules, BlockKernelsComeLastInTheKernelTable) {
  std::vector<KernelInfo> Ks(3);
  Ks[0].ABI.Name = "__amd_blocks_func___k_block_invoke";
  Ks[1].ABI.Name = "k";
  Ks[2].ABI.Name = "m";
  assignKernelIndices(Ks);
  EXPECT_EQ(Ks[0].Index, 2u);
  EXPECT_EQ(Ks[1].Index, 0u);
  EXPECT_EQ(Ks[2].Index, 1u);
  EXPECT_EQ(Ks[0].Id, 0u);
  EXPECT_EQ(Ks[2].Id, 2u);
}

TEST(KernelRules, OldDriversSkipAnIdAfterEachBlockKernel) {
  // ksetup1-15_7's order: kernelSetup7, its two blocks, kernelSetup8.
  std::vector<std::string> Names = {"k7", "__amd_blocks_func___k7_block_invoke",
                                    "__amd_blocks_func___k7_block_invoke_2",
                                    "k8",
                                    "__amd_blocks_func___k8_block_invoke"};
  EXPECT_EQ(kernelIds(Names, /*Old=*/true),
            (std::vector<unsigned>{0, 1, 3, 5, 6}));
  EXPECT_EQ(kernelIds(Names, /*Old=*/false),
            (std::vector<unsigned>{0, 1, 2, 3, 4}));
  std::vector<KernelInfo> Ks(Names.size());
  for (size_t I = 0; I < Names.size(); ++I)
    Ks[I].ABI.Name = Names[I];
  assignKernelIndices(Ks, /*Old=*/true);
  EXPECT_EQ(Ks[3].Id, 5u);
  EXPECT_EQ(Ks[3].Index, 1u); // the kernel table is unchanged
  EXPECT_EQ(Ks[4].Index, 4u);
}

TEST(KernelRules, HardwareLimits) {
  CodegenResult R;
  R.SGPRs = 108; // 102 addressable, VCC, FLAT_SCRATCH, XNACK_MASK
  R.VGPRs = 256;
  R.LDSBytes = 65536;
  const GPUInfo &Fiji = *lookupGPU("gfx803");
  EXPECT_FALSE(bool(checkHardwareLimits("big", R, Fiji)));
  R.SGPRs = 109;
  EXPECT_EQ(toString(checkHardwareLimits("big", R, Fiji)),
            "kernel 'big' uses 109 SGPRs; the gfx803 limit is 108");
  R.SGPRs = 10;
  R.LDSBytes = 65537;
  EXPECT_EQ(toString(checkHardwareLimits("big", R, Fiji)),
            "kernel 'big' uses 65537 bytes of LDS; the gfx803 limit is 65536");
  R.LDSBytes = 0;
  R.ScratchBytes = 200000;
  EXPECT_EQ(toString(checkHardwareLimits("big", R, Fiji)),
            "kernel 'big' uses 200000 bytes of scratch per work-item; the "
            "gfx803 limit is 131056");
  const GPUInfo &Bonaire = *lookupGPU("gfx704");
  R.ScratchBytes = 0;
  R.SGPRs = 104;
  EXPECT_FALSE(bool(checkHardwareLimits("big", R, Bonaire)));
  R.VGPRs = 257;
  EXPECT_EQ(toString(checkHardwareLimits("big", R, Bonaire)),
            "kernel 'big' uses 257 VGPRs; the gfx704 limit is 256");
}

} // namespace
