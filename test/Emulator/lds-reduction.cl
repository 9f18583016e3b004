// A tree reduction in LDS over work-groups of 256 (four waves), with a
// barrier between the steps: a wave that ran ahead would read stale LDS.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel reduce --global 1024 --local 256 --arg buf:@%t.in/in.bin --arg buf:16 --json --out %t.fiji | FileCheck %s
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel reduce --global 1024 --local 256 --arg buf:@%t.in/in.bin --arg buf:16 --json --out %t.gfx900 | FileCheck %s
// RUN: %emucheck check %s %t.gfx900

// CHECK: "work_groups": 4,
// CHECK-NEXT: "waves": 16,
// CHECK: "lds_bytes": 1024,

// GEN: random.seed(7)
// GEN: data = [random.randrange(1 << 20) for i in range(1024)]
// GEN: write("in.bin", "I", data)
// EXPECT: expect("arg1.bin", "I", [sum(data[g * 256:(g + 1) * 256]) & 0xffffffff for g in range(4)])

kernel void reduce(global const uint *in, global uint *out) {
  local uint tmp[256];
  uint l = get_local_id(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = 128; s > 0; s >>= 1) {
    if (l < s)
      tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = tmp[0];
}
