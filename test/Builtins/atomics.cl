// OpenCL 2.0 C11 atomics (libclc's, inlined) on local, global and generic
// pointers: one hardware atomic each, with the cache maintenance that the
// order and scope require and no more.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: .kernel local_relaxed
// CHECK:           ds_add_rtn_u32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}
// CHECK-NOT:       buffer_wbinvl1_vol
// CHECK:           s_endpgm
kernel void local_relaxed(local atomic_int *l, global int *out) {
  out[0] = atomic_fetch_add_explicit(l, 5, memory_order_relaxed,
                                     memory_scope_work_group);
}

// CHECK-LABEL: .kernel global_seq_cst
// GFX8:            flat_atomic_add v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// GFX9:            global_atomic_add v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] glc
// CHECK-NEXT:      s_waitcnt vmcnt(0)
// CHECK-NEXT:      buffer_wbinvl1_vol
kernel void global_seq_cst(global atomic_int *g, global int *out) {
  out[0] = atomic_fetch_add(g, 7);
}

// CHECK-LABEL: .kernel global_cmpxchg_long
// GFX8:            flat_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// GFX9:            global_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] glc
kernel void global_cmpxchg_long(global atomic_long *g, global long *expected) {
  atomic_compare_exchange_strong_explicit(g, expected, 42, memory_order_acq_rel,
                                          memory_order_acquire,
                                          memory_scope_device);
}

// A pointer that may be local or global stays generic: a flat atomic; on
// gfx8 the LDS aperture comes from the usegeneric buffer (s[6:7]), gfx9
// reads it from a hardware register.
// CHECK-LABEL: .kernel generic_min
// GFX8:            # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]
// GFX8:            .usegeneric
// GFX8:            s_load_dword s{{[0-9]+}}, s[6:7], 0x40
// GFX9-NOT:        .usegeneric
// CHECK:           flat_atomic_smin v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
kernel void generic_min(global int *p, local int *l, int which,
                        global int *out) {
  atomic_int *gp = which ? (atomic_int *)p : (atomic_int *)l;
  out[0] = atomic_fetch_min_explicit(gp, -3, memory_order_relaxed,
                                     memory_scope_work_group);
}

// CHECK-LABEL: .kernel local_exchange_store
// CHECK:           ds_wrxchg_rtn_b32
// CHECK:           ds_write_b32
kernel void local_exchange_store(local atomic_uint *l, global uint *out) {
  out[0] = atomic_exchange_explicit(l, 9u, memory_order_relaxed,
                                    memory_scope_work_group);
  atomic_store_explicit(l + 1, 3u, memory_order_relaxed,
                        memory_scope_work_group);
}
