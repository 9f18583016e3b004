// cl_khr_subgroups, which AMD's OpenCL 2.0 runtime advertised, is clang 22's
// own extension for amdgcn under OpenCL C 2.0: the macro is defined, the
// pragma accepted without a warning, the functions declared (also for half
// and double), and our builtins library defines them (no undefined call).
// Under -cl-std=CL1.2 clang knows no sub-groups and amdcl2 adds none.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -c -o /dev/null %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -c -o /dev/null %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -c -o /dev/null %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -E -dM %s | FileCheck %s --check-prefix=CL20
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL1.2 -E -dM %s | FileCheck %s --check-prefix=CL12

// CL20-DAG:  #define cl_khr_subgroups 1
// CL20-DAG:  #define __opencl_subgroup_builtins 1
// CL12-NOT:  cl_khr_subgroups
// CL12-NOT:  __opencl_subgroup_builtins

#if __OPENCL_C_VERSION__ >= 200
#ifndef cl_khr_subgroups
#error "cl_khr_subgroups is not defined"
#endif
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void every_function(global uint *u, global half *h, global double *d) {
  uint i = get_sub_group_local_id();
  u[i] = get_sub_group_size() + get_max_sub_group_size() +
         get_num_sub_groups() + get_enqueued_num_sub_groups() +
         get_sub_group_id() + sub_group_all(u[i]) + sub_group_any(u[i]);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  h[i] = sub_group_broadcast(h[i], 1) + sub_group_reduce_max(h[i]);
  d[i] = sub_group_broadcast(d[i], 2) + sub_group_scan_exclusive_add(d[i]);
}
#endif
