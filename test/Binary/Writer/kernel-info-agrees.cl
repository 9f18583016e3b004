// The kernel setup the writer puts in the binary is the verified KernelInfo
// that --kernel-info=json prints, field for field: one run writes both, and
// the setup, read by byte offset with Inputs/cl2bytes.py, must carry the
// JSON's pgm_rsrc1, pgm_rsrc2, enable mask, segment sizes and kernarg size.
// In particular LLVM always enables the x group id, but the CL2 view drops it
// when the kernel reads no group id and has no scratch (no system SGPR
// follows it): `"tgid": ""` must mean TGID bits 0 in the binary too.
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t.gfx8.ll %s
// RUN: amdcl2-llc -mcpu=fiji --kernel-info=json %t.gfx8.ll -o %t.gfx8.clo > %t.gfx8.json
// RUN: %python %S/Inputs/cl2bytes.py %t.gfx8.clo setup > %t.gfx8.setup
// RUN: cat %t.gfx8.json %t.gfx8.setup | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t.gfx9.ll %s
// RUN: amdcl2-llc -mcpu=gfx900 --kernel-info=json %t.gfx9.ll -o %t.gfx9.clo > %t.gfx9.json
// RUN: %python %S/Inputs/cl2bytes.py %t.gfx9.clo setup > %t.gfx9.setup
// RUN: cat %t.gfx9.json %t.gfx9.setup | FileCheck %s --check-prefixes=CHECK,GFX9

// The JSON first, in kernel order; its values are captured. Only the
// arguments are used (useargs: mask 0x09, 6 user SGPRs; gfx9 adds
// flat-scratch init: 0x29, 8), so by the ABI rule PGM_RSRC2 is USER_SGPR << 1
// plus TGID_X (0x80) and TGID_Y (0x100) where enabled, plus SCRATCH_EN (0x1).
// CHECK:       "name": "nogroup",
// GFX8:        "user_sgprs": [[#NOGROUP_USER:6]],
// GFX8-NEXT:   "enable_sgpr_mask": [[#NOGROUP_MASK:9]],
// GFX9:        "user_sgprs": [[#NOGROUP_USER:8]],
// GFX9-NEXT:   "enable_sgpr_mask": [[#NOGROUP_MASK:41]],
// CHECK-NEXT:  "tgid": "",
// CHECK-NEXT:  "tidig_comp_cnt": 0,
// CHECK-NEXT:  "scratch_bytes": 0,
// CHECK-NEXT:  "lds_bytes": [[#NOGROUP_LDS:]],
// CHECK:       "pgm_rsrc1": [[#NOGROUP_RSRC1:]],
// CHECK-NEXT:  "pgm_rsrc2": [[#NOGROUP_RSRC2:mul(NOGROUP_USER,2)]],
// CHECK-NEXT:  "kernarg_size": [[#NOGROUP_KERNARG:]]

// CHECK:       "name": "groupxy",
// GFX8:        "user_sgprs": [[#GROUPXY_USER:6]],
// GFX8-NEXT:   "enable_sgpr_mask": [[#GROUPXY_MASK:9]],
// GFX9:        "user_sgprs": [[#GROUPXY_USER:8]],
// GFX9-NEXT:   "enable_sgpr_mask": [[#GROUPXY_MASK:41]],
// CHECK-NEXT:  "tgid": "xy",
// CHECK-NEXT:  "tidig_comp_cnt": 0,
// CHECK-NEXT:  "scratch_bytes": 0,
// CHECK-NEXT:  "lds_bytes": [[#GROUPXY_LDS:]],
// CHECK:       "pgm_rsrc1": [[#GROUPXY_RSRC1:]],
// CHECK-NEXT:  "pgm_rsrc2": [[#GROUPXY_RSRC2:mul(GROUPXY_USER,2) + 384]],
// CHECK-NEXT:  "kernarg_size": [[#GROUPXY_KERNARG:]]

// No group id, but scratch: the wave offset follows the x group id, so x
// stays enabled in both views.
// CHECK:       "name": "scratchonly",
// GFX8:        "user_sgprs": [[#SCRATCH_USER:6]],
// GFX8-NEXT:   "enable_sgpr_mask": [[#SCRATCH_MASK:9]],
// GFX9:        "user_sgprs": [[#SCRATCH_USER:8]],
// GFX9-NEXT:   "enable_sgpr_mask": [[#SCRATCH_MASK:41]],
// CHECK-NEXT:  "tgid": "x",
// CHECK-NEXT:  "tidig_comp_cnt": 0,
// CHECK-NEXT:  "scratch_bytes": [[#SCRATCH_BYTES:]],
// CHECK-NEXT:  "lds_bytes": [[#SCRATCH_LDS:]],
// CHECK:       "pgm_rsrc1": [[#SCRATCH_RSRC1:]],
// CHECK-NEXT:  "pgm_rsrc2": [[#SCRATCH_RSRC2:mul(SCRATCH_USER,2) + 129]],
// CHECK-NEXT:  "kernarg_size": [[#SCRATCH_KERNARG:]]

// Then the setups in the binary. With the default driver (2482.03)
// PGM_RSRC1 is LLVM's, DX10_CLAMP included.
// CHECK-LABEL: setup nogroup at
// CHECK:       pgm_rsrc1 0x[[#%.8x,NOGROUP_RSRC1]] vgpr_granules
// CHECK-NEXT:  pgm_rsrc2 0x[[#%.8x,NOGROUP_RSRC2]] scratch_en 0 user_sgpr [[#NOGROUP_USER]] tgid 000 tg_size 0 tidig 0 lds_size 0
// CHECK-NEXT:  code_properties mask 0x[[#%.2x,NOGROUP_MASK]] high 0x000a
// CHECK-NEXT:  private 0 group [[#NOGROUP_LDS]] gds 0 kernarg [[#NOGROUP_KERNARG]] fbarriers 0

// CHECK-LABEL: setup groupxy at
// CHECK:       pgm_rsrc1 0x[[#%.8x,GROUPXY_RSRC1]] vgpr_granules
// CHECK-NEXT:  pgm_rsrc2 0x[[#%.8x,GROUPXY_RSRC2]] scratch_en 0 user_sgpr [[#GROUPXY_USER]] tgid 110 tg_size 0 tidig 0 lds_size 0
// CHECK-NEXT:  code_properties mask 0x[[#%.2x,GROUPXY_MASK]] high 0x000a
// CHECK-NEXT:  private 0 group [[#GROUPXY_LDS]] gds 0 kernarg [[#GROUPXY_KERNARG]] fbarriers 0

// CHECK-LABEL: setup scratchonly at
// CHECK:       pgm_rsrc1 0x[[#%.8x,SCRATCH_RSRC1]] vgpr_granules
// CHECK-NEXT:  pgm_rsrc2 0x[[#%.8x,SCRATCH_RSRC2]] scratch_en 1 user_sgpr [[#SCRATCH_USER]] tgid 100 tg_size 0 tidig 0 lds_size 0
// CHECK-NEXT:  code_properties mask 0x[[#%.2x,SCRATCH_MASK]] high 0x000a
// CHECK-NEXT:  private [[#SCRATCH_BYTES]] group [[#SCRATCH_LDS]] gds 0 kernarg [[#SCRATCH_KERNARG]] fbarriers 0

kernel void nogroup(global int *out) {
  local int tmp[64];
  tmp[get_local_id(0)] = 1;
  __builtin_amdgcn_s_barrier();
  out[get_local_id(0)] = tmp[3];
}

kernel void groupxy(global int *out) {
  out[get_group_id(0) * 7 + get_group_id(1)] = 1;
}

kernel void scratchonly(global int *out, int n) {
  volatile int a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i * n;
  out[0] = a[n];
}
