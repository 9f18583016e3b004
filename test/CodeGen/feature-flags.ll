; Every CL2 feature-flag combination on each GCN generation: the user-SGPR
; count, the register pair of each pointer, the enable mask, and the pointer
; pairs the generated code really loads from.
; RUN: amdcl2-llc -mcpu=bonaire -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX7
; RUN: amdcl2-llc -mcpu=fiji -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX8
; RUN: amdcl2-llc -mcpu=gfx900 -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
; RUN: amdcl2-llc -mcpu=hawaii --kernel-info=json %s | FileCheck %s --check-prefix=JSON78
; RUN: amdcl2-llc -mcpu=gfx900 --kernel-info=json %s | FileCheck %s --check-prefix=JSON9
; The flags do not depend on the codegen optimization level.
; RUN: amdcl2-llc -O0 -mcpu=hawaii --kernel-info=json %s | FileCheck %s --check-prefix=JSON78
; RUN: amdcl2-llc -O0 -mcpu=gfx900 --kernel-info=json %s | FileCheck %s --check-prefix=JSON9
; RUN: amdcl2-llc -O3 -mcpu=gfx900 --kernel-info=json %s | FileCheck %s --check-prefix=JSON9

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x i32] poison

; No argument read: only the scratch buffer (plus flat-scratch init on gfx9).
; CHECK-LABEL: .kernel flags_none
; GFX7:        # user SGPRs 4: scratch s[0:3]{{$}}
; GFX8:        # user SGPRs 4: scratch s[0:3]{{$}}
; GFX9:        # user SGPRs 6: scratch s[0:3], flat scratch init s[4:5]{{$}}
; CHECK-NEXT:  # system SGPRs: none
; CHECK-NOT:   .use
; CHECK:       .text
; CHECK-NOT:   s_load
; CHECK:       ds_write_b32
; CHECK:       s_endpgm
define amdgpu_kernel void @flags_none(ptr addrspace(1) %unused) {
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %i = trunc i64 %lid to i32
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %i
  store i32 %i, ptr addrspace(3) %p
  ret void
}

; CHECK-LABEL: .kernel flags_args
; GFX7:        # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
; GFX8:        # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
; GFX9:        # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
; CHECK-NEXT:  # system SGPRs: none
; CHECK:       .useargs
; CHECK-NEXT:  .priority 0
; CHECK-NEXT:  .arg _.global_offset_0,
; CHECK:       .text
; GFX7:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0xc
; GFX8:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x30
; GFX9:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x30
define amdgpu_kernel void @flags_args(ptr addrspace(1) %out) {
  store i32 1, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: .kernel flags_setup
; GFX7:        # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
; GFX8:        # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
; GFX9:        # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]{{$}}
; CHECK-NEXT:  # system SGPRs: group id x s[[GX:[0-9]+]]{{$}}
; CHECK:       .useargs
; CHECK-NEXT:  .usesetup
; CHECK-NEXT:  .priority 0
; CHECK-NEXT:  .arg _.global_offset_0,
; CHECK:       .text
; GFX7-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x1
; GFX7-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x3
; GFX8-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x4
; GFX8-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0xc
; GFX9-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x4
; GFX9-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0xc
; GFX7-DAG:    s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0xc
; GFX8-DAG:    s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x30
; GFX9-DAG:    s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x30
; CHECK-DAG:   {{[ ,]}}s[[GX]]{{(,|$)}}
define amdgpu_kernel void @flags_setup(ptr addrspace(1) %out) {
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  %v = trunc i64 %ls to i32
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; Reading vqueue_pointer (get_default_queue) makes an enqueuing kernel,
; which has SCRATCH_EN (the wave offset after the x group id) as AMD's do.
; CHECK-LABEL: .kernel flags_enqueue
; CHECK:       # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]{{$}}
; CHECK-NEXT:  # system SGPRs: group id x s10, scratch wave offset s11{{$}}
; CHECK:       .useargs
; CHECK-NEXT:  .usesetup
; CHECK-NEXT:  .useenqueue
; CHECK-NEXT:  .priority 0
; CHECK-NEXT:  .arg _.global_offset_0,
; CHECK:       .text
; GFX7:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x8
; GFX8:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x20
; GFX9:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x20
define amdgpu_kernel void @flags_enqueue(ptr addrspace(1) %out) {
  %q = call ptr addrspace(1) @_Z17get_default_queuev()
  store ptr addrspace(1) %q, ptr addrspace(1) %out
  ret void
}

; A generic pointer that may point into LDS needs the aperture buffer on
; gfx7/gfx8 only: gfx9 reads the aperture from a hardware register
; (src_shared_base). (A cast address-space inference can undo asks for
; nothing: the lowering infers the flags after it.)
; CHECK-LABEL: .kernel flags_generic
; GFX7:        # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
; GFX8:        # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
; GFX9:        # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
; GFX7:        .usegeneric
; GFX8:        .usegeneric
; GFX9-NOT:    .usegeneric
; CHECK:       .text
; GFX7:        s_load_dword s{{[0-9]+}}, s[6:7], 0x10
; GFX8:        s_load_dword s{{[0-9]+}}, s[6:7], 0x40
; GFX9:        s_mov_b64 s[{{[0-9]+:[0-9]+}}], src_shared_base
; CHECK:       flat_store_dword
define amdgpu_kernel void @flags_generic(ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %i
  %f = addrspacecast ptr addrspace(3) %p to ptr
  %g = addrspacecast ptr addrspace(1) %out to ptr
  %c = icmp eq i32 %i, 0
  %t = select i1 %c, ptr %f, ptr %g
  store i32 1, ptr %t
  %v = load i32, ptr addrspace(3) %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; usegeneric can be requested explicitly, as CLRX's .usegeneric: 12 SGPRs
; on every generation.
; CHECK-LABEL: .kernel flags_generic_forced
; CHECK:       # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
; CHECK:       .usegeneric
; CHECK:       .text
; GFX7:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[8:9], 0xc
; GFX8:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[8:9], 0x30
; GFX9:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[8:9], 0x30
define amdgpu_kernel void @flags_generic_forced(ptr addrspace(1) %out) "amdcl2-features"="usegeneric" {
  store i32 1, ptr addrspace(1) %out
  ret void
}

; JSON78-LABEL: "name": "flags_none"
; JSON78:       "user_sgprs": 4,
; JSON78-NEXT:  "enable_sgpr_mask": 1,
; JSON78-LABEL: "name": "flags_args"
; JSON78:       "useargs": true,
; JSON78:       "user_sgprs": 6,
; JSON78-NEXT:  "enable_sgpr_mask": 9,
; JSON78-LABEL: "name": "flags_setup"
; JSON78:       "usesetup": true,
; JSON78:       "user_sgprs": 8,
; JSON78-NEXT:  "enable_sgpr_mask": 11,
; JSON78-LABEL: "name": "flags_enqueue"
; JSON78:       "useenqueue": true,
; JSON78:       "user_sgprs": 10,
; JSON78-NEXT:  "enable_sgpr_mask": 43,
; JSON78-NEXT:  "tgid": "x",
; JSON78-NEXT:  "tidig_comp_cnt": 2,
; JSON78-LABEL: "name": "flags_generic"
; JSON78:       "usegeneric": true
; JSON78:       "user_sgprs": 12,
; JSON78-NEXT:  "enable_sgpr_mask": 47,

; JSON9-LABEL: "name": "flags_none"
; JSON9:       "user_sgprs": 6,
; JSON9-NEXT:  "enable_sgpr_mask": 33,
; JSON9-LABEL: "name": "flags_args"
; JSON9:       "user_sgprs": 8,
; JSON9-NEXT:  "enable_sgpr_mask": 41,
; JSON9-LABEL: "name": "flags_setup"
; JSON9:       "user_sgprs": 10,
; JSON9-NEXT:  "enable_sgpr_mask": 43,
; JSON9-LABEL: "name": "flags_enqueue"
; JSON9:       "user_sgprs": 10,
; JSON9-NEXT:  "enable_sgpr_mask": 43,
; JSON9-LABEL: "name": "flags_generic"
; JSON9:       "usegeneric": false
; JSON9:       "user_sgprs": 8,
; JSON9-NEXT:  "enable_sgpr_mask": 41,
; JSON9-LABEL: "name": "flags_generic_forced"
; JSON9:       "usegeneric": true
; JSON9:       "user_sgprs": 12,
; JSON9-NEXT:  "enable_sgpr_mask": 47,

declare i64 @_Z12get_local_idj(i32)
declare i64 @_Z14get_local_sizej(i32)
declare ptr addrspace(1) @_Z17get_default_queuev()
