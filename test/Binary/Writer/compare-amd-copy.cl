// The `copy` kernel of AMD's simplecopy-kattrs-248203 (spec §11), compiled
// from reconstructed OpenCL C for bonaire with driver 2482.03, against AMD's
// binary: the metadata blob is byte-identical, the --kernels argument and
// hint lines are equal, and the setup fields that do not depend on the
// generated code (version, entry offset, high half, kernarg size, segment
// sizes, alignments, control directives, TGID/TIDIG/LDS_SIZE) agree, as do
// the notes except AMD's uninitialized last byte, and the inner symbols.
// REQUIRES: amd-testdata
// RUN: rm -rf %t && mkdir %t
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx704 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o - %s \
// RUN:   | amdcl2-llc -mcpu=bonaire --amdcl2-driver=2482.03 -o %t/ours.clo -
// RUN: %python %S/Inputs/cl2bytes.py %t/ours.clo metadata-hex > %t/ours.md
// RUN: %python %S/Inputs/cl2bytes.py %amd_testdata/simplecopy-kattrs-248203.clo.regen metadata-hex > %t/amd.md
// RUN: diff %t/ours.md %t/amd.md

// The same .config lines where they must match (not the ones that depend on
// the code: .usesetup, SGPR counts, PGM_RSRC2's USER_SGPR).
// RUN: amdcl2-objdump --kernels %t/ours.clo | FileCheck %s --check-prefix=KERNELS
// RUN: amdcl2-objdump --kernels %amd_testdata/simplecopy-kattrs-248203.clo.regen | FileCheck %s --check-prefix=KERNELS
// KERNELS:      AMDCL2 64-bit, G2-gfx, device Bonaire (gfx704, e_flags 6), 1 kernel
// KERNELS-NEXT: .kernel copy
// KERNELS-NEXT:     .config
// KERNELS-NEXT:         .dims x
// KERNELS:              .cws 3, 7, 2
// KERNELS-NEXT:         .work_group_size_hint 12, 3, 11
// KERNELS-NEXT:         .vectypehint int
// KERNELS-NEXT:         .sgprsnum {{[0-9]+}}
// KERNELS-NEXT:         .vgprsnum {{[0-9]+}}
// KERNELS-NEXT:         .floatmode 0xc0
// KERNELS-NEXT:         .pgmrsrc1 0x00ac00{{[0-9a-f]+}}
// KERNELS:              .useargs
// KERNELS-NEXT:         .priority 0
// KERNELS:              .arg _.aqlwrap_pointer, "size_t", long
// KERNELS-NEXT:         .arg a, "uint*", uint*, global, const, rdonly    # offset 48, size 8, vo 96
// KERNELS-NEXT:         .arg b, "uint*", uint*, global,    # offset 56, size 8, vo 112
// KERNELS:              # enable_sgpr_mask 0x{{0[9b]}}, user_sgprs {{[68]}}, kernarg_segment_size 64, kernel index 0, 8 args

// RUN: %python %S/Inputs/cl2bytes.py %t/ours.clo outer setup notes symbols | FileCheck %s
// RUN: %python %S/Inputs/cl2bytes.py %amd_testdata/simplecopy-kattrs-248203.clo.regen outer setup notes symbols | FileCheck %s
// CHECK:      outer: class 64 e_machine 0xaf5b e_type 2 e_flags 6
// CHECK:      symbol '__OpenCL_&__OpenCL_copy_kernel_metadata' info 0x1 shndx 5 value 0 size 1306
// CHECK-LABEL: setup copy at 0x0
// CHECK-NEXT: version 1.1 machine_kind 1 machine_version 0.0.0
// CHECK-NEXT: entry_offset 256 prefetch 0 0 max_scratch_backing 0
// CHECK-NEXT: pgm_rsrc1 0x{{[0-9a-f]+}} vgpr_granules 0 sgpr_granules 1 float_mode 0xc0 dx10_clamp 1 ieee 1
// CHECK-NEXT: pgm_rsrc2 0x{{[0-9a-f]+}} scratch_en 0 user_sgpr {{[68]}} tgid 100 tg_size 0 tidig 0 lds_size 0
// CHECK-NEXT: code_properties mask 0x{{0[9b]}} high 0x000a
// CHECK-NEXT: private 0 group 0 gds 0 kernarg 64 fbarriers 0
// CHECK:      alignments 4 4 4 6
// CHECK-NEXT: call_convention/reserved/loader zero
// CHECK-NEXT: control_directives mask 0x180 required_workgroup_size 3 7 2 other zero
// CHECK:      notes size 200
// CHECK-NEXT: note type 1 name 'AMD\x00' descsz 8 desc 0100000000000000
// CHECK-NEXT: note type 2 name 'AMD\x00' descsz 12 desc 010000000000000001010100
// CHECK-NEXT: note type 3 name 'AMD\x00' descsz 26 desc 04000700070000000000000000000000414d4400414d44475055
// CHECK-NEXT: isa 7.0.0
// CHECK-NEXT: note type 4 name 'AMD\x00' descsz 41 desc 190000000100000000000000414d44204853412052756e74696d652046696e616c697a657200000000
// CHECK-NEXT: note type 5 name 'AMD\x00' descsz 26 desc 16002d6873615f63616c6c5f636f6e76656e74696f6e3d3000{{00|74}}
// CHECK-NEXT: inner strtab starts with NUL: True
// CHECK-NEXT: symbol '' info 0x0 shndx 0 value 0x0 size 0x0
// CHECK-NEXT: symbol '&__OpenCL_copy_kernel' info 0x1a shndx 4 value 0x0 size 0x{{[0-9a-f]+}}
// CHECK-NEXT: symbol '__hsa_section.hsatext' info 0x3 shndx 4 value 0x0 size 0x0

kernel __attribute__((reqd_work_group_size(3, 7, 2),
                      work_group_size_hint(12, 3, 11), vec_type_hint(int)))
void copy(const global uint *a, global uint *b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}
