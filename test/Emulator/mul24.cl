// 24-bit multiplies: mul24/mad24 and the high halves LLVM selects for
// 48-bit products of 24-bit values (v_mul_hi_i32_i24, v_mul_hi_u32_u24,
// which the random-program campaign found missing). Checked against Python
// on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=ISA
// ISA-DAG: v_mul_hi_i32_i24
// ISA-DAG: v_mul_hi_u32_u24
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel m24 --global 256 --arg buf:@%t.in/a.bin --arg buf:8192 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c n=256 || exit 1; done

// GEN: random.seed(35)
// GEN: a = [random.randrange(0, 1 << 32) for i in range(2 * n)]
// GEN: write("a.bin", "I", a)
// EXPECT: M = (1 << 64) - 1
// EXPECT: def s24(x):
// EXPECT:     x &= 0xffffff
// EXPECT:     return x - (1 << 24) if x >= 1 << 23 else x
// EXPECT: out = []
// EXPECT: for i in range(n):
// EXPECT:     x, y = a[2 * i], a[2 * i + 1]
// EXPECT:     out += [(s24(x) * s24(y)) & M, ((x & 0xffffff) * (y & 0xffffff)) & M]
// EXPECT: expect("arg1.bin", "Q", out)

kernel void m24(global const uint *a, global ulong *out) {
  uint i = get_global_id(0);
  int x = as_int(a[2 * i] << 8) >> 8, y = as_int(a[2 * i + 1] << 8) >> 8;
  uint ux = a[2 * i] & 0xffffff, uy = a[2 * i + 1] & 0xffffff;
  out[2 * i] = as_ulong((long)x * (long)y);
  out[2 * i + 1] = (ulong)ux * (ulong)uy;
}
