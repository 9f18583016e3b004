// Private memory the CL2 ABI cannot hold is an error at the kernel, in one
// form for every size: whether amdcl2 sees an array larger than the scratch
// a work-item can address before codegen (16 MiB used to end in an internal
// error about the enable_sgpr mask, 4 GiB in an MC range error) or LLVM
// finds the whole frame too large. __builtin_alloca of a run-time size needs
// a dynamic stack, which the CL2 runtime does not provide: an error at the
// call. Exit status 1, no output file.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DN=65536 -c %s -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=ARRAY256K --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DN=4194304 -c %s -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=ARRAY16M --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -O0 -DN=4194304 -c %s -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=ARRAY16M-GFX9 --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -DN=1073741823 -S %s -o %t/out.s 2>&1 | FileCheck %s --check-prefix=ARRAY4G --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DTWO -c %s -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=TWO --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DALLOCA -c %s -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=ALLOCA --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -DALLOCA -c %s -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=ALLOCA --implicit-check-not=error
// RUN: for d in -DN=65536 -DN=4194304 -DN=1073741823 -DTWO -DALLOCA; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji $d -c %s -o %t/out.clo 2>/dev/null; test $? -eq 1 || exit 1; \
// RUN: done
// RUN: ls %t | count 0
// The largest array that fits compiles.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DN=32000 -c %s -o %t/fits.clo

#ifdef N
// ARRAY256K: {{^}}{{.*}}diag-private-memory.cl:[[#@LINE+4]]: error: kernel 'k' uses 262144 bytes of scratch per work-item; the gfx803 limit is 131056{{$}}
// ARRAY16M: {{^}}{{.*}}diag-private-memory.cl:[[#@LINE+3]]: error: kernel 'k' uses 16777216 bytes of scratch per work-item; the gfx803 limit is 131056{{$}}
// ARRAY16M-GFX9: {{^}}{{.*}}diag-private-memory.cl:[[#@LINE+2]]: error: kernel 'k' uses 16777216 bytes of scratch per work-item; the gfx900 limit is 131056{{$}}
// ARRAY4G: {{^}}{{.*}}diag-private-memory.cl:[[#@LINE+1]]: error: kernel 'k' uses 4294967292 bytes of scratch per work-item; the gfx704 limit is 131056{{$}}
__kernel void k(__global int *o) {
  int a[N];
  a[get_global_id(0)] = 1;
  o[0] = a[o[1]];
}
#endif

#ifdef TWO
// Each array fits, the two together do not: LLVM finds it, and says it so.
// TWO: amdcl2-clang: error: kernel 'two' uses {{[0-9]+}} bytes of scratch per work-item; the gfx803 limit is 131056{{$}}
kernel void two(global int *o) {
  volatile int a[25000], b[25000];
  a[o[1]] = 1;
  b[o[2]] = 2;
  o[0] = a[o[3]] + b[o[4]];
}
#endif

#ifdef ALLOCA
kernel void dyn(global int *o, int n) {
  // ALLOCA: {{^}}{{.*}}diag-private-memory.cl:[[#@LINE+1]]:19: error: kernel 'dyn': an alloca with a run-time size (such as __builtin_alloca) needs a dynamic stack, which the CL2 ABI does not provide{{$}}
  int *p = (int *)__builtin_alloca(n * 4);
  p[o[1]] = 1;
  o[0] = p[o[2]];
}
#endif
