// SDWA adds that write a carry: table lookups through a byte of a word
// (the APP SDK AESEncryptDecrypt's S-box) add the byte to the table's
// address with `v_add_u32_sdwa ..., vcc, ... src1_sel:BYTE_n` on gfx8 and
// `v_add_co_u32_sdwa` on gfx9, the carry feeding the high half's addc.
// Checked against Python on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: %if !gfx7 %{ amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=FIJI %}
// FIJI: v_add_u32_sdwa {{v[0-9]+}}, vcc, {{.*}} src1_sel:BYTE_1
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=GFX9
// GFX9: v_add_co_u32_sdwa {{v[0-9]+}}, vcc, {{.*}} src1_sel:BYTE_1
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel sbox --global 256 --local 64 --arg buf:@%t.in/a.bin --arg buf:@%t.in/t.bin \
// RUN:     --arg buf:1024 --out %t.$c.w && \
// RUN:   %emucheck check %s %t.$c.w n=256 k=sbox && \
// RUN:   %run %t.$c.clo --kernel sbox4 --global 256 --local 64 --arg buf:@%t.in/a.bin --arg buf:@%t.in/t.bin \
// RUN:     --arg buf:1024 --out %t.$c.v && \
// RUN:   %emucheck check %s %t.$c.v n=256 k=sbox4 || exit 1; done

// GEN: random.seed(31)
// GEN: a = [random.randrange(0, 1 << 32) for i in range(n)]
// GEN: t = [random.randrange(0, 256) for i in range(256)]
// GEN: write("a.bin", "I", a)
// GEN: write("t.bin", "B", t)
// EXPECT: def b(x, k):
// EXPECT:     return (x >> (8 * k)) & 0xff
// EXPECT: if k == "sbox":
// EXPECT:     out = [t[b(x, 1)] | t[b(x, 2)] << 8 | t[b(x, 3)] << 16 | t[b(x, 0)] << 24 for x in a]
// EXPECT: else:
// EXPECT:     out = [t[b(x, 1)] | t[b(x, 2)] << 8 | t[b(x, 3)] << 16 | t[b(x, 0)] << 24 for x in a]
// EXPECT: expect("arg2.bin", "I", out)

kernel void sbox(global const uint *a, global const uchar *t, global uint *o) {
  uint i = get_global_id(0);
  uint x = a[i];
  o[i] = t[(x >> 8) & 0xff] | t[(x >> 16) & 0xff] << 8 | t[x >> 24] << 16 |
         t[x & 0xff] << 24;
}

kernel void sbox4(global const uchar4 *a, global const uchar *t,
                  global uchar4 *o) {
  uint i = get_global_id(0);
  uchar4 x = a[i];
  o[i] = (uchar4)(t[x.y], t[x.z], t[x.w], t[x.x]);
}
