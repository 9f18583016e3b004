//===- Math.cl - Guards around libclc-22 math functions -------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A program's calls of pow and powr on doubles are made calls of
/// __amdcl2_pow and __amdcl2_powr (BuiltinsLinker.cpp), which call
/// libclc's after taming their arguments.
///
/// libclc-22 computes a double x^y as exp(v + vt), where v + vt is y * ln x
/// in two parts, vt carrying v's rounding error. When the result is
/// certainly out of range it replaces v by +-1000 but keeps vt, which for a
/// v past about 2^52 is itself huge: exp's polynomial then overflows and
/// pow(0x1.4c7eb05ff2522p+975, -0x1.07fd9cb77c8c4p+311) gave inf, not 0
/// (the CTS's math brute force). Here, when |y * log2 |x|| is past 4096, so
/// that x^y is 0 or infinite whatever the rounding, (x, y) becomes (2, +-2000)
/// or, for a negative x and an odd y, (-2, +-2001): the same zero or
/// infinity, signed as x^y's. Other arguments (zeros, infinities, NaN,
/// negative bases with fractional exponents) go to libclc unchanged.
/// Checked against Python in test/Builtins/pow-range.cl.
///
//===----------------------------------------------------------------------===//

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define OVERLOAD __attribute__((overloadable))

/// Replaces (x, y) as the file comment says. \p Signed: whether the
/// function takes negative bases (pow) or returns NaN for them (powr).
static void tame(double *x, double *y, int Signed) {
  double ax = fabs(*x);
  if (!isfinite(*x) || !isfinite(*y) || ax == 0.0 || (*x < 0.0 && !Signed))
    return;
  double l = *y * log2(ax);
  if (!(fabs(l) > 4096.0))
    return;
  int integer = rint(*y) == *y;
  if (*x < 0.0 && !integer)
    return;
  // An integer of 2^53 or more is even.
  int odd = *x < 0.0 && fabs(*y) < 0x1p53 && fmod(*y, 2.0) != 0.0;
  *x = odd ? -2.0 : 2.0;
  *y = copysign(odd ? 2001.0 : 2000.0, l);
}

#define GUARD(NAME, F, SIGNED)                                                 \
  OVERLOAD double NAME(double x, double y) {                                   \
    tame(&x, &y, SIGNED);                                                      \
    return F(x, y);                                                            \
  }                                                                            \
  GUARD_N(NAME, F, SIGNED, 2)                                                  \
  GUARD_N(NAME, F, SIGNED, 3)                                                  \
  GUARD_N(NAME, F, SIGNED, 4)                                                  \
  GUARD_N(NAME, F, SIGNED, 8)                                                  \
  GUARD_N(NAME, F, SIGNED, 16)

#define GUARD_N(NAME, F, SIGNED, N)                                            \
  OVERLOAD double##N NAME(double##N x, double##N y) {                          \
    double a[N], b[N];                                                         \
    vstore##N(x, 0, a);                                                        \
    vstore##N(y, 0, b);                                                        \
    for (int i = 0; i < N; ++i)                                                \
      tame(&a[i], &b[i], SIGNED);                                              \
    return F(vload##N(0, a), vload##N(0, b));                                  \
  }

GUARD(__amdcl2_pow, pow, 1)
GUARD(__amdcl2_powr, powr, 0)
