//===- CrashGuardTest.cpp - Tests for the crash guard ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The guarded function's own result passes through; a signal, a stack
/// overflow and an LLVM fatal error each become one error naming the stage
/// the function last set, and the process goes on.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/CrashGuard.h"
#include "llvm/Support/ErrorHandling.h"
#include "gtest/gtest.h"
#include <csignal>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/lsan_interface.h>
#endif

using namespace amdcl2;
using namespace llvm;

namespace {

class CrashGuardTest : public testing::Test {
protected:
  static void SetUpTestSuite() { enableCrashRecovery(); }
};

/// The message of \p E, "" for success (Debian ships no
/// LLVMTestingSupport, so no FailedWithMessage).
std::string message(Error E) { return E ? toString(std::move(E)) : ""; }

/// Never false; read through volatile, so the compiler cannot see that the
/// recursion below is unbounded.
volatile bool KeepRecursing = true;

/// Recursion until the stack overflows, which the compiler cannot turn into
/// a loop: each frame holds a buffer it reads after the call returns.
int recurseForever(int Depth) {
  volatile char Frame[4096];
  Frame[0] = static_cast<char>(Depth);
  if (!KeepRecursing)
    return Frame[0];
  return recurseForever(Depth + 1) + Frame[0];
}

TEST_F(CrashGuardTest, PassesResultThrough) {
  CrashGuard G("LLVM", "testing");
  EXPECT_EQ(message(G.run([] { return Error::success(); })), "");
  EXPECT_EQ(message(G.run([] { return createStringError("own error"); })),
            "own error");
}

TEST_F(CrashGuardTest, SignalNamesTheLastStage) {
  CrashGuard G("clang", "parsing 'k.cl'");
  Error E = G.run([&] {
    G.setStage("generating LLVM IR for 'k.cl'");
    std::raise(SIGSEGV);
    return Error::success();
  });
  EXPECT_EQ(message(std::move(E)), "clang crashed while generating LLVM IR "
                                   "for 'k.cl' (internal compiler error in "
                                   "clang 22)");
}

TEST_F(CrashGuardTest, CrashStageLooksAtWhatTheStageLeft) {
  // The inspector runs only after a crash, and may refine the stage.
  int Calls = 0;
  CrashGuard G("clang", "generating LLVM IR for 'k.cl'");
  Error E = G.run([&] {
    G.setCrashStage([&] {
      ++Calls;
      return std::string("generating LLVM IR for kernel 'k' in 'k.cl'");
    });
    std::raise(SIGSEGV);
    return Error::success();
  });
  EXPECT_EQ(message(std::move(E)), "clang crashed while generating LLVM IR "
                                   "for kernel 'k' in 'k.cl' (internal "
                                   "compiler error in clang 22)");
  EXPECT_EQ(Calls, 1);
  // Not called without a crash; "" keeps the stage; a crash in the
  // inspector keeps it too.
  CrashGuard Quiet("clang", "parsing 'a.cl'");
  Quiet.setCrashStage([&] { return std::string(++Calls ? "x" : ""); });
  EXPECT_EQ(message(Quiet.run([] { return Error::success(); })), "");
  EXPECT_EQ(Calls, 1);
  CrashGuard Keep("clang", "parsing 'b.cl'");
  Error K = Keep.run([&] {
    Keep.setCrashStage([] {
      std::raise(SIGSEGV);
      return std::string("never");
    });
    std::raise(SIGSEGV);
    return Error::success();
  });
  EXPECT_EQ(message(std::move(K)), "clang crashed while parsing 'b.cl' "
                                   "(internal compiler error in clang 22)");
}

TEST_F(CrashGuardTest, StackOverflowIsCaught) {
  CrashGuard G("clang", "parsing 'deep.cl'");
  Error E = G.run([] {
    recurseForever(0);
    return Error::success();
  });
  EXPECT_EQ(message(std::move(E)), "clang crashed while parsing 'deep.cl' "
                                   "(internal compiler error in clang 22)");
}

TEST_F(CrashGuardTest, FatalErrorGivesLLVMsReason) {
  CrashGuard G("LLVM", "generating code for gfx803");
  Error E = G.run([] {
#if defined(__SANITIZE_ADDRESS__)
    // The abandoned stage keeps what it allocated, by design (nothing of it
    // may run again), report_fatal_error's message string among it. The
    // leak check is off for the stage's own thread, which ends with it.
    __lsan_disable();
#endif
    report_fatal_error("Cannot select: something");
    return Error::success();
  });
  EXPECT_EQ(message(std::move(E)), "LLVM stopped with a fatal error while "
                                   "generating code for gfx803: Cannot "
                                   "select: something");
  // The handler is gone with the guard: a later guard starts clean.
  CrashGuard Next("LLVM", "testing");
  EXPECT_EQ(message(Next.run([] { return Error::success(); })), "");
}

} // namespace
