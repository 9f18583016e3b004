// Work-group collectives from our builtins library: a 256-slot local scratch
// array (1 KiB for 32-bit types, 2 KiB for 64-bit ones, only what a kernel
// uses), written, synchronized with s_barrier, read back. They need the
// linear local id, so all three local-id dimensions are enabled.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -O0 -S -o - %s | FileCheck %s --check-prefix=O0

// CHECK-LABEL: .kernel reduce_int
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz
// CHECK:               .localsize 1024
// CHECK:               ds_write_b32
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          s_barrier
// O0-LABEL:    .kernel reduce_int
// O0:                  .localsize 1024
// O0-NOT:              s_swappc
// O0:                  s_barrier
kernel void reduce_int(global int *out) {
  out[get_group_id(0)] = work_group_reduce_add((int)get_local_id(0));
}

// CHECK-LABEL: .kernel scan_long
// CHECK:               .localsize 2048
// CHECK:               ds_write_b64
// CHECK:               s_barrier
// CHECK:               ds_read_b64
// O0-LABEL:    .kernel scan_long
// O0:                  .localsize 2048
kernel void scan_long(global long *out) {
  out[get_global_id(0)] = work_group_scan_exclusive_max((long)get_local_id(0));
}

// Two collectives of 32-bit types share one scratch array; broadcast needs
// two barriers, any three.
// CHECK-LABEL: .kernel broadcast_any
// CHECK:               .localsize 1024
// CHECK-COUNT-5:       s_barrier
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
kernel void broadcast_any(global float *out, global int *flag) {
  float v = work_group_broadcast(out[get_global_id(0)], 3);
  out[get_global_id(0)] = v + work_group_any(flag[get_global_id(0)]);
}

// Every type and operation resolves (no call to an undefined function).
// CHECK-LABEL: .kernel all_forms
// CHECK:               .localsize 3072
// O0-LABEL:    .kernel all_forms
kernel void all_forms(global int *i, global uint *u, global long *l,
                      global ulong *ul, global float *f, global double *d) {
  size_t g = get_global_id(0);
  i[g] = work_group_reduce_min(i[g]) + work_group_scan_inclusive_add(i[g]) +
         work_group_all(i[g]) + work_group_broadcast(i[g], 1, 2);
  u[g] = work_group_reduce_max(u[g]) + work_group_scan_exclusive_min(u[g]);
  l[g] = work_group_reduce_add(l[g]) + work_group_broadcast(l[g], 0, 0, 0);
  ul[g] = work_group_scan_inclusive_max(ul[g]);
  f[g] = work_group_reduce_max(f[g]) + work_group_scan_exclusive_add(f[g]);
  d[g] = work_group_reduce_min(d[g]) + work_group_scan_inclusive_min(d[g]);
}
