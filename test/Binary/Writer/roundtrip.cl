// amdcl2-objdump --roundtrip-check on binaries amdcl2 wrote: reading and
// laying out again reproduces every file byte for byte (outer ELF, and the
// inner ELF against outer .text) for each generation and GPU family.
// RUN: rm -rf %t && mkdir %t
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t/k.ll %s
// RUN: amdcl2-llc -mcpu=bonaire %t/k.ll -o %t/gfx7.clo
// RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=1912.05 %t/k.ll -o %t/g1.clo
// RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2004.06 %t/k.ll -o %t/g2.clo
// RUN: amdcl2-llc -mcpu=ellesmere --amdcl2-driver=2036.03 %t/k.ll -o %t/g2-2036.clo
// RUN: amdcl2-llc -mcpu=gfx900 %t/k.ll -o %t/gfx9.clo
// RUN: amdcl2-objdump --roundtrip-check %t/gfx7.clo %t/g1.clo %t/g2.clo %t/g2-2036.clo %t/gfx9.clo | FileCheck %s
// CHECK: gfx7.clo: round trip OK ([[#]] bytes)
// CHECK: g1.clo: round trip OK ([[#]] bytes)
// CHECK: g2.clo: round trip OK ([[#]] bytes)
// CHECK: g2-2036.clo: round trip OK ([[#]] bytes)
// CHECK: gfx9.clo: round trip OK ([[#]] bytes)

kernel __attribute__((reqd_work_group_size(16, 4, 1), vec_type_hint(float4)))
void first(global float4 *p, read_only image2d_t img, sampler_t s) {
  p[get_global_id(0)] = (float4)(1.0f);
}
kernel void second(global int *p, local int *l, int v) {
  l[get_local_id(0)] = v;
  p[get_group_id(0)] = l[0];
}
