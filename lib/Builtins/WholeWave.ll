;===- WholeWave.ll - Whole-wave mode for the sub-group functions ----------===;
;
; Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
;
;===----------------------------------------------------------------------===;
;
; clang 22 has no builtins for llvm.amdgcn.set.inactive and
; llvm.amdgcn.strict.wwm, which SubGroups.cl needs: a value enters whole-wave
; mode with set_inactive (the inactive lanes take the operation's identity),
; and what strict_wwm returns is computed with all 64 lanes enabled, so that
; lane moves never read a lane that did not compute. 32 bits are enough:
; wider values go through in halves.
;
;===----------------------------------------------------------------------===;

target triple = "amdgcn-amd-amdhsa"

define hidden i32 @__amdcl2_set_inactive_u32(i32 %x, i32 %inactive) #0 {
  %r = call i32 @llvm.amdgcn.set.inactive.i32(i32 %x, i32 %inactive)
  ret i32 %r
}

define hidden i32 @__amdcl2_strict_wwm_u32(i32 %x) #0 {
  %r = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %x)
  ret i32 %r
}

declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)

attributes #0 = { alwaysinline convergent nounwind willreturn memory(none) }
