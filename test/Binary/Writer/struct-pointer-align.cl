// The pointee alignment of a pointer to a struct is the struct's size
// rounded up to a power of 2 (spec §6.6: `struct Xdata*` 128 for a 96-byte
// struct). The IR keeps no pointee type; the lowering finds the struct by
// name in the context the front end filled, so amdcl2-clang knows it even
// after -O2 dropped every use of the type.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O2 -c %s -o %t.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.clo metadata | FileCheck %s
// CHECK: arg x 'struct Xdata*' kind 5 type 7 count 1 notsampler 1 vo 96 palign 128 ptype 15 space 5
struct Xdata { int v[24]; };
kernel void k(constant struct Xdata *x, global int *out) { *out = x->v[3]; }
