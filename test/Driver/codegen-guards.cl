// Hash kernels are thousands of table lookups in one block. On that shape
// LLVM 22's SIFixSGPRCopies merges the M0 initializations of gfx6-8 LDS
// accesses and straight-line strength reduction compares same-base
// addresses, both in time cubic in the lookups (minutes for a miner's
// x22i.cl). amdcl2 turns each off where its estimated work is large,
// with an analysis remark (lib/CodeGen/CodeGenGuards.cpp). The kernel
// `big` (640 lookups) still computes what Python computes; `small`, in the
// same module, keeps strength reduction.
// RUN: %python %S/Inputs/table-lookups.py 640 %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t.cl -o %t.fiji.clo \
// RUN:   -mllvm -pass-remarks-analysis=amdcl2-codegen-guards -mllvm -opt-bisect-limit=-1 2> %t.fiji.err
// RUN: FileCheck %s --check-prefixes=CHECK,FIJI < %t.fiji.err
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c %t.cl -o %t.gfx900.clo \
// RUN:   -mllvm -pass-remarks-analysis=amdcl2-codegen-guards -mllvm -opt-bisect-limit=-1 2> %t.gfx900.err
// RUN: FileCheck %s --check-prefixes=CHECK,GFX900 < %t.gfx900.err
//
// gfx9's LDS accesses need no M0: only strength reduction is skipped there.
// CHECK: remark: {{.*}}straight-line strength reduction skipped in 'big': 648 addresses from one base
// FIJI: remark: {{.*}}M0 initializations not merged ('big': 648 LDS accesses in {{[0-9]+}} instructions)
// GFX900-NOT: M0 initializations
// CHECK-NOT: slsr on function (big)
// CHECK: BISECT: running pass ({{[0-9]+}}) slsr on function (small)
// CHECK-NOT: slsr on function (big)
//
// A value the user gives keeps M0 merging on, without the remark.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t.cl -o %t.merge.clo \
// RUN:   -mllvm -pass-remarks-analysis=amdcl2-codegen-guards -mllvm -amdgpu-enable-merge-m0=true 2>&1 \
// RUN:   | FileCheck %s --check-prefix=USER --implicit-check-not=M0
// USER: straight-line strength reduction skipped in 'big'
//
// REQUIRES: amdcl2-run
// RUN: %run %t.fiji.clo --kernel big --global 64 --arg buf:@%t.io --arg buf:@%t.table --out %t.fiji.out
// RUN: cmp %t.expected %t.fiji.out/arg0.bin
// RUN: %run %t.gfx900.clo --kernel big --global 64 --arg buf:@%t.io --arg buf:@%t.table --out %t.gfx900.out
// RUN: cmp %t.expected %t.gfx900.out/arg0.bin
