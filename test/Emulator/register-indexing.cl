// A private array indexed in a loop LLVM does not unroll stays in VGPRs and
// is reached relative to M0: `v_movrels_b32`/`v_movreld_b32` on gfx8,
// `s_set_gpr_idx_on` ... `s_set_gpr_idx_off` around indexed moves on gfx9
// (SHOC sort's reduce and fft1D_512 stopped on them). Checked against
// Python on fiji and gfx900; an index past the register file is an error
// (unit tests).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in n=128
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=FIJI
// FIJI-DAG: v_movrels_b32
// FIJI-DAG: v_movreld_b32
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=GFX9
// GFX9-DAG: s_set_gpr_idx_on {{.*}}gpr_idx(SRC0)
// GFX9-DAG: s_set_gpr_idx_on {{.*}}gpr_idx(DST)
// GFX9-DAG: s_set_gpr_idx_off
// The occupancy retry's trial compilations of this kernel miss the waves
// they ask for; LLVM's warnings about that are not the user's:
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: warning
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel relative --global 128 --local 64 --arg buf:@%t.in/a.bin --arg buf:@%t.in/idx.bin \
// RUN:     --arg buf:512 --arg u32:40 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c n=128 || exit 1; done

// GEN: random.seed(30)
// GEN: a = [random.randrange(-1000, 1000) for k in range(32)]
// GEN: idx = [random.randrange(0, 1 << 16) for k in range(n)]
// GEN: write("a.bin", "i", a)
// GEN: write("idx.bin", "I", idx)
// EXPECT: out = []
// EXPECT: for i in range(n):
// EXPECT:     p = [a[k] + i for k in range(32)]
// EXPECT:     for k in range(40):
// EXPECT:         p[idx[k] & 31] += p[(idx[k] >> 8) & 31]
// EXPECT:     out.append(p[idx[i] & 31])
// EXPECT: expect("arg2.bin", "i", out)

kernel void relative(global const int *a, global const uint *idx, global int *o,
                     uint n) {
  uint i = get_global_id(0);
  int p[32];
  for (int k = 0; k < 32; ++k)
    p[k] = a[k] + i;
  for (uint k = 0; k < n; ++k)
    p[idx[k] & 31] += p[(idx[k] >> 8) & 31];
  o[i] = p[idx[i] & 31];
}
