// An unknown -mcpu is one line listing every supported name; a processor
// LLVM knows but no AMDCL2 driver loads says why.
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx1030 -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=nosuchgpu -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx90a -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CDNA
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=tahiti -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GCN10
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx9-generic -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not amdcl2-clang -target x86_64-linux-gnu --amdcl2-abi -mcpu=fiji -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET

// CHECK: amdcl2-clang: error: unknown GPU 'gfx1030': gfx1030 is not GCN; the AMDCL2 drivers end with gfx9; supported GPUs: gfx700, gfx701, {{.*}}, gfx803, {{.*}}, gfx900, {{.*}}, bonaire, {{.*}}, fiji, {{.*}}, vega{{.*}}
// UNKNOWN: amdcl2-clang: error: unknown GPU 'nosuchgpu'; supported GPUs: gfx700,
// CDNA: amdcl2-clang: error: unknown GPU 'gfx90a': gfx90a is newer than every AMDCL2 driver (the last devices they know are gfx906 and gfx907); supported GPUs:
// GCN10: amdcl2-clang: error: unknown GPU 'tahiti': gfx600 is GCN 1.0, for which AMD's drivers have no OpenCL 2.0 binary format; supported GPUs:
// GENERIC: amdcl2-clang: error: unknown GPU 'gfx9-generic': gfx9-generic is a generic target, but a binary names one device; supported GPUs:
// MISSING: amdcl2-clang: error: -mcpu= is required; supported GPUs: gfx700,
// TARGET: amdcl2-clang: error: --amdcl2-abi needs -target amdgcn, amdgcn-amd-amdcl2 or amdgcn-amd-amdhsa, not 'x86_64-linux-gnu'
kernel void k(global int *a) { a[0] = 1; }
