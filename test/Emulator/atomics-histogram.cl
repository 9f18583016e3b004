// Global atomics from many work-groups: a histogram (atomic_inc), sums,
// signed min/max, bitwise or/and/xor, sub, dec and a compare-exchange that
// only the first work-item to arrive wins (the value it stored must be one
// of the inputs; which one depends on scheduling, so the check says so).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel hist --global 1000 --local 128 --arg buf:@%t.in/in.bin --arg buf:@%t.in/bins.bin --arg buf:@%t.in/mm.bin --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel hist --global 1000 --local 128 --arg buf:@%t.in/in.bin --arg buf:@%t.in/bins.bin --arg buf:@%t.in/mm.bin --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900
// LLVM's atomic optimizer with the DPP strategy reduces uniform-address
// atomics across the wave with row_shr, row_bcast:15 and row_bcast:31 DPP
// min/max/and/or/xor before one lane's atomic: the same results.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -mllvm -amdgpu-atomic-optimizer-strategy=DPP -c -o %t.dpp.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump --disassemble %t.dpp.clo | FileCheck %s --check-prefix=DPP %}
// RUN: %run %t.dpp.clo --kernel hist --global 1000 --local 128 --arg buf:@%t.in/in.bin --arg buf:@%t.in/bins.bin --arg buf:@%t.in/mm.bin --out %t.dpp
// RUN: %emucheck check %s %t.dpp

// DPP: v_min_i32_dpp {{.*}} row_shr:1
// DPP: v_min_i32_dpp {{.*}} row_bcast:15 row_mask:0xa
// DPP: v_min_i32_dpp {{.*}} row_bcast:31 row_mask:0xc

// GEN: random.seed(11)
// GEN: v = [random.randrange(1 << 32) for i in range(1000)]
// GEN: bins0 = [0] * 20 + [0, 0xffffffff, 0x12345678, 5000, 0, 5000]
// GEN: write("in.bin", "I", v)
// GEN: write("bins.bin", "I", bins0)
// GEN: write("mm.bin", "i", [0x7fffffff, -0x80000000])
// EXPECT: s = lambda x: x - (1 << 32) if x >= 1 << 31 else x
// EXPECT: want = [sum(1 for x in v if x & 15 == b) for b in range(16)]
// EXPECT: want += [sum(x & 0xff for x in v if x & 3 == b) for b in range(4)]
// EXPECT: o = 0
// EXPECT: a = 0xffffffff
// EXPECT: x = 0x12345678
// EXPECT: for e in v: o |= 1 << (e & 31); a &= ~(1 << (e & 31)) & 0xffffffff; x ^= e
// EXPECT: got = read("arg1.bin", "I")
// EXPECT: want += [o, a, x, 5000 - 1000, got[24] if got[24] in v else "one of the inputs", 5000 - 1000]
// EXPECT: expect("arg1.bin", "I", want)
// EXPECT: expect("arg2.bin", "i", [min(s(e) for e in v), max(s(e) for e in v)])

kernel void hist(global const uint *in, global uint *bins, global int *mm) {
  uint v = in[get_global_id(0)];
  atomic_inc(&bins[v & 15]);
  atomic_add(&bins[16 + (v & 3)], v & 0xff);
  atomic_min(&mm[0], (int)v);
  atomic_max(&mm[1], (int)v);
  atomic_or(&bins[20], 1u << (v & 31));
  atomic_and(&bins[21], ~(1u << (v & 31)));
  atomic_xor(&bins[22], v);
  atomic_sub(&bins[23], 1u);
  atomic_cmpxchg(&bins[24], 0u, v);
  atomic_dec(&bins[25]);
}
