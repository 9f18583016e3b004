; Every OpenCL work-item function, lowered onto the setup buffer (the HSA
; dispatch packet: dims in dword 0 bits 16-17, local sizes in dwords 1-2,
; global sizes in dwords 3-5), the global-offset setup arguments and the
; hardware ids. gfx7 SMRD offsets count dwords, gfx8 SMEM offsets bytes.
; RUN: amdcl2-llc -mcpu=fiji -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX8
; RUN: amdcl2-llc -mcpu=bonaire -S %s -o - | FileCheck %s --check-prefixes=CHECK,GFX7

target triple = "amdgcn-amd-amdhsa"

; CHECK-LABEL: .kernel wi_work_dim
; CHECK:       # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]
; CHECK:       s_load_dword [[D:s[0-9]+]], s[4:5], 0x0{{$}}
; CHECK:       s_bfe_u32 s{{[0-9]+}}, [[D]], 0x20010
define amdgpu_kernel void @wi_work_dim(ptr addrspace(1) %out) {
  %v = call i32 @_Z12get_work_dimv()
  store i32 %v, ptr addrspace(1) %out
  ret void
}
; CHECK-LABEL: .kernel wi_global_size
; CHECK:       # system SGPRs: none
; GFX8:        s_load_dword s{{[0-9]+}}, s[4:5], 0x14{{$}}
; GFX7:        s_load_dword s{{[0-9]+}}, s[4:5], 0x5{{$}}
define amdgpu_kernel void @wi_global_size(ptr addrspace(1) %out) {
  %v = call i64 @_Z15get_global_sizej(i32 2)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; group id y * local size y (dword 1 >> 16) + local id y + global_offset_1.
; CHECK-LABEL: .kernel wi_global_id
; CHECK:       .dims xy{{$}}
; CHECK:       # system SGPRs: group id x s8, group id y s9
; GFX8-DAG:    s_load_dword [[WG:s[0-9]+]], s[4:5], 0x4{{$}}
; GFX7-DAG:    s_load_dword [[WG:s[0-9]+]], s[4:5], 0x1{{$}}
; GFX8-DAG:    s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x8{{$}}
; GFX7-DAG:    s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x2{{$}}
; CHECK:       s_lshr_b32 [[WG]], [[WG]], 16
; The product in 32 bits (the grid size is 32-bit), then local id y.
; CHECK-NEXT:  s_mul_i32 [[M:s[0-9]+]], s9, [[WG]]
; CHECK-NEXT:  v_add_{{[ui]}}32_e32 v{{[0-9]+}}, vcc, [[M]], v1
define amdgpu_kernel void @wi_global_id(ptr addrspace(1) %out) {
  %v = call i64 @_Z13get_global_idj(i32 1)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; CHECK-LABEL: .kernel wi_global_offset
; CHECK:       # user SGPRs 6: scratch s[0:3], args s[4:5]
; GFX8:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x10{{$}}
; GFX7:        s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[4:5], 0x4{{$}}
define amdgpu_kernel void @wi_global_offset(ptr addrspace(1) %out) {
  %v = call i64 @_Z17get_global_offsetj(i32 2)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; min(local size y, global size y - group id y * local size y): the last
; work-group may be partial.
; CHECK-LABEL: .kernel wi_local_size
; CHECK:       # system SGPRs: group id x s8, group id y s9
; GFX8-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x4{{$}}
; GFX7-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x1{{$}}
; GFX8-DAG:    s_load_dword [[GS:s[0-9]+]], s[4:5], 0x10{{$}}
; GFX7-DAG:    s_load_dword [[GS:s[0-9]+]], s[4:5], 0x4{{$}}
; CHECK-DAG:   v_mad_u64_u32 v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s9, v0, 0
; CHECK:       v_sub_{{[ui]}}32_e32 v{{[0-9]+}}, vcc, [[GS]], v{{[0-9]+}}
; CHECK:       v_cmp_lt_u64
; CHECK:       v_cndmask_b32
define amdgpu_kernel void @wi_local_size(ptr addrspace(1) %out) {
  %v = call i64 @_Z14get_local_sizej(i32 1)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; CHECK-LABEL: .kernel wi_enqueued_local_size
; GFX8:        s_load_dword [[W:s[0-9]+]], s[4:5], 0x8{{$}}
; GFX7:        s_load_dword [[W:s[0-9]+]], s[4:5], 0x2{{$}}
; CHECK:       s_and_b32 [[W]], [[W]], 0xffff
define amdgpu_kernel void @wi_enqueued_local_size(ptr addrspace(1) %out) {
  %v = call i64 @_Z23get_enqueued_local_sizej(i32 2)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; Local id z is v2: all three local-id VGPRs are enabled, no setup pointer.
; CHECK-LABEL: .kernel wi_local_id
; CHECK:       .dims , xyz
; CHECK-NEXT:  # user SGPRs 6: scratch s[0:3], args s[4:5]
; CHECK:       flat_store_dwordx2 v[{{[0-9]+:[0-9]+}}], v[2:3]
define amdgpu_kernel void @wi_local_id(ptr addrspace(1) %out) {
  %v = call i64 @_Z12get_local_idj(i32 2)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; ceil(global size x / local size x).
; CHECK-LABEL: .kernel wi_num_groups
; GFX8-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x4{{$}}
; GFX7-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x1{{$}}
; GFX8-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0xc{{$}}
; GFX7-DAG:    s_load_dword s{{[0-9]+}}, s[4:5], 0x3{{$}}
; CHECK:       v_rcp_iflag_f32
; CHECK:       s_cmp_lg_u32
define amdgpu_kernel void @wi_num_groups(ptr addrspace(1) %out) {
  %v = call i64 @_Z14get_num_groupsj(i32 0)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; Group id z: LLVM always enables x, so z lands in the SGPR after it.
; CHECK-LABEL: .kernel wi_group_id
; CHECK:       .dims xz, x
; CHECK-NEXT:  # user SGPRs 6: scratch s[0:3], args s[4:5]
; CHECK-NEXT:  # system SGPRs: group id x s6, group id z s7
; CHECK:       v_mov_b32_e32 v{{[0-9]+}}, s7
define amdgpu_kernel void @wi_group_id(ptr addrspace(1) %out) {
  %v = call i64 @_Z12get_group_idj(i32 2)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; CHECK-LABEL: .kernel wi_global_linear_id
; CHECK:       .dims xyz{{$}}
; CHECK:       # system SGPRs: group id x s8, group id y s9, group id z s10
; The global offsets cancel out: (id - offset) never reads them.
; GFX8-NOT:    s[6:7], 0x{{(0|8|10)$}}
; GFX7-NOT:    s[6:7], 0x{{(0|2|4)$}}
; CHECK:       s_endpgm
define amdgpu_kernel void @wi_global_linear_id(ptr addrspace(1) %out) {
  %v = call i64 @_Z20get_global_linear_idv()
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; CHECK-LABEL: .kernel wi_local_linear_id
; CHECK:       .dims xy, xyz
; CHECK:       # system SGPRs: group id x s8, group id y s9
define amdgpu_kernel void @wi_local_linear_id(ptr addrspace(1) %out) {
  %v = call i64 @_Z19get_local_linear_idv()
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; A run-time dimension selects among x, y, z and the default 1.
; CHECK-LABEL: .kernel wi_runtime_dim
; CHECK-DAG:   s_cmp_eq_u32 [[DIM:s[0-9]+]], 2
; CHECK-DAG:   s_cmp_eq_u32 [[DIM]], 1
; CHECK-DAG:   s_cmp_eq_u32 [[DIM]], 0
; CHECK-DAG:   s_cselect_b32 s{{[0-9]+}}, s{{[0-9]+}}, 1
define amdgpu_kernel void @wi_runtime_dim(ptr addrspace(1) %out, i32 %d) {
  %v = call i64 @_Z15get_global_sizej(i32 %d)
  store i64 %v, ptr addrspace(1) %out
  ret void
}
; Out-of-range dimensions give the OpenCL defaults (size 1, id 0) and read
; nothing from the setup buffer.
; CHECK-LABEL: .kernel wi_out_of_range
; CHECK-NEXT:  .config
; CHECK-NEXT:  .dims , x
; CHECK-NEXT:  # user SGPRs 6: scratch s[0:3], args s[4:5]
; CHECK:       v_mov_b32_e32 v0, 1
; CHECK-NEXT:  v_mov_b32_e32 v1, 0
define amdgpu_kernel void @wi_out_of_range(ptr addrspace(1) %out) {
  %s = call i64 @_Z15get_global_sizej(i32 3)
  %i = call i64 @_Z13get_global_idj(i32 7)
  %v = add i64 %s, %i
  store i64 %v, ptr addrspace(1) %out
  ret void
}
declare i32 @_Z12get_work_dimv()
declare i64 @_Z15get_global_sizej(i32)
declare i64 @_Z13get_global_idj(i32)
declare i64 @_Z17get_global_offsetj(i32)
declare i64 @_Z14get_local_sizej(i32)
declare i64 @_Z23get_enqueued_local_sizej(i32)
declare i64 @_Z12get_local_idj(i32)
declare i64 @_Z14get_num_groupsj(i32)
declare i64 @_Z12get_group_idj(i32)
declare i64 @_Z20get_global_linear_idv()
declare i64 @_Z19get_local_linear_idv()
