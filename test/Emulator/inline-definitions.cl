// A C99 inline definition (`inline`, neither static nor extern) has no
// external definition in the program. amdcl2 makes it the external one, so
// calls resolve at every -O: SHOC's sort, scan and fft call such functions
// and failed with "call to undefined function" at -O0 / -cl-opt-disable.
// `extern inline` and `static inline` keep their C99 meaning. The results
// are checked against Python at -O0 and -O2, on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=256
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -c -o %t.o0.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-opt-disable -c -o %t.optdis.gfx900.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -O2 -c -o %t.o2.gfx900.clo %s
// RUN: %run %t.o0.clo --kernel scan --global 256 --local 64 --arg buf:@%t.in/a.bin --arg buf:1024 --arg local:256 --out %t.o0
// RUN: %emucheck check %s %t.o0 n=256
// RUN: %run %t.optdis.gfx900.clo --kernel scan --global 256 --local 64 --arg buf:@%t.in/a.bin --arg buf:1024 --arg local:256 --out %t.optdis.gfx900
// RUN: %emucheck check %s %t.optdis.gfx900 n=256
// RUN: %run %t.o2.gfx900.clo --kernel scan --global 256 --local 64 --arg buf:@%t.in/a.bin --arg buf:1024 --arg local:256 --out %t.o2.gfx900
// RUN: %emucheck check %s %t.o2.gfx900 n=256

// GEN: random.seed(3)
// GEN: a = [random.randrange(0, 1000) for i in range(n)]
// GEN: write("a.bin", "I", a)
// EXPECT: def group_scan(g):
// EXPECT:     s, out = 0, []
// EXPECT:     for v in g:
// EXPECT:         out.append(s); s += 2 * v + 1
// EXPECT:     return out
// EXPECT: expect("arg1.bin", "I", [x + 7 for k in range(0, n, 64) for x in group_scan(a[k:k + 64])])

inline uint twice(uint x) { return 2 * x; }
extern inline uint plus_one(uint x) { return x + 1; }
static inline uint plus_seven(uint x) { return x + 7; }

// An exclusive scan of one value per work-item in local memory, as SHOC's
// sort calls it.
inline uint scanLocalMem(uint val, local uint *s) {
  uint lid = get_local_id(0);
  s[lid] = val;
  barrier(CLK_LOCAL_MEM_FENCE);
  uint sum = 0;
  for (uint k = 0; k < lid; ++k)
    sum += s[k];
  barrier(CLK_LOCAL_MEM_FENCE);
  return sum;
}

kernel void scan(global const uint *a, global uint *out, local uint *s) {
  uint i = get_global_id(0);
  out[i] = plus_seven(scanLocalMem(plus_one(twice(a[i])), s));
}
