// Program-scope data in a compiled program (spec §9.2, §9.3, §9.7, §9.9):
// an initialized global → .hsadata_global_agent, a zero-initialized global
// → .hsabss_global_agent (NOBITS), a constant table →
// .hsadata_readonly_agent; their addresses (global, bss, read-only, text),
// segments, section symbols, and .rela.hsatext HIGH/LOW pairs whose
// offsets point at the 0x55555555 literal of an s_mov_b32 and whose
// addends locate the data. G1 pads the data to a multiple of 256 bytes.
// The kernel descriptors LLVM keeps in .rodata are not data: the table is
// at 0 of the read-only data, which is the table alone in G2.
// RUN: rm -rf %t && mkdir %t
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t/data.ll %s
// RUN: amdcl2-llc -mcpu=fiji %t/data.ll -o %t/g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/g2.clo inner symbols data | FileCheck %s --check-prefixes=CHECK,G2
// RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=1912.05 %t/data.ll -o %t/g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/g1.clo inner symbols data | FileCheck %s --check-prefixes=CHECK,G1
// RUN: amdcl2-objdump --roundtrip-check %t/g2.clo %t/g1.clo | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP: g2.clo: round trip OK
// ROUNDTRIP: g1.clo: round trip OK

// G2-LABEL: inner: osabi 0x40 e_type 1 e_machine 0xe0 e_flags 0 phnum 3 shnum 10 shstrndx 1
// G2:       section 4 .hsadata_global_agent type 1 flags 0x900003 addr 0x0 size 0x4 align 8
// G2-NEXT:  section 5 .hsabss_global_agent type 8 flags 0x900003 addr 0x8 size 0x40 align 8
// G2-NEXT:  section 6 .hsadata_readonly_agent type 1 flags 0xa00003 addr 0x[[#%x,RO:]] size 0x[[#%x,ROSIZE:32]] align 8
// G2-NEXT:  section 7 .hsatext type 1 flags 0xc00007 addr 0x[[#%x,mul(div(RO+ROSIZE+255,256),256)]] size 0x[[#%x,TEXT:]] align 256
// G2-NEXT:  section 8 .symtab
// G2-NEXT:  section 9 .rela.hsatext type 4 flags 0x0 addr 0x0 size 0x90 align 8 entsize 24 link 8 info 7
// G2-NEXT:  phdr type 0x60000001 flags 6 vaddr 0x0 filesz 0x4 memsz 0x48 align 8
// G2-NEXT:  phdr type 0x60000002 flags 6 vaddr 0x[[#%x,RO]] filesz 0x[[#%x,ROSIZE]] memsz 0x[[#%x,ROSIZE]] align 8
// G2-NEXT:  phdr type 0x60000003 flags 5 vaddr 0x{{[0-9a-f]+}} filesz 0x[[#%x,TEXT]] memsz 0x[[#%x,TEXT]] align 256
// G1-LABEL: inner: osabi 0x40 e_type 1 e_machine 0xe0 e_flags 0 phnum 3 shnum 10 shstrndx 9
// G1-NEXT:  section 1 .hsadata_global_agent type 1 flags 0x900003 addr 0x0 size 0x4 align 8
// G1-NEXT:  section 2 .hsabss_global_agent type 8 flags 0x900003 addr 0x8 size 0x40 align 8
// G1 pads read-only data so that global + bss + read-only = 0x100.
// G1-NEXT:  section 3 .hsadata_readonly_agent type 1 flags 0xa00003 addr 0x[[#%x,RO:]] size 0x[[#%x,ROSIZE:256-4-64]] align 8
// G1-NEXT:  section 4 .hsatext type 1 flags 0xc00007 addr 0x[[#%x,mul(div(RO+ROSIZE+255,256),256)]] size 0x[[#%x,TEXT:]] align 256
// G1-NEXT:  section 5 .rela.hsatext type 4 flags 0x0 addr 0x0 size 0x90 align 8 entsize 24 link 8 info 4
// G1-NEXT:  section 6 .note
// G1-NEXT:  section 7 .strtab
// G1-NEXT:  section 8 .symtab
// G1-NEXT:  section 9 .shstrtab
// G1-NEXT:  phdr type 0x60000001 flags 6 vaddr 0x0 filesz 0x4 memsz 0x48 align 8
// G1-NEXT:  phdr type 0x60000002 flags 6 vaddr 0x[[#%x,RO]] filesz 0x[[#%x,ROSIZE]] memsz 0x[[#%x,ROSIZE]] align 8
// G1-NEXT:  phdr type 0x60000003 flags 6 vaddr 0x{{[0-9a-f]+}} filesz 0x[[#%x,TEXT]] memsz 0x[[#%x,TEXT]] align 256

// One HIGH/LOW pair per data address, sorted by offset; each patches the
// literal of s_mov_b32 (gfx8 SOP1 0xbe8N00ff).
// CHECK-NEXT: .rela.hsatext offset 0x{{[0-9a-f]+}} type 1 symbol '__hsa_section.hsadata_readonly_agent' addend [[#TABLE:0]] literal 0x55555555 after 0xbe8{{[0-9a-f]}}00ff
// CHECK-NEXT: .rela.hsatext offset 0x{{[0-9a-f]+}} type 2 symbol '__hsa_section.hsadata_readonly_agent' addend [[#TABLE]] literal 0x55555555 after 0xbe8{{[0-9a-f]}}00ff
// CHECK-NEXT: .rela.hsatext offset 0x{{[0-9a-f]+}} type 1 symbol '__hsa_section.hsadata_global_agent' addend 0 literal 0x55555555 after 0xbe8{{[0-9a-f]}}00ff
// CHECK-NEXT: .rela.hsatext offset 0x{{[0-9a-f]+}} type 2 symbol '__hsa_section.hsadata_global_agent' addend 0 literal 0x55555555 after 0xbe8{{[0-9a-f]}}00ff
// CHECK-NEXT: .rela.hsatext offset 0x{{[0-9a-f]+}} type 1 symbol '__hsa_section.hsabss_global_agent' addend 0 literal 0x55555555 after 0xbe8{{[0-9a-f]}}00ff
// CHECK-NEXT: .rela.hsatext offset 0x{{[0-9a-f]+}} type 2 symbol '__hsa_section.hsabss_global_agent' addend 0 literal 0x55555555 after 0xbe8{{[0-9a-f]}}00ff

// Section symbols after the kernel; G1 has no null symbol.
// G2:         symbol '' info 0x0 shndx 0 value 0x0 size 0x0
// CHECK:      symbol '&__OpenCL_lookup_kernel' info 0x1a shndx [[#SHTEXT:]] value 0x0 size 0x[[#%x,TEXT]]
// CHECK-NEXT: symbol '__hsa_section.hsadata_global_agent' info 0x3 shndx [[#SHTEXT-3]] value 0x0 size 0x0
// CHECK-NEXT: symbol '__hsa_section.hsabss_global_agent' info 0x3 shndx [[#SHTEXT-2]] value 0x0 size 0x0
// CHECK-NEXT: symbol '__hsa_section.hsadata_readonly_agent' info 0x3 shndx [[#SHTEXT-1]] value 0x0 size 0x0
// CHECK-NEXT: symbol '__hsa_section.hsatext' info 0x3 shndx [[#SHTEXT]] value 0x0 size 0x0

// The initial bytes: counter = 7; the table at the relocations' addend.
// CHECK:      .hsadata_global_agent size 0x4
// CHECK-NEXT: 0000: 07000000
// CHECK-NEXT: .hsadata_readonly_agent size 0x[[#%x,ROSIZE]]
// CHECK:      [[#%.4x,TABLE]]: 01000000020000000300000005000000
// CHECK-NEXT: [[#%.4x,TABLE+16]]: 080000000d0000001500000022000000
// G2-NEXT:    .hsabss_global_agent size 0x40
// G1:         .hsabss_global_agent size 0x40

constant int table[8] = {1, 2, 3, 5, 8, 13, 21, 34};
global int counter = 7;
global int zeros[16];
kernel void lookup(global int *out, int i) {
  out[0] = table[i & 7] + counter + zeros[i & 15];
  counter = i;
}
