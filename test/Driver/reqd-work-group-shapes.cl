// Every reqd_work_group_size shape meets every work-item function and the
// work-group collectives on every GPU, from OpenCL C at -O0 and -O2 and from
// clang's -O0 IR at -O1..-O3, without an internal error: the ids of size-1
// dimensions are 0 and their local size is 1, so the kernel asks for no
// local id LLVM would not provide, and the backend moves no private array
// to LDS behind the lowering's back.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t && %python %S/Inputs/reqd-shapes.py %t/shapes.cl
// RUN: for gpu in bonaire fiji gfx900; do for o in -O0 -O2; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$gpu $o -c %t/shapes.cl -o %t/$gpu$o.clo || exit 1; \
// RUN: done; done
// RUN: %python %S/Inputs/reqd-shapes.py %t/plain.cl --no-builtins
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O0 -Xclang -disable-O0-optnone -emit-llvm -S -o %t/plain.ll %t/plain.cl
// RUN: for o in -O1 -O2 -O3; do amdcl2-llc -mcpu=fiji $o %t/plain.ll -o %t/ir$o.clo || exit 1; done
// RUN: amdcl2-objdump --kernels %t/fiji-O2.clo | FileCheck %s

// A size-1 dimension asks for no local id: (64,1,1) needs x only, (1,64,1)
// x and y (the count names the highest), (1,1,1) none beyond x.
// CHECK-LABEL: .kernel shape_1_1_1
// CHECK:       .dims xyz, x
// CHECK-LABEL: .kernel shape_64_1_1
// CHECK:       .dims xyz, x
// CHECK-LABEL: .kernel shape_1_64_1
// CHECK:       .dims xyz, xy
// CHECK-LABEL: .kernel shape_1_1_64
// CHECK:       .dims xyz{{$}}
// CHECK-LABEL: .kernel shape_8_8_8
// CHECK:       .dims xyz{{$}}
