// Samplers the program defines: a program-scope constant sampler, a sampler_t
// variable and literals passed straight to read_imagef (binary-format doc
// 9.7-9.9, shared printf-images-samplers doc 3.2). Each distinct literal gets
// one 8-byte zero slot after the constants in .hsadata_readonly_agent, in
// order of first use; an 8-byte initializer in .hsaimage_samplerinit (size 8,
// kind 1, coordinates, filter, addressing); a type-12 symbol at 8*i of that
// section; and an R_AMDGPU_INIT_SAMPLER (4) relocation on its slot. The code
// loads the S# address from the slot through a HIGH/LOW text relocation.
// The kernel descriptors LLVM keeps in .rodata are not data: the constants
// start at 0.
// RUN: rm -rf %t && mkdir %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji %s -o %t/g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/g2.clo inner symbols data | FileCheck %s --check-prefixes=CHECK,G2
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --amdcl2-driver=1912.05 %s -o %t/g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/g1.clo inner symbols data | FileCheck %s --check-prefixes=CHECK,G1
// RUN: amdcl2-objdump --roundtrip-check %t/g2.clo %t/g1.clo | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP: g2.clo: round trip OK
// ROUNDTRIP: g1.clo: round trip OK

// The code: the slot address in an s_mov_b32 pair, the S# address loaded
// from it, the S# loaded from there and given to image_sample.
// RUN: for gpu in bonaire fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$gpu %s -o %t/$gpu.clo && \
// RUN:   amdcl2-objdump -d %t/$gpu.clo > %t/$gpu.s || exit 1; \
// RUN: done
// RUN: FileCheck %s --check-prefix=ISA < %t/bonaire.s
// RUN: FileCheck %s --check-prefix=ISA < %t/fiji.s
// RUN: FileCheck %s --check-prefix=ISA < %t/gfx900.s
// ISA-LABEL: one:
// ISA:      s_mov_b32 s[[#%d,LO:]], 0x55555555
// ISA-NEXT: s_mov_b32 s[[#%d,LO+1]], 0x55555555
// ISA:      s_load_dwordx2 s{{\[}}[[PTR:[0-9]+]]:{{[0-9]+}}], s{{\[}}[[#%d,LO]]:[[#%d,LO+1]]], 0x0
// ISA:      s_load_dwordx4 s{{\[}}[[S:[0-9]+]]:{{[0-9]+}}], s{{\[}}[[PTR]]:{{[0-9]+}}], 0x0
// gfx7's MIMG has no address width: the decoder prints four registers.
// ISA:      image_sample_lz v[{{[0-9:]+}}], {{v[0-9]+|v\[[0-9:]+\]}}, s[{{[0-9:]+}}], s{{\[}}[[S]]:{{[0-9]+}}] dmask:0xf

// amdcl2-objdump --kernels lists the samplers each kernel loads, as
// clrxdisasm does: the ids whose slots a text relocation points at.
// RUN: amdcl2-objdump --kernels %t/g2.clo | FileCheck %s --check-prefix=KERNELS
// KERNELS-LABEL: .kernel blur
// KERNELS:       .arg out,
// KERNELS-NEXT:  .sampler 0
// KERNELS-NEXT:  .sampler 1
// KERNELS-NEXT:  #
// KERNELS-LABEL: .kernel copy
// KERNELS:       .arg out,
// KERNELS-NEXT:  .sampler 1
// KERNELS-NEXT:  .sampler 2
// KERNELS-NEXT:  .sampler 3
// KERNELS-NEXT:  #
// KERNELS-LABEL: .kernel one
// KERNELS:       .arg out,
// KERNELS-NEXT:  .sampler 4
// KERNELS-NEXT:  #

// RUN: amdcl2-objdump -r %t/g2.clo | FileCheck %s --check-prefix=RELOC
// RELOC:      RELOCATION RECORDS FOR [.hsatext]:
// RELOC:      R_AMDGPU_32_LOW __hsa_section.hsadata_readonly_agent+0x10
// RELOC:      RELOCATION RECORDS FOR [.hsadata_readonly_agent]:
// RELOC-NEXT: OFFSET           TYPE VALUE
// RELOC-NEXT: 0000000000000010 R_AMDGPU_INIT_SAMPLER .hsaimage_samplerinit{{$}}
// RELOC-NEXT: 0000000000000018 R_AMDGPU_INIT_SAMPLER .hsaimage_samplerinit+0x8
// RELOC-NEXT: 0000000000000020 R_AMDGPU_INIT_SAMPLER .hsaimage_samplerinit+0x10
// RELOC-NEXT: 0000000000000028 R_AMDGPU_INIT_SAMPLER .hsaimage_samplerinit+0x18
// RELOC-NEXT: 0000000000000030 R_AMDGPU_INIT_SAMPLER .hsaimage_samplerinit+0x20
// RELOC-NOT:  R_AMDGPU

// RUN: %if clrxdisasm %{ %clrxdisasm -afsC %t/g2.clo | FileCheck %s --check-prefix=CLRX %}
// CLRX:      .sampler 0x00040101
// CLRX-NEXT: .sampler 0x00010000
// CLRX-NEXT: .sampler 0x00020001
// CLRX-NEXT: .sampler 0x00030000
// CLRX-NEXT: .sampler 0x00000000
// CLRX:      .samplerreloc 16, 0
// CLRX-NEXT: .samplerreloc 24, 1
// CLRX-NEXT: .samplerreloc 32, 2
// CLRX-NEXT: .samplerreloc 40, 3
// CLRX-NEXT: .samplerreloc 48, 4
// CLRX-LABEL: .kernel blur
// CLRX:      .sampler 0
// CLRX-NEXT: .sampler 1
// CLRX-NEXT: .text
// CLRX-LABEL: .kernel copy
// CLRX:      .sampler 1
// CLRX-NEXT: .sampler 2
// CLRX-NEXT: .sampler 3
// CLRX-NEXT: .text

// Sections: read-only data (16 bytes of weights + 5 slots), code, then
// after .symtab the initializers (align 8 in G2, 1 in G1) and the relocations
// of the slots.
// G2:      section 4 .hsadata_readonly_agent type 1 flags 0xa00003 addr 0x0 size 0x38 align 8
// G2:      section 7 .hsaimage_samplerinit type 1 flags 0x10 addr 0x0 size 0x28 align 8 entsize 8
// G2-NEXT: section 8 .rela.hsadata_readonly_agent type 4 flags 0x0 addr 0x0 size 0x78 align 8 entsize 24 link 6 info 4
// G1 pads the read-only data to 256 bytes.
// G1:      section 1 .hsadata_readonly_agent type 1 flags 0xa00003 addr 0x0 size 0x100 align 8
// G1:      section 3 .hsaimage_samplerinit type 1 flags 0x10 addr 0x0 size 0x28 align 1 entsize 8
// G1-NEXT: section 4 .rela.hsadata_readonly_agent type 4 flags 0x0 addr 0x0 size 0x78 align 8 entsize 24 link 8 info 1
// CHECK:      .rela.hsadata_readonly_agent offset 0x10 type 4 symbol '' addend 0
// CHECK-NEXT: .rela.hsadata_readonly_agent offset 0x18 type 4 symbol '' addend 0
// CHECK-NEXT: .rela.hsadata_readonly_agent offset 0x20 type 4 symbol '' addend 0
// CHECK-NEXT: .rela.hsadata_readonly_agent offset 0x28 type 4 symbol '' addend 0
// CHECK-NEXT: .rela.hsadata_readonly_agent offset 0x30 type 4 symbol '' addend 0
// The weights are at 0 (the first text relocation of blur points at them
// or at a slot; every addend is in the section).
// CHECK:      .rela.hsatext offset {{.*}} addend {{0|16|24|32|40|48}} literal 0x55555555

// The slot symbols, then the section symbols, then one type-12 symbol per
// initializer.
// CHECK:      symbol '&input_bc::&_.Samp0' info 0x1 shndx [[#RO:]] value 0x10 size 0x8
// CHECK-NEXT: symbol '&input_bc::&_.Samp1' info 0x1 shndx [[#RO]] value 0x18 size 0x8
// CHECK-NEXT: symbol '&input_bc::&_.Samp2' info 0x1 shndx [[#RO]] value 0x20 size 0x8
// CHECK-NEXT: symbol '&input_bc::&_.Samp3' info 0x1 shndx [[#RO]] value 0x28 size 0x8
// CHECK-NEXT: symbol '&input_bc::&_.Samp4' info 0x1 shndx [[#RO]] value 0x30 size 0x8
// CHECK:      symbol '' info 0xc shndx [[#INIT:]] value 0x0 size 0x0
// CHECK-NEXT: symbol '' info 0xc shndx [[#INIT]] value 0x8 size 0x0
// CHECK-NEXT: symbol '' info 0xc shndx [[#INIT]] value 0x10 size 0x0
// CHECK-NEXT: symbol '' info 0xc shndx [[#INIT]] value 0x18 size 0x0
// CHECK-NEXT: symbol '' info 0xc shndx [[#INIT]] value 0x20 size 0x0

// The weights, then zero slots; the initializers in order of first use.
// CHECK:      .hsadata_readonly_agent size 0x[[#%x,ROSIZE:]]
// CHECK-NEXT: 0000: 0000803e0000003f0000403f0000803f
// CHECK-NEXT: 0010: 00000000000000000000000000000000
// CHECK-NEXT: 0020: 00000000000000000000000000000000
// G2-NEXT:    0030: 0000000000000000{{$}}
// CHECK:      .hsaimage_samplerinit size 0x28
// lin: normalized, linear, mirrored repeat.
// CHECK-NEXT: sampler 0: 0800010001010400
// edge: unnormalized, nearest, clamp to edge.
// CHECK-NEXT: sampler 1: 0800010000000100
// normalized, nearest (no filter bits), clamp to border.
// CHECK-NEXT: sampler 2: 0800010001000200
// unnormalized, nearest, repeat.
// CHECK-NEXT: sampler 3: 0800010000000300
// CLK_ADDRESS_NONE: addressing 0.
// CHECK-NEXT: sampler 4: 0800010000000000

constant float weights[4] = {0.25f, 0.5f, 0.75f, 1.0f};
constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE |
                          CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void blur(read_only image2d_t in, global float4 *out) {
  const sampler_t lin = CLK_NORMALIZED_COORDS_TRUE |
                        CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR;
  int i = get_global_id(0);
  out[i] = read_imagef(in, edge, (int2)(i, 0)) * weights[i & 3] +
           read_imagef(in, lin, (float2)(0.5f, 0.5f));
}

// edge again: the same slot.
kernel void copy(read_only image2d_t in, global float4 *out) {
  int i = get_global_id(0);
  out[i] =
      read_imagef(in, edge, (int2)(i, 1)) +
      read_imagef(in, CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP,
                  (float2)(0.25f, 0.0f)) +
      read_imagef(in, CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_REPEAT |
                          CLK_FILTER_NEAREST,
                  (int2)(i, 2));
}

kernel void one(read_only image2d_t in, global float4 *out) {
  *out = read_imagef(in, CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_NONE |
                             CLK_FILTER_NEAREST,
                     (int2)(0, 0));
}
