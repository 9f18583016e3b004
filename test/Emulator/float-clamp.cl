// The VOP3 clamp bit on ldexp and the conversions to float: LLVM folds
// clamp(x, 0.0f, 1.0f) of their results into them (gfx900 ran the CTS's
// smoothstep through v_ldexp_f32 ... clamp). Values below 0 become 0,
// above 1 become 1 (NaN 0: the kernels run with DX10_CLAMP).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump --disassemble %t.fiji.clo | FileCheck %s --check-prefix=ISA
// RUN: %run %t.fiji.clo --kernel unit --global 8 --arg buf:@%t.in/x.bin --arg buf:@%t.in/n.bin --arg buf:@%t.in/d.bin --arg buf:32 --arg buf:32 --arg buf:32 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump --disassemble %t.gfx900.clo | FileCheck %s --check-prefix=ISA
// RUN: %run %t.gfx900.clo --kernel unit --global 8 --arg buf:@%t.in/x.bin --arg buf:@%t.in/n.bin --arg buf:@%t.in/d.bin --arg buf:32 --arg buf:32 --arg buf:32 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// ISA-DAG: v_cvt_f32_i32_e64 {{.*}} clamp
// ISA-DAG: v_cvt_f32_f64_e64 {{.*}} clamp
// ISA-DAG: v_ldexp_f32{{(_e64)?}} {{.*}} clamp

// GEN: x = [0.75, -0.5, 0.25, 3.0, 0.0, 0.5, -1.0, 2.0 ** 100]
// GEN: n = [0, 3, -2, -1, 7, 1, 2, -200]
// GEN: d = [0.5, -2.0, 1e300, 0.125, -1e-3, 1.0, 2.5, float("nan")]
// GEN: write("x.bin", "f", x)
// GEN: write("n.bin", "i", n)
// GEN: write("d.bin", "d", d)
// EXPECT: import math
// EXPECT: c = lambda v: 0.0 if math.isnan(v) else min(max(v, 0.0), 1.0)
// EXPECT: expect("arg3.bin", "f", [c(math.ldexp(a, e)) for a, e in zip(x, n)])
// EXPECT: expect("arg4.bin", "f", [c(float(e)) for e in n])
// EXPECT: expect("arg5.bin", "f", [c(v) for v in d])

kernel void unit(global const float *x, global const int *n,
                 global const double *d, global float *o1, global float *o2,
                 global float *o3) {
  size_t i = get_global_id(0);
  o1[i] = clamp(ldexp(x[i], n[i]), 0.0f, 1.0f);
  o2[i] = clamp((float)n[i], 0.0f, 1.0f);
  o3[i] = clamp((float)d[i], 0.0f, 1.0f);
}
