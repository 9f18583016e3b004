// Generic pointers to global, local and private memory (usegeneric): FLAT
// accesses through the apertures the dispatch gives the kernel (gfx8: the
// aperture buffer behind the queue pointer, dwords 16 and 17; gfx9: the
// src_shared_base/src_private_base sources), private memory reached both
// through the scratch buffer and through FLAT_SCRATCH, and to_global,
// to_local and to_private on each.
// REQUIRES: amdcl2-clang, amdcl2-run
// Not run as a 32-bit program (the m32 variant): a 32-bit generic pointer
// cannot hold a local or private address.
// UNSUPPORTED: m32
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel gen_ptrs --global 384 --local 128 --arg buf:@%t.in/g.bin --arg buf:4608 --arg u32:1 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-objdump --kernels %t.fiji.clo | FileCheck %s --check-prefix=GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel gen_ptrs --global 384 --local 128 --arg buf:@%t.in/g.bin --arg buf:4608 --arg u32:1 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// GFX8: .usegeneric

// GEN: random.seed(8)
// GEN: g = [random.randrange(-1000, 1000) for i in range(384)]
// GEN: write("g.bin", "i", g)
// EXPECT: sel = 1
// EXPECT: which = [(i + sel) % 3 for i in range(384)]
// EXPECT: expect("arg0.bin", "i", [g[i] + (5 if which[i] == 0 else 0) for i in range(384)])
// EXPECT: want = []
// EXPECT: for i in range(384): want += [100 + i % 128 + (5 if which[i] == 1 else 0), (i & 15) * i + (5 if which[i] == 2 else 0), which[i] + 1]
// EXPECT: expect("arg1.bin", "i", want)

void bump(int *p, int v) { *p += v; }

kernel void gen_ptrs(global int *g, global int *out, uint sel) {
  local int l[128];
  int priv[16];
  uint lid = get_local_id(0), gid = get_global_id(0);
  l[lid] = 100 + lid;
  for (int i = 0; i < 16; ++i)
    priv[i] = i * gid;
  barrier(CLK_LOCAL_MEM_FENCE);
  int *p;
  uint which = (gid + sel) % 3;
  if (which == 0)
    p = &g[gid];
  else if (which == 1)
    p = &l[lid];
  else
    p = &priv[gid & 15];
  bump(p, 5);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[3 * gid] = l[lid];
  out[3 * gid + 1] = priv[gid & 15];
  out[3 * gid + 2] = to_global(p) ? 1 : to_local(p) ? 2 : to_private(p) ? 3 : 0;
}
