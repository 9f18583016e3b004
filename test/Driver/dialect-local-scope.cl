// AMD's dialect: a __local variable declared in a nested scope of a kernel
// (sgminer's quarkcoin declares its tables inside a block) is accepted with
// clang's error as a warning; it is the same one variable per work-group as
// at the kernel's outermost scope, where amdcl2 moves it. Declared again
// later in the kernel (quarkcoin does, and reads the tables there without
// loading them again), it is the same variable. A name that could then mean
// something else keeps the error, as do -cl-strict and -Werror.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+34]]:18: warning: variables in the local address space can only be declared in the outermost scope of a kernel function; accepted as in AMD's OpenCL C dialect
// CHECK-NEXT: {{ *}}[[@LINE+33]] |     __local uint sums[64]; // a block's own table
// CHECK: [[FILE]]:[[@LINE+51]]:18: warning: variables in the local address space can only be declared in the outermost scope of a kernel function; accepted as in AMD's OpenCL C dialect
// CHECK: 2 warnings generated.
// RUN: %emucheck gen %s %t.in n=256
// RUN: %run %t.clo --kernel k --global 256 --local 64 --arg buf:@%t.in/x.bin --arg buf:16 --out %t.out
// RUN: %emucheck check %s %t.out n=256
// RUN: %run %t.clo --kernel twice --global 256 --local 64 --arg buf:@%t.in/x.bin --arg buf:1024 --out %t.twice
// RUN: %emucheck check %s %t.twice n=256 k=twice
// The kernel's line numbers are the source's, moved or not.
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DUNDEF -c -o %t.undef.clo %s 2>&1 | FileCheck %s --check-prefix=UNDEF -DFILE=%s
// UNDEF: [[FILE]]:[[@LINE+35]]:{{[0-9]+}}: error: call to undefined function 'missing'
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DCLASH -c -o %t.clash.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: variables in the local address space can only be declared in the outermost scope of a kernel function
// ERR-NOT: warning: variables in the local

// GEN: x = [(i * 7919) % 1000 for i in range(n)]
// GEN: write("x.bin", "I", x)
// EXPECT: if "k" in dir():
// EXPECT:     expect("arg1.bin", "I", [x[i - i % 64 + 63 - i % 64] * 3 for i in range(n)])
// EXPECT: else:
// EXPECT:     expect("arg1.bin", "I", [sum(x[g * 64:(g + 1) * 64]) for g in range(4)])

#ifdef UNDEF
void missing(void);
#endif
kernel void k(global const uint *x, global uint *out) {
  uint l = get_local_id(0);
#ifdef CLASH
  uint sums = 0; // the moved table would hide this
#endif
  if (get_global_id(0) < get_global_size(0)) {
    __local uint sums[64]; // a block's own table
    sums[l] = x[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = 32; s > 0; s >>= 1) {
      if (l < s)
        sums[l] += sums[l + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
      out[get_group_id(0)] = sums[0];
  }
#ifdef UNDEF
  missing();
#endif
}

kernel void twice(global const uint *x, global uint *out) {
  uint l = get_local_id(0);
  {
    __local uint tab[64];
    tab[l] = x[get_global_id(0)] * 3;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  __local uint tab[64]; // the block's, as AMD's compiler had it
  out[get_global_id(0)] = tab[63 - l];
}
