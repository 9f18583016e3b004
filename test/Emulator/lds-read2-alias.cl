// ds_read2_b32 whose first destination register is also its address
// register (LLVM: `ds_read2_b32 v[0:1], v0 offset1:16` on gfx900): both
// elements are read before either is written. SHOC sgemmNN and the APP SDK
// prefixSum stopped with an LDS fault; SHOC sort's bottom_scan computed
// wrong values without an error. Checked against Python on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=GFX9
// GFX9: ds_read2_b32 v[[[R:[0-9]+]]:{{[0-9]+}}], v[[R]] offset1:16
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=ISA
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=ISA
// ISA-COUNT-2: ds_read2_b32
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel pairs --global 256 --local 64 --arg buf:@%t.in/a.bin --arg buf:1024 --arg local:512 --out %t.$c.pairs && \
// RUN:   %emucheck check %s %t.$c.pairs n=256 k=pairs && \
// RUN:   %run %t.$c.clo --kernel gather --global 256 --local 64 --arg buf:@%t.in/a.bin --arg buf:1024 --arg local:256 --out %t.$c.gather && \
// RUN:   %emucheck check %s %t.$c.gather n=256 k=gather || exit 1; done

// GEN: random.seed(29)
// GEN: a = [random.randrange(0, 1 << 32) for i in range(n)]
// GEN: write("a.bin", "I", a)
// EXPECT: M = 0xffffffff
// EXPECT: def s(g, j):
// EXPECT:     return a[g + j] if j < 64 else (7 * a[g + j - 64]) & M
// EXPECT: out = []
// EXPECT: for i in range(n):
// EXPECT:     g, l = i - i % 64, i % 64
// EXPECT:     if k == "pairs":
// EXPECT:         out.append((s(g, l) * 3 + s(g, l + 16)) & M)
// EXPECT:     else:
// EXPECT:         j = a[i] & 31
// EXPECT:         out.append((a[g + j] - a[g + j + 32]) & M)
// EXPECT: expect("arg1.bin", "I", out)

kernel void pairs(global const uint *a, global uint *out, local uint *s) {
  uint lid = get_local_id(0), i = get_global_id(0);
  s[lid] = a[i];
  s[lid + 64] = a[i] * 7u;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = s[lid] * 3u + s[lid + 16];
}

kernel void gather(global const uint *a, global uint *out, local uint *s) {
  uint lid = get_local_id(0), i = get_global_id(0);
  s[lid] = a[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  uint j = a[i] & 31;
  out[i] = s[j] - s[j + 32];
}
