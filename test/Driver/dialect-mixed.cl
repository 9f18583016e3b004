// Several dialect constructs in one file, with a size_t parameter and a
// warning clang gives only once the errors are gone (-Wunused-variable):
// each said once, in the source as written (the moved declaration is not
// shown on the kernel's first line), and one count.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Wall -c -o %t.clo %s 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// CHECK: dialect-mixed.cl:[[#@LINE+12]]:17: warning: variables in the local address space
// CHECK: dialect-mixed.cl:[[#@LINE+15]]:35: warning: scalar operand type has greater rank
// CHECK: dialect-mixed.cl:[[#@LINE+7]]:30: warning: kernel parameter of type 'size_t' accepted
// CHECK-NEXT: kernel void k(global int *o, size_t n) {{[{]$}}
// CHECK: dialect-mixed.cl:[[#@LINE+6]]:7: warning: unused variable 'unused_thing'
// CHECK: 4 warnings generated.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -w -c -o %t.quiet.clo %s 2>&1 | count 0
// RUN: test -s %t.quiet.clo

kernel void k(global int *o, size_t n) {
  int unused_thing = 3;
  if (n) {
    __local int t[4];
    t[0] = 1;
    o[0] = t[0];
  }
  float2 v = (float2)(1.0f, 2.0f) * 0.5;
  o[1] = v.x;
}
