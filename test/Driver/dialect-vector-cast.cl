// AMD's dialect: a cast of a vector to an integer type of the same size
// (`(uint)(ww)` on a `uchar4`, as the APP SDK 3.0 RegionGrowingSegmentation
// sample writes it to compare-and-swap a pixel's four bytes as one dword;
// AMD compiled it, CLRX's tests hold the binary) reinterprets the vector's
// bits, as as_uint does. clang 22 accepts only as_type for it; its error is
// the warning. A cast to an integer of another size stays an error, and
// -cl-strict and -Werror keep the error.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+20]]:12: warning: invalid conversion between vector type 'uchar4' (vector of 4 'uchar' values) and integer type 'uint' (aka 'unsigned int') of different size; accepted as in AMD's OpenCL C dialect
// CHECK: [[FILE]]:[[@LINE+22]]:18: warning: invalid conversion between vector type 'short2'
// CHECK: 2 warnings generated.
// RUN: %emucheck gen %s %t.in
// RUN: %run %t.clo --kernel k --global 64 --arg buf:@%t.in/p.bin --arg buf:512 --out %t.out
// RUN: %emucheck check %s %t.out
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DOTHER_SIZE -c -o %t.other.clo %s 2>&1 | FileCheck %s --check-prefix=SIZE
// ERR-COUNT-2: error: invalid conversion between vector type
// SIZE: error: invalid conversion between vector type 'uchar4' (vector of 4 'uchar' values) and integer type 'ulong'

// GEN: random.seed(9)
// GEN: p = [random.getrandbits(8) for _ in range(256)]
// GEN: write("p.bin", "B", p)
// EXPECT: w = [p[4 * i] | p[4 * i + 1] << 8 | p[4 * i + 2] << 16 | p[4 * i + 3] << 24 for i in range(64)]
// EXPECT: expect("arg1.bin", "I", [x for i in range(64) for x in (w[i], (w[i] + 0x00010001) & 0xffffffff)])

kernel void k(global const uchar4 *p, global uint *o) {
  size_t i = get_global_id(0);
  uint w = (uint)(p[i]);
  short2 s = as_short2(w + 0x00010001u);
  o[2 * i] = w;
  o[2 * i + 1] = (uint)(s);
#ifdef OTHER_SIZE
  o[0] = (ulong)(p[i]);
#endif
}
