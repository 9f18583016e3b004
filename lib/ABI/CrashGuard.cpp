//===- CrashGuard.cpp - Report crashes of clang and LLVM as errors --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A stack overflow is the crash deep nesting gives, and a signal handler
/// cannot run on an exhausted stack: CrashRecoveryContext installs its
/// handlers without SA_ONSTACK, so enableCrashRecovery adds it, and every
/// guarded thread gets an alternate signal stack of its own. LLVM's fatal
/// errors would exit the process; inside a guard they end the stage.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/CrashGuard.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/thread.h"
#include <atomic>
#include <memory>
#include <optional>

#ifdef LLVM_ON_UNIX
#include <signal.h>
#endif

using namespace llvm;

namespace amdcl2 {

namespace {

#ifdef LLVM_ON_UNIX
/// The signals a stack overflow raises.
constexpr int OverflowSignals[] = {SIGSEGV, SIGBUS};

/// An alternate signal stack for the current thread while it lives.
class AltSignalStack {
public:
  AltSignalStack() : Size(std::max<size_t>(SIGSTKSZ, 64 * 1024)) {
    Memory = std::make_unique<char[]>(Size);
    stack_t S = {};
    S.ss_sp = Memory.get();
    S.ss_size = Size;
    Installed = sigaltstack(&S, &Previous) == 0;
  }
  ~AltSignalStack() {
    if (Installed)
      sigaltstack(&Previous, nullptr);
  }

private:
  size_t Size;
  std::unique_ptr<char[]> Memory;
  stack_t Previous = {};
  bool Installed = false;
};

/// Lets CrashRecoveryContext's handlers run on the alternate stack.
void runCrashHandlersOnAltStack() {
  for (int Sig : OverflowSignals) {
    struct sigaction A;
    if (sigaction(Sig, nullptr, &A) != 0 || A.sa_handler == SIG_DFL ||
        A.sa_handler == SIG_IGN)
      continue;
    A.sa_flags |= SA_ONSTACK;
    sigaction(Sig, &A, nullptr);
  }
}
#else
struct AltSignalStack {};
void runCrashHandlersOnAltStack() {}
#endif

/// LLVM's fatal errors (report_fatal_error) end the guarded stage instead of
/// the process; the reason goes into the guard's message.
void fatalErrorHandler(void *Reason, const char *Msg, bool) {
  *static_cast<std::string *>(Reason) = Msg;
  if (CrashRecoveryContext *CRC = CrashRecoveryContext::GetCurrent())
    CRC->HandleExit(1);
}

} // namespace

void enableCrashRecovery() {
  CrashRecoveryContext::Enable();
  runCrashHandlersOnAltStack();
#ifdef SIGXFSZ
  // A file-size limit (ulimit -f) is a failed write, reported as one
  // ("File too large"), not a signal that LLVM's handlers turn into a
  // crash report.
  signal(SIGXFSZ, SIG_IGN);
#endif
}

static std::atomic<bool> Recovered{false};

bool crashRecovered() { return Recovered; }

Error CrashGuard::run(function_ref<Error()> Fn) {
  std::optional<Error> Result;
  bool Crashed = false;
  // The guard's own objects live outside RunSafely: a crash jumps back to it
  // without running the destructors of what is inside.
  llvm::thread T(std::optional<unsigned>(GuardedStackSize), [&] {
    AltSignalStack Alt;
    ScopedFatalErrorHandler Handler(fatalErrorHandler, &FatalReason);
    CrashRecoveryContext CRC;
    Crashed = !CRC.RunSafely([&] { Result.emplace(Fn()); });
  });
  T.join();
  std::function<std::string()> Exact = std::move(CrashStage);
  CrashStage = nullptr;
  if (!Crashed)
    return std::move(*Result);
  Recovered = true;
  if (Exact) {
    std::string S;
    CrashRecoveryContext CRC;
    if (CRC.RunSafely([&] { S = Exact(); }) && !S.empty())
      Stage = std::move(S);
  }
  if (Result)
    consumeError(std::move(*Result));
  // A fatal error is LLVM giving up on its own terms, a signal a bug.
  if (!FatalReason.empty())
    return createStringError(Component + " stopped with a fatal error while " +
                             Stage + ": " + FatalReason);
  return createStringError(Component + " crashed while " + Stage +
                           " (internal compiler error in " + Component + " " +
                           std::to_string(LLVM_VERSION_MAJOR) + ")");
}

} // namespace amdcl2
