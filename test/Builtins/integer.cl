// Integer builtins amdcl2 defines over libclc-22's (lib/Builtins/Integer.cl),
// checked against Python on fiji and gfx900: mad_sat of longs, where
// libclc's saturated every zero product of operands of different signs to
// LONG_MIN (found by the random-program campaign against PoCL); abs and
// abs_diff at the edges where PoCL 3.1 is wrong (abs(INT_MIN) folded,
// abs_diff(int) wrapped past INT_MAX), so the campaign's generator can
// avoid them.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel madsat --global 256 --arg buf:@%t.in/a.bin --arg buf:4096 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c n=256 && \
// RUN:   %run %t.$c.clo --kernel absolute --global 64 --arg buf:@%t.in/e.bin --arg buf:512 --out %t.$c.abs && \
// RUN:   %emucheck check %s %t.$c.abs n=256 k=abs || exit 1; done

// GEN: random.seed(34)
// GEN: edge = [0, 1, -1, 2, -2, 2**62, -2**62, 2**63 - 1, -2**63, 2**32, -2**31, 3037000499, -3037000500]
// GEN: a = [random.choice(edge) if random.random() < 0.5 else random.randrange(-2**63, 2**63) for i in range(6 * n)]
// GEN: write("a.bin", "q", a)
// GEN: e = [-2**31, 2**31 - 1, -2**31, -1, 2**31 - 1, -2**31, 0, -2**31] + [random.randrange(-2**31, 2**31) for i in range(120)]
// GEN: write("e.bin", "i", e)
// EXPECT: def sat(x):
// EXPECT:     return max(-2**63, min(2**63 - 1, x))
// EXPECT: if "k" in dir():
// EXPECT:     out = []
// EXPECT:     for i in range(64):
// EXPECT:         x, y = e[2 * i], e[2 * i + 1]
// EXPECT:         out += [abs(x), abs(x - y)]
// EXPECT:     expect("arg1.bin", "I", out)
// EXPECT: else:
// EXPECT:     out = [sat(a[3 * i] * a[3 * i + 1] + a[3 * i + 2]) for i in range(2 * n)]
// EXPECT:     expect("arg1.bin", "q", out)

kernel void madsat(global const long *a, global long *out) {
  uint i = get_global_id(0);
  out[2 * i] = mad_sat(a[6 * i], a[6 * i + 1], a[6 * i + 2]);
  // The vector overloads, one component each.
  long2 x = (long2)(a[6 * i + 3], 0), y = (long2)(a[6 * i + 4], 0),
        z = (long2)(a[6 * i + 5], 0);
  out[2 * i + 1] = mad_sat(x, y, z).x;
}

kernel void absolute(global const int *e, global uint *out) {
  uint i = get_global_id(0);
  out[2 * i] = abs(e[2 * i]);
  out[2 * i + 1] = abs_diff(e[2 * i], e[2 * i + 1]);
}
