// --print-supported-cpus (and clang's -mcpu=help) lists every -mcpu
// spelling with its LLVM processor, Catalyst device and the first driver
// that knows the device; nothing is compiled.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang --amdcl2-abi --print-supported-cpus %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=help | FileCheck %s

// CHECK:      GPUs for --amdcl2-abi (-mcpu=NAME; LLVM target, Catalyst device, drivers that know it):
// CHECK-NEXT:   gfx700       gfx700         Spectre    old on
// CHECK-DAG:    gfx704       gfx704         Bonaire    old on
// CHECK-DAG:    gfx705       gfx705         Mullins    old on
// CHECK-DAG:    gfx805       gfx805         Tonga      old on
// CHECK-DAG:    gfx900       gfx900         gfx900     2236.00 on
// CHECK-DAG:    gfx909       gfx909         gfx902     2527.00 on
// CHECK-DAG:    ellesmere    gfx803         Ellesmere  2004.06 on
// CHECK-DAG:    fiji         gfx803         Fiji       old on
// CHECK-DAG:    polaris10    gfx803         Ellesmere  2004.06 on
// CHECK-DAG:    polaris12    gfx803         gfx804     2236.00 on
// CHECK-DAG:    lexa         gfx803         gfx804     2236.00 on
// CHECK-DAG:    tongapro     gfx805         Tonga      old on
// CHECK-DAG:    gfx901       gfx900:xnack+  gfx901     2264.00 on
// CHECK-DAG:    gfx907       gfx906:xnack+  gfx907     2580.00 on
// CHECK-NOT:  error
kernel void k() {}
