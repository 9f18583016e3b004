// bench/run-agreement.py's comparison logic on binaries of this file: -O0
// and -O2 agree kernel by kernel; a variant computing something else (one
// ulp more in the float kernel, +1 in the int one) is reported as DIFFER
// with the first byte, the element and the float's ulp distance; a kernel
// the emulator cannot run is an error that the summary counts.
// REQUIRES: amdcl2-clang, amdcl2-run, amdcl2-objdump
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -c -o %t.O0.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O2 -c -o %t.O2.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O2 -DVARIANT -c -o %t.var.clo %s
// RUN: python3 %amdcl2_src_root/bench/run-agreement.py %amdcl2_build_root/bin \
// RUN:   --binaries %t.O0.clo %t.O2.clo --check | FileCheck %s --check-prefix=SAME
// RUN: not python3 %amdcl2_src_root/bench/run-agreement.py %amdcl2_build_root/bin \
// RUN:   --binaries %t.O2.clo %t.var.clo --check | FileCheck %s --check-prefix=DIFF

// SAME: O2.clo vector_add: agree
// SAME-NEXT: O2.clo scale2d: agree
// SAME-NEXT: O2.clo reduce: agree
// SAME-NEXT: O2.clo blur: agree, {{[1-9][0-9]*}} of {{[0-9]+}} buffer bytes written
// SAME-NEXT: O2.clo only_ref: agree
// SAME-NEXT: 1/1 programs agree
// SAME-NEXT: ours/reference over 5 agreeing kernels (geomean): wave instructions {{[0-9.]+}}, issue cycles {{[0-9.]+}}
// SAME-NOT: could not run

// DIFF: var.clo vector_add: DIFFER arg 2 at byte {{[0-9]+}} ({{[0-9]+}} of 4096 elements differ; [{{[0-9]+}}] = {{.*}} vs {{.*}}; max ulp difference 1)
// DIFF-NEXT: var.clo scale2d: DIFFER arg 1 at byte 0 (256 of 4096 elements differ; [0] = {{[0-9]+}} vs {{[0-9]+}})
// DIFF-NEXT: var.clo reduce: agree
// DIFF-NEXT: var.clo blur: DIFFER arg 2 at byte {{[0-9]+}}
// DIFF-NEXT: var.clo only_ref: error: only in ref
// DIFF-NEXT: 0/1 programs agree
// DIFF-NEXT: ours/reference over 1 agreeing kernels (geomean): wave instructions 1.000, issue cycles 1.000
// DIFF-NEXT: 1 kernels could not run:
// DIFF-NEXT:   1 x only in ref

kernel void vector_add(global const float *a, global const float *b,
                       global float *c, uint n) {
  size_t i = get_global_id(0);
  if (i < n) {
    float s = a[i] + b[i];
#ifdef VARIANT
    s = as_float(as_uint(s) + 1);
#endif
    c[i] = s;
  }
}

// 2D, 16x16 work-items in groups of 8x8: the script reads the required size
// from the binary.
kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void scale2d(global const int *a, global int *o) {
  size_t i = get_global_id(1) * 16 + get_global_id(0);
#ifdef VARIANT
  o[i] = a[i] * 3 + 1;
#else
  o[i] = a[i] * 3;
#endif
}

// A local-pointer argument and data-dependent indexing.
kernel void reduce(global const uint *idx, global const uint *v,
                   local uint *tmp, global uint *o) {
  size_t l = get_local_id(0);
  tmp[l] = v[idx[get_global_id(0)]];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    uint s = 0;
    for (size_t k = 0; k < get_local_size(0); ++k)
      s += tmp[k];
    o[get_group_id(0)] = s;
  }
}

// Images and a sampler: RGBA unorm8 texels in and out, compared as bytes.
kernel void blur(read_only image2d_t in, sampler_t s, write_only image2d_t out) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  float2 c = (float2)(p.x + 0.5f, p.y + 0.5f);
  float4 v = (read_imagef(in, s, c - (float2)(1, 0)) + read_imagef(in, s, c) +
              read_imagef(in, s, c + (float2)(1, 0))) / 3.0f;
#ifdef VARIANT
  v.y += 1.0f / 255;
#endif
  write_imagef(out, p, v);
}

#ifndef VARIANT
kernel void only_ref(global int *o) { o[get_global_id(0)] = 1; }
#endif
