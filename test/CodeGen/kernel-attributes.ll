; Required and hinted work-group sizes, vec_type_hint and the argument
; qualifiers travel from clang's metadata through the lowering into the
; AMDCL2 binary (the kernel of AMD's simplecopy-kattrs-248203 sample).
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=bonaire -S %s | FileCheck %s --check-prefix=IR
; -S and amdcl2-objdump --kernels print the kernel through the same printer:
; the same .config lines, argument lines included.
; RUN: amdcl2-llc -mcpu=bonaire -S %s -o - | FileCheck %s --check-prefixes=CFG,ASM
; RUN: amdcl2-llc -mcpu=bonaire --amdcl2-driver=2482.03 %s -o %t.clo
; RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefix=CFG

; IR:  define protected amdgpu_kernel void @copy({{.*}}!amdcl2.kernel ![[K:[0-9]+]] !amdcl2.args ![[A:[0-9]+]]
; IR:  ![[K]] = !{i32 1, i32 0, i32 1, i32 64, i32 1, i32 64, i32 3, i32 7, i32 2, i32 12, i32 3, i32 11, !"int"}
; IR:  ![[A]] = !{![[A0:[0-9]+]], ![[A1:[0-9]+]]}
; IR:  ![[A0]] = !{!"a", !"uint*", !"pointer", !"global", !"none", i32 1, i32 0, i32 1, i64 0, i32 48, i32 8, !"", i64 4, i32 1}
; IR:  ![[A1]] = !{!"b", !"uint*", !"pointer", !"global", !"none", i32 0, i32 0, i32 1, i64 0, i32 56, i32 8, !"", i64 4, i32 2}

; CFG-LABEL: .kernel copy
; CFG-NEXT:  .config
; CFG-NEXT:  .dims , x
; CFG:       .cws 3, 7, 2
; CFG-NEXT:  .work_group_size_hint 12, 3, 11
; CFG-NEXT:  .vectypehint int
; CFG-NOT:   .localsize
; CFG-NOT:   .scratchbuffer
; CFG:       .useargs
; CFG-NEXT:  .priority 0
; CFG-NEXT:  .arg _.global_offset_0, "size_t", long    # offset 0, size 8, vo 0{{$}}
; CFG-NEXT:  .arg _.global_offset_1, "size_t", long    # offset 8, size 8, vo 16{{$}}
; CFG-NEXT:  .arg _.global_offset_2, "size_t", long    # offset 16, size 8, vo 32{{$}}
; CFG-NEXT:  .arg _.printf_buffer, "size_t", void*, global, , rdonly    # offset 24, size 8, vo 48{{$}}
; CFG-NEXT:  .arg _.vqueue_pointer, "size_t", long    # offset 32, size 8, vo 64{{$}}
; CFG-NEXT:  .arg _.aqlwrap_pointer, "size_t", long    # offset 40, size 8, vo 80{{$}}
; CFG-NEXT:  .arg a, "uint*", uint*, global, const, rdonly    # offset 48, size 8, vo 96{{$}}
; CFG-NEXT:  .arg b, "uint*", uint*, global,    # offset 56, size 8, vo 112{{$}}
; CFG:       # enable_sgpr_mask 0x09, user_sgprs 6, kernarg_segment_size 64, kernel index 0, 8 args
; ASM:       .text

target triple = "amdgcn-amd-amdhsa"

define protected amdgpu_kernel void @copy(ptr addrspace(1) %a, ptr addrspace(1) %b) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 !reqd_work_group_size !5 !work_group_size_hint !6 !vec_type_hint !7 {
  %id = call i64 @_Z12get_local_idj(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %id
  %v = load i32, ptr addrspace(1) %p
  %q = getelementptr i32, ptr addrspace(1) %b, i64 %id
  store i32 %v, ptr addrspace(1) %q
  ret void
}

declare i64 @_Z12get_local_idj(i32)

!0 = !{i32 1, i32 1}
!1 = !{!"none", !"none"}
!2 = !{!"uint*", !"uint*"}
!3 = !{!"const", !""}
!4 = !{!"a", !"b"}
!5 = !{i32 3, i32 7, i32 2}
!6 = !{i32 12, i32 3, i32 11}
!7 = !{i32 undef, i32 1}
