; System SGPRs: the group ids a kernel reads, then the scratch wave offset;
; and a kernel whose arguments are all unused asks for nothing but the
; scratch buffer.
; RUN: amdcl2-llc -mcpu=bonaire -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX78
; RUN: amdcl2-llc -mcpu=fiji -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX78
; RUN: amdcl2-llc -mcpu=gfx900 -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
; RUN: amdcl2-llc -mcpu=fiji --kernel-info=json %s | FileCheck %s --check-prefix=JSON

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i64] poison

; Only group ids x and y: no argument, setup or local id y/z.
; CHECK-LABEL: .kernel group_xy
; CHECK-NEXT:  .config
; CHECK-NEXT:  .dims xy, x
; GFX78-NEXT:  # user SGPRs 4: scratch s[0:3]{{$}}
; GFX78-NEXT:  # system SGPRs: group id x s4, group id y s5
; GFX9-NEXT:   # user SGPRs 6: scratch s[0:3], flat scratch init s[4:5]{{$}}
; GFX9-NEXT:   # system SGPRs: group id x s6, group id y s7
; CHECK-NOT:   .use
; CHECK:       .text
; GFX78-DAG:   s4
; GFX78-DAG:   s5
; GFX9-DAG:    s6
; GFX9-DAG:    s7
; CHECK-NOT:   s_load
; CHECK:       s_endpgm
define amdgpu_kernel void @group_xy(ptr addrspace(1) %unused, i32 %unused2) {
  %x = call i64 @_Z12get_group_idj(i32 0)
  %y = call i64 @_Z12get_group_idj(i32 1)
  %s = add i64 %x, %y
  %l = call i64 @_Z12get_local_idj(i32 0)
  %i = trunc i64 %l to i32
  %p = getelementptr [64 x i64], ptr addrspace(3) @lds, i32 0, i32 %i
  store i64 %s, ptr addrspace(3) %p
  ret void
}

; Arguments declared but never read: 4 user SGPRs (6 on gfx9), no group id,
; and the argument buffer is still laid out in full.
; CHECK-LABEL: .kernel unused_args
; CHECK-NEXT:  .config
; GFX78:       # user SGPRs 4: scratch s[0:3]{{$}}
; GFX9:        # user SGPRs 6: scratch s[0:3], flat scratch init s[4:5]{{$}}
; CHECK-NEXT:  # system SGPRs: none
; CHECK-NOT:   .use
; CHECK:       .arg a, "void*", void*, global
; CHECK-NEXT:  .arg b, "uint", uint
; JSON:        "name": "unused_args",
; JSON:        "flags": {
; JSON-NEXT:     "useargs": false,
; JSON-NEXT:     "usesetup": false,
; JSON:        "user_sgprs": 4,
; JSON-NEXT:   "enable_sgpr_mask": 1,
; JSON-NEXT:   "tgid": "",
; JSON:        "kernarg_size": 64,
define amdgpu_kernel void @unused_args(ptr addrspace(1) %a, i32 %b) {
  %l = call i64 @_Z12get_local_idj(i32 0)
  %i = trunc i64 %l to i32
  %p = getelementptr [64 x i64], ptr addrspace(3) @lds, i32 0, i32 %i
  store i64 0, ptr addrspace(3) %p
  ret void
}

; Private memory indexed at run time lives in scratch; the wave offset SGPR
; follows the group id and the prologue adds it to the scratch descriptor.
; CHECK-LABEL: .kernel scratch_wave_offset
; GFX78:       # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
; GFX78-NEXT:  # system SGPRs: group id x s6, scratch wave offset s[[OFF:7]]
; GFX9:        # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
; GFX9-NEXT:   # system SGPRs: group id x s8, scratch wave offset s[[OFF:9]]
; CHECK:       .scratchbuffer {{[1-9][0-9]*}}
; CHECK:       .text
; CHECK:       s_add_u32 s0, s0, s[[OFF]]
; CHECK:       s_addc_u32 s1, s1, 0
; CHECK:       buffer_store_dword
; JSON:        "name": "scratch_wave_offset",
; JSON:        "tgid": "x",
define amdgpu_kernel void @scratch_wave_offset(ptr addrspace(1) %out, i32 %i, i32 %j) {
  %arr = alloca [16 x i32], align 4, addrspace(5)
  %p = getelementptr [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  store volatile i32 %j, ptr addrspace(5) %p
  %q = getelementptr [16 x i32], ptr addrspace(5) %arr, i32 0, i32 %j
  %v = load volatile i32, ptr addrspace(5) %q
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i64 @_Z12get_group_idj(i32)
declare i64 @_Z12get_local_idj(i32)
