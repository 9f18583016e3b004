// Two words of AMD's argument entries that are not what their names say,
// checked against AMD's own records (facts from AMD's binaries of CLRX's
// `alltypes` kernel, drivers 15.7 and 15.11, and the APP SDK-era `atomics`
// and `test3` binaries; docs/ABI.md, "Image arguments" and "Virtual offsets"):
//
// - An image's pointee-alignment word holds one byte per image kind, 2D
//   (0x1: 2d, 3d, 2d array), 1D (0x100: 1d, 1d array, 1d buffer), array
//   (0x10000) and buffer (0x1000000), accumulated over the kernel's image
//   arguments in order: AMD's compiler never clears it. alltypes' sequence
//   1d 1d 2d 2d 3d 3d 1d_array 1d_array 1d_buffer 1d_buffer 2d_array 2d_array
//   gives 0x100 0x100 0x101 0x101 0x101 0x101 0x10101 0x10101 then 0x1010101
//   to the end; a kernel with only 2d images has 1 on each (atomics, test3).
// - In the old format (15.7) every 3-vector takes one 16-byte virtual slot,
//   a ulong3's 24 bytes included; the newer formats give it 32.
//
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 -c %s -o %t.g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g1.clo metadata | FileCheck %s --check-prefixes=CHECK,NEW
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=old -c %s -o %t.old.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.old.clo metadata | FileCheck %s --check-prefixes=CHECK,OLD
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s -o %t.g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g2.clo metadata | FileCheck %s --check-prefixes=CHECK,NEW
// The reader takes the words back as they are.
// RUN: amdcl2-objdump --roundtrip-check %t.g1.clo %t.old.clo %t.g2.clo | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP-COUNT-3: round trip OK

kernel void images(read_only image1d_t a, write_only image1d_t b,
                   read_only image2d_t c, write_only image2d_t d,
                   read_only image3d_t e, write_only image3d_t f,
                   read_only image1d_array_t g, write_only image1d_array_t h,
                   read_only image1d_buffer_t i, write_only image1d_buffer_t j,
                   read_only image2d_array_t k, write_only image2d_array_t l) {}

kernel void only2d(read_only image2d_t in, write_only image2d_t out) {}

kernel void vec3s(uint3 u, ulong3 x, long3 y, double3 z, uchar3 w, int tail) {}

// CHECK-LABEL: metadata images
// CHECK: arg a 'image1d_t' kind 2 type 1 {{.*}} palign 256 ptype
// CHECK-NEXT: arg b 'image1d_t' kind 2 type 2 {{.*}} palign 256 ptype
// CHECK-NEXT: arg c 'image2d_t' {{.*}} palign 257 ptype
// CHECK-NEXT: arg d 'image2d_t' {{.*}} palign 257 ptype
// CHECK-NEXT: arg e 'image3d_t' {{.*}} palign 257 ptype
// CHECK-NEXT: arg f 'image3d_t' {{.*}} palign 257 ptype
// CHECK-NEXT: arg g 'image1d_array_t' {{.*}} palign 65793 ptype
// CHECK-NEXT: arg h 'image1d_array_t' {{.*}} palign 65793 ptype
// CHECK-NEXT: arg i 'image1d_buffer_t' {{.*}} palign 16843009 ptype
// CHECK-NEXT: arg j 'image1d_buffer_t' {{.*}} palign 16843009 ptype
// CHECK-NEXT: arg k 'image2d_array_t' {{.*}} palign 16843009 ptype
// CHECK-NEXT: arg l 'image2d_array_t' {{.*}} palign 16843009 ptype

// Each kernel starts from zero.
// CHECK-LABEL: metadata only2d
// CHECK: arg in 'image2d_t' {{.*}} vo 96 palign 1 ptype
// CHECK-NEXT: arg out 'image2d_t' {{.*}} vo 128 palign 1 ptype

// Virtual offsets from 96 (six hidden 16-byte slots).
// CHECK-LABEL: metadata vec3s
// CHECK: arg u 'uint3' {{.*}} vo 96 palign
// CHECK-NEXT: arg x 'ulong3' {{.*}} vo 112 palign
// OLD-NEXT: arg y 'long3' {{.*}} vo 128 palign
// OLD-NEXT: arg z 'double3' {{.*}} vo 144 palign
// OLD-NEXT: arg w 'uchar3' {{.*}} vo 160 palign
// OLD-NEXT: arg tail 'int' {{.*}} vo 176 palign
// NEW-NEXT: arg y 'long3' {{.*}} vo 144 palign
// NEW-NEXT: arg z 'double3' {{.*}} vo 176 palign
// NEW-NEXT: arg w 'uchar3' {{.*}} vo 208 palign
// NEW-NEXT: arg tail 'int' {{.*}} vo 224 palign
