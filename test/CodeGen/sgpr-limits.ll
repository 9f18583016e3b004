; Every addressable SGPR in use: on gfx8/gfx9 VCC, FLAT_SCRATCH and
; XNACK_MASK live above the 102 addressable SGPRs, so LLVM's total (which
; counts them, as does the setup record) may pass 102 and the kernel must still be accepted; on gfx7
; they are part of the 104: two more SGPRs and LLVM's own limit error comes
; through, with no output.
; RUN: amdcl2-llc -mcpu=fiji -S %s -o - | FileCheck %s --check-prefix=GFX8
; RUN: amdcl2-llc -mcpu=gfx900 -S %s -o - | FileCheck %s --check-prefix=GFX9
; RUN: amdcl2-llc -mcpu=bonaire -S %s -o - | FileCheck %s --check-prefix=GFX7
; RUN: rm -f %t.clo
; RUN: sed 's/~{vcc}/~{s102},~{s103},~{vcc}/' %s > %t.ll
; RUN: not amdcl2-llc -mcpu=bonaire %t.ll -o %t.clo 2>&1 | FileCheck %s --check-prefix=GFX7-OVER
; RUN: not ls %t.clo

target triple = "amdgcn-amd-amdhsa"

; GFX8-LABEL: .kernel all_sgprs
; GFX8:         .sgprsnum 102
; GFX9-LABEL: .kernel all_sgprs
; GFX9:         .sgprsnum 104
; GFX7-LABEL: .kernel all_sgprs
; GFX7:         .sgprsnum 102
; GFX7-OVER: amdcl2-llc: error: scalar registers (106) exceeds limit (104) in function 'all_sgprs'
; GFX7-OVER-NOT: error
define amdgpu_kernel void @all_sgprs(ptr addrspace(1) %p) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {
  call void asm sideeffect "", "~{s0},~{s1},~{s2},~{s3},~{s4},~{s5},~{s6},~{s7},~{s8},~{s9},~{s10},~{s11},~{s12},~{s13},~{s14},~{s15},~{s16},~{s17},~{s18},~{s19},~{s20},~{s21},~{s22},~{s23},~{s24},~{s25},~{s26},~{s27},~{s28},~{s29},~{s30},~{s31},~{s32},~{s33},~{s34},~{s35},~{s36},~{s37},~{s38},~{s39},~{s40},~{s41},~{s42},~{s43},~{s44},~{s45},~{s46},~{s47},~{s48},~{s49},~{s50},~{s51},~{s52},~{s53},~{s54},~{s55},~{s56},~{s57},~{s58},~{s59},~{s60},~{s61},~{s62},~{s63},~{s64},~{s65},~{s66},~{s67},~{s68},~{s69},~{s70},~{s71},~{s72},~{s73},~{s74},~{s75},~{s76},~{s77},~{s78},~{s79},~{s80},~{s81},~{s82},~{s83},~{s84},~{s85},~{s86},~{s87},~{s88},~{s89},~{s90},~{s91},~{s92},~{s93},~{s94},~{s95},~{s96},~{s97},~{s98},~{s99},~{s100},~{s101},~{vcc}"()
  store i32 0, ptr addrspace(1) %p
  ret void
}

!0 = !{i32 1}
!1 = !{!"none"}
!2 = !{!"int*"}
!3 = !{!""}
