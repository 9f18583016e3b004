//===- BuiltinsLinkerTest.cpp - Tests for the builtins linker -------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks the builtins linker on small IR modules: only needed definitions
/// are linked and ours win over later libraries, library work-item functions
/// become declarations, linked functions get the kernel's attributes and
/// internal linkage, and calls to undefined functions are named.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/WorkItemFunctions.h"
#include "amdcl2/Frontend/Builtins.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

std::unique_ptr<Module> parse(LLVMContext &Ctx, StringRef IR) {
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Err, Ctx);
  if (!M)
    Err.print("BuiltinsLinkerTest", errs());
  return M;
}

/// Writes \p IR as bitcode to a temporary file; returns its path.
std::string writeLibrary(StringRef IR, StringRef Name) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Ctx, IR);
  SmallString<128> Path;
  EXPECT_FALSE(sys::fs::createTemporaryFile(Name, "bc", Path));
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  EXPECT_FALSE(EC);
  WriteBitcodeToFile(*M, OS);
  return std::string(Path);
}

const char *Program = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  %id = call i64 @_Z13get_global_idj(i32 0)
  call void @_Z7barrierj(i32 1)
  %v = call float @_Z3sinf(float 1.0)
  store float %v, ptr addrspace(1) %p
  ret void
}
declare i64 @_Z13get_global_idj(i32)
declare void @_Z7barrierj(i32)
declare float @_Z3sinf(float)
attributes #0 = { "target-cpu"="gfx803" "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
)";

const char *Ours = R"(
target triple = "amdgcn-amd-amdhsa"
define hidden void @_Z7barrierj(i32 %f) #0 {
  call void @llvm.amdgcn.s.barrier()
  ret void
}
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { noinline }
)";

const char *LibCLC = R"(
target triple = "amdgcn-amd-amdhsa"
define hidden void @_Z7barrierj(i32 %f) {
  fence syncscope("agent") seq_cst
  ret void
}
define hidden float @_Z3sinf(float %x) #0 {
  ret float %x
}
define hidden float @_Z3cosf(float %x) {
  ret float %x
}
define hidden i64 @_Z13get_global_idj(i32 %d) {
  ret i64 0
}
attributes #0 = { "amdgpu-no-workitem-id-x" "uniform-work-group-size"="false" }
)";

TEST(BuiltinsLinkerTest, LinksOnlyWhatIsNeededOursFirst) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Ctx, Program);
  ASSERT_TRUE(M);
  BuiltinLibraries Libs{writeLibrary(Ours, "ours"),
                        writeLibrary(LibCLC, "libclc"), ""};
  ASSERT_FALSE(errorToBool(linkBuiltins(*M, Libs)));

  // Ours defines the barrier (no agent fence), libclc the sine only.
  Function *Barrier = M->getFunction("_Z7barrierj");
  ASSERT_TRUE(Barrier && !Barrier->isDeclaration());
  EXPECT_EQ(Barrier->getInstructionCount(), 2u);
  EXPECT_EQ(M->getFunction("_Z3cosf"), nullptr);
  // The work-item function stays for the lowering pass.
  EXPECT_TRUE(M->getFunction("_Z13get_global_idj")->isDeclaration());

  Function *Sin = M->getFunction("_Z3sinf");
  ASSERT_TRUE(Sin && !Sin->isDeclaration());
  EXPECT_TRUE(Sin->hasInternalLinkage());
  EXPECT_TRUE(Sin->hasFnAttribute(Attribute::AlwaysInline));
  EXPECT_FALSE(Barrier->hasFnAttribute(Attribute::NoInline));
  EXPECT_EQ(Sin->getFnAttribute("target-cpu").getValueAsString(), "gfx803");
  EXPECT_EQ(Sin->getFnAttribute("denormal-fp-math-f32").getValueAsString(),
            "preserve-sign,preserve-sign");
  EXPECT_FALSE(Sin->hasFnAttribute("amdgpu-no-workitem-id-x"));
  EXPECT_FALSE(Sin->hasFnAttribute("uniform-work-group-size"));

  sys::fs::remove(Libs.AMDCL2);
  sys::fs::remove(Libs.LibCLC);
}

/// Writes \p Text to \p Path.
void writeText(const Twine &Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream OS(Path.str(), EC);
  ASSERT_FALSE(EC);
  OS << Text;
}

// Libraries split into indexed parts (index-parts.sh) link as the whole
// files do: ours first (builtins/ beside builtins.bc), then libclc's. An
// index out of order is an error, not a name silently not found.
TEST(BuiltinsLinkerTest, LinksIndexedParts) {
  SmallString<128> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("parts", Dir));
  for (StringRef Sub : {"builtins", "libclc"})
    ASSERT_FALSE(sys::fs::create_directory(Dir + "/" + Sub));
  ASSERT_FALSE(
      sys::fs::rename(writeLibrary(Ours, "ours"), Dir + "/builtins/p0.bc"));
  ASSERT_FALSE(
      sys::fs::rename(writeLibrary(LibCLC, "libclc"), Dir + "/libclc/p3.bc"));
  writeText(Dir + "/builtins/index.txt", "_Z7barrierj 0\n");
  writeText(Dir + "/libclc/index.txt", "_Z13get_global_idj 3\n"
                                       "_Z3cosf 3\n_Z3sinf 3\n"
                                       "_Z7barrierj 3\n");
  // builtins.bc itself is not read when its parts are indexed.
  BuiltinLibraries Libs{std::string(Dir) + "/builtins.bc", "",
                        std::string(Dir) + "/libclc/index.txt"};
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Ctx, Program);
  ASSERT_TRUE(M);
  ASSERT_FALSE(errorToBool(linkBuiltins(*M, Libs)));
  Function *Barrier = M->getFunction("_Z7barrierj");
  ASSERT_TRUE(Barrier && !Barrier->isDeclaration());
  EXPECT_EQ(Barrier->getInstructionCount(), 2u);
  Function *Sin = M->getFunction("_Z3sinf");
  EXPECT_TRUE(Sin && !Sin->isDeclaration());
  EXPECT_EQ(M->getFunction("_Z3cosf"), nullptr);

  writeText(Dir + "/libclc/index.txt", "_Z3sinf 3\n_Z3cosf 3\n");
  M = parse(Ctx, Program);
  ASSERT_TRUE(M);
  std::string Msg = toString(linkBuiltins(*M, Libs));
  EXPECT_NE(Msg.find("names out of order at '_Z3cosf'"), std::string::npos)
      << Msg;
  ASSERT_FALSE(sys::fs::remove_directories(Dir));
}

TEST(BuiltinsLinkerTest, NamesUndefinedCalls) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Ctx, R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
  call void @__clang_ocl_kern_imp_k()
  ret void
}
define void @__clang_ocl_kern_imp_k() {
  %id = call i64 @_Z12get_local_idj(i32 0)
  %x = call i32 @_Z6helperi(i32 1)
  ret void
}
declare i64 @_Z12get_local_idj(i32)
declare i32 @_Z6helperi(i32)
)");
  ASSERT_TRUE(M);
  std::string Msg = toString(checkNoUndefinedCalls(*M));
  EXPECT_EQ(Msg, "call to undefined function 'helper(int)' in kernel 'k'");
}

TEST(BuiltinsLinkerTest, WorkItemFunctionsAndPaths) {
  EXPECT_TRUE(isWorkItemFunction("_Z12get_work_dimv"));
  EXPECT_TRUE(isWorkItemFunction("_Z23get_enqueued_local_sizej"));
  EXPECT_TRUE(isWorkItemFunction("_Z19get_local_linear_idv"));
  EXPECT_FALSE(isWorkItemFunction("_Z7barrierj"));
  EXPECT_EQ(builtinsPathFor("/opt/amdcl2/bin/amdcl2-clang"),
            "/opt/amdcl2/lib/amdcl2/builtins.bc");
  EXPECT_EQ(libclcIndexPathFor("/opt/amdcl2/bin/clang"),
            "/opt/amdcl2/lib/amdcl2/libclc/index.txt");
}

// The linker must leave to the lowering pass exactly what the pass lowers:
// one table, WorkItemFunctions.def, read by both (get_default_queue was once
// known to the pass only, and OpenCL C calling it failed to link).
TEST(BuiltinsLinkerTest, WorkItemFunctionsAreThePassTable) {
  ASSERT_FALSE(workItemFunctions().empty());
  for (const WorkItemFnInfo &W : workItemFunctions()) {
    EXPECT_TRUE(isWorkItemFunction(W.Mangled)) << W.Mangled.str();
    EXPECT_TRUE(isWorkItemFunction(W.Plain)) << W.Plain.str();
    EXPECT_EQ(getWorkItemFn(W.Mangled), W.Fn) << W.Mangled.str();
    EXPECT_EQ(getWorkItemFn(W.Plain), W.Fn) << W.Plain.str();
  }
  EXPECT_TRUE(isWorkItemFunction("_Z17get_default_queuev"));
  EXPECT_EQ(getWorkItemFn("_Z17get_default_queuev"), WorkItemFn::DefaultQueue);
  for (StringRef Other : {"_Z7barrierj", "printf", "_Z3sinf", ""}) {
    EXPECT_FALSE(isWorkItemFunction(Other)) << Other.str();
    EXPECT_FALSE(getWorkItemFn(Other)) << Other.str();
  }
}

TEST(BuiltinsLinkerTest, MissingLibraryIsAnError) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parse(Ctx, Program);
  ASSERT_TRUE(M);
  BuiltinLibraries Libs{"/nonexistent/builtins.bc", "", ""};
  EXPECT_EQ(toString(linkBuiltins(*M, Libs)),
            "builtins library '/nonexistent/builtins.bc': no such file");
}

} // namespace
