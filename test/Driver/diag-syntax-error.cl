// A syntax error is reported by clang as file:line:col, the driver exits 1
// and leaves no output file.
// REQUIRES: amdcl2-clang
// RUN: rm -f %t.s
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S %s -o %t.s 2>&1 | FileCheck %s -DFILE=%s --implicit-check-not=amdcl2-clang:
// RUN: not test -e %t.s

// CHECK: [[FILE]]:[[@LINE+3]]:11: error: expected ';' after expression
// CHECK: 1 error generated.
kernel void k(global int *a) {
  a[0] = 1
}
