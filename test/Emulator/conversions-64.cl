// 64-bit integers to float in every rounding mode, and byte compares. LLVM
// converts u64 with v_ffbh_u32, a shift, v_cvt_f32_u32 and v_ldexp_f32, and
// i64 with v_ffbh_i32: the random-program campaign (bench/clgen.py) found
// gfx8's flushed f32 denormals applied to ldexp's integer exponent (every
// u64 above 2^32 came out 2^32 times too small, silently) and
// v_ffbh_i32 and gfx9's 32-bit SDWA compares missing. Checked against
// exact rounding in Python on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=FIJI
// FIJI-DAG: v_ldexp_f32
// FIJI-DAG: v_ffbh_i32
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=GFX9
// GFX9-DAG: v_cmp_eq_u32_sdwa
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel conv --global 256 --arg buf:@%t.in/a.bin --arg buf:8192 --out %t.$c && \
// RUN:   %run %t.$c.clo --kernel bytes --global 256 --arg buf:@%t.in/a.bin --arg buf:1024 --out %t.$c.b && \
// RUN:   %emucheck check %s %t.$c n=256 k=conv && %emucheck check %s %t.$c.b n=256 k=bytes || exit 1; done

// GEN: random.seed(33)
// GEN: edge = [0, 1, 2**32 - 1, 2**32, 2**32 + 1, 2**63, 2**64 - 1, 2**53 + 1, 2**24 + 1]
// GEN: a = [edge[i] if i < len(edge) else random.randrange(0, 1 << random.randrange(1, 65)) for i in range(n)]
// GEN: write("a.bin", "Q", a)
// EXPECT: def s64(x):
// EXPECT:     return x - (1 << 64) if x >= 1 << 63 else x
// EXPECT: out = []
// EXPECT: for x in a:
// EXPECT:     for v in (x, s64(x)):
// EXPECT:         out += [fround(v, "f", m) for m in ("rne", "rtz", "rtp", "rtn")]
// EXPECT: if k == "conv":
// EXPECT:     expect("arg1.bin", "f", out)
// EXPECT: else:
// EXPECT:     expect("arg1.bin", "I", [1 if (x >> 8) & 0xff == x & 0xff else 0 for x in a])

kernel void conv(global const ulong *a, global float *out) {
  uint i = get_global_id(0);
  ulong u = a[i];
  long s = as_long(u);
  vstore4((float4)(convert_float(u), convert_float_rtz(u), convert_float_rtp(u),
                   convert_float_rtn(u)), 2 * i, out);
  vstore4((float4)(convert_float(s), convert_float_rtz(s), convert_float_rtp(s),
                   convert_float_rtn(s)), 2 * i + 1, out);
}

kernel void bytes(global const ulong *a, global uint *out) {
  uint i = get_global_id(0);
  uint x = (uint)a[i];
  out[i] = ((x >> 8) & 0xff) == (x & 0xff);
}
