// `-` reads the source from standard input, as clang: with -x cl or -x ir,
// or under -E; without either clang's error. Outputs default to clang's
// names for it (`-.o`, `-.s`); quoted includes are found in the current
// directory, and diagnostics name `<stdin>`.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t && cd %t && echo '#define VALUE 7' > value.h
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -x cl - < %s
// RUN: amdcl2-objdump --kernels %t/-.o | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -x cl - < %s
// RUN: FileCheck %s < %t/-.s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -E - < %s | FileCheck %s --check-prefix=PRE
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -DVALUE=7 -emit-llvm -S -o %t/k.ll %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -x ir - -o %t/ir.o < %t/k.ll
// RUN: amdcl2-objdump --kernels %t/ir.o | FileCheck %s
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c - -o %t/none.o < %s 2>&1 | FileCheck %s --check-prefix=NOLANG
// RUN: not test -e %t/none.o
// RUN: echo 'kernel void k(global int *p) { bad; }' | not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -x cl - -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t/bad.o

// CHECK-LABEL: .kernel from_stdin
// PRE:         kernel void from_stdin(global int *p) { *p = 7; }
// NOLANG:      amdcl2-clang: error: -E or -x required when input is from standard input
// BAD:         <stdin>:1:32: error: use of undeclared identifier 'bad'

#ifndef VALUE
#include "value.h"
#endif
kernel void from_stdin(global int *p) { *p = VALUE; }
