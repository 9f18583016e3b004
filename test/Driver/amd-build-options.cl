// AMD's clBuildProgram options that choose what its binaries keep (source,
// LLVM IR, AMDIL, executable) are accepted, as AMD's compiler accepted them
// (AMD binaries record `-fno-bin-llvmir` in .comment), and change nothing:
// amdcl2 writes the executable only. A misspelt one is still an error.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.plain.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fno-bin-source -fno-bin-llvmir -fno-bin-amdil -fbin-exe -c -o %t.amd.clo %s
// RUN: cmp %t.plain.clo %t.amd.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fbin-source -fbin-llvmir -fbin-amdil -fno-bin-exe -c -o %t.amd2.clo %s
// RUN: cmp %t.plain.clo %t.amd2.clo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -fno-bin-llvm -c -o %t.bad.clo %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.clo
// BAD: amdcl2-clang: error: unknown argument{{.*}}'-fno-bin-llvm'
kernel void k(global int *p) { *p = 1; }
