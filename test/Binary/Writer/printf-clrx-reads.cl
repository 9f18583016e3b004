// CLRX's disassembler still reads a binary whose kernels carry printf
// entries (it does not decode them): every kernel, with the .config block
// amdcl2-objdump prints for it (the printf lines are our comments).
// REQUIRES: amdcl2-clang, clrxdisasm
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji %s -o %t.clo
// RUN: %clrxdisasm -C %t.clo | %python %S/../../tools/amdcl2-objdump/Inputs/clrx-config.py > %t.clrx
// RUN: amdcl2-objdump --kernels %t.clo | %python %S/../../tools/amdcl2-objdump/Inputs/clrx-config.py > %t.ours
// RUN: diff %t.clrx %t.ours
// RUN: FileCheck %s < %t.clrx

// CHECK: .kernel prints
// CHECK: .arg p, "int*", int*, global, , rdonly
// CHECK: .kernel quiet
kernel void prints(global int *p) { printf("x=%d %s\n", p[0], "abcd"); }
kernel void quiet(global int *p) { p[0] = 1; }
