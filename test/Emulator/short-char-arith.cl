// Saturating and mixed short/ushort/char/uchar arithmetic, scalar and vector,
// on fiji and gfx900: clamp on v_add_u16/v_sub_u16 (e64 and SDWA), gfx9's
// v_add_i16/v_sub_i16 and v_pk_add/sub_i16/u16 with clamp, SDWA compares
// (gfx9 writes them to an SGPR pair), v_ffbh_u32/v_min_u32 SDWA for char
// clz and abs_diff, packed u16/i16 math. Every result against Python.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump -d %t.fiji.clo | FileCheck --check-prefix=FIJI %s %}
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump -d %t.gfx900.clo | FileCheck --check-prefix=GFX900 %s
// DEFINE: %{args} = --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin \
// DEFINE:   --arg buf:4096 --arg buf:4096 --arg buf:4096 --arg buf:4096
// RUN: %run %t.fiji.clo --kernel sat %{args} --out %t.fiji.sat
// RUN: %emucheck check %s %t.fiji.sat test=sat
// RUN: %run %t.fiji.clo --kernel bytes %{args} --out %t.fiji.bytes
// RUN: %emucheck check %s %t.fiji.bytes test=bytes
// RUN: %run %t.gfx900.clo --kernel sat %{args} --out %t.gfx900.sat
// RUN: %emucheck check %s %t.gfx900.sat test=sat
// RUN: %run %t.gfx900.clo --kernel bytes %{args} --out %t.gfx900.bytes
// RUN: %emucheck check %s %t.gfx900.bytes test=bytes

// FIJI-DAG: v_add_u16_e64 {{.*}} clamp
// FIJI-DAG: v_sub_u16_sdwa {{.*}} clamp
// FIJI-DAG: v_ffbh_u32_sdwa
// FIJI-DAG: v_min_u32_sdwa
// GFX900-DAG: v_add_i16 {{.*}} clamp
// GFX900-DAG: v_pk_sub_i16 {{.*}} clamp
// GFX900-DAG: v_pk_add_u16 {{.*}} clamp
// GFX900-DAG: v_cmp_lt_i16_sdwa s[{{[0-9]+:[0-9]+}}]
// GFX900-DAG: v_ffbh_u32_sdwa

// a, b: 8 bytes per work-item (as shorts: 4 per work-item), near the ends
// of the ranges half the time so that saturation happens.
// GEN: random.seed(16)
// GEN: def v(): return random.choice([random.randint(0, 255), random.choice([0, 1, 0x7f, 0x80, 0x81, 0xfe, 0xff])])
// GEN: write_bytes("a.bin", bytes(v() for _ in range(8 * 258)))
// GEN: write_bytes("b.bin", bytes(v() for _ in range(8 * 258)))

// EXPECT: A, B = read_bytes("a.bin"), read_bytes("b.bin")
// EXPECT: SA, SB = read("a.bin", "h"), read("b.bin", "h")
// EXPECT: sat = lambda v, lo, hi: max(lo, min(hi, v))
// EXPECT: s8 = lambda v: (v + 128) % 256 - 128
// EXPECT: u16 = lambda v: v % 65536
// EXPECT: I16, U16, I8, U8 = (-32768, 32767), (0, 65535), (-128, 127), (0, 255)
// EXPECT: if test == "sat":
// EXPECT:   s, u = [], []
// EXPECT:   for i in range(256):
// EXPECT:     x, y = SA[4 * i], SB[4 * i]
// EXPECT:     s += [sat(x + y, *I16), sat(x - y, *I16)]
// EXPECT:     for k in (1, 2):
// EXPECT:       s += [sat(SA[4 * i + k] + SB[4 * i + k], *I16), sat(SA[4 * i + k] - SB[4 * i + k], *I16)]
// EXPECT:     p, q = u16(x), u16(y)
// EXPECT:     u += [sat(p + q, *U16), sat(p - q, *U16)]
// EXPECT:     for k in (1, 2):
// EXPECT:       u += [sat(u16(SA[4 * i + k]) + u16(SB[4 * i + k]), *U16), sat(u16(SA[4 * i + k]) - u16(SB[4 * i + k]), *U16)]
// EXPECT:     s += [0, 0]
// EXPECT:     u += [0, 0]
// EXPECT:   expect("arg2.bin", "h", s)
// EXPECT:   expect("arg3.bin", "H", u)
// EXPECT:   c, d = [], []
// EXPECT:   for i in range(256):
// EXPECT:     for k in range(4):
// EXPECT:       x, y = s8(A[8 * i + k]), s8(B[8 * i + k])
// EXPECT:       c += [sat(x + y, *I8), sat(x - y, *I8)]
// EXPECT:       p, q = A[8 * i + k], B[8 * i + k]
// EXPECT:       d += [sat(p + q, *U8), sat(p - q, *U8)]
// EXPECT:   expect("arg4.bin", "b", c)
// EXPECT:   expect("arg5.bin", "B", d)
// EXPECT: else:
// EXPECT:   clz8 = lambda v: 8 - v.bit_length()
// EXPECT:   c, d, s = [], [], []
// EXPECT:   for i in range(256):
// EXPECT:     for k in range(4):
// EXPECT:       x, y = s8(A[8 * i + k]), s8(B[8 * i + k])
// EXPECT:       p, q = A[8 * i + k], B[8 * i + k]
// EXPECT:       c += [3 if x < y else -1, s8(x * y + x), x >> (q & 7), max(x, y)]
// EXPECT:       d += [abs(x - y), clz8(p), (p * q) >> 8, (p + q + 1) >> 1]
// EXPECT:       s += [u16(x * y), u16(max(x, y) - min(p, q))]
// EXPECT:   expect("arg4.bin", "b", c)
// EXPECT:   expect("arg5.bin", "B", d)
// EXPECT:   expect("arg2.bin", "H", s)

kernel void sat(global const short4 *a, global const short4 *b,
                global short *s, global ushort *u, global char2 *c,
                global uchar2 *d) {
  size_t i = get_global_id(0);
  short4 x = a[i], y = b[i];
  s[8 * i] = add_sat(x.x, y.x);
  s[8 * i + 1] = sub_sat(x.x, y.x);
  short2 t = add_sat(x.yz, y.yz), w = sub_sat(x.yz, y.yz);
  vstore4((short4)(t.x, w.x, t.y, w.y), 0, s + 8 * i + 2);
  s[8 * i + 6] = s[8 * i + 7] = 0;
  ushort4 p = as_ushort4(x), q = as_ushort4(y);
  u[8 * i] = add_sat(p.x, q.x);
  u[8 * i + 1] = sub_sat(p.x, q.x);
  ushort2 e = add_sat(p.yz, q.yz), f = sub_sat(p.yz, q.yz);
  vstore4((ushort4)(e.x, f.x, e.y, f.y), 0, u + 8 * i + 2);
  u[8 * i + 6] = u[8 * i + 7] = 0;
  char4 g = as_char4(x.xy), h = as_char4(y.xy);
  uchar4 m = as_uchar4(x.xy), n = as_uchar4(y.xy);
  char4 gs = add_sat(g, h), gd = sub_sat(g, h);
  uchar4 ms = add_sat(m, n), md = sub_sat(m, n);
  for (int k = 0; k < 4; ++k) {
    c[4 * i + k] = (char2)(gs[k], gd[k]);
    d[4 * i + k] = (uchar2)(ms[k], md[k]);
  }
}

kernel void bytes(global const char4 *a, global const char4 *b,
                  global ushort2 *s, global uchar *unused, global char4 *c,
                  global uchar4 *d) {
  size_t i = get_global_id(0);
  char4 x = a[2 * i], y = b[2 * i];
  uchar4 p = as_uchar4(x), q = as_uchar4(y);
  char4 f = x * y + x, sh = x >> as_char4(q & (uchar4)7), mx = max(x, y);
  uchar4 ad = abs_diff(x, y), cz = clz(p), mh = mul_hi(p, q), rh = rhadd(p, q);
  short4 wide = convert_short4(x) * convert_short4(y);
  short4 mm = convert_short4(max(x, y)) - convert_short4(min(p, q));
  for (int k = 0; k < 4; ++k) {
    c[4 * i + k] = (char4)(x[k] < y[k] ? 3 : -1, f[k], sh[k], mx[k]);
    d[4 * i + k] = (uchar4)(ad[k], cz[k], mh[k], rh[k]);
    s[4 * i + k] = as_ushort2((short2)(wide[k], mm[k]));
  }
}
