// The sub-group work-item functions (SubGroups.cl): a sub-group is a wave of
// 64, its local id the lane number (v_mbcnt, no setup buffer), its id the
// wave's local linear id / 64 (readfirstlane: a scalar); the sizes come from
// the local sizes, so they read the setup buffer (.usesetup, s[4:5]) unless
// reqd_work_group_size makes them constants. gfx7 SMRD offsets count dwords
// (setup dword 1 = 0x1), gfx8/gfx9 bytes (0x4).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: .kernel local_id
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims , x{{$}}
// GFX7-NEXT:           # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
// GFX8-NEXT:           # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
// GFX9-NEXT:           # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
// CHECK-NEXT:          # system SGPRs: none
// CHECK-NOT:           .usesetup
// CHECK:           .text
// GFX7:                v_mbcnt_lo_u32_b32_e64 [[LO:v[0-9]+]], -1, 0
// GFX7-NEXT:           v_mbcnt_hi_u32_b32_e32 [[LANE:v[0-9]+]], -1, [[LO]]
// GFX8:                v_mbcnt_lo_u32_b32 [[LO:v[0-9]+]], -1, 0
// GFX8-NEXT:           v_mbcnt_hi_u32_b32 [[LANE:v[0-9]+]], -1, [[LO]]
// GFX9:                v_mbcnt_lo_u32_b32 [[LO:v[0-9]+]], -1, 0
// GFX9-NEXT:           v_mbcnt_hi_u32_b32 [[LANE:v[0-9]+]], -1, [[LO]]
// CHECK-NEXT:          v_lshlrev_b32_e32 v{{[0-9]+}}, 2, [[LANE]]
kernel void local_id(global uint *out) {
  out[get_sub_group_local_id()] = 1;
}

// min(64, local size product - 64 * sub-group id): the setup buffer's local
// sizes (dwords 1 and 2), the linear id of the first lane, its 64-multiple
// chosen only for groups of more than 64.
// CHECK-LABEL: .kernel size_dynamic
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims xyz{{$}}
// GFX7-NEXT:           # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
// GFX8-NEXT:           # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
// GFX9-NEXT:           # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]{{$}}
// CHECK:               .usesetup
// GFX7:                # enable_sgpr_mask 0x0b, user_sgprs 8,
// GFX8:                # enable_sgpr_mask 0x0b, user_sgprs 8,
// GFX9:                # enable_sgpr_mask 0x2b, user_sgprs 10,
// CHECK:           .text
// GFX7-NEXT:           s_load_dwordx4 s[{{[0-9]+}}:{{[0-9]+}}], s[4:5], 0x1{{$}}
// GFX8-NEXT:           s_load_dwordx4 s[{{[0-9]+}}:{{[0-9]+}}], s[4:5], 0x4{{$}}
// GFX9-NEXT:           s_load_dwordx4 s[{{[0-9]+}}:{{[0-9]+}}], s[4:5], 0x4{{$}}
// CHECK:               v_readfirstlane_b32 [[FIRST:s[0-9]+]], v{{[0-9]+}}
// CHECK:               s_andn2_b32 [[BASE:s[0-9]+]], [[FIRST]], 63
// CHECK:               s_cmp_gt_u32 [[N:s[0-9]+]], 64
// CHECK-NEXT:          s_cselect_b32 [[SEL:s[0-9]+]], [[BASE]], 0
// GFX7-NEXT:           v_subrev_i32_e32 [[REST:v[0-9]+]], vcc, [[SEL]], v{{[0-9]+}}
// GFX7-NEXT:           v_min_u32_e32 v{{[0-9]+}}, 64, [[REST]]
// GFX8-NEXT:           v_subrev_u32_e32 [[REST:v[0-9]+]], vcc, [[SEL]], v{{[0-9]+}}
// GFX8-NEXT:           v_min_u32_e32 v{{[0-9]+}}, 64, [[REST]]
// GFX9-NEXT:           s_sub_i32 [[REST:s[0-9]+]], s{{[0-9]+}}, [[SEL]]
// GFX9-NEXT:           s_min_u32 s{{[0-9]+}}, [[REST]], 64
kernel void size_dynamic(global uint *out) {
  out[0] = get_sub_group_size();
}

// A required size of 100: no setup buffer, min(64, 100 - first lane's
// linear id & ~63) in scalar registers.
// CHECK-LABEL: .kernel size_reqd
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims , x{{$}}
// GFX7-NEXT:           # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
// GFX8-NEXT:           # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
// GFX9-NEXT:           # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
// CHECK-NOT:           .usesetup
// CHECK:           .text
// CHECK:               v_readfirstlane_b32 [[FIRST:s[0-9]+]], v0
// CHECK-NEXT:          s_andn2_b32 [[BASE:s[0-9]+]], [[FIRST]], 63
// CHECK-NEXT:          s_sub_i32 [[REST:s[0-9]+]], 0x64, [[BASE]]
// CHECK-NEXT:          s_min_u32 s{{[0-9]+}}, [[REST]], 64
__attribute__((reqd_work_group_size(100, 1, 1)))
kernel void size_reqd(global uint *out) {
  out[0] = get_sub_group_size();
}

// One wave: id 0, one sub-group of 64, all folded (0 + 1 * 100 + 64 * 10000
// = 0x9c464).
// CHECK-LABEL: .kernel one_wave
// CHECK-NOT:           .usesetup
// CHECK:           .text
// CHECK-NOT:           v_readfirstlane_b32
// CHECK:               v_mov_b32_e32 v{{[0-9]+}}, 0x9c464
// CHECK-NOT:           v_readfirstlane_b32
// CHECK:               s_endpgm
__attribute__((reqd_work_group_size(64, 1, 1)))
kernel void one_wave(global uint *out) {
  out[0] = get_sub_group_id() + get_num_sub_groups() * 100 +
           get_sub_group_size() * 10000;
}

// 16x8 work-items are two waves: the id is (x + 16 y) >> 6 of the first lane.
// CHECK-LABEL: .kernel id_2d
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims , xy{{$}}
// CHECK-NOT:           .usesetup
// CHECK:           .text
// GFX7:                v_lshlrev_b32_e32 [[Y16:v[0-9]+]], 4, v1
// GFX7-NEXT:           v_or_b32_e32 [[LIN:v[0-9]+]], [[Y16]], v0
// GFX8:                v_lshlrev_b32_e32 [[Y16:v[0-9]+]], 4, v1
// GFX8-NEXT:           v_or_b32_e32 [[LIN:v[0-9]+]], [[Y16]], v0
// GFX9:                v_lshl_or_b32 [[LIN:v[0-9]+]], v1, 4, v0
// CHECK-NEXT:          v_readfirstlane_b32 [[FIRST:s[0-9]+]], [[LIN]]
// CHECK:               s_lshr_b32 s{{[0-9]+}}, [[FIRST]], 6
__attribute__((reqd_work_group_size(16, 8, 1)))
kernel void id_2d(global uint *out) {
  out[get_local_linear_id()] = get_sub_group_id();
}

// ceil(local size product / 64), from the (partial-group aware) local sizes.
// CHECK-LABEL: .kernel num_dynamic
// CHECK:               .usesetup
// CHECK:           .text
// GFX7:                v_add_i32_e32 [[N:v[0-9]+]], vcc, 63, v{{[0-9]+}}
// GFX7-NEXT:           v_lshrrev_b32_e32 v{{[0-9]+}}, 6, [[N]]
// GFX8:                v_add_u32_e32 [[N:v[0-9]+]], vcc, 63, v{{[0-9]+}}
// GFX8-NEXT:           v_lshrrev_b32_e32 v{{[0-9]+}}, 6, [[N]]
// GFX9:                s_add_i32 [[N:s[0-9]+]], s{{[0-9]+}}, 63
// GFX9-NEXT:           s_lshr_b32 s{{[0-9]+}}, [[N]], 6
kernel void num_dynamic(global uint *out) {
  out[0] = get_num_sub_groups();
}

// The enqueued local sizes are the setup buffer's: x and y in dword 1, z in
// dword 2, no group id needed.
// CHECK-LABEL: .kernel enqueued
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims , x{{$}}
// CHECK:               # system SGPRs: none
// CHECK:               .usesetup
// CHECK:           .text
// GFX7-NEXT:           s_load_dwordx2 s{{\[}}[[X:[0-9]+]]:[[Z:[0-9]+]]], s[4:5], 0x1{{$}}
// GFX8-NEXT:           s_load_dwordx2 s{{\[}}[[X:[0-9]+]]:[[Z:[0-9]+]]], s[4:5], 0x4{{$}}
// GFX9-NEXT:           s_load_dwordx2 s{{\[}}[[X:[0-9]+]]:[[Z:[0-9]+]]], s[4:5], 0x4{{$}}
// CHECK:               s_and_b32 [[LX:s[0-9]+]], s[[X]], 0xffff
// CHECK-NEXT:          s_lshr_b32 [[LY:s[0-9]+]], s[[X]], 16
// CHECK:               s_mul_i32 [[XY:s[0-9]+]], [[LY]], [[LX]]
// CHECK:               s_mul_i32 [[N:s[0-9]+]], [[XY]], s{{[0-9]+}}
// CHECK-NEXT:          s_min_u32 s{{[0-9]+}}, [[N]], 64
// CHECK-NEXT:          s_add_i32 [[N63:s[0-9]+]], [[N]], 63
// CHECK-NEXT:          s_lshr_b32 s{{[0-9]+}}, [[N63]], 6
kernel void enqueued(global uint *out) {
  out[0] = get_max_sub_group_size();
  out[1] = get_enqueued_num_sub_groups();
}
