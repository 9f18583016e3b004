//===- CodeGenGuards.h - LLVM 22's superlinear codegen passes --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Two LLVM 22 code-generation passes take time that grows faster than the
/// code on the shape of hash kernels (thousands of table lookups in one
/// block); CodeGenGuards.cpp says which and what is done about them.
/// Internal to lib/CodeGen.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_CODEGEN_CODEGENGUARDS_H
#define AMDCL2_LIB_CODEGEN_CODEGENGUARDS_H

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/OptBisect.h"
#include <optional>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace amdcl2 {

struct GPUInfo;

/// What one code generation of a module avoids, decided from its IR.
struct GuardDecision {
  /// Functions straight-line strength reduction skips.
  llvm::StringSet<> SkipSLSR;
  /// Whether SIFixSGPRCopies' merging of M0 initializations is turned off.
  bool NoM0Merge = false;
};

/// Decides for \p M on \p GPU and reports each decision as an analysis
/// remark of pass "amdcl2-codegen-guards" at the function.
GuardDecision decideGuards(const llvm::Module &M, const GPUInfo &GPU);

/// Applies a decision for its lifetime: installs a pass gate on the
/// module's context (chained to the one before, so -opt-bisect-limit still
/// works) and sets the M0 option, restoring both when destroyed. The M0
/// option is process-wide: one code generation at a time per process.
class ScopedGuards {
public:
  ScopedGuards(llvm::LLVMContext &Ctx, GuardDecision D);
  ~ScopedGuards();
  ScopedGuards(const ScopedGuards &) = delete;
  ScopedGuards &operator=(const ScopedGuards &) = delete;

private:
  class Gate : public llvm::OptPassGate {
  public:
    Gate(const llvm::OptPassGate &Prev, const llvm::StringSet<> &Skip)
        : Prev(Prev), Skip(Skip) {}
    bool isEnabled() const override { return true; }
    bool shouldRunPass(llvm::StringRef PassName,
                       llvm::StringRef IRDescription) const override;

  private:
    const llvm::OptPassGate &Prev;
    const llvm::StringSet<> &Skip;
  };

  llvm::LLVMContext &Ctx;
  GuardDecision D;
  llvm::OptPassGate &Saved;
  Gate G;
  std::optional<bool> SavedM0; ///< set when the M0 option was changed
};

} // namespace amdcl2

#endif // AMDCL2_LIB_CODEGEN_CODEGENGUARDS_H
