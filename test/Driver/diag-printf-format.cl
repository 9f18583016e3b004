// printf needs a literal format (LLVM's binding stores each format in the
// metadata): anything else is LLVM's error at the call, exit 1, no output.
// clang 22 itself accepts such a call in OpenCL C.
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji %s -o %t.clo 2>&1 | FileCheck %s --implicit-check-not=error
// RUN: not test -e %t.clo

// CHECK: {{^}}{{.*}}diag-printf-format.cl:[[#@LINE+3]]:3: error: printf format string must be a trivially resolved constant string global variable{{$}}
kernel void k(global int *p, int c) {
  constant char *f = c ? "a=%d\n" : "b=%d\n";
  printf(f, p[0]);
}
