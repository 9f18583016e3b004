// The enqueuing kernel's code as AMD's enqueuers have it: FLAT_SCRATCH set
// from the flat-scratch init SGPRs s[8:9] and the wave offset (gfx7/gfx8),
// the queue from the vqueue_pointer setup argument, the slot taken with an
// agent-scope CAS (glc, then an L1 invalidate), the packet header 0x0a02
// with one dimension, the parent's child counter, and READY (2) stored last
// after all stores have completed.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: .kernel enq
// CHECK:         # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]
// CHECK-NEXT:    # system SGPRs: group id x s10, scratch wave offset s11
// CHECK:         .useenqueue
// CHECK:       .text
// GFX7:          s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x8
// GFX7-NEXT:     s_add_i32 s8, s8, s11
// GFX7-NEXT:     s_mov_b32 flat_scratch_lo, s9
// GFX7-NEXT:     s_lshr_b32 flat_scratch_hi, s8, 8
// GFX8:          s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x20
// GFX8-NEXT:     s_add_i32 s8, s8, s11
// GFX8-NEXT:     s_lshr_b32 flat_scratch_hi, s8, 8
// GFX8-NEXT:     s_mov_b32 flat_scratch_lo, s9
// GFX9:          s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x20
// GFX7:          flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// GFX8:          flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// GFX9:          global_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], off glc
// CHECK-NEXT:    s_waitcnt vmcnt(0)
// CHECK-NEXT:    buffer_wbinvl1_vol
// CHECK:         v_mov_b32_e32 v{{[0-9]+}}, 0x10a02
// GFX9:          global_atomic_add v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:12
// GFX7:          flat_atomic_add v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}
// GFX8:          flat_atomic_add v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}
// CHECK:         v_mov_b32_e32 v[[READY:[0-9]+]], 2
// CHECK-NEXT:    s_waitcnt vmcnt(0)
// GFX7-NEXT:     flat_store_dword v[{{[0-9]+:[0-9]+}}], v[[READY]]
// GFX8-NEXT:     flat_store_dword v[{{[0-9]+:[0-9]+}}], v[[READY]]
// GFX9-NEXT:     global_store_dword v[{{[0-9]+:[0-9]+}}], v[[READY]], off
// CHECK:         s_endpgm
kernel void enq(global int *a, int n) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL,
                 ndrange_1D(n), ^{ a[get_global_id(0)] = n; });
}
