; printf bound by clang's own pipeline (IR from `clang -emit-llvm`, or the
; plugin) calls an undefined __printf_alloc: only amdcl2-clang binds printf
; before linking the allocator from amdcl2's builtins, so the CL2 lowering
; refuses the call, naming the kernel and amdcl2-clang, instead of codegen
; compiling a call into nowhere.
; RUN: not amdcl2-llc -mcpu=fiji %s -o %t.clo 2>&1 | FileCheck %s --implicit-check-not=error
; RUN: not test -e %t.clo
; RUN: not %opt22 -load-pass-plugin=%amdcl2_plugin -passes=amdcl2-lower-abi -mcpu=fiji -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPT

; CHECK: amdcl2-llc: error: amdcl2: kernel 'k': printf needs the buffer allocator '__printf_alloc' of amdcl2's builtins, which only amdcl2-clang links (compile OpenCL C that uses printf with amdcl2-clang){{$}}
; OPT: error: amdcl2: kernel 'k': printf needs the buffer allocator '__printf_alloc'

target triple = "amdgcn-amd-amdhsa"

declare ptr addrspace(1) @__printf_alloc(i32)

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %v = load i32, ptr addrspace(1) %p, align 4
  %r = call ptr addrspace(1) @__printf_alloc(i32 8)
  %ok = icmp ne ptr addrspace(1) %r, null
  br i1 %ok, label %store, label %done

store:
  store i32 1, ptr addrspace(1) %r, align 4
  %a = getelementptr i8, ptr addrspace(1) %r, i32 4
  store i32 %v, ptr addrspace(1) %a, align 4
  br label %done

done:
  ret void
}

!llvm.printf.fmts = !{!0}
!0 = !{!"1:1:4:x=%d\5Cn"}
