;===- Scratch.ll - Local-memory scratch for the work-group functions ------===;
;
; Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
;
;===----------------------------------------------------------------------===;
;
; OpenCL C cannot declare local memory outside a kernel, so the arrays the
; work-group functions share live here: 256 slots (the largest CL2 work-group)
; of 4 and of 8 bytes. Once inlined, a kernel allocates only those it uses.
;
;===----------------------------------------------------------------------===;

target triple = "amdgcn-amd-amdhsa"

@__amdcl2_wg_scratch32.lds = internal addrspace(3) global [256 x i32] poison, align 4
@__amdcl2_wg_scratch64.lds = internal addrspace(3) global [256 x i64] poison, align 8

define hidden ptr addrspace(3) @__amdcl2_wg_scratch32() #0 {
  ret ptr addrspace(3) @__amdcl2_wg_scratch32.lds
}

define hidden ptr addrspace(3) @__amdcl2_wg_scratch64() #0 {
  ret ptr addrspace(3) @__amdcl2_wg_scratch64.lds
}

; One 8-byte word for what a single work-item hands to the whole group (the
; work-group pipe reservations), so that it costs 8 bytes, not 2 KiB.
@__amdcl2_wg_word64.lds = internal addrspace(3) global i64 poison, align 8

define hidden ptr addrspace(3) @__amdcl2_wg_word64() #0 {
  ret ptr addrspace(3) @__amdcl2_wg_word64.lds
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
