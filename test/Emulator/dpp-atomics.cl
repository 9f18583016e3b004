// LLVM's atomic optimizer with the DPP strategy, on fiji and gfx900: the
// wave's sum and prefix sums of atomic_add/atomic_sub come from
// v_add_u32_dpp (gfx8's writes a carry to VCC, gfx9's has none) over
// row_shr, row_bcast and wave_shr. The totals must be exact and the values
// the atomics return a chain: sorted, each the previous plus its operand.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -mllvm -amdgpu-atomic-optimizer-strategy=DPP -c -o %t.fiji.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump -d %t.fiji.clo | FileCheck %s %}
// RUN: %run %t.fiji.clo --kernel sums --global 1000 --local 256 --arg buf:@%t.in/v.bin --arg buf:@%t.in/t.bin --arg buf:8000 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -mllvm -amdgpu-atomic-optimizer-strategy=DPP -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump -d %t.gfx900.clo | FileCheck %s
// RUN: %run %t.gfx900.clo --kernel sums --global 1000 --local 256 --arg buf:@%t.in/v.bin --arg buf:@%t.in/t.bin --arg buf:8000 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// CHECK: v_add_u32_dpp {{.*}} row_shr:1
// CHECK: v_add_u32_dpp {{.*}} row_bcast:15

// GEN: random.seed(64)
// GEN: write("v.bin", "I", [random.randint(1, 1 << 20) for _ in range(1000)])
// GEN: write("t.bin", "I", [7, 1 << 31])

// EXPECT: V, T = read("v.bin", "I"), read("t.bin", "I")
// EXPECT: m = 2 ** 32
// EXPECT: expect("arg1.bin", "I", [(7 + sum(V)) % m, ((1 << 31) - sum(V)) % m])
// EXPECT: R = read("arg2.bin", "I")
// EXPECT: for k, start, sign in ((0, 7, 1), (1, 1 << 31, -1)):
// EXPECT:   got = sorted(((R[2 * i + k] - start) * sign % m, V[i]) for i in range(1000))
// EXPECT:   acc = 0
// EXPECT:   for ret, v in got:
// EXPECT:     assert ret == acc, "atomic %d returned %d where the chain is at %d" % (k, ret, acc)
// EXPECT:     acc += v

kernel void sums(global const uint *v, global uint *t, global uint2 *r) {
  size_t i = get_global_id(0);
  uint a = atomic_add(t, v[i]);
  uint b = atomic_sub(t + 1, v[i]);
  r[i] = (uint2)(a, b);
}
