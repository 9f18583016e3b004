// The command line is read with clang's own option table: every spelling
// clang accepts for an option means the same here. Joined and separate
// forms, long aliases and `--` give the same code; -cl-std= overrides
// -std= wherever it stands; -S wins over -c; -O is -O1 and -Og is -O1.
// (The listings are compared without their .compile_options line, which
// records the command line as it was spelled, as the binary's .comment.)
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && split-file %s %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -S %t/k.cl -o %t/joined.s
// RUN: FileCheck %s --check-prefixes=CHECK,CL20 < %t/joined.s
// RUN: amdcl2-clang --target=amdgcn --amdcl2-abi -mcpu=fiji -D VALUE=7 -I %t/inc -S %t/k.cl -o%t/separate.s
// RUN: cmp <(grep -v '^.compile_options' %t/joined.s) <(grep -v '^.compile_options' %t/separate.s)
// RUN: amdcl2-clang --target=amdgcn-amd-amdhsa --amdcl2-abi -mcpu=fiji --define-macro=VALUE=7 \
// RUN:   --include-directory=%t/inc -xcl -S --output=%t/long.s -- %t/k.cl
// RUN: cmp <(grep -v '^.compile_options' %t/joined.s) <(grep -v '^.compile_options' %t/long.s)
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -c -S %t/k.cl -o %t/s-wins.s
// RUN: cmp <(grep -v '^.compile_options' %t/joined.s) <(grep -v '^.compile_options' %t/s-wins.s)
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -cl-std=CL1.2 -std=cl2.0 -S %t/k.cl -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,CL12
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -std=CL1.2 -S %t/k.cl -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,CL12
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -O1 -S %t/k.cl -o %t/o1.s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -O -S %t/k.cl -o %t/o.s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -Og -S %t/k.cl -o %t/og.s
// RUN: cmp %t/o1.s %t/o.s
// RUN: cmp %t/o1.s %t/og.s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -O3 -S %t/k.cl -o %t/o3.s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVALUE=7 -I%t/inc -O4 -S %t/k.cl -o %t/o4.s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=O4
// RUN: cmp %t/o3.s %t/o4.s
// CHECK-LABEL: .kernel k
// CHECK:       v_mov_b32_e32 v{{[0-9]+}}, 7
// CL20:        v_mov_b32_e32 v{{[0-9]+}}, 0xc8
// CL12:        v_mov_b32_e32 v{{[0-9]+}}, 0x78
// O4: amdcl2-clang: warning: -O4 is equivalent to -O3

//--- inc/value.h
#define STORED VALUE
//--- k.cl
#include "value.h"
kernel void k(global int *p) {
  p[0] = STORED;
  p[1] = __OPENCL_C_VERSION__;
}
