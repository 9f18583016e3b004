// A call to a function nobody defines (neither the program, our builtins nor
// libclc) is an error at the call naming it and its kernel, before codegen
// would give the kernel a 16 KiB stack for it.
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error

// CHECK: {{^}}{{.*}}diag-undefined-function.cl:[[#@LINE+4]]:10: error: call to undefined function 'external_helper' in kernel 'k'{{$}}
int external_helper(int);

kernel void k(global int *a) {
  a[0] = external_helper(a[1]);
}
