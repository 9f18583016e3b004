// The inner code object and outer container of a compiled program per
// generation (spec §4, §9): G2/G2-gfx notes 1,2,3,4,5 (200 bytes) and G1
// notes 1,2,5,3,4 (168 bytes) with their descriptors; the ISA note per GPU
// and driver (§5.2); inner ELF header, section order and flags, the code
// segment (R+X in G2, R+W in G1); inner symbols &__OpenCL_<k>_kernel (type
// 0x1A, value = setup offset, size = 256 + code) and __hsa_section.hsatext,
// with G1's missing null symbol and NUL-less .strtab; outer sections,
// symbols in AMD's order and .comment = options ‖ ACL version.
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t.ll %s
// RUN: amdcl2-llc -mcpu=fiji %t.ll -o %t.g2gfx.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g2gfx.clo outer comment inner notes symbols | FileCheck %s --check-prefixes=CHECK,G2,ISA804
// RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2004.06 %t.ll -o %t.g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g2.clo outer comment inner notes symbols | FileCheck %s --check-prefixes=CHECK,G2,ISA804
// RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=1912.05 %t.ll -o %t.g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g1.clo outer comment inner notes symbols | FileCheck %s --check-prefixes=CHECK,G1

// Outer ELF: no .brig, so 7 sections; symbols null, options, one metadata
// symbol per kernel in kernel order, acl_version_string.
// CHECK-LABEL: outer: class 64 e_machine 0xaf5b e_type 2 e_flags {{[0-9]+}} shnum 7 shstrndx 1
// CHECK-NEXT:  section 1 .shstrtab type 3 flags 0x20 align 1 entsize 0 link 0 info 0
// CHECK-NEXT:  section 2 .strtab type 3 flags 0x20 align 1 entsize 0 link 0 info 0
// CHECK-NEXT:  section 3 .symtab type 2 flags 0x0 align 8 entsize 24 link 2 info 0
// CHECK-NEXT:  section 4 .comment type 1 flags 0x0 align 1 entsize 0 link 0 info 0
// CHECK-NEXT:  section 5 .rodata type 1 flags 0x2 align 1 entsize 0 link 0 info 0
// CHECK-NEXT:  section 6 .text type 1 flags 0x6 align 1 entsize 0 link 0 info 0
// CHECK-NEXT:  symbol '' info 0x0 shndx 0 value 0 size 0
// CHECK-NEXT:  symbol '__OpenCL_compiler_options' info 0x1 shndx 4 value 0 size [[#OPTS:]]
// CHECK-NEXT:  symbol '__OpenCL_&__OpenCL_first_kernel_metadata' info 0x1 shndx 5 value 0 size [[#MD0:]]
// CHECK-NEXT:  symbol '__OpenCL_&__OpenCL_second_kernel_metadata' info 0x1 shndx 5 value [[#MD0]] size [[#]]
// CHECK-NEXT:  symbol 'acl_version_string' info 0x1 shndx 4 value [[#OPTS]] size 39
// CHECK-NEXT:  options '{{.*}}'
// CHECK-NEXT:  acl 'AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)'
// CHECK-NEXT:  comment size [[#OPTS+39]]

// Inner ELF64: OSABI 0x40, ET_REL, EM_AMDGPU, one code segment.
// G2-LABEL:    inner: osabi 0x40 e_type 1 e_machine 0xe0 e_flags 0 phnum 1 shnum 6 shstrndx 1
// G2-NEXT:     section 1 .shstrtab type 3 flags 0x20 addr 0x0 size 0x{{[0-9a-f]+}} align 8 entsize 0 link 0 info 0
// G2-NEXT:     section 2 .strtab type 3 flags 0x20 addr 0x0 size 0x{{[0-9a-f]+}} align 8 entsize 0 link 0 info 0
// G2-NEXT:     section 3 .note type 7 flags 0x0 addr 0x0 size 0xc8 align 8 entsize 0 link 0 info 0
// G2-NEXT:     section 4 .hsatext type 1 flags 0xc00007 addr 0x0 size 0x[[#%x,TEXT:]] align 256 entsize 0 link 0 info 0
// G2-NEXT:     section 5 .symtab type 2 flags 0x0 addr 0x0 size 0x60 align 8 entsize 24 link 2 info 0
// G2-NEXT:     phdr type 0x60000003 flags 5 vaddr 0x0 filesz 0x[[#%x,TEXT]] memsz 0x[[#%x,TEXT]] align 256
// G1-LABEL:    inner: osabi 0x40 e_type 1 e_machine 0xe0 e_flags 0 phnum 1 shnum 6 shstrndx 5
// G1-NEXT:     section 1 .hsatext type 1 flags 0xc00007 addr 0x0 size 0x[[#%x,TEXT:]] align 256 entsize 0 link 0 info 0
// G1-NEXT:     section 2 .note type 7 flags 0x0 addr 0x0 size 0xa8 align 8 entsize 0 link 0 info 0
// G1-NEXT:     section 3 .strtab type 3 flags 0x20 addr 0x0 size 0x{{[0-9a-f]+}} align 1 entsize 0 link 0 info 0
// G1-NEXT:     section 4 .symtab type 2 flags 0x0 addr 0x0 size 0x48 align 8 entsize 24 link 3 info 0
// G1-NEXT:     section 5 .shstrtab type 3 flags 0x20 addr 0x0 size 0x{{[0-9a-f]+}} align 1 entsize 0 link 0 info 0
// G1-NEXT:     phdr type 0x60000003 flags 6 vaddr 0x0 filesz 0x[[#%x,TEXT]] memsz 0x[[#%x,TEXT]] align 256

// Notes (name "AMD"): 1 code object version 1.0; 2 HSAIL 1.0, full profile,
// large model, near rounding; 3 ISA (fiji: 8.0.4 from 2004.06, 8.0.1 before);
// 4 producer; 5 producer options.
// G2-LABEL:    notes size 200
// G2-NEXT:     note type 1 name 'AMD\x00' descsz 8 desc 0100000000000000
// G2-NEXT:     note type 2 name 'AMD\x00' descsz 12 desc 010000000000000001010100
// ISA804-NEXT: note type 3 name 'AMD\x00' descsz 26 desc 04000700080000000000000004000000414d4400414d44475055
// ISA804-NEXT: isa 8.0.4
// G2-NEXT:     note type 4 name 'AMD\x00' descsz 41 desc 190000000100000000000000414d44204853412052756e74696d652046696e616c697a657200000000
// G2-NEXT:     note type 5 name 'AMD\x00' descsz 26 desc 16002d6873615f63616c6c5f636f6e76656e74696f6e3d3000{{00|74}}
// G1-LABEL:    notes size 168
// G1-NEXT:     note type 1 name 'AMD\x00' descsz 8 desc 0100000000000000
// G1-NEXT:     note type 2 name 'AMD\x00' descsz 12 desc 010000000000000001010100
// G1-NEXT:     note type 5 name 'AMD\x00' descsz 25 desc 16002d6873615f63616c6c5f636f6e76656e74696f6e3d0000
// G1-NEXT:     note type 3 name 'AMD\x00' descsz 30 desc 04000700080000000000000001000000414d4400414d4447505500000000
// G1-NEXT:     isa 8.0.1
// G1-NEXT:     note type 4 name 'AMD\x00' descsz 8 desc {{[0-9a-f]{16}$}}

// Inner symbols: kernels in order, 256-aligned, size = 256 + code.
// G2-LABEL:    inner strtab starts with NUL: True
// G2-NEXT:     symbol '' info 0x0 shndx 0 value 0x0 size 0x0
// G2-NEXT:     symbol '&__OpenCL_first_kernel' info 0x1a shndx 4 value 0x0 size 0x[[#%x,S0:]]
// G2-NEXT:     symbol '&__OpenCL_second_kernel' info 0x1a shndx 4 value 0x[[#%x,mul(div(S0+255,256),256)]] size 0x[[#%x,TEXT-mul(div(S0+255,256),256)]]
// G2-NEXT:     symbol '__hsa_section.hsatext' info 0x3 shndx 4 value 0x0 size 0x0
// G1-LABEL:    inner strtab starts with NUL: False
// G1-NEXT:     symbol '&__OpenCL_first_kernel' info 0x1a shndx 1 value 0x0 size 0x[[#%x,S0:]]
// G1-NEXT:     symbol '&__OpenCL_second_kernel' info 0x1a shndx 1 value 0x[[#%x,mul(div(S0+255,256),256)]] size 0x[[#%x,TEXT-mul(div(S0+255,256),256)]]
// G1-NEXT:     symbol '__hsa_section.hsatext' info 0x3 shndx 1 value 0x0 size 0x0
// CHECK-NOT:   symbol

kernel void first(global int *p) { p[get_global_id(0)] = 1; }
kernel void second(global float *p, float v) { *p = v; }
