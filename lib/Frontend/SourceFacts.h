//===- SourceFacts.h - Source facts clang's IR loses ------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Facts of the OpenCL C source that clang's IR loses and AMD's binaries
/// record: the pointee alignment of each pointer a block captures, and which
/// kernels call a work-group function. An AST consumer collects them; the
/// front end marks the IR with them before the builtins are linked.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_SOURCEFACTS_H
#define AMDCL2_LIB_FRONTEND_SOURCEFACTS_H

#include "clang/AST/ASTConsumer.h"
#include "llvm/ADT/StringMap.h"
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// What the source says that clang's IR does not.
struct SourceFacts {
  /// Per block (IR name of its invoke function): the pointee alignment AMD
  /// records for each capture in the block's order (0: not a pointer).
  /// AMD's block kernels give a captured pointer the alignment of its real
  /// pointee type (ExtractPrimes: a `uint4 *` capture has 16).
  llvm::StringMap<std::vector<unsigned>> CapturePointeeAlign;
};

class SourceFactFinder : public clang::ASTConsumer {
public:
  explicit SourceFactFinder(SourceFacts &Facts) : Facts(Facts) {}
  void HandleTranslationUnit(clang::ASTContext &Ctx) override;

private:
  SourceFacts &Facts;
};

/// Marks the kernels of \p M that reach a work-group function, and gives
/// clang's block kernels the `!amdcl2.capture_pointee_align` of their block.
void markSourceFacts(llvm::Module &M, const SourceFacts &Facts);

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_SOURCEFACTS_H
