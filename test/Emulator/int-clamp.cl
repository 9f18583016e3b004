// Clamp on 32-bit VOP3 integer adds and subtracts saturates. LLVM selects
// it for `a < b ? 0 : a - b` and add_sat/sub_sat: gfx8's carry-writing
// `v_sub_u32_e64 ... clamp` (the emulator used to ignore the bit: 1 - 2
// gave 0xffffffff, and the APP SDK SimpleConvolution wrote 127 wrong border
// pixels), gfx9's carry-less `v_sub_u32_e64 ... clamp` and signed
// `v_add_i32 ... clamp`. Checked against Python on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=512
// RUN: %if !gfx7 %{ amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=FIJI %}
// FIJI-DAG: v_sub_u32_e64 {{.*}} clamp
// FIJI-DAG: v_add_u32_e64 {{.*}} clamp
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=GFX9
// GFX9-DAG: v_sub_u32_e64 {{.*}} clamp
// GFX9-DAG: v_add_u32_e64 {{.*}} clamp
// GFX9-DAG: v_add_i32 {{.*}} clamp
// GFX9-DAG: v_sub_i32 {{.*}} clamp
// GFX9-DAG: v_add_u32_sdwa {{.*}} clamp {{.*}} src1_sel:BYTE_1
// GFX9-DAG: v_sub_u32_sdwa {{.*}} clamp {{.*}} src1_sel:WORD_1
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel sat --global 512 --local 64 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin \
// RUN:     --arg buf:8192 --arg buf:@%t.in/ia.bin --arg buf:@%t.in/ib.bin --arg buf:4096 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c n=512 && \
// RUN:   %run %t.$c.clo --kernel bsat --global 512 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:4096 --out %t.$c.b && \
// RUN:   %emucheck check %s %t.$c.b n=512 k=bsat && \
// RUN:   %run %t.$c.clo --kernel lit --global 512 --arg buf:@%t.in/a.bin --arg buf:10240 --out %t.$c.l && \
// RUN:   %emucheck check %s %t.$c.l n=512 k=lit || exit 1; done

// GEN: random.seed(2)
// GEN: edges = [0, 1, 2, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff]
// GEN: def pick():
// GEN:     return random.choice(edges) if random.random() < 0.3 else random.randrange(0, 1 << 32)
// GEN: a = [pick() for i in range(n)]
// GEN: b = [pick() for i in range(n)]
// GEN: ia = [pick() for i in range(n)]
// GEN: ib = [pick() for i in range(n)]
// GEN: write("a.bin", "I", a)
// GEN: write("b.bin", "I", b)
// GEN: write("ia.bin", "I", ia)
// GEN: write("ib.bin", "I", ib)
// EXPECT: def s32(x):
// EXPECT:     return x - (1 << 32) if x >= 1 << 31 else x
// EXPECT: def clampi(x):
// EXPECT:     return max(-(1 << 31), min((1 << 31) - 1, x))
// EXPECT: if "k" in dir() and k == "lit":
// EXPECT:     out = []
// EXPECT:     for x in a:
// EXPECT:         h = x & 0xffff
// EXPECT:         out += [min(0xffffffff, x + 3000000000), max(0, x - 3000000000), min(0xffff, h + 40000), max(0, h - 40000),
// EXPECT:                 min(0xffffffff, (x & 0xffffff) * 36 + 2819332924)]
// EXPECT:     expect("arg1.bin", "I", out)
// EXPECT: elif "k" in dir():
// EXPECT:     out = []
// EXPECT:     for i in range(n):
// EXPECT:         out += [min(0xffffffff, a[i] + ((b[i] >> 8) & 0xff)), max(0, a[i] - (b[i] >> 16))]
// EXPECT:     expect("arg2.bin", "I", out)
// EXPECT: else:
// EXPECT:     u = []
// EXPECT:     for i in range(n):
// EXPECT:         u += [max(0, a[i] - b[i]), min(0xffffffff, a[i] + b[i]), (a[i] - b[i]) & 0xffffffff, 0]
// EXPECT:     expect("arg2.bin", "I", u)
// EXPECT:     s = []
// EXPECT:     for i in range(n):
// EXPECT:         s += [clampi(s32(ia[i]) + s32(ib[i])), clampi(s32(ia[i]) - s32(ib[i]))]
// EXPECT:     expect("arg5.bin", "i", s)

kernel void sat(global const uint *a, global const uint *b, global uint *o,
                global const int *ia, global const int *ib, global int *io) {
  uint i = get_global_id(0);
  o[4 * i] = a[i] < b[i] ? 0 : a[i] - b[i];
  o[4 * i + 1] = add_sat(a[i], b[i]);
  o[4 * i + 2] = a[i] - b[i];
  o[4 * i + 3] = 0;
  io[2 * i] = add_sat(ia[i], ib[i]);
  io[2 * i + 1] = sub_sat(ia[i], ib[i]);
}

// gfx9 adds and subtracts a byte or half of a word with SDWA and clamp.
kernel void bsat(global const uint *a, global const uint *b, global uint *o) {
  uint i = get_global_id(0);
  o[2 * i] = add_sat(a[i], (b[i] >> 8) & 0xffu);
  o[2 * i + 1] = sub_sat(a[i], b[i] >> 16);
}

// Saturating adds and subtracts of a literal: on gfx8 LLVM 22 dropped the
// clamp when it shrank the add to encode the literal (the lowering writes
// them as min/max and add/sub, lib/Transforms/SaturatingLiterals.cpp).
kernel void lit(global const uint *a, global uint *o) {
  uint i = get_global_id(0);
  o[5 * i] = add_sat(a[i], 3000000000u);
  o[5 * i + 1] = sub_sat(a[i], 3000000000u);
  o[5 * i + 2] = add_sat((ushort)a[i], (ushort)40000);
  o[5 * i + 3] = sub_sat((ushort)a[i], (ushort)40000);
  // The campaign's shape (seed 789): a product that fits, a literal added.
  o[5 * i + 4] = mad_sat(a[i] & 0xffffffu, 36u, 2819332924u);
}
