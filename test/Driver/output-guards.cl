// Outputs never destroy inputs, and any valid output name works: -o naming
// an input (by any path) is refused and the source stays as it was; an
// output name of 250 characters is written (the temporary file beside it
// has a short name of its own).
// REQUIRES: amdcl2-clang
// DEFINE: %{long} = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
// RUN: rm -rf %t && mkdir %t && cp %s %t/k.cl
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/k.cl -o %t/./k.cl 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S %t/k.cl -o %t/k.cl 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: diff %s %t/k.cl
// SAME: amdcl2-clang: error: output file '{{.*}}k.cl' is the input file '{{.*}}k.cl'
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t/k.ll %s
// RUN: cp %t/k.ll %t/k.orig.ll
// RUN: not amdcl2-llc -mcpu=fiji %t/k.ll -o %t/k.ll 2>&1 | FileCheck %s --check-prefix=LLC
// RUN: diff %t/k.orig.ll %t/k.ll
// LLC: amdcl2-llc: error: output file '{{.*}}k.ll' is the input file '{{.*}}k.ll'
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/k.cl -o %t/%{long}.clo
// RUN: amdcl2-objdump --kernels %t/%{long}.clo | FileCheck %s
// RUN: ls %t | FileCheck %s --check-prefix=LEFT --implicit-check-not=.tmp
// CHECK: .kernel guarded
// LEFT: .clo
kernel void guarded(global int *p) { *p = 2; }
