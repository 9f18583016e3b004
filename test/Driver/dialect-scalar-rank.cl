// AMD's dialect: a scalar operand of a vector operation whose type ranks
// above the vector's elements (`float2 * 2.0`, as the APP SDK's
// FluidSimulation2D writes it) is converted to the element type and
// splatted, as clang did before it had OpenCL's rule; clang 22's error is
// the warning. -cl-strict and -Werror keep the error.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+26]]:16: warning: scalar operand type has greater rank than the type of the vector element. ('float2' (vector of 2 'float' values) and 'double'); accepted as in AMD's OpenCL C dialect
// CHECK: [[FILE]]:[[@LINE+26]]:18: warning: scalar operand type has greater rank than the type of the vector element. ('double' and 'float2' (vector of 2 'float' values)); accepted as in AMD's OpenCL C dialect
// CHECK: [[FILE]]:[[@LINE+26]]:5: warning: scalar operand type has greater rank
// CHECK: [[FILE]]:[[@LINE+26]]:17: warning: scalar operand type has greater rank than the type of the vector element. ('int2' (vector of 2 'int' values) and 'long'); accepted as in AMD's OpenCL C dialect
// CHECK: 4 warnings generated.
// RUN: %emucheck gen %s %t.in n=64
// RUN: %run %t.clo --kernel k --global 64 --arg buf:@%t.in/f.bin --arg buf:@%t.in/i.bin --arg buf:1536 --arg buf:512 --out %t.out
// RUN: %emucheck check %s %t.out n=64
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR-COUNT-4: error: scalar operand type has greater rank
// ERR: 4 errors generated.

// GEN: f = [1.0 + (i % 37) * 0.25 for i in range(2 * n)]
// GEN: write("f.bin", "f", f)
// GEN: iv = [(i * 40503) % 20001 - 10000 for i in range(2 * n)]
// GEN: write("i.bin", "i", iv)
// EXPECT: import struct
// EXPECT: f32 = lambda v: struct.unpack("<f", struct.pack("<f", v))[0]
// EXPECT: expect("arg2.bin", "f", [r for j in range(2 * n) for r in (f[j] * 2, f32(0.5 + f[j]), f[j] * 3)])
// EXPECT: expect("arg3.bin", "i", [v + 1 for v in iv])

kernel void k(global const float2 *f, global const int2 *iv, global float *o,
              global int2 *io) {
  uint i = get_global_id(0);
  float2 v = f[i];
  float2 a = v * 2.0;
  float2 b = 0.5 + v;
  v *= 3.0;
  io[i] = iv[i] + 1L;
  vstore2((float2)(a.x, b.x), 0, o + 6 * i);
  o[6 * i + 2] = v.x;
  vstore2((float2)(a.y, b.y), 0, o + 6 * i + 3);
  o[6 * i + 5] = v.y;
}
