// printf conversions as AMD's runtime prints them (printf-images-samplers.md
// 1.2, the C printf rules): a string with width and precision, hh and h
// narrowing an int, and vectors (OpenCL C 6.13.13.2): each element with the
// conversion, joined with commas, a 3-vector stored as four elements, char2
// widened by LLVM to int2. Expected lines as C's printf writes them.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel prints --global 1 --arg i32:300 | FileCheck --strict-whitespace %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel prints --global 1 --arg i32:300 | FileCheck --strict-whitespace %s

// CHECK:      [ foo] [bar  ] [ab]
// CHECK-NEXT: 44 -44 0x2c45 65535
// CHECK-NEXT: 1.00,2.00,3.00,4.00
// CHECK-NEXT: 1,-2
// CHECK-NEXT: 7,8,9
// CHECK-NEXT: ff,10,0,1
// CHECK-NEXT: 1.5e+00,-2.0e+00
// CHECK-NOT: {{.}}

kernel void prints(int n) {
  printf("[%4s] [%-5s] [%.2s]\n", "foo", "bar", "abc");
  printf("%hhd %hhd %#hx %hu\n", n, -n, n * 0x100 + 0x45, -1);
  printf("%2.2v4hlf\n", (float4)(1.0f, 2.0f, 3.0f, 4.0f));
  printf("%v2hhd\n", (char2)(1, -2));
  printf("%v3d\n", (int3)(7, 8, 9));
  printf("%v4hhx\n", (uchar4)(255, 16, 0, 1));
  printf("%.1v2e\n", (double2)(1.5, -2.0));
}
