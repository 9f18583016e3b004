// Sub-group reductions and scans (SubGroups.cl), the same on gfx7, gfx8 and
// gfx9: whole-wave mode (s_or_saveexec_b64 -1) with the identity in the
// lanes that were inactive (v_cndmask on the saved exec), a butterfly of
// ds_swizzle lane swaps xor 1, 2, 4, 8, 16 within each 32 lanes, the halves
// joined by v_readlane of lanes 0 and 32, exec restored. No DPP, no
// ds_bpermute (gfx7 has neither), no LDS allocation, no s_barrier.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -O0 -S -o - %s | FileCheck %s --check-prefix=O0

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// Each step's total is the next step's swizzle input; the two half totals
// are added in scalar registers after exec is restored.
// CHECK-LABEL: .kernel reduce_add_int
// CHECK-NOT:           .localsize
// CHECK:               s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// CHECK-NEXT:          s_waitcnt vmcnt(0)
// CHECK-NEXT:          v_cndmask_b32_e64 [[T0:v[0-9]+]], 0, v{{[0-9]+}}, [[EXEC]]
// CHECK-NEXT:          ds_swizzle_b32 [[P1:v[0-9]+]], [[T0]] offset:swizzle(SWAP,1)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// GFX7-NEXT:           v_add_i32_e32 [[T1:v[0-9]+]], vcc, [[P1]], [[T0]]
// GFX8-NEXT:           v_add_u32_e32 [[T1:v[0-9]+]], vcc, [[P1]], [[T0]]
// GFX9-NEXT:           v_add_u32_e32 [[T1:v[0-9]+]], [[P1]], [[T0]]
// CHECK-NEXT:          ds_swizzle_b32 [[P2:v[0-9]+]], [[T1]] offset:swizzle(SWAP,2)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_add_{{[iu]}}32_e32 [[T2:v[0-9]+]], {{(vcc, )?}}[[T1]], [[P2]]
// CHECK-NEXT:          ds_swizzle_b32 [[P4:v[0-9]+]], [[T2]] offset:swizzle(SWAP,4)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_add_{{[iu]}}32_e32 [[T4:v[0-9]+]], {{(vcc, )?}}[[T2]], [[P4]]
// CHECK-NEXT:          ds_swizzle_b32 [[P8:v[0-9]+]], [[T4]] offset:swizzle(SWAP,8)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_add_{{[iu]}}32_e32 [[T8:v[0-9]+]], {{(vcc, )?}}[[T4]], [[P8]]
// CHECK-NEXT:          ds_swizzle_b32 [[P16:v[0-9]+]], [[T8]] offset:swizzle(SWAP,16)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_add_{{[iu]}}32_e32 [[T16:v[0-9]+]], {{(vcc, )?}}[[T8]], [[P16]]
// CHECK-NEXT:          v_readlane_b32 [[LOW:s[0-9]+]], [[T16]], 0
// CHECK-NEXT:          v_readlane_b32 [[HIGH:s[0-9]+]], [[T16]], 32
// CHECK-NEXT:          s_mov_b64 exec, [[EXEC]]
// CHECK-NEXT:          s_add_i32 s{{[0-9]+}}, [[HIGH]], [[LOW]]
// CHECK-NOT:           s_barrier
// CHECK:               s_endpgm
// The same at -O0 (the library is inlined and optimized anyway).
// O0-LABEL:    .kernel reduce_add_int
// O0:                  s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// O0:                  ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,1)
// O0:                  ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,2)
// O0:                  ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,4)
// O0:                  ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,8)
// O0:                  ds_swizzle_b32 {{.*}} offset:swizzle(SWAP,16)
// O0:                  v_readlane_b32
// O0:                  v_readlane_b32
// O0:                  s_mov_b64 exec, [[EXEC]]
kernel void reduce_add_int(global int *p) {
  p[get_global_id(0)] = sub_group_reduce_add(p[get_global_id(0)]);
}

// A scan takes the partner's total into its prefix where the lane's bit K
// is set (v_and lane, K; v_cndmask), and lanes 32-63 the low half's total
// (v_readlane 0; lane & 32). Inactive lanes get 0, the identity of unsigned
// max.
// CHECK-LABEL: .kernel scan_inclusive_max_uint
// CHECK:               s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// CHECK:               v_cndmask_b32_e64 [[T0:v[0-9]+]], 0, v{{[0-9]+}}, [[EXEC]]
// CHECK-NEXT:          ds_swizzle_b32 [[P1:v[0-9]+]], [[T0]] offset:swizzle(SWAP,1)
// GFX7-NEXT:           v_mbcnt_lo_u32_b32_e64 [[LO:v[0-9]+]], -1, 0
// GFX7-NEXT:           v_mbcnt_hi_u32_b32_e32 [[LANE:v[0-9]+]], -1, [[LO]]
// GFX8-NEXT:           v_mbcnt_lo_u32_b32 [[LO:v[0-9]+]], -1, 0
// GFX8-NEXT:           v_mbcnt_hi_u32_b32 [[LANE:v[0-9]+]], -1, [[LO]]
// GFX9-NEXT:           v_mbcnt_lo_u32_b32 [[LO:v[0-9]+]], -1, 0
// GFX9-NEXT:           v_mbcnt_hi_u32_b32 [[LANE:v[0-9]+]], -1, [[LO]]
// CHECK-NEXT:          v_and_b32_e32 [[BIT1:v[0-9]+]], 1, [[LANE]]
// CHECK-NEXT:          v_cmp_eq_u32_e32 vcc, 0, [[BIT1]]
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_max_u32_e32 [[T1:v[0-9]+]], [[T0]], [[P1]]
// CHECK-NEXT:          ds_swizzle_b32 v{{[0-9]+}}, [[T1]] offset:swizzle(SWAP,2)
// CHECK-NEXT:          v_cndmask_b32_e32 v{{[0-9]+}}, [[T1]], [[T0]], vcc
// CHECK:               ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,4)
// CHECK:               ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,8)
// CHECK:               ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,16)
// CHECK:               v_and_b32_e32 [[BIT32:v[0-9]+]], 32, [[LANE]]
// CHECK:               v_readlane_b32 [[LOW:s[0-9]+]], v{{[0-9]+}}, 0
// CHECK-NOT:           v_readlane_b32
// CHECK:               v_max_u32_e32 [[HIGH:v[0-9]+]], [[LOW]], [[PREFIX:v[0-9]+]]
// CHECK-NEXT:          v_cmp_eq_u32_e32 vcc, 0, [[BIT32]]
// CHECK-NEXT:          v_cndmask_b32_e32 v{{[0-9]+}}, [[HIGH]], [[PREFIX]], vcc
// CHECK-NEXT:          s_mov_b64 exec, [[EXEC]]
kernel void scan_inclusive_max_uint(global uint *p) {
  p[get_global_id(0)] = sub_group_scan_inclusive_max(p[get_global_id(0)]);
}

// 64 bits: both halves filled with LONG_MAX (-1 and 0x7fffffff =
// bfrev(-2)), swizzled apart, compared as one.
// CHECK-LABEL: .kernel scan_exclusive_min_long
// CHECK:               s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// CHECK-NEXT:          v_bfrev_b32_e32 [[MAXHI:v[0-9]+]], -2
// CHECK-NEXT:          s_waitcnt vmcnt(0)
// CHECK-NEXT:          v_cndmask_b32_e64 v[[LO:[0-9]+]], -1, v{{[0-9]+}}, [[EXEC]]
// CHECK-NEXT:          v_cndmask_b32_e64 v[[HI:[0-9]+]], [[MAXHI]], v{{[0-9]+}}, [[EXEC]]
// CHECK-NEXT:          ds_swizzle_b32 v[[PLO:[0-9]+]], v[[LO]] offset:swizzle(SWAP,1)
// CHECK-NEXT:          ds_swizzle_b32 v[[PHI:[0-9]+]], v[[HI]] offset:swizzle(SWAP,1)
// CHECK:               v_cmp_lt_i64_e32 vcc, v{{\[}}[[LO]]:[[HI]]{{\]}}, v{{\[}}[[PLO]]:[[PHI]]{{\]}}
// CHECK-COUNT-2:       ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,2)
// CHECK-COUNT-2:       ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,4)
// CHECK-COUNT-2:       ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,8)
// CHECK-COUNT-2:       ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,16)
// CHECK-COUNT-2:       v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 0
// CHECK-NOT:           v_readlane_b32
// CHECK:               s_mov_b64 exec, [[EXEC]]
kernel void scan_exclusive_min_long(global long *p) {
  p[get_global_id(0)] = sub_group_scan_exclusive_min(p[get_global_id(0)]);
}

// Floating-point add fills with -0.0 (bfrev(1) = 0x80000000), which adds
// exactly; the halves are added in a VGPR before exec is restored.
// CHECK-LABEL: .kernel reduce_add_float
// CHECK:               s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// CHECK-NEXT:          v_bfrev_b32_e32 [[NEGZERO:v[0-9]+]], 1
// CHECK-NEXT:          s_waitcnt vmcnt(0)
// CHECK-NEXT:          v_cndmask_b32_e64 [[T0:v[0-9]+]], [[NEGZERO]], v{{[0-9]+}}, [[EXEC]]
// CHECK-NEXT:          ds_swizzle_b32 [[P1:v[0-9]+]], [[T0]] offset:swizzle(SWAP,1)
// CHECK-NEXT:          s_waitcnt lgkmcnt(0)
// CHECK-NEXT:          v_add_f32_e32 [[T1:v[0-9]+]], [[T0]], [[P1]]
// CHECK:               ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,16)
// CHECK:               v_readlane_b32 [[HIGH:s[0-9]+]], [[T16:v[0-9]+]], 32
// CHECK-NEXT:          v_readlane_b32 [[LOW:s[0-9]+]], [[T16]], 0
// CHECK-NEXT:          v_mov_b32_e32 [[HV:v[0-9]+]], [[HIGH]]
// CHECK-NEXT:          v_add_f32_e32 [[SUM:v[0-9]+]], [[LOW]], [[HV]]
// CHECK-NEXT:          s_mov_b64 exec, [[EXEC]]
// CHECK-NEXT:          v_mov_b32_e32 v{{[0-9]+}}, [[SUM]]
kernel void reduce_add_float(global float *p) {
  p[get_global_id(0)] = sub_group_reduce_add(p[get_global_id(0)]);
}

// fmin fills with a NaN, which fmin skips (an all-NaN sub-group stays NaN):
// 0x7fffffff_e0000000 = bfrev(-2), bfrev(7).
// CHECK-LABEL: .kernel reduce_min_double
// CHECK:               s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// CHECK-NEXT:          v_bfrev_b32_e32 [[NANLO:v[0-9]+]], 7
// CHECK-NEXT:          v_bfrev_b32_e32 [[NANHI:v[0-9]+]], -2
// CHECK-NEXT:          s_waitcnt vmcnt(0)
// CHECK-NEXT:          v_cndmask_b32_e64 v{{[0-9]+}}, [[NANLO]], v{{[0-9]+}}, [[EXEC]]
// CHECK-NEXT:          v_cndmask_b32_e64 v{{[0-9]+}}, [[NANHI]], v{{[0-9]+}}, [[EXEC]]
// CHECK-COUNT-2:       ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,1)
// CHECK:               v_min_f64
// CHECK-COUNT-2:       ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,16)
// CHECK:               v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 0
// CHECK-NEXT:          v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 0
// CHECK-NEXT:          v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 32
// CHECK-NEXT:          v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 32
// CHECK:               v_min_f64
// CHECK-NEXT:          s_mov_b64 exec, [[EXEC]]
kernel void reduce_min_double(global double *p) {
  p[get_global_id(0)] = sub_group_reduce_min(p[get_global_id(0)]);
}

// half moves as the low 16 bits of a dword, NaN fill 0x7fff; gfx8 and gfx9
// compute in f16, gfx7 in f32.
// CHECK-LABEL: .kernel reduce_max_half
// CHECK:               s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// GFX8-NEXT:           v_mov_b32_e32 [[NAN:v[0-9]+]], 0x7fff
// GFX8-NEXT:           s_waitcnt vmcnt(0)
// GFX8-NEXT:           v_cndmask_b32_e64 [[T0:v[0-9]+]], [[NAN]], v{{[0-9]+}}, [[EXEC]]
// GFX8-NEXT:           v_and_b32_e32 [[B0:v[0-9]+]], 0xffff, [[T0]]
// GFX8-NEXT:           ds_swizzle_b32 v{{[0-9]+}}, [[B0]] offset:swizzle(SWAP,1)
// GFX8:                v_max_f16_e32
// GFX9-NEXT:           v_mov_b32_e32 [[NAN:v[0-9]+]], 0x7fff
// GFX9-NEXT:           s_waitcnt vmcnt(0)
// GFX9-NEXT:           v_cndmask_b32_e64 [[T0:v[0-9]+]], [[NAN]], v{{[0-9]+}}, [[EXEC]]
// GFX9-NEXT:           v_and_b32_e32 [[B0:v[0-9]+]], 0xffff, [[T0]]
// GFX9-NEXT:           ds_swizzle_b32 v{{[0-9]+}}, [[B0]] offset:swizzle(SWAP,1)
// GFX9:                v_max_f16_e32
// GFX7:                ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,1)
// GFX7:                v_cvt_f32_f16_e32
// GFX7:                v_max_f32_e32
// CHECK:               ds_swizzle_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:swizzle(SWAP,16)
// CHECK:               v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, 0
// CHECK:               s_mov_b64 exec, [[EXEC]]
kernel void reduce_max_half(global half *p) {
  p[get_global_id(0)] = sub_group_reduce_max(p[get_global_id(0)]);
}

// In divergent code the lanes outside the branch are the inactive ones:
// whole-wave mode starts inside the branch and gives them 0.
// CHECK-LABEL: .kernel divergent
// CHECK:               s_and_saveexec_b64 [[OUTER:s\[[0-9]+:[0-9]+\]]], vcc
// CHECK-NEXT:          s_cbranch_execz [[JOIN:.LBB[0-9_]+]]
// CHECK-NEXT:          s_or_saveexec_b64 [[EXEC:s\[[0-9]+:[0-9]+\]]], -1
// CHECK-NEXT:          v_cndmask_b32_e64 [[T0:v[0-9]+]], 0, v{{[0-9]+}}, [[EXEC]]
// CHECK-NEXT:          ds_swizzle_b32 v{{[0-9]+}}, [[T0]] offset:swizzle(SWAP,1)
// CHECK:               s_mov_b64 exec, [[EXEC]]
// CHECK-NEXT:          v_mov_b32_e32
// CHECK-NEXT:      [[JOIN]]:
// CHECK-NEXT:          s_or_b64 exec, exec, [[OUTER]]
kernel void divergent(global int *p) {
  int x = p[get_global_id(0)];
  if (x > 0)
    x = sub_group_scan_exclusive_add(x);
  p[get_global_id(0)] = x;
}

// Every type and operation resolves and inlines: no call, no LDS.
// CHECK-LABEL: .kernel all_forms
// CHECK-NOT:           .localsize
// CHECK-NOT:           s_swappc_b64
// CHECK:               s_endpgm
// O0-LABEL:    .kernel all_forms
// O0-NOT:              s_swappc_b64
// O0:                  s_endpgm
kernel void all_forms(global int *i, global uint *u, global long *l,
                      global ulong *ul, global float *f, global double *d,
                      global half *h) {
  size_t g = get_global_id(0);
  i[g] = sub_group_reduce_min(i[g]) + sub_group_reduce_max(i[g]) +
         sub_group_scan_inclusive_add(i[g]) +
         sub_group_scan_exclusive_max(i[g]);
  u[g] = sub_group_reduce_add(u[g]) + sub_group_scan_exclusive_min(u[g]) +
         sub_group_scan_inclusive_min(u[g]);
  l[g] = sub_group_reduce_add(l[g]) + sub_group_scan_inclusive_max(l[g]);
  ul[g] = sub_group_reduce_max(ul[g]) + sub_group_scan_exclusive_add(ul[g]);
  f[g] = sub_group_reduce_min(f[g]) + sub_group_scan_inclusive_max(f[g]) +
         sub_group_scan_exclusive_add(f[g]);
  d[g] = sub_group_reduce_add(d[g]) + sub_group_scan_exclusive_max(d[g]);
  h[g] = sub_group_reduce_add(h[g]) + sub_group_scan_inclusive_min(h[g]) +
         sub_group_scan_exclusive_max(h[g]);
}
