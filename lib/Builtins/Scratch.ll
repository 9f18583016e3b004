;===- Scratch.ll - Local-memory scratch for the work-group functions ------===;
;
; Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
;
;===----------------------------------------------------------------------===;
;
; OpenCL C cannot declare local memory outside a kernel, so what the
; work-group functions share lives here. Once inlined, a kernel allocates only
; what it uses.
;
;===----------------------------------------------------------------------===;

target triple = "amdgcn-amd-amdhsa"

; The collectives' per-wave partials: one 8-byte slot per wave of the largest
; CL2 work-group (256 work-items = 4 waves of 64), 32 bytes as AMD's compiler
; allocates. 16-byte alignment lets four 32-bit slots be read at once.
@__amdcl2_wg_partials.lds = internal addrspace(3) global [4 x i64] poison, align 16

define hidden ptr addrspace(3) @__amdcl2_wg_partials() #0 {
  ret ptr addrspace(3) @__amdcl2_wg_partials.lds
}

; One 8-byte word for what a single work-item hands to the whole group (the
; work-group pipe reservations): 8 bytes of its own.
@__amdcl2_wg_word64.lds = internal addrspace(3) global i64 poison, align 8

define hidden ptr addrspace(3) @__amdcl2_wg_word64() #0 {
  ret ptr addrspace(3) @__amdcl2_wg_word64.lds
}

attributes #0 = { alwaysinline nounwind willreturn memory(none) }
