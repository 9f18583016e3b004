//===- PrintfMetadataTest.cpp - printf descriptors through every record ---===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The printf descriptors: parsing LLVM's "ID:N:sizes:format" strings, their
/// place in the metadata blob (the inferred layout of docs/ABI.md, byte by
/// byte, 64- and 32-bit), the codec's round trip both ways, what the decoder
/// refuses, and the IR metadata and JSON records that carry them.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/KernelMetadata.h"
#include "amdcl2/ABI/LittleEndian.h"
#include "amdcl2/ABI/MetadataBlob.h"
#include "amdcl2/ABI/PrintfFormat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

#define ASSERT_SUCCEEDED(R)                                                    \
  ASSERT_TRUE(static_cast<bool>(R)) << toString((R).takeError())

namespace {

std::string parseError(StringRef S) {
  Expected<PrintfFormat> P = parsePrintfFormat(S);
  return P ? "<no error>" : toString(P.takeError());
}

TEST(PrintfFormat, Parse) {
  Expected<PrintfFormat> P = parsePrintfFormat("2:4:4:4:8:16:n=%d s=%s c\\72x");
  ASSERT_SUCCEEDED(P);
  EXPECT_EQ(P->ID, 2u);
  EXPECT_EQ(P->ArgSizes, (std::vector<uint32_t>{4, 4, 8, 16}));
  EXPECT_EQ(P->Format, "n=%d s=%s c\\72x");
  EXPECT_EQ(printfSizesString(*P), "4,4,8,16");

  Expected<PrintfFormat> Z = parsePrintfFormat("7:0:none\\n");
  ASSERT_SUCCEEDED(Z);
  EXPECT_EQ(Z->ID, 7u);
  EXPECT_TRUE(Z->ArgSizes.empty());
  EXPECT_EQ(Z->Format, "none\\n");
  EXPECT_EQ(printfSizesString(*Z), "");

  // Only the counted sizes are sizes; a ':' after them is the format's.
  Expected<PrintfFormat> C = parsePrintfFormat("1:1:4:a:b");
  ASSERT_SUCCEEDED(C);
  EXPECT_EQ(C->Format, "a:b");
}

TEST(PrintfFormat, ParseErrors) {
  EXPECT_EQ(parseError("x:0:f"), "malformed !llvm.printf.fmts entry 'x:0:f': "
                                 "no ID of 1 or more");
  EXPECT_EQ(parseError("0:0:f"), "malformed !llvm.printf.fmts entry '0:0:f': "
                                 "no ID of 1 or more");
  EXPECT_EQ(parseError("1:9:4:f"),
            "malformed !llvm.printf.fmts entry '1:9:4:f': no argument count");
  EXPECT_EQ(parseError("1:2:4:6:f"),
            "malformed !llvm.printf.fmts entry '1:2:4:6:f': argument 1 has "
            "no size that is a multiple of 4");
}

/// A 64-bit G2-gfx blob with one argument and the given printf entries.
KernelMetadataBlob blobWith(std::vector<PrintfFormat> Printf) {
  KernelMetadataBlob M;
  M.Flags = cl2::MDFlag64Bit;
  M.KernelId = 0x400;
  M.ArchWord = "GFX8";
  M.WavesPerSimdHint = 0xFFFFFFFF;
  MetadataArg A;
  A.Name = "p";
  A.TypeName = "int*";
  A.Kind = cl2::AEKPointer;
  M.Args.push_back(A);
  M.Printf = std::move(Printf);
  return M;
}

const std::vector<PrintfFormat> TwoFormats = {{1, {4, 8}, "i=%d l=%ld\\n"},
                                              {2, {}, "none"}};

uint64_t le(const std::vector<uint8_t> &B, size_t Off, unsigned Bytes) {
  return readLE(B.data() + Off, Bytes);
}

/// The offset after the last argument string: the blob without printf ends
/// there with the zero trailer.
size_t endOfArgStrings(bool Is64) {
  std::vector<uint8_t> Plain =
      encodeKernelMetadata(blobWith({}), cl2::Generation::G2Gfx, Is64);
  return Plain.size() - (Is64 ? cl2::MDTrailer64 : cl2::MDTrailer32);
}

TEST(PrintfMetadata, Layout64) {
  std::vector<uint8_t> B =
      encodeKernelMetadata(blobWith(TwoFormats), cl2::Generation::G2Gfx, true);
  size_t P = endOfArgStrings(true);
  EXPECT_EQ(le(B, 0xA8, 8), 2u);       // numPrintf
  EXPECT_EQ(le(B, 0xA0, 8), 1u);       // numArgs still alone
  EXPECT_EQ(le(B, 0x08, 8), B.size()); // total size
  // Entry 0: struct size, ID, padding, numSizes, format length, 2 pointers.
  EXPECT_EQ(le(B, P + 0x00, 8), 48u);
  EXPECT_EQ(le(B, P + 0x08, 4), 1u);
  EXPECT_EQ(le(B, P + 0x0C, 4), 0u);
  EXPECT_EQ(le(B, P + 0x10, 8), 2u);
  EXPECT_EQ(le(B, P + 0x18, 8), 12u);
  EXPECT_EQ(le(B, P + 0x20, 8), 0u);
  EXPECT_EQ(le(B, P + 0x28, 8), 0u);
  EXPECT_EQ(le(B, P + 48 + 0x08, 4), 2u);
  EXPECT_EQ(le(B, P + 48 + 0x10, 8), 0u);
  EXPECT_EQ(le(B, P + 48 + 0x18, 8), 4u);
  // The zero entry, then sizes and formats in entry order.
  size_t T = P + 2 * 48;
  EXPECT_TRUE(std::all_of(B.begin() + T, B.begin() + T + 48,
                          [](uint8_t X) { return X == 0; }));
  size_t Q = T + 48;
  EXPECT_EQ(le(B, Q, 4), 4u);
  EXPECT_EQ(le(B, Q + 4, 4), 8u);
  EXPECT_EQ(std::string(B.begin() + Q + 8, B.begin() + Q + 20),
            "i=%d l=%ld\\n");
  EXPECT_EQ(B[Q + 20], 0);
  EXPECT_EQ(std::string(B.begin() + Q + 21, B.begin() + Q + 25), "none");
  EXPECT_EQ(B[Q + 25], 0);
  EXPECT_EQ(B.size(), Q + 26);
}

TEST(PrintfMetadata, Layout32) {
  KernelMetadataBlob M = blobWith(TwoFormats);
  M.Flags = 0;
  std::vector<uint8_t> B = encodeKernelMetadata(M, cl2::Generation::G2, false);
  size_t P = endOfArgStrings(false);
  EXPECT_EQ(le(B, 0x68, 4), 1u); // numArgs
  EXPECT_EQ(le(B, 0x6C, 4), 2u); // numPrintf
  EXPECT_EQ(le(B, 0x04, 4), B.size());
  const uint32_t Entry0[] = {24, 1, 2, 12, 0, 0},
                 Entry1[] = {24, 2, 0, 4, 0, 0};
  for (unsigned I = 0; I < 6; ++I) {
    EXPECT_EQ(le(B, P + 4 * I, 4), Entry0[I]) << "word " << I;
    EXPECT_EQ(le(B, P + 24 + 4 * I, 4), Entry1[I]) << "word " << I;
  }
  size_t Q = P + 3 * 24;
  EXPECT_EQ(le(B, Q, 4), 4u);
  EXPECT_EQ(le(B, Q + 4, 4), 8u);
  EXPECT_EQ(B.size(), Q + 8 + 13 + 5);
}

TEST(PrintfMetadata, NoPrintfKeepsTheZeroTrailer) {
  std::vector<uint8_t> B =
      encodeKernelMetadata(blobWith({}), cl2::Generation::G2Gfx, true);
  EXPECT_EQ(le(B, 0xA8, 8), 0u);
  EXPECT_TRUE(
      std::all_of(B.end() - 48, B.end(), [](uint8_t X) { return X == 0; }));
  Expected<KernelMetadataBlob> D = decodeKernelMetadata(B, true, "k");
  ASSERT_SUCCEEDED(D);
  EXPECT_TRUE(D->Printf.empty());
}

TEST(PrintfMetadata, RoundTripBothWays) {
  for (cl2::Generation G : {cl2::Generation::Old, cl2::Generation::G1,
                            cl2::Generation::G2, cl2::Generation::G2Gfx})
    for (bool Is64 : {true, false}) {
      SCOPED_TRACE(cl2::generationName(G).str() + (Is64 ? " 64" : " 32"));
      KernelMetadataBlob M = blobWith(TwoFormats);
      if (!Is64)
        M.Flags = 0;
      if (G != cl2::Generation::G2Gfx)
        M.ArchWord = "generic";
      std::vector<uint8_t> B = encodeKernelMetadata(M, G, Is64);
      Expected<KernelMetadataBlob> D = decodeKernelMetadata(B, Is64, "k");
      ASSERT_SUCCEEDED(D);
      EXPECT_EQ(D->Printf, M.Printf);
      ASSERT_EQ(D->Args.size(), 1u);
      EXPECT_EQ(D->Args[0], M.Args[0]);
      EXPECT_EQ(encodeKernelMetadata(*D, G, Is64), B);
    }
}

std::string decodeError(const std::vector<uint8_t> &B) {
  Expected<KernelMetadataBlob> D = decodeKernelMetadata(B, true, "k");
  return D ? "<no error>" : toString(D.takeError());
}

TEST(PrintfMetadata, DecoderRefusals) {
  std::vector<uint8_t> Good =
      encodeKernelMetadata(blobWith(TwoFormats), cl2::Generation::G2Gfx, true);
  size_t P = endOfArgStrings(true);
  auto withTotal = [](std::vector<uint8_t> B) {
    writeLE(B.data() + 8, 8, B.size());
    return B;
  };

  std::vector<uint8_t> Count = Good;
  writeLE(Count.data() + 0xA8, 8, 1000);
  EXPECT_EQ(decodeError(Count),
            "k: printf count 0x3e8 needs 0x3e8 + 1 entries of 0x30 bytes at "
            "offset 0x" +
                utohexstr(P, true) + " but the blob (size 0x" +
                utohexstr(Good.size(), true) + ") has room for 0x3");

  std::vector<uint8_t> Size = Good;
  writeLE(Size.data() + P + 48, 8, 40);
  EXPECT_EQ(decodeError(Size), "k: printf entry [1] at offset 0x" +
                                   utohexstr(P + 48, true) +
                                   ": struct size 0x28 is not 0x30");

  std::vector<uint8_t> Sizes = Good;
  writeLE(Sizes.data() + P + 0x10, 8, 1u << 30);
  EXPECT_EQ(decodeError(Sizes),
            "k: printf entry [0]: 0x40000000 argument sizes at offset 0x" +
                utohexstr(P + 3 * 48, true) +
                " run past the end of the blob (size 0x" +
                utohexstr(Good.size(), true) + ")");

  std::vector<uint8_t> Cut = withTotal({Good.begin(), Good.end() - 1});
  EXPECT_EQ(decodeError(Cut),
            "k: format of printf entry [1] at offset 0x" +
                utohexstr(Good.size() - 5, true) +
                " with length 0x4 runs past the end of the blob (size 0x" +
                utohexstr(Cut.size(), true) + ")");
}

class PrintfIRTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  Module M{"m", Ctx};
  Function *F = Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                                 GlobalValue::ExternalLinkage, "k", M);
  void SetUp() override { BasicBlock::Create(Ctx, "entry", F); }
  void addFormat(StringRef S) {
    M.getOrInsertNamedMetadata(MDPrintfFormatsName)
        ->addOperand(MDNode::get(Ctx, MDString::get(Ctx, S)));
  }
};

TEST_F(PrintfIRTest, ModuleFormats) {
  addFormat("1:1:4:i=%d\\n");
  addFormat("2:0:none");
  Expected<std::vector<PrintfFormat>> P = readModulePrintfFormats(M);
  ASSERT_SUCCEEDED(P);
  EXPECT_EQ(*P,
            (std::vector<PrintfFormat>{{1, {4}, "i=%d\\n"}, {2, {}, "none"}}));
  addFormat("1:0:again");
  Expected<std::vector<PrintfFormat>> Dup = readModulePrintfFormats(M);
  ASSERT_FALSE(static_cast<bool>(Dup));
  EXPECT_EQ(toString(Dup.takeError()),
            "printf ID 1 is used by two formats (IR files whose printf calls "
            "were numbered separately cannot be linked)");
}

TEST_F(PrintfIRTest, KernelRecordCarriesThem) {
  KernelABI ABI;
  ABI.Name = "k";
  ABI.Layout = {true, true};
  ABI.Args = layoutArguments({}, ABI.Layout);
  ABI.Printf = TwoFormats;
  writeKernelABI(*F, ABI);
  Expected<KernelABI> Back = readKernelABI(*F);
  ASSERT_SUCCEEDED(Back);
  EXPECT_EQ(Back->Printf, TwoFormats);
  // Rewritten without printf, the record has none.
  ABI.Printf.clear();
  writeKernelABI(*F, ABI);
  EXPECT_EQ(F->getMetadata(MDPrintfName), nullptr);
  Expected<KernelABI> None = readKernelABI(*F);
  ASSERT_SUCCEEDED(None);
  EXPECT_TRUE(None->Printf.empty());
}

TEST(PrintfJSON, OnlyKernelsThatPrintHaveTheKey) {
  KernelInfo K;
  K.ABI.Name = "k";
  K.GPU = "gfx803";
  K.ABI.Layout = {true, true};
  K.ABI.Args = layoutArguments({}, K.ABI.Layout);
  K.Setup.KernargSegmentSize = K.ABI.Args.Size;
  KernelInfo P = K;
  P.ABI.Name = "p";
  P.ABI.Printf = TwoFormats;
  std::string Text;
  raw_string_ostream OS(Text);
  printKernelsJSON(OS, {K, P});
  EXPECT_EQ(StringRef(Text).count("\"printf\""), 1u);
  EXPECT_NE(Text.find("\"format\": \"i=%d l=%ld\\\\n\""), std::string::npos);
  Expected<std::vector<KernelInfo>> R = kernelsFromJSON(Text);
  ASSERT_SUCCEEDED(R);
  ASSERT_EQ(R->size(), 2u);
  EXPECT_TRUE((*R)[0].ABI.Printf.empty());
  EXPECT_EQ((*R)[1].ABI.Printf, TwoFormats);
}

TEST(PrintfJSON, ComparisonNamesThem) {
  KernelInfo A, B;
  A.ABI.Printf = TwoFormats;
  B.ABI.Printf = TwoFormats;
  B.ABI.Printf[0].ArgSizes = {4};
  B.ABI.Printf[1].Format = "other";
  EXPECT_EQ(compareKernelInfo(A, B),
            (std::vector<std::string>{"printf[0].arg_sizes: '4,8' != '4'",
                                      "printf[1].format: 'none' != 'other'"}));
  B.ABI.Printf.pop_back();
  EXPECT_EQ(compareKernelInfo(A, B)[0], "printf.count: 2 != 1");
}

} // namespace
