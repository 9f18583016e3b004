//===- UnspecifiedValues.h - Uninitialized values are not UB ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AMD's OpenCL C dialect gives an uninitialized private variable an
/// unspecified value (UnspecifiedValues.cpp). Internal to lib/Frontend.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_UNSPECIFIEDVALUES_H
#define AMDCL2_LIB_FRONTEND_UNSPECIFIEDVALUES_H

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// Removes every `noundef` of \p M: parameters and results of functions and
/// calls, and `!noundef` on loads.
void dropNoUndef(llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_UNSPECIFIEDVALUES_H
