; The lowering pass on its own (opt plugin): the kernel takes one byref
; parameter covering the CL2 argument buffer, reads each argument at its CL2
; offset, work-item functions become setup-buffer/argument reads and ids,
; callees are inlined and dropped, the kernel is simplified (InstCombine)
; before its inputs are inferred, the amdgpu-no-* attributes follow the
; inferred flags, and the decisions are recorded as !amdcl2 metadata.
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=fiji -S %s | FileCheck %s
; Running it twice changes nothing the second time.
; RUN: %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi,amdcl2-lower-abi -mcpu=fiji -S %s | FileCheck %s

; CHECK-NOT: define {{.*}}@helper
; CHECK-LABEL: @setup_kernel(
; CHECK-SAME:  ptr addrspace(4) noundef byref([64 x i8]) align 16 %cl2.args) #[[SETUP:[0-9]+]] {{.*}}!amdcl2.kernel ![[SK:[0-9]+]] !amdcl2.args ![[SA:[0-9]+]] {
; CHECK-NEXT:  [[DISP:%.*]] = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
; CHECK-NEXT:  [[P0:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(4) %cl2.args, i64 48
; CHECK-NEXT:  [[OUT:%.*]] = load ptr addrspace(1), ptr addrspace(4) [[P0]], align 8, !invariant.load
; CHECK-NEXT:  [[P1:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(4) %cl2.args, i64 56
; CHECK-NEXT:  [[N:%.*]] = load i32, ptr addrspace(4) [[P1]], align 4, !invariant.load
; CHECK-NEXT:  [[LID:%.*]] = call i32 @llvm.amdgcn.workitem.id.x()
; CHECK-NEXT:  [[WGP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(4) [[DISP]], i64 4
; CHECK-NEXT:  [[WGD:%.*]] = load i32, ptr addrspace(4) [[WGP]], align 4, !invariant.load
; CHECK-NEXT:  [[WG:%.*]] = and i32 [[WGD]], 65535
; CHECK-NEXT:  [[GID:%.*]] = call i32 @llvm.amdgcn.workgroup.id.x()
; CHECK-NEXT:  [[MUL:%.*]] = mul nuw i32 [[GID]], [[WG]]
; CHECK-NEXT:  [[ADD:%.*]] = add nuw i32 [[MUL]], [[LID]]
; CHECK-NEXT:  [[OFF:%.*]] = load i64, ptr addrspace(4) %cl2.args, align 8, !invariant.load
; CHECK-NEXT:  [[ADD64:%.*]] = zext i32 [[ADD]] to i64
; CHECK-NEXT:  [[GLOBALID:%.*]] = add i64 [[OFF]], [[ADD64]]
; CHECK-NEXT:  [[N64:%.*]] = zext i32 [[N]] to i64
; CHECK-NEXT:  [[S:%.*]] = add i64 [[GLOBALID]], [[N64]]
; CHECK-NEXT:  store i64 [[S]], ptr addrspace(1) [[OUT]], align 8
; CHECK-NEXT:  ret void

; A kernel that reads no argument loses its parameters entirely, so LLVM
; enables no argument pointer.
; CHECK-LABEL: @no_args_read(
; CHECK-SAME:  ) #[[NOARGS:[0-9]+]]
; CHECK-NEXT:  ret void

; CHECK-NOT: declare {{.*}}@_Z13get_global_idj

; usesetup: the dispatch pointer stays, everything else is pinned off; the
; kernel is marked as a CL2 one, and of the group ids only x, which it
; reads, stays on (llvm-patches/ 0001 honours the x attribute on CL2 kernels).
; CHECK: attributes #[[SETUP]] = { "amdgpu-amdcl2-abi" "amdgpu-implicitarg-num-bytes"="0" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" {{.*}}"amdgpu-no-dispatch-id" "amdgpu-no-flat-scratch-init" {{.*}}"amdgpu-no-implicitarg-ptr" {{.*}}"amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "target-cpu"="fiji" }
; A kernel that reads no group id asks for none, x included.
; CHECK: attributes #[[NOARGS]] = { "amdgpu-amdcl2-abi" {{.*}}"amdgpu-no-cluster-id-x" {{.*}}"amdgpu-no-dispatch-ptr" {{.*}}"amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" {{.*}}}
; CHECK: !{i32 1, !"amdhsa_code_object_version", i32 400}
; Flags 3 = useargs|usesetup, tgid x, local id x, 64-bit, new format, 64 bytes.
; CHECK: ![[SK]] = !{i32 3, i32 1, i32 1, i32 64, i32 1, i32 64, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, !""}
; CHECK: ![[SA]] = !{![[A0:[0-9]+]], ![[A1:[0-9]+]]}
; CHECK: ![[A0]] = !{!"out", !"ulong*", !"pointer", !"global", !"none", i32 2, i32 0, i32 1, i64 0, i32 48, i32 8, !"", i64 8, i32 2}
; CHECK: ![[A1]] = !{!"n", !"uint", !"value", !"", !"none", i32 0, i32 4, i32 1, i64 0, i32 56, i32 4, !"uint", i64 0, i32 3}

target triple = "amdgcn-amd-amdhsa"

define internal i64 @helper(i32 %d) {
  %v = call i64 @_Z13get_global_idj(i32 %d)
  ret i64 %v
}

define amdgpu_kernel void @setup_kernel(ptr addrspace(1) %out, i32 %n) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 !kernel_arg_name !4 {
  %id = call i64 @helper(i32 0)
  %n64 = zext i32 %n to i64
  %s = add i64 %id, %n64
  store i64 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @no_args_read(ptr addrspace(1) %out) {
  ret void
}

declare i64 @_Z13get_global_idj(i32)

!0 = !{i32 1, i32 0}
!1 = !{!"none", !"none"}
!2 = !{!"ulong*", !"uint"}
!3 = !{!"restrict", !""}
!4 = !{!"out", !"n"}
