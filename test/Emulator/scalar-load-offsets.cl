// A uniform load at a dynamic index (`in[p & 255]`): gfx9 adds an SGPR and
// an immediate offset in one `s_load_dword ... s[N], offset:...`
// (S_LOAD_DWORD_SGPR_IMM), which the random-program campaign found the
// emulator refusing. Checked against Python on fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefix=GFX9
// GFX9: s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offset:0x
// RUN: for c in fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   %run %t.$c.clo --kernel pick --global 64 --arg buf:@%t.in/a.bin --arg buf:256 --arg i32:37 --out %t.$c && \
// RUN:   %emucheck check %s %t.$c p=37 || exit 1; done

// GEN: random.seed(32)
// GEN: a = [random.randrange(0, 1 << 32) for i in range(256)]
// GEN: write("a.bin", "I", a)
// EXPECT: expect("arg1.bin", "I", [(a[p & 255] + a[(p + 5) & 255] + i) & 0xffffffff for i in range(64)])

kernel void pick(global const uint *in, global uint *out, int p) {
  uint i = get_global_id(0);
  out[i] = in[p & 255] + in[(p + 5) & 255] + i;
}
