// MODE's denormal and rounding fields, end to end: the kernel's
// .floatmode (PGM_RSRC1) sets them at dispatch and s_setreg changes them.
// fiji and gfx900 with -cl-denorms-are-zero flush f32 denormals (0xc0:
// inputs and results, f64 kept); gfx900 keeps them (0xf0). The rounding
// kernel sets the mode from its argument through __builtin_set_flt_rounds
// (FLT_ROUNDS: 0 toward zero, 1 nearest, 2 up, 3 down), which LLVM lowers
// to s_setreg of MODE's round fields; one binary runs in all four.
// REQUIRES: amdcl2-clang, amdcl2-run
// Not run as a 32-bit program (the m32 variant): clang's r600 front end of
// 32-bit programs has no __builtin_amdgcn_* or __builtin_set_flt_rounds.
// UNSUPPORTED: m32
// DEFINE: %{dargs} = --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:@%t.in/c.bin \
// DEFINE:   --arg buf:@%t.in/d.bin --arg buf:4096 --arg buf:4096 --arg buf:1024
// DEFINE: %{rargs} = --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:@%t.in/c.bin \
// DEFINE:   --arg buf:@%t.in/d.bin --arg buf:@%t.in/n.bin --arg buf:5120 --arg buf:4096
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump --kernels %t.fiji.clo | FileCheck --check-prefix=FLUSH %s
// RUN: %run %t.fiji.clo --kernel denormals --global 256 %{dargs} --out %t.fiji
// RUN: %emucheck check %s %t.fiji test=denormals mode=rne flush=1 fused=0
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump --kernels %t.gfx900.clo | FileCheck --check-prefix=KEEP %s
// RUN: %run %t.gfx900.clo --kernel denormals --global 256 %{dargs} --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900 test=denormals mode=rne flush=0 fused=1
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-denorms-are-zero -c -o %t.daz.gfx900.clo %s
// RUN: amdcl2-objdump --kernels %t.daz.gfx900.clo | FileCheck --check-prefix=FLUSH %s
// RUN: %run %t.daz.gfx900.clo --kernel denormals --global 256 %{dargs} --out %t.daz.gfx900
// RUN: %emucheck check %s %t.daz.gfx900 test=denormals mode=rne flush=1 fused=0
//
// RUN: %run %t.fiji.clo --kernel rounding --global 256 %{rargs} --arg i32:0 --out %t.fiji.rtz
// RUN: %emucheck check %s %t.fiji.rtz test=rounding mode=rtz flush=1
// RUN: %run %t.fiji.clo --kernel rounding --global 256 %{rargs} --arg i32:1 --out %t.fiji.rne
// RUN: %emucheck check %s %t.fiji.rne test=rounding mode=rne flush=1
// RUN: %run %t.fiji.clo --kernel rounding --global 256 %{rargs} --arg i32:2 --out %t.fiji.rtp
// RUN: %emucheck check %s %t.fiji.rtp test=rounding mode=rtp flush=1
// RUN: %run %t.fiji.clo --kernel rounding --global 256 %{rargs} --arg i32:3 --out %t.fiji.rtn
// RUN: %emucheck check %s %t.fiji.rtn test=rounding mode=rtn flush=1
// RUN: %run %t.gfx900.clo --kernel rounding --global 256 %{rargs} --arg i32:2 --out %t.gfx900.rtp
// RUN: %emucheck check %s %t.gfx900.rtp test=rounding mode=rtp flush=0
// RUN: %run %t.gfx900.clo --kernel rounding --global 256 %{rargs} --arg i32:0 --out %t.gfx900.rtz
// RUN: %emucheck check %s %t.gfx900.rtz test=rounding mode=rtz flush=0

// FLUSH: .floatmode 0xc0
// KEEP: .floatmode 0xf0

// a, b, c: f32 from denormal (2^-149) to 2^20, so that sums, products and
// fma results land on both sides of 2^-126; d: f64 around the f32 denormal
// range; n: integers above 2^24 (not all representable in f32).
// GEN: random.seed(7)
// GEN: def r32(lo, hi): return f32(random.uniform(1, 2) * 2.0 ** random.randint(lo, hi) * random.choice([1, -1]))
// GEN: a = [r32(-149, -100) if k % 4 == 0 else r32(-70, 20) for k in range(256)]
// GEN: b = [r32(-149, -120) if k % 4 == 1 else r32(-70, 20) for k in range(256)]
// GEN: c = [r32(-149, -110) if k % 2 else r32(-40, 20) for k in range(256)]
// GEN: d = [random.uniform(1, 2) * 2.0 ** random.randint(-160, -110) * random.choice([1, -1]) for k in range(256)]
// GEN: n = [random.randint(2 ** 24, 2 ** 31 - 1) * random.choice([1, -1]) for k in range(256)]
// GEN: write("a.bin", "f", a); write("b.bin", "f", b); write("c.bin", "f", c); write("d.bin", "d", d); write("n.bin", "i", n)

// EXPECT: a, b, c, d = read("a.bin", "f"), read("b.bin", "f"), read("c.bin", "f"), read("d.bin", "d")
// EXPECT: n = read("n.bin", "i")
// EXPECT: X = Fraction
// EXPECT: fz = (lambda v: ftz(v)) if flush else (lambda v: v)
// EXPECT: def zadd(x, y):  # the sign of an exact zero sum (IEEE 754 6.3)
// EXPECT:   s = x + y
// EXPECT:   same = x == 0 and y == 0 and math.copysign(1, x) == math.copysign(1, y)
// EXPECT:   return -0.0 if s == 0 and mode == "rtn" and not same else s
// EXPECT: def r(v, zero, fmt="f"): return fz(fround(v, fmt, mode, zero)) if fmt == "f" else fround(v, fmt, mode, zero)
// EXPECT: add = lambda x, y: r(X(x) + X(y), zadd(x, y))
// EXPECT: mul = lambda x, y: r(X(x) * X(y), x * y)
// EXPECT: fma = lambda x, y, z: r(X(x) * X(y) + X(z), zadd(x * y, z))
// EXPECT: if test == "denormals":
// EXPECT:   F = []
// EXPECT:   for x, y, z, w in zip(a, b, c, d):
// EXPECT:     x, y, z = fz(x), fz(y), fz(z)
// EXPECT:     F += [add(x, y), mul(x, y), fma(x, y, z) if fused else add(mul(x, y), z), fz(fround(w))]
// EXPECT:   expect("arg4.bin", "f", F)
// EXPECT:   expect("arg5.bin", "d", [v for x, w in zip(a, d) for v in (fz(x), w * 3.0)])
// EXPECT:   expect("arg6.bin", "i", [int(fz(x) < fz(y)) for x, y in zip(a, b)])
// EXPECT: else:
// EXPECT:   F = []
// EXPECT:   for x, y, z, w, k in zip(a, b, c, d, n):
// EXPECT:     x, y, z = fz(x), fz(y), fz(z)
// EXPECT:     F += [add(x, y), mul(x, y), fma(x, y, z), r(w * 2.0 ** 100, 0.0), r(k, 0.0)]
// EXPECT:   expect("arg5.bin", "f", F)
// EXPECT:   G = [(r(X(w) + X(fz(x)), zadd(w, fz(x)), "d"), r(X(w) * X(fz(x)), w * fz(x), "d")) for x, w in zip(a, d)]
// EXPECT:   expect("arg6.bin", "d", [v for p in G for v in p])

// Both kernels take the same buffers: a, b, c (f32), d (f64), then outputs.
kernel void denormals(global const float *a, global const float *b,
                      global const float *c, global const double *d,
                      global float *f, global double *g, global int *lt) {
  size_t i = get_global_id(0);
  float x = a[i], y = b[i];
  f[4 * i] = x + y;
  f[4 * i + 1] = x * y;
  f[4 * i + 2] = x * y + c[i]; // v_mac_f32 when flushing, else v_fma_f32
  f[4 * i + 3] = (float)d[i];  // f64 in (kept), f32 out (flushed)
  g[2 * i] = (double)x;        // f32 in (flushed), exact out
  g[2 * i + 1] = d[i] * 3.0;   // f64: kept everywhere
  lt[i] = x < y;               // the compare sees flushed inputs
}

kernel void rounding(global const float *a, global const float *b,
                     global const float *c, global const double *d,
                     global const int *n, global float *f, global double *g,
                     int mode) {
  size_t i = get_global_id(0);
  __builtin_set_flt_rounds(mode);
  float x = a[i], y = b[i];
  f[5 * i] = x + y;
  f[5 * i + 1] = x * y;
  f[5 * i + 2] = fma(x, y, c[i]);
  f[5 * i + 3] = (float)(d[i] * 0x1p100); // exact f64 scale, rounded to f32
  f[5 * i + 4] = (float)n[i];             // v_cvt_f32_i32 rounds
  g[2 * i] = d[i] + x;
  g[2 * i + 1] = d[i] * x;
}
