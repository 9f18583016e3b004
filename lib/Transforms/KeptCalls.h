//===- KeptCalls.h - Functions kernels call instead of inlining -*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowering inlines everything into each kernel, as AMD's compiler
/// does: only a kernel can read the argument buffer, the setup buffer and
/// the other inputs of the CL2 ABI. A function that reads none of them can
/// stay a function: compiled once, its code is appended to each kernel that
/// calls it (lib/Program/ObjectReader.cpp), where inlining would compile it
/// once per call site. The lowering keeps a function when full inlining
/// would copy a large body several times (docs/Design.md, "Calls").
/// Internal to lib/Transforms.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_TRANSFORMS_KEPTCALLS_H
#define AMDCL2_LIB_TRANSFORMS_KEPTCALLS_H

#include "llvm/ADT/SetVector.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace amdcl2 {

/// The functions \p M's kernels keep calling, callers before callees: each
/// free of kernel inputs (no work-item functions or inputs, no LDS
/// variables, no generic pointers, nothing but pure intrinsics and other
/// such functions), of at least the `-amdcl2-call-threshold` instructions
/// counting what it inlines, and copied at least twice by full inlining.
/// Empty when `-amdcl2-calls` is off.
/// A generic pointer parameter given only private pointers becomes a
/// private one first (a clone replaces the function).
llvm::SetVector<llvm::Function *>
chooseKeptCallees(llvm::Module &M, llvm::FunctionAnalysisManager &FAM);

/// Makes \p F a function of the program's code that the kernels call: local
/// to the program, never inlined, with no implicit input (the kernel passes
/// none), and the kernels' work-group size bound.
void markKeptCallee(llvm::Function &F);

} // namespace amdcl2

#endif // AMDCL2_LIB_TRANSFORMS_KEPTCALLS_H
