// Options clang knows but the pipeline has no use for are refused by name;
// a near miss of a known option gets clang's suggestion; values are checked
// whichever spelling carried them.
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MJ %t.json -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-mad-enabl -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEAR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -std=c99 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STD
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -xc -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LANG
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S %s -o /dev/null -D 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O9 -Ofoo -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLEVEL
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O9 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O9
// REFUSED: amdcl2-clang: error: option '-MJ' is not supported with --amdcl2-abi
// NEAR: amdcl2-clang: error: unknown argument '-cl-mad-enabl'; did you mean '-cl-mad-enable'?
// STD: amdcl2-clang: error: invalid value 'c99' in '-std=' (supported: CL1.0, CL1.1, CL1.2, CL2.0, CL3.0)
// LANG: amdcl2-clang: error: language 'c' is not supported with --amdcl2-abi (supported: cl, ir, none)
// MISSING: amdcl2-clang: error: argument to '-D' is missing (expected 1 value)
// OLEVEL: amdcl2-clang: error: invalid optimization level '-Ofoo'
// O9: amdcl2-clang: warning: optimization level '-O9' is not supported; using '-O3' instead
kernel void k(global int *p) { p[0] = 1; }
