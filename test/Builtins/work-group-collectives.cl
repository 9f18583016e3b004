// Work-group collectives from our builtins library, built on the sub-group
// functions: each wave reduces or scans its lanes (ds_swizzle butterfly,
// v_readlane of lanes 0 and 32), one lane writes the wave's partial to its
// slot of a 32-byte local array (slot = local linear id / 64, read from the
// first lane), s_barrier, every work-item reads the slots and combines them
// in wave order, s_barrier again so that the next collective may reuse the
// slots. AMD's compiler also allocates 32 bytes (ExtractPrimes).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -O0 -S -o - %s | FileCheck %s --check-prefix=O0

// The sub-group id needs the local linear id: all three local ids. Lane 0
// writes at sub-group id * 4; the wave count (from the local sizes) drops
// the slots of waves the group does not have.
// CHECK-LABEL: .kernel reduce_int
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz{{$}}
// CHECK:               .localsize 32
// CHECK:               s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// CHECK-NEXT:          v_cndmask_b32_e64 [[T0:v[0-9]+]], 0, v0, [[EXEC]]
// CHECK-NEXT:          ds_swizzle_b32 v{{[0-9]+}}, [[T0]] offset:swizzle(SWAP,1)
// CHECK:               ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,2)
// CHECK:               ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,4)
// CHECK:               ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,8)
// CHECK:               ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,16)
// CHECK:               v_readlane_b32 s{{[0-9]+}}, [[TOTAL:v[0-9]+]], 0
// CHECK:               v_readlane_b32 s{{[0-9]+}}, [[TOTAL]], 32
// CHECK:               v_mbcnt_hi_u32_b32{{(_e32)?}} [[LANE:v[0-9]+]], -1,
// CHECK:               v_cmp_eq_u32_e32 vcc, 0, [[LANE]]
// CHECK:               s_and_saveexec_b64 [[SAVED:s\[[0-9]+:[0-9]+\]]], vcc
// CHECK-NEXT:          s_cbranch_execz [[JOIN:.LBB[0-9_]+]]
// CHECK:               s_lshr_b32 [[W:s[0-9]+]], s{{[0-9]+}}, 6
// CHECK:               s_cmp_gt_u32 s{{[0-9]+}}, 64
// CHECK-NEXT:          s_cselect_b32 [[W0:s[0-9]+]], [[W]], 0
// CHECK-NEXT:          s_lshl_b32 [[OFF:s[0-9]+]], [[W0]], 2
// CHECK-NEXT:          v_mov_b32_e32 [[ADDR:v[0-9]+]], [[OFF]]
// CHECK-NEXT:          ds_write_b32 [[ADDR]], v{{[0-9]+}}
// CHECK-NEXT:  [[JOIN]]:
// CHECK-NEXT:          s_or_b64 exec, exec, [[SAVED]]
// CHECK:               s_barrier
// CHECK-NEXT:          ds_read_b128 v{{\[}}[[P0:[0-9]+]]:[[P3:[0-9]+]]{{\]}}, v{{[0-9]+}}
// CHECK:               v_cndmask_b32_e{{32|64}} v{{[0-9]+}}, 0, v[[P3]]
// CHECK:               s_barrier
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
// O0-LABEL:    .kernel reduce_int
// O0:                  .localsize 32
// O0-NOT:              s_swappc
// O0:                  ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,16)
// O0:                  ds_write_b32
// O0:                  s_barrier
// O0:                  ds_read_b32 v{{[0-9]+}}, [[ZERO:v[0-9]+]]{{$}}
// O0:                  ds_read_b32 v{{[0-9]+}}, [[ZERO]] offset:4
// O0:                  ds_read_b32 v{{[0-9]+}}, [[ZERO]] offset:8
// O0:                  ds_read_b32 v{{[0-9]+}}, [[ZERO]] offset:12
// O0:                  s_barrier
// O0-NOT:              s_swappc
// O0:                  s_endpgm
kernel void reduce_int(global int *out) {
  out[get_group_id(0)] = work_group_reduce_add((int)get_local_id(0));
}

// A 1-D work-group of 256: four waves, so no select; the sub-group id is
// local id x / 64 (>> 4 and 0xffffffc: the slot's byte offset), and the four
// partials are one ds_read_b128, combined in order with v_min_u32, v_min3.
// Inactive lanes get 0xffffffff, the identity of unsigned min.
// CHECK-LABEL: .kernel reduce_min_uint_256
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz, x{{$}}
// CHECK:               .cws 256, 1, 1
// CHECK:               .localsize 32
// CHECK:               v_cndmask_b32_e64 [[T0:v[0-9]+]], -1, v{{[0-9]+}}, [[EXEC:s\[[0-9]+:[0-9]+\]]]
// CHECK-NEXT:          ds_swizzle_b32 [[S1:v[0-9]+]], [[T0]] offset:swizzle(SWAP,1)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_min_u32_e32 [[T1:v[0-9]+]], [[T0]], [[S1]]
// CHECK-NEXT:          ds_swizzle_b32 [[S2:v[0-9]+]], [[T1]] offset:swizzle(SWAP,2)
// CHECK:               ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,16)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_min_u32_e32 [[T16:v[0-9]+]],
// CHECK-NEXT:          v_readlane_b32 [[LOW:s[0-9]+]], [[T16]], 0
// CHECK-NEXT:          s_mov_b64 exec, [[EXEC]]
// CHECK-NEXT:          v_readlane_b32 s{{[0-9]+}}, [[T16]], 32
// CHECK:               v_readfirstlane_b32 [[LID:s[0-9]+]], v0
// CHECK-NEXT:          v_and_b32_e32 [[LANE:v[0-9]+]], 63, v0
// CHECK-NEXT:          s_mov_b32 [[MIN:s[0-9]+]], [[LOW]]
// CHECK-NEXT:          v_cmp_eq_u32_e32 vcc, 0, [[LANE]]
// GFX7-NEXT:           s_mov_b32 m0, -1
// GFX8-NEXT:           s_mov_b32 m0, -1
// CHECK-NEXT:          s_and_saveexec_b64 [[SAVED:s\[[0-9]+:[0-9]+\]]], vcc
// CHECK-NEXT:          s_lshr_b32 [[LID]], [[LID]], 4
// CHECK-NEXT:          s_and_b32 [[LID]], [[LID]], 0xffffffc
// CHECK-NEXT:          v_mov_b32_e32 [[ADDR:v[0-9]+]], [[LID]]
// CHECK-NEXT:          v_mov_b32_e32 [[VAL:v[0-9]+]], [[MIN]]
// CHECK-NEXT:          ds_write_b32 [[ADDR]], [[VAL]]
// CHECK-NEXT:          s_or_b64 exec, exec, [[SAVED]]
// CHECK-NEXT:          v_mov_b32_e32 [[ZERO:v[0-9]+]], 0
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          s_barrier
// CHECK-NEXT:          ds_read_b128 v{{\[}}[[P0:[0-9]+]]:[[P3:[0-9]+]]{{\]}}, [[ZERO]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_min_u32_e32 [[M01:v[0-9]+]], v[[P0]], v{{[0-9]+}}
// CHECK-NEXT:          v_min3_u32 [[M:v[0-9]+]], [[M01]], v{{[0-9]+}}, v[[P3]]
// CHECK-NEXT:          s_barrier
// GFX7-NEXT:           flat_store_dword v[{{[0-9]+:[0-9]+}}], [[M]]
// GFX8-NEXT:           flat_store_dword v[{{[0-9]+:[0-9]+}}], [[M]]
// GFX9-NEXT:           global_store_dword v[{{[0-9]+:[0-9]+}}], [[M]], off
// CHECK-NEXT:          s_endpgm
kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce_min_uint_256(global uint *p) {
  p[get_global_id(0)] = work_group_reduce_min(p[get_global_id(0)]);
}

// One wave: slot 0 only, and LLVM drops the s_barriers of a work-group that
// fits in a wave.
// CHECK-LABEL: .kernel reduce_add_int_64
// CHECK:               .localsize 32
// CHECK:               ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,16)
// CHECK:               v_cmp_eq_u32_e32 vcc, 0, v0
// CHECK:               s_and_saveexec_b64 [[SAVED:s\[[0-9]+:[0-9]+\]]], vcc
// CHECK-NEXT:          v_mov_b32_e32 [[VAL:v[0-9]+]], s{{[0-9]+}}
// CHECK-NEXT:          ds_write_b32 [[ZERO:v[0-9]+]], [[VAL]]
// CHECK-NEXT:          s_or_b64 exec, exec, [[SAVED]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          ds_read_b32 [[R:v[0-9]+]], [[ZERO]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          {{flat|global}}_store_dword v[{{[0-9]+:[0-9]+}}], [[R]]
// CHECK-NEXT:          s_endpgm
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void reduce_add_int_64(global int *p) {
  p[get_global_id(0)] = work_group_reduce_add(p[get_global_id(0)]);
}

// The wave's highest active lane (s_flbit of exec; the compare is lane ^
// clz == 63) writes the wave's inclusive total. A work-item adds the
// totals of the waves before its own: slots 1 and 2 only when the wave id
// (local id x >> 6) is above them, nothing in wave 0.
// CHECK-LABEL: .kernel scan_inclusive_add_int_256
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz, x{{$}}
// CHECK:               .localsize 32
// CHECK-DAG:           s_flbit_i32_b64 [[CLZ:s[0-9]+]], exec
// CHECK-DAG:           v_readfirstlane_b32 [[LID:s[0-9]+]], v{{[0-9]+}}
// CHECK-DAG:           v_xor_b32_e32 [[X:v[0-9]+]], [[CLZ]], v{{[0-9]+}}
// CHECK-DAG:           s_lshr_b32 [[W:s[0-9]+]], [[LID]], 6
// CHECK-DAG:           ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,16)
// CHECK-DAG:           v_cmp_eq_u32_e32 vcc, 63, [[X]]
// CHECK:               s_and_saveexec_b64 [[SAVED:s\[[0-9]+:[0-9]+\]]], vcc
// CHECK-NEXT:          s_lshl_b32 [[OFF:s[0-9]+]], [[W]], 2
// CHECK-NEXT:          v_mov_b32_e32 [[ADDR:v[0-9]+]], [[OFF]]
// CHECK-NEXT:          ds_write_b32 [[ADDR]], [[SCAN:v[0-9]+]]
// CHECK-NEXT:          s_or_b64 exec, exec, [[SAVED]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          s_barrier
// CHECK-NEXT:          ds_read_b96 v{{\[}}[[P0:[0-9]+]]:[[P2:[0-9]+]]{{\]}}, v{{[0-9]+}}
// CHECK-DAG:           s_cmpk_gt_u32 [[LID]], 0x7f
// CHECK-DAG:           s_cmpk_gt_u32 [[LID]], 0xbf
// CHECK-DAG:           s_cmp_lg_u32 [[W]], 0
// CHECK-DAG:           v_cndmask_b32_e64 v{{[0-9]+}}, 0, v[[P2]], s[{{[0-9]+:[0-9]+}}]
// CHECK:               v_cndmask_b32_e32 [[EW:v[0-9]+]], 0, v{{[0-9]+}}, vcc
// CHECK-NEXT:          v_add_{{[iu]}}32_e32 [[R:v[0-9]+]], {{(vcc, )?}}[[EW]], [[SCAN]]
// CHECK-NEXT:          s_barrier
// CHECK-NEXT:          {{flat|global}}_store_dword v[{{[0-9]+:[0-9]+}}], [[R]]
// CHECK-NEXT:          s_endpgm
kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void scan_inclusive_add_int_256(global int *p) {
  p[get_global_id(0)] = work_group_scan_inclusive_add(p[get_global_id(0)]);
}

// 64-bit: two swizzles per step, 8-byte slots (sub-group id << 3); the last
// lane writes its prefix max'ed with its own value (the exclusive scan's
// total). Wave 0 skips the combination; elsewhere lane 0 takes the earlier
// waves' maximum as it is (v_cmp lane == 0 joins the select).
// CHECK-LABEL: .kernel scan_long
// CHECK:               .localsize 32
// CHECK:               ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,1)
// CHECK-NEXT:          ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,1)
// CHECK:               v_cmp_gt_i64_e32 vcc,
// CHECK:               s_flbit_i32_b64 [[CLZ:s[0-9]+]], exec
// CHECK-NEXT:          v_xor_b32_e32 [[X:v[0-9]+]], [[CLZ]], [[LANE:v[0-9]+]]
// CHECK-DAG:           v_cmp_eq_u32_e32 vcc, 63, [[X]]
// CHECK:               s_and_saveexec_b64 [[SAVED:s\[[0-9]+:[0-9]+\]]], vcc
// CHECK-NEXT:          s_cbranch_execz [[JOIN:.LBB[0-9_]+]]
// CHECK-NEXT:          v_cmp_gt_i64_e32 vcc,
// CHECK-NEXT:          s_lshl_b32 [[OFF:s[0-9]+]], [[W:s[0-9]+]], 3
// CHECK:               ds_write_b64 v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}]
// CHECK-NEXT:  [[JOIN]]:
// CHECK-NEXT:          s_or_b64 exec, exec, [[SAVED]]
// CHECK-NEXT:          s_cmp_eq_u32 [[W]], 0
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          s_barrier
// CHECK-NEXT:          s_cbranch_scc1 [[DONE:.LBB[0-9_]+]]
// CHECK-NEXT:          v_mov_b32_e32 [[ZERO:v[0-9]+]], 0
// CHECK-NEXT:          ds_read_b128 v[{{[0-9]+:[0-9]+}}], [[ZERO]]
// CHECK-NEXT:          ds_read_b64 v[{{[0-9]+:[0-9]+}}], [[ZERO]] offset:16
// CHECK:               v_cmp_eq_u32_e64 [[FIRST:s\[[0-9]+:[0-9]+\]]], 0, [[LANE]]
// CHECK-NEXT:          s_or_b64 vcc, [[FIRST]], vcc
// CHECK:       [[DONE]]:
// CHECK:               s_barrier
// CHECK-NEXT:          {{flat|global}}_store_dwordx2
// CHECK-NEXT:          s_endpgm
// O0-LABEL:    .kernel scan_long
// O0:                  .localsize 32
// O0-NOT:              s_swappc
// O0:                  s_endpgm
kernel void scan_long(global long *out) {
  out[get_global_id(0)] = work_group_scan_exclusive_max((long)get_local_id(0));
}

// The 1-D broadcast compares get_local_id(0) alone, as AMD's does: local id
// x only (AMD's global_scan_kernel has TIDIG_COMP_CNT 0 too). The
// chosen work-item writes slot 0; two barriers. Like every kernel that calls
// a work-group function it has all three group ids, as AMD's have.
// CHECK-LABEL: .kernel broadcast_x
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz, x{{$}}
// CHECK:               .localsize 32
// CHECK:               v_mov_b32_e32 [[ZERO:v[0-9]+]], 0
// CHECK:               v_cmp_eq_u32_e32 vcc, 0, v0
// CHECK-NEXT:          s_and_saveexec_b64 [[SAVED:s\[[0-9]+:[0-9]+\]]], vcc
// CHECK-NEXT:          s_cbranch_execz [[JOIN:.LBB[0-9_]+]]
// CHECK-NEXT:          {{flat|global}}_load_dword [[X:v[0-9]+]]
// CHECK-NEXT:          s_waitcnt vmcnt(0)
// CHECK-NEXT:          ds_write_b32 [[ZERO]], [[X]]
// CHECK-NEXT:  [[JOIN]]:
// CHECK-NEXT:          s_or_b64 exec, exec, [[SAVED]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          s_barrier
// CHECK-NEXT:          ds_read_b32 [[R:v[0-9]+]], [[ZERO]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          s_barrier
// CHECK-NEXT:          {{flat|global}}_store_dword v[{{[0-9]+:[0-9]+}}], [[R]]
// CHECK-NEXT:          s_endpgm
kernel void broadcast_x(global int *p) {
  p[get_global_id(0)] = work_group_broadcast(p[get_global_id(0)], 0);
}

// The 2-D form compares local ids x and y (TIDIG_COMP_CNT 1), no local size.
// CHECK-LABEL: .kernel broadcast_xy_long
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz, xy{{$}}
// CHECK:               .localsize 32
// CHECK:               v_cmp_eq_u32_e32 vcc, 1, v0
// CHECK-NEXT:          v_cmp_eq_u32_e64 [[Y2:s\[[0-9]+:[0-9]+\]]], 2, v1
// CHECK-NEXT:          s_and_b64 [[BOTH:s\[[0-9]+:[0-9]+\]]], vcc, [[Y2]]
// CHECK-NEXT:          s_and_saveexec_b64 {{s\[[0-9]+:[0-9]+\]}}, [[BOTH]]
// CHECK:               ds_write_b64 [[ZERO:v[0-9]+]], v[{{[0-9]+:[0-9]+}}]
// CHECK:               s_barrier
// CHECK-NEXT:          ds_read_b64 v[{{[0-9]+:[0-9]+}}], [[ZERO]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          s_barrier
kernel void broadcast_xy_long(global long *p) {
  p[get_global_id(0)] = work_group_broadcast(p[get_global_id(0)], 1, 2);
}

// work_group_all: a ballot compared with exec per wave, lane 0 writes the
// vote (0 or 1), then the four votes are and-ed.
// CHECK-LABEL: .kernel all_256
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz, xy{{$}}
// CHECK:               .cws 128, 2, 1
// CHECK:               .localsize 32
// CHECK:               s_mov_b64 [[ACTIVE:s\[[0-9]+:[0-9]+\]]], exec
// CHECK:               v_cmp_ne_u32_e32 vcc, 0, v{{[0-9]+}}
// CHECK-NEXT:          s_and_saveexec_b64
// CHECK-NEXT:          s_cbranch_execz [[JOIN:.LBB[0-9_]+]]
// GFX7:                v_cmp_eq_u64_e32 vcc, vcc, v[{{[0-9]+:[0-9]+}}]
// GFX8:                s_cmp_eq_u64 vcc, [[ACTIVE]]
// GFX9:                s_cmp_eq_u64 vcc, [[ACTIVE]]
// CHECK:               v_cndmask_b32_e64 [[VOTE:v[0-9]+]], 0, 1,
// CHECK-NEXT:          v_mov_b32_e32 [[ADDR:v[0-9]+]], s{{[0-9]+}}
// CHECK-NEXT:          ds_write_b32 [[ADDR]], [[VOTE]]
// CHECK-NEXT:  [[JOIN]]:
// CHECK:               s_barrier
// CHECK-NEXT:          ds_read_b128 v{{\[}}[[P0:[0-9]+]]:[[P3:[0-9]+]]{{\]}},
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_and_b32_e32 [[A:v[0-9]+]], v{{[0-9]+}}, v[[P0]]
// CHECK-NEXT:          v_and_b32_e32 [[B:v[0-9]+]], [[A]], v{{[0-9]+}}
// CHECK-NEXT:          v_and_b32_e32 [[C:v[0-9]+]], [[B]], v[[P3]]
// CHECK-NEXT:          s_barrier
kernel __attribute__((reqd_work_group_size(128, 2, 1)))
void all_256(global int *p) {
  p[get_global_id(0)] = work_group_all(p[get_global_id(0)]);
}

// Two collectives share the slots: two barriers each.
// CHECK-LABEL: .kernel broadcast_any
// CHECK:               .localsize 32
// CHECK-COUNT-4:       s_barrier
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
kernel void broadcast_any(global float *out, global int *flag) {
  float v = work_group_broadcast(out[get_global_id(0)], 3);
  out[get_global_id(0)] = v + work_group_any(flag[get_global_id(0)]);
}

// Every type and operation resolves (no call to an undefined function), and
// all share the 32 bytes.
// CHECK-LABEL: .kernel all_forms
// CHECK:               .localsize 32
// CHECK-COUNT-26:      s_barrier
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
// O0-LABEL:    .kernel all_forms
// O0:                  .localsize 32
// O0-NOT:              s_swappc
// O0:                  s_endpgm
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
