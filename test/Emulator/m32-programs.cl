// 32-bit programs (-m32, issue 33): size_t, ptrdiff_t, intptr_t and
// pointers are 4 bytes, in arguments and in memory, and size_t arithmetic
// wraps at 32 bits; a pointer stored in a struct in global memory takes 4
// bytes and loads back; builtins with size_t parameters (vload/vstore,
// async_work_group_copy, work_group_broadcast) and atomics on an
// atomic_uintptr_t work. Checked against Python on bonaire, fiji and gfx900.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: for c in bonaire fiji gfx900; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=$c -c -o %t.$c.clo %s && \
// RUN:   amdcl2-objdump --headers %t.$c.clo | FileCheck %s --check-prefix=HDR && \
// RUN:   %run %t.$c.clo --kernel sizes --global 8 --arg buf:64 --arg buf:32 --out %t.$c.s && \
// RUN:   %emucheck check %s %t.$c.s k=sizes && \
// RUN:   %run %t.$c.clo --kernel list --global 1 --arg buf:128 --arg buf:8 --out %t.$c.l && \
// RUN:   %emucheck check %s %t.$c.l k=list && \
// RUN:   %run %t.$c.clo --kernel builtins --global 64 --local 64 --arg buf:@%t.in/f.bin \
// RUN:     --arg buf:1024 --arg buf:8 --arg u32:5 --out %t.$c.b && \
// RUN:   %emucheck check %s %t.$c.b k=builtins || exit 1; done

// HDR: AMDCL2 32-bit
// HDR: outer ELF: ELF32, {{.*}} e_machine 0xaf5a

// GEN: f = [float(i) * 0.5 for i in range(256)]
// GEN: write("f.bin", "f", f)
// EXPECT: M = (1 << 32) - 1
// EXPECT: if k == "sizes":
// EXPECT:     s = struct.unpack("<16I", read_bytes("arg0.bin"))
// EXPECT:     assert s[:6] == (4, 4, 4, 4, 4, 8), s[:6]
// EXPECT:     w = struct.unpack("<8I", read_bytes("arg1.bin"))
// EXPECT:     for i in range(8):
// EXPECT:         want = (((i - 1) & M) // 2 + i) & M
// EXPECT:         assert w[i] == want, (i, w[i], want)
// EXPECT: if k == "list":
// EXPECT:     nodes = [struct.unpack_from("<Ii", read_bytes("arg0.bin"), 8 * i) for i in range(16)]
// EXPECT:     for i in range(15):
// EXPECT:         assert nodes[i][0] - nodes[0][0] == 8 * i, nodes
// EXPECT:         assert nodes[i][1] == i * i, nodes
// EXPECT:     assert nodes[15][0] == 0, nodes
// EXPECT:     r = struct.unpack("<iI", read_bytes("arg1.bin"))
// EXPECT:     assert r == (sum(i * i for i in range(16)), 16), r
// EXPECT: if k == "builtins":
// EXPECT:     f = [float(i) * 0.5 for i in range(256)]
// EXPECT:     o = struct.unpack("<256f", read_bytes("arg1.bin"))
// EXPECT:     for i in range(64):
// EXPECT:         for j in range(4):
// EXPECT:             want = f[4 * i + j] * 2 + f[5] + f[i]
// EXPECT:             assert o[4 * i + j] == want, (i, j, o[4 * i + j], want)
// EXPECT:     c = struct.unpack("<2I", read_bytes("arg2.bin"))
// EXPECT:     assert c == (64 * 3, 0), c

typedef struct Node {
  global struct Node *next;
  int v;
} Node;

kernel void sizes(global uint *s, global size_t *w) {
  size_t i = get_global_id(0);
  if (i == 0) {
    s[0] = sizeof(size_t);
    s[1] = sizeof(void *);
    s[2] = sizeof(ptrdiff_t);
    s[3] = sizeof(intptr_t);
    s[4] = sizeof(global int *);
    s[5] = sizeof(Node);
  }
  size_t x = i - 1; // wraps at 32 bits
  w[i] = x / 2 + i;
}

kernel void list(global Node *n, global int *r) {
  for (int i = 0; i < 16; ++i) {
    n[i].v = i * i;
    n[i].next = i < 15 ? &n[i + 1] : 0;
  }
  int sum = 0;
  uint count = 0;
  for (global Node *p = n; p; p = p->next) {
    sum += p->v;
    ++count;
  }
  r[0] = sum;
  r[1] = count;
}

kernel void builtins(global const float *f, global float *o,
                     global atomic_uintptr_t *c, uint k) {
  local float l[64];
  size_t i = get_global_id(0);
  event_t e = async_work_group_copy(l, f, 64, 0);
  wait_group_events(1, &e);
  float first = work_group_broadcast(l[get_local_id(0)], (size_t)k);
  vstore4(vload4(i, f) * 2.0f + first + l[i], i, o);
  atomic_fetch_add(c, (ptrdiff_t)3);
}
