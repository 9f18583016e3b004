//===- ProgramChecksTest.cpp - Tests for the whole-program checks ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// isOpenCLKernel on both kernel calling conventions, and the undefined-call
/// check with and without names left for later stages, with and without a
/// debug location at the call.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ProgramChecks.h"
#include "amdcl2/ABI/LocatedError.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

const char *Program = R"(
define amdgpu_kernel void @k() {
  %x = call i32 @_Z6helperi(i32 1), !dbg !8
  ret void
}
define spir_kernel void @s() {
  ret void
}
define void @f() {
  %id = call i64 @_Z12get_local_idj(i32 0)
  ret void
}
declare amdgpu_kernel void @decl()
declare i32 @_Z6helperi(i32)
declare i64 @_Z12get_local_idj(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "dir/k.cl", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !{})
!8 = !DILocation(line: 3, column: 12, scope: !5)
)";

/// Each test gets its own copy of Program.
class ProgramChecksTest : public testing::Test {
protected:
  void SetUp() override {
    SMDiagnostic Err;
    M = parseAssemblyString(Program, Err, Ctx);
    ASSERT_TRUE(M) << Err.getMessage().str();
  }
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
};

TEST_F(ProgramChecksTest, Kernels) {
  EXPECT_TRUE(isOpenCLKernel(*M->getFunction("k")));
  EXPECT_TRUE(isOpenCLKernel(*M->getFunction("s")));
  EXPECT_FALSE(isOpenCLKernel(*M->getFunction("f")));
  EXPECT_FALSE(isOpenCLKernel(*M->getFunction("decl")));
}

TEST_F(ProgramChecksTest, UndefinedCallAtItsSourceLine) {
  std::string Location, Text;
  handleAllErrors(checkCallsResolved(*M), [&](const LocatedError &L) {
    Location = L.location();
    Text = L.text();
  });
  EXPECT_EQ(Location, "dir/k.cl:3:12");
  EXPECT_EQ(Text, "call to undefined function 'helper(int)' in kernel 'k'");
}

TEST_F(ProgramChecksTest, NamesLeftForLater) {
  M->getFunction("k")->eraseFromParent();
  // Without a debug location the error is plain text.
  EXPECT_EQ(toString(checkCallsResolved(*M)),
            "call to undefined function 'get_local_id(unsigned int)' in "
            "function 'f'");
  EXPECT_FALSE(errorToBool(checkCallsResolved(
      *M, [](StringRef Name) { return Name == "_Z12get_local_idj"; })));
}

} // namespace
