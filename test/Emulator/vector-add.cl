// Vector add with a global offset and a non-uniform last work-group (1000
// work-items in groups of 64): the kernel reads the real grid size from the
// dispatch packet and the offset from setup argument 0.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=1000
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel vector_add --global 1000 --local 64 --offset 7 \
// RUN:   --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:4000 --arg u32:1000 --out %t.fiji
// RUN: %emucheck check %s %t.fiji n=1000 off=7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel vector_add --global 1000 --offset 7 \
// RUN:   --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:4000 --arg u32:1000 --out %t.gfx900 --json \
// RUN:   | FileCheck %s --check-prefix=STATS
// RUN: %emucheck check %s %t.gfx900 n=1000 off=7

// STATS: "work_groups": 16,
// STATS-NEXT: "waves": 16,

// GEN: random.seed(1)
// GEN: a = [f32(random.uniform(-100, 100)) for i in range(n)]
// GEN: b = [f32(random.uniform(-100, 100)) for i in range(n)]
// GEN: write("a.bin", "f", a)
// GEN: write("b.bin", "f", b)
// EXPECT: expect("arg2.bin", "f", [f32(a[i] + b[i]) if i >= off else 0.0 for i in range(n)])

kernel void vector_add(global const float *a, global const float *b,
                       global float *c, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}
