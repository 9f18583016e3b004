//===- KernelInfoTest.cpp - Tests for the --kernel-info=json schema -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Round-trips KernelInfo through toJSON/kernelsToJSON and kernelsFromJSON
/// and checks the error messages for JSON that breaks the schema.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelInfo.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

// Fails the test with the error text when \p R holds an error.
#define ASSERT_SUCCEEDED(R)                                                    \
  ASSERT_TRUE(static_cast<bool>(R)) << toString((R).takeError())

KernelInfo sampleKernel() {
  KernelInfo K;
  K.ABI.Name = "k";
  K.ABI.Flags.UseArgs = true;
  K.ABI.Flags.UseSetup = true;
  K.ABI.Layout = {true, true};
  std::vector<ArgDesc> User(4);
  User[0].Name = "n";
  User[0].TypeName = "uint";
  User[0].Kind = ArgKind::Value;
  User[0].ElemSize = 4;
  User[1].Name = "a";
  User[1].TypeName = "float*";
  User[1].Kind = ArgKind::Pointer;
  User[1].AddrSpace = ArgAddrSpace::Global;
  User[2].Name = "c";
  User[2].TypeName = "uchar3";
  User[2].Kind = ArgKind::Value;
  User[2].ElemSize = 1;
  User[2].NumElems = 3;
  User[3].Name = "i";
  User[3].TypeName = "image2d_t";
  User[3].Kind = ArgKind::Image;
  User[3].Access = AccessQual::ReadOnly;
  K.ABI.Args = layoutArguments(User, K.ABI.Layout);
  K.GPU = "gfx704";
  K.Setup.CodeProperties = 0x0b;
  K.Setup.PrivateSegmentSize = 48;
  K.Setup.GroupSegmentSize = 4096;
  K.Setup.WavefrontSGPRCount = 18;
  K.Setup.WorkitemVGPRCount = 7;
  K.Setup.PgmRsrc1 = 0x00AC0081;
  K.Setup.PgmRsrc2 = 0x00000991; // SCRATCH_EN, USER_SGPR 8, TGID x+y, TIDIG 1
  K.Setup.KernargSegmentSize = K.ABI.Args.Size;
  return K;
}

std::string print(const json::Value &V) {
  std::string S;
  raw_string_ostream OS(S);
  OS << V;
  return S;
}

std::string errorOf(StringRef Text) {
  Expected<std::vector<KernelInfo>> R = kernelsFromJSON(Text);
  if (R)
    return "<no error>";
  return toString(R.takeError());
}

TEST(KernelInfoTest, ToJSONFields) {
  KernelInfo K = sampleKernel();
  EXPECT_EQ(K.tgidMask(), 3u);
  EXPECT_TRUE(K.is64Bit());
  json::Value V = toJSON(K);
  const json::Object *O = V.getAsObject();
  ASSERT_NE(O, nullptr);
  EXPECT_EQ(O->getString("name"), "k");
  EXPECT_EQ(O->getString("gpu"), "gfx704");
  EXPECT_EQ(O->getInteger("bits"), 64);
  EXPECT_EQ(O->getString("tgid"), "xy");
  EXPECT_EQ(O->getInteger("user_sgprs"), 8);
  EXPECT_EQ(O->getInteger("enable_sgpr_mask"), 0x0b);
  EXPECT_EQ(O->getInteger("kernarg_size"), 80);
  const json::Object *F = O->getObject("flags");
  ASSERT_NE(F, nullptr);
  EXPECT_EQ(F->getBoolean("useargs"), true);
  EXPECT_EQ(F->getBoolean("usesetup"), true);
  EXPECT_EQ(F->getBoolean("useenqueue"), false);
  EXPECT_EQ(F->getBoolean("usegeneric"), false);
  const json::Array *Args = O->getArray("args");
  ASSERT_NE(Args, nullptr);
  ASSERT_EQ(Args->size(), 10u);
  const json::Object *H = (*Args)[0].getAsObject();
  EXPECT_EQ(H->getString("name"), "_.global_offset_0");
  EXPECT_EQ(H->getString("kind"), "hidden");
  EXPECT_EQ(H->getString("address_space"), "");
  const json::Object *A = (*Args)[7].getAsObject();
  EXPECT_EQ(A->getString("name"), "a");
  EXPECT_EQ(A->getString("kind"), "pointer");
  EXPECT_EQ(A->getString("address_space"), "global");
  EXPECT_EQ(A->getInteger("offset"), 56);
  EXPECT_EQ(A->getInteger("size"), 8);

  json::Value All = kernelsToJSON({K, K});
  const json::Array *Ks = All.getAsObject()->getArray("kernels");
  ASSERT_NE(Ks, nullptr);
  EXPECT_EQ(Ks->size(), 2u);
}

TEST(KernelInfoTest, RoundTrip) {
  KernelInfo K = sampleKernel();
  KernelInfo K32 = sampleKernel();
  K32.ABI.Name = "k32";
  K32.ABI.Layout.Is64Bit = false;
  K32.ABI.Flags = FeatureFlags();
  K32.ABI.Flags.UseEnqueue = true;
  K32.ABI.Flags.UseGeneric = true;
  K32.ABI.Args = layoutArguments(
      ArrayRef<ArgDesc>(K.ABI.Args.Args).drop_front(6), K32.ABI.Layout);
  K32.Setup.KernargSegmentSize = K32.ABI.Args.Size;

  std::string Text = print(kernelsToJSON({K, K32}));
  Expected<std::vector<KernelInfo>> R = kernelsFromJSON(Text);
  ASSERT_SUCCEEDED(R);
  ASSERT_EQ(R->size(), 2u);
  for (unsigned I = 0; I < 2; ++I) {
    const KernelInfo &In = I ? K32 : K;
    const KernelInfo &Out = (*R)[I];
    SCOPED_TRACE(In.ABI.Name);
    EXPECT_EQ(Out.ABI.Name, In.ABI.Name);
    EXPECT_EQ(Out.GPU, In.GPU);
    EXPECT_EQ(Out.is64Bit(), In.is64Bit());
    EXPECT_EQ(Out.ABI.Flags, In.ABI.Flags);
    EXPECT_EQ(Out.enableSGPRMask(), In.enableSGPRMask());
    EXPECT_EQ(Out.userSGPRs(), In.userSGPRs());
    EXPECT_EQ(Out.tidigCompCnt(), In.tidigCompCnt());
    EXPECT_EQ(Out.scratchBytes(), In.scratchBytes());
    EXPECT_EQ(Out.ldsBytes(), In.ldsBytes());
    EXPECT_EQ(Out.sgprs(), In.sgprs());
    EXPECT_EQ(Out.vgprs(), In.vgprs());
    EXPECT_EQ(Out.Setup.PgmRsrc1, In.Setup.PgmRsrc1);
    EXPECT_EQ(Out.Setup.PgmRsrc2, In.Setup.PgmRsrc2);
    EXPECT_EQ(Out.tgidMask(), In.tgidMask());
    EXPECT_EQ(Out.kernargSize(), In.kernargSize());
    EXPECT_EQ(Out.ABI.Args.Size, In.ABI.Args.Size);
    ASSERT_EQ(Out.ABI.Args.Args.size(), In.ABI.Args.Args.size());
    for (size_t J = 0; J < In.ABI.Args.Args.size(); ++J) {
      const ArgDesc &A = In.ABI.Args.Args[J], &B = Out.ABI.Args.Args[J];
      EXPECT_EQ(B.Name, A.Name);
      EXPECT_EQ(B.TypeName, A.TypeName);
      EXPECT_EQ(B.Kind, A.Kind);
      EXPECT_EQ(B.AddrSpace, A.AddrSpace);
      EXPECT_EQ(B.Offset, A.Offset);
      EXPECT_EQ(B.Size, A.Size);
    }
  }
  // Printing again gives the same text.
  EXPECT_EQ(print(kernelsToJSON(*R)), Text);
}

TEST(KernelInfoTest, EmptyKernelList) {
  Expected<std::vector<KernelInfo>> R = kernelsFromJSON(R"({"kernels":[]})");
  ASSERT_SUCCEEDED(R);
  EXPECT_TRUE(R->empty());
}

TEST(KernelInfoTest, Large32BitFieldsSurvive) {
  KernelInfo K = sampleKernel();
  K.Setup.PgmRsrc1 = 0xFFFFFFFFu;
  K.Setup.PgmRsrc2 = 0x80000000u;
  Expected<std::vector<KernelInfo>> R =
      kernelsFromJSON(print(kernelsToJSON({K})));
  ASSERT_SUCCEEDED(R);
  EXPECT_EQ((*R)[0].Setup.PgmRsrc1, 0xFFFFFFFFu);
  EXPECT_EQ((*R)[0].Setup.PgmRsrc2, 0x80000000u);
}

// Replaces the value of \p Key in the first kernel (or its first argument).
std::string mutate(function_ref<void(json::Object &)> Edit,
                   bool InArg = false) {
  json::Value V = kernelsToJSON({sampleKernel()});
  json::Object &K = *(*V.getAsObject()->getArray("kernels"))[0].getAsObject();
  if (InArg)
    Edit(*(*K.getArray("args"))[6].getAsObject());
  else
    Edit(K);
  return print(V);
}

TEST(KernelInfoTest, BadJSONErrors) {
  // Syntax errors come from the JSON parser, with a position.
  EXPECT_NE(errorOf("{").find("["), std::string::npos) << errorOf("{");
  EXPECT_NE(errorOf("not json"), "<no error>");

  EXPECT_EQ(errorOf("[]"), "kernel info: missing array 'kernels'");
  EXPECT_EQ(errorOf("{}"), "kernel info: missing array 'kernels'");
  EXPECT_EQ(errorOf(R"({"kernels":{}})"),
            "kernel info: missing array 'kernels'");
  EXPECT_EQ(errorOf(R"({"kernels":[1]})"),
            "kernel info: kernel is not an object");

  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K.erase("name"); })),
            "kernel info: missing string 'name'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K["gpu"] = 704; })),
            "kernel info: missing string 'gpu'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K["bits"] = 48; })),
            "kernel info: bits must be 32 or 64");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K["bits"] = "64"; })),
            "kernel info: missing or bad number 'bits'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K.erase("flags"); })),
            "kernel info: missing object 'flags'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K["user_sgprs"] = -1; })),
            "kernel info: missing or bad number 'user_sgprs'");
  // A value the field cannot hold is an error, not a truncation.
  EXPECT_EQ(errorOf(mutate([](json::Object &K) {
              K["enable_sgpr_mask"] = int64_t(1) << 32;
            })),
            "kernel info: missing or bad number 'enable_sgpr_mask'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) {
              K["user_sgprs"] = int64_t(1) << 32 | 8;
            })),
            "kernel info: missing or bad number 'user_sgprs'");
  EXPECT_EQ(errorOf(mutate(
                [](json::Object &A) { A["size"] = int64_t(1) << 32; }, true)),
            "kernel info: missing or bad number 'size'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K["vgprs"] = 1.5; })),
            "kernel info: missing or bad number 'vgprs'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K.erase("kernarg_size"); })),
            "kernel info: missing or bad number 'kernarg_size'");
  EXPECT_EQ(errorOf(mutate([](json::Object &K) { K.erase("args"); })),
            "kernel info: missing array 'args'");
  EXPECT_EQ(
      errorOf(mutate([](json::Object &K) { (*K.getArray("args"))[0] = "x"; })),
      "kernel info: argument is not an object");

  EXPECT_EQ(
      errorOf(mutate([](json::Object &A) { A.erase("type_name"); }, true)),
      "kernel info: missing string 'type_name'");
  EXPECT_EQ(errorOf(mutate([](json::Object &A) { A["offset"] = -8; }, true)),
            "kernel info: missing or bad number 'offset'");
  EXPECT_EQ(errorOf(mutate([](json::Object &A) { A["kind"] = "float"; }, true)),
            "kernel info: unknown argument kind 'float'");
  EXPECT_EQ(errorOf(mutate(
                [](json::Object &A) { A["address_space"] = "generic"; }, true)),
            "kernel info: unknown address space 'generic'");
}

} // namespace
