// f32 (correctly rounded, -cl-fp32-correctly-rounded-divide-sqrt) and f64
// division through LLVM's v_div_scale / v_div_fmas / v_div_fixup sequence,
// over operands from denormal to near-overflow: every quotient must be
// the correctly rounded one Python computes, including the scaled cases
// (huge quotients, denormal quotients, denominators whose reciprocal is
// denormal), overflow to infinity and underflow to zero. fiji's kernel runs
// with f32 denormals flushed (.floatmode 0xc0: LLVM enables them only
// around the Newton steps), so its f32 quotients are those of the flushed
// operands, flushed; gfx900 keeps f32 denormals (0xf0).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-fp32-correctly-rounded-divide-sqrt -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel divide --global 4096 --arg buf:@%t.in/fa.bin --arg buf:@%t.in/fb.bin \
// RUN:   --arg buf:16384 --arg buf:@%t.in/da.bin --arg buf:@%t.in/db.bin --arg buf:32768 --out %t.fiji
// RUN: %emucheck check %s %t.fiji flush=1
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-fp32-correctly-rounded-divide-sqrt -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel divide --global 4096 --arg buf:@%t.in/fa.bin --arg buf:@%t.in/fb.bin \
// RUN:   --arg buf:16384 --arg buf:@%t.in/da.bin --arg buf:@%t.in/db.bin --arg buf:32768 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900 flush=0

// GEN: random.seed(3)
// GEN: def pick(lo, hi): return random.uniform(1, 2) * 2.0 ** random.randint(lo, hi)
// GEN: fa = [f32(pick(-149, 126) if k % 3 else pick(-149, -100)) * random.choice([1, -1]) for k in range(4096)]
// GEN: fb = [f32(pick(-149, 126) if k % 3 != 1 else pick(100, 126)) for k in range(4096)]
// GEN: da = [pick(-1074, 1022) * random.choice([1, -1]) if k % 3 else pick(-1074, -900) for k in range(4096)]
// GEN: db = [pick(-1074, 1022) if k % 3 != 1 else pick(900, 1022) for k in range(4096)]
// GEN: write("fa.bin", "f", fa); write("fb.bin", "f", fb); write("da.bin", "d", da); write("db.bin", "d", db)

// EXPECT: import math
// EXPECT: fz = ftz if flush else (lambda v: v)
// EXPECT: def q32(x, y):
// EXPECT:   x, y = fz(x), fz(y)
// EXPECT:   if y == 0: return math.nan if x == 0 else math.copysign(math.inf, x) * math.copysign(1, y)
// EXPECT:   try: return fz(f32(x / y))
// EXPECT:   except OverflowError: return math.copysign(math.inf, x)
// EXPECT: def q64(x, y):
// EXPECT:   try: return x / y
// EXPECT:   except OverflowError: return math.copysign(math.inf, x)
// EXPECT: fa, fb, da, db = read("fa.bin", "f"), read("fb.bin", "f"), read("da.bin", "d"), read("db.bin", "d")
// EXPECT: expect("arg2.bin", "f", [q32(x, y) for x, y in zip(fa, fb)])
// EXPECT: expect("arg5.bin", "d", [q64(x, y) for x, y in zip(da, db)])

kernel void divide(global const float *fa, global const float *fb,
                   global float *fq, global const double *da,
                   global const double *db, global double *dq) {
  size_t i = get_global_id(0);
  fq[i] = fa[i] / fb[i];
  dq[i] = da[i] / db[i];
}
