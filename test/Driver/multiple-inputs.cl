// Several sources link into one program as clBuildProgram does; a kernel
// may call a function from another file. -D, -U, -I and -include reach the
// preprocessor; -save-temps=obj keeps, beside the output and after the
// first input, the linked IR, the final IR and the ELF.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && split-file %s %t && mkdir %t/out
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -DSCALE=3 -UUNDEFINED -I %t/inc -include %t/inc/pre.h -save-temps=obj -S %t/a.cl %t/b.cl -o %t/out/prog.s
// RUN: FileCheck %s < %t/out/prog.s
// RUN: FileCheck %s --check-prefix=LINKED < %t/out/a.linked.ll
// RUN: %llvm_dis22 %t/out/a.bc -o - | FileCheck %s --check-prefix=FINAL
// RUN: %llvm_objdump22 -t %t/out/a-amdgcn-amd-amdhsa-gfx900.o | FileCheck %s --check-prefix=ELF
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -I%t/inc -S %t/a.cl %t/a.cl -o %t/dup.s 2>&1 | FileCheck %s --check-prefix=DUP
// RUN: not test -e %t/dup.s

// CHECK-LABEL: .kernel scale
// CHECK:       v_lshl_add_u32 [[V:v[0-9]+]], [[V]], 1, [[V]]
// CHECK-LABEL: .kernel add_offset
// CHECK:       v_add_u32_e32 v{{[0-9]+}}, 42, v{{[0-9]+}}

// LINKED-DAG: define {{.*}}i32 @helper(
// LINKED-DAG: declare {{.*}}i64 @_Z13get_global_idj(i32)
// FINAL-NOT: @_Z13get_global_idj
// ELF-DAG: scale.kd
// ELF-DAG: add_offset.kd
// DUP: amdcl2-clang: error: kernel 'scale' is defined in both '{{.*}}a.cl' and '{{.*}}a.cl'

//--- a.cl
#include "common.h"
int helper(int x);
kernel void scale(global int *a) {
  size_t i = get_global_id(0);
  a[i] = helper(a[i]);
}

//--- b.cl
#ifdef UNDEFINED
#error UNDEFINED must not be defined
#endif
int helper(int x) { return x * SCALE; }
kernel void add_offset(global int *a) { a[get_global_id(0)] += OFFSET; }

//--- inc/common.h
#define COMMON 1

//--- inc/pre.h
#define OFFSET 42
