//===- AMDCL2BinaryPassTest.cpp - The AMDCL2 binary as llc's output ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The pass as LLVM's AMDGPU target runs it with llvm-patches/ (added ahead
/// of the target's code-generation passes, the binary written to the
/// output stream): the same bytes as amdcl2's own emitObject and writer,
/// and on bad input an LLVMContext error with nothing written.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Program/AMDCL2BinaryPass.h"
#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/Binary/Writer.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

const char *KernelIR = R"(
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
  %g = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %g
  store i32 %n, ptr addrspace(1) %p
  ret void
}
declare i64 @_Z13get_global_idj(i32)
!0 = !{i32 1, i32 0}
!1 = !{!"none", !"none"}
!2 = !{!"int*", !"int"}
!3 = !{!"", !""}
)";

/// Errors the context was given, one per line.
struct ErrorLog : DiagnosticHandler {
  std::string *Text;
  explicit ErrorLog(std::string *T) : Text(T) {}
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() == DS_Error) {
      raw_string_ostream OS(*Text);
      DiagnosticPrinterRawOStream DP(OS);
      DI.print(DP);
      OS << "\n";
    }
    return true;
  }
};

struct Fixture {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  std::unique_ptr<TargetMachine> TM;
  std::string Errors;

  /// \p IR parsed for fiji and, if \p Lower, lowered as amdcl2-llc does.
  Fixture(StringRef IR, bool Lower) {
    Ctx.setDiagnosticHandler(std::make_unique<ErrorLog>(&Errors));
    SMDiagnostic Diag;
    M = parseAssemblyString(IR, Diag, Ctx);
    EXPECT_TRUE(M) << Diag.getMessage().str();
    TM = cantFail(createTargetMachine(*lookupGPU("fiji"), 2));
    cantFail(prepareModule(*M, *TM));
    CompileOptions Opts;
    Opts.GPU = lookupGPU("fiji");
    if (Lower)
      cantFail(runIRPipeline(*M, *TM, Opts));
  }

  /// The pass's output for \p CPU and \p Driver, as LLVM's target runs it.
  SmallVector<char, 0> passOutput(StringRef CPU, StringRef Driver = "") {
    SmallVector<char, 0> Bytes;
    raw_svector_ostream OS(Bytes);
    legacy::PassManager PM;
    auto *P = new AMDCL2BinaryPass(OS, CPU, Driver);
    PM.add(P);
    EXPECT_FALSE(TM->addPassesToEmitFile(PM, P->objectStream(), nullptr,
                                         CodeGenFileType::ObjectFile));
    PM.run(*M);
    return Bytes;
  }
};

/// emitObject's program retries kernels for occupancy; the pass alone
/// does not, so the comparison turns the retry off.
struct NoOccupancyRetry {
  NoOccupancyRetry() { setRetry("false"); }
  ~NoOccupancyRetry() { setRetry("true"); }
  static void setRetry(const char *V) {
    auto &Opts = cl::getRegisteredOptions();
    auto It = Opts.find("amdcl2-occupancy-retry");
    ASSERT_NE(It, Opts.end());
    It->second->addOccurrence(0, "amdcl2-occupancy-retry", V);
  }
};

TEST(AMDCL2BinaryPass, WritesTheBinaryAmdcl2Writes) {
  NoOccupancyRetry NoRetry;
  for (StringRef Driver : {"", "old", "2004.06"}) {
    SCOPED_TRACE(Driver.str());
    // The lowering follows the driver's argument format (amdcl2-llc).
    std::string IR = KernelIR;
    if (Driver == "old")
      IR += "!llvm.module.flags = !{!9}\n!9 = !{i32 1, "
            "!\"amdcl2.old-arg-format\", i32 1}\n";
    Fixture Pass(IR, /*Lower=*/true), Own(IR, /*Lower=*/true);
    SmallVector<char, 0> Bytes = Pass.passOutput("fiji", Driver);
    EXPECT_EQ(Pass.Errors, "");

    BinaryTarget T;
    T.GPU = lookupGPU("fiji");
    T.Driver = Driver.empty() ? defaultDriverVersion(*T.GPU)
                              : cantFail(parseDriverVersion(Driver));
    CompiledProgram P = cantFail(emitObject(*Own.M, *Own.TM, T));
    SmallVector<char, 0> Want = cantFail(writeAMDCL2(P, WriterOptions()));
    ASSERT_FALSE(Want.empty());
    EXPECT_TRUE(Bytes == Want)
        << Bytes.size() << " bytes, want " << Want.size();
  }
}

TEST(AMDCL2BinaryPass, RefusesAnUnloweredKernel) {
  Fixture F(KernelIR, /*Lower=*/false);
  EXPECT_TRUE(F.passOutput("fiji").empty());
  EXPECT_EQ(F.Errors, "kernel 'k' was not lowered to the CL2 ABI (the "
                      "amdcl2-lower-abi pass); an AMDCL2 binary needs "
                      "lowered kernels\n");
}

TEST(AMDCL2BinaryPass, RefusesAnUnknownGPUOrDriver) {
  Fixture F(KernelIR, /*Lower=*/true);
  EXPECT_TRUE(F.passOutput("gfx1030").empty());
  EXPECT_NE(F.Errors.find("gfx1030"), std::string::npos) << F.Errors;
  Fixture G(KernelIR, /*Lower=*/true);
  EXPECT_TRUE(G.passOutput("fiji", "1.2.3.4").empty());
  EXPECT_NE(G.Errors.find("1.2.3.4"), std::string::npos) << G.Errors;
}

TEST(AMDCL2BinaryPass, KeepsTheProgramWithoutAnOutput) {
  Fixture F(KernelIR, /*Lower=*/true);
  BinaryTarget T;
  T.GPU = lookupGPU("fiji");
  T.Driver = defaultDriverVersion(*T.GPU);
  legacy::PassManager PM;
  auto *P = new AMDCL2BinaryPass(T);
  PM.add(P);
  ASSERT_FALSE(F.TM->addPassesToEmitFile(PM, P->objectStream(), nullptr,
                                         CodeGenFileType::ObjectFile));
  PM.run(*F.M);
  Expected<CompiledProgram> Prog = P->takeProgram();
  ASSERT_TRUE(bool(Prog)) << toString(Prog.takeError());
  ASSERT_EQ(Prog->Kernels.size(), 1u);
  EXPECT_EQ(Prog->Kernels[0].Info.name(), "k");
  EXPECT_FALSE(Prog->Kernels[0].Code.empty());
  EXPECT_EQ(F.Errors, "");
}

} // namespace
