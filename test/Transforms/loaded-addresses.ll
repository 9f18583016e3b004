; The lowering records in !amdcl2.kernel (first operand, bit 32) whether a
; kernel addresses memory through data it loaded, which makes the binary's
; waves-per-SIMD hint 0 (docs/ABI.md, section 8). Loaded values are followed
; through arithmetic and phis to address operands; stored values, and reads
; through a by-value (byref) argument, do not count.
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=fiji -S %s | FileCheck %s

; 33 = useargs | loaded address; 1 = useargs alone (the nodes are uniqued).
; CHECK-LABEL: @gather(
; CHECK-SAME:  !amdcl2.kernel ![[LOADED:[0-9]+]]
; CHECK-LABEL: @data_only(
; CHECK-SAME:  !amdcl2.kernel ![[PLAIN:[0-9]+]]
; CHECK-LABEL: @by_value(
; CHECK-SAME:  !amdcl2.kernel ![[PLAIN]]
; CHECK-LABEL: @through_phi(
; CHECK-SAME:  !amdcl2.kernel ![[LOADED]]
; CHECK-LABEL: @atomic_index(
; CHECK-SAME:  !amdcl2.kernel ![[LOADED]]
; CHECK-DAG: ![[LOADED]] = !{i32 33,
; CHECK-DAG: ![[PLAIN]] = !{i32 1,

target triple = "amdgcn-amd-amdhsa"

%struct.layout = type { i32, i32 }

define amdgpu_kernel void @gather(ptr addrspace(1) %p, ptr addrspace(1) %q) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 {
  %i = load i32, ptr addrspace(1) %q
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %a
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @data_only(ptr addrspace(1) %p, ptr addrspace(1) %q) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 {
  %v = load i32, ptr addrspace(1) %q
  %w = add i32 %v, 1
  %a = getelementptr i32, ptr addrspace(1) %p, i32 1
  store i32 %w, ptr addrspace(1) %a
  ret void
}

define amdgpu_kernel void @by_value(ptr addrspace(1) %p, ptr addrspace(4) byref(%struct.layout) align 4 %l) !kernel_arg_addr_space !5 !kernel_arg_access_qual !1 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !3 !kernel_arg_name !7 {
  %f = getelementptr %struct.layout, ptr addrspace(4) %l, i32 0, i32 1
  %i = load i32, ptr addrspace(4) %f
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %i
  store i32 1, ptr addrspace(1) %a
  ret void
}

define amdgpu_kernel void @through_phi(ptr addrspace(1) %p, ptr addrspace(1) %q) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 {
entry:
  %first = load i32, ptr addrspace(1) %q
  br label %loop
loop:
  %i = phi i32 [ %first, %entry ], [ %next, %loop ]
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %i
  store i32 0, ptr addrspace(1) %a
  %next = add i32 %i, 7
  %done = icmp ugt i32 %next, 100
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define amdgpu_kernel void @atomic_index(ptr addrspace(1) %p, ptr addrspace(1) %q) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 {
  %slot = atomicrmw add ptr addrspace(1) %q, i32 1 monotonic
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %slot
  store i32 5, ptr addrspace(1) %a
  ret void
}

!0 = !{i32 1, i32 1}
!1 = !{!"none", !"none"}
!2 = !{!"int*", !"int*"}
!3 = !{!"", !""}
!4 = !{!"p", !"q"}
!5 = !{i32 1, i32 0}
!6 = !{!"int*", !"layout_t"}
!7 = !{!"p", !"l"}
