// The OLD-format kernel ids next to AMD's: old-format-kernel-ids.cl has
// enqueue-15_7's shape (a kernel, an enqueuer of two blocks, the first calling
// that kernel) and gets the ids of AMD's binary, 0x403 skipped for the first
// block's function.
// REQUIRES: amdcl2-clang, amd-testdata
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=old -c -o %t.clo %S/old-format-kernel-ids.cl
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
