// pow and powr on doubles whose y * log2|x| is far out of range (the
// builtins library tames them before libclc-22's, lib/Builtins/Math.cl):
// libclc kept the huge rounding tail of y * ln x and returned inf where x^y
// is 0 (the CTS's math brute force: pow(0x1.4c7eb05ff2522p+975,
// -0x1.07fd9cb77c8c4p+311)). Checked against Python's pow, whose results
// here are exact (zeros, infinities, small powers of two, NaN), for
// scalars and double3.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel powers --global 15 --arg buf:@%t.in/x.bin --arg buf:@%t.in/y.bin \
// RUN:     --arg buf:120 --arg buf:120 --arg buf:160 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c || exit 1; done

// GEN: M = float.fromhex("0x1.fffffffffffffp+1023")
// GEN: x = [float.fromhex("0x1.4c7eb05ff2522p+975"), -M, -10.0, -10.0, -10.0, 0.5, 3.0, -0.5, -2.0, 2.0, 0.9, -M, M, 1e-300, -3.0]
// GEN: y = [-float.fromhex("0x1.07fd9cb77c8c4p+311"), -M, 1001.0, -1001.0, 1000.0, 1e300, 1e300, 1e300, 0.5, 10.0, -1e20, M, -M, 4.0, 3.0]
// GEN: write("x.bin", "d", x)
// GEN: write("y.bin", "d", y)
// EXPECT: import math
// EXPECT: def p(a, b):
// EXPECT:     try:
// EXPECT:         return math.pow(a, b)
// EXPECT:     except OverflowError:
// EXPECT:         odd = a < 0 and abs(b) < 2**53 and int(b) % 2 == 1
// EXPECT:         return -math.inf if odd else math.inf
// EXPECT:     except ValueError:
// EXPECT:         return math.nan
// EXPECT: expect("arg2.bin", "d", [p(a, b) for a, b in zip(x, y)])
// EXPECT: expect("arg3.bin", "d", [p(a, b) if a >= 0 else math.nan for a, b in zip(x, y)])
// EXPECT: v = [p(a, b) for a, b in zip(x, y)]
// EXPECT: expect("arg4.bin", "d", v[0:3] + [0.0] + v[3:6] + [0.0] + v[6:9] + [0.0] + v[9:12] + [0.0] + v[12:15] + [0.0])

kernel void powers(global const double *x, global const double *y,
                   global double *p, global double *pr, global double4 *p3) {
  size_t i = get_global_id(0);
  p[i] = pow(x[i], y[i]);
  pr[i] = powr(x[i], y[i]);
  if (i % 3 == 0) {
    double3 r = pow(vload3(0, x + i), vload3(0, y + i));
    p3[i / 3] = (double4)(r, 0.0);
  }
}
