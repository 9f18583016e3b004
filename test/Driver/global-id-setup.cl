// get_global_id(0) = group_id * local_size + local_id + global_offset_0: the
// local size comes from setup dword 1 (bytes 4-7, low half), global_offset_0
// from argument offset 0, the user pointer from offset 48 (gfx7 SMRD
// offsets count dwords, gfx8/gfx9 bytes).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX7
// RUN: amdcl2-clang -target amdgcn-amd-amdcl2 --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang --target=amdgcn-amd-amdhsa --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: .kernel gid
// CHECK-NEXT:      .config
// CHECK-NEXT:          .dims x{{$}}
// GFX7-NEXT:           # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]
// GFX7-NEXT:           # system SGPRs: group id x s8
// GFX8-NEXT:           # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]
// GFX8-NEXT:           # system SGPRs: group id x s8
// GFX9-NEXT:           # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]
// GFX9-NEXT:           # system SGPRs: group id x s10
// CHECK:               .useargs
// CHECK-NEXT:          .usesetup
// CHECK:           .text
// GFX7-DAG:            s_load_dword [[WG:s[0-9]+]], s[4:5], 0x1{{$}}
// GFX7-DAG:            s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0xc{{$}}
// GFX7-DAG:            s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x0{{$}}
// GFX8-DAG:            s_load_dword [[WG:s[0-9]+]], s[4:5], 0x4{{$}}
// GFX8-DAG:            s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x30{{$}}
// GFX8-DAG:            s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x0{{$}}
// GFX9-DAG:            s_load_dword [[WG:s[0-9]+]], s[4:5], 0x4{{$}}
// GFX9-DAG:            s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x0{{$}}
// GFX9-DAG:            s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x30{{$}}
// CHECK:               s_and_b32 [[LS:s[0-9]+]], [[WG]], 0xffff
// The group id times the local size in 32 bits (the grid size is 32-bit).
// GFX7-NEXT:           s_mul_i32 s{{[0-9]+}}, s8, [[LS]]
// GFX8-NEXT:           s_mul_i32 s{{[0-9]+}}, s8, [[LS]]
// GFX9-NEXT:           s_mul_i32 s{{[0-9]+}}, s10, [[LS]]
// GFX7:                flat_store_dword
// GFX8:                flat_store_dword
// GFX9:                global_store_dword
// CHECK-NEXT:          s_endpgm
kernel void gid(global int *out) {
  out[get_global_id(0)] = 1;
}
