// Program-scope data that holds addresses, run: the pointers are zero in the
// file and written by the loader from the relocations of
// .rela.hsadata_global_agent (the emulator applies them as the loader
// does), so the kernel only reads the right values if the relocations name
// the right targets. Pointers to global data, into an array, to strings in
// the read-only data, and in a struct. A 64-bit program's pointers are 8
// bytes with R_AMDGPU_64; a 32-bit program's (the m32 variant) 4 bytes with
// R_AMDGPU_32_LOW, which the loader fills with the address's low half
// (docs/ABI.md, "32-bit programs").
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump -r %t.fiji.clo | FileCheck %s --check-prefix=%if m32 %{M32%} %else %{M64%}
// RUN: %run %t.fiji.clo --kernel k --global 64 --arg buf:256 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel k --global 64 --arg buf:256 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// The global data: x (0), arr, p, q, entries, names.
// M64:      RELOCATION RECORDS FOR [.hsadata_global_agent]:
// M64-NEXT: OFFSET TYPE VALUE
// M64-NEXT: 0000000000000018 R_AMDGPU_64 __hsa_section.hsadata_global_agent{{$}}
// M64-NEXT: 0000000000000020 R_AMDGPU_64 __hsa_section.hsadata_global_agent+0xc{{$}}
// M64-NEXT: 0000000000000030 R_AMDGPU_64 __hsa_section.hsadata_global_agent{{$}}
// M64-NEXT: 0000000000000038 R_AMDGPU_64 __hsa_section.hsadata_readonly_agent{{$}}
// M64-NEXT: 0000000000000048 R_AMDGPU_64 __hsa_section.hsadata_global_agent+0x8{{$}}
// M64-NEXT: 0000000000000050 R_AMDGPU_64 __hsa_section.hsadata_readonly_agent+0x4{{$}}
// M64-NEXT: 0000000000000058 R_AMDGPU_64 __hsa_section.hsadata_readonly_agent+0x8{{$}}
// M64-NEXT: 0000000000000060 R_AMDGPU_64 __hsa_section.hsadata_readonly_agent+0xe{{$}}
// M32:      RELOCATION RECORDS FOR [.hsadata_global_agent]:
// M32-NEXT: OFFSET TYPE VALUE
// M32-NEXT: 00000014 R_AMDGPU_32_LOW __hsa_section.hsadata_global_agent{{$}}
// M32-NEXT: 00000018 R_AMDGPU_32_LOW __hsa_section.hsadata_global_agent+0xc{{$}}
// M32-NEXT: 00000020 R_AMDGPU_32_LOW __hsa_section.hsadata_global_agent{{$}}
// M32-NEXT: 00000024 R_AMDGPU_32_LOW __hsa_section.hsadata_readonly_agent{{$}}
// M32-NEXT: 0000002c R_AMDGPU_32_LOW __hsa_section.hsadata_global_agent+0x8{{$}}
// M32-NEXT: 00000030 R_AMDGPU_32_LOW __hsa_section.hsadata_readonly_agent+0x4{{$}}
// M32-NEXT: 00000034 R_AMDGPU_32_LOW __hsa_section.hsadata_readonly_agent+0x8{{$}}
// M32-NEXT: 00000038 R_AMDGPU_32_LOW __hsa_section.hsadata_readonly_agent+0xe{{$}}

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
