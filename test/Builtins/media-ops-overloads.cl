// Every overload clang 22 declares for cl_amd_media_ops and
// cl_amd_media_ops2 (158, the list in its opencl-c.h) has a definition in
// the builtins library: each call is linked and inlined, none is left
// undefined, for gfx7 as for gfx9 (the builtins needing sad-insts,
// qsad-insts or lerp-inst compile for bonaire), and the kernels assemble.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -emit-llvm -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -emit-llvm -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -S -o - %s | FileCheck %s --check-prefix=ISA
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -S -o - %s | FileCheck %s --check-prefix=ISA

// CHECK-NOT: call {{.*}}@_Z{{[0-9]+}}amd_
// ISA-NOT:   s_swappc_b64
// ISA-NOT:   _Z{{[0-9]+}}amd_

#pragma OPENCL EXTENSION cl_amd_media_ops : enable
#pragma OPENCL EXTENSION cl_amd_media_ops2 : enable

// Operand K of an overload: a value of type T read from the input buffer.
#define IN(T, K) (*(global const T *)(in + (K) * 128))
#define OUT(T) (*(global T *)(out + __COUNTER__ % 16 * 128))

kernel void amd_bitalign_all(global char *out, global const char *in) {
  OUT(uint) = amd_bitalign(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_bitalign(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_bitalign(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_bitalign(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_bitalign(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_bitalign(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_bytealign_all(global char *out, global const char *in) {
  OUT(uint) = amd_bytealign(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_bytealign(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_bytealign(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_bytealign(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_bytealign(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_bytealign(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_lerp_all(global char *out, global const char *in) {
  OUT(uint) = amd_lerp(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_lerp(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_lerp(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_lerp(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_lerp(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_lerp(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_pack_all(global char *out, global const char *in) {
  OUT(uint) = amd_pack(IN(float4, 0));
}

kernel void amd_sad4_all(global char *out, global const char *in) {
  OUT(uint) = amd_sad4(IN(uint4, 0), IN(uint4, 1), IN(uint, 2));
}

kernel void amd_sadhi_all(global char *out, global const char *in) {
  OUT(uint) = amd_sadhi(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_sadhi(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_sadhi(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_sadhi(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_sadhi(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_sadhi(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_sad_all(global char *out, global const char *in) {
  OUT(uint) = amd_sad(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_sad(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_sad(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_sad(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_sad(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_sad(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_unpack0_all(global char *out, global const char *in) {
  OUT(float) = amd_unpack0(IN(uint, 0));
  OUT(float2) = amd_unpack0(IN(uint2, 0));
  OUT(float3) = amd_unpack0(IN(uint3, 0));
  OUT(float4) = amd_unpack0(IN(uint4, 0));
  OUT(float8) = amd_unpack0(IN(uint8, 0));
  OUT(float16) = amd_unpack0(IN(uint16, 0));
}

kernel void amd_unpack1_all(global char *out, global const char *in) {
  OUT(float) = amd_unpack1(IN(uint, 0));
  OUT(float2) = amd_unpack1(IN(uint2, 0));
  OUT(float3) = amd_unpack1(IN(uint3, 0));
  OUT(float4) = amd_unpack1(IN(uint4, 0));
  OUT(float8) = amd_unpack1(IN(uint8, 0));
  OUT(float16) = amd_unpack1(IN(uint16, 0));
}

kernel void amd_unpack2_all(global char *out, global const char *in) {
  OUT(float) = amd_unpack2(IN(uint, 0));
  OUT(float2) = amd_unpack2(IN(uint2, 0));
  OUT(float3) = amd_unpack2(IN(uint3, 0));
  OUT(float4) = amd_unpack2(IN(uint4, 0));
  OUT(float8) = amd_unpack2(IN(uint8, 0));
  OUT(float16) = amd_unpack2(IN(uint16, 0));
}

kernel void amd_unpack3_all(global char *out, global const char *in) {
  OUT(float) = amd_unpack3(IN(uint, 0));
  OUT(float2) = amd_unpack3(IN(uint2, 0));
  OUT(float3) = amd_unpack3(IN(uint3, 0));
  OUT(float4) = amd_unpack3(IN(uint4, 0));
  OUT(float8) = amd_unpack3(IN(uint8, 0));
  OUT(float16) = amd_unpack3(IN(uint16, 0));
}

kernel void amd_bfe_all(global char *out, global const char *in) {
  OUT(int) = amd_bfe(IN(int, 0), IN(uint, 1), IN(uint, 2));
  OUT(int2) = amd_bfe(IN(int2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(int3) = amd_bfe(IN(int3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(int4) = amd_bfe(IN(int4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(int8) = amd_bfe(IN(int8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(int16) = amd_bfe(IN(int16, 0), IN(uint16, 1), IN(uint16, 2));
  OUT(uint) = amd_bfe(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_bfe(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_bfe(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_bfe(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_bfe(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_bfe(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_bfm_all(global char *out, global const char *in) {
  OUT(uint) = amd_bfm(IN(uint, 0), IN(uint, 1));
  OUT(uint2) = amd_bfm(IN(uint2, 0), IN(uint2, 1));
  OUT(uint3) = amd_bfm(IN(uint3, 0), IN(uint3, 1));
  OUT(uint4) = amd_bfm(IN(uint4, 0), IN(uint4, 1));
  OUT(uint8) = amd_bfm(IN(uint8, 0), IN(uint8, 1));
  OUT(uint16) = amd_bfm(IN(uint16, 0), IN(uint16, 1));
}

kernel void amd_max3_all(global char *out, global const char *in) {
  OUT(float) = amd_max3(IN(float, 0), IN(float, 1), IN(float, 2));
  OUT(float2) = amd_max3(IN(float2, 0), IN(float2, 1), IN(float2, 2));
  OUT(float3) = amd_max3(IN(float3, 0), IN(float3, 1), IN(float3, 2));
  OUT(float4) = amd_max3(IN(float4, 0), IN(float4, 1), IN(float4, 2));
  OUT(float8) = amd_max3(IN(float8, 0), IN(float8, 1), IN(float8, 2));
  OUT(float16) = amd_max3(IN(float16, 0), IN(float16, 1), IN(float16, 2));
  OUT(int) = amd_max3(IN(int, 0), IN(int, 1), IN(int, 2));
  OUT(int2) = amd_max3(IN(int2, 0), IN(int2, 1), IN(int2, 2));
  OUT(int3) = amd_max3(IN(int3, 0), IN(int3, 1), IN(int3, 2));
  OUT(int4) = amd_max3(IN(int4, 0), IN(int4, 1), IN(int4, 2));
  OUT(int8) = amd_max3(IN(int8, 0), IN(int8, 1), IN(int8, 2));
  OUT(int16) = amd_max3(IN(int16, 0), IN(int16, 1), IN(int16, 2));
  OUT(uint) = amd_max3(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_max3(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_max3(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_max3(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_max3(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_max3(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_median3_all(global char *out, global const char *in) {
  OUT(float) = amd_median3(IN(float, 0), IN(float, 1), IN(float, 2));
  OUT(float2) = amd_median3(IN(float2, 0), IN(float2, 1), IN(float2, 2));
  OUT(float3) = amd_median3(IN(float3, 0), IN(float3, 1), IN(float3, 2));
  OUT(float4) = amd_median3(IN(float4, 0), IN(float4, 1), IN(float4, 2));
  OUT(float8) = amd_median3(IN(float8, 0), IN(float8, 1), IN(float8, 2));
  OUT(float16) = amd_median3(IN(float16, 0), IN(float16, 1), IN(float16, 2));
  OUT(int) = amd_median3(IN(int, 0), IN(int, 1), IN(int, 2));
  OUT(int2) = amd_median3(IN(int2, 0), IN(int2, 1), IN(int2, 2));
  OUT(int3) = amd_median3(IN(int3, 0), IN(int3, 1), IN(int3, 2));
  OUT(int4) = amd_median3(IN(int4, 0), IN(int4, 1), IN(int4, 2));
  OUT(int8) = amd_median3(IN(int8, 0), IN(int8, 1), IN(int8, 2));
  OUT(int16) = amd_median3(IN(int16, 0), IN(int16, 1), IN(int16, 2));
  OUT(uint) = amd_median3(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_median3(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_median3(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_median3(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_median3(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_median3(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_min3_all(global char *out, global const char *in) {
  OUT(float) = amd_min3(IN(float, 0), IN(float, 1), IN(float, 2));
  OUT(float2) = amd_min3(IN(float2, 0), IN(float2, 1), IN(float2, 2));
  OUT(float3) = amd_min3(IN(float3, 0), IN(float3, 1), IN(float3, 2));
  OUT(float4) = amd_min3(IN(float4, 0), IN(float4, 1), IN(float4, 2));
  OUT(float8) = amd_min3(IN(float8, 0), IN(float8, 1), IN(float8, 2));
  OUT(float16) = amd_min3(IN(float16, 0), IN(float16, 1), IN(float16, 2));
  OUT(int) = amd_min3(IN(int, 0), IN(int, 1), IN(int, 2));
  OUT(int2) = amd_min3(IN(int2, 0), IN(int2, 1), IN(int2, 2));
  OUT(int3) = amd_min3(IN(int3, 0), IN(int3, 1), IN(int3, 2));
  OUT(int4) = amd_min3(IN(int4, 0), IN(int4, 1), IN(int4, 2));
  OUT(int8) = amd_min3(IN(int8, 0), IN(int8, 1), IN(int8, 2));
  OUT(int16) = amd_min3(IN(int16, 0), IN(int16, 1), IN(int16, 2));
  OUT(uint) = amd_min3(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_min3(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_min3(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_min3(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_min3(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_min3(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_mqsad_all(global char *out, global const char *in) {
  OUT(ulong) = amd_mqsad(IN(ulong, 0), IN(uint, 1), IN(ulong, 2));
  OUT(ulong2) = amd_mqsad(IN(ulong2, 0), IN(uint2, 1), IN(ulong2, 2));
  OUT(ulong3) = amd_mqsad(IN(ulong3, 0), IN(uint3, 1), IN(ulong3, 2));
  OUT(ulong4) = amd_mqsad(IN(ulong4, 0), IN(uint4, 1), IN(ulong4, 2));
  OUT(ulong8) = amd_mqsad(IN(ulong8, 0), IN(uint8, 1), IN(ulong8, 2));
  OUT(ulong16) = amd_mqsad(IN(ulong16, 0), IN(uint16, 1), IN(ulong16, 2));
}

kernel void amd_qsad_all(global char *out, global const char *in) {
  OUT(ulong) = amd_qsad(IN(ulong, 0), IN(uint, 1), IN(ulong, 2));
  OUT(ulong2) = amd_qsad(IN(ulong2, 0), IN(uint2, 1), IN(ulong2, 2));
  OUT(ulong3) = amd_qsad(IN(ulong3, 0), IN(uint3, 1), IN(ulong3, 2));
  OUT(ulong4) = amd_qsad(IN(ulong4, 0), IN(uint4, 1), IN(ulong4, 2));
  OUT(ulong8) = amd_qsad(IN(ulong8, 0), IN(uint8, 1), IN(ulong8, 2));
  OUT(ulong16) = amd_qsad(IN(ulong16, 0), IN(uint16, 1), IN(ulong16, 2));
}

kernel void amd_msad_all(global char *out, global const char *in) {
  OUT(uint) = amd_msad(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_msad(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_msad(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_msad(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_msad(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_msad(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_sadd_all(global char *out, global const char *in) {
  OUT(uint) = amd_sadd(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_sadd(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_sadd(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_sadd(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_sadd(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_sadd(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}

kernel void amd_sadw_all(global char *out, global const char *in) {
  OUT(uint) = amd_sadw(IN(uint, 0), IN(uint, 1), IN(uint, 2));
  OUT(uint2) = amd_sadw(IN(uint2, 0), IN(uint2, 1), IN(uint2, 2));
  OUT(uint3) = amd_sadw(IN(uint3, 0), IN(uint3, 1), IN(uint3, 2));
  OUT(uint4) = amd_sadw(IN(uint4, 0), IN(uint4, 1), IN(uint4, 2));
  OUT(uint8) = amd_sadw(IN(uint8, 0), IN(uint8, 1), IN(uint8, 2));
  OUT(uint16) = amd_sadw(IN(uint16, 0), IN(uint16, 1), IN(uint16, 2));
}
