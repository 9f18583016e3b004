// Char and short by-value arguments (i8, u8, i16, u16 specs): each is
// sign- or zero-extended as its type says, and a spec whose element size
// is not the argument's is refused.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s
// RUN: %run %t.clo --kernel small --global 1 --arg i8:-5 --arg u8:250 \
// RUN:   --arg i16:-30000 --arg u16:60000 --arg i8:-128,127 --arg buf:64 --out %t.out
// RUN: %emucheck check %s %t.out
// RUN: not %run %t.clo --kernel small --global 1 --arg i32:-5 --arg u8:250 \
// RUN:   --arg i16:-30000 --arg u16:60000 --arg i8:1,2 --arg buf:64 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not %run %t.clo --kernel small --global 1 --arg i8:128 --arg u8:250 \
// RUN:   --arg i16:-30000 --arg u16:60000 --arg i8:1,2 --arg buf:64 2>&1 | FileCheck %s --check-prefix=RANGE

// SIZE: argument 0 'a' (char): 'i32:-5' does not match 1 x char
// RANGE: bad argument 'i8:128': '128' is not a valid i8

// EXPECT: expect("arg5.bin", "i", [-5, 250, -30000, 60000, -128, 127])

kernel void small(char a, uchar b, short c, ushort d, char2 e,
                  global int *o) {
  o[0] = a;
  o[1] = b;
  o[2] = c;
  o[3] = d;
  o[4] = e.x;
  o[5] = e.y;
}
