// short, ushort, char and half arithmetic, run: on fiji LLVM selects the
// 16-bit VOP2/VOP3 operations and their SDWA forms (a result in the high
// word, a byte source with sext), on gfx900 also packed math (v_pk_fma_f16)
// and the op_sel and _legacy VOP3 forms. Every result against Python:
// integers wrapped to their width, halves rounded once (fround(..., 'e')).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump -d %t.fiji.clo | FileCheck --check-prefix=FIJI %s %}
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump -d %t.gfx900.clo | FileCheck --check-prefix=GFX900 %s
// DEFINE: %{args} = --global 256 --arg buf:@%t.in/s.bin --arg buf:@%t.in/t.bin --arg buf:@%t.in/h.bin \
// DEFINE:   --arg buf:@%t.in/g.bin --arg buf:8192 --arg buf:8192 --arg buf:4096
// RUN: %run %t.fiji.clo --kernel ints %{args} --out %t.fiji.ints
// RUN: %emucheck check %s %t.fiji.ints test=ints
// RUN: %run %t.fiji.clo --kernel halfs %{args} --out %t.fiji.halfs
// RUN: %emucheck check %s %t.fiji.halfs test=halfs
// RUN: %run %t.gfx900.clo --kernel ints %{args} --out %t.gfx900.ints
// RUN: %emucheck check %s %t.gfx900.ints test=ints
// RUN: %run %t.gfx900.clo --kernel halfs %{args} --out %t.gfx900.halfs
// RUN: %emucheck check %s %t.gfx900.halfs test=halfs

// FIJI-DAG: v_sub_u16_sdwa
// FIJI-DAG: v_mad_u16
// FIJI-DAG: v_ashrrev_i16_e32
// FIJI-DAG: v_fma_f16
// FIJI-DAG: v_cvt_i16_f16_e32
// GFX900-DAG: v_pk_fma_f16
// GFX900-DAG: v_mad_legacy_u16
// GFX900-DAG: v_pack_b32_f16

// s, t: shorts over their whole range; h, g: halves from 2^-8 to 2^7 of
// either sign (so sums and products stay finite), as bits.
// GEN: random.seed(4)
// GEN: write("s.bin", "h", [random.randint(-32768, 32767) for _ in range(2048)])
// GEN: write("t.bin", "h", [random.randint(-32768, 32767) for _ in range(2048)])
// GEN: def hb(): return struct.unpack("<H", struct.pack("<e", random.choice([1, -1]) * random.uniform(2 ** -8, 2 ** 7)))[0]
// GEN: write("h.bin", "H", [hb() for _ in range(2048)])
// GEN: write("g.bin", "H", [hb() for _ in range(2048)])

// EXPECT: S, T = read("s.bin", "h"), read("t.bin", "h")
// EXPECT: H = [struct.unpack("<e", struct.pack("<H", v))[0] for v in read("h.bin", "H")]
// EXPECT: G = [struct.unpack("<e", struct.pack("<H", v))[0] for v in read("g.bin", "H")]
// EXPECT: w16 = lambda v: (v + 2 ** 15) % 2 ** 16 - 2 ** 15
// EXPECT: u16 = lambda v: v % 2 ** 16
// EXPECT: w8 = lambda v: (v + 128) % 256 - 128
// EXPECT: hr = lambda v: fround(v, "e", "rne")
// EXPECT: X = Fraction
// EXPECT: if test == "ints":
// EXPECT:   o, u, c = [], [], []
// EXPECT:   for i in range(256):
// EXPECT:     x, y = S[i], T[i]
// EXPECT:     o += [w16(x + y), w16(x - y), w16(x * y), w16(x << (y & 7)), x >> (y & 7), max(x, y), min(x, y), w16(x * y + S[i + 1])]
// EXPECT:     a, b = u16(x), u16(y)
// EXPECT:     u += [a >> (b & 7), max(a, b), min(a, b), int(a < b), a // (b | 1), u16(a * b), 0, 0]
// EXPECT:     ca = [w8(S[i] >> (8 * k)) for k in range(2)] + [w8(T[i] >> (8 * k)) for k in range(2)]
// EXPECT:     cb = [w8(S[i + 1] >> (8 * k)) for k in range(2)] + [w8(T[i + 1] >> (8 * k)) for k in range(2)]
// EXPECT:     c += [w8(p + w8(q * 3) - (p >> 1)) for p, q in zip(ca, cb)]
// EXPECT:   expect("arg4.bin", "h", o)
// EXPECT:   expect("arg5.bin", "H", u)
// EXPECT:   expect("arg6.bin", "b", c)
// EXPECT: else:
// EXPECT:   o, f, v = [], [], []
// EXPECT:   for i in range(256):
// EXPECT:     x, y = H[i], G[i]
// EXPECT:     o += [hr(X(x) + X(y)), hr(X(x) * X(y)), hr(X(x) * X(y) + X(x)), max(x, y), x if x < y else y, hr(i), 0, 0]
// EXPECT:     p = [(H[2 * i], G[2 * i]), (H[2 * i + 1], G[2 * i + 1])]
// EXPECT:     o[-2:] = [hr(X(a) * X(b) + X(a)) for a, b in p]
// EXPECT:     m = T[i] - 2048 * int(T[i] / 2048) - 1024  # C's %: toward zero
// EXPECT:     f += [x * 2.0, float(int(x)), hr(m), 0.0]
// EXPECT:   expect("arg4.bin", "e", o)
// EXPECT:   expect("arg5.bin", "f", f)

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void ints(global const short *s, global const short *t,
                 global const half *h, global const half *g, global short *o,
                 global ushort *u, global char4 *c) {
  size_t i = get_global_id(0);
  short x = s[i], y = t[i];
  o[8 * i] = x + y;
  o[8 * i + 1] = x - y;
  o[8 * i + 2] = x * y;
  o[8 * i + 3] = x << (y & 7);
  o[8 * i + 4] = x >> (y & 7);
  o[8 * i + 5] = max(x, y);
  o[8 * i + 6] = min(x, y);
  o[8 * i + 7] = x * y + s[i + 1];
  ushort a = x, b = y;
  u[8 * i] = a >> (b & 7);
  u[8 * i + 1] = max(a, b);
  u[8 * i + 2] = min(a, b);
  u[8 * i + 3] = a < b;
  u[8 * i + 4] = a / (ushort)(b | 1);
  u[8 * i + 5] = (ushort)(a * b);
  u[8 * i + 6] = u[8 * i + 7] = 0;
  char4 p = (char4)(as_char2(s[i]), as_char2(t[i]));
  char4 q = (char4)(as_char2(s[i + 1]), as_char2(t[i + 1]));
  c[i] = p + q * (char4)3 - (p >> (char4)1);
}

kernel void halfs(global const short *s, global const short *t,
                  global const half *h, global const half *g, global half *o,
                  global float *f, global char4 *c) {
  size_t i = get_global_id(0);
  half x = h[i], y = g[i];
  o[8 * i] = x + y;
  o[8 * i + 1] = x * y;
  o[8 * i + 2] = fma(x, y, x);
  o[8 * i + 3] = max(x, y);
  o[8 * i + 4] = x < y ? x : y;
  o[8 * i + 5] = (half)(float)i;
  half2 a = vload2(i, h), b = vload2(i, g);
  vstore2(fma(a, b, a), 0, o + 8 * i + 6);
  f[4 * i] = (float)x * 2.0f;
  f[4 * i + 1] = (float)(short)x;
  f[4 * i + 2] = (float)(half)(short)(t[i] % 2048 - 1024);
  f[4 * i + 3] = 0;
}
