//===- KernelMetadataTest.cpp - Tests for the !amdcl2.* IR records --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes KernelABI records onto functions of an in-memory module, reads them
/// back field by field, and checks the errors for missing and malformed
/// metadata.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelMetadata.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "gtest/gtest.h"
#include <memory>

using namespace amdcl2;
using namespace llvm;

// Fails the test with the error text when \p R holds an error.
#define ASSERT_SUCCEEDED(R)                                                    \
  ASSERT_TRUE(static_cast<bool>(R)) << toString((R).takeError())

namespace {

class KernelMetadataTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M = std::make_unique<Module>("m", Ctx);

  Function *addKernel(StringRef Name, bool Declaration = false) {
    Function *F =
        Function::Create(FunctionType::get(Type::getVoidTy(Ctx), false),
                         GlobalValue::ExternalLinkage, Name, *M);
    if (!Declaration)
      BasicBlock::Create(Ctx, "entry", F);
    return F;
  }

  std::string errorOf(const Function &F) {
    Expected<KernelABI> R = readKernelABI(F);
    if (R)
      return "<no error>";
    return toString(R.takeError());
  }

  Metadata *i32(uint64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), V));
  }
};

// Every field set to something other than its default.
KernelABI richABI(bool Is64 = true, bool NewFormat = true) {
  KernelABI ABI;
  ABI.Name = "k";
  ABI.Flags.UseArgs = true;
  ABI.Flags.UseSetup = true;
  ABI.Flags.UseEnqueue = true;
  ABI.GroupIds = 5;
  ABI.LocalIds = 3;
  ABI.Layout = {Is64, NewFormat};
  ABI.ReqdWorkGroupSize = {3, 7, 2};
  ABI.WorkGroupSizeHint = {12, 3, 11};
  ABI.VecTypeHint = "int";

  std::vector<ArgDesc> User(5);
  User[0].Name = "a";
  User[0].TypeName = "uint*";
  User[0].Kind = ArgKind::Pointer;
  User[0].AddrSpace = ArgAddrSpace::Global;
  User[0].TypeQuals = QualConst | QualRestrict;
  User[0].StructSize = 4; // pointee alignment
  User[1].Name = "c";
  User[1].TypeName = "uchar3";
  User[1].Kind = ArgKind::Value;
  User[1].ElemType = "uchar";
  User[1].ElemSize = 1;
  User[1].NumElems = 3;
  User[2].Name = "img";
  User[2].TypeName = "image2d_t";
  User[2].Kind = ArgKind::Image;
  User[2].Access = AccessQual::WriteOnly;
  User[3].Name = "d1";
  User[3].TypeName = "struct Xdata";
  User[3].Kind = ArgKind::Struct;
  User[3].StructSize = uint64_t(1) << 33; // needs the 64-bit field
  User[4].Name = "p";
  User[4].TypeName = "pipe __global uint *";
  User[4].Kind = ArgKind::Pipe;
  User[4].AddrSpace = ArgAddrSpace::Global;
  User[4].TypeQuals = QualPipe | QualVolatile;
  ABI.Args = layoutArguments(User, ABI.Layout);
  return ABI;
}

void expectSameABI(const KernelABI &A, const KernelABI &B) {
  EXPECT_EQ(B.Name, A.Name);
  EXPECT_EQ(B.Flags, A.Flags);
  EXPECT_EQ(B.GroupIds, A.GroupIds);
  EXPECT_EQ(B.LocalIds, A.LocalIds);
  EXPECT_EQ(B.Layout.Is64Bit, A.Layout.Is64Bit);
  EXPECT_EQ(B.Layout.NewFormat, A.Layout.NewFormat);
  EXPECT_EQ(B.ReqdWorkGroupSize, A.ReqdWorkGroupSize);
  EXPECT_EQ(B.WorkGroupSizeHint, A.WorkGroupSizeHint);
  EXPECT_EQ(B.VecTypeHint, A.VecTypeHint);
  EXPECT_EQ(B.UniformWorkGroups, A.UniformWorkGroups);
  EXPECT_EQ(B.AddressesLoadedData, A.AddressesLoadedData);
  EXPECT_EQ(B.Args.Size, A.Args.Size);
  ASSERT_EQ(B.Args.Args.size(), A.Args.Args.size());
  for (size_t I = 0; I < A.Args.Args.size(); ++I) {
    const ArgDesc &X = A.Args.Args[I], &Y = B.Args.Args[I];
    SCOPED_TRACE(X.Name);
    EXPECT_EQ(Y.Name, X.Name);
    EXPECT_EQ(Y.TypeName, X.TypeName);
    EXPECT_EQ(Y.Kind, X.Kind);
    EXPECT_EQ(Y.AddrSpace, X.AddrSpace);
    EXPECT_EQ(Y.Access, X.Access);
    EXPECT_EQ(Y.TypeQuals, X.TypeQuals);
    EXPECT_EQ(Y.ElemType, X.ElemType);
    EXPECT_EQ(Y.ElemSize, X.ElemSize);
    EXPECT_EQ(Y.NumElems, X.NumElems);
    EXPECT_EQ(Y.StructSize, X.StructSize);
    EXPECT_EQ(Y.Offset, X.Offset);
    EXPECT_EQ(Y.Size, X.Size);
  }
}

TEST_F(KernelMetadataTest, RoundTrip) {
  for (bool Is64 : {true, false})
    for (bool NewFormat : {true, false}) {
      SCOPED_TRACE(std::string(Is64 ? "64" : "32") +
                   (NewFormat ? " new" : " old"));
      Function *F = addKernel("k");
      EXPECT_FALSE(hasKernelABI(*F));
      KernelABI In = richABI(Is64, NewFormat);
      In.AddressesLoadedData = Is64;
      In.UniformWorkGroups = NewFormat;
      writeKernelABI(*F, In);
      EXPECT_TRUE(hasKernelABI(*F));
      EXPECT_NE(F->getMetadata(MDKernelName), nullptr);
      EXPECT_NE(F->getMetadata(MDArgsName), nullptr);
      Expected<KernelABI> Out = readKernelABI(*F);
      ASSERT_SUCCEEDED(Out);
      expectSameABI(In, *Out);
      F->eraseFromParent();
    }
}

TEST_F(KernelMetadataTest, NameComesFromTheFunction) {
  Function *F = addKernel("other_name");
  KernelABI In = richABI();
  writeKernelABI(*F, In);
  Expected<KernelABI> Out = readKernelABI(*F);
  ASSERT_SUCCEEDED(Out);
  EXPECT_EQ(Out->Name, "other_name");
}

TEST_F(KernelMetadataTest, NoUserArgumentsAndDefaults) {
  Function *F = addKernel("empty");
  KernelABI In;
  In.Name = "empty";
  In.Args = layoutArguments({}, In.Layout);
  writeKernelABI(*F, In);
  Expected<KernelABI> Out = readKernelABI(*F);
  ASSERT_SUCCEEDED(Out);
  expectSameABI(In, *Out);
  EXPECT_EQ(Out->Args.Args.size(), 6u);
  EXPECT_EQ(Out->Args.Size, 48u);
}

TEST_F(KernelMetadataTest, RewriteReplacesTheRecord) {
  Function *F = addKernel("k");
  writeKernelABI(*F, richABI());
  KernelABI Second;
  Second.Name = "k";
  Second.Flags.UseArgs = true;
  Second.Layout = {false, false};
  ArgDesc N;
  N.Name = "n";
  N.TypeName = "uint";
  N.ElemSize = 4;
  Second.Args = layoutArguments({N}, Second.Layout);
  writeKernelABI(*F, Second);
  Expected<KernelABI> Out = readKernelABI(*F);
  ASSERT_SUCCEEDED(Out);
  expectSameABI(Second, *Out);
  EXPECT_EQ(Out->Args.Size, 28u);
}

TEST_F(KernelMetadataTest, ModuleKernelsInOrder) {
  Function *A = addKernel("a");
  addKernel("helper");                   // no record: skipped
  Function *D = addKernel("decl", true); // declaration: skipped
  Function *B = addKernel("b");
  writeKernelABI(*B, richABI());
  writeKernelABI(*A, richABI(false, false));
  writeKernelABI(*D, richABI());
  Expected<std::vector<KernelABI>> Ks = readModuleKernelABIs(*M);
  ASSERT_SUCCEEDED(Ks);
  ASSERT_EQ(Ks->size(), 2u);
  EXPECT_EQ((*Ks)[0].Name, "a");
  EXPECT_FALSE((*Ks)[0].Layout.Is64Bit);
  EXPECT_EQ((*Ks)[1].Name, "b");
  EXPECT_TRUE((*Ks)[1].Layout.Is64Bit);
}

TEST_F(KernelMetadataTest, ModuleErrorIsPassedUp) {
  Function *A = addKernel("a");
  writeKernelABI(*A, richABI());
  Function *B = addKernel("b");
  writeKernelABI(*B, richABI());
  B->setMetadata(MDArgsName, nullptr);
  B->setMetadata(MDKernelName, MDTuple::get(Ctx, {}));
  Expected<std::vector<KernelABI>> Ks = readModuleKernelABIs(*M);
  ASSERT_FALSE(static_cast<bool>(Ks));
  EXPECT_EQ(toString(Ks.takeError()),
            "kernel 'b': malformed !amdcl2 metadata: missing (was the "
            "amdcl2-lower-abi pass run?)");
}

TEST_F(KernelMetadataTest, MissingRecord) {
  Function *F = addKernel("k");
  EXPECT_EQ(errorOf(*F), "kernel 'k': malformed !amdcl2 metadata: missing "
                         "(was the amdcl2-lower-abi pass run?)");
  // Half a record is as bad as none.
  writeKernelABI(*F, richABI());
  F->setMetadata(MDArgsName, nullptr);
  EXPECT_TRUE(hasKernelABI(*F)); // looks at !amdcl2.kernel only
  EXPECT_EQ(errorOf(*F), "kernel 'k': malformed !amdcl2 metadata: missing "
                         "(was the amdcl2-lower-abi pass run?)");
}

TEST_F(KernelMetadataTest, MalformedKernelRecord) {
  Function *F = addKernel("k");
  const std::string Prefix = "kernel 'k': malformed !amdcl2 metadata: ";
  auto KernelOps = [&] {
    writeKernelABI(*F, richABI());
    MDNode *K = F->getMetadata(MDKernelName);
    return SmallVector<Metadata *, 13>(K->op_begin(), K->op_end());
  };

  SmallVector<Metadata *, 13> Ops = KernelOps();
  Ops.pop_back();
  F->setMetadata(MDKernelName, MDTuple::get(Ctx, Ops));
  EXPECT_EQ(errorOf(*F),
            Prefix + "!amdcl2.kernel has the wrong number of fields");

  Ops = KernelOps();
  Ops[3] = MDString::get(Ctx, "64");
  F->setMetadata(MDKernelName, MDTuple::get(Ctx, Ops));
  EXPECT_EQ(errorOf(*F), Prefix + "!amdcl2.kernel field 3 is not an integer");

  Ops = KernelOps();
  Ops[12] = i32(0); // vec_type_hint must be a string
  F->setMetadata(MDKernelName, MDTuple::get(Ctx, Ops));
  EXPECT_EQ(errorOf(*F), Prefix + "!amdcl2.kernel has an out-of-range field");

  // Flags above 63, dimension masks above 7, bits other than 32/64.
  for (auto [Index, Value] :
       {std::pair<unsigned, unsigned>{0, 64}, {1, 8}, {2, 8}, {3, 48}}) {
    Ops = KernelOps();
    Ops[Index] = i32(Value);
    F->setMetadata(MDKernelName, MDTuple::get(Ctx, Ops));
    EXPECT_EQ(errorOf(*F), Prefix + "!amdcl2.kernel has an out-of-range field")
        << "field " << Index;
  }
}

TEST_F(KernelMetadataTest, MalformedArgumentRecord) {
  Function *F = addKernel("k");
  const std::string Prefix = "kernel 'k': malformed !amdcl2 metadata: ";
  auto ArgOps = [&] {
    writeKernelABI(*F, richABI());
    MDNode *A = F->getMetadata(MDArgsName);
    auto *First = cast<MDNode>(A->getOperand(0).get());
    return SmallVector<Metadata *, 11>(First->op_begin(), First->op_end());
  };
  auto SetFirstArg = [&](MDNode *Entry) {
    MDNode *A = F->getMetadata(MDArgsName);
    SmallVector<Metadata *, 8> Entries(A->op_begin(), A->op_end());
    Entries[0] = Entry;
    F->setMetadata(MDArgsName, MDTuple::get(Ctx, Entries));
  };

  SmallVector<Metadata *, 11> Ops = ArgOps();
  Ops.pop_back();
  SetFirstArg(MDTuple::get(Ctx, Ops));
  EXPECT_EQ(errorOf(*F), Prefix + "!amdcl2.args entry has the wrong shape");

  Ops = ArgOps();
  SetFirstArg(MDTuple::get(Ctx, {}));
  EXPECT_EQ(errorOf(*F), Prefix + "!amdcl2.args entry has the wrong shape");

  Ops = ArgOps();
  Ops[0] = i32(1); // name must be a string
  SetFirstArg(MDTuple::get(Ctx, Ops));
  EXPECT_EQ(errorOf(*F),
            Prefix + "!amdcl2.args entry has a field of the wrong type");

  Ops = ArgOps();
  Ops[9] = MDString::get(Ctx, "48"); // offset must be an integer
  SetFirstArg(MDTuple::get(Ctx, Ops));
  EXPECT_EQ(errorOf(*F),
            Prefix + "!amdcl2.args entry has a field of the wrong type");

  Ops = ArgOps();
  Ops[11] = i32(4); // element type must be a string
  SetFirstArg(MDTuple::get(Ctx, Ops));
  EXPECT_EQ(errorOf(*F),
            Prefix + "!amdcl2.args entry has a field of the wrong type");

  const char *Unknown =
      "!amdcl2.args entry has an unknown kind, address space or access "
      "qualifier";
  for (unsigned Index : {2u, 3u, 4u}) {
    Ops = ArgOps();
    Ops[Index] = MDString::get(Ctx, "bogus");
    SetFirstArg(MDTuple::get(Ctx, Ops));
    EXPECT_EQ(errorOf(*F), Prefix + Unknown) << "field " << Index;
  }
}

} // namespace
