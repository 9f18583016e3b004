// Metadata kernel ids (0x400 + n) of a program with block kernels. AMD's
// compiler numbers the functions it holds; OLD-format drivers keep each
// block's function as an HSAIL function right after its block kernel
// (enqueue-15_7, ksetup1/2-15_7), so the id after every block kernel is
// taken. Later drivers inline the block function: the ids are dense.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=old -c -o %t.old.clo %s
// RUN: %python %S/Inputs/cl2bytes.py %t.old.clo metadata | FileCheck %s --check-prefixes=CHECK,OLD
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 -c -o %t.g1.clo %s
// RUN: %python %S/Inputs/cl2bytes.py %t.g1.clo metadata | FileCheck %s --check-prefixes=CHECK,DENSE
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.new.clo %s
// RUN: %python %S/Inputs/cl2bytes.py %t.new.clo metadata | FileCheck %s --check-prefixes=CHECK,DENSE
// old-format-kernel-ids-amd.cl compares these ids with AMD's enqueue-15_7.
// The reader gives the ids back as written.
// RUN: amdcl2-objdump --roundtrip-check %t.old.clo | FileCheck %s --check-prefix=ROUNDTRIP

// CHECK-LABEL: metadata sqrtKernel
// CHECK:         kernel_id 0x400
// CHECK-LABEL: metadata enqueuer
// CHECK:         kernel_id 0x401
// CHECK-LABEL: metadata __amd_blocks_func___enqueuer_block_invoke size
// CHECK:         kernel_id 0x402
// CHECK-LABEL: metadata __amd_blocks_func___enqueuer_block_invoke_2
// OLD:           kernel_id 0x404
// DENSE:         kernel_id 0x403
// CHECK-LABEL: metadata after
// OLD:           kernel_id 0x406
// DENSE:         kernel_id 0x404

// ROUNDTRIP: old.clo: round trip OK

kernel void sqrtKernel(global float *p) {
  size_t i = get_global_id(0);
  p[i] = p[i] * p[i];
}

kernel void enqueuer(global float *p, uint n) {
  if (get_global_id(0) != 0)
    return;
  queue_t q = get_default_queue();
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(n),
                 ^{ sqrtKernel(p); });
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(n), ^{
    size_t i = get_global_id(0);
    p[i] += 1.0f;
  });
}

kernel void after(global float *p) { p[get_global_id(0)] = 2.0f; }
