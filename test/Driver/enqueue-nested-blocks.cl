// Blocks inside blocks and in loops: clang numbers all the blocks of a
// function in source order (the block nested in the first block is _2, the
// one in the loop _3), and AMD lists them so, after the function. The outer
// block enqueues, so it is an enqueuing kernel itself; the others are not.
// At -O0 the same kernels come out; `outer`, optnone, keeps its generic
// private pointers, hence usegeneric on gfx8, while a block kernel (made by
// the enqueue lowering, not optnone) loses them to the lowering's
// address-space inference and SROA, as it would at -O2.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefixes=CHECK,O2
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -c -o %t.O0.clo %s
// RUN: amdcl2-objdump --kernels %t.O0.clo | FileCheck %s --check-prefixes=CHECK,O0

// CHECK-LABEL: .kernel outer
// CHECK:         .useenqueue
// O2:            kernel index 0, 8 args
// O0:            enable_sgpr_mask 0x2f, user_sgprs 12, kernarg_segment_size 64, kernel index 0, 8 args
// CHECK-LABEL: .kernel __amd_blocks_func___outer_block_invoke{{$}}
// CHECK:         .useenqueue
// CHECK:         kernel index 1, 8 args
// CHECK-LABEL: .kernel __amd_blocks_func___outer_block_invoke_2
// CHECK-NOT:     .useenqueue
// CHECK:         .arg ctx_struct_fld_0, "int*", int*, global,
// CHECK-NEXT:    .arg ctx_struct_fld_1, "int", int    # offset 56, size 4
// CHECK-NEXT:    enable_sgpr_mask 0x09, user_sgprs 6, kernarg_segment_size 64, kernel index 2, 8 args
// CHECK-LABEL: .kernel __amd_blocks_func___outer_block_invoke_3
// CHECK:         kernel index 3, 8 args
kernel void outer(global int *a, int n) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64), ^{
    a[0] = n;
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(32), ^{ a[1] = n + 1; });
  });
  for (int i = 0; i < n; ++i)
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(16), ^{ a[2 + i] = i; });
}
