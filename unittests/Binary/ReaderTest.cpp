//===- ReaderTest.cpp - Tests of the AMDCL2 reader ------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the AMD test binaries (skipped when ../shared is absent) and checks
/// the parsed view against the testdata README facts, the raw round trip and
/// the KernelInfo conversion; plus in-memory error cases.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2;

namespace {

std::unique_ptr<MemoryBuffer> loadTestBinary(StringRef Name) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(
      std::string(AMDCL2_TESTDATA_DIR) + "/" + Name.str(), /*IsText=*/false,
      /*RequiresNullTerminator=*/false);
  return B ? std::move(*B) : nullptr;
}

#define LOAD_OR_SKIP(Var, Name)                                                \
  std::unique_ptr<MemoryBuffer> Var = loadTestBinary(Name);                    \
  if (!Var)                                                                    \
    GTEST_SKIP() << "AMD test data not available";

// Not gtest's ASSERT_THAT_EXPECTED: Debian ships no LLVMTestingSupport.
#define ASSERT_OK(B)                                                           \
  if (!(B))                                                                    \
    FAIL() << toString((B).takeError());

std::string errorOf(ArrayRef<uint8_t> Bytes) {
  StringRef S(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(MemoryBufferRef(S, "mem"));
  if (B)
    return "";
  return toString(B.takeError());
}

TEST(Reader, Test3IsG1WithOneKernelAndRoundTrips) {
  LOAD_OR_SKIP(Buf, "test3-15_11.clo");
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(Buf->getMemBufferRef());
  ASSERT_OK(B);
  EXPECT_EQ(B->Gen, cl2::Generation::G1);
  EXPECT_TRUE(B->Is64);
  EXPECT_EQ(B->DeviceCode, 6u);
  EXPECT_EQ(B->DeviceName, "Bonaire");
  ASSERT_NE(B->GPU, nullptr);
  EXPECT_EQ(B->GPU->LLVMName, "gfx704");
  EXPECT_EQ(B->AclVersion, "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)");
  EXPECT_TRUE(StringRef(B->CompileOptions).contains("-m64"));
  ASSERT_EQ(B->Kernels.size(), 1u);
  const AMDCL2Kernel &K = B->Kernels[0];
  EXPECT_EQ(K.Name, "Piper");
  EXPECT_EQ(K.Metadata.HeaderSize, 0xE0u);
  EXPECT_EQ(K.Metadata.Args.size(), 13u);
  EXPECT_EQ(K.Setup.KernargSegmentSize, 112u);
  EXPECT_EQ(K.Setup.GroupSegmentSize, 4096u);
  EXPECT_EQ(K.Setup.EntryByteOffset, 256u);
  // Code ends with s_endpgm.
  ASSERT_GE(K.Code.size(), 4u);
  EXPECT_EQ(support::endian::read32le(K.Code.data() + K.Code.size() - 4),
            0xBF810000u);
  // AMD original: .brig is section 6, .text section 7.
  EXPECT_EQ(B->Outer.findSection(".brig"), 6);
  EXPECT_EQ(B->Outer.findSection(".text"), 7);
  // The whole file comes back byte for byte.
  std::vector<uint8_t> Out = writeRawAMDCL2(*B);
  EXPECT_EQ(StringRef(reinterpret_cast<const char *>(Out.data()), Out.size()),
            Buf->getBuffer());
  // G1 inner ELF: no null symbol, first kernel's name at .strtab offset 0.
  ASSERT_TRUE(B->Inner.has_value());
  EXPECT_EQ(B->Inner->Symbols[0].Name, "&__OpenCL_Piper_kernel");
  EXPECT_EQ(B->Inner->Symbols[0].NameOffset, 0u);
}

TEST(Reader, SimplecopyHintsAndControlDirectives) {
  LOAD_OR_SKIP(Buf, "simplecopy-kattrs-248203.clo.regen");
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(Buf->getMemBufferRef());
  ASSERT_OK(B);
  EXPECT_EQ(B->Gen, cl2::Generation::G2Gfx);
  ASSERT_EQ(B->Kernels.size(), 1u);
  const AMDCL2Kernel &K = B->Kernels[0];
  EXPECT_EQ(K.Metadata.ArchWord, "GFX7");
  EXPECT_EQ(K.Metadata.VecTypeHint, "int");
  EXPECT_EQ(K.Metadata.Flags, 0x24u);
  EXPECT_EQ(K.Metadata.WavesPerSimdHint, 0xFFFFFFFFu);
  EXPECT_EQ(support::endian::read64le(K.Setup.ControlDirectives.data()),
            0x180u);
  KernelInfo KI = kernelInfoFromBinary(*B, K);
  EXPECT_EQ(KI.ABI.Name, "copy");
  EXPECT_EQ(KI.ABI.ReqdWorkGroupSize, (std::array<unsigned, 3>{3, 7, 2}));
  EXPECT_EQ(KI.ABI.WorkGroupSizeHint, (std::array<unsigned, 3>{12, 3, 11}));
  EXPECT_EQ(KI.ABI.VecTypeHint, "int");
  EXPECT_TRUE(KI.ABI.Flags.UseArgs);
  EXPECT_FALSE(KI.ABI.Flags.UseSetup);
  EXPECT_EQ(KI.userSGPRs(), 6u);
  EXPECT_EQ(KI.sgprs(), 10u);
  EXPECT_EQ(KI.vgprs(), 4u);
  ASSERT_EQ(KI.ABI.Args.Args.size(), 8u);
  EXPECT_EQ(KI.ABI.Args.Args[6].Name, "a");
  EXPECT_EQ(KI.ABI.Args.Args[6].Offset, 48u);
  EXPECT_EQ(KI.ABI.Args.Args[6].TypeQuals & QualConst, QualConst);
  EXPECT_EQ(KI.ABI.Args.Args[7].Offset, 56u);
}

TEST(Reader, SamplersAndRelocations32Bit) {
  LOAD_OR_SKIP(Buf, "samplers4.32.clo.regen");
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(Buf->getMemBufferRef());
  ASSERT_OK(B);
  EXPECT_FALSE(B->Is64);
  EXPECT_EQ(B->Samplers.size(), 5u);
  EXPECT_EQ(B->ReadonlyRelocs.size(), 5u);
  for (const ELFRela &R : B->ReadonlyRelocs)
    EXPECT_EQ(R.Type, cl2::R_AMDGPU_INIT_SAMPLER);
  for (const ELFRela &R : B->TextRelocs)
    EXPECT_EQ(R.Type, uint32_t(ELF::R_AMDGPU_ABS32_LO));
  ASSERT_NE(B->readonlyData(), nullptr);
  EXPECT_EQ(B->readonlyData()->Size, 0xA8u);
  ASSERT_EQ(B->Notes.size(), 5u);
  EXPECT_EQ(B->Notes[4].Desc.size(), 54u);
}

TEST(Reader, OldFormatBlobs) {
  LOAD_OR_SKIP(Buf, "enqueue-15_7.clo.regen");
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(Buf->getMemBufferRef());
  ASSERT_OK(B);
  EXPECT_EQ(B->Gen, cl2::Generation::Old);
  EXPECT_FALSE(B->Inner.has_value());
  ASSERT_EQ(B->Kernels.size(), 4u);
  for (const AMDCL2Kernel &K : B->Kernels) {
    EXPECT_EQ(K.OldStub.size(), cl2::OldStubSize);
    EXPECT_EQ(K.OldISAMetadata.size(), cl2::OldISAMetadataSize);
    EXPECT_EQ(K.Setup.VersionMinor, 0u);
    EXPECT_EQ(K.Metadata.HeaderSize, 0xD8u);
  }
  EXPECT_EQ(B->Kernels[1].Name, "enqueuer");
  EXPECT_EQ(B->Kernels[1].Setup.enableSGPRMask(), 0x2Bu);
  EXPECT_EQ(B->Kernels[1].Setup.PrivateSegmentSize, 48u);
}

TEST(Reader, LyraGfx8AndGfx9Devices) {
  LOAD_OR_SKIP(G8, "lyra441p2_gfx8_amdcl2.bin");
  LOAD_OR_SKIP(G9, "lyra441p2_gfx9_amdcl2.bin");
  Expected<AMDCL2Binary> B8 = AMDCL2Binary::create(G8->getMemBufferRef());
  ASSERT_OK(B8);
  EXPECT_EQ(B8->DeviceCode, 17u);
  EXPECT_EQ(B8->DeviceName, "Ellesmere");
  EXPECT_EQ(B8->GPU->LLVMName, "gfx803");
  Expected<AMDCL2Binary> B9 = AMDCL2Binary::create(G9->getMemBufferRef());
  ASSERT_OK(B9);
  EXPECT_EQ(B9->DeviceCode, 20u);
  EXPECT_EQ(B9->DeviceName, "gfx900");
  ASSERT_TRUE(B9->ISA.has_value());
  EXPECT_EQ(B9->ISA->Major, 9u);
  // gfx9 useargs: flat-scratch init is always on, 8 user SGPRs.
  KernelInfo KI = kernelInfoFromBinary(*B9, B9->Kernels[0]);
  EXPECT_EQ(KI.enableSGPRMask(), 0x29u);
  EXPECT_EQ(KI.userSGPRs(), 8u);
  EXPECT_TRUE(KI.ABI.Flags.UseArgs);
  EXPECT_FALSE(KI.ABI.Flags.UseEnqueue);
}

TEST(Reader, RefusesOpenCL12AndGarbage) {
  LOAD_OR_SKIP(Buf, "lyra441p2_gfx6_amd12.bin");
  EXPECT_EQ(errorOf(arrayRefFromStringRef(Buf->getBuffer())),
            "e_machine 0x3fe is an AMD OpenCL 1.2 (CAL/AMDIL) GPU binary, not "
            "AMDCL2; this format is not supported");
}

TEST(Reader, InMemoryErrors) {
  EXPECT_EQ(errorOf({}),
            "file size 0x0 is smaller than the 16-byte ELF identification");
  std::vector<uint8_t> H(52, 0);
  H[0] = 0x7F, H[1] = 'E', H[2] = 'L', H[3] = 'F', H[4] = 1, H[5] = 1;
  support::endian::write16le(H.data() + 0x12, 0xAF5B);
  EXPECT_EQ(errorOf(H), "e_machine 0xaf5b is the 64-bit AMDCL2 machine but "
                        "EI_CLASS is ELFCLASS32");
  support::endian::write16le(H.data() + 0x12, 0x1234);
  EXPECT_EQ(errorOf(H), "e_machine 0x1234 is not AMDCL2 (0xaf5a)");
  H[4] = 2;
  EXPECT_EQ(errorOf(H),
            "file size 0x34 is smaller than the 0x40-byte ELF64 header");
}

TEST(Reader, DecodeKernelCodeT) {
  std::array<uint8_t, 256> Raw = {};
  support::endian::write32le(Raw.data() + 0x34, 0x990);
  support::endian::write32le(Raw.data() + 0x38, 0x000A000B);
  support::endian::write64le(Raw.data() + 0x48, 80);
  support::endian::write16le(Raw.data() + 0x54, 38);
  Raw[0x67] = 6; // offsets of binary-format doc 8.1
  KernelCodeT K = decodeKernelCodeT(Raw);
  EXPECT_EQ(K.enableSGPRMask(), 0x0Bu);
  EXPECT_EQ(K.userSGPRs(), 8u);
  EXPECT_EQ(K.tgidMask(), 3u);
  EXPECT_EQ(K.tidigCompCnt(), 1u);
  EXPECT_FALSE(K.scratchEnabled());
  EXPECT_EQ(K.KernargSegmentSize, 80u);
  EXPECT_EQ(K.WavefrontSGPRCount, 38u);
  EXPECT_EQ(K.WavefrontSize, 6u);
  EXPECT_EQ(encodeKernelCodeT(K), Raw);
}

TEST(Reader, ArgDescFromMetadataKinds) {
  MetadataArg Pipe;
  Pipe.Name = "in";
  Pipe.TypeName = "pipe __global uint *";
  Pipe.Kind = cl2::AEKPointer;
  Pipe.TypeCode = cl2::ATCPointer;
  Pipe.PointeeType = cl2::ATCStruct;
  Pipe.AddrSpace = cl2::AEASGlobal;
  Pipe.Pipe = 1;
  EXPECT_EQ(decodeArgEntry(Pipe, cl2::Generation::G2).Kind, ArgKind::Pipe);
  // Pipe flag 0 but a "pipe" type name (scratch-15_7 anomaly).
  Pipe.Pipe = 0;
  EXPECT_EQ(decodeArgEntry(Pipe, cl2::Generation::G2).Kind, ArgKind::Pipe);

  MetadataArg Img;
  Img.Kind = cl2::AEKImage;
  Img.TypeCode = cl2::ATCWriteOnlyImage;
  EXPECT_EQ(decodeArgEntry(Img, cl2::Generation::G2).Access,
            AccessQual::WriteOnly);

  MetadataArg S;
  S.Kind = cl2::AEKValue;
  S.TypeCode = cl2::ATCStruct;
  S.Count = 96;
  ArgDesc D = decodeArgEntry(S, cl2::Generation::G2);
  EXPECT_EQ(D.Kind, ArgKind::Struct);
  EXPECT_EQ(D.StructSize, 96u);

  MetadataArg V3;
  V3.Kind = cl2::AEKValue;
  V3.TypeCode = cl2::ATCLong;
  V3.Count = 4;
  V3.TypeName = "ulong3";
  D = decodeArgEntry(V3, cl2::Generation::G2);
  EXPECT_EQ(D.ElemSize, 8u);
  EXPECT_EQ(D.NumElems, 3u);
}

} // namespace
