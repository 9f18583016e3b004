// -E preprocesses (to standard output, or -o) and -fsyntax-only checks,
// with the macros and extension header of a real compilation; clang's
// phase order applies (-E over -fsyntax-only over -S).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -E %s 2>&1 | FileCheck %s --check-prefix=E --implicit-check-not=warning
// RUN: rm -f %t.i
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=ellesmere -S -E -o %t.i %s
// RUN: FileCheck %s --check-prefix=ELLESMERE --input-file %t.i
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -E -dM %s | FileCheck %s --check-prefix=DM
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fsyntax-only %s 2>&1 | count 0
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD -DFILE=%s
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -E %s %s -o %t.i 2>&1 | FileCheck %s --check-prefix=TWO

// E:         kernel void k(global int *o) { o[0] = 200 + 1; }
// ELLESMERE: kernel void k(global int *o) { o[0] = 200 + 2; }
// DM-DAG:    #define __Fiji__ 1
// DM-DAG:    #define __OPENCL_VERSION__ 200
// DM-DAG:    #define cl_ext_atomic_counters_32 1
// BAD:       [[FILE]]:[[@LINE+12]]:3: error: use of undeclared identifier 'undeclared'
// TWO:       amdcl2-clang: error: cannot specify -o when preprocessing several files

#pragma OPENCL EXTENSION cl_amd_printf : enable
#ifdef __Fiji__
#define DEV 1
#else
#define DEV 2
#endif
kernel void k(global int *o) { o[0] = __OPENCL_VERSION__ + DEV; }
#ifdef BAD
void f(void) {
  undeclared;
}
#endif
