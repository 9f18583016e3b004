// Record details as AMD's compiler writes them (alltypes under 15.7 and
// 15.11): a void pointer carries no volatile or restrict qualifier (const it
// keeps); a kernel whose code uses no VGPR still counts v0, which holds
// the local id x, under drivers before 2004.06 (alltypes, piper's
// PiperEmpty: 1) but not from 2004.06 on (piper-16_4's PiperEmpty: 0); every
// kernel counts VCC (2 SGPRs in each of these empty kernels).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 -S -o - %s | FileCheck %s --check-prefixes=CHECK,V0
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=old -S -o - %s | FileCheck %s --check-prefixes=CHECK,V0
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=2004.06 -S -o - %s | FileCheck %s --check-prefixes=CHECK,NOV0
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,NOV0
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s
// RUN: %python %S/../Binary/Writer/Inputs/cl2bytes.py %t.clo setup | FileCheck %s --check-prefix=SETUP

// CHECK-LABEL: .kernel quals
// CHECK:         .sgprsnum 0{{$}}
// V0-NEXT:       .vgprsnum 1{{$}}
// NOV0-NEXT:     .vgprsnum 0{{$}}
// CHECK:         .arg cv, "void*", void*, global, const
// CHECK-NEXT:    .arg vv, "void*", void*, global, {{(, rdonly)? *}}# offset
// CHECK-NEXT:    .arg rv, "void*", void*, global, {{(, rdonly)? *}}# offset
// CHECK-NEXT:    .arg vi, "int*", int*, global, volatile
// CHECK-NEXT:    .arg ri, "int*", int*, global, restrict
// SETUP-LABEL: setup quals
// SETUP:       sgprs 2{{$}}
// SETUP-NEXT:  vgprs 0{{$}}
// SETUP-NEXT:  reserved_vgpr_first 0 count 0
// SETUP-NEXT:  reserved_sgpr_first 0 count 0
kernel void quals(global const void *cv, global volatile void *vv,
                  global void *restrict rv, global volatile int *vi,
                  global int *restrict ri) {}
