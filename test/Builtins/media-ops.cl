// cl_amd_media_ops and cl_amd_media_ops2 (MediaOps.cl): each built-in is
// the one GCN instruction it names, on gfx7, gfx8 and gfx9 alike, with
// its first two operands divergent (VGPRs) and the third uniform (an SGPR)
// where the instruction takes three; a vector form is that instruction per
// component. amd_pack follows the specification's truncating conversion,
// amd_bfm and amd_sadd are the instruction itself (LLVM does not select
// v_bfm_b32 or, after reassociation, v_sad_u32 from the shifts or
// max - min); the values are checked in media-ops-semantics.cl.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -S -o - %s | FileCheck %s

#pragma OPENCL EXTENSION cl_amd_media_ops : enable
#pragma OPENCL EXTENSION cl_amd_media_ops2 : enable

// CHECK-LABEL: .kernel pack
// Spec: (uint)src.sN & 0xff, truncating: four v_cvt_u32_f32, not the
// rounding and clamping v_cvt_pk_u8_f32.
// CHECK-NOT:  v_cvt_pk_u8_f32
// CHECK:      v_cvt_u32_f32_{{e32|sdwa}} v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_pk_u8_f32
// CHECK:      v_cvt_u32_f32_{{e32|sdwa}} v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_pk_u8_f32
// CHECK:      v_cvt_u32_f32_{{e32|sdwa}} v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_pk_u8_f32
// CHECK:      v_cvt_u32_f32_{{e32|sdwa}} v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_u32_f32
// CHECK-NOT:  v_cvt_pk_u8_f32
// CHECK:      s_endpgm
kernel void pack(global uint *o, global const float4 *x) {
  size_t i = get_global_id(0);
  o[i] = amd_pack(x[i]);
}

// CHECK-LABEL: .kernel unpack0
// CHECK:      v_cvt_f32_ubyte0_e32 v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_f32_ubyte0_e32
// CHECK:      s_endpgm
kernel void unpack0(global float *o, global const uint *x) {
  size_t i = get_global_id(0);
  o[i] = amd_unpack0(x[i]);
}

// CHECK-LABEL: .kernel unpack1
// CHECK:      v_cvt_f32_ubyte1_e32 v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_f32_ubyte1_e32
// CHECK:      s_endpgm
kernel void unpack1(global float *o, global const uint *x) {
  size_t i = get_global_id(0);
  o[i] = amd_unpack1(x[i]);
}

// CHECK-LABEL: .kernel unpack2
// CHECK:      v_cvt_f32_ubyte2_e32 v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_f32_ubyte2_e32
// CHECK:      s_endpgm
kernel void unpack2(global float *o, global const uint *x) {
  size_t i = get_global_id(0);
  o[i] = amd_unpack2(x[i]);
}

// CHECK-LABEL: .kernel unpack3
// CHECK:      v_cvt_f32_ubyte3_e32 v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_f32_ubyte3_e32
// CHECK:      s_endpgm
kernel void unpack3(global float *o, global const uint *x) {
  size_t i = get_global_id(0);
  o[i] = amd_unpack3(x[i]);
}

// CHECK-LABEL: .kernel unpack3_16
// CHECK-COUNT-16: v_cvt_f32_ubyte3_e32 v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_cvt_f32_ubyte3_e32
// CHECK:      s_endpgm
kernel void unpack3_16(global float16 *o, global const uint16 *x) {
  size_t i = get_global_id(0);
  o[i] = amd_unpack3(x[i]);
}

// CHECK-LABEL: .kernel bitalign
// CHECK:      v_alignbit_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_alignbit_b32
// CHECK-NOT:  v_lshrrev_b32
// CHECK-NOT:  v_lshlrev_b32
// CHECK:      s_endpgm
kernel void bitalign(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_bitalign(x[i], y[i], c);
}

// CHECK-LABEL: .kernel bitalign4
// CHECK-COUNT-4: v_alignbit_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_alignbit_b32
// CHECK:      s_endpgm
kernel void bitalign4(global uint4 *o, global const uint4 *x, global const uint4 *y, global const uint4 *z) {
  size_t i = get_global_id(0);
  o[i] = amd_bitalign(x[i], y[i], z[i]);
}

// CHECK-LABEL: .kernel bytealign
// CHECK:      v_alignbyte_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_alignbyte_b32
// CHECK:      s_endpgm
kernel void bytealign(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_bytealign(x[i], y[i], c);
}

// CHECK-LABEL: .kernel lerp
// CHECK:      v_lerp_u8 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_lerp_u8
// CHECK:      s_endpgm
kernel void lerp(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_lerp(x[i], y[i], c);
}

// CHECK-LABEL: .kernel sad
// CHECK:      v_sad_u8 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_sad_u8
// CHECK:      s_endpgm
kernel void sad(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_sad(x[i], y[i], c);
}

// CHECK-LABEL: .kernel sad3
// CHECK-COUNT-3: v_sad_u8 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_sad_u8
// CHECK:      s_endpgm
kernel void sad3(global uint3 *o, global const uint3 *x, global const uint3 *y, uint3 c) {
  size_t i = get_global_id(0);
  o[i] = amd_sad(x[i], y[i], c);
}

// CHECK-LABEL: .kernel sad4
// Sixteen byte differences: four v_sad_u8, each accumulating the last.
// CHECK:      v_sad_u8 [[S0:v[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NEXT: v_sad_u8 [[S1:v[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}}, [[S0]]
// CHECK-NEXT: v_sad_u8 [[S2:v[0-9]+]], v{{[0-9]+}}, v{{[0-9]+}}, [[S1]]
// CHECK-NEXT: v_sad_u8 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, [[S2]]
// CHECK-NOT:  v_sad_u8
// CHECK:      s_endpgm
kernel void sad4(global uint *o, global const uint4 *x, global const uint4 *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_sad4(x[i], y[i], c);
}

// CHECK-LABEL: .kernel sadhi
// CHECK:      v_sad_hi_u8 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_sad_hi_u8
// CHECK:      s_endpgm
kernel void sadhi(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_sadhi(x[i], y[i], c);
}

// CHECK-LABEL: .kernel msad
// CHECK:      v_msad_u8 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_msad_u8
// CHECK:      s_endpgm
kernel void msad(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_msad(x[i], y[i], c);
}

// CHECK-LABEL: .kernel qsad
// CHECK:      v_qsad_pk_u16_u8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]
// CHECK-NOT:  v_qsad_pk_u16_u8
// CHECK:      s_endpgm
kernel void qsad(global ulong *o, global const ulong *x, global const uint *y, ulong c) {
  size_t i = get_global_id(0);
  o[i] = amd_qsad(x[i], y[i], c);
}

// CHECK-LABEL: .kernel mqsad
// CHECK:      v_mqsad_pk_u16_u8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]
// CHECK-NOT:  v_mqsad_pk_u16_u8
// CHECK:      s_endpgm
kernel void mqsad(global ulong *o, global const ulong *x, global const uint *y, ulong c) {
  size_t i = get_global_id(0);
  o[i] = amd_mqsad(x[i], y[i], c);
}

// CHECK-LABEL: .kernel mqsad2
// CHECK-COUNT-2: v_mqsad_pk_u16_u8 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]
// CHECK-NOT:  v_mqsad_pk_u16_u8
// CHECK:      s_endpgm
kernel void mqsad2(global ulong2 *o, global const ulong2 *x, global const uint2 *y, ulong2 c) {
  size_t i = get_global_id(0);
  o[i] = amd_mqsad(x[i], y[i], c);
}

// CHECK-LABEL: .kernel sadw
// CHECK:      v_sad_u16 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_sad_u16
// CHECK:      s_endpgm
kernel void sadw(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_sadw(x[i], y[i], c);
}

// CHECK-LABEL: .kernel sadd
// CHECK:      v_sad_u32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_sad_u32
// CHECK-NOT:  v_max_u32
// CHECK-NOT:  v_min_u32
// CHECK:      s_endpgm
kernel void sadd(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_sadd(x[i], y[i], c);
}

// CHECK-LABEL: .kernel bfm
// CHECK:      v_bfm_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_bfm_b32
// CHECK-NOT:  v_not_b32
// CHECK:      s_endpgm
kernel void bfm(global uint *o, global const uint *x, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_bfm(x[i], c);
}

// CHECK-LABEL: .kernel bfm2
// CHECK-COUNT-2: v_bfm_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_bfm_b32
// CHECK:      s_endpgm
kernel void bfm2(global uint2 *o, global const uint2 *x, global const uint2 *y) {
  size_t i = get_global_id(0);
  o[i] = amd_bfm(x[i], y[i]);
}

// CHECK-LABEL: .kernel bfe_uint
// CHECK:      v_bfe_u32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_bfe_u32
// CHECK:      s_endpgm
kernel void bfe_uint(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_bfe(x[i], y[i], c);
}

// CHECK-LABEL: .kernel bfe_int
// CHECK:      v_bfe_i32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_bfe_i32
// CHECK:      s_endpgm
kernel void bfe_int(global int *o, global const int *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_bfe(x[i], y[i], c);
}

// CHECK-LABEL: .kernel bfe_int8
// CHECK-COUNT-8: v_bfe_i32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_bfe_i32
// CHECK:      s_endpgm
kernel void bfe_int8(global int8 *o, global const int8 *x, global const uint8 *y, global const uint8 *z) {
  size_t i = get_global_id(0);
  o[i] = amd_bfe(x[i], y[i], z[i]);
}

// CHECK-LABEL: .kernel min3_uint
// CHECK:      v_min3_u32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_min3_u32
// CHECK:      s_endpgm
kernel void min3_uint(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_min3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel min3_int
// CHECK:      v_min3_i32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_min3_i32
// CHECK:      s_endpgm
kernel void min3_int(global int *o, global const int *x, global const int *y, int c) {
  size_t i = get_global_id(0);
  o[i] = amd_min3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel min3_float
// CHECK:      v_min3_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_min3_f32
// CHECK:      s_endpgm
kernel void min3_float(global float *o, global const float *x, global const float *y, float c) {
  size_t i = get_global_id(0);
  o[i] = amd_min3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel max3_uint
// CHECK:      v_max3_u32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_max3_u32
// CHECK:      s_endpgm
kernel void max3_uint(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_max3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel max3_int
// CHECK:      v_max3_i32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_max3_i32
// CHECK:      s_endpgm
kernel void max3_int(global int *o, global const int *x, global const int *y, int c) {
  size_t i = get_global_id(0);
  o[i] = amd_max3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel max3_float
// CHECK:      v_max3_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_max3_f32
// CHECK:      s_endpgm
kernel void max3_float(global float *o, global const float *x, global const float *y, float c) {
  size_t i = get_global_id(0);
  o[i] = amd_max3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel max3_int4
// CHECK-COUNT-4: v_max3_i32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:  v_max3_i32
// CHECK:      s_endpgm
kernel void max3_int4(global int4 *o, global const int4 *x, global const int4 *y, global const int4 *z) {
  size_t i = get_global_id(0);
  o[i] = amd_max3(x[i], y[i], z[i]);
}

// CHECK-LABEL: .kernel median3_uint
// CHECK:      v_med3_u32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_med3_u32
// CHECK:      s_endpgm
kernel void median3_uint(global uint *o, global const uint *x, global const uint *y, uint c) {
  size_t i = get_global_id(0);
  o[i] = amd_median3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel median3_int
// CHECK:      v_med3_i32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_med3_i32
// CHECK:      s_endpgm
kernel void median3_int(global int *o, global const int *x, global const int *y, int c) {
  size_t i = get_global_id(0);
  o[i] = amd_median3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel median3_float
// CHECK:      v_med3_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_med3_f32
// CHECK:      s_endpgm
kernel void median3_float(global float *o, global const float *x, global const float *y, float c) {
  size_t i = get_global_id(0);
  o[i] = amd_median3(x[i], y[i], c);
}

// CHECK-LABEL: .kernel median3_float3
// CHECK-COUNT-3: v_med3_f32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s{{[0-9]+}}
// CHECK-NOT:  v_med3_f32
// CHECK:      s_endpgm
kernel void median3_float3(global float3 *o, global const float3 *x, global const float3 *y, float3 c) {
  size_t i = get_global_id(0);
  o[i] = amd_median3(x[i], y[i], c);
}
