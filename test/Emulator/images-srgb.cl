// sRGB images (OpenCL 2.0 section 8.3.1.1): the runtime gives the T# the
// sRGB number format and the texture unit decodes R, G and B on a read
// (alpha stays linear), before filtering. All 256 byte values are read
// from an sRGBA and an sBGRA image and checked against the sRGB transfer
// function in Python (evaluated as the definition reads: the byte as a
// float over 255, then c/12.92 or ((c+0.055)/1.055)^2.4). A store to an
// sRGB image is refused by name: AMD's drivers offered sRGB for reading
// only, and what the hardware does on a store is not known here.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel get --global 64 --arg image:64:sRGBA:UNORM_INT8:@%t.in/t.bin \
// RUN:   --arg buf:1024 --out %t.fiji.rgba
// RUN: %emucheck check %s %t.fiji.rgba order=rgba
// RUN: %run %t.fiji.clo --kernel get --global 64 --arg image:64:sBGRA:UNORM_INT8:@%t.in/t.bin \
// RUN:   --arg buf:1024 --out %t.fiji.bgra
// RUN: %emucheck check %s %t.fiji.bgra order=bgra
// RUN: not %run %t.fiji.clo --kernel put --global 4 --arg image:4:sRGBA:UNORM_INT8 2>&1 | FileCheck %s --check-prefix=STORE
// RUN: not %run %t.fiji.clo --kernel get --global 4 --arg image:4:sRGBA:UNORM_INT16 --arg buf:64 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel get --global 64 --arg image:64:sRGBA:UNORM_INT8:@%t.in/t.bin \
// RUN:   --arg buf:1024 --out %t.gfx900.rgba
// RUN: %emucheck check %s %t.gfx900.rgba order=rgba

// STORE: error: {{.*}}a store to an sRGB image (number format 9) is not modelled
// TYPE: error: {{.*}}sRGB images are UNORM_INT8 images

// GEN: write_bytes("t.bin", bytes(range(256)))
// EXPECT: def lin(b):
// EXPECT:     c = f32(b / 255)
// EXPECT:     return f32(c / f32(12.92)) if c <= f32(0.04045) else f32(((c + 0.055) / 1.055) ** 2.4)
// EXPECT: out = []
// EXPECT: for t in range(64):
// EXPECT:     m = [4 * t + k for k in range(4)]  # memory order
// EXPECT:     rgba = m if order == "rgba" else [m[2], m[1], m[0], m[3]]
// EXPECT:     out += [lin(rgba[0]), lin(rgba[1]), lin(rgba[2]), f32(rgba[3] / 255)]
// EXPECT: expect("arg1.bin", "f", out)

kernel void get(read_only image1d_t img, global float4 *out) {
  int i = get_global_id(0);
  out[i] = read_imagef(img, i);
}

kernel void put(write_only image1d_t img) {
  write_imagef(img, (int)get_global_id(0), (float4)(0.5f));
}
