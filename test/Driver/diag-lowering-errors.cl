// What the CL2 lowering pass rejects is reported at the offending source
// line, `file.cl:LINE:COL: error: kernel 'k': ...`, as clang reports its own
// errors: amdcl2-clang compiles with line tables (stripped before codegen).
// Through clang-22 -fpass-plugin the same diagnostic comes out of clang
// itself (at the kernel without -g, at the call with it).
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RECURSION --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -O0 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RECURSION --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -DIMPLICITARG -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IMPLICITARG --implicit-check-not=error
// RUN: not %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 -gline-tables-only \
// RUN:   -fpass-plugin=%amdcl2_plugin -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=RECURSION
// RUN: not %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 \
// RUN:   -fpass-plugin=%amdcl2_plugin -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN-NOLINES

#ifndef IMPLICITARG
// RECURSION: {{^}}{{.*}}diag-lowering-errors.cl:[[#@LINE+2]]:22: error: kernel 'recursion': recursive calls are not supported{{$}}
int fib(int n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

// PLUGIN-NOLINES: {{^}}{{.*}}diag-lowering-errors.cl:[[#@LINE+1]]:13: error: kernel 'recursion': recursive calls are not supported{{$}}
kernel void recursion(global int *p) { p[0] = fib(p[1]); }
#endif

#ifdef IMPLICITARG
// IMPLICITARG: {{^}}{{.*}}diag-lowering-errors.cl:[[#@LINE+2]]:{{[0-9]+}}: error: kernel 'implicitarg': uses llvm.amdgcn.implicitarg.ptr, which the CL2 ABI does not provide{{$}}
kernel void implicitarg(global int *p) {
  p[0] = *(constant int *)__builtin_amdgcn_implicitarg_ptr();
}
#endif

