// -cl-std selects the language: CL2.0 by default, CL1.2 has no C11 atomic
// types (clang's diagnostic, exit 1) but keeps barriers and work-items.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL1.2 -DNO_ATOMICS -S -o - %s | FileCheck %s
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=cl1.2 -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=CL12 -DFILE=%s

// CHECK-LABEL: .kernel k
// CHECK:           s_barrier
// CL12: [[FILE]]:[[@LINE+7]]:3: error: use of undeclared identifier 'atomic_store'
// CL12: [[FILE]]:[[@LINE+6]]:24: error: unknown type name 'atomic_int'
kernel void k(local int *l, global int *g) {
  l[get_local_id(0)] = g[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  g[get_global_id(0)] = l[0];
#ifndef NO_ATOMICS
  atomic_store((global atomic_int *)g, 1);
#endif
}
