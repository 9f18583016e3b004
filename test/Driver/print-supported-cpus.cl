// --print-supported-cpus (and clang's -mcpu=help) lists every -mcpu
// spelling with its LLVM processor, Catalyst device and the first driver
// that knows the device; nothing is compiled.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang --amdcl2-abi --print-supported-cpus %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=help | FileCheck %s

// CHECK:      GPUs for --amdcl2-abi (-mcpu=NAME; LLVM processor, Catalyst device, first driver that knows it):
// CHECK-NEXT:   gfx700       gfx700   Spectre    old
// CHECK-DAG:    gfx704       gfx704   Bonaire    old
// CHECK-DAG:    gfx900       gfx900   gfx900     2236.00
// CHECK-DAG:    ellesmere    gfx803   Ellesmere  2004.06
// CHECK-DAG:    fiji         gfx803   Fiji       old
// CHECK-DAG:    polaris10    gfx803   Ellesmere  2004.06
// CHECK-NOT:  error
kernel void k() {}
