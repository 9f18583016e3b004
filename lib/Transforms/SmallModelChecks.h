//===- SmallModelChecks.h - What 32-bit programs cannot have ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A 32-bit program's kernel (amdcl2/ABI/SmallModel.h) is refused, at the
/// place that needs it, when it uses what amdcl2 does not yet give 32-bit
/// programs: generic pointers to local or private memory (whose 64-bit
/// aperture addresses a 32-bit pointer cannot hold). Internal to
/// lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_SMALLMODELCHECKS_H
#define AMDCL2_LIB_TRANSFORMS_SMALLMODELCHECKS_H

#include <optional>
#include <string>

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace amdcl2 {

struct SmallModelIssue {
  std::string Message;
  const llvm::Instruction *At = nullptr; ///< null: the kernel itself
};

/// The first thing kernel \p K uses that a 32-bit program cannot have yet.
std::optional<SmallModelIssue> findSmallModelIssue(const llvm::Function &K);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_SMALLMODELCHECKS_H
