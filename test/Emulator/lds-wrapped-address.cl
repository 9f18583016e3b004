// From gfx7 on, a DS address is its register plus the offset in 32 bits,
// wrapping: LLVM folds `tab[63 - l]` into a base of -4*l and offset:252,
// and into two offsets of a ds_read2 when it pairs reads. The emulator used
// to add them in 64 bits and stop with "out-of-bounds LDS access" at
// 0x1000000f8. Checked against Python on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s
// CHECK: ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:252
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel rev --global 256 --local 64 --arg buf:@%t.in/x.bin --arg buf:2048 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c n=256 || exit 1; done

// GEN: x = [(i * 2654435761) & 0xffffffff for i in range(n)]
// GEN: write("x.bin", "I", x)
// EXPECT: out = []
// EXPECT: for i in range(n):
// EXPECT:     g, l = i - i % 64, i % 64
// EXPECT:     out += [x[g + 63 - l], (x[g + (62 - l) % 64] + x[g + (60 - l) % 64]) & 0xffffffff]
// EXPECT: expect("arg1.bin", "I", out)

kernel void rev(global const uint *x, global uint *out) {
  __local uint tab[64];
  uint l = get_local_id(0);
  tab[l] = x[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[2 * get_global_id(0)] = tab[63 - l];
  out[2 * get_global_id(0) + 1] = tab[(62 - l) & 63] + tab[(60 - l) & 63];
}
