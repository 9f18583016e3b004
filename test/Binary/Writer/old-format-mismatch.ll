; The writer refuses kernels whose argument buffer was laid out for the other
; format generation: this module asks for the old layout
; (amdcl2.old-arg-format = 1), which drivers from 1912.05 do not read; with
; --amdcl2-driver=old the tool keeps the flag and the binary is written.
; RUN: not amdcl2-llc -mcpu=bonaire %s -o %t.err.clo 2>&1 | FileCheck %s --check-prefix=ERR
; ERR: amdcl2-llc: error: kernel 'k' was laid out in the old argument format, but driver 2482.03 reads the new one
; RUN: not ls %t.err.clo
; RUN: amdcl2-llc -mcpu=bonaire --amdcl2-driver=old %s -o %t.old.clo
; RUN: amdcl2-objdump --kernels %t.old.clo | FileCheck %s --check-prefix=OLD
; OLD: .arg p, "uchar*", uchar*, global,    # offset 48, size 8, vo 96
; OLD: .arg v, "uchar3", uchar3    # offset 56, size 3, vo 112
; OLD: kernarg_segment_size 59, kernel index 0, 8 args

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p, <3 x i8> %v) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 !kernel_arg_name !5 {
  %e = extractelement <3 x i8> %v, i32 2
  store i8 %e, ptr addrspace(1) %p
  ret void
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"amdcl2.old-arg-format", i32 1}
!1 = !{i32 1, i32 0}
!2 = !{!"none", !"none"}
!3 = !{!"uchar*", !"uchar3"}
!4 = !{!"", !""}
!5 = !{!"p", !"v"}
