// A FLAT access to private memory (through a generic pointer the compiler
// cannot resolve) that crosses a dword's end continues in the lane's own
// next dword: private memory is swizzled a dword at a time, as the scratch
// buffer is. On gfx9 LLVM loads three chars at any generic address as a
// short and a byte. Values from Python. (32-bit programs have no generic
// pointers to private memory.)
// REQUIRES: amdcl2-clang, amdcl2-run
// UNSUPPORTED: m32
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-std=CL2.0 -c -o %t.gfx900.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump --disassemble %t.gfx900.clo | FileCheck %s --check-prefix=ISA %}
// RUN: %run %t.gfx900.clo --kernel get --global 16 --arg buf:@%t.in/src.bin --arg buf:@%t.in/off.bin \
// RUN:   --arg buf:@%t.in/al.bin --arg buf:64 --arg i32:1 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel get --global 16 --arg buf:@%t.in/src.bin --arg buf:@%t.in/off.bin \
// RUN:   --arg buf:@%t.in/al.bin --arg buf:64 --arg i32:1 --out %t.fiji
// RUN: %emucheck check %s %t.fiji

// ISA: flat_load_ushort

// GEN: random.seed(11)
// GEN: src = [random.randrange(-128, 128) for i in range(64)]
// GEN: off = [random.randrange(16) for i in range(16)]
// GEN: al = [1 + 2 * random.randrange(4) for i in range(16)]  # odd: unaligned
// GEN: write("src.bin", "b", src)
// GEN: write("off.bin", "I", off)
// GEN: write("al.bin", "I", al)
// EXPECT: got = read("arg3.bin", "b")
// EXPECT: want = []
// EXPECT: for t in range(16):
// EXPECT:     base = off[t] * 3 + al[t]
// EXPECT:     want += src[base:base + 3] + [got[4 * t + 3]]  # the fourth byte is unspecified
// EXPECT: expect("arg3.bin", "b", want)

kernel void get(global const char *src, global const uint *off,
                global const uint *al, global char3 *r, int which) {
  char p[64];
  local char l[64];
  int tid = get_global_id(0);
  for (int j = 0; j < 64; ++j)
    p[j] = src[j];
  if (get_local_id(0) == 0)
    for (int j = 0; j < 64; ++j)
      l[j] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  char *g = which ? (char *)p : (char *)l;
  r[tid] = vload3(off[tid], g + al[tid]);
}
