//===- KernelCodecTest.cpp - KernelInfo <-> setup and metadata ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The round-trip property of the kernel codec, decode(encode(K)) == K field
/// by field, for a kernel with every argument kind in every generation and
/// container width; the fields each format cannot hold; what the codec
/// refuses; and the argument-entry codes of the shared tables.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/ABI/KernelRules.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2;

namespace {

#define ASSERT_SUCCEEDED(R)                                                    \
  ASSERT_TRUE(static_cast<bool>(R)) << toString((R).takeError())

std::string errorOf(Expected<EncodedKernel> E) {
  return E ? "<no error>" : toString(E.takeError());
}

ArgDesc value(StringRef Name, StringRef Type, StringRef Elem, unsigned Size,
              unsigned N) {
  ArgDesc A;
  A.Name = Name.str();
  A.TypeName = Type.str();
  A.Kind = ArgKind::Value;
  A.ElemType = Elem.str();
  A.ElemSize = Size;
  A.NumElems = N;
  return A;
}

ArgDesc pointer(StringRef Name, StringRef Type, ArgAddrSpace AS, unsigned Quals,
                uint64_t StructSize = 0) {
  ArgDesc A;
  A.Name = Name.str();
  A.TypeName = Type.str();
  A.Kind = ArgKind::Pointer;
  A.AddrSpace = AS;
  A.TypeQuals = Quals;
  A.PointeeAlign = pointeeAlignFor(Type, StructSize);
  return A;
}

ArgDesc other(StringRef Name, StringRef Type, ArgKind K,
              AccessQual Acc = AccessQual::None) {
  ArgDesc A;
  A.Name = Name.str();
  A.TypeName = Type.str();
  A.Kind = K;
  A.Access = Acc;
  // As the lowering pass classifies them.
  if (K == ArgKind::Pipe || K == ArgKind::Image)
    A.AddrSpace = ArgAddrSpace::Global;
  if (K == ArgKind::Pipe)
    A.TypeQuals = QualPipe;
  return A;
}

/// A kernel with every argument kind, recorded as code generation records
/// it for generation \p G.
KernelInfo everyKind(cl2::Generation G, bool Is64) {
  KernelABI ABI;
  ABI.Name = "every_kind";
  ABI.Flags.UseArgs = ABI.Flags.UseSetup = true;
  ABI.Flags = ABI.Flags.normalized();
  ABI.GroupIds = 3;
  ABI.LocalIds = 3;
  ABI.Layout = {Is64, G != cl2::Generation::Old};
  ArgDesc S = other("s", "struct S", ArgKind::Struct);
  S.StructSize = 24;
  ABI.Args = layoutArguments(
      {value("c", "char", "char", 1, 1), value("u3", "uint3", "uint", 4, 3),
       value("d", "double2", "double", 8, 2),
       value("n", "size_t", "ulong", 8, 1),
       pointer("out", "float4*", ArgAddrSpace::Global, QualRestrict),
       pointer("in", "struct S*", ArgAddrSpace::Constant, QualConst, 96),
       pointer("tmp", "int*", ArgAddrSpace::Local, QualVolatile), S,
       other("img", "image2d_t", ArgKind::Image, AccessQual::ReadOnly),
       other("wimg", "image3d_t", ArgKind::Image, AccessQual::WriteOnly),
       other("smp", "sampler_t", ArgKind::Sampler),
       other("p", "int", ArgKind::Pipe), other("q", "queue_t", ArgKind::Queue),
       other("e", "clk_event_t", ArgKind::ClkEvent)},
      ABI.Layout);
  ABI.ReqdWorkGroupSize = {8, 8, 1};
  ABI.WorkGroupSizeHint = {64, 1, 1};
  ABI.VecTypeHint = "float4";
  CodegenResult R;
  R.EnableSGPRMask = 0xB;
  R.PgmRsrc1 = 0x002C0082;
  R.PgmRsrc2 = 0x00000991; // SCRATCH_EN, USER_SGPR 8, TGID x+y, TIDIG 1
  R.ScratchBytes = 32;
  R.LDSBytes = 256;
  R.SGPRs = 20;
  R.VGPRs = 11;
  BinaryTarget T;
  T.GPU = lookupGPU("gfx803");
  T.Is64 = Is64;
  T.Driver = {G == cl2::Generation::Old  ? DriverVersion::Old
              : G == cl2::Generation::G1 ? 191205u
              : G == cl2::Generation::G2 ? 203603u
                                         : 248203u};
  KernelInfo K = makeKernelInfo(ABI, R, T);
  K.Id = 2;
  K.Index = 1;
  return K;
}

const cl2::Generation AllGenerations[] = {
    cl2::Generation::Old, cl2::Generation::G1, cl2::Generation::G2,
    cl2::Generation::G2Gfx};

TEST(KernelCodec, DecodeOfEncodeIsTheRecord) {
  for (cl2::Generation G : AllGenerations)
    for (bool Is64 : {true, false}) {
      SCOPED_TRACE(cl2::generationName(G).str() + (Is64 ? " 64" : " 32"));
      KernelInfo K = everyKind(G, Is64);
      Expected<std::vector<std::string>> D = roundTripDifferences(K, G, Is64);
      ASSERT_SUCCEEDED(D);
      EXPECT_EQ(*D, std::vector<std::string>());
    }
}

TEST(KernelCodec, WhatEachFormatDropsIsKnown) {
  KernelInfo K = everyKind(cl2::Generation::G1, true);
  Expected<EncodedKernel> E = encodeKernel(K, cl2::Generation::G1, true);
  ASSERT_SUCCEEDED(E);
  KernelInfo Back =
      decodeKernel(K.name(), E->Setup, E->Metadata, cl2::Generation::G1, true,
                   lookupGPU("gfx803"), false);
  std::vector<std::string> D = compareKernelInfo(K, Back);
  EXPECT_EQ(D, (std::vector<std::string>{"work_group_size_hint[0]: 64 != 0",
                                         "work_group_size_hint[1]: 1 != 0",
                                         "work_group_size_hint[2]: 1 != 0",
                                         "vec_type_hint: 'float4' != ''"}));
}

TEST(KernelCodec, ADisagreeingRecordShowsUp) {
  KernelInfo K = everyKind(cl2::Generation::G2Gfx, true);
  K.ABI.Args.Args[6].ElemType = "uchar"; // the type name says char
  Expected<std::vector<std::string>> D =
      roundTripDifferences(K, cl2::Generation::G2Gfx, true);
  ASSERT_SUCCEEDED(D);
  EXPECT_EQ(*D,
            std::vector<std::string>{"args[6].elem_type: 'uchar' != 'char'"});
}

TEST(KernelCodec, HeaderFields) {
  KernelInfo K = everyKind(cl2::Generation::G2Gfx, true);
  Expected<EncodedKernel> E = encodeKernel(K, cl2::Generation::G2Gfx, true);
  ASSERT_SUCCEEDED(E);
  const KernelMetadataBlob &M = E->Metadata;
  EXPECT_EQ(M.KernelId, 0x402u);
  EXPECT_EQ(M.KernelIndex, 1u);
  EXPECT_EQ(M.Flags, cl2::MDFlag64Bit | cl2::MDFlagReqdWorkGroupSize);
  EXPECT_EQ(M.ArchWord, "GFX8");
  EXPECT_EQ(M.WavesPerSimdHint, 0xFFFFFFFFu); // takes a pipe but writes none
  EXPECT_EQ(M.Args.size(), 20u);
  EXPECT_EQ(M.Raw.size(), M.TotalSize);
  // The setup is the record's, byte for byte.
  EXPECT_EQ(E->Setup, K.Setup);
}

TEST(KernelCodec, ArgumentEntryCodes) {
  KernelInfo K = everyKind(cl2::Generation::G2, true);
  Expected<EncodedKernel> E = encodeKernel(K, cl2::Generation::G2, true);
  ASSERT_SUCCEEDED(E);
  const std::vector<MetadataArg> &A = E->Metadata.Args;
  EXPECT_EQ(A[6].TypeCode, uint32_t(cl2::ATCG2Char)); // signed scalar, G2
  EXPECT_EQ(A[7].TypeCode, uint32_t(cl2::ATCInt));
  EXPECT_EQ(A[7].Count, 4u); // uint3 takes 4
  EXPECT_EQ(A[8].VirtualOffset, 128u);
  EXPECT_EQ(A[10].PointeeAlign, 16u);
  EXPECT_EQ(A[10].Usage, 3u);
  EXPECT_EQ(A[10].Restrict, 1u);
  EXPECT_EQ(A[11].PointeeType, uint32_t(cl2::ATCStruct));
  EXPECT_EQ(A[11].PointeeAlign, 128u);
  EXPECT_EQ(A[11].Usage, 1u); // const: read-only
  EXPECT_EQ(A[11].AddrSpace, uint32_t(cl2::AEASConstant));
  EXPECT_EQ(A[12].AddrSpace, uint32_t(cl2::AEASLocal));
  EXPECT_EQ(A[13].TypeCode, uint32_t(cl2::ATCStruct));
  EXPECT_EQ(A[13].Count, 24u);
  EXPECT_EQ(A[14].TypeCode, uint32_t(cl2::ATCReadOnlyImage));
  EXPECT_EQ(A[15].TypeCode, uint32_t(cl2::ATCWriteOnlyImage));
  EXPECT_EQ(A[15].Count, 0u); // first write-only image
  EXPECT_EQ(A[16].NotSampler, 0u);
  EXPECT_EQ(A[17].Pipe, 1u);
  EXPECT_EQ(A[17].PointeeAlign, 256u);
  EXPECT_EQ(A[18].Kind, uint32_t(cl2::AEKQueue));
  EXPECT_EQ(A[19].PointeeType, uint32_t(cl2::ATCQueue));
}

TEST(KernelCodec, RefusedRecords) {
  KernelInfo K = everyKind(cl2::Generation::G2Gfx, true);
  EXPECT_EQ(errorOf(encodeKernel(K, cl2::Generation::G2Gfx, false)),
            "kernel 'every_kind' was laid out for a 64-bit program, but the "
            "binary is 32-bit");
  K.ABI.Args.Args[10].AddrSpace = ArgAddrSpace::Private;
  EXPECT_EQ(errorOf(encodeKernel(K, cl2::Generation::G2Gfx, true)),
            "kernel 'every_kind': pointer argument 'out' is not in the "
            "global, constant or local space");
  K = everyKind(cl2::Generation::G2Gfx, true);
  std::vector<ArgDesc> Many(17, other("s", "sampler_t", ArgKind::Sampler));
  K.ABI.Args = layoutArguments(Many, K.ABI.Layout);
  EXPECT_EQ(errorOf(encodeKernel(K, cl2::Generation::G2Gfx, true)),
            "kernel 'every_kind' has more image or sampler arguments than "
            "the runtime supports (read-only 128, write-only 64, read-write "
            "64, samplers 16)");
}

TEST(KernelCodec, ScalarTypeTable) {
  EXPECT_EQ(scalarTypeOf("uint4")->Name, "uint");
  EXPECT_EQ(scalarTypeOf("unsigned char")->Name, "uchar");
  EXPECT_EQ(scalarTypeOf("struct S"), nullptr);
  EXPECT_EQ(builtinTypeSize("short3"), 8u);
  EXPECT_EQ(builtinTypeSize("double16"), 128u);
  EXPECT_EQ(builtinTypeSize("void"), 1u);
  EXPECT_EQ(builtinTypeSize("myint"), 0u);
}

} // namespace
