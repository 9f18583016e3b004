// The media operations' edge cases, as the specifications define them,
// folded to constants by the optimizer (so the values are LLVM's model of
// each instruction or the library's own arithmetic):
// - amd_pack truncates and keeps the low byte: (1.5, 300, 255.9, 0) packs
//   to 1 | 44 << 8 | 255 << 16 = 0xff2c01 (v_cvt_pk_u8_f32 would round and
//   clamp 300 to 255);
// - amd_bitalign takes the shift modulo 32: 36 shifts {0x12345678,
//   0x9abcdef0} right by 4, 0x89abcdef;
// - amd_bfe: width 0 gives 0 (offset 3 ignored); widths modulo 32 (36 is
//   4); a field past bit 31 ends there, sign-extended from bit 31 for int
//   (0x80000000, offset 28, width 8: -8);
// - amd_sadd and amd_bfm are the instructions themselves (inline
//   assembly, not folded): the operands reach them in order, unmasked (the
//   hardware takes bits 4:0 of amd_bfm's, as the specification's & 0x1f);
// - amd_median3 of (3, 1, 2) is 2, of (-1, 5, -7) is -1;
// - amd_unpack1 of 0x0000ab00 is 171.0.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -emit-llvm -S -o - %s | FileCheck %s

// CHECK-LABEL: define {{.*}} @edges(
// CHECK:       store i32 16722945,
// CHECK:       store i32 -1985229329,
// CHECK:       store i32 0,
// CHECK:       store i32 15,
// CHECK:       store i32 -8,
// CHECK:       store i32 2,
// CHECK:       store i32 -1,
// CHECK:       store float 1.710000e+02,
// CHECK:       asm "v_sad_u32 $0, $1, $2, $3", "=v,v,v,v"(i32 1, i32 -1, i32 5)
// CHECK:       asm "v_bfm_b32 $0, $1, $2", "=v,v,v"(i32 36, i32 4)
// CHECK-NOT:   call {{.*}}@
// CHECK:       ret void
kernel void edges(global uint *o, global float *f) {
  o[0] = amd_pack((float4)(1.5f, 300.0f, 255.9f, 0.0f));
  o[1] = amd_bitalign(0x12345678u, 0x9abcdef0u, 36u);
  o[2] = amd_bfe(0xffffffffu, 3u, 0u);
  o[3] = amd_bfe(0xf0000000u, 28u, 36u);
  o[4] = (uint)amd_bfe((int)0x80000000, 28u, 8u);
  o[5] = amd_median3(3u, 1u, 2u);
  o[6] = (uint)amd_median3(-1, 5, -7);
  f[0] = amd_unpack1(0x0000ab00u);
  o[8] = amd_sadd(1u, 0xffffffffu, 5u);
  o[9] = amd_bfm(36u, 4u);
}
