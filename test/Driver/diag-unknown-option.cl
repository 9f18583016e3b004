// Options the pipeline does not know are rejected as clang rejects them.
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fno-such-thing -S %s 2>&1 | FileCheck %s
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.2 -S %s 2>&1 | FileCheck %s --check-prefix=STD
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --kernel-info=yaml -S %s 2>&1 | FileCheck %s --check-prefix=INFO
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S %s -o 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S %s.missing 2>&1 | FileCheck %s --check-prefix=NOFILE -DFILE=%s

// CHECK: amdcl2-clang: error: unknown argument: '-fno-such-thing'
// STD: amdcl2-clang: error: invalid value 'CL2.2' in '-cl-std=' (supported: CL1.0, CL1.1, CL1.2, CL2.0, CL3.0)
// INFO: amdcl2-clang: error: invalid value 'yaml' in '--kernel-info=' (supported: json)
// MISSING: amdcl2-clang: error: argument to '-o' is missing (expected 1 value)
// NOFILE: amdcl2-clang: error: no such file or directory: '[[FILE]].missing'
kernel void k(global int *a) { a[0] = 1; }
