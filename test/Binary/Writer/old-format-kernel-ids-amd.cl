// The OLD-format kernel ids next to AMD's: a program of enqueue-15_7's shape
// (a kernel, an enqueuer of two blocks, the first calling that kernel) gives
// the ids of AMD's binary, 0x403 skipped for the first block's function.
// REQUIRES: amdcl2-clang, amd-testdata
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=old -c -o %t.clo %s
// RUN: %python %S/Inputs/cl2bytes.py %t.clo metadata | FileCheck %s
// RUN: %python %S/Inputs/cl2bytes.py %amd_testdata/enqueue-15_7.clo.regen metadata | FileCheck %s

// CHECK-LABEL: metadata sqrtKernel
// CHECK:         flags 0x20 kernel_id 0x400
// CHECK-LABEL: metadata enqueuer
// CHECK:         flags 0x120 kernel_id 0x401
// CHECK-LABEL: metadata __amd_blocks_func___enqueuer_block_invoke size
// CHECK:         flags 0x20 kernel_id 0x402
// CHECK-LABEL: metadata __amd_blocks_func___enqueuer_block_invoke_2
// CHECK:         flags 0x20 kernel_id 0x404

kernel void sqrtKernel(global float *p) {
  size_t i = get_global_id(0);
  p[i] = sqrt(p[i]);
}

kernel void enqueuer(global float *p, uint n) {
  if (get_global_id(0) != 0)
    return;
  queue_t q = get_default_queue();
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(n),
                 ^{ sqrtKernel(p); });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(n), ^{
    size_t i = get_global_id(0);
    p[i] *= 2.0f;
  });
}
