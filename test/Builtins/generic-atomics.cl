// OpenCL 2.0 atomics on generic and global pointers with every
// memory_scope, and atomic_work_item_fence per scope. A generic pointer
// that may be global or local stays a flat atomic (usegeneric on gfx7/gfx8
// for the LDS aperture). The cache control follows the scope: work-item and
// sub-group scope wait only for the result, work-group scope also for LDS
// (lgkmcnt: a flat atomic may reach it), device and all-SVM-devices scope
// invalidate L1 after the atomic (buffer_wbinvl1_vol, on gfx9 too).
// memory_scope_all_svm_devices may reach fine-grained SVM over PCIe, which
// carries only add, exchange and compare-and-swap: other operations become
// compare-and-swap loops there, while at device scope they stay one atomic.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX78,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX78,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

#define GENERIC_ADD(NAME, SCOPE)                                               \
  kernel void NAME(global atomic_int *g, local atomic_int *l, int w,           \
                   global int *out) {                                          \
    atomic_int *p = w ? (atomic_int *)g : (atomic_int *)l;                     \
    out[0] = atomic_fetch_add_explicit(p, 1, memory_order_acq_rel, SCOPE);     \
  }

// CHECK-LABEL: .kernel generic_work_item
// GFX78:         .usegeneric
// GFX9-NOT:      .usegeneric
// CHECK:       .text
// GFX7:          s_load_dword s{{[0-9]+}}, s[6:7], 0x10
// GFX8:          s_load_dword s{{[0-9]+}}, s[6:7], 0x40
// GFX9:          src_shared_base
// CHECK:         flat_atomic_add [[R:v[0-9]+]], v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// CHECK-NOT:     buffer_wbinvl1
// CHECK:         s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK-NOT:     buffer_wbinvl1
// CHECK:         s_endpgm
GENERIC_ADD(generic_work_item, memory_scope_work_item)

// CHECK-LABEL: .kernel generic_sub_group
// GFX78:         .usegeneric
// CHECK:         flat_atomic_add v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// CHECK-NOT:     buffer_wbinvl1
// CHECK:         s_endpgm
GENERIC_ADD(generic_sub_group, memory_scope_sub_group)

// CHECK-LABEL: .kernel generic_work_group
// GFX78:         .usegeneric
// CHECK:         flat_atomic_add v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// CHECK-NEXT:    s_waitcnt lgkmcnt(0)
// CHECK-NOT:     buffer_wbinvl1
// CHECK:         s_endpgm
GENERIC_ADD(generic_work_group, memory_scope_work_group)

// CHECK-LABEL: .kernel generic_device
// GFX78:         .usegeneric
// CHECK:         flat_atomic_add v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// CHECK-NEXT:    s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK-NEXT:    buffer_wbinvl1_vol
// CHECK:         s_endpgm
GENERIC_ADD(generic_device, memory_scope_device)

// Add is carried by PCIe: one atomic at system scope too.
// CHECK-LABEL: .kernel generic_all_svm_devices
// GFX78:         .usegeneric
// CHECK-NOT:     flat_atomic_cmpswap
// CHECK:         flat_atomic_add v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// CHECK-NEXT:    s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK-NEXT:    buffer_wbinvl1_vol
// CHECK:         s_endpgm
GENERIC_ADD(generic_all_svm_devices, memory_scope_all_svm_devices)

// A global pointer: no usegeneric; gfx9 uses global atomics.
// CHECK-LABEL: .kernel or_device
// CHECK-NOT:     .usegeneric
// CHECK:       .text
// GFX78:         flat_atomic_or v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// GFX9:          global_atomic_or v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc
// CHECK-NOT:     cmpswap
// CHECK:         s_endpgm
kernel void or_device(global atomic_int *g, global int *out) {
  out[0] = atomic_fetch_or_explicit(g, 6, memory_order_relaxed,
                                    memory_scope_device);
}

// CHECK-LABEL: .kernel or_all_svm_devices
// CHECK:       .text
// CHECK-NOT:     _atomic_or
// CHECK:       [[LOOP:.LBB[0-9_]+]]:
// CHECK:         v_or_b32_e32 [[NEW:v[0-9]+]], 6, [[OLD:v[0-9]+]]
// GFX78-NEXT:    flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// GFX9-NEXT:     global_atomic_cmpswap v{{[0-9]+}}, v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] glc
// CHECK:         s_cbranch_execnz [[LOOP]]
// CHECK:         s_endpgm
kernel void or_all_svm_devices(global atomic_int *g, global int *out) {
  out[0] = atomic_fetch_or_explicit(g, 6, memory_order_relaxed,
                                    memory_scope_all_svm_devices);
}

// Generic and seq_cst: a flat compare-and-swap loop with the L1
// invalidation inside.
// CHECK-LABEL: .kernel max_generic_all_svm_devices
// GFX78:         .usegeneric
// CHECK:       .text
// CHECK:       [[LOOP:.LBB[0-9_]+]]:
// CHECK:         v_max_i32_e32 v{{[0-9]+}}, 6, v{{[0-9]+}}
// CHECK-NEXT:    flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// CHECK-NEXT:    s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK-NEXT:    buffer_wbinvl1_vol
// CHECK:         s_cbranch_execnz [[LOOP]]
// CHECK:         s_endpgm
kernel void max_generic_all_svm_devices(global atomic_int *g,
                                        local atomic_int *l, int w,
                                        global int *out) {
  atomic_int *p = w ? (atomic_int *)g : (atomic_int *)l;
  out[0] = atomic_fetch_max_explicit(p, 6, memory_order_seq_cst,
                                     memory_scope_all_svm_devices);
}

// What PCIe carries stays one atomic: 64-bit add, exchange, compare-and-swap.
// CHECK-LABEL: .kernel native_all_svm_devices
// CHECK:       .text
// GFX78:         flat_atomic_add_x2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// GFX78:         flat_atomic_swap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// GFX78:         flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// GFX9:          global_atomic_add_x2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] glc
// GFX9:          global_atomic_swap v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc
// GFX9:          global_atomic_cmpswap v{{[0-9]+}}, v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] offset:4 glc
// CHECK-NOT:     s_cbranch_execnz
// CHECK:         s_endpgm
kernel void native_all_svm_devices(global atomic_long *g, global atomic_int *h,
                                   global long *out) {
  out[0] = atomic_fetch_add_explicit(g, 6, memory_order_relaxed,
                                     memory_scope_all_svm_devices);
  out[1] = atomic_exchange_explicit(h, 6, memory_order_relaxed,
                                    memory_scope_all_svm_devices);
  int e = 1;
  atomic_compare_exchange_strong_explicit(h + 1, &e, 2, memory_order_relaxed,
                                          memory_order_relaxed,
                                          memory_scope_all_svm_devices);
  out[2] = e;
}

// A global acq_rel fence between a store and a load: only device and
// all-SVM-devices scope wait for the store and invalidate L1.
#define FENCE(NAME, SCOPE)                                                     \
  kernel void NAME(global int *g, global int *h) {                             \
    g[0] = 1;                                                                  \
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, SCOPE); \
    g[1] = h[0];                                                               \
  }

// CHECK-LABEL: .kernel fence_work_item
// GFX78:         flat_store_dword
// GFX78-NEXT:    flat_load_dword
// GFX9:          global_store_dword
// GFX9-NEXT:     global_load_dword
// CHECK-NOT:     buffer_wbinvl1
// CHECK:         s_endpgm
FENCE(fence_work_item, memory_scope_work_item)

// CHECK-LABEL: .kernel fence_sub_group
// GFX78:         flat_store_dword
// GFX78-NEXT:    flat_load_dword
// GFX9:          global_store_dword
// GFX9-NEXT:     global_load_dword
// CHECK-NOT:     buffer_wbinvl1
// CHECK:         s_endpgm
FENCE(fence_sub_group, memory_scope_sub_group)

// CHECK-LABEL: .kernel fence_work_group
// GFX78:         flat_store_dword
// GFX78-NEXT:    flat_load_dword
// GFX9:          global_store_dword
// GFX9-NEXT:     global_load_dword
// CHECK-NOT:     buffer_wbinvl1
// CHECK:         s_endpgm
FENCE(fence_work_group, memory_scope_work_group)

// CHECK-LABEL: .kernel fence_device
// GFX78:         flat_store_dword
// GFX9:          global_store_dword
// CHECK-NEXT:    s_waitcnt vmcnt(0)
// CHECK-NEXT:    buffer_wbinvl1_vol
// GFX78-NEXT:    flat_load_dword
// GFX9-NEXT:     global_load_dword
// CHECK:         s_endpgm
FENCE(fence_device, memory_scope_device)

// CHECK-LABEL: .kernel fence_all_svm_devices
// GFX78:         flat_store_dword
// GFX9:          global_store_dword
// CHECK-NEXT:    s_waitcnt vmcnt(0)
// CHECK-NEXT:    buffer_wbinvl1_vol
// GFX78-NEXT:    flat_load_dword
// GFX9-NEXT:     global_load_dword
// CHECK:         s_endpgm
FENCE(fence_all_svm_devices, memory_scope_all_svm_devices)
