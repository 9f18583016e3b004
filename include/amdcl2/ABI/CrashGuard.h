//===- CrashGuard.h - Report crashes of clang and LLVM as errors -*- C++
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// clang 22 and LLVM 22 crash on some inputs (a null pointer in clang's IR
/// generation for `queue_t q; q != 0`, a stack overflow on deeply nested
/// expressions). Each stage amdcl2 hands to them runs under a CrashGuard: on
/// a thread with a large stack, so deep nesting mostly compiles (or meets
/// clang's own limits), and inside an llvm::CrashRecoveryContext, so a crash
/// or an LLVM fatal error comes back as one error naming the stage.
///
/// After a crash the state the stage touched (its LLVMContext, the module,
/// clang's objects, which are leaked rather than destroyed) may be
/// inconsistent: the caller must stop compiling and neither use nor destroy
/// it. Both tools report the error and exit at once, as clang stops after a
/// crash of its front end.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_CRASHGUARD_H
#define AMDCL2_ABI_CRASHGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <string>

namespace amdcl2 {

/// The stack a guarded stage runs on. clang-22 overflows its 8 MiB default
/// on 2000 nested parentheses around a unary minus; with 256 MiB it reaches
/// its own bracket-depth limit first. Only the pages used are ever touched.
constexpr unsigned GuardedStackSize = 256u << 20;

/// Turns crash recovery on for the process. Call it once, from main, before
/// any guarded stage; without it a CrashGuard still gives the large stack
/// but a crash ends the process. It also makes exceeding a file-size limit
/// a failed write rather than a fatal signal.
void enableCrashRecovery();

/// Whether any guard has recovered from a crash or a fatal error: LLVM's
/// state may then be inconsistent, and nothing more should be compiled.
bool crashRecovered();

class CrashGuard {
public:
  /// \p Component is "clang" or "LLVM"; \p Stage says what it is doing, in
  /// words that follow "while" ("parsing 'k.cl'").
  CrashGuard(llvm::StringRef Component, std::string Stage)
      : Component(Component.str()), Stage(std::move(Stage)) {}

  /// Changes the stage a crash from now on is reported in; callable from the
  /// guarded function.
  void setStage(std::string S) { Stage = std::move(S); }

  /// After a crash, \p Fn may look at what the crashed stage left on the
  /// heap (the IR half built) and return a more exact stage, or "". It runs
  /// under crash recovery itself; callable from the guarded function.
  void setCrashStage(std::function<std::string()> Fn) {
    CrashStage = std::move(Fn);
  }

  /// Runs \p Fn on a thread of GuardedStackSize and returns its error. If
  /// it crashes, the error is instead `<Component> crashed while <Stage>
  /// (internal compiler error in <Component> 22)`; if LLVM reports a fatal
  /// error, `<Component> stopped with a fatal error while <Stage>: <reason>`.
  llvm::Error run(llvm::function_ref<llvm::Error()> Fn);

private:
  std::string Component, Stage;
  std::string FatalReason; ///< set by LLVM's fatal-error handler
  std::function<std::string()> CrashStage;
};

} // namespace amdcl2

#endif // AMDCL2_ABI_CRASHGUARD_H
