// The raw metadata entries of a block kernel's arguments: the captures in
// the order the block names them (e, n, f), argument N with the type name of
// argument N of the first kernel ('int', 'int*', then none) and its type when
// of the same kind and size (n: an int value), else the field's own (int* for
// a pointer); a captured pointer's alignment is that of its real pointee
// (uint4: 16), as AMD's ExtractPrimes block kernels have it.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 %s -o %t.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.clo metadata | FileCheck %s

// CHECK-LABEL: metadata __amd_blocks_func___parent_block_invoke size
// CHECK:       nargs 13 enqueues 0 kernel_index 2
// CHECK:       arg _.aqlwrap_pointer
// CHECK-NEXT:  arg ctx_struct_fld_0 'int' kind 5 type 7 count 1 notsampler 1 vo 96 palign 16 ptype 8 space 4 usage 2
// CHECK-NEXT:  arg ctx_struct_fld_1 'int*' kind 4 type 8 count 1 notsampler 1 vo 112 palign 0
// CHECK-NEXT:  arg pad2 '' kind 4 type 6 count 1 notsampler 1 vo 128
// CHECK-NEXT:  arg pad3 '' kind 4 type 6 count 1 notsampler 1 vo 144
// CHECK-NEXT:  arg pad4 '' kind 4 type 6 count 1 notsampler 1 vo 160
// CHECK-NEXT:  arg pad5 '' kind 4 type 6 count 1 notsampler 1 vo 176
// CHECK-NEXT:  arg ctx_struct_fld_2 '' kind 5 type 7 count 1 notsampler 1 vo 192 palign 4 ptype 8 space 4 usage 2
kernel void first(int n, global int *p) { *p = n; }
kernel void parent(global uint4 *e, global float *f, int n) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                 ^{ e[0] = (uint4)(n); f[1] = 2; });
}
