// A write that fails is one error line and exit 1, never a crash or an
// "LLVM ERROR", and an existing output is left as it was: a full device
// (written in place), and a regular file past the file-size limit (the
// same failed write as a full disk, without mounting one).
// REQUIRES: amdcl2-clang
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o /dev/full %s 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o /dev/full %s 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: amdcl2-clang: error: cannot write '/dev/full': No space left on device
// FULL-NOT: {{.}}

// RUN: echo OLD > %t.s
// RUN: not bash -c 'ulimit -f 1 && exec amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o %t.s %s' 2>&1 | FileCheck %s --check-prefix=FSIZE -DOUT=%t.s
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.s
// RUN: echo OLD > %t.clo
// RUN: not bash -c 'ulimit -f 1 && exec amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s' 2>&1 | FileCheck %s --check-prefix=FSIZE -DOUT=%t.clo
// RUN: FileCheck %s --check-prefix=OLD --input-file %t.clo
// FSIZE: amdcl2-clang: error: cannot write '[[OUT]]': File too large
// FSIZE-NOT: {{.}}
// OLD: {{^OLD$}}

kernel void big(global float *o) {
  for (int i = 0; i < 64; ++i)
    o[get_global_id(0) + i] = sin(o[i]) * cos(o[i + 64]) + i;
}
