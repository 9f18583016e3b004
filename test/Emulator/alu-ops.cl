// Integer and float ALU operations that map to single VOP3 instructions
// (max3/min3/med3 from nested max/min and clamp, sad, cvt_f32_ubyteN,
// alignbit from rotate, madmk/madak or fma from a*K+b, frexp), checked
// against Python. a*K+b may be contracted (OpenCL's default): a result is
// accepted if it is either the fused or the unfused one.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel alu --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:@%t.in/c.bin --arg buf:@%t.in/f.bin --arg buf:12288 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel alu --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:@%t.in/c.bin --arg buf:@%t.in/f.bin --arg buf:12288 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// GEN: random.seed(4)
// GEN: n = 256
// GEN: a = [random.randrange(1 << 32) for i in range(n)]
// GEN: b = [random.randrange(1 << 32) for i in range(n)]
// GEN: c = [random.randrange(1 << 32) for i in range(n)]
// GEN: f = [f32(random.uniform(-1000, 1000)) for i in range(3 * n)]
// GEN: write("a.bin", "I", a)
// GEN: write("b.bin", "I", b)
// GEN: write("c.bin", "I", c)
// GEN: write("f.bin", "f", f)
// EXPECT: import math
// EXPECT: from fractions import Fraction as F
// EXPECT: s = lambda x: x - (1 << 32) if x >= 1 << 31 else x
// EXPECT: u = lambda x: x & 0xffffffff
// EXPECT: rotl = lambda x, r: u((x << (r & 31)) | (x >> (32 - (r & 31)))) if r & 31 else x
// EXPECT: got = read("arg4.bin", "I")
// EXPECT: gotf = read("arg4.bin", "f")
// EXPECT: want = []
// EXPECT: for i in range(n):
// EXPECT:   x, y, z = f[3 * i], f[3 * i + 1], f[3 * i + 2]
// EXPECT:   fused, unfused = f32(float(F(x) * F(2.5) + F(y))), f32(f32(x * 2.5) + y)
// EXPECT:   mk = gotf[12 * i + 9] if gotf[12 * i + 9] in (fused, unfused) else "fused %r or unfused %r" % (fused, unfused)
// EXPECT:   m, e = math.frexp(x)
// EXPECT:   want += [u(max(s(a[i]), s(b[i]), s(c[i]))), min(a[i], b[i], c[i]), u(min(max(s(a[i]), -1000), 1000)),
// EXPECT:            abs(a[i] - b[i]) + (c[i] & 0xffff), rotl(a[i], b[i]),
// EXPECT:            struct.unpack("<I", struct.pack("<f", float((a[i] >> 16) & 0xff)))[0],
// EXPECT:            struct.unpack("<I", struct.pack("<f", max(x, y, z)))[0],
// EXPECT:            struct.unpack("<I", struct.pack("<f", min(x, y, z)))[0],
// EXPECT:            struct.unpack("<I", struct.pack("<f", min(max(x, -10.0), 10.0)))[0],
// EXPECT:            struct.unpack("<I", struct.pack("<f", mk))[0] if mk in (fused, unfused) else mk,
// EXPECT:            struct.unpack("<I", struct.pack("<f", m))[0], u(e)]
// EXPECT: expect("arg4.bin", "I", want)

kernel void alu(global const uint *a, global const uint *b,
                global const uint *c, global const float *f,
                global uint *o) {
  size_t i = get_global_id(0);
  uint x = a[i], y = b[i], z = c[i];
  float p = f[3 * i], q = f[3 * i + 1], r = f[3 * i + 2];
  global uint *w = o + 12 * i;
  global float *wf = (global float *)w;
  w[0] = max(max((int)x, (int)y), (int)z);
  w[1] = min(min(x, y), z);
  w[2] = clamp((int)x, -1000, 1000);
  w[3] = abs_diff(x, y) + (z & 0xffff);
  w[4] = rotate(x, y);
  wf[5] = (float)((x >> 16) & 0xff);
  wf[6] = fmax(fmax(p, q), r);
  wf[7] = fmin(fmin(p, q), r);
  wf[8] = clamp(p, -10.0f, 10.0f);
  wf[9] = p * 2.5f + q;
  int e;
  wf[10] = frexp(p, &e);
  w[11] = e;
}
