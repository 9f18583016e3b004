// barrier/work_group_barrier/mem_fence come from our builtins library, not
// libclc: a local-memory barrier waits for LDS only (no L1 invalidation),
// a device-scope global barrier waits for memory and invalidates L1 after
// s_barrier, and fences follow their flags, order and scope.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: .kernel local_barrier
// CHECK:           ds_write_b32 [[ADDR:v[0-9]+]], v{{[0-9]+}}
// CHECK-NEXT:      s_waitcnt lgkmcnt(0)
// CHECK-NEXT:      s_barrier
// CHECK-NEXT:      ds_read_b32 v{{[0-9]+}}, [[ADDR]] offset:4
// CHECK-NOT:       buffer_wbinvl1_vol
// CHECK:           s_endpgm
kernel void local_barrier(local int *l, global int *g) {
  l[get_local_id(0)] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  g[0] = l[get_local_id(0) + 1];
}

// CHECK-LABEL: .kernel global_barrier_device
// GFX8:            flat_store_dword
// GFX9:            global_store_dword
// CHECK:           s_waitcnt vmcnt(0)
// CHECK-NEXT:      s_barrier
// CHECK-NEXT:      buffer_wbinvl1_vol
// GFX8-NEXT:       flat_load_dword
// GFX9-NEXT:       global_load_dword
kernel void global_barrier_device(global int *g) {
  g[get_local_id(0)] = 1;
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  g[get_local_id(0) + 64] = g[get_local_id(0) + 1];
}

// A work-group-scope local fence needs no cache maintenance; the
// device-scope acquire of global memory invalidates L1.
// CHECK-LABEL: .kernel fences
// CHECK:           ds_write_b32
// CHECK-NEXT:      s_waitcnt vmcnt(0) lgkmcnt(0)
// CHECK-NEXT:      buffer_wbinvl1_vol
// CHECK-NOT:       buffer_wbinvl1_vol
// CHECK:           s_endpgm
kernel void fences(global int *g, local int *l) {
  g[0] = 1;
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
  l[0] = 2;
  mem_fence(CLK_LOCAL_MEM_FENCE);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire,
                         memory_scope_device);
  g[1] = g[2];
}

// barrier(0) is a bare s_barrier.
// CHECK-LABEL: .kernel no_fence
// CHECK-NOT:       s_waitcnt
// CHECK:           s_barrier
// CHECK-NOT:       buffer_wbinvl1_vol
// CHECK:           s_endpgm
kernel void no_fence(void) {
  barrier(0);
}
