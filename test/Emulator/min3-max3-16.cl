// gfx9's three-operand 16-bit integer min and max (`v_max3_u16`,
// `v_min3_i16`...): LLVM folds two ushort/short min or max into one. The
// random-program campaign found them missing. Checked against Python on
// fiji (two-operand forms) and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=GFX9
// GFX9-DAG: v_max3_u16
// GFX9-DAG: v_min3_u16
// GFX9-DAG: v_max3_i16
// GFX9-DAG: v_min3_i16
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel m3 --global 256 --arg buf:@%t.in/a.bin --arg buf:1024 --arg buf:1024 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c n=256 || exit 1; done

// GEN: random.seed(38)
// GEN: a = [random.choice([0, 1, 0x7fff, 0x8000, 0xffff, random.randrange(0, 1 << 16)]) for i in range(3 * n)]
// GEN: write("a.bin", "H", a)
// EXPECT: def s(v):
// EXPECT:     return v - 65536 if v >= 32768 else v
// EXPECT: u, i16 = [], []
// EXPECT: for k in range(n):
// EXPECT:     x, y, z = a[3 * k:3 * k + 3]
// EXPECT:     u += [max(x, y, z), min(x, y, z)]
// EXPECT:     i16 += [max(s(x), s(y), s(z)), min(s(x), s(y), s(z))]
// EXPECT: expect("arg1.bin", "H", u)
// EXPECT: expect("arg2.bin", "h", i16)

kernel void m3(global const ushort *a, global ushort *o, global short *p) {
  uint i = get_global_id(0);
  ushort x = a[3 * i], y = a[3 * i + 1], z = a[3 * i + 2];
  o[2 * i] = max(max(x, y), z);
  o[2 * i + 1] = min(min(x, y), z);
  short sx = (short)x, sy = (short)y, sz = (short)z;
  p[2 * i] = max(max(sx, sy), sz);
  p[2 * i + 1] = min(min(sx, sy), sz);
}
