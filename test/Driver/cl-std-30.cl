// -cl-std=CL3.0 (and -std=cl3.0) compile as OpenCL C 3.0 with the optional
// features amdcl2 backs: clang 22 defines for amdgcn exactly the twelve of
// OpenCL C 2.0 (feature-macros.cl) and __opencl_c_fp64 and
// __opencl_c_3d_image_writes, whose extensions amdcl2 provides under 2.0
// too; no __opencl_c_subgroups (cl_khr_subgroups stays an extension). The
// binary records the option string as for CL2.0. C++ for OpenCL is an error.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL3.0 -E -dM %s | FileCheck %s --check-prefix=CL30 --implicit-check-not=__opencl_c_
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -std=cl3.0 -E -dM %s | FileCheck %s --check-prefix=CL30 --implicit-check-not=__opencl_c_
// RUN: rm -rf %t && mkdir %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-std=CL3.0 -Werror -c -o %t/k.clo %s
// RUN: amdcl2-objdump --kernels %t/k.clo | FileCheck %s
// RUN: grep -a -o -- '-cl-std=CL3.0 -Werror' %t/k.clo | FileCheck %s --check-prefix=COMMENT
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CLC++ -c -o %t/cpp.clo %s 2>&1 | FileCheck %s --check-prefix=CPP
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=clc++2021 -c -o %t/cpp.clo %s 2>&1 | FileCheck %s --check-prefix=CPP2021
// RUN: not test -e %t/cpp.clo

// CL30-DAG: #define __OPENCL_C_VERSION__ 300
// CL30-DAG: #define __OPENCL_VERSION__ 200
// CL30-DAG: #define __opencl_c_generic_address_space 1
// CL30-DAG: #define __opencl_c_device_enqueue 1
// CL30-DAG: #define __opencl_c_pipes 1
// CL30-DAG: #define __opencl_c_program_scope_global_variables 1
// CL30-DAG: #define __opencl_c_work_group_collective_functions 1
// CL30-DAG: #define __opencl_c_atomic_order_acq_rel 1
// CL30-DAG: #define __opencl_c_atomic_order_seq_cst 1
// CL30-DAG: #define __opencl_c_atomic_scope_device 1
// CL30-DAG: #define __opencl_c_atomic_scope_all_devices 1
// CL30-DAG: #define __opencl_c_images 1
// CL30-DAG: #define __opencl_c_read_write_images 1
// CL30-DAG: #define __opencl_c_int64 1
// CL30-DAG: #define __opencl_c_fp64 1
// CL30-DAG: #define __opencl_c_3d_image_writes 1
// CL30-DAG: #define cl_khr_subgroups 1

// CHECK-LABEL: .kernel cl30
// COMMENT: -cl-std=CL3.0 -Werror
// CPP: amdcl2-clang: error: '-cl-std=CLC++': C++ for OpenCL is not supported with --amdcl2-abi (supported: CL1.0, CL1.1, CL1.2, CL2.0, CL3.0)
// CPP2021: amdcl2-clang: error: '-cl-std=clc++2021': C++ for OpenCL is not supported

#if __OPENCL_C_VERSION__ != 300
#error not OpenCL C 3.0
#endif
kernel void cl30(global int *g, global atomic_int *a, read_only pipe int p) {
  int *q = (int *)g;
  g[0] = to_global(q) != NULL;
  g[1] = get_pipe_num_packets(p);
  g[2] = work_group_reduce_add(g[3]);
  g[4] = atomic_fetch_add_explicit(a, 1, memory_order_seq_cst,
                                   memory_scope_all_devices);
  g[5] = (int)(double)g[6];
}
