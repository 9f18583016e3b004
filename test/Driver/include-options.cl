// clang's include options: -iquote (quoted includes only), -isystem (angle
// includes too), -include FILE / --include=FILE / --include FILE (read
// before the source), each spelled joined and separate.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -iquote %S/Inputs/quote -isystem %S/Inputs/system -include %S/Inputs/preinclude.h -E %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -iquote%S/Inputs/quote -isystem%S/Inputs/system --include=%S/Inputs/preinclude.h -E %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -iquote %S/Inputs/quote -isystem %S/Inputs/system --include %S/Inputs/preinclude.h -c %s -o %t.clo
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefix=KERNEL
// -iquote does not serve angle includes.
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -iquote %S/Inputs/system -iquote %S/Inputs/quote -include %S/Inputs/preinclude.h -c %s -o %t.bad.clo 2>&1 | FileCheck %s --check-prefix=ANGLE
// RUN: not ls %t.bad.clo
// CHECK: p[0] = 3 + 4 + 5;
// KERNEL: .kernel k
// ANGLE: include-options.cl:[[#@LINE+2]]:10: error: 'sys.h' file not found with <angled> include
#include "quoted.h"
#include <sys.h>
kernel void k(global int *p) { p[0] = FROM_QUOTE + FROM_SYSTEM + FROM_PREINCLUDE; }
