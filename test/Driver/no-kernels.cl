// A source that defines no kernel compiles to the program without kernels
// AMD's compiler writes for one (docs/BinaryFormat.md, "A program without
// kernels"): in the new format the outer .shstrtab, .strtab, .symtab and
// .comment and a .text holding an inner ELF of notes and no code; in the old
// format no .text. Nothing can call its functions or read its variables, so
// neither is kept. amdcl2-objdump reads it back; the ISA note names the GPU,
// since no kernel record tells the driver era.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump --headers --syms %t.fiji.clo | FileCheck %s --check-prefix=NEW
// NEW: AMDCL2 64-bit, {{.*}}device Fiji (gfx803, e_flags 13{{.*}}), 0 kernels
// NEW: .comment
// NEW-NEXT: .text
// NEW-NOT: .rodata
// NEW: inner ELF:
// NEW-NOT: .hsatext
// NEW: .note
// NEW: SYMBOL TABLE (outer ELF):
// NEW-NOT: __OpenCL_
// NEW: __OpenCL_compiler_options
// NEW-NEXT: acl_version_string
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -m32 -c -o %t.m32.clo %s
// RUN: amdcl2-objdump --headers %t.m32.clo | FileCheck %s --check-prefix=M32
// M32: AMDCL2 32-bit, {{.*}}device gfx900 (gfx900, e_flags 19), 0 kernels
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1800.11 -c -o %t.old.clo %s
// RUN: amdcl2-objdump --headers %t.old.clo | FileCheck %s --check-prefix=OLD
// OLD: AMDCL2 64-bit, old, device Bonaire (gfx704, e_flags 6), 0 kernels
// OLD-NOT: .text
// From LLVM IR without a kernel, the same.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -emit-llvm -o %t.ll %s
// RUN: amdcl2-llc -mcpu=fiji -o %t.llc.clo %t.ll
// RUN: amdcl2-objdump --headers --syms %t.llc.clo | FileCheck %s --check-prefix=NEW
// CLRX reads it as a program without kernels.
// RUN: %if clrxdisasm %{ %clrxdisasm -a %t.fiji.clo | FileCheck %s --check-prefix=CLRX %}
// CLRX: .amdcl2
// CLRX-NOT: .kernel

constant int table[4] = {1, 2, 3, 4};
global int counter = 5;

int scaled(int x) { return table[x & 3] * x + counter; }
