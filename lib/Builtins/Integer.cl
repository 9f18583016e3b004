//===- Integer.cl - Integer builtins libclc-22 gets wrong -----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Our definitions are linked before libclc's (BuiltinsLinker.cpp), so
/// these replace libclc-22's. Each was found by the random-program campaign
/// against PoCL (bench/clgen.py) and is checked against Python in
/// test/Builtins/integer.cl.
///
/// mad_sat(long, long, long): libclc's returns LONG_MIN whenever x and y
/// differ in sign and their product's high half is not -1, which includes
/// every zero product (mad_sat(0, -5, 7) gave LONG_MIN, not 7). Here the
/// 128-bit x * y + z is formed exactly and saturated once.
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))

OVERLOAD long mad_sat(long x, long y, long z) {
  long hi = mul_hi(x, y); // |x * y| <= 2^126: hi is within +-2^62
  ulong lo = (ulong)x * (ulong)y;
  ulong sum = lo + (ulong)z;
  long sumHi = hi + (z < 0 ? -1 : 0) + (sum < lo ? 1 : 0);
  // The 128-bit sum fits in a long when its high half is the sign of the
  // low half.
  if (sumHi == ((long)sum >> 63))
    return (long)sum;
  return sumHi < 0 ? LONG_MIN : LONG_MAX;
}

#define VEC_MAD_SAT(N, LO, HI)                                                \
  OVERLOAD long##N mad_sat(long##N x, long##N y, long##N z) {                 \
    return (long##N)(mad_sat(x.LO, y.LO, z.LO), mad_sat(x.HI, y.HI, z.HI));   \
  }
VEC_MAD_SAT(2, s0, s1)
VEC_MAD_SAT(4, lo, hi)
VEC_MAD_SAT(8, lo, hi)
VEC_MAD_SAT(16, lo, hi)

OVERLOAD long3 mad_sat(long3 x, long3 y, long3 z) {
  return (long3)(mad_sat(x.s01, y.s01, z.s01), mad_sat(x.s2, y.s2, z.s2));
}
