// sub_group_barrier, sub_group_any/all and sub_group_broadcast
// (SubGroups.cl). A wave runs in lockstep: the barrier is no s_barrier, only
// the fences of its flags and scope (none at sub-group scope). The votes are
// a ballot compared with 0 or with exec; broadcast is v_readlane with the
// lane in an SGPR (readfirstlane when the compiler cannot see it uniform).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// LDS accesses of one wave are in order: the read follows the write with
// no wait.
// CHECK-LABEL: .kernel barrier_local
// CHECK-NOT:           s_barrier
// CHECK:               ds_write_b32 [[ADDR:v[0-9]+]], v{{[0-9]+}}
// CHECK-NEXT:          ds_read_b32 v{{[0-9]+}}, [[ADDR]] offset:4
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
kernel void barrier_local(local int *l, global int *g) {
  l[get_local_id(0)] = 1;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  g[0] = l[get_local_id(0) + 1];
}

// At work-group scope the LDS write completes first.
// CHECK-LABEL: .kernel barrier_local_group
// CHECK-NOT:           s_barrier
// CHECK:               ds_write_b32 [[ADDR:v[0-9]+]], v{{[0-9]+}}
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          ds_read_b32 v{{[0-9]+}}, [[ADDR]] offset:4
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
kernel void barrier_local_group(local int *l, global int *g) {
  l[get_local_id(0)] = 1;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  g[0] = l[get_local_id(0) + 1];
}

// At device scope global memory is written back and L1 invalidated.
// CHECK-LABEL: .kernel barrier_global_device
// GFX7:                flat_store_dword
// GFX8:                flat_store_dword
// GFX9:                global_store_dword
// CHECK:               s_waitcnt vmcnt(0)
// CHECK-NEXT:          buffer_wbinvl1_vol
// GFX7-NEXT:           flat_load_dword
// GFX8-NEXT:           flat_load_dword
// GFX9-NEXT:           global_load_dword
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
kernel void barrier_global_device(global int *g) {
  g[get_local_id(0)] = 1;
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  g[get_local_id(0) + 64] = g[get_local_id(0) + 1];
}

// any: ballot != 0; all: ballot == exec (gfx7 has no 64-bit s_cmp: a VALU
// compare with exec copied to VGPRs).
// CHECK-LABEL: .kernel vote
// GFX7:                v_mov_b32_e32 v[[EXECLO:[0-9]+]], exec_lo
// GFX7-NEXT:           v_mov_b32_e32 v[[EXECHI:[0-9]+]], exec_hi
// GFX7:                v_cmp_lt_i32_e64 [[GT3:s\[[0-9]+:[0-9]+\]]], 3, [[X:v[0-9]+]]
// GFX7-NEXT:           v_cmp_ne_u32_e32 vcc, 0, [[X]]
// GFX7-NEXT:           v_cmp_eq_u64_e64 s{{\[[0-9]+:[0-9]+\]}}, [[GT3]], v{{\[}}[[EXECLO]]:[[EXECHI]]{{\]}}
// GFX7-NEXT:           v_cmp_ne_u64_e64 s{{\[[0-9]+:[0-9]+\]}}, vcc, 0
// GFX8:                v_cmp_ne_u32_e32 vcc, 0, [[X:v[0-9]+]]
// GFX8-NEXT:           v_cmp_lt_i32_e64 [[GT3:s\[[0-9]+:[0-9]+\]]], 3, [[X]]
// GFX8-NEXT:           s_cmp_lg_u64 vcc, 0
// GFX8-NEXT:           s_cselect_b64 s{{\[[0-9]+:[0-9]+\]}}, -1, 0
// GFX8-NEXT:           s_cmp_eq_u64 [[GT3]], exec
// GFX9:                v_cmp_ne_u32_e32 vcc, 0, [[X:v[0-9]+]]
// GFX9-NEXT:           v_cmp_lt_i32_e64 [[GT3:s\[[0-9]+:[0-9]+\]]], 3, [[X]]
// GFX9-NEXT:           s_cmp_lg_u64 vcc, 0
// GFX9-NEXT:           s_cselect_b64 s{{\[[0-9]+:[0-9]+\]}}, -1, 0
// GFX9-NEXT:           s_cmp_eq_u64 [[GT3]], exec
// CHECK:               s_endpgm
kernel void vote(global int *g) {
  int x = g[get_local_id(0)];
  g[get_local_id(0)] = sub_group_any(x) + 2 * sub_group_all(x > 3);
}

// A kernel argument is uniform: the lane index is its SGPR.
// CHECK-LABEL: .kernel broadcast_int
// GFX7:                s_load_dword [[LANE:s[0-9]+]], s[4:5], 0xe
// GFX8:                s_load_dword [[LANE:s[0-9]+]], s[4:5], 0x38
// GFX9:                s_load_dword [[LANE:s[0-9]+]], s[4:5], 0x38
// CHECK:               v_readlane_b32 [[R:s[0-9]+]], v{{[0-9]+}}, [[LANE]]
// CHECK-NEXT:          v_mov_b32_e32 v{{[0-9]+}}, [[R]]
kernel void broadcast_int(global int *g, uint lane) {
  g[get_local_id(0)] = sub_group_broadcast(g[get_local_id(0)], lane);
}

// A lane index in a VGPR is read from the first lane; 64 bits are two
// readlanes.
// CHECK-LABEL: .kernel broadcast_double
// CHECK:               v_cvt_u32_f64_e32 [[IDX:v[0-9]+]], s{{\[[0-9]+:[0-9]+\]}}
// CHECK-NEXT:          v_readfirstlane_b32 [[LANE:s[0-9]+]], [[IDX]]
// CHECK:               v_readlane_b32 s{{[0-9]+}}, v[[LO:[0-9]+]], [[LANE]]
// CHECK-NEXT:          v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, [[LANE]]
kernel void broadcast_double(global double *g) {
  g[get_local_id(0)] = sub_group_broadcast(g[get_local_id(0)], (uint)g[64]);
}
