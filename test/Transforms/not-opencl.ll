; The pass leaves alone what is not an OpenCL kernel for amdgcn: no kernel,
; or another target.
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -S %s | FileCheck %s

; CHECK: define void @not_a_kernel(ptr addrspace(1) %p)
; CHECK-NOT: amdcl2
; CHECK-NOT: amdhsa_code_object_version

target triple = "amdgcn-amd-amdhsa"

define void @not_a_kernel(ptr addrspace(1) %p) {
  %id = call i64 @_Z13get_global_idj(i32 0)
  store i64 %id, ptr addrspace(1) %p
  ret void
}

declare i64 @_Z13get_global_idj(i32)
