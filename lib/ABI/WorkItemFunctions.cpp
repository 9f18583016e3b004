//===- WorkItemFunctions.cpp - The CL2 work-item functions ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The table expanded from WorkItemFunctions.def. A linear search is enough:
/// a dozen rows, looked up once per declared function.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/WorkItemFunctions.h"

using namespace llvm;

namespace amdcl2 {

static constexpr WorkItemFnInfo Table[] = {
#define AMDCL2_WORK_ITEM_FN(ENUM, MANGLED, PLAIN)                              \
  {WorkItemFn::ENUM, MANGLED, PLAIN},
#include "amdcl2/ABI/WorkItemFunctions.def"
};

ArrayRef<WorkItemFnInfo> workItemFunctions() { return Table; }

std::optional<WorkItemFn> getWorkItemFn(StringRef Name) {
  for (const WorkItemFnInfo &I : Table)
    if (Name == I.Mangled || Name == I.Plain)
      return I.Fn;
  return std::nullopt;
}

} // namespace amdcl2
