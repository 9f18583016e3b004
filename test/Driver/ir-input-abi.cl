// The kernel's inputs do not depend on the path its code took: OpenCL C
// through amdcl2-clang at -O2, the same source made into IR by clang-22 at
// -O0 (-disable-O0-optnone, the IR compiler developers feed amdcl2-llc) then
// compiled by amdcl2-llc at -O2, and clang-22 at -O2 with the plugin give
// every kernel the same user SGPRs, enable mask, group ids and local ids on
// gfx7, gfx8 and gfx9. At -O0 clang keeps variables in allocas cast to flat;
// those casts alone asked for the apertures (usegeneric, 12 user SGPRs) on
// gfx7 and gfx8 before the lowering ran the passes that remove them at -O2.
// Expected values are the ABI's (docs/ABI.md, section 2): arguments and the
// setup buffer (8 user SGPRs, mask 0x0b; gfx900 adds flat-scratch init under
// the default driver: 10, 0x2b) for kernels that read work-item sizes, the
// arguments alone (6, 0x09; gfx900 8, 0x29) otherwise. Group ids are the ones
// read; stock LLVM keeps X before a Y id the kernel reads (docs/ABI.md,
// section 3), so `ygroup` has xy there and y with llvm-patches 0001.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O0 -Xclang -disable-O0-optnone -cl-kernel-arg-info -emit-llvm -S %s -o %t/o0.ll
// RUN: for g in bonaire fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$g -O2 -c %s -o %t/cl-$g.clo && \
// RUN:   amdcl2-llc -mcpu=$g -O2 %t/o0.ll -o %t/ir-$g.clo && \
// RUN:   for p in cl ir; do \
// RUN:     amdcl2-objdump --json %t/$p-$g.clo | %python %S/Inputs/kernel-inputs.py $g > %t/$p-$g.txt; \
// RUN:   done; \
// RUN: done
// RUN: cat %t/cl-bonaire.txt %t/cl-fiji.txt %t/cl-gfx900.txt | FileCheck %s
// RUN: cat %t/ir-bonaire.txt %t/ir-fiji.txt %t/ir-gfx900.txt | FileCheck %s
// The plugin in clang-22's own -O2 pipeline (an HSA object: its user SGPRs).
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 \
// RUN:   -fpass-plugin=%amdcl2_plugin -S %s -o - | FileCheck %s --check-prefix=PLUGIN

// CHECK:      bonaire add user_sgprs 8 mask 0x0b tgid x tidig 0
// CHECK-NEXT: bonaire ygroup user_sgprs 6 mask 0x09 tgid {{x?}}y tidig 0
// CHECK-NEXT: bonaire priv user_sgprs 8 mask 0x0b tgid x tidig 0
// CHECK-NEXT: bonaire local2d user_sgprs 6 mask 0x09 tgid - tidig 1
// CHECK-NEXT: fiji add user_sgprs 8 mask 0x0b tgid x tidig 0
// CHECK-NEXT: fiji ygroup user_sgprs 6 mask 0x09 tgid {{x?}}y tidig 0
// CHECK-NEXT: fiji priv user_sgprs 8 mask 0x0b tgid x tidig 0
// CHECK-NEXT: fiji local2d user_sgprs 6 mask 0x09 tgid - tidig 1
// CHECK-NEXT: gfx900 add user_sgprs 10 mask 0x2b tgid x tidig 0
// CHECK-NEXT: gfx900 ygroup user_sgprs 8 mask 0x29 tgid {{x?}}y tidig 0
// CHECK-NEXT: gfx900 priv user_sgprs 10 mask 0x2b tgid x tidig 0
// CHECK-NEXT: gfx900 local2d user_sgprs 8 mask 0x29 tgid - tidig 1

// PLUGIN-LABEL: .amdhsa_kernel add
// PLUGIN:       .amdhsa_user_sgpr_count 8
// PLUGIN-LABEL: .amdhsa_kernel ygroup
// PLUGIN:       .amdhsa_user_sgpr_count 6
// PLUGIN-LABEL: .amdhsa_kernel priv
// PLUGIN:       .amdhsa_user_sgpr_count 8
// PLUGIN-LABEL: .amdhsa_kernel local2d
// PLUGIN:       .amdhsa_user_sgpr_count 6

kernel void add(global const float *a, global const float *b, global float *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}

kernel void ygroup(global int *out) { out[get_group_id(1)] = 1; }

// A private array indexed at run time stays in scratch.
kernel void priv(global int *out, int n) {
  int t[8];
  for (int i = 0; i < 8; ++i)
    t[i] = i * n;
  out[get_global_id(0)] = t[n & 7];
}

// A local array written through a pointer held in a private variable.
kernel void local2d(global int *out) {
  local int tile[64];
  local int *p = tile;
  p[get_local_id(1) * 8 + get_local_id(0)] = 1;
  __builtin_amdgcn_s_barrier(); // amdcl2-llc links no builtins
  out[get_local_id(0)] = p[get_local_id(0)];
}
