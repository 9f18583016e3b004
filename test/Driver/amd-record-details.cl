// Record details as AMD's compiler writes them (alltypes under 15.7 and
// 15.11): a void pointer carries no volatile or restrict qualifier (const it
// keeps), and a kernel whose code uses no VGPR still counts v0, which holds
// the local id x.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=old -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s

// CHECK-LABEL: .kernel quals
// CHECK:         .vgprsnum 1{{$}}
// CHECK:         .arg cv, "void*", void*, global, const
// CHECK-NEXT:    .arg vv, "void*", void*, global, {{(, rdonly)? *}}# offset
// CHECK-NEXT:    .arg rv, "void*", void*, global, {{(, rdonly)? *}}# offset
// CHECK-NEXT:    .arg vi, "int*", int*, global, volatile
// CHECK-NEXT:    .arg ri, "int*", int*, global, restrict
kernel void quals(global const void *cv, global volatile void *vv,
                  global void *restrict rv, global volatile int *vi,
                  global int *restrict ri) {}
