; amdcl2-lower-abi<driver=D> lays the arguments out in the format of AMD
; driver D, as the module flag amdcl2.old-arg-format does (LLVM's
; -amdgpu-amdcl2-driver= with llvm-patches/ 0007): drivers before 1912.05
; give the int3 argument 12 bytes and do not round the buffer to 16 (72
; bytes in all), newer ones give it 16 and round (80). A bad parameter is
; an error naming it.
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes='amdcl2-lower-abi<driver=old>' -mtriple=amdgcn-amd-amdhsa -mcpu=fiji -S %s | FileCheck %s --check-prefix=OLD
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes='amdcl2-lower-abi<driver=2004.06>' -mtriple=amdgcn-amd-amdhsa -mcpu=fiji -S %s | FileCheck %s --check-prefix=NEW
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes='amdcl2-lower-abi' -mtriple=amdgcn-amd-amdhsa -mcpu=fiji -S %s | FileCheck %s --check-prefix=NEW
; RUN: not %opt22 -load-pass-plugin=%amdcl2_plugin -passes='amdcl2-lower-abi<driver=9.9>' -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADDRIVER
; RUN: not %opt22 -load-pass-plugin=%amdcl2_plugin -passes='amdcl2-lower-abi<fast>' -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPARAM

; OLD: define amdgpu_kernel void @k(ptr addrspace(4) noundef byref([72 x i8]) align 16 %cl2.args)
; OLD: !{i32 1, !"amdcl2.old-arg-format", i32 1}
; NEW: define amdgpu_kernel void @k(ptr addrspace(4) noundef byref([80 x i8]) align 16 %cl2.args)
; NEW-NOT: old-arg-format
; BADDRIVER: error: invalid AMDCL2 driver version '9.9'
; BADPARAM: error: invalid amdcl2-lower-abi parameter 'fast' (expected driver=<version>)

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(<3 x i32> %v, i32 %n, ptr addrspace(1) %out) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
  %e = extractelement <3 x i32> %v, i32 2
  %s = add i32 %e, %n
  store i32 %s, ptr addrspace(1) %out
  ret void
}

!0 = !{i32 0, i32 0, i32 1}
!1 = !{!"none", !"none", !"none"}
!2 = !{!"int3", !"int", !"int*"}
!3 = !{!"", !"", !""}
