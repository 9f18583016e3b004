// to_global, to_local, to_private and get_fence (lib/Builtins/
// GenericAddressSpace.cl) on a generic pointer that may be global, local or
// private. The pointer's high half is compared with the LDS and scratch
// apertures: on gfx7/gfx8 they come from the usegeneric buffer at s[6:7]
// (dwords 16 and 17: SMRD offsets 0x10/0x11 in dwords on gfx7, 0x40/0x44 in
// bytes on gfx8), so those kernels are usegeneric with 12 user SGPRs; gfx9
// reads the apertures from hardware registers and stays useargs. Where the
// pointer is known, everything folds to a constant.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX78,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX78,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// NULL for an LDS or scratch pointer: both apertures are compared with the
// high half (gfx7/gfx8 load them as one pair) and the result is 0:0.
// CHECK-LABEL: .kernel to_global_k
// GFX78:         # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
// GFX78:         .usegeneric
// GFX9:          # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
// GFX9-NOT:      .usegeneric
// CHECK:       .text
// GFX7:          s_load_dwordx2 s[[[SH:[0-9]+]]:[[PR:[0-9]+]]], s[6:7], 0x10
// GFX8:          s_load_dwordx2 s[[[SH:[0-9]+]]:[[PR:[0-9]+]]], s[6:7], 0x40
// GFX9:          s_mov_b64 s[{{[0-9]+}}:[[SH:[0-9]+]]], src_shared_base
// GFX9:          s_mov_b64 s[{{[0-9]+}}:[[PR:[0-9]+]]], src_private_base
// CHECK:         s_cmp_eq_u32 [[HI:s[0-9]+]], s[[SH]]
// CHECK:         s_cmp_eq_u32 [[HI]], s[[PR]]
// CHECK:         s_or_b64
// CHECK:         s_cselect_b32 s{{[0-9]+}}, 0, [[HI]]
// CHECK-NEXT:    s_cselect_b32 s{{[0-9]+}}, 0, s{{[0-9]+}}
// GFX78:         flat_store_dwordx2
// GFX9:          global_store_dwordx2
// CHECK:         s_endpgm
kernel void to_global_k(global int *g, local int *l, int w,
                        global ulong *out) {
  int *p = w ? (int *)g : (int *)l;
  out[0] = (ulong)to_global(p);
}

// The low half of an LDS pointer, else the local NULL (-1); a generic NULL
// (0) is no LDS pointer.
// CHECK-LABEL: .kernel to_local_k
// GFX78:         # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
// GFX78:         .usegeneric
// GFX9-NOT:      .usegeneric
// CHECK:       .text
// GFX7:          s_load_dword [[SH:s[0-9]+]], s[6:7], 0x10
// GFX8:          s_load_dword [[SH:s[0-9]+]], s[6:7], 0x40
// GFX9:          s_mov_b64 s[{{[0-9]+}}:[[SHN:[0-9]+]]], src_shared_base
// GFX78:         s_cmp_eq_u32 s{{[0-9]+}}, [[SH]]
// GFX9:          s_cmp_eq_u32 s{{[0-9]+}}, s[[SHN]]
// CHECK:         s_cselect_b32 [[R:s[0-9]+]], s{{[0-9]+}}, -1
// CHECK:         v_mov_b32_e32 v{{[0-9]+}}, [[R]]
// CHECK:         s_endpgm
kernel void to_local_k(global int *g, local int *l, int w, global uint *out) {
  int *p = w ? (int *)g : (int *)l;
  out[0] = (uint)(uintptr_t)to_local(p);
}

// A scratch pointer's low half is its private offset: the load through the
// result is a buffer load from the scratch descriptor. Scratch makes
// SCRATCH_EN and the wave offset (s13 after the x group id s12 on
// gfx7/gfx8), from which FLAT_SCRATCH is set up with s[10:11].
// CHECK-LABEL: .kernel to_private_k
// GFX78:         # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
// GFX78-NEXT:    # system SGPRs: group id x s12, scratch wave offset s13{{$}}
// GFX78:         .usegeneric
// GFX9:          # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
// GFX9-NEXT:     # system SGPRs: group id x s8, scratch wave offset s9{{$}}
// GFX9-NOT:      .usegeneric
// CHECK:       .text
// GFX78:         s_add_i32 s10, s10, s13
// GFX78-NEXT:    s_lshr_b32 flat_scratch_hi, s10, 8
// GFX78:         s_mov_b32 flat_scratch_lo, s11
// GFX7:          s_load_dword [[PR:s[0-9]+]], s[6:7], 0x11
// GFX8:          s_load_dword [[PR:s[0-9]+]], s[6:7], 0x44
// GFX9:          s_mov_b64 s[{{[0-9]+}}:[[PRN:[0-9]+]]], src_private_base
// GFX78:         s_cmp_eq_u32 s{{[0-9]+}}, [[PR]]
// GFX9:          s_cmp_eq_u32 s{{[0-9]+}}, s[[PRN]]
// CHECK:         s_cselect_b32 [[OFF:s[0-9]+]], s{{[0-9]+}}, -1
// CHECK:         v_mov_b32_e32 [[VOFF:v[0-9]+]], [[OFF]]
// CHECK-NEXT:    buffer_load_dword v{{[0-9]+}}, [[VOFF]], s[0:3], 0 offen
// CHECK:         s_endpgm
kernel void to_private_k(global int *g, int w, int i, global int *out) {
  int a[4] = {g[0], g[1], g[2], g[3]};
  int *p = w ? (int *)g : (int *)a;
  private int *q = to_private(p + i);
  out[0] = q ? *q : -1;
}

// CLK_LOCAL_MEM_FENCE (1) for LDS, CLK_GLOBAL_MEM_FENCE (2) otherwise.
// CHECK-LABEL: .kernel get_fence_k
// GFX78:         .usegeneric
// GFX9-NOT:      .usegeneric
// CHECK:       .text
// GFX7:          s_load_dword [[SH:s[0-9]+]], s[6:7], 0x10
// GFX8:          s_load_dword [[SH:s[0-9]+]], s[6:7], 0x40
// GFX9:          s_mov_b64 s[{{[0-9]+}}:[[SHN:[0-9]+]]], src_shared_base
// GFX78:         s_cmp_eq_u32 s{{[0-9]+}}, [[SH]]
// GFX9:          s_cmp_eq_u32 s{{[0-9]+}}, s[[SHN]]
// CHECK-NEXT:    s_cselect_b32 [[F:s[0-9]+]], 1, 2
// CHECK:         v_mov_b32_e32 v{{[0-9]+}}, [[F]]
// CHECK:         s_endpgm
kernel void get_fence_k(global int *g, local int *l, int w, global uint *out) {
  int *p = w ? (int *)g : (int *)l;
  out[0] = get_fence(p);
}

// A pointer known to be global: get_fence is 2, to_global the pointer,
// to_local NULL, with no aperture read and no usegeneric (0x112).
// CHECK-LABEL: .kernel known_global
// GFX78:         # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
// GFX9:          # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
// CHECK-NOT:     .usegeneric
// CHECK:       .text
// CHECK-NOT:     src_shared_base
// CHECK-NOT:     s[6:7], 0x
// CHECK:         v_mov_b32_e32 v{{[0-9]+}}, 0x112
// CHECK-NOT:     s_cmp
// CHECK:         s_endpgm
kernel void known_global(global int *g, global uint *out) {
  int *p = g;
  out[0] = get_fence(p) | (to_global(p) == g) << 4 | (to_local(p) == 0) << 8;
}
