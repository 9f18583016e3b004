// printf: the runtime's buffer (u32 write offset, u32 capacity, records of
// a printf ID and the argument bytes) behind setup argument 3, only for a
// kernel that prints, and the records printed with the metadata's formats
// after the run: integers of 4 and 8 bytes, floats promoted or not, an
// inlined string literal, escapes in the format.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel prints --global 64 --arg i32:-42 | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel prints --global 64 --arg i32:-42 | FileCheck %s

// CHECK:      i=0 n=-42 x=0000002a f=0.000 d=0 l=0 ok: 50%
// CHECK-NEXT: i=1 n=-42 x=0000002b f=0.333 d=2.5 l=1099511627776 ok: 50%
// CHECK-NEXT: i=2 n=-42 x=0000002c f=0.667 d=5 l=2199023255552 ok: 50%
// CHECK-NEXT: done
// CHECK-NOT: {{.}}

kernel void prints(int n) {
  size_t i = get_global_id(0);
  if (i < 3)
    printf("i=%d n=%d x=%08x f=%.3f d=%g l=%ld %s: 50%%\n", (int)i, n,
           (uint)(42 + i), (float)i / 3, 2.5 * i, (long)i << 40, "ok");
  if (i == 63)
    printf("done\n");
}
