//===- ComparePredicates.h - The VOPC comparison predicates -----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The predicates of the v_cmp_* instructions, by their names' suffixes
/// (the N forms are true for unordered operands), shared by the 32/64-bit
/// compares (VectorOps.cpp) and the 16-bit and SDWA ones (Vector16Ops.cpp).
/// Internal to lib/Emulator.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_EMULATOR_COMPAREPREDICATES_H
#define AMDCL2_LIB_EMULATOR_COMPAREPREDICATES_H

#include <cmath>

namespace amdcl2 {
namespace emu {
namespace cmp {

template <typename T> bool cEq(T A, T B) { return A == B; }
template <typename T> bool cNe(T A, T B) { return A != B; }
template <typename T> bool cLt(T A, T B) { return A < B; }
template <typename T> bool cLe(T A, T B) { return A <= B; }
template <typename T> bool cGt(T A, T B) { return A > B; }
template <typename T> bool cGe(T A, T B) { return A >= B; }
template <typename T> bool cLg(T A, T B) { return A < B || A > B; }
template <typename T> bool cO(T A, T B) {
  return !std::isnan(A) && !std::isnan(B);
}
template <typename T> bool cU(T A, T B) {
  return std::isnan(A) || std::isnan(B);
}
template <typename T> bool cNge(T A, T B) { return !(A >= B); }
template <typename T> bool cNlg(T A, T B) { return !cLg(A, B); }
template <typename T> bool cNgt(T A, T B) { return !(A > B); }
template <typename T> bool cNle(T A, T B) { return !(A <= B); }
template <typename T> bool cNeq(T A, T B) { return !(A == B); }
template <typename T> bool cNlt(T A, T B) { return !(A < B); }
template <typename T> bool cF(T, T) { return false; }
template <typename T> bool cT(T, T) { return true; }

} // namespace cmp
} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_COMPAREPREDICATES_H
