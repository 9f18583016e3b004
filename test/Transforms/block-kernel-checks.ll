; The enqueue lowering records in each block kernel the kernel index and the
; argument offsets its enqueuers use (!amdcl2.kernel_index,
; !amdcl2.block_offsets); the CL2 lowering checks them against the program's
; index rule (ordinary kernels, then __amd_blocks_func_*) and the argument
; layout, and stops on a mismatch instead of writing a binary whose
; enqueuers would launch the wrong kernel or read the wrong arguments.
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=fiji -S %s -o /dev/null
; RUN: sed -e 's/i32 1}  ; index/i32 0}/' %s | not %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=fiji -S -o /dev/null 2>&1 | FileCheck %s --check-prefix=INDEX
; RUN: sed -e 's/i32 56}  ; offsets/i32 60}/' %s | not %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=fiji -S -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFFSET

; INDEX: kernel '__amd_blocks_func___k_block_invoke': internal error: its enqueuers use kernel index 0, the program gives it 1
; OFFSET: kernel '__amd_blocks_func___k_block_invoke': internal error: argument 'ctx_struct_fld_1' is at offset 56 where its enqueuers write it at 60

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @__amd_blocks_func___k_block_invoke(ptr addrspace(1) %p, i32 %n) !kernel_arg_addr_space !1 !kernel_arg_access_qual !2 !kernel_arg_type !3 !kernel_arg_base_type !3 !kernel_arg_type_qual !4 !kernel_arg_name !5 !amdcl2.kernel_index !6 !amdcl2.block_offsets !7 {
  store i32 %n, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %p) !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

!1 = !{i32 1, i32 0}
!2 = !{!"none", !"none"}
!3 = !{!"int*", !"int"}
!4 = !{!"", !""}
!5 = !{!"ctx_struct_fld_0", !"ctx_struct_fld_1"}
!6 = !{i32 1}  ; index
!7 = !{i32 48, i32 56}  ; offsets
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
