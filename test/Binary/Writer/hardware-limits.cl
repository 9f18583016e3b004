// Kernels over the hardware limits are errors naming the kernel and the
// limit (64 KiB of LDS per work-group; 131056 bytes of scratch per
// work-item), with exit status 1; the output is written atomically, so a
// failed run creates no file and leaves an existing one untouched, and no
// temporary file is left behind. (Register overflow cannot be provoked from
// OpenCL C: LLVM spills to scratch instead.)
// RUN: rm -rf %t && mkdir %t
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -DLDS -o %t/lds.ll %s
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -DSCRATCH -o %t/scratch.ll %s
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -DFITS -o %t/fits.ll %s

// RUN: not amdcl2-llc -mcpu=fiji %t/lds.ll -o %t/lds.clo 2>&1 | FileCheck %s --check-prefix=LDS
// LDS: amdcl2-llc: error: kernel 'biglds' uses 66560 bytes of LDS; the gfx803 limit is 65536{{$}}
// RUN: not ls %t/lds.clo
// RUN: not amdcl2-llc -mcpu=bonaire %t/scratch.ll -o %t/scratch.clo 2>&1 | FileCheck %s --check-prefix=SCRATCH
// SCRATCH: amdcl2-llc: error: kernel 'bigscratch' uses 160000 bytes of scratch per work-item; the gfx704 limit is 131056{{$}}
// RUN: not ls %t/scratch.clo

// An existing output survives a failed run byte for byte.
// RUN: amdcl2-llc -mcpu=fiji %t/fits.ll -o %t/out.clo
// RUN: cp %t/out.clo %t/expected.clo
// RUN: not amdcl2-llc -mcpu=fiji %t/lds.ll -o %t/out.clo
// RUN: cmp %t/out.clo %t/expected.clo
// RUN: not amdcl2-llc -mcpu=fiji %t/scratch.ll -o %t/out.clo
// RUN: cmp %t/out.clo %t/expected.clo
// RUN: ls %t | FileCheck %s --check-prefix=FILES --implicit-check-not=tmp --implicit-check-not=clo
// FILES:      expected.clo
// FILES-NEXT: fits.ll
// FILES-NEXT: lds.ll
// FILES-NEXT: out.clo
// FILES-NEXT: scratch.ll

// The largest LDS array that fits: 64 KiB exactly is accepted.
// RUN: %python %S/Inputs/cl2bytes.py %t/out.clo setup | FileCheck %s --check-prefix=FITS
// FITS: setup fits at 0x0
// FITS: private 0 group 65536 gds 0

#ifdef LDS
kernel void biglds(global int *out) {
  local int big[16640];
  big[get_local_id(0)] = 1;
  __builtin_amdgcn_s_barrier();
  out[0] = big[16639 - get_local_id(0)];
}
#endif
#ifdef FITS
kernel void fits(global int *out) {
  local int big[16384];
  big[get_local_id(0)] = 1;
  __builtin_amdgcn_s_barrier();
  out[0] = big[16383 - get_local_id(0)];
}
#endif
#ifdef SCRATCH
kernel void bigscratch(global int *out, int n) {
  volatile int a[40000];
  a[n] = n;
  out[0] = a[n + 1];
}
#endif
