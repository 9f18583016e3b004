// Program-scope data that holds addresses, run: the pointers are zero in the
// file and written by the loader from the R_AMDGPU_64 relocations of
// .rela.hsadata_global_agent (the emulator applies them as the loader
// does), so the kernel only reads the right values if the relocations name
// the right targets. Pointers to global data, into an array, to strings in
// the read-only data, and in a struct.
// REQUIRES: amdcl2-clang, amdcl2-run
// Not run as a 32-bit program (the m32 variant): they cannot have program-scope
// data that holds addresses (docs/ABI.md, "32-bit programs").
// UNSUPPORTED: m32
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump -r %t.fiji.clo | FileCheck %s
// RUN: %run %t.fiji.clo --kernel k --global 64 --arg buf:256 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel k --global 64 --arg buf:256 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// CHECK: RELOCATION RECORDS FOR [.hsadata_global_agent]:
// CHECK: R_AMDGPU_64 __hsa_section.hsadata_readonly_agent

// EXPECT: x, arr = 5, [10, 20, 30, 40]
// EXPECT: names = [b"alpha", b"beta"]
// EXPECT: entries = [(1, x, b"one"), (2, arr[1], b"two")]
// EXPECT: want = []
// EXPECT: for i in range(64):
// EXPECT:     e = entries[i & 1]
// EXPECT:     want.append(x + arr[2] + names[i & 1][0] + e[0] * e[1] + e[2][1])
// EXPECT: expect("arg0.bin", "i", want)

global int x = 5;
global int arr[4] = {10, 20, 30, 40};
global int *global p = &x;
global int *global q = &arr[2];
typedef struct {
  int n;
  global int *ptr;
  constant char *label;
} Entry;
global Entry entries[2] = {{1, &x, "one"}, {2, arr + 1, "two"}};
constant char *constant names[] = {"alpha", "beta"};

kernel void k(global int *out) {
  int i = get_global_id(0);
  Entry e = entries[i & 1];
  out[i] = *p + *q + names[i & 1][0] + e.n * *e.ptr + e.label[1];
}
