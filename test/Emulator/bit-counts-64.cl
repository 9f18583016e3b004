// ctz/clz of longs, zero included (OpenCL: 64). LLVM 22 turned the
// saturating add of its 64-bit count into a plain one for
// `ctz((ulong)get_num_groups(2) >> s)` on gfx8, giving 31 for zero (found
// by the random-program campaign against PoCL); the lowering now writes
// these counts in 32-bit pieces (lib/Transforms/WideBitCounts.cpp).
// Checked against Python on fiji and gfx900 at -O2 and -O0.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=128
// RUN: for c in fiji gfx900; do for o in -O2 -O0; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c $o -c -o %t.$c$o.clo %s && \
// RUN:   %run %t.$c$o.clo --kernel counts --global 128 --local 64 --arg buf:@%t.in/a.bin --arg buf:@%t.in/s.bin \
// RUN:     --arg buf:5120 --out %t.$c$o && \
// RUN:   %emucheck check %s %t.$c$o n=128 && \
// RUN:   %run %t.$c$o.clo --kernel uniform --global 256 --local 64 --arg buf:@%t.in/s.bin --arg buf:32 --out %t.u$c$o && \
// RUN:   %emucheck check %s %t.u$c$o n=128 u=1 || exit 1; done; done

// GEN: random.seed(36)
// GEN: a = [0, 1, 2**32, 2**63, 2**64 - 1] + [random.randrange(0, 1 << random.randrange(0, 65)) for i in range(n - 5)]
// GEN: s = [random.randrange(0, 64) for i in range(n)]
// GEN: write("a.bin", "Q", a)
// GEN: write("s.bin", "I", s)
// EXPECT: M = (1 << 64) - 1
// EXPECT: def ctz(x):
// EXPECT:     return 64 if x == 0 else (x & -x).bit_length() - 1
// EXPECT: def clz(x):
// EXPECT:     return 64 - x.bit_length()
// EXPECT: def counts():
// EXPECT:     out = []
// EXPECT:     for i in range(n):
// EXPECT:         y = 2 >> s[i]  # get_num_groups(0): 128 work-items in groups of 64
// EXPECT:         out += [ctz(a[i]), clz(a[i]), ctz(y), clz((a[i] << (s[i] & 63)) & M), ctz(a[i] >> (s[i] & 63))]
// EXPECT:     return out
// EXPECT: if "u" in dir():
// EXPECT:     # One work-group per count: get_num_groups(2) is 1 in one dimension.
// EXPECT:     expect("arg1.bin", "Q", [ctz(1 >> (s[g] & 63)) for g in range(4)])
// EXPECT: else:
// EXPECT:     expect("arg2.bin", "Q", counts())

// The campaign's shape: a uniform shift of a zero-extended count.
kernel void uniform(global const int *s, global ulong *out) {
  uint g = get_group_id(0);
  ulong c = ctz((ulong)get_num_groups(2) >> ((ulong)s[g & 255] & 63));
  if (get_local_id(0) == 0)
    out[g] = c;
}

kernel void counts(global const ulong *a, global const uint *s, global ulong *out) {
  uint i = get_global_id(0);
  ulong x = a[i];
  uint k = s[i];
  out[5 * i] = ctz(x);
  out[5 * i + 1] = clz(x);
  out[5 * i + 2] = ctz((ulong)get_num_groups(0) >> k);
  out[5 * i + 3] = clz(x << (k & 63));
  out[5 * i + 4] = ctz(x >> (k & 63));
}
