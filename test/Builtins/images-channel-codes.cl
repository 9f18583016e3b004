// The channel data type and order of each code of the image object's
// dwords 8 and 9, folded to constants by the optimizer: the CL values of
// docs/ABI.md section 6 (lib/ABI/ImageFormats.cpp), which are not in code
// order (code 0 is CL_A 0x10B1, code 1 CL_R 0x10B0; code 4 is UNORM_INT24
// 0x10DF). Codes 20-31 are not orders (0); the data type code is taken
// modulo 16, the order code modulo 32, as the ABI's masks say.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -emit-llvm -S -o - %s | FileCheck %s

int __amdcl2_image_channel_data_type(uint Code);
int __amdcl2_image_channel_order(uint Code);

// CHECK-LABEL: define {{.*}} @types(
// CHECK:       store <16 x i32> <i32 4304, i32 4305, i32 4306, i32 4307, i32 4319, i32 4309, i32 4308, i32 4310, i32 4311, i32 4312, i32 4313, i32 4314, i32 4315, i32 4316, i32 4317, i32 4318>,
// CHECK:       store i32 4304,
kernel void types(global int16 *O) {
  int16 V;
  for (int I = 0; I < 16; ++I)
    ((int *)&V)[I] = __amdcl2_image_channel_data_type(I);
  O[0] = V;
  ((global int *)O)[16] = __amdcl2_image_channel_data_type(16);
}

// CHECK-LABEL: define {{.*}} @orders(
// CHECK:       store <16 x i32> <i32 4273, i32 4272, i32 4282, i32 4274, i32 4283, i32 4275, i32 4276, i32 4284, i32 4277, i32 4278, i32 4279, i32 4291, i32 4287, i32 4288, i32 4289, i32 4290>,
// CHECK:       store i32 4280,
// CHECK:       store i32 4281,
// CHECK:       store i32 4285,
// CHECK:       store i32 4286,
// CHECK:       store i32 0,
// CHECK:       store i32 0,
// CHECK:       store i32 4273,
kernel void orders(global int16 *O) {
  int16 V;
  for (int I = 0; I < 16; ++I)
    ((int *)&V)[I] = __amdcl2_image_channel_order(I);
  O[0] = V;
  global int *P = (global int *)O;
  for (int I = 16; I < 20; ++I)
    P[I] = __amdcl2_image_channel_order(I);
  P[20] = __amdcl2_image_channel_order(20);
  P[21] = __amdcl2_image_channel_order(31);
  P[22] = __amdcl2_image_channel_order(32);
}
