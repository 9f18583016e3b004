//===- WriterCompileTest.cpp - Writing kernels compiled by llc-22 ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Compiles CL2-form IR kernels with llc-22, records hand-built KernelABIs
/// with buildProgram (as emitObject does),
/// writes AMDCL2 binaries, reads them back and checks the setup, metadata,
/// notes and symbols; the `copy` kernel is compared with AMD's
/// simplecopy-kattrs-248203 binary.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ArgLayout.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/Writer.h"
#include "amdcl2/Binary/WriterParts.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "amdcl2/Program/ProgramBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2;

namespace {

const char *CopyIR = R"(
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @copy(ptr addrspace(4) byref([64 x i8]) align 16 %args) #0 {
  %go = load i64, ptr addrspace(4) %args, align 16
  %pa = getelementptr i8, ptr addrspace(4) %args, i64 48
  %a = load ptr addrspace(1), ptr addrspace(4) %pa, align 16
  %pb = getelementptr i8, ptr addrspace(4) %args, i64 56
  %b = load ptr addrspace(1), ptr addrspace(4) %pb, align 8
  %tg = call i32 @llvm.amdgcn.workgroup.id.x()
  %ti = call i32 @llvm.amdgcn.workitem.id.x()
  %m = mul i32 %tg, 3
  %l = add i32 %m, %ti
  %l64 = zext i32 %l to i64
  %gid = add i64 %l64, %go
  %src = getelementptr i32, ptr addrspace(1) %a, i64 %gid
  %v = load i32, ptr addrspace(1) %src, align 4
  %dst = getelementptr i32, ptr addrspace(1) %b, i64 %gid
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}
attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-implicitarg-ptr" "amdgpu-implicitarg-num-bytes"="0" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
)";

/// `copy` for a 32-bit program: 4-byte setup arguments and pointers.
const char *Copy32IR = R"(
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @copy(ptr addrspace(4) byref([32 x i8]) align 16 %args) #0 {
  %pa = getelementptr i8, ptr addrspace(4) %args, i64 24
  %a32 = load i32, ptr addrspace(4) %pa, align 8
  %pb = getelementptr i8, ptr addrspace(4) %args, i64 28
  %b32 = load i32, ptr addrspace(4) %pb, align 4
  %a64 = zext i32 %a32 to i64
  %b64 = zext i32 %b32 to i64
  %a = inttoptr i64 %a64 to ptr addrspace(1)
  %b = inttoptr i64 %b64 to ptr addrspace(1)
  %ti = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %a, i32 %ti
  %v = load i32, ptr addrspace(1) %src, align 4
  %dst = getelementptr i32, ptr addrspace(1) %b, i32 %ti
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}
attributes #0 = { "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-implicitarg-ptr" "amdgpu-implicitarg-num-bytes"="0" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
)";

/// A kernel reading a program-scope constant table through a PC-relative
/// address, which the writer turns into relocated s_mov_b32 literals.
const char *TableIR = R"(
target triple = "amdgcn-amd-amdhsa"
@tab = internal unnamed_addr addrspace(4) constant [4 x i32] [i32 11, i32 22, i32 33, i32 44], align 4
define amdgpu_kernel void @lut(ptr addrspace(4) byref([64 x i8]) align 16 %args) #0 {
  %pi = getelementptr i8, ptr addrspace(4) %args, i64 48
  %i = load i32, ptr addrspace(4) %pi, align 16
  %pb = getelementptr i8, ptr addrspace(4) %args, i64 56
  %b = load ptr addrspace(1), ptr addrspace(4) %pb, align 8
  %p = getelementptr [4 x i32], ptr addrspace(4) @tab, i32 0, i32 %i
  %v = load i32, ptr addrspace(4) %p, align 4
  store i32 %v, ptr addrspace(1) %b, align 4
  ret void
}
attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" "amdgpu-no-implicitarg-ptr" "amdgpu-implicitarg-num-bytes"="0" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" }
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 400}
)";

/// Runs llc-22 on \p IR for \p CPU; empty on failure.
SmallVector<char, 0> compile(StringRef IR, StringRef CPU) {
  SmallString<128> In, Out;
  if (sys::fs::createTemporaryFile("writer", "ll", In) ||
      sys::fs::createTemporaryFile("writer", "o", Out))
    return {};
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC);
    OS << IR;
  }
  std::string MCPU = ("-mcpu=" + CPU).str();
  StringRef Args[] = {AMDCL2_LLC22, "-O2", MCPU, "-filetype=obj",
                      In,           "-o",  Out};
  int RC = sys::ExecuteAndWait(AMDCL2_LLC22, Args);
  SmallVector<char, 0> Obj;
  if (RC == 0)
    if (auto B = MemoryBuffer::getFile(Out))
      Obj.assign((*B)->getBufferStart(), (*B)->getBufferEnd());
  sys::fs::remove(In);
  sys::fs::remove(Out);
  return Obj;
}

/// The program llc-22 compiled into \p Object, its kernels decided as
/// \p ABIs, recorded for \p GPU and driver \p Driver the way emitObject
/// records them: the writer takes them as they are.
Expected<CompiledProgram> buildFor(StringRef GPU, SmallVector<char, 0> Object,
                                   ArrayRef<KernelABI> ABIs,
                                   StringRef Driver = "2482.03",
                                   bool Is64 = true) {
  BinaryTarget T;
  T.GPU = lookupGPU(GPU);
  if (!T.GPU)
    return createStringError("unknown GPU '%s'", GPU.str().c_str());
  Expected<DriverVersion> D = parseDriverVersion(Driver);
  if (!D)
    return D.takeError();
  T.Driver = *D;
  T.Is64 = Is64;
  return buildProgram(std::move(Object), ABIs, T);
}

ArgDesc pointerArg(StringRef Name, bool Const) {
  ArgDesc A;
  A.Name = Name.str();
  A.TypeName = "uint*";
  A.Kind = ArgKind::Pointer;
  A.AddrSpace = ArgAddrSpace::Global;
  A.TypeQuals = Const ? unsigned(QualConst) : 0u;
  A.PointeeAlign = 4;
  return A;
}

KernelABI copyKernel() {
  KernelABI K;
  K.Name = "copy";
  K.Flags.UseArgs = true;
  K.GroupIds = 1;
  K.LocalIds = 1;
  K.Args = layoutArguments({pointerArg("a", true), pointerArg("b", false)},
                           K.Layout);
  K.ReqdWorkGroupSize = {3, 7, 2};
  K.WorkGroupSizeHint = {12, 3, 11};
  K.VecTypeHint = "int";
  return K;
}

#define REQUIRE_LLC()                                                          \
  if (!sys::fs::can_execute(AMDCL2_LLC22))                                     \
  GTEST_SKIP() << "llc-22 not found"

TEST(WriterCompile, CopyKernelMatchesAMDSimplecopy) {
  REQUIRE_LLC();
  SmallVector<char, 0> Obj = compile(CopyIR, "gfx704");
  ASSERT_FALSE(Obj.empty());
  Expected<CompiledProgram> P = buildFor("gfx704", Obj, {copyKernel()});
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  WriterOptions O;
  O.CompileOptions = " -DFP_FAST_FMA=1";
  Expected<SmallVector<char, 0>> Out = writeAMDCL2(*P, O);
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(
      MemoryBufferRef(StringRef(Out->data(), Out->size()), "ours"));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  EXPECT_EQ(B->Gen, cl2::Generation::G2Gfx);
  EXPECT_EQ(B->DeviceCode, 6u);
  EXPECT_EQ(B->CompileOptions, " -DFP_FAST_FMA=1");
  EXPECT_EQ(B->AclVersion, "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)");
  ASSERT_EQ(B->Kernels.size(), 1u);
  const AMDCL2Kernel &K = B->Kernels[0];
  EXPECT_EQ(K.Name, "copy");
  ASSERT_TRUE(B->ISA.has_value());
  EXPECT_EQ(B->ISA->Major, 7u);
  EXPECT_EQ(B->ISA->Minor, 0u);
  EXPECT_EQ(B->ISA->Stepping, 0u);
  // Setup fields that do not depend on the code generator.
  EXPECT_EQ(K.Setup.VersionMajor, 1u);
  EXPECT_EQ(K.Setup.VersionMinor, 1u);
  EXPECT_EQ(K.Setup.MachineKind, 1u);
  EXPECT_EQ(K.Setup.EntryByteOffset, 256u);
  EXPECT_EQ(K.Setup.CodeProperties, 0x000A0009u);
  EXPECT_EQ(K.Setup.userSGPRs(), 6u);
  EXPECT_EQ(K.Setup.tgidMask(), 1u);
  EXPECT_EQ(K.Setup.tidigCompCnt(), 0u);
  EXPECT_EQ((K.Setup.PgmRsrc2 >> 15) & 0x1FF, 0u);
  EXPECT_EQ(K.Setup.PgmRsrc1 & 0x00FFF000u, 0x00AC0000u);
  EXPECT_EQ(K.Setup.KernargSegmentSize, 64u);
  EXPECT_EQ(K.Setup.ReservedVGPRFirst, K.Setup.WorkitemVGPRCount);
  EXPECT_EQ(K.Setup.ReservedSGPRFirst, K.Setup.WavefrontSGPRCount - 2);
  EXPECT_EQ(K.Setup.KernargSegmentAlign, 4u);
  EXPECT_EQ(K.Setup.WavefrontSize, 6u);
  EXPECT_EQ(K.Code.back(), 0xBF); // s_endpgm

  // AMD's copy kernel: the metadata blob must be identical, and so must
  // the control directives of the setup.
  if (!sys::fs::is_directory(AMDCL2_TESTDATA_DIR))
    return;
  auto Buf = MemoryBuffer::getFile(std::string(AMDCL2_TESTDATA_DIR) +
                                   "/simplecopy-kattrs-248203.clo.regen");
  ASSERT_TRUE(bool(Buf));
  Expected<AMDCL2Binary> AMD = AMDCL2Binary::create((*Buf)->getMemBufferRef());
  ASSERT_TRUE(bool(AMD)) << toString(AMD.takeError());
  const AMDCL2Kernel &A = AMD->Kernels[0];
  EXPECT_TRUE(K.Metadata.Raw == A.Metadata.Raw);
  EXPECT_TRUE(K.Setup.ControlDirectives == A.Setup.ControlDirectives);
  EXPECT_EQ(K.Setup.CodeProperties, A.Setup.CodeProperties);
  EXPECT_EQ(K.Setup.PgmRsrc2, A.Setup.PgmRsrc2);
  EXPECT_EQ(K.Setup.KernargSegmentSize, A.Setup.KernargSegmentSize);
  EXPECT_EQ(B->Notes.size(), AMD->Notes.size());
  for (size_t I = 0; I < B->Notes.size() && I < AMD->Notes.size(); ++I)
    EXPECT_EQ(B->Notes[I].Type, AMD->Notes[I].Type);
  // Inner symbols: null, the kernel, the .hsatext section symbol.
  ASSERT_TRUE(B->Inner.has_value());
  ASSERT_EQ(B->Inner->Symbols.size(), AMD->Inner->Symbols.size());
  for (size_t I = 0; I < B->Inner->Symbols.size(); ++I) {
    EXPECT_EQ(B->Inner->Symbols[I].Name, AMD->Inner->Symbols[I].Name);
    EXPECT_EQ(B->Inner->Symbols[I].Info, AMD->Inner->Symbols[I].Info);
  }
}

TEST(WriterCompile, G1AndThirtyTwoBitLayouts) {
  REQUIRE_LLC();
  SmallVector<char, 0> Obj = compile(CopyIR, "gfx704");
  ASSERT_FALSE(Obj.empty());
  Expected<CompiledProgram> P =
      buildFor("bonaire", Obj, {copyKernel()}, "1912.05");
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  Expected<SmallVector<char, 0>> Out = writeAMDCL2(*P, WriterOptions());
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(
      MemoryBufferRef(StringRef(Out->data(), Out->size()), "g1"));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  EXPECT_EQ(B->Gen, cl2::Generation::G1);
  EXPECT_EQ(B->Kernels[0].Metadata.HeaderSize, 0xE0u);
  EXPECT_EQ(B->Kernels[0].Metadata.ArchWord, "generic");
  // G1 has no null symbol: the kernel is inner symbol 0.
  EXPECT_EQ(B->Inner->Symbols[0].Name, "&__OpenCL_copy_kernel");
  EXPECT_EQ(B->Inner->section(".note")->Size, 168u);

  // The same kernel in a 32-bit container: 4-byte setup arguments.
  KernelABI K32 = copyKernel();
  K32.Layout.Is64Bit = false;
  K32.Args = layoutArguments({pointerArg("a", true), pointerArg("b", false)},
                             K32.Layout);
  SmallVector<char, 0> Obj32 = compile(Copy32IR, "gfx704");
  ASSERT_FALSE(Obj32.empty());
  P = buildFor("gfx704", Obj32, {K32}, "2236.00", /*Is64=*/false);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  Out = writeAMDCL2(*P, WriterOptions());
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  B = AMDCL2Binary::create(
      MemoryBufferRef(StringRef(Out->data(), Out->size()), "g2-32"));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  EXPECT_FALSE(B->Is64);
  EXPECT_EQ(B->Kernels[0].Metadata.HeaderSize, 0xA4u);
  EXPECT_EQ(B->Kernels[0].Metadata.ArchWord, "GFX7");
  EXPECT_EQ(B->Kernels[0].Setup.CodeProperties, 0x00020009u);
  EXPECT_EQ(B->Kernels[0].Setup.KernargSegmentSize, 32u);
  EXPECT_EQ(B->Inner->section(".note")->Size, 228u);

  // A 32-bit program's pointer in data: 4 bytes, which the loader fills
  // with the low half of the address (R_AMDGPU_32_LOW).
  P->Data.Global.assign(8, 0);
  P->Data.Pointers.push_back(
      {DataReference::Global, 4, DataReference::Global, 0, /*Bytes=*/4});
  Out = writeAMDCL2(*P, WriterOptions());
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  B = AMDCL2Binary::create(
      MemoryBufferRef(StringRef(Out->data(), Out->size()), "g2-32-data"));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  ASSERT_EQ(B->GlobalRelocs.size(), 1u);
  EXPECT_EQ(B->GlobalRelocs[0].Type, uint32_t(ELF::R_AMDGPU_ABS32_LO));
  EXPECT_EQ(B->GlobalRelocs[0].Offset, 4u);
  // Its 4 bytes must lie inside the data.
  P->Data.Pointers.back().Offset = 6;
  Out = writeAMDCL2(*P, WriterOptions());
  ASSERT_FALSE(bool(Out));
  EXPECT_NE(toString(Out.takeError()).find("outside the data"),
            std::string::npos);
}

TEST(WriterCompile, ConstantTableGetsReadonlyDataAndRelocations) {
  REQUIRE_LLC();
  SmallVector<char, 0> Obj = compile(TableIR, "gfx803");
  ASSERT_FALSE(Obj.empty());
  KernelABI K;
  K.Name = "lut";
  K.Flags.UseArgs = true;
  ArgDesc I;
  I.Name = "i";
  I.TypeName = "uint";
  I.ElemType = "uint";
  I.ElemSize = 4;
  K.Args = layoutArguments({I, pointerArg("b", false)}, K.Layout);
  Expected<CompiledProgram> P = buildFor("gfx803", Obj, {K});
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  Expected<SmallVector<char, 0>> Out = writeAMDCL2(*P, WriterOptions());
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  Expected<AMDCL2Binary> B = AMDCL2Binary::create(
      MemoryBufferRef(StringRef(Out->data(), Out->size()), "lut"));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  const ELFSection *RO = B->readonlyData();
  ASSERT_NE(RO, nullptr);
  ASSERT_EQ(B->TextRelocs.size(), 2u);
  const uint8_t Table[] = {11, 0, 0, 0, 22, 0, 0, 0, 33, 0, 0, 0, 44, 0, 0, 0};
  int64_t Addend = B->TextRelocs[0].Addend;
  ASSERT_LE(uint64_t(Addend) + 16, RO->Contents.size());
  EXPECT_TRUE(std::equal(Table, Table + 16, RO->Contents.begin() + Addend));
  std::set<uint32_t> Types;
  const ELFSection *Text = B->innerSection(".hsatext");
  for (const ELFRela &R : B->TextRelocs) {
    Types.insert(R.Type);
    EXPECT_EQ(R.Addend, Addend);
    // The literal of an s_mov_b32 (gfx8 encoding), left as 0x55555555.
    uint32_t Lit = support::endian::read32le(Text->Contents.data() + R.Offset);
    uint32_t Op =
        support::endian::read32le(Text->Contents.data() + R.Offset - 4);
    EXPECT_EQ(Lit, 0x55555555u);
    EXPECT_EQ(Op & 0xFF80FFFFu, 0xBE8000FFu);
  }
  EXPECT_EQ(Types, (std::set<uint32_t>{1, 2}));
  // Default driver for gfx803 (Fiji) is 2482.03: G2-gfx, device code 13.
  EXPECT_EQ(B->Gen, cl2::Generation::G2Gfx);
  EXPECT_EQ(B->DeviceCode, 13u);
  // No group id read and no scratch: the setup drops LLVM's forced x group
  // id, as the verified KernelInfo (and the JSON) does.
  EXPECT_EQ(P->Kernels[0].Info.tgidMask(), 0u);
  EXPECT_EQ(B->Kernels[0].Setup.tgidMask(), 0u);
  EXPECT_EQ(B->Kernels[0].Setup.PgmRsrc2, P->Kernels[0].Info.Setup.PgmRsrc2);

  // A pointer to the table at byte 8 of new global data: an R_AMDGPU_64 in
  // .rela.hsadata_global_agent; one that does not fit is an error.
  P->Data.Global.assign(16, 0);
  P->Data.Pointers.push_back(
      {DataReference::Global, 8, DataReference::Readonly, Addend + 4});
  Out = writeAMDCL2(*P, WriterOptions());
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  B = AMDCL2Binary::create(
      MemoryBufferRef(StringRef(Out->data(), Out->size()), "lut+ptr"));
  ASSERT_TRUE(bool(B)) << toString(B.takeError());
  ASSERT_EQ(B->GlobalRelocs.size(), 1u);
  EXPECT_EQ(B->GlobalRelocs[0].Offset, 8u);
  EXPECT_EQ(B->GlobalRelocs[0].Type, 3u);
  EXPECT_EQ(B->GlobalRelocs[0].Addend, Addend + 4);
  EXPECT_EQ(B->Inner->Symbols[B->GlobalRelocs[0].Symbol].Name,
            "__hsa_section.hsadata_readonly_agent");
  P->Data.Pointers[0].Offset = 12;
  Out = writeAMDCL2(*P, WriterOptions());
  ASSERT_FALSE(bool(Out));
  EXPECT_EQ(toString(Out.takeError()),
            "inner ELF: data relocation at 0xc of data section 0 is outside "
            "the data or refers to an absent data section");
}

TEST(WriterCompile, MismatchedFlagsAreAnError) {
  REQUIRE_LLC();
  SmallVector<char, 0> Obj = compile(CopyIR, "gfx704");
  ASSERT_FALSE(Obj.empty());
  KernelABI K = copyKernel();
  K.Flags.UseSetup = true; // LLVM did not enable the dispatch pointer
  // The verifier rejects the object; the writer no longer checks again.
  EXPECT_EQ(toString(buildFor("gfx704", Obj, {K}).takeError()),
            "internal error: kernel 'copy': enable_sgpr mask is 0x9 but the "
            "CL2 flags needs 0xb");
}

} // namespace
