// half and half2 math beyond add/mul, on fiji and gfx900: floor, ceil,
// trunc, rint, sqrt, ldexp (v_ldexp_f16), division (v_div_fixup_f16, on
// gfx9 its op_sel form), isnan/isinf (v_cmp_class_f16), conversions to and
// from short/ushort/char (SDWA forms on fiji), round-toward-zero stores
// (v_cvt_pkrtz_f16_f32 through its builtin: fiji rounds vstore_half_rtz in
// software), half2 fma on swapped halves (gfx9 op_sel) and
// clamp (v_pk_max/min_f16 with inline constants). Results against Python:
// halves rounded once from the exact value (fround(x, 'e', ...)).
// REQUIRES: amdcl2-clang, amdcl2-run
// Not run as a 32-bit program (the m32 variant): clang's r600 front end of
// 32-bit programs has no __builtin_amdgcn_*.
// UNSUPPORTED: m32
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump -d %t.fiji.clo | FileCheck --check-prefix=FIJI %s %}
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump -d %t.gfx900.clo | FileCheck --check-prefix=GFX900 %s
// DEFINE: %{args} = --global 256 --arg buf:@%t.in/h.bin --arg buf:@%t.in/g.bin \
// DEFINE:   --arg buf:@%t.in/s.bin --arg buf:@%t.in/f.bin --arg buf:10240 --arg buf:1024 --arg buf:1024
// RUN: %run %t.fiji.clo --kernel hmath %{args} --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: %run %t.gfx900.clo --kernel hmath %{args} --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// FIJI-DAG: v_ldexp_f16
// FIJI-DAG: v_div_fixup_f16
// FIJI-DAG: v_cmp_class_f16
// FIJI-DAG: v_cvt_pkrtz_f16_f32
// FIJI-DAG: v_floor_f16
// FIJI-DAG: v_sqrt_f16
// FIJI-DAG: v_cvt_f16_u16_sdwa
// GFX900-DAG: v_div_fixup_f16
// GFX900-DAG: v_ldexp_f16
// GFX900-DAG: v_pk_fma_f16 {{.*}} op_sel:[1,0,0]
// GFX900-DAG: v_pk_max_f16 {{.*}} -1.0
// GFX900-DAG: v_cvt_pkrtz_f16_f32
// GFX900-DAG: v_rndne_f16

// h, g: halves of either sign from 2^-6 to 2^6, a quarter of them exact
// multiples of 0.5 (rint's ties), a few specials; s: shorts; f: floats.
// GEN: random.seed(32)
// GEN: he = lambda x: struct.unpack("<H", struct.pack("<e", x))[0]
// GEN: def hv():
// GEN:   r = random.random()
// GEN:   if r < 0.25: return he(random.randint(-40, 40) / 2)
// GEN:   if r < 0.3: return random.choice([0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x83ff])
// GEN:   return he(random.choice([1, -1]) * random.uniform(2 ** -6, 2 ** 6))
// GEN: write("h.bin", "H", [hv() for _ in range(600)])
// GEN: write("g.bin", "H", [hv() for _ in range(600)])
// GEN: write("s.bin", "h", [random.randint(-32768, 32767) for _ in range(300)])
// GEN: write("f.bin", "f", [random.choice([1, -1]) * random.uniform(0, 70000) for _ in range(600)])

// EXPECT: hf = lambda v: struct.unpack("<e", struct.pack("<H", v))[0]
// EXPECT: H, G = [hf(v) for v in read("h.bin", "H")], [hf(v) for v in read("g.bin", "H")]
// EXPECT: S, F = read("s.bin", "h"), read("f.bin", "f")
// EXPECT: X = Fraction
// EXPECT: hr = lambda v, m="rne": fround(v, "e", m) if not isinstance(v, float) or math.isfinite(v) else v
// EXPECT: def rne(x):
// EXPECT:   if not math.isfinite(x): return x
// EXPECT:   return math.copysign(float(round(X(x))), x)
// EXPECT: def div(x, y):
// EXPECT:   if math.isnan(x) or math.isnan(y) or (x == 0 and y == 0) or (math.isinf(x) and math.isinf(y)): return math.nan
// EXPECT:   neg = math.copysign(1, x) * math.copysign(1, y) < 0
// EXPECT:   if y == 0 or math.isinf(x): return -math.inf if neg else math.inf
// EXPECT:   if math.isinf(y) or x == 0: return -0.0 if neg else 0.0
// EXPECT:   return hr(X(f32(x * f32(1 / y))))
// EXPECT: def sqrt(x):
// EXPECT:   if math.isnan(x) or x < 0: return math.nan
// EXPECT:   return x if x in (0, math.inf) else hr(math.sqrt(x))
// EXPECT: def ldexp(x, e):
// EXPECT:   return x if not math.isfinite(x) or x == 0 else hr(X(x) * X(2) ** e)
// EXPECT: def fma(a, b, c):
// EXPECT:   return hr(X(a) * X(b) + X(c)) if all(map(math.isfinite, (a, b, c))) else a * b + c
// EXPECT: s16 = lambda v: (v + 32768) % 65536 - 32768
// EXPECT: def rtz(v):
// EXPECT:   return min(max(fround(v, "e", "rtz"), -65504.0), 65504.0)
// EXPECT: o, c, w = [], [], []
// EXPECT: for i in range(256):
// EXPECT:   x, y = H[i], G[i]
// EXPECT:   fl = lambda f: f(x) if math.isfinite(x) else x
// EXPECT:   o += [fl(math.floor) * 1.0 if x != 0 else x, fl(math.ceil) * 1.0 if x != 0 else x, fl(math.trunc) * 1.0 if x != 0 else x, rne(x)]
// EXPECT:   o[-4:] = [math.copysign(v, x) if v == 0 else v for v in o[-4:]]
// EXPECT:   o += [sqrt(abs(x)), ldexp(x, int(math.fmod(S[i], 8)) - 3), div(x, y), math.copysign(abs(x), y)]
// EXPECT:   o += [hr(S[i]), hr(S[i] % 65536), hr((S[i] + 128) % 256 - 128), 0.0]
// EXPECT:   o += [rtz(F[2 * i]), rtz(F[2 * i + 1]), fma(H[2 * i + 1], G[2 * i], H[2 * i]), fma(H[2 * i], G[2 * i + 1], H[2 * i + 1])]
// EXPECT:   o += [max(-1.0, min(1.0, v)) if not math.isnan(v) else -1.0 for v in (x, y)] + [0.0, 0.0]
// EXPECT:   c += [int(math.isnan(x)) + 2 * int(math.isinf(y)) + 4 * int(x < y)]
// EXPECT:   sat = lambda v, lo, hi: 0 if math.isnan(v) else max(lo, min(hi, math.trunc(v) if math.isfinite(v) else (hi if v > 0 else lo)))
// EXPECT:   w += [sat(x, -32768, 32767), s16(sat(y, 0, 65535))]
// EXPECT: expect("arg4.bin", "e", o)
// EXPECT: expect("arg5.bin", "i", c)
// EXPECT: expect("arg6.bin", "h", w)

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void hmath(global const half *h, global const half *g,
                  global const short *s, global const float *f,
                  global half *o, global int *c, global short2 *w) {
  size_t i = get_global_id(0);
  half x = h[i], y = g[i];
  global half *r = o + 20 * i;
  r[0] = floor(x);
  r[1] = ceil(x);
  r[2] = trunc(x);
  r[3] = rint(x);
  r[4] = sqrt(fabs(x));
  r[5] = ldexp(x, s[i] % 8 - 3);
  r[6] = x / y;
  r[7] = copysign(x, y);
  r[8] = (half)s[i];
  r[9] = (half)(ushort)s[i];
  r[10] = (half)(char)s[i];
  r[11] = 0;
  vstore2(as_half2(__builtin_amdgcn_cvt_pkrtz(f[2 * i], f[2 * i + 1])), 0, r + 12);
  half2 a = vload2(i, h), b = vload2(i, g);
  vstore2(fma(a.yx, b, a), 0, r + 14);
  vstore2(clamp((half2)(x, y), -1.0h, 1.0h), 0, r + 16);
  r[18] = r[19] = 0;
  c[i] = isnan(x) + 2 * isinf(y) + 4 * (x < y);
  w[i] = (short2)(convert_short_sat(x), as_short(convert_ushort_sat(y)));
}
