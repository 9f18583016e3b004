// AMD's dialect: a pointer passed or assigned to a pointer of another type
// in the same address space is clang's warning, as it was in AMD's compiler
// (sgminer's neoscrypt passes `__global ulong16 *` to `__global uint *`
// parameters), not clang 22's default error. -cl-strict, -Werror and
// -pedantic-errors keep the error.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+24]]:8: warning: incompatible pointer types passing '__global ulong2 *' to parameter of type '__global uint *'{{.*}}[-Wincompatible-pointer-types]
// CHECK: [[FILE]]:[[@LINE+24]]:16: warning: incompatible pointer types initializing{{.*}}[-Wincompatible-pointer-types]
// CHECK: 2 warnings generated.
// RUN: %emucheck gen %s %t.in n=64
// RUN: %run %t.clo --kernel k --global 64 --arg buf:@%t.in/x.bin --out %t.out
// RUN: %emucheck check %s %t.out n=64
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -pedantic-errors -c -o %t.pe.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: incompatible pointer types passing
// ERR: 2 errors generated.

// GEN: x = [(i * 2654435761) & 0xffffffffffffffff for i in range(2 * n)]
// GEN: write("x.bin", "Q", x)
// EXPECT: out = []
// EXPECT: for i in range(n):
// EXPECT:     w = x[2 * i] | x[2 * i + 1] << 64
// EXPECT:     w = (w & ~0xffffffff) | ((w + 1) & 0xffffffff)
// EXPECT:     w = (w & ~(0xffffffff << 32)) | (7 << 32)
// EXPECT:     out += [w & 0xffffffffffffffff, w >> 64]
// EXPECT: expect("arg0.bin", "Q", out)

void bump(global uint *w) { w[0] += 1; }
kernel void k(global ulong2 *x) {
  bump(x + get_global_id(0));
  global uint *w = x + get_global_id(0);
  w[1] = 7;
}
