// AMD's dialect: a read with a sampler from a read_write image. OpenCL 2.0
// has sampler reads of read_only images only (s6.13.14.2), and clang 22
// finds no overload; AMD's compiler accepted them: the APP SDK 3.0 samples
// ImageBinarization and SimpleDepthImage (OpenCL 2.0 samples, built with
// -cl-std=CL2.0 by AMD's driver) read a read_write image through a sampler
// and write it back. The image is read as a read_only one would be; clang's
// error is the warning. A call of these names that matches nothing else
// stays an error, and -cl-strict and -Werror keep the error.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+23]]:13: warning: no matching function for call to 'read_imageui'; accepted as in AMD's OpenCL C dialect
// CHECK: [[FILE]]:[[@LINE+23]]:13: warning: no matching function for call to 'read_imageui'; accepted as in AMD's OpenCL C dialect
// CHECK: 2 warnings generated.
// RUN: %emucheck gen %s %t.in
// RUN: %run %t.clo --kernel binarize --global 8,4 --arg image:8x4:R:UNSIGNED_INT8:@%t.in/img.bin --arg i32:100 --arg buf:128 --out %t.out
// RUN: %emucheck check %s %t.out
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -DWRONG -c -o %t.wrong.clo %s 2>&1 | FileCheck %s --check-prefix=WRONG
// ERR-COUNT-2: error: no matching function for call to 'read_image
// WRONG: error: no matching function for call to 'read_imageui'

// GEN: random.seed(4)
// GEN: img = [random.getrandbits(8) for _ in range(32)]
// GEN: write_bytes("img.bin", bytes(img))
// EXPECT: expect("arg0.bin", "B", [255 if v > 100 else 0 for v in img])
// EXPECT: expect("arg2.bin", "f", [float(2 * v) for v in img])

constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                       CLK_FILTER_NEAREST;

kernel void binarize(read_write image2d_t img, int t, global float *o) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  uint4 p = read_imageui(img, s, c);
  uint4 q = read_imageui(img, s, convert_float2(c) + 0.5f);
  o[c.y * 8 + c.x] = (float)(p.x + q.x);
  write_imageui(img, c, (uint4)(p.x > t ? 255 : 0));
#ifdef WRONG
  o[0] = read_imageui(img, c, s).x;
#endif
}
