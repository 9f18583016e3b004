//===- WorkItemFunctions.h - The CL2 work-item functions --------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The one table of work-item functions (WorkItemFunctions.def): the lowering
/// pass recognizes calls by it, the builtins linker keeps libraries from
/// defining its names and leaves their calls to the pass.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_WORKITEMFUNCTIONS_H
#define AMDCL2_ABI_WORKITEMFUNCTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace amdcl2 {

enum class WorkItemFn {
#define AMDCL2_WORK_ITEM_FN(ENUM, MANGLED, PLAIN) ENUM,
#include "amdcl2/ABI/WorkItemFunctions.def"
};

/// One row of the table.
struct WorkItemFnInfo {
  WorkItemFn Fn;
  llvm::StringLiteral Mangled; ///< OpenCL C's Itanium-mangled name
  llvm::StringLiteral Plain;   ///< the C name hand-written IR may use
};

/// Every work-item function, in WorkItemFunctions.def order.
llvm::ArrayRef<WorkItemFnInfo> workItemFunctions();

/// Recognizes a work-item function by its mangled or plain name.
std::optional<WorkItemFn> getWorkItemFn(llvm::StringRef Name);

} // namespace amdcl2

#endif // AMDCL2_ABI_WORKITEMFUNCTIONS_H
