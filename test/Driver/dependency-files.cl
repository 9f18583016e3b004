// Dependency files through clang's own DependencyOutputOptions: -M and -MM
// print the rule (standard output, or -o) and compile nothing; -MD and
// -MMD write `.d` beside the output while compiling; -MF, -MT, -MQ, -MP as
// in clang. The AMD extension header exists only in memory and is never a
// dependency. A failed compilation leaves no `.d`.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && split-file %s %t && cd %t && mkdir out
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -M k.cl | FileCheck %s --check-prefix=M --implicit-check-not=amdcl2
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MM k.cl | FileCheck %s --check-prefix=MM
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -M k.cl -o out/m.d
// RUN: FileCheck %s --check-prefix=M --input-file out/m.d
// RUN: not test -e k.o
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MD -c k.cl
// RUN: FileCheck %s --check-prefix=M --input-file k.d --implicit-check-not=amdcl2
// RUN: amdcl2-objdump --kernels k.o | FileCheck %s --check-prefix=BIN
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MMD -c k.cl -o out/y.o
// RUN: FileCheck %s --check-prefix=MMD --input-file out/y.d
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MMD -MF out/f.d -MT 'tg$x' -MP -c k.cl -o out/z.o
// RUN: FileCheck %s --check-prefix=MT --input-file out/f.d
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MMD -MQ 'tg$x' -c k.cl -o out/q.o
// RUN: FileCheck %s --check-prefix=MQ --input-file out/q.d
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MMD -c k.cl other.cl -o out/prog.o
// RUN: FileCheck %s --check-prefix=PROG --input-file out/prog.d
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MD -DBAD -c k.cl -o out/bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e out/bad.d
// RUN: not test -e out/bad.o
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -MJ out/cdb.json -c k.cl -o out/j.o 2>&1 | FileCheck %s --check-prefix=MJ

// M-LABEL: k.o: k.cl {{.*}}opencl-c-base.h h.h
// M-EMPTY:
// MM-LABEL: k.o: k.cl h.h
// MM-EMPTY:
// BIN: .kernel deps
// MMD-LABEL: out/y.o: k.cl h.h
// MT-LABEL: tg$x: k.cl h.h
// MT-NEXT: {{^}}h.h:{{$}}
// MQ-LABEL: tg$$x: k.cl h.h
// PROG-LABEL: out/prog.o: k.cl h.h other.cl
// BAD: k.cl:{{[0-9]+}}:{{[0-9]+}}: error: use of undeclared identifier 'bad'
// MJ: amdcl2-clang: error: option '-MJ' is not supported with --amdcl2-abi

//--- h.h
#define VALUE 3

//--- k.cl
#include "h.h"
kernel void deps(global int *p) {
#ifdef BAD
  bad;
#endif
  *p = VALUE;
}

//--- other.cl
kernel void other(global int *p) { *p = 4; }
