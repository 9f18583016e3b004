// A local-pointer argument (the slot holds the LDS offset of a buffer the
// runtime places after the kernel's own group segment), a required
// work-group size used when --local is absent, and a random-filled input
// buffer (written back as arg0.bin, which Python reads as the input).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel rev --global 512 --arg buf:2048:random=9 --arg buf:2048 --arg local:512 --out %t.fiji --json | FileCheck %s
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel rev --global 512 --arg buf:2048:random=9 --arg buf:2048 --arg local:512 --out %t.gfx900 --json | FileCheck %s
// RUN: %emucheck check %s %t.gfx900
// RUN: not %run %t.fiji.clo --kernel rev --global 512 --local 64 --arg buf:2048 --arg buf:2048 --arg local:512 2>&1 | FileCheck %s --check-prefix=REQD

// The static 128 uints, then the 512-byte local argument.
// CHECK: "work_groups": 4,
// CHECK-NEXT: "waves": 8,
// CHECK: "lds_bytes": 1024,
// REQD: error: {{.*}} kernel 'rev' requires work-group size 128,1,1

// EXPECT: inp = read("arg0.bin", "I")
// EXPECT: want = []
// EXPECT: for g in range(4): want += [inp[g * 128 + 127 - l] + 2 * inp[g * 128 + l] for l in range(128)]
// EXPECT: expect("arg1.bin", "I", [w & 0xffffffff for w in want])

kernel __attribute__((reqd_work_group_size(128, 1, 1))) void
rev(global const uint *in, global uint *out, local uint *tmp) {
  local uint mine[128];
  uint l = get_local_id(0), g = get_global_id(0);
  tmp[l] = in[g];
  mine[l] = 2 * in[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = tmp[127 - l] + mine[l];
}
