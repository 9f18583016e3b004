//===- VoidReturns.h - Functions that leave early with `return;` -*- C++
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AMD's compiler writes 0 in the metadata word CLRX reads as "0 or
/// 0xffffffff" for a kernel whose code, or a void function or block it calls,
/// leaves through a `return;` before the end of its body (docs/ABI.md,
/// section 8). That is a fact of the source only: clang's IR of an `if` with
/// an early return and of an if-else is the same. This AST consumer finds
/// those functions and blocks; the front end marks their IR functions with
/// the `amdcl2-early-return` attribute, which the CL2 lowering follows
/// through the kernel's calls.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_VOIDRETURNS_H
#define AMDCL2_LIB_FRONTEND_VOIDRETURNS_H

#include "clang/AST/ASTConsumer.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// What the source says that clang's IR does not.
struct SourceFacts {
  llvm::StringSet<> EarlyReturns; ///< IR names of the functions found
  /// Per block (IR name of its invoke function): the pointee alignment AMD
  /// records for each capture in the block's order (0: not a pointer).
  /// AMD's block kernels give a captured pointer the alignment of its real
  /// pointee type (ExtractPrimes: a `uint4 *` capture has 16).
  llvm::StringMap<std::vector<unsigned>> CapturePointeeAlign;
};

class VoidReturnFinder : public clang::ASTConsumer {
public:
  explicit VoidReturnFinder(SourceFacts &Facts) : Facts(Facts) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  SourceFacts &Facts;
};

/// Gives the kernels of \p M that reach an early return the attribute, and
/// clang's block kernels the `!amdcl2.capture_pointee_align` of their block.
void markSourceFacts(llvm::Module &M, const SourceFacts &Facts);

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_VOIDRETURNS_H
