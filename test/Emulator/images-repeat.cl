// A normalized coordinate repeats before it is scaled to texels (OpenCL 2.0
// s8.2: u = (s - floor(s)) * w): the CTS's image_streams sampled 2D float
// images with a linear filter at s = -0x1.24924ap-5 on 182 rows, where the
// definition gives 175.5, the middle of row 175, but the scaled coordinate,
// -6.5000005, wrapped, fell half a millionth into row 174. Coordinates here
// are chosen in Python, as the definition computes them in float, to land
// exactly on a texel's centre after repeating but not before; each read is
// then exactly that texel, whose value tells its row and column.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel get --global 8 --arg image:177x182:R:FLOAT:@%t.in/img.bin \
// RUN:   --arg sampler:normalized,repeat,linear --arg buf:@%t.in/c.bin --arg buf:32 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel get --global 8 --arg image:177x182:R:FLOAT:@%t.in/img.bin \
// RUN:   --arg sampler:normalized,repeat,linear --arg buf:@%t.in/c.bin --arg buf:32 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// GEN: import math
// GEN: W, H = 177, 182
// GEN: write("img.bin", "f", [float(y * 1000 + x) for y in range(H) for x in range(W)])
// GEN: def axis(n, start):
// GEN:     # (s, texel): f32(f32(s - floor(s)) * n) == texel + 0.5 exactly,
// GEN:     # f32(s * n) not (the coordinate scaled first misses the centre).
// GEN:     out = []
// GEN:     for j in range(start, 40000):
// GEN:         s = f32(-(j + 0.5) / n)
// GEN:         u = f32(f32(s - math.floor(s)) * n)
// GEN:         if u - 0.5 == math.floor(u - 0.5) and f32(s * n) - 0.5 != math.floor(f32(s * n) - 0.5):
// GEN:             out.append((s, int(u - 0.5)))
// GEN:     return out
// GEN: xs, ys = axis(W, 0)[:8], axis(H, 0)[:8]
// GEN: assert len(xs) == 8 and len(ys) == 8
// GEN: write("c.bin", "f", [v for i in range(8) for v in (xs[i][0], ys[i][0])])
// EXPECT: xs, ys = axis(W, 0)[:8], axis(H, 0)[:8]
// EXPECT: expect("arg3.bin", "f", [float(ys[i][1] * 1000 + xs[i][1]) for i in range(8)])

kernel void get(read_only image2d_t img, sampler_t s, global const float2 *c,
                global float *o) {
  size_t i = get_global_id(0);
  o[i] = read_imagef(img, s, c[i]).x;
}
