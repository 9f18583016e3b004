// When a kernel is usegeneric. On gfx7/gfx8 a kernel that may reach LDS or
// scratch through a flat (generic) pointer needs the apertures, which the
// CL2 runtime passes in the usegeneric buffer: 12 user SGPRs, the aperture
// pointer in s[6:7] (dword 16 = LDS, 17 = scratch) and FLAT_SCRATCH from
// s[10:11]. Generic pointers that infer-address-spaces proves global or
// local after inlining leave no flat access to LDS or scratch: no
// usegeneric. gfx9 reads its apertures from hardware registers and is
// never usegeneric by itself.
// REQUIRES: amdcl2-clang, amdcl2-objdump
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX78,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX78,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -o %t.clo %s
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefix=DUMP
// At -O0 clang keeps private variables behind generic pointers, so every
// kernel with one is usegeneric on gfx7/gfx8 (and still verifies).
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=hawaii -O0 --kernel-info=json -o /dev/null %s | FileCheck %s --check-prefix=O0

static void add_at(int *p, size_t i, int v) { p[i] += v; }

// The helper's generic pointer is a global one once inlined: flat (gfx7/8)
// or global (gfx9) accesses, no aperture.
// CHECK-LABEL: .kernel helper_global
// GFX78:         # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
// GFX9:          # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]{{$}}
// CHECK-NOT:     .usegeneric
// CHECK:       .text
// CHECK-NOT:     src_shared_base
// GFX78:         flat_load_dword [[V:v[0-9]+]], v[[[A:[0-9]+:[0-9]+]]]
// GFX78:         flat_store_dword v[[[A]]], {{v[0-9]+}}
// GFX9:          global_load_dword
// GFX9:          global_store_dword
// CHECK:         s_endpgm
kernel void helper_global(global int *g) { add_at(g, get_global_id(0), 3); }

// Called with a global and a local pointer, each call is resolved: the
// local one becomes ds instructions.
// CHECK-LABEL: .kernel helper_global_and_local
// GFX78:         # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
// CHECK-NOT:     .usegeneric
// CHECK:       .text
// CHECK-NOT:     src_shared_base
// CHECK-DAG:     ds_read_b32
// CHECK-DAG:     ds_write_b32
// CHECK:         s_endpgm
kernel void helper_global_and_local(global int *g, local int *l) {
  add_at(g, get_global_id(0), 3);
  add_at(l, get_local_id(0), 4);
  g[1] = l[2];
}

// A pointer that is global or local at run time stays flat: the LDS
// aperture (dword 16) turns the local pointer into a flat address.
// CHECK-LABEL: .kernel flat_to_lds
// GFX78:         # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
// GFX78-NEXT:    # system SGPRs: none{{$}}
// GFX78:         .useargs
// GFX78-NEXT:    .usesetup
// GFX78-NEXT:    .usegeneric
// GFX9:          # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
// GFX9-NOT:      .usegeneric
// CHECK:       .text
// GFX7:          s_load_dword [[SH:s[0-9]+]], s[6:7], 0x10
// GFX8:          s_load_dword [[SH:s[0-9]+]], s[6:7], 0x40
// GFX78:         s_lshr_b32 flat_scratch_hi, s10, 8
// GFX78:         s_cselect_b32 [[HI:s[0-9]+]], [[SH]], 0
// GFX9:          s_mov_b64 s[{{[0-9]+}}:[[SHN:[0-9]+]]], src_shared_base
// GFX9:          s_cselect_b32 s{{[0-9]+}}, s[[SHN]], 0
// GFX78:         s_mov_b32 flat_scratch_lo, s11
// CHECK:         flat_store_dword
// CHECK:         s_barrier
// CHECK:         ds_read_b32
// CHECK:         s_endpgm
kernel void flat_to_lds(global int *g, local int *l, int w) {
  int *p = w ? (int *)g : (int *)l;
  p[get_local_id(0)] = 5;
  barrier(CLK_LOCAL_MEM_FENCE);
  g[get_local_id(0)] = l[get_local_id(0) ^ 1];
}

// A flat store that may reach scratch: the scratch aperture (dword 17) and
// FLAT_SCRATCH from s10 (offset, plus the wave offset s13) and s11 (size).
// CHECK-LABEL: .kernel flat_to_scratch
// GFX78:         # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
// GFX78-NEXT:    # system SGPRs: group id x s12, scratch wave offset s13{{$}}
// GFX78:         .usegeneric
// GFX9:          # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]{{$}}
// GFX9-NEXT:     # system SGPRs: group id x s8, scratch wave offset s9{{$}}
// GFX9-NOT:      .usegeneric
// CHECK:       .text
// GFX78:         s_add_i32 s10, s10, s13
// GFX78-NEXT:    s_lshr_b32 flat_scratch_hi, s10, 8
// GFX78-NEXT:    s_mov_b32 flat_scratch_lo, s11
// GFX9:          s_add_u32 flat_scratch_lo, s6, s9
// GFX9-NEXT:     s_addc_u32 flat_scratch_hi, s7, 0
// GFX7:          s_load_dword s{{[0-9]+}}, s[6:7], 0x11
// GFX8:          s_load_dword s{{[0-9]+}}, s[6:7], 0x44
// GFX9:          s_mov_b64 s[{{[0-9]+:[0-9]+}}], src_private_base
// CHECK:         flat_store_dword
// CHECK:         buffer_load_dword
// CHECK:         s_endpgm
kernel void flat_to_scratch(global int *g, int w, int i) {
  int a[16];
  for (int j = 0; j < 16; ++j)
    a[j] = g[j];
  int *p = w ? (int *)g : (int *)a;
  p[i] = 5;
  g[0] = a[i ^ 1];
}

// DUMP-LABEL: .kernel helper_global
// DUMP-NOT:     .usegeneric
// DUMP:         # enable_sgpr_mask 0x0b, user_sgprs 8,
// DUMP-LABEL: .kernel helper_global_and_local
// DUMP-NOT:     .usegeneric
// DUMP:         # enable_sgpr_mask 0x0b, user_sgprs 8,
// DUMP-LABEL: .kernel flat_to_lds
// DUMP:         # user SGPRs 12: scratch s[0:3], setup s[4:5], aperture s[6:7], args s[8:9], flat scratch init s[10:11]{{$}}
// DUMP:         .usegeneric
// DUMP:         # enable_sgpr_mask 0x2f, user_sgprs 12,
// DUMP-LABEL: .kernel flat_to_scratch
// DUMP:         # system SGPRs: group id x s12, scratch wave offset s13{{$}}
// DUMP:         .usegeneric
// DUMP:         # enable_sgpr_mask 0x2f, user_sgprs 12,

// O0-LABEL:   "name": "helper_global"
// O0:           "usegeneric": true
// O0:           "user_sgprs": 12,
// O0-NEXT:      "enable_sgpr_mask": 47,
