// The pipeline runs without line tables; an error found after the front end
// reruns it with them to name the source line. Clang's warnings from the
// first run are printed once, the error once, at its line; no output.
// REQUIRES: amdcl2-clang
// RUN: rm -f %t.clo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Wall -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// RUN: not ls %t.clo

// CHECK:     [[FILE]]:[[@LINE+6]]:36: warning: unused variable 'unused'
// CHECK-NOT: warning:
// CHECK:     [[FILE]]:[[@LINE+4]]:54: error: call to undefined function 'foo' in kernel 'k'
// CHECK-NOT: warning:
// CHECK-NOT: error:
void foo(void);
kernel void k(global int *o) { int unused; o[0] = 1; foo(); }
