// AMD's dialect: an integer converted implicitly to a pointer, in a
// program-scope initialiser or anywhere else, is clang's warning, as it was
// in AMD's compiler, not clang 22's default error. -cl-strict and -Werror
// keep the error.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+11]]:13: warning: incompatible integer to pointer conversion initializing '__global int *__global' with an expression of type 'int' [-Wint-conversion]
// CHECK: 1 warning generated.
// RUN: %run %t.clo --kernel k --global 1 --arg buf:8 --out %t.out
// RUN: %python -c "import struct, sys; v = struct.unpack('<Q', open(sys.argv[1], 'rb').read())[0]; sys.exit(0 if v == 0x100 else 'got %%#x' %% v)" %t.out/arg0.bin
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: incompatible integer to pointer conversion initializing
// ERR: 1 error generated.

// A device address never dereferenced, as a program could keep one to
// compare against.
global int *g = 0x100;
kernel void k(global ulong *out) { out[0] = (ulong)g; }
