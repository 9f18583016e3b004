// clamp(x, 0.0f, 1.0f) of a float result becomes the VOP3 clamp bit of the
// instruction computing it (`v_sub_f32_e64 ... clamp`, `v_mul_f32_e64 ...
// clamp`): the result clamped to [0, 1], NaN to 0 (MODE.DX10_CLAMP, set
// for kernels). The random-program campaign found it refused; checked
// against Python on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=ISA
// ISA-DAG: v_sub_f32_e64 {{.*}} clamp
// ISA-DAG: v_mul_f32_e64 {{.*}} clamp
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel sat --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:2048 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c n=256 || exit 1; done

// GEN: random.seed(37)
// GEN: a = [random.choice([0.25, 1.5, -0.5, float("nan"), float("inf"), random.uniform(-2, 2)]) for i in range(n)]
// GEN: b = [random.choice([0.125, 2.0, -0.75, random.uniform(-2, 2)]) for i in range(n)]
// GEN: write("a.bin", "f", a)
// GEN: write("b.bin", "f", b)
// EXPECT: def sat(x):
// EXPECT:     return 0.0 if x != x else min(1.0, max(0.0, x))
// EXPECT: out = []
// EXPECT: for x, y in zip(a, b):
// EXPECT:     x, y = f32(x), f32(y)
// EXPECT:     out += [sat(f32(x - y)), sat(f32(x * y))]
// EXPECT: expect("arg2.bin", "f", out)

kernel void sat(global const float *a, global const float *b, global float *o) {
  uint i = get_global_id(0);
  o[2 * i] = clamp(a[i] - b[i], 0.0f, 1.0f);
  o[2 * i + 1] = clamp(a[i] * b[i], 0.0f, 1.0f);
}
