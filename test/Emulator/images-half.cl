// read_imageh and write_imageh run: on gfx8 and gfx9 LLVM selects d16 image
// instructions, whose channels are halves, one to a VGPR's low half on
// gfx8 and two to a VGPR on gfx9. A unorm8 image is read as k/255 rounded
// to half and written back from halves (the store converts the half to
// float, then to unorm8 with rounding to nearest).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump -d %t.fiji.clo | FileCheck --check-prefix=ISA %s %}
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.fiji.clo --kernel copy_h --global 8,4 --arg image:8x4:RGBA:UNORM_INT8:@%t.in/rgba.bin \
// RUN:   --arg image:8x4:RGBA:UNORM_INT8 --arg buf:256 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: %run %t.gfx900.clo --kernel copy_h --global 8,4 --arg image:8x4:RGBA:UNORM_INT8:@%t.in/rgba.bin \
// RUN:   --arg image:8x4:RGBA:UNORM_INT8 --arg buf:256 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// ISA-LABEL: copy_h:
// ISA: image_load {{.*}} d16
// ISA: image_store

// GEN: random.seed(6)
// GEN: write_bytes("rgba.bin", bytes(random.randrange(256) for _ in range(8 * 4 * 4)))

// EXPECT: t = read_bytes("arg0.bin")
// EXPECT: h = [fround(Fraction(b, 255), "e", "rne") for b in t]
// EXPECT: expect("arg2.bin", "e", h)
// EXPECT: unorm = lambda v: int(min(max(v, 0.0), 1.0) * 255 + 0.5)
// EXPECT: expect("arg1.bin", "B", [unorm(1.0 - v) for v in h])

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void copy_h(read_only image2d_t in, write_only image2d_t out,
                   global half4 *p) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  half4 v = read_imageh(in, c);
  p[c.y * 8 + c.x] = v;
  write_imageh(out, c, (half4)1.0h - v);
}
