// Program-scope data: a constant table (.hsadata_readonly_agent), an
// initialized global (.hsadata_global_agent) and a zero-initialized one
// (.hsabss_global_agent), reached through the code's R_AMDGPU_32_LOW/HIGH
// relocations, which the emulator applies as the loader does. The atomic
// on the bss variable hands out tickets 0..n-1 in some order.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump -r %t.fiji.clo | FileCheck %s
// RUN: %run %t.fiji.clo --kernel lut --global 200 --arg buf:1600 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel lut --global 200 --arg buf:1600 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// CHECK-DAG: R_AMDGPU_32_LOW __hsa_section.hsadata_readonly_agent
// CHECK-DAG: R_AMDGPU_32_LOW __hsa_section.hsadata_global_agent

// EXPECT: table = [3, 1, 4, 1, 5, 9, 2, 6]
// EXPECT: got = read("arg0.bin", "i")
// EXPECT: expect("arg0.bin", "i", [v for i in range(200) for v in (table[i & 7] + 7, got[2 * i + 1])])
// EXPECT: assert sorted(got[1::2]) == list(range(200)), "tickets %r" % sorted(got[1::2])

constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
global int seven = 7;
global int tickets;

kernel void lut(global int *o) {
  size_t i = get_global_id(0);
  o[2 * i] = table[i & 7] + seven;
  o[2 * i + 1] = atomic_inc(&tickets);
}
