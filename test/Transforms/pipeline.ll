; The plugin runs the lowering at OptimizerLast, after LLVM's AMDGPU
; attributor, at every -O level; the attributor would mark this gfx900 kernel
; amdgpu-no-flat-scratch-init, which the CL2 gfx9 rule (flat-scratch init
; always on) overrides.
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes='default<O2>' -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -S %s | FileCheck %s
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes='default<O0>' -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -S %s | FileCheck %s
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes='default<O2>' -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -S %s \
; RUN:   | %llc22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 | FileCheck %s --check-prefix=ISA

; CHECK-LABEL: @k(
; CHECK-SAME:  ptr addrspace(4) noundef byref([64 x i8]) align 16 %cl2.args) {{.*}}#[[A:[0-9]+]]
; CHECK: attributes #[[A]] = {
; CHECK-NOT: "amdgpu-no-flat-scratch-init"
; CHECK-SAME: }

; ISA: .amdhsa_kernarg_size 64
; ISA: .amdhsa_user_sgpr_count 8
; ISA: .amdhsa_user_sgpr_private_segment_buffer 1
; ISA-NEXT: .amdhsa_user_sgpr_dispatch_ptr 0
; ISA-NEXT: .amdhsa_user_sgpr_queue_ptr 0
; ISA-NEXT: .amdhsa_user_sgpr_kernarg_segment_ptr 1
; ISA-NEXT: .amdhsa_user_sgpr_dispatch_id 0
; ISA-NEXT: .amdhsa_user_sgpr_flat_scratch_init 1

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}
