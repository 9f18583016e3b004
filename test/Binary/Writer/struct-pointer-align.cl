// Known gap: the pointee alignment of a pointer to a struct is the struct's
// size rounded up to a power of 2 (spec §6.6: `struct Xdata*` 128 for a
// 96-byte struct). The IR keeps no pointee type, the argument record has no
// struct size for pointers, so the writer falls back to 1.
// XFAIL: *
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o - %s \
// RUN:   | amdcl2-llc -mcpu=fiji -o %t.clo -
// RUN: %python %S/Inputs/cl2bytes.py %t.clo metadata | FileCheck %s
// CHECK: arg x 'struct Xdata*' kind 5 type 7 count 1 notsampler 1 vo 96 palign 128 ptype 15 space 5
struct Xdata { int v[24]; };
kernel void k(constant struct Xdata *x, global int *out) { *out = x->v[3]; }
