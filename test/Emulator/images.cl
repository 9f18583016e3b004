// Images and samplers on the virtual device: the runtime's image objects
// (T# or 1D-buffer V#, channel codes, width) and sampler objects (S#), the
// texture unit's format conversions, destination selects, addressing and
// filtering, checked against OpenCL 2.0's definitions (s8.2-8.3) computed
// in Python. Texel values and coordinates are dyadic so that float
// arithmetic is exact on both sides.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
//
// Loads and stores: BGRA unorm8 in, float out, RG snorm16 out.
// RUN: %run %t.fiji.clo --kernel convert --global 8,4 --arg image:8x4:BGRA:UNORM_INT8:@%t.in/bgra.bin \
// RUN:   --arg image:8x4:RG:SNORM_INT16 --arg buf:512 --out %t.fiji.convert
// RUN: %emucheck check %s %t.fiji.convert test=convert
// RUN: %run %t.gfx900.clo --kernel convert --global 8,4 --arg image:8x4:BGRA:UNORM_INT8:@%t.in/bgra.bin \
// RUN:   --arg image:8x4:RG:SNORM_INT16 --arg buf:512 --out %t.gfx900.convert
// RUN: %emucheck check %s %t.gfx900.convert test=convert
//
// Sampled reads of an 8x4 RGBA float image with each sampler kind.
// RUN: %run %t.fiji.clo --kernel sample --global 64 --arg image:8x4:RGBA:FLOAT:@%t.in/rgba.bin \
// RUN:   --arg sampler:normalized,repeat,nearest --arg buf:@%t.in/coords.bin --arg buf:1024 --out %t.fiji.s1
// RUN: %emucheck check %s %t.fiji.s1 test=sample norm=1 mode=repeat linear=0
// RUN: %run %t.gfx900.clo --kernel sample --global 64 --arg image:8x4:RGBA:FLOAT:@%t.in/rgba.bin \
// RUN:   --arg sampler:normalized,mirrored_repeat,linear --arg buf:@%t.in/coords.bin --arg buf:1024 --out %t.gfx900.s2
// RUN: %emucheck check %s %t.gfx900.s2 test=sample norm=1 mode=mirrored_repeat linear=1
// RUN: %run %t.fiji.clo --kernel sample --global 64 --arg image:8x4:RGBA:FLOAT:@%t.in/rgba.bin \
// RUN:   --arg sampler:0x24 --arg buf:@%t.in/coords.bin --arg buf:1024 --out %t.fiji.s3
// RUN: %emucheck check %s %t.fiji.s3 test=sample norm=0 mode=clamp linear=1
// RUN: %run %t.gfx900.clo --kernel sample --global 64 --arg image:8x4:RGBA:FLOAT:@%t.in/rgba.bin \
// RUN:   --arg sampler:unnormalized,clamp_to_edge,linear --arg buf:@%t.in/coords.bin --arg buf:1024 --out %t.gfx900.s4
// RUN: %emucheck check %s %t.gfx900.s4 test=sample norm=0 mode=clamp_to_edge linear=1
//
// The border of an image without alpha is (0, 0, 0, 1); a literal sampler
// in the program (created by the loader from .hsaimage_samplerinit).
// RUN: %run %t.fiji.clo --kernel border --global 16 --arg image:4:R:FLOAT:@%t.in/r.bin --arg buf:512 --out %t.fiji.border
// RUN: %emucheck check %s %t.fiji.border test=border
// RUN: %run %t.gfx900.clo --kernel border --global 16 --arg image:4:R:FLOAT:@%t.in/r.bin --arg buf:512 --out %t.gfx900.border
// RUN: %emucheck check %s %t.gfx900.border test=border
//
// Arrays (layer rounded to nearest even, clamped), 3D trilinear, queries.
// RUN: %run %t.fiji.clo --kernel arrays --global 8 --arg image:4x2x3:RGBA:FLOAT:@%t.in/arr.bin \
// RUN:   --arg image:2x2x2:R:FLOAT:@%t.in/vol.bin --arg image:5x7:RA:UNSIGNED_INT16 --arg buf:512 --out %t.fiji.arrays
// RUN: %emucheck check %s %t.fiji.arrays test=arrays
// RUN: %run %t.gfx900.clo --kernel arrays --global 8 --arg image:4x2x3:RGBA:FLOAT:@%t.in/arr.bin \
// RUN:   --arg image:2x2x2:R:FLOAT:@%t.in/vol.bin --arg image:5x7:RA:UNSIGNED_INT16 --arg buf:512 --out %t.gfx900.arrays
// RUN: %emucheck check %s %t.gfx900.arrays test=arrays
//
// 1D buffers: integers saturate on stores.
// RUN: %run %t.fiji.clo --kernel buffer1d --global 40 --arg image:40:RGBA:UNSIGNED_INT8:random=7 \
// RUN:   --arg image:40:RGBA:UNSIGNED_INT8 --out %t.fiji.buf
// RUN: %emucheck check %s %t.fiji.buf test=buffer1d
// RUN: %run %t.gfx900.clo --kernel buffer1d --global 40 --arg image:40:RGBA:UNSIGNED_INT8:random=7 \
// RUN:   --arg image:40:RGBA:UNSIGNED_INT8 --out %t.gfx900.buf
// RUN: %emucheck check %s %t.gfx900.buf test=buffer1d

// GEN: random.seed(5)
// GEN: write_bytes("bgra.bin", bytes(random.randrange(256) for _ in range(8 * 4 * 4)))
// GEN: write("rgba.bin", "f", [random.randrange(256) / 256 for _ in range(8 * 4 * 4)])
// GEN: write("r.bin", "f", [0.25, 0.5, 0.75, 1.0])
// GEN: write("arr.bin", "f", [random.randrange(256) / 256 for _ in range(4 * 2 * 3 * 4)])
// GEN: write("vol.bin", "f", [random.randrange(256) / 256 for _ in range(8)])
// Coordinates at quarter texels, inside and up to 1.5 images outside.
// GEN: write("coords.bin", "f", [c for _ in range(64) for c in (random.randrange(-48, 80) / 32 + 1 / 64, random.randrange(-24, 40) / 16 + 1 / 64)])

// EXPECT: import math
// EXPECT: def texel(img, w, x, y, n=4): return img[(y * w + x) * n:(y * w + x) * n + n]
// EXPECT: if test == "convert":
// EXPECT:   b = read_bytes("arg0.bin"); f = read("arg2.bin", "f")
// EXPECT:   want = [v for p in range(32) for v in (b[4*p+2] / 255, b[4*p+1] / 255, b[4*p] / 255, b[4*p+3] / 255)]
// EXPECT:   expect("arg2.bin", "f", [f32(v) for v in want])
// EXPECT:   sn = [round(f32(max(-1.0, min(1.0, f32(2 * f32(v) - 1))) * 32767)) for p in range(32) for v in (want[4*p], want[4*p+1])]
// EXPECT:   expect("arg1.bin", "h", sn)
// EXPECT: if test == "sample":
// EXPECT:   img = read("arg0.bin", "f"); co = read("arg2.bin", "f"); W, H = 8, 4
// EXPECT:   def addr(i, n):
// EXPECT:     if mode == "repeat": return i % n
// EXPECT:     if mode == "mirrored_repeat": m = i % (2 * n); return m if m < n else 2 * n - 1 - m
// EXPECT:     if mode == "clamp_to_edge": return min(max(i, 0), n - 1)
// EXPECT:     return i if 0 <= i < n else None
// EXPECT:   def at(i, j):
// EXPECT:     i, j = addr(i, W), addr(j, H)
// EXPECT:     return [0.0] * 4 if i is None or j is None else texel(img, W, i, j)
// EXPECT:   want = []
// EXPECT:   for k in range(64):
// EXPECT:     u, v = co[2 * k], co[2 * k + 1]
// EXPECT:     if norm: u, v = u * W, v * H
// EXPECT:     if not linear: want += at(math.floor(u), math.floor(v)); continue
// EXPECT:     i0, j0 = math.floor(u - 0.5), math.floor(v - 0.5); a, bb = u - 0.5 - i0, v - 0.5 - j0
// EXPECT:     t = [at(i0, j0), at(i0 + 1, j0), at(i0, j0 + 1), at(i0 + 1, j0 + 1)]
// EXPECT:     want += [(1 - a) * (1 - bb) * t[0][c] + a * (1 - bb) * t[1][c] + (1 - a) * bb * t[2][c] + a * bb * t[3][c] for c in range(4)]
// EXPECT:   expect("arg3.bin", "f", want)
// EXPECT: if test == "border":
// EXPECT:   want = []
// EXPECT:   for k in range(16):
// EXPECT:     x = k - 6
// EXPECT:     want += [[0.25, 0.5, 0.75, 1.0][x], 0.0, 0.0, 1.0] if 0 <= x < 4 else [0.0, 0.0, 0.0, 1.0]
// EXPECT:     want += [[0.25, 0.5, 0.75, 1.0][min(max(x, 0), 3)], 0.0, 0.0, 1.0]
// EXPECT:   expect("arg1.bin", "f", want)
// EXPECT: if test == "arrays":
// EXPECT:   arr = read("arg0.bin", "f"); vol = read("arg1.bin", "f"); want = []
// EXPECT:   for k in range(8):
// EXPECT:     layer = min(max(round(k * 0.5 - 0.5), 0), 2)
// EXPECT:     want += arr[((layer * 2 + 1) * 4 + k % 4) * 4:][:4]
// EXPECT:   a = [0.25, 0.5, 0.75]
// EXPECT:   want += [sum(vol[(z * 2 + y) * 2 + x] * (a[0] if x else 1 - a[0]) * (a[1] if y else 1 - a[1]) * (a[2] if z else 1 - a[2]) for z in (0, 1) for y in (0, 1) for x in (0, 1)), 0.0, 0.0, 1.0]
// EXPECT:   expect("arg3.bin", "f", want)
// EXPECT:   q = read("arg3.bin", "i")[36:48]; qwant = [4, 2, 3, 2, 2, 2, 5, 7, 0x10B3, 0x10DB, 0x10B5, 0x10DE]
// EXPECT:   assert q == qwant, "queries: got %r, expected %r" % (q, qwant)
// EXPECT: if test == "buffer1d":
// EXPECT:   expect("arg1.bin", "B", [min(v + 1, 255) for v in read_bytes("arg0.bin")])

kernel void convert(read_only image2d_t in, write_only image2d_t out,
                    global float4 *f) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float4 v = read_imagef(in, p);
  f[p.y * 8 + p.x] = v;
  float4 twice = v * 2.0f;
  write_imagef(out, p, twice - 1.0f);
}

kernel void sample(read_only image2d_t img, sampler_t s,
                   global const float2 *coords, global float4 *out) {
  size_t k = get_global_id(0);
  out[k] = read_imagef(img, s, coords[k]);
}

const sampler_t clampToEdge =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void border(read_only image1d_t img, global float4 *out) {
  size_t k = get_global_id(0);
  float x = k - 6.0f + 0.5f;
  const sampler_t clamp =
      CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
  out[2 * k] = read_imagef(img, clamp, x);
  out[2 * k + 1] = read_imagef(img, clampToEdge, x);
}

kernel void arrays(read_only image2d_array_t arr, read_only image3d_t vol,
                   read_only image2d_t q, global float4 *out) {
  size_t k = get_global_id(0);
  const sampler_t nearest =
      CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  const sampler_t linear =
      CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
  out[k] = read_imagef(arr, nearest, (float4)(k % 4 + 0.5f, 1.5f, k * 0.5f - 0.5f, 0));
  if (k == 0) {
    // Texel centres at 0.25 and 0.75: weights 0.25, 0.5, 0.75 of texel 1.
    out[8] = read_imagef(vol, linear, (float4)(0.375f, 0.5f, 0.625f, 0));
    global int *o = (global int *)(out + 9);
    o[0] = get_image_width(arr);
    o[1] = get_image_height(arr);
    o[2] = get_image_array_size(arr);
    o[3] = get_image_width(vol);
    o[4] = get_image_height(vol);
    o[5] = get_image_depth(vol);
    o[6] = get_image_width(q);
    o[7] = get_image_height(q);
    o[8] = get_image_channel_order(q);
    o[9] = get_image_channel_data_type(q);
    o[10] = get_image_channel_order(arr);
    o[11] = get_image_channel_data_type(arr);
  }
}

kernel void buffer1d(read_only image1d_buffer_t in,
                     write_only image1d_buffer_t out) {
  int k = get_global_id(0);
  write_imageui(out, k, read_imageui(in, k) + 1);
}
