// read_imageh and write_imageh (cl_khr_fp16): the read_imagef/write_imagef
// instructions with the values converted to and from half. gfx7 converts
// each component (v_cvt_f16_f32 after the load, v_cvt_f32_f16 before the
// store); gfx8 and gfx9 have 16-bit image results, which LLVM selects for the
// load and the sample (d16).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,D16
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,D16

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// CHECK-LABEL: .kernel load_h
// GFX7:          image_load v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf unorm{{$}}
// GFX7-COUNT-4:  v_cvt_f16_f32_e32
// D16:           image_load v[{{[0-9]+}}:{{[0-9]+}}], {{.*}} dmask:0xf unorm{{.*}} d16
// D16-NOT:       v_cvt_f16_f32
// CHECK:         s_endpgm
kernel void load_h(read_only image2d_t in, global half4 *p) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  p[c.x] = read_imageh(in, c);
}

// CHECK-LABEL: .kernel sample_h
// GFX7:          image_sample_lz v[{{[0-9]+}}:{{[0-9]+}}], {{.*}} dmask:0xf{{$}}
// D16:           image_sample_lz v[{{[0-9]+}}:{{[0-9]+}}], {{.*}} dmask:0xf{{.*}} d16
// CHECK:         s_endpgm
kernel void sample_h(read_only image2d_t in, sampler_t s, global half4 *p,
                     float2 c) {
  p[get_global_id(0)] = read_imageh(in, s, c);
}

// CHECK-LABEL: .kernel store_h
// CHECK-COUNT-4: v_cvt_f32_f16_{{e32|sdwa}}
// CHECK:         image_store v[{{[0-9]+}}:{{[0-9]+}}], {{.*}} dmask:0xf unorm
// CHECK:         s_endpgm
kernel void store_h(write_only image2d_t out, global half4 *p) {
  int2 c = (int2)(get_global_id(0), get_global_id(1));
  write_imageh(out, c, p[c.x]);
}
