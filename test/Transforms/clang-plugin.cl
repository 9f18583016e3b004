// clang-22 itself with the plugin: the lowering runs at OptimizerLast of
// clang's own pipeline and the kernel follows the CL2 ABI (usesetup: setup
// s[4:5], arguments s[6:7] with the user argument at byte 48).
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 \
// RUN:   -fpass-plugin=%amdcl2_plugin -S %s -o - | FileCheck %s
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O0 \
// RUN:   -fpass-plugin=%amdcl2_plugin -S %s -o - | FileCheck %s --check-prefix=O0

// CHECK-LABEL: scale:
// CHECK-DAG: s_load_dword s{{[0-9]+}}, s[4:5], 0x4
// CHECK-DAG: s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x0
// CHECK-DAG: s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x30
// CHECK: .amdhsa_kernarg_size 64
// CHECK: .amdhsa_user_sgpr_count 8
// CHECK: .amdhsa_user_sgpr_dispatch_ptr 1
// CHECK-NEXT: .amdhsa_user_sgpr_queue_ptr 0
// CHECK-NEXT: .amdhsa_user_sgpr_kernarg_segment_ptr 1

// At -O0 clang keeps private variables behind generic pointers, so the
// kernel needs the aperture buffer: usegeneric, 12 user SGPRs.
// O0: .amdhsa_kernarg_size 64
// O0: .amdhsa_user_sgpr_count 12
// O0: .amdhsa_user_sgpr_queue_ptr 1

kernel void scale(global float *a) {
  size_t i = get_global_id(0);
  a[i] = 2.0f * a[i];
}
