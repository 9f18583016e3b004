// The format forms LLVM's binding resolves to a literal: a string literal, a
// program-scope constant array, and a local pointer to a literal (amdcl2
// binds printf after SROA, as clang's pipeline does at -O1 and up). Each
// becomes a descriptor, at -O2 and -O0.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji %s -o %t.clo
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 %s -o %t.O0.clo
// RUN: amdcl2-objdump --kernels %t.O0.clo | FileCheck %s

constant char ProgramScope[] = "array %d\n";

// CHECK-LABEL: .kernel forms
// CHECK-DAG:     # printf id {{[0-9]+}}, sizes [4], format "literal %d\n"
// CHECK-DAG:     # printf id {{[0-9]+}}, sizes [4], format "array %d\n"
// CHECK-DAG:     # printf id {{[0-9]+}}, sizes [4], format "pointer %d\n"
kernel void forms(global int *p) {
  printf("literal %d\n", p[0]);
  printf(ProgramScope, p[1]);
  constant char *f = "pointer %d\n";
  printf(f, p[2]);
}
