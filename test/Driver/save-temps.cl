// -save-temps keeps each stage under its own name, after the first input
// as clang names its temporaries: `k.cli` (each source preprocessed),
// `k.linked.ll` (front end and builtins, before optimization), `k.bc` (the
// IR code generation starts from) and `k-amdgcn-amd-amdhsa-gfx803.o`
// (LLVM's ELF inside the binary), in the current directory (-save-temps,
// =cwd) or beside the output (=obj). None replaces the output: with
// -emit-llvm -c the IR temporary is `k.tmp.bc`, as in clang.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir -p %t/cwd %t/out && cp %s %t/k.cl && cd %t/cwd
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -save-temps %t/k.cl -o %t/out/k.o
// RUN: ls %t/cwd | FileCheck %s --check-prefix=FILES
// RUN: FileCheck %s --check-prefix=CLI < %t/cwd/k.cli
// RUN: FileCheck %s --check-prefix=LINKED < %t/cwd/k.linked.ll
// RUN: %llvm_dis22 %t/cwd/k.bc -o - | FileCheck %s --check-prefix=FINAL
// RUN: %llvm_objdump22 -t %t/cwd/k-amdgcn-amd-amdhsa-gfx803.o | FileCheck %s --check-prefix=ELF
// RUN: amdcl2-objdump --kernels %t/out/k.o | FileCheck %s --check-prefix=BIN
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -save-temps=obj %t/k.cl -o %t/out/prog.s
// RUN: ls %t/out | FileCheck %s --check-prefix=OBJ
// RUN: rm -rf %t/ir && mkdir %t/ir && cd %t/ir
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -emit-llvm -c -save-temps %t/k.cl
// RUN: ls %t/ir | FileCheck %s --check-prefix=IR

// FILES:      k-amdgcn-amd-amdhsa-gfx803.o
// FILES-NEXT: k.bc
// FILES-NEXT: k.cli
// FILES-NEXT: k.linked.ll
// FILES-EMPTY:
// CLI:        kernel void temps(global int *p) { *p = 5; }
// LINKED:     define {{.*}}void @temps(
// FINAL:      define {{.*}}amdgpu_kernel void @temps(
// ELF:        temps.kd
// BIN:        .kernel temps
// OBJ:        k-amdgcn-amd-amdhsa-gfx900.o
// OBJ-NEXT:   k.bc
// OBJ-NEXT:   k.cli
// OBJ-NEXT:   k.linked.ll
// OBJ-NEXT:   k.o
// OBJ-NEXT:   prog.s
// OBJ-EMPTY:
// IR:         k.bc
// IR-NEXT:    k.cli
// IR-NEXT:    k.linked.ll
// IR-NEXT:    k.tmp.bc
// IR-EMPTY:

#define FIVE 5
kernel void temps(global int *p) { *p = FIVE; }
