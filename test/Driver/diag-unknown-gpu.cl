// An unknown -mcpu is one line listing every supported name.
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx1030 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not amdcl2-clang -target x86_64-linux-gnu --amdcl2-abi -mcpu=fiji -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET

// CHECK: amdcl2-clang: error: unknown GPU 'gfx1030'; supported GPUs: gfx700, gfx701, {{.*}}, gfx803, {{.*}}, gfx900, {{.*}}, bonaire, {{.*}}, fiji, {{.*}}, vega{{.*}}
// MISSING: amdcl2-clang: error: -mcpu= is required; supported GPUs: gfx700,
// TARGET: amdcl2-clang: error: --amdcl2-abi needs -target amdgcn, amdgcn-amd-amdcl2 or amdgcn-amd-amdhsa, not 'x86_64-linux-gnu'
kernel void k(global int *a) { a[0] = 1; }
