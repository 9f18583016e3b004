// AMD's dialect: a plain assignment to an atomic object (AMD's own OpenCL
// 2.0 SVM samples assign to `atomic_int` elements) is accepted with clang's
// error as a warning, and is what C11 makes it: a sequentially consistent
// atomic store, at device scope. -cl-strict and -Werror keep the error.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+13]]:8: warning: atomic variable can be assigned to a variable only in global address space; accepted as in AMD's OpenCL C dialect
// CHECK: 1 warning generated.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -emit-llvm -o - %s 2>/dev/null | FileCheck %s --check-prefix=IR
// IR: store atomic i32 {{.*}} syncscope("agent") seq_cst
// RUN: %run %t.clo --kernel k --global 64 --arg buf:256 --arg buf:256:random=3 --out %t.out
// RUN: %python -c "import struct, sys; a = struct.unpack('<64i', open(sys.argv[1], 'rb').read()); b = struct.unpack('<64i', open(sys.argv[2], 'rb').read()); sys.exit(0 if list(a) == [(3 * i + b[i]) & 0x7fffffff for i in range(64)] else 'wrong')" %t.out/arg0.bin %t.out/arg1.bin
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: atomic variable can be assigned to a variable only in global address space
// ERR: 1 error generated.

kernel void k(global atomic_int *a, global const int *b) {
  int i = get_global_id(0);
  a[i] = (3 * i + b[i]) & 0x7fffffff;
}
