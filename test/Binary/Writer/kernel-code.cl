// amd_kernel_code_t of kernels compiled from OpenCL C for gfx7 (bonaire),
// gfx8 (fiji) and gfx9 (gfx900), read by byte offset (spec §8) with
// Inputs/cl2bytes.py, independently of amdcl2's reader: version 1.1, entry
// offset 256, the enable-SGPR mask per CL2 feature set (0x01 none, 0x09
// useargs, 0x0b usesetup; gfx9 adds flat-scratch init 0x20), high half 0x000A,
// USER_SGPR = the mask's SGPR count, TGID/TIDIG as used (x only with a group
// id or scratch, like the verified KernelInfo), LDS_SIZE 0, segment
// sizes, kernarg size = CL2 layout rounded to 16, the register-count relations
// of §8.1/§8.2, alignments 4/4/4/6, and control directives only for
// reqd_work_group_size under drivers from 2442.
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx704 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o - %s \
// RUN:   | amdcl2-llc -mcpu=bonaire -o %t.gfx7.clo -
// RUN: %python %S/Inputs/cl2bytes.py %t.gfx7.clo setup | FileCheck %s --check-prefixes=CHECK,GFX78
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o - %s \
// RUN:   | amdcl2-llc -mcpu=fiji -o %t.gfx8.clo -
// RUN: %python %S/Inputs/cl2bytes.py %t.gfx8.clo setup | FileCheck %s --check-prefixes=CHECK,GFX78
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx900 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o - %s \
// RUN:   | amdcl2-llc -mcpu=gfx900 -o %t.gfx9.clo -
// RUN: %python %S/Inputs/cl2bytes.py %t.gfx9.clo setup | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: %python %S/Inputs/cl2bytes.py %t.gfx8.clo setup | FileCheck %s --check-prefix=UNPADDED
// UNPADDED-LABEL: setup fixed at
// UNPADDED:       vgprs {{[1-4]}}{{$}}
// Drivers before 2442 have no control directives.
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx704 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o - %s \
// RUN:   | amdcl2-llc -mcpu=bonaire --amdcl2-driver=2236.00 -o %t.2236.clo -
// RUN: %python %S/Inputs/cl2bytes.py %t.2236.clo setup | FileCheck %s --check-prefix=D2236

// get_global_id needs the dispatch packet (local size): usesetup.
// CHECK-LABEL: setup copy at 0x0
// CHECK-NEXT:  version 1.1 machine_kind 1 machine_version 0.0.0
// CHECK-NEXT:  entry_offset 256 prefetch 0 0 max_scratch_backing 0
// GFX78-NEXT:  pgm_rsrc1 0x{{[0-9a-f]+}} vgpr_granules {{[0-9]+}} sgpr_granules {{[0-9]+}} float_mode 0xc0 dx10_clamp 1 ieee 1
// GFX9-NEXT:   pgm_rsrc1 0x{{[0-9a-f]+}} vgpr_granules {{[0-9]+}} sgpr_granules {{[0-9]+}} float_mode 0x{{[cf]}}0 dx10_clamp 1 ieee 1
// GFX78-NEXT:  pgm_rsrc2 0x00000090 scratch_en 0 user_sgpr 8 tgid 100 tg_size 0 tidig 0 lds_size 0
// GFX78-NEXT:  code_properties mask 0x0b high 0x000a
// GFX9-NEXT:   pgm_rsrc2 0x00000094 scratch_en 0 user_sgpr 10 tgid 100 tg_size 0 tidig 0 lds_size 0
// GFX9-NEXT:   code_properties mask 0x2b high 0x000a
// CHECK-NEXT:  private 0 group 0 gds 0 kernarg 64 fbarriers 0
// CHECK-NEXT:  sgprs [[#SGPRS:]]
// CHECK-NEXT:  vgprs [[#VGPRS:]]
// CHECK-NEXT:  reserved_vgpr_first [[#VGPRS]] count 0
// GFX78-NEXT:  reserved_sgpr_first [[#SGPRS-2]] count 0
// GFX9-NEXT:   reserved_sgpr_first [[#SGPRS-6]] count 0
// CHECK-NEXT:  debug_sgprs 0 0
// CHECK-NEXT:  alignments 4 4 4 6
// CHECK-NEXT:  call_convention/reserved/loader zero
// CHECK-NEXT:  control_directives zero
// CHECK-NEXT:  code [[#]] bytes, ends with 000081bf
// The granules in PGM_RSRC1 agree with the counts (spec §8.2).
// CHECK-NEXT:  # granules [[#div(max(VGPRS,1)-1,4)]] [[#div(max(SGPRS,1)-1,8)]]
kernel void copy(const global uint *a, global uint *b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}

// Only the arguments: useargs. No group id is read and there is no scratch,
// so the x group id LLVM always enables is dropped (TGID_X, 0x80, off), as
// AMD's kernels ask for nothing they do not use.
// CHECK-LABEL: setup args at 0x200
// GFX78:       pgm_rsrc2 0x0000000c scratch_en 0 user_sgpr 6 tgid 000 tg_size 0 tidig 0 lds_size 0
// GFX78-NEXT:  code_properties mask 0x09 high 0x000a
// GFX9:        pgm_rsrc2 0x00000010 scratch_en 0 user_sgpr 8 tgid 000 tg_size 0 tidig 0 lds_size 0
// GFX9-NEXT:   code_properties mask 0x29 high 0x000a
// CHECK-NEXT:  private 0 group 0 gds 0 kernarg 64 fbarriers 0
// CHECK-NEXT:  sgprs [[#SGPRS:]]
// CHECK-NEXT:  vgprs [[#VGPRS:]]
// CHECK-NEXT:  reserved_vgpr_first [[#VGPRS]] count 0
// GFX78-NEXT:  reserved_sgpr_first [[#SGPRS-2]] count 0
// CHECK:       alignments 4 4 4 6
// CHECK:       # granules [[#div(max(VGPRS,1)-1,4)]] [[#div(max(SGPRS,1)-1,8)]]
kernel void args(global int *p, int v) { *p = v; }

// Nothing: only the private segment buffer (gfx9: + flat-scratch init);
// kernarg size = the six hidden words; no group id (TGID_X dropped).
// CHECK-LABEL: setup empty at 0x400
// GFX78:       pgm_rsrc2 0x00000008 scratch_en 0 user_sgpr 4 tgid 000 tg_size 0 tidig 0 lds_size 0
// GFX78-NEXT:  code_properties mask 0x01 high 0x000a
// GFX9:        pgm_rsrc2 0x0000000c scratch_en 0 user_sgpr 6 tgid 000 tg_size 0 tidig 0 lds_size 0
// GFX9-NEXT:   code_properties mask 0x21 high 0x000a
// CHECK-NEXT:  private 0 group 0 gds 0 kernarg 48 fbarriers 0
// CHECK:       alignments 4 4 4 6
// CHECK:       code 4 bytes, ends with 000081bf
kernel void empty(void) {}

// Group ids x and y, local ids up to z, 1200 bytes of static LDS: the size
// goes to workgroup_group_segment_byte_size, LDS_SIZE stays 0.
// CHECK-LABEL: setup ids at 0x600
// GFX78:       pgm_rsrc2 0x0000118c scratch_en 0 user_sgpr 6 tgid 110 tg_size 0 tidig 2 lds_size 0
// GFX9:        pgm_rsrc2 0x00001190 scratch_en 0 user_sgpr 8 tgid 110 tg_size 0 tidig 2 lds_size 0
// CHECK-NEXT:  code_properties
// CHECK-NEXT:  private 0 group 1200 gds 0 kernarg 64 fbarriers 0
// CHECK:       alignments 4 4 4 6
kernel void ids(global int *out) {
  local int tmp[300];
  tmp[get_local_id(2)] = get_group_id(1) + get_group_id(0);
  __builtin_amdgcn_s_barrier();
  out[get_local_id(0)] = tmp[5];
}

// A private array indexed at run time: SCRATCH_EN and the per-work-item
// scratch size (at least the 256-byte array). No group id is read, but the
// scratch wave offset follows the x group id, so TGID_X stays.
// CHECK-LABEL: setup scratch at 0x800
// GFX78:       pgm_rsrc2 0x0000008d scratch_en 1 user_sgpr 6 tgid 100 tg_size 0 tidig 0 lds_size 0
// GFX9:        pgm_rsrc2 0x00000091 scratch_en 1 user_sgpr 8 tgid 100 tg_size 0 tidig 0 lds_size 0
// CHECK-NEXT:  code_properties
// CHECK-NEXT:  private {{2[5-9][0-9]}} group 0 gds 0 kernarg 64 fbarriers 0
// CHECK:       alignments 4 4 4 6
kernel void scratch(global int *out, int n) {
  volatile int a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i * n;
  out[0] = a[n];
}

// reqd_work_group_size: from driver 2482 AMD records it as the HSA
// required_workgroup_size control directive (mask 0x180, sizes at +0xB8).
// LLVM pads PGM_RSRC1's granules to the registers this size's occupancy
// (8 waves: two-wave groups, 16 groups per CU) leaves free, 32 VGPRs; AMD
// records the registers the code uses, with granules that agree (the
// OpenCLDecompiler binaries of 2020-22 drivers), and so does amdcl2.
// CHECK-LABEL: setup fixed at
// CHECK:       sgprs [[#SGPRS:]]{{$}}
// CHECK-NEXT:  vgprs [[#VGPRS:]]{{$}}
// CHECK-NEXT:  reserved_vgpr_first [[#VGPRS]] count 0
// GFX78-NEXT:  reserved_sgpr_first [[#SGPRS-2]] count 0
// CHECK:       control_directives mask 0x180 required_workgroup_size 64 2 1 other zero
// CHECK-NEXT:  code [[#]] bytes, ends with 000081bf
// CHECK-NEXT:  # granules [[#div(max(VGPRS,1)-1,4)]] [[#div(max(SGPRS,1)-1,8)]]
// D2236-LABEL: setup fixed at
// D2236:       control_directives zero
kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void fixed(global int *out) { out[get_local_id(1)] = 1; }

// .hsatext ends at the end of the last kernel's code (no padding after it).
// CHECK: hsatext size 0x[[#%x,]]
