// The OLD AMDCL2 format (drivers before 1912.05, spec §10) for kernels
// compiled from OpenCL C: amdcl2-llc --amdcl2-driver=old sets the module
// flag amdcl2.old-arg-format before the IR pipeline, so 3-vectors take 3
// elements and the argument buffer is not rounded to 16 (ABI doc §5), and the
// writer emits per-kernel stub+setup+code blobs in outer .text with 20-byte
// ISA metadata after the 0xD8-header metadata blobs. Read back by
// amdcl2-objdump (generation "old") and by byte offset with
// Inputs/cl2bytes.py, compared with the default (G2-gfx) binary.
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx704 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t.ll %s
// RUN: amdcl2-llc -mcpu=bonaire --amdcl2-driver=old %t.ll -o %t.old.clo
// RUN: amdcl2-llc -mcpu=bonaire %t.ll -o %t.new.clo
// RUN: amdcl2-objdump --headers %t.old.clo | FileCheck %s --check-prefix=HEADERS
// RUN: amdcl2-objdump --kernels %t.old.clo | FileCheck %s --check-prefix=OLD-ARGS
// RUN: amdcl2-objdump --kernels %t.new.clo | FileCheck %s --check-prefix=NEW-ARGS
// RUN: %python %S/Inputs/cl2bytes.py %t.old.clo outer comment | FileCheck %s --check-prefix=OUTER
// RUN: %python %S/Inputs/cl2bytes.py %t.old.clo metadata | FileCheck %s --check-prefix=META
// RUN: %python %S/Inputs/cl2bytes.py %t.old.clo old | FileCheck %s --check-prefix=BLOB
// RUN: amdcl2-objdump --roundtrip-check %t.old.clo | FileCheck %s --check-prefix=ROUNDTRIP
// amdcl2-clang takes the same route.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=old -c %s -o %t.clang.clo
// RUN: amdcl2-objdump --kernels %t.clang.clo | FileCheck %s --check-prefix=OLD-ARGS

// HEADERS: AMDCL2 64-bit, old, device Bonaire (gfx704, e_flags 6), 4 kernels
// HEADERS: acl version: "AMD-COMP-LIB-v0.8 (0.0.326)"
// HEADERS-NOT: .brig
// HEADERS: 6 .text

// Outer ELF: no .brig, no inner ELF; per kernel a FUNC symbol for its blob
// in .text and an OBJECT symbol for its ISA metadata after the metadata
// blobs in .rodata (spec §4.3).
// OUTER:      outer: class 64 e_machine 0xaf5b e_type 2 e_flags 6 shnum 7 shstrndx 1
// OUTER:      section 6 .text type 1 flags 0x6 align 1
// OUTER:      symbol '__OpenCL_compiler_options' info 0x1 shndx 4 value 0 size 0
// OUTER-NEXT: symbol '__OpenCL_&__OpenCL_vec3_kernel_metadata' info 0x1 shndx 5 value 0 size [[#MD0:]]
// OUTER-NEXT: symbol '__OpenCL_&__OpenCL_copy_kernel_metadata' info 0x1 shndx 5 value [[#MD0]] size [[#MD1:]]
// OUTER-NEXT: symbol '__OpenCL_&__OpenCL_lds_kernel_metadata' info 0x1 shndx 5 value [[#MD0+MD1]] size [[#MD2:]]
// OUTER-NEXT: symbol '__OpenCL_&__OpenCL_scratch_kernel_metadata' info 0x1 shndx 5 value [[#MD0+MD1+MD2]] size [[#MD3:]]
// OUTER-NEXT: symbol '__ISA_&__OpenCL_vec3_kernel_binary' info 0x2 shndx 6 value 0 size [[#B0:]]
// OUTER-NEXT: symbol '__ISA_&__OpenCL_vec3_kernel_metadata' info 0x1 shndx 5 value [[#MD0+MD1+MD2+MD3]] size 20
// OUTER-NEXT: symbol '__ISA_&__OpenCL_copy_kernel_binary' info 0x2 shndx 6 value [[#B0]] size [[#]]
// OUTER-NEXT: symbol '__ISA_&__OpenCL_copy_kernel_metadata' info 0x1 shndx 5 value [[#MD0+MD1+MD2+MD3+20]] size 20
// OUTER-NEXT: symbol '__ISA_&__OpenCL_lds_kernel_binary' info 0x2 shndx 6
// OUTER-NEXT: symbol '__ISA_&__OpenCL_lds_kernel_metadata' info 0x1 shndx 5 value [[#MD0+MD1+MD2+MD3+40]] size 20
// OUTER-NEXT: symbol '__ISA_&__OpenCL_scratch_kernel_binary' info 0x2 shndx 6
// OUTER-NEXT: symbol '__ISA_&__OpenCL_scratch_kernel_metadata' info 0x1 shndx 5 value [[#MD0+MD1+MD2+MD3+60]] size 20
// OUTER-NEXT: symbol 'acl_version_string' info 0x1 shndx 4 value 0 size 27
// OUTER:      acl 'AMD-COMP-LIB-v0.8 (0.0.326)'

// ROUNDTRIP: old.clo: round trip OK ([[#]] bytes)

// uchar3 takes 3 bytes and float3 12 bytes right after it (4-aligned); the
// total is not rounded to 16. The default driver gives uchar3 4 bytes,
// float3 16 and rounds 76 to 80.
// OLD-ARGS-LABEL: .kernel vec3
// OLD-ARGS:       .arg c, "uchar3", uchar3    # offset 56, size 3, vo 112
// OLD-ARGS-NEXT:  .arg f, "float3", float3    # offset 60, size 12, vo 128
// OLD-ARGS-NEXT:  .arg n, "int", int    # offset 72, size 4, vo 144
// OLD-ARGS:       kernarg_segment_size 76, kernel index 0, 10 args
// NEW-ARGS-LABEL: .kernel vec3
// NEW-ARGS:       .arg c, "uchar3", uchar3    # offset 56, size 4, vo 112
// NEW-ARGS-NEXT:  .arg f, "float3", float3    # offset 60, size 16, vo 128
// NEW-ARGS-NEXT:  .arg n, "int", int    # offset 76, size 4, vo 144
// NEW-ARGS:       kernarg_segment_size 80, kernel index 0, 10 args
kernel void vec3(global float *out, uchar3 c, float3 f, int n) {
  out[get_global_id(0)] = f.x + f.y + f.z + c.x + c.y + c.z + n;
}

// Metadata: 0xD8 header without the "6" word and the marker; 3-vectors keep
// count 3; OLD writes usage 3 for every pointer.
// META-LABEL: metadata vec3 size
// META-NEXT:  header_size 0xd8 total
// META-NEXT:  constants 3 1 0x68 | 8 1 1 2
// META-NEXT:  flags 0x20 kernel_id 0x400
// META:       nargs 10 enqueues 0 kernel_index 0
// META-NEXT:  old lds 0 extra 0
// META-NEXT:  other header bytes zero
// META-NEXT:  strings '__OpenCL_dummy_kernel' 'generic'
// META-NEXT:  entries at 0xf6
// META:       arg _.printf_buffer 'size_t' kind 5 type 7 count 1 notsampler 1 vo 48 palign 1 ptype 6 space 4 usage 3
// META:       arg out 'float*' kind 5 type 7 count 1 notsampler 1 vo 96 palign 4 ptype 11 space 4 usage 3
// META-NEXT:  arg c 'uchar3' kind 4 type 6 count 3 notsampler 1 vo 112
// META-NEXT:  arg f 'float3' kind 4 type 11 count 3 notsampler 1 vo 128
// META:       terminator zero
// META-NEXT:  trailer 48 bytes zero

// Blob = stub (0xA60) + setup (0x100) + code, contiguous in .text. The stub
// fields of §10.2: register counts and sizes from the setup, statistics from
// the code; setup version 1.0, DX10_CLAMP 0, kernarg alignment 2^3.
// BLOB-LABEL: blob vec3 at 0x0 size 0x[[#%x,BLOB:]] info 0x2 contiguous True
// BLOB-NEXT:  stub 0x000 setup_offset 0xa60
// BLOB-NEXT:  stub 0x004 instructions [[#INSNS:]]
// BLOB-NEXT:  stub 0x008 vgprs [[#VGPRS:]]
// BLOB-NEXT:  stub 0x024 valu [[#]]
// BLOB-NEXT:  stub 0x028 global_mem [[#]]
// BLOB-NEXT:  stub 0x02c local_mem 0
// BLOB-NEXT:  stub 0x034 salu [[#]]
// BLOB-NEXT:  stub 0x03c sgprs [[#SGPRS:]]
// BLOB-NEXT:  stub 0x0b8 setup_offset2 0xa60
// BLOB-NEXT:  stub 0x164 c164 3
// BLOB-NEXT:  stub 0x168 c168 12
// BLOB-NEXT:  stub 0x9a0 setup_offset3 0xa60
// BLOB-NEXT:  stub 0x9a8 setup_size 0x100
// BLOB-NEXT:  stub 0x9ac setup_code_size [[#%u,BLOB-0xA60]]
// BLOB-NEXT:  stub 0x9b8 c9b8 0x200
// BLOB-NEXT:  stub 0x9c0 blob_size [[#%u,BLOB]]
// BLOB-NEXT:  stub 0x9d0 blob_size2 [[#%u,BLOB]]
// BLOB-NEXT:  stub 0x9d8 vgprs2 [[#VGPRS]]
// BLOB-NEXT:  stub 0x9dc sgprs2 [[#SGPRS]]
// BLOB-NEXT:  stub 0x9e8 vgprs3 [[#VGPRS]]
// BLOB-NEXT:  stub 0x9ec reserved_sgpr_first [[#SGPRS-2]]
// BLOB-NEXT:  stub 0x9f0 float_mode 0xc0
// BLOB-NEXT:  stub 0x9f8 c9f8 1
// BLOB-NEXT:  stub 0xa08 scratch_dwords 0
// BLOB-NEXT:  stub 0xa0c lds 0
// BLOB-NEXT:  stub 0xa10 ca10 0xffffffff
// BLOB-NEXT:  stub 0xa48 pgm_rsrc2 0x90
// BLOB-NEXT:  other stub bytes zero
// BLOB-NEXT:  setup vec3 at 0xa60
// BLOB-NEXT:  version 1.0 machine_kind 1 machine_version 0.0.0
// BLOB-NEXT:  entry_offset 256 prefetch 0 0 max_scratch_backing 0
// BLOB-NEXT:  pgm_rsrc1 0x{{[0-9a-f]+}} vgpr_granules {{[0-9]+}} sgpr_granules {{[0-9]+}} float_mode 0xc0 dx10_clamp 0 ieee 1
// BLOB-NEXT:  pgm_rsrc2 0x00000090 scratch_en 0 user_sgpr 8 tgid 100 tg_size 0 tidig 0 lds_size 0
// BLOB-NEXT:  code_properties mask 0x0b high 0x000a
// BLOB-NEXT:  private 0 group 0 gds 0 kernarg 76 fbarriers 0
// BLOB-NEXT:  sgprs [[#SGPRS]]
// BLOB-NEXT:  vgprs [[#VGPRS]]
// BLOB-NEXT:  reserved_vgpr_first [[#VGPRS]] count 0
// BLOB-NEXT:  reserved_sgpr_first [[#SGPRS-2]] count 0
// BLOB-NEXT:  debug_sgprs 0 0
// BLOB-NEXT:  alignments 3 0 0 6
// BLOB-NEXT:  call_convention/reserved/loader zero
// BLOB-NEXT:  control_directives zero
// BLOB-NEXT:  code [[#%u,BLOB-0xB60]] bytes, ends with 000081bf
// BLOB:       isa_metadata vec3 at 0x{{[0-9a-f]+}} size 20 info 0x1: 0000680000000000000000084209000000000000
// BLOB-LABEL: blob copy
// BLOB:       alignments 3 0 0 6
kernel void copy(const global uint *a, global uint *b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}

// Static LDS: metadata flag 0x100 and the rounded size at 0x78, the stub's
// LDS bytes and LDS_SIZE in its PGM_RSRC2 copy (1200 bytes = 3 granules of
// 512), group-segment alignment 2^2; DS instructions are counted.
// META-LABEL: metadata lds size
// META:       flags 0x120 kernel_id 0x402
// META:       old lds 1200 extra 0
// BLOB-LABEL: blob lds
// BLOB:       stub 0x02c local_mem {{[1-9][0-9]*}}
// BLOB:       stub 0xa0c lds 1200
// BLOB:       stub 0xa48 pgm_rsrc2 0x1808c
// BLOB:       pgm_rsrc2 0x0000008c scratch_en 0 user_sgpr 6 tgid 100 tg_size 0 tidig 0 lds_size 0
// BLOB:       private 0 group 1200 gds 0 kernarg 56 fbarriers 0
// BLOB:       alignments 3 2 0 6
kernel void lds(global int *out) {
  local int tmp[300];
  tmp[get_local_id(0)] = get_group_id(0);
  __builtin_amdgcn_s_barrier();
  out[get_local_id(0)] = tmp[5];
}

// Scratch: flag 0x100, the private size as the "extra resource" value, the
// scratch size in dwords in the stub (LLVM's sizes are multiples of 4),
// private-segment alignment 2^4 (no
// enqueue); kernarg 60 (not rounded).
// META-LABEL: metadata scratch size
// META:       flags 0x120 kernel_id 0x403
// META:       old lds 0 extra [[#PRIV:]]
// BLOB-LABEL: blob scratch
// BLOB:       stub 0xa08 scratch_dwords [[#DW:]]
// BLOB:       private [[#mul(DW,4)]] group 0 gds 0 kernarg 60 fbarriers 0
// BLOB:       alignments 3 0 4 6
// BLOB:       text size
kernel void scratch(global int *out, int n) {
  volatile int a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i * n;
  out[0] = a[n];
}
