// CLRX assembles amdcl2-clang -S, and the binary it makes has the kernel
// configuration the listing says: the same .config lines, read back by
// amdcl2-objdump (the kernel takes every argument kind CLRX knows).
// REQUIRES: clrxasm, amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: for gpu in bonaire fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$gpu -S %s -o %t/$gpu.s && \
// RUN:   %clrxasm -o %t/$gpu.clo %t/$gpu.s && \
// RUN:   %python %S/../tools/amdcl2-objdump/Inputs/clrx-config.py < %t/$gpu.s > %t/$gpu.listing && \
// RUN:   amdcl2-objdump --kernels %t/$gpu.clo | %python %S/../tools/amdcl2-objdump/Inputs/clrx-config.py > %t/$gpu.clrx && \
// RUN:   diff %t/$gpu.listing %t/$gpu.clrx || exit 1; \
// RUN: done
// RUN: FileCheck %s < %t/fiji.clrx
// CHECK: .kernel every_arg
// CHECK: .arg s, "struct S", structure, 12
// CHECK: .arg sp, "S*", structure*, 16, global,
typedef struct S { int a, b, c; } S;
kernel void every_arg(char c, uchar2 c2, short3 s3, uint u, long l,
                      float4 f4, double d, struct S s, global int *gp,
                      constant float *cp, local uchar *lp,
                      global const volatile ushort *vp, global S *sp,
                      global void *vd, read_only image2d_t ri,
                      write_only image3d_t wi, sampler_t smp, queue_t q,
                      clk_event_t ev, global int *out) {
  *out = c + c2.y + s3.z + (int)u + (int)l + (int)f4.w + (int)d + s.a +
         *gp + (int)*cp + lp[1] + *vp + sp->b;
}
