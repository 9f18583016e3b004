// OpenCL C, LLVM IR text and bitcode inputs link into one program in
// command-line order, which is the order of its kernels (and of their
// indices); -x ir and -x cl name an input's language, -x none goes back to
// judging by name. A kernel two inputs define is an error naming both, and
// leaves no output.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && split-file %s %t && cd %t
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o ir.ll ir.cl
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -c -o bc.bc bc.cl
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c src.cl ir.ll bc.bc -o prog.o
// RUN: amdcl2-objdump --kernels prog.o | FileCheck %s --check-prefix=ORDER1
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c bc.bc src.cl ir.ll -o prog2.o
// RUN: amdcl2-objdump --kernels prog2.o | FileCheck %s --check-prefix=ORDER2
// RUN: cp ir.ll ir.txt
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -x ir ir.txt -x none src.cl -o prog3.o
// RUN: amdcl2-objdump --kernels prog3.o | FileCheck %s --check-prefix=ORDER3
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c src.cl ir.ll ir.cl -o dup.o 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not test -e dup.o
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -x java src.cl -o bad.o 2>&1 | FileCheck %s --check-prefix=LANG
// RUN: not test -e bad.o

// ORDER1-LABEL: .kernel from_source
// ORDER1:       kernel index 0
// ORDER1-LABEL: .kernel from_ir
// ORDER1:       kernel index 1
// ORDER1-LABEL: .kernel from_bitcode
// ORDER1:       kernel index 2
// ORDER2-LABEL: .kernel from_bitcode
// ORDER2-LABEL: .kernel from_source
// ORDER2-LABEL: .kernel from_ir
// ORDER3-LABEL: .kernel from_ir
// ORDER3-LABEL: .kernel from_source
// DUP: amdcl2-clang: error: kernel 'from_ir' is defined in both 'ir.ll' and 'ir.cl'
// LANG: amdcl2-clang: error: language 'java' is not supported with --amdcl2-abi (supported: cl, ir, none)

//--- src.cl
int twice(int x);
kernel void from_source(global int *p) { *p = twice(3); }

//--- ir.cl
int twice(int x) { return 2 * x; }
kernel void from_ir(global int *p) { *p = 1; }

//--- bc.cl
kernel void from_bitcode(global int *p) { *p = 2; }
