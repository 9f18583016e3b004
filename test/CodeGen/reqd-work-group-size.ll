; With reqd_work_group_size the enqueued local size is a compile-time
; constant: get_global_id needs no setup buffer (AMD's simplecopy `copy`
; kernel is useargs only, mask 0x09). get_local_size is the required size
; too, as AMD's compiler folds it: a required size means no partial groups.
; Without one, "uniform-work-group-size" (OpenCL 1.x, -cl-uniform-work-
; group-size) makes the local size the enqueued one, read from the setup
; buffer without the global size; otherwise the last group may be partial.
; RUN: amdcl2-llc -mcpu=bonaire -S %s -o - | FileCheck %s

; CHECK-LABEL: .kernel global_id_known_size
; CHECK:       # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
; CHECK-NEXT:  # system SGPRs: group id x s6
; CHECK-NEXT:  .cws 64, 1, 1
; CHECK:       .useargs
; CHECK:       .text
; CHECK-NOT:   s_load_dword s{{[0-9]+}}, s[4:5], 0x1{{$}}
; CHECK:       s_lshl_b32 s[[ID:[0-9]+]], s6, 6{{$}}
; CHECK-NEXT:  v_or_b32_e32 v{{[0-9]+}}, s[[ID]], v0{{$}}
; CHECK:       s_endpgm
define amdgpu_kernel void @global_id_known_size(ptr addrspace(1) %out) !reqd_work_group_size !0 {
  %id = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %id
  store i32 1, ptr addrspace(1) %p
  ret void
}

; CHECK-LABEL: .kernel local_size_known_size
; CHECK:       # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
; CHECK-NOT:   .usesetup
; CHECK:       .text
; CHECK:       v_mov_b32_e32 v{{[0-9]+}}, 64{{$}}
; CHECK:       s_endpgm
define amdgpu_kernel void @local_size_known_size(ptr addrspace(1) %out) !reqd_work_group_size !0 {
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  store i64 %ls, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: .kernel local_size_uniform
; CHECK:       # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
; CHECK:       .text
; CHECK-NOT:   s_load_dword s{{[0-9]+}}, s[4:5], 0x3{{$}}
; CHECK:       s_load_dword s{{[0-9]+}}, s[4:5], 0x1{{$}}
; CHECK-NOT:   s_load_dword s{{[0-9]+}}, s[4:5], 0x3{{$}}
; CHECK:       s_endpgm
define amdgpu_kernel void @local_size_uniform(ptr addrspace(1) %out) #0 {
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  store i64 %ls, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: .kernel local_size_partial
; CHECK:       # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
; CHECK:       .text
; CHECK-DAG:   s_load_dword s{{[0-9]+}}, s[4:5], 0x1{{$}}
; CHECK-DAG:   s_load_dword s{{[0-9]+}}, s[4:5], 0x3{{$}}
; CHECK:       s_endpgm
define amdgpu_kernel void @local_size_partial(ptr addrspace(1) %out) {
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  store i64 %ls, ptr addrspace(1) %out
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare i64 @_Z14get_local_sizej(i32)

attributes #0 = { "uniform-work-group-size"="true" }

!0 = !{i32 64, i32 1, i32 1}
