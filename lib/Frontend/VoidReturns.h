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
#include "llvm/ADT/StringSet.h"

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

class VoidReturnFinder : public clang::ASTConsumer {
public:
  explicit VoidReturnFinder(llvm::StringSet<> &Names) : Names(Names) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  llvm::StringSet<> &Names; ///< IR names of the functions found
};

/// Gives the functions of \p M named in \p Names the attribute.
void markEarlyReturns(llvm::Module &M, const llvm::StringSet<> &Names);

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_VOIDRETURNS_H
