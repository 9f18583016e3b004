// A private array indexed with run-time values lives in scratch: buffer
// loads and stores through the s[0:3] descriptor (swizzled per lane) and
// the scratch wave offset, with several waves per group.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel scratch --global 300 --local 128 --arg buf:@%t.in/idx.bin --arg buf:1200 --json --out %t.fiji | FileCheck %s
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel scratch --global 300 --local 128 --arg buf:@%t.in/idx.bin --arg buf:1200 --json --out %t.gfx900 | FileCheck %s
// RUN: %emucheck check %s %t.gfx900

// CHECK: "scratch_bytes_per_item": {{[1-9][0-9]+}}

// GEN: random.seed(3)
// GEN: idx = [random.randrange(1 << 16) for i in range(300)]
// GEN: write("idx.bin", "I", idx)
// EXPECT: p = lambda g, i: (g * i * 7 + 3) & 0xffffffff
// EXPECT: expect("arg1.bin", "I", [(p(g, idx[g] & 63) + p(g, (idx[g] >> 8) & 63)) & 0xffffffff for g in range(300)])

kernel void scratch(global const uint *idx, global uint *out) {
  uint p[64];
  uint g = get_global_id(0);
  for (int i = 0; i < 64; ++i)
    p[i] = g * i * 7 + 3;
  uint k = idx[g];
  out[g] = p[k & 63] + p[(k >> 8) & 63];
}
