//===- OccupancyRetryTest.cpp - The search for more waves per SIMD --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// raiseOccupancy against a stand-in for code generation whose kernels
/// reach a known number of waves without spilling: the search finds the
/// most a kernel could reach giving up at most a third of its registers,
/// leaves kernels at full occupancy and kernels the source gave a
/// waves-per-EU value alone, keeps the first result when the final
/// generation does not hold what the steps found, and needs no final
/// generation when a step compiled every kernel. Without the need for
/// LLVM's object, the kernels the steps found replace the first's (data
/// references included) when the steps' program data is the first's.
///
//===----------------------------------------------------------------------===//

#include "OccupancyRetry.h"
#include "amdcl2/ABI/Occupancy.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;
namespace kd = llvm::amdhsa;

namespace {

/// A gfx803 kernel record whose VGPRs allow \p Waves waves per SIMD.
CompiledKernel kernel(StringRef Name, unsigned Waves, uint32_t Scratch) {
  CompiledKernel K;
  K.Info.ABI.Name = Name.str();
  K.Info.GPU = "gfx803";
  unsigned VGPRs = 256 / Waves / 4 * 4;
  AMDHSA_BITS_SET(K.Info.Setup.PgmRsrc1,
                  kd::COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT,
                  VGPRs / 4 - 1);
  K.Info.Setup.PrivateSegmentSize = Scratch;
  return K;
}

/// Kernel "k" runs 5 waves unless asked for more; it fits 7 without
/// spilling, more only with 16 bytes of scratch. "full" runs 10 waves.
/// "user" carries the source's own waves-per-EU and runs 4.
struct FakeCodegen {
  unsigned Calls = 0;
  unsigned Fits = 7;
  std::vector<unsigned> AlsoSpills; ///< values below Fits that spill too
  /// Generation number \p DriftAt gives "k" its first waves again.
  unsigned DriftAt = 0;
  std::vector<unsigned> Asked;
  std::vector<bool> Compiled; ///< per generation: were all kernels in it
  /// Asked for one of these, code generation fails, as LLVM's register
  /// allocator does on some kernels ("no registers from class available").
  std::vector<unsigned> Fails;
  /// Steps (generations without "full") lay the read-only data out anew.
  bool StepDataDiffers = false;

  Expected<CompiledProgram> operator()(Module &M) {
    ++Calls;
    CompiledProgram P;
    unsigned Want = 0;
    Attribute A = M.getFunction("k")->getFnAttribute("amdgpu-waves-per-eu");
    if (A.isValid())
      A.getValueAsString().getAsInteger(10, Want);
    Asked.push_back(Want);
    if (is_contained(Fails, Want))
      return createStringError("no registers from class available to "
                               "allocate in function 'k'");
    unsigned Waves = std::max(5u, Want);
    uint32_t Scratch = Want > Fits || is_contained(AlsoSpills, Want) ? 16 : 0;
    if (Calls == DriftAt)
      Waves = 5;
    P.Kernels.push_back(kernel("k", Waves, Scratch));
    // A step compiles only the kernels searching.
    Function *Full = M.getFunction("full");
    Compiled.push_back(Full && !Full->isDeclaration());
    if (Compiled.back())
      P.Kernels.push_back(kernel("full", 10, 0));
    // Each kernel's code refers to the data once, at an offset that tells
    // the generation.
    for (unsigned I = 0; I < P.Kernels.size(); ++I) {
      DataReference R;
      R.Kernel = I;
      R.Offset = 4 * Calls;
      P.Data.References.push_back(R);
    }
    P.Data.Readonly.assign(StepDataDiffers && !Compiled.back() ? 8 : 4, 0);
    P.Object.assign(4, 'o');
    if (Function *User = M.getFunction("user")) {
      EXPECT_EQ(
          User->getFnAttribute("amdgpu-waves-per-eu").getValueAsString(), "4");
      if (!User->isDeclaration())
        P.Kernels.push_back(kernel("user", 4, 0));
    }
    return std::move(P);
  }
};

struct OccupancyRetry : ::testing::Test {
  LLVMContext Ctx;
  Module M{"m", Ctx};
  OccupancyRetry() {
    auto *Ty = FunctionType::get(Type::getVoidTy(Ctx), false);
    for (StringRef Name : {"k", "full", "user"}) {
      Function *F = Function::Create(Ty, GlobalValue::ExternalLinkage, Name, M);
      F->setCallingConv(CallingConv::AMDGPU_KERNEL);
      ReturnInst::Create(Ctx, BasicBlock::Create(Ctx, "", F));
    }
    M.getFunction("user")->addFnAttr("amdgpu-waves-per-eu", "4");
  }
  unsigned waves(const CompiledProgram &P, StringRef Name) {
    for (const CompiledKernel &K : P.Kernels)
      if (K.Info.name() == Name)
        return occupancyOf(K.Info).Waves;
    return 0;
  }
};

TEST_F(OccupancyRetry, FindsTheMostWavesWithoutSpills) {
  FakeCodegen G;
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(waves(*P, "k"), 7u);
  EXPECT_EQ(P->Kernels[0].Info.scratchBytes(), 0u);
  EXPECT_EQ(waves(*P, "full"), 10u);
  EXPECT_EQ(waves(*P, "user"), 4u);
  // The first result (48 VGPRs, 5 waves); 8 (32 VGPRs, a third fewer)
  // spills, 7 fits; then the whole program with 7. 9 and 10 would take more
  // than a third. Only the first and the last generations compile every
  // kernel.
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 7, 7}));
  EXPECT_EQ(G.Compiled, (std::vector<bool>{true, false, false, true}));
}

TEST_F(OccupancyRetry, KeepsTheFirstResultWhenNothingFits) {
  FakeCodegen G;
  G.Fits = 5;
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(waves(*P, "k"), 5u);
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 7, 6}));
}

TEST_F(OccupancyRetry, KeepsTheFirstResultWhenTheFinalOneDrifts) {
  // 8 fits: step 8; then the whole program with 8, which drifts: it is
  // checked like any other.
  FakeCodegen G;
  G.Fits = 8;
  G.DriftAt = 3;
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 8}));
  EXPECT_EQ(waves(*P, "k"), 5u);
  EXPECT_EQ(P->Kernels[0].Info.scratchBytes(), 0u);
}

TEST_F(OccupancyRetry, MoreWavesMayFitWhereFewerSpill) {
  // As LLVM does on a kernel of test/Driver/occupancy-retry.cl: asked for
  // 6 it spills, asked for 8 it does not.
  FakeCodegen G;
  G.Fits = 8;
  G.AlsoSpills = {6, 7};
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(waves(*P, "k"), 8u);
}

TEST_F(OccupancyRetry, AFailedTrialIsAValueNotReached) {
  // 8 fails to compile, 7 fits: the search goes on past the failure and
  // the result has 7 waves.
  FakeCodegen G;
  G.Fails = {8};
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 7, 7}));
  EXPECT_EQ(waves(*P, "k"), 7u);
}

TEST_F(OccupancyRetry, KeepsTheFirstResultWhenEveryTrialFails) {
  FakeCodegen G;
  G.Fails = {8, 7, 6};
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(waves(*P, "k"), 5u);
}

TEST_F(OccupancyRetry, KeepsTheFirstResultWhenTheFinalGenerationFails) {
  // The steps find 7; the whole program asked for 7 fails (the fake
  // fails its fourth generation): the first result stands.
  struct FailLate : FakeCodegen {
    Expected<CompiledProgram> operator()(Module &M) {
      if (Calls == 3) {
        ++Calls;
        return createStringError("ran out of registers");
      }
      return FakeCodegen::operator()(M);
    }
  } G;
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(G.Calls, 4u);
  EXPECT_EQ(waves(*P, "k"), 5u);
}

TEST_F(OccupancyRetry, LargeKernelsAreNotCompiledAgain) {
  FakeCodegen G;
  CompiledProgram First = *G(M);
  First.Kernels[0].Code.resize(16385);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(G.Calls, 1u);
  EXPECT_EQ(waves(*P, "k"), 5u);
}

TEST_F(OccupancyRetry, FullOccupancyNeedsNoSecondLook) {
  FakeCodegen G;
  G.Fits = 10;
  CompiledProgram First;
  First.Kernels.push_back(kernel("full", 10, 0));
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(G.Calls, 0u);
}

TEST_F(OccupancyRetry, AskingForMoreThanAThirdIsNotTried) {
  // LLVM would reach 10 waves (24 VGPRs of 48): more than a third given up,
  // so the search starts at 8, which fits.
  FakeCodegen G;
  G.Fits = 10;
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 8}));
  EXPECT_EQ(waves(*P, "k"), 8u);
}

TEST_F(OccupancyRetry, AStepWithEveryKernelIsTheResult) {
  // A program of one kernel: the step that reaches 7 compiled all of it,
  // and is the result; no final generation.
  M.getFunction("full")->eraseFromParent();
  M.getFunction("user")->eraseFromParent();
  FakeCodegen G;
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P =
      raiseOccupancy(
          std::move(First), M, [&](Module &C) { return G(C); },
          /*ObjectNeeded=*/true);
  ASSERT_TRUE(bool(P));
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 7}));
  EXPECT_EQ(waves(*P, "k"), 7u);
}


/// The references of kernel \p Name in \p P, by code offset.
std::vector<uint64_t> referenceOffsets(const CompiledProgram &P,
                                       StringRef Name) {
  std::vector<uint64_t> Out;
  for (const DataReference &R : P.Data.References)
    if (P.Kernels[R.Kernel].Info.name() == Name)
      Out.push_back(R.Offset);
  return Out;
}

TEST_F(OccupancyRetry, TheStepsKernelReplacesTheFirstsWithoutAGeneration) {
  // 8 spills, 7 fits (third generation): k's code and its data reference
  // come from that step, the other kernels' from the first; no final
  // generation, and no LLVM object of a program made of two.
  FakeCodegen G;
  CompiledProgram First = *G(M);
  First.Kernels[0].Info.Index = 3;
  First.Kernels[0].Info.Id = 4;
  Expected<CompiledProgram> P = raiseOccupancy(
      std::move(First), M, [&](Module &C) { return G(C); },
      /*ObjectNeeded=*/false);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 7}));
  EXPECT_EQ(waves(*P, "k"), 7u);
  EXPECT_EQ(waves(*P, "full"), 10u);
  EXPECT_EQ(P->Kernels[0].Info.Index, 3u); // its place in the program
  EXPECT_EQ(P->Kernels[0].Info.Id, 4u);
  EXPECT_EQ(referenceOffsets(*P, "k"), (std::vector<uint64_t>{12}));
  EXPECT_EQ(referenceOffsets(*P, "full"), (std::vector<uint64_t>{4}));
  EXPECT_TRUE(P->Object.empty());
}

TEST_F(OccupancyRetry, StepsWithOtherDataNeedTheFinalGeneration) {
  FakeCodegen G;
  G.StepDataDiffers = true;
  CompiledProgram First = *G(M);
  Expected<CompiledProgram> P = raiseOccupancy(
      std::move(First), M, [&](Module &C) { return G(C); },
      /*ObjectNeeded=*/false);
  ASSERT_TRUE(bool(P)) << toString(P.takeError());
  EXPECT_EQ(G.Asked, (std::vector<unsigned>{0, 8, 7, 7}));
  EXPECT_EQ(waves(*P, "k"), 7u);
  EXPECT_EQ(referenceOffsets(*P, "k"), (std::vector<uint64_t>{16}));
  EXPECT_FALSE(P->Object.empty());
}

} // namespace
