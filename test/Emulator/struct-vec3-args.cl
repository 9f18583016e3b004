// By-value arguments: a struct (a pointer to a copy of it in the argument
// buffer), a float3 (4 elements' slot in the new format), an int2, a long
// and a double, at the offsets the metadata gives.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel args --global 1 --arg buf:@%t.in/s.bin --arg f32:1.5,-2.25,3e10 \
// RUN:   --arg i32:-7,9 --arg i64:-123456789012 --arg f64:0.1 --arg buf:64 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel args --global 1 --arg buf:@%t.in/s.bin --arg f32:1.5,-2.25,3e10 \
// RUN:   --arg i32:-7,9 --arg i64:-123456789012 --arg f64:0.1 --arg buf:64 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// GEN: write_bytes("s.bin", struct.pack("<ifq", -42, 0.75, 1 << 40))
// EXPECT: out = struct.unpack("<ifqfffii4xqd", read_bytes("arg5.bin")[:56])
// EXPECT: want = (-42, 0.75, 1 << 40, 1.5, -2.25, f32(3e10), -7, 9, -123456789012, 0.1)
// EXPECT: assert out == want, "got %r, expected %r" % (out, want)

typedef struct {
  int a;
  float b;
  long c;
} S;

kernel void args(S s, float3 v, int2 p, long l, double d, global uint *o) {
  global int *oi = (global int *)o;
  global float *of = (global float *)o;
  global long *ol = (global long *)o;
  global double *od = (global double *)o;
  oi[0] = s.a;
  of[1] = s.b;
  ol[1] = s.c;
  of[4] = v.x;
  of[5] = v.y;
  of[6] = v.z;
  oi[7] = p.x;
  oi[8] = p.y;
  ol[5] = l;
  od[6] = d;
}
