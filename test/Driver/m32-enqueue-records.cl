// Device-side enqueue in a 32-bit program (-m32) gets the records and the
// layout AMD's driver gave its 32-bit enqueuer. The kernels have the
// signatures and bodies of AMD's enqueue.32 (Bonaire, a G2 driver; CLRX's
// tests/amdbin): a kernel, an enqueuer, and its two blocks, each capturing a
// global pointer. The CHECK lines are that binary's facts (amdcl2-objdump
// of it): 4-byte setup arguments, the capture at byte 24 of the block
// kernels, kernel indices 0 to 3 (blocks last), the enqueuer's 10 user
// SGPRs (flat scratch init) and mask 0x2b, the blocks' printf buffer const,
// and the enqueuer's pointers, only copied into the children's arguments,
// recorded read+write (AMD's 64-bit enqueue records them read only). In the
// code: the queue is setup argument 4 at byte 16, the wrap argument 5 at
// byte 20, the printf buffer 3 at byte 12, and a child needs 24 + 4 bytes of
// the slot's argument area (AMD: `s_cmp_ge_u32 s4, 28`).
// REQUIRES: amdcl2-clang, amdcl2-objdump
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=bonaire -c %s -o %t.clo
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s
// RUN: amdcl2-objdump -d %t.clo | FileCheck %s --check-prefix=CODE
// The same records on gfx8 and gfx9.
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=$c -c %s -o %t.$c.clo && \
// RUN:   amdcl2-objdump --kernels %t.$c.clo | FileCheck %s --check-prefix=ARGS || exit 1; done
// A queue_t argument is a pointer, so a 4-byte slot [model: no AMD 32-bit
// binary has one]; a block capturing it copies 4 bytes.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=gfx900 -DQUEUE -c %s -o %t.q.clo
// RUN: amdcl2-objdump --kernels %t.q.clo | FileCheck %s --check-prefix=QUEUE

// CHECK: AMDCL2 32-bit, G2-gfx, device Bonaire (gfx704, e_flags 6), 4 kernels
// CHECK-LABEL: .kernel sqrtKernel
// CHECK: # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]
// CHECK: .pgmrsrc2 0x00000090
// CHECK: .arg inout, "float*", float*, global,     # offset 24, size 4, vo 96
// CHECK-NEXT: # enable_sgpr_mask 0x0b, user_sgprs 8, kernarg_segment_size 32, kernel index 0, 7 args
// CHECK-LABEL: .kernel enqueuer
// CHECK: .dims x, xyz
// CHECK-NEXT: # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]
// CHECK-NEXT: # system SGPRs: group id x s10, scratch wave offset s11
// CHECK: .pgmrsrc2 0x00001095
// CHECK: .useenqueue
// CHECK: .arg _.printf_buffer, "size_t", void*, global, , rdonly    # offset 12, size 4, vo 48
// CHECK-NEXT: .arg _.vqueue_pointer, "size_t", int    # offset 16, size 4, vo 64
// CHECK-NEXT: .arg _.aqlwrap_pointer, "size_t", int    # offset 20, size 4, vo 80
// CHECK-NEXT: .arg inout1, "float*", float*, global,     # offset 24, size 4, vo 96
// CHECK-NEXT: .arg inout2, "float*", float*, global,     # offset 28, size 4, vo 112
// CHECK-NEXT: # enable_sgpr_mask 0x2b, user_sgprs 10, kernarg_segment_size 32, kernel index 1, 8 args
// CHECK-LABEL: .kernel __amd_blocks_func___enqueuer_block_invoke
// CHECK: # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]
// CHECK: .pgmrsrc2 0x00000090
// CHECK-NOT: .useenqueue
// CHECK: .arg _.printf_buffer, "size_t", void*, global, const, rdonly    # offset 12, size 4, vo 48
// CHECK: .arg ctx_struct_fld_0, "float*", float*, global,     # offset 24, size 4, vo 96
// CHECK-NEXT: # enable_sgpr_mask 0x0b, user_sgprs 8, kernarg_segment_size 32, kernel index 2, 7 args
// CHECK-LABEL: .kernel __amd_blocks_func___enqueuer_block_invoke_2
// CHECK: .arg _.printf_buffer, "size_t", void*, global, const, rdonly    # offset 12, size 4, vo 48
// CHECK: .arg ctx_struct_fld_0, "float*", float*, global,     # offset 24, size 4, vo 96
// CHECK-NEXT: # enable_sgpr_mask 0x0b, user_sgprs 8, kernarg_segment_size 32, kernel index 3, 7 args

// ARGS-LABEL: .kernel enqueuer
// ARGS: .arg inout2, "float*", float*, global,     # offset 28, size 4, vo 112
// ARGS-NEXT: kernarg_segment_size 32, kernel index 1, 8 args
// ARGS-LABEL: .kernel __amd_blocks_func___enqueuer_block_invoke
// ARGS: .arg ctx_struct_fld_0, "float*", float*, global,     # offset 24, size 4, vo 96
// ARGS-NEXT: kernarg_segment_size 32, kernel index 2, 7 args

// CODE-LABEL: enqueuer:
// CODE-DAG: s_load_dword s{{[0-9]+}}, s[6:7], 0x4{{ +}}//
// CODE-DAG: s_load_dword s{{[0-9]+}}, s[6:7], 0x5{{ +}}//
// CODE-DAG: s_load_dword s{{[0-9]+}}, s[6:7], 0x3{{ +}}//
// CODE-DAG: s_cmp_lt_u32 s{{[0-9]+}}, 28
// CODE-LABEL: __amd_blocks_func___enqueuer_block_invoke:

// QUEUE-LABEL: .kernel with_queue
// QUEUE: .arg q, "queue_t", queue    # offset 28, size 4, vo 112
// QUEUE-NEXT: .arg n, "int", int    # offset 32, size 4, vo 128
// QUEUE-LABEL: .kernel __amd_blocks_func___with_queue_block_invoke
// QUEUE: .arg ctx_struct_fld_1, "queue_t", int    # offset 28, size 4, vo 112

#ifdef QUEUE
kernel void with_queue(global int *o, queue_t q, int n) {
  o[0] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1),
                        ^{ o[1] = n; });
}
#else
kernel void sqrtKernel(global float *inout) {
  size_t i = get_global_id(0);
  inout[i] = sqrt(inout[i]);
}

kernel void enqueuer(global float *inout1, global float *inout2) {
  size_t gid = get_global_id(0);
  global float *p1 = inout1 + gid * 128;
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL,
                 ndrange_1D(128), ^{
                   size_t i = get_global_id(0);
                   p1[i] = sqrt(p1[i]);
                   p1[i + 100000] = sqrt(p1[i + 100000]);
                 });
  global float *p2 = inout2 + gid * 128;
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL,
                 ndrange_1D(128), ^{
                   size_t i = get_global_id(0);
                   p2[i] = sqrt(p2[i]);
                 });
}
#endif
