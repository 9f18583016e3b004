//===- InlineDefinitions.h - C99 inline definitions made callable -*- C++ -*-=//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// OpenCL C follows C99: a function defined `inline` (neither `static` nor
/// `extern`) is an inline definition only, and a call the optimizer does not
/// inline needs an external definition somewhere else. An OpenCL program is
/// one translation unit, so there is no somewhere else: at -O0 (or when a
/// call is not inlined) the program would not link. GPU OpenCL compilers
/// accept such programs; amdcl2 makes every inline definition that has no
/// external definition the program's external definition (the GNU89 rule),
/// so a call resolves at every optimization level. docs/UserGuide.md,
/// "inline functions".
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_INLINEDEFINITIONS_H
#define AMDCL2_LIB_FRONTEND_INLINEDEFINITIONS_H

#include "clang/AST/ASTConsumer.h"

namespace amdcl2 {

/// Marks each C99 inline-only definition `gnu_inline` as it reaches the
/// consumers after it (clang's IR generation among them), which makes it an
/// external definition. Must stand before the IR generator.
class InlineDefinitionEmitter : public clang::ASTConsumer {
public:
  bool HandleTopLevelDecl(clang::DeclGroupRef DG) override;
};

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_INLINEDEFINITIONS_H
