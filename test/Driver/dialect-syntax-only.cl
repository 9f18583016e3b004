// -fsyntax-only checks a source as a compilation does: what AMD's dialect
// accepts is a warning, and an error under -cl-strict.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: dialect-syntax-only.cl:[[#@LINE+6]]:18: warning: variables in the local address space can only be declared in the outermost scope of a kernel function; accepted as in AMD's OpenCL C dialect
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fsyntax-only -cl-strict %s 2>&1 | FileCheck %s --check-prefix=STRICT
// STRICT: error: variables in the local address space

kernel void k(global uint *o) {
  if (o) {
    __local uint t[4];
    t[get_local_id(0) & 3] = 1;
    o[0] = t[0];
  }
}
