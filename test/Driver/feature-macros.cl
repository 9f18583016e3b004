// The __opencl_c_* feature macros under OpenCL C 2.0: AMD's 2.0 runtime
// predates them (OpenCL C 3.0 made the 2.0 features optional); clang 22
// defines, for compatibility, one per feature that OpenCL C 2.0 requires,
// and amdcl2 implements all of them (generic address space: to_global and
// friends; device enqueue; pipes; collectives; scoped atomics). The
// features that were extensions in 2.0 keep their extension macros only
// (cl_khr_subgroups, cl_khr_fp64, cl_khr_3d_image_writes), as clang has
// them. OpenCL C 1.2 has none but clang's full-profile __opencl_c_int64
// and its internal __opencl_c_named_address_space_builtins.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -E -dM %s | FileCheck %s --check-prefix=CL20
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -E -dM %s | FileCheck %s --check-prefix=CL20
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -E -dM %s | FileCheck %s --check-prefix=CL20
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -E -dM %s | grep __opencl_c_ | count 12
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL1.2 -E -dM %s | FileCheck %s --check-prefix=CL12
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL1.2 -E -dM %s | grep __opencl_c_ | count 2
// What the macros promise compiles, with no undefined function (in 2.0
// __opencl_c_atomic_scope_all_devices gives memory_scope_all_svm_devices;
// the memory_scope_all_devices spelling is OpenCL C 3.0):
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -c -o /dev/null %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -c -o /dev/null %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -c -o /dev/null %s

// CL20-DAG: #define __opencl_c_generic_address_space 1
// CL20-DAG: #define __opencl_c_device_enqueue 1
// CL20-DAG: #define __opencl_c_pipes 1
// CL20-DAG: #define __opencl_c_program_scope_global_variables 1
// CL20-DAG: #define __opencl_c_work_group_collective_functions 1
// CL20-DAG: #define __opencl_c_atomic_order_acq_rel 1
// CL20-DAG: #define __opencl_c_atomic_order_seq_cst 1
// CL20-DAG: #define __opencl_c_atomic_scope_device 1
// CL20-DAG: #define __opencl_c_atomic_scope_all_devices 1
// CL20-DAG: #define __opencl_c_images 1
// CL20-DAG: #define __opencl_c_read_write_images 1
// CL20-DAG: #define __opencl_c_int64 1
// CL20-DAG: #define cl_khr_subgroups 1
// CL20-DAG: #define cl_khr_fp64 1
// CL20-DAG: #define cl_khr_3d_image_writes 1

// CL12-DAG: #define __opencl_c_int64 1
// CL12-DAG: #define __opencl_c_named_address_space_builtins 1

#if defined(__opencl_c_generic_address_space) &&                               \
    defined(__opencl_c_device_enqueue) && defined(__opencl_c_pipes) &&         \
    defined(__opencl_c_program_scope_global_variables) &&                      \
    defined(__opencl_c_work_group_collective_functions) &&                     \
    defined(__opencl_c_atomic_scope_all_devices)
global int counter;

kernel void uses_features(global int *g, local int *l, int w,
                          read_only pipe int p, global atomic_int *a) {
  int *q = w ? (int *)g : (int *)l;
  g[0] = to_global(q) != NULL;
  g[1] = get_fence(q);
  g[2] = get_pipe_num_packets(p);
  g[3] = work_group_reduce_add(g[4]);
  g[5] = atomic_fetch_add_explicit(a, 1, memory_order_seq_cst,
                                   memory_scope_all_svm_devices);
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT,
                 ndrange_1D(1), ^{ g[6] = 1; });
  g[7] = counter++;
}
#endif
