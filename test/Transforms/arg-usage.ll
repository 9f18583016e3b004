; How each kernel touches memory through its pointer parameters, as the
; lowering records it (last field of !amdcl2.args: 0 none, 1 read, 2 write,
; 3 both): through address arithmetic, selects and phis, memcpy and memset;
; atomics count as both, storing the pointer itself (an enqueuer copying a
; block's captures) as nothing. The driver era then decides
; the usage word (KernelRules.cpp; metadata-args.cl checks the bytes).
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=fiji -S %s | FileCheck %s

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: define {{.*}} @uses(
; CHECK-SAME:  !amdcl2.args ![[A:[0-9]+]]
; CHECK: ![[A]] = !{![[R:[0-9]+]], ![[W:[0-9]+]], ![[N:[0-9]+]], ![[RW:[0-9]+]], ![[CPY:[0-9]+]], ![[ESC:[0-9]+]], ![[ATOM:[0-9]+]], !{{[0-9]+}}}
; CHECK: ![[R]] = !{!"r", {{.*}}, i32 1}
; CHECK: ![[W]] = !{!"w", {{.*}}, i32 2}
; CHECK: ![[N]] = !{!"n", {{.*}}, i32 0}
; CHECK: ![[RW]] = !{!"rw", {{.*}}, i32 3}
; CHECK: ![[CPY]] = !{!"cpy", {{.*}}, i32 1}
; CHECK: ![[ESC]] = !{!"esc", {{.*}}, i32 0}
; CHECK: ![[ATOM]] = !{!"atom", {{.*}}, i32 3}
define amdgpu_kernel void @uses(ptr addrspace(1) %r, ptr addrspace(1) %w, ptr addrspace(1) %n, ptr addrspace(1) %rw, ptr addrspace(1) %cpy, ptr addrspace(1) %esc, ptr addrspace(1) %atom, i32 %ci) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 {
entry:
  %c = icmp ne i32 %ci, 0
  %r1 = getelementptr i32, ptr addrspace(1) %r, i64 4
  %v = load i32, ptr addrspace(1) %r1
  %sel = select i1 %c, ptr addrspace(1) %w, ptr addrspace(1) %rw
  store i32 %v, ptr addrspace(1) %sel
  %x = load i32, ptr addrspace(1) %rw
  %same = icmp eq ptr addrspace(1) %n, %r
  br i1 %same, label %copy, label %done
copy:
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %w, ptr addrspace(1) %cpy, i64 16, i1 false)
  store ptr addrspace(1) %esc, ptr addrspace(1) %rw
  %old = atomicrmw add ptr addrspace(1) %atom, i32 1 seq_cst
  br label %done
done:
  ret void
}

declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)

!0 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!1 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!2 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int*", !"int*", !"int"}
!3 = !{!"", !"", !"", !"", !"", !"", !"", !""}
!4 = !{!"r", !"w", !"n", !"rw", !"cpy", !"esc", !"atom", !"c"}
