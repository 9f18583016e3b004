// double add, mul, fma, div and sqrt: IEEE results, the division through
// LLVM's v_div_scale/v_div_fmas/v_div_fixup sequence and the square root
// through v_rsq_f64 and Newton steps, compared bit for bit with Python
// (fma exactly through fractions).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel dmath --global 200 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:8000 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel dmath --global 200 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:8000 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// GEN: random.seed(5)
// GEN: a = [random.uniform(0, 1e6) * 10 ** random.randrange(-100, 100) for i in range(200)]
// GEN: b = [random.uniform(-1e3, 1e3) * 10 ** random.randrange(-100, 100) for i in range(200)]
// GEN: write("a.bin", "d", a)
// GEN: write("b.bin", "d", b)
// EXPECT: import math
// EXPECT: from fractions import Fraction as F
// EXPECT: want = []
// EXPECT: for x, y in zip(a, b): want += [x + y, x * y, float(F(x) * F(y) + F(1.5)), x / y, math.sqrt(x)]
// EXPECT: expect("arg2.bin", "d", want)

kernel void dmath(global const double *a, global const double *b,
                  global double *o) {
  size_t i = get_global_id(0);
  double x = a[i], y = b[i];
  o[5 * i] = x + y;
  o[5 * i + 1] = x * y;
  o[5 * i + 2] = fma(x, y, 1.5);
  o[5 * i + 3] = x / y;
  o[5 * i + 4] = sqrt(x);
}
