// Program-scope data that holds addresses (shared printf-images-samplers doc
// section 4): pointers, arrays of strings and structs with pointer members.
// Each pointer is 8 zero bytes in the file and an R_AMDGPU_64 (code object
// v1 type 3) relocation in .rela.hsadata_global_agent (sh_info: the data
// section), on the __hsa_section symbol of its target with the target's
// offset as addend; the loader writes the address. Constants holding
// addresses (clang's .data.rel.ro) go to the global data: CLRX reads every
// relocation of the read-only data as a sampler's. 64-bit programs only.
// RUN: rm -rf %t && mkdir %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji %s -o %t/g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/g2.clo inner data | FileCheck %s --check-prefixes=CHECK,G2
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 %s -o %t/g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/g1.clo inner data | FileCheck %s --check-prefixes=CHECK,G1
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 %s -o %t/gfx9.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/gfx9.clo inner data | FileCheck %s --check-prefixes=CHECK,G2
// RUN: amdcl2-objdump --roundtrip-check %t/g2.clo %t/g1.clo %t/gfx9.clo | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP-COUNT-3: round trip OK
// RUN: amdcl2-objdump -r %t/g2.clo | FileCheck %s --check-prefix=RELOC
// RUN: amdcl2-objdump --json %t/g2.clo | FileCheck %s --check-prefix=JSON
// RUN: %if clrxdisasm %{ %clrxdisasm -afsC %t/g2.clo | FileCheck %s --check-prefix=CLRX %}

// Global data: x 0, arr 4..0x13, p 0x18, q 0x20, entries 0x28..0x57 (n, ptr,
// label; 24 bytes each), names 0x58, 0x60. Read-only data: the strings.
// G2:      section 4 .hsadata_global_agent type 1 flags 0x900003 addr 0x0 size 0x68 align 8
// G2-NEXT: section 5 .hsadata_readonly_agent type 1 flags 0xa00003 addr 0x68 size 0x13 align 8
// G2:      section 8 .rela.hsadata_global_agent type 4 flags 0x0 addr 0x0 size 0xc0 align 8 entsize 24 link 7 info 4
// G2-NEXT: section 9 .rela.hsatext
// G1:      section 1 .hsadata_global_agent type 1 flags 0x900003 addr 0x0 size 0x68 align 8
// G1-NEXT: section 2 .hsadata_readonly_agent type 1 flags 0xa00003 addr 0x68 size 0x98 align 8
// G1-NEXT: section 3 .hsatext
// G1-NEXT: section 4 .rela.hsadata_global_agent type 4 flags 0x0 addr 0x0 size 0xc0 align 8 entsize 24 link 8 info 1
// G1-NEXT: section 5 .rela.hsatext
// p = &x
// CHECK:      .rela.hsadata_global_agent offset 0x18 type 3 symbol '__hsa_section.hsadata_global_agent' addend 0{{$}}
// q = &arr[2]
// CHECK-NEXT: .rela.hsadata_global_agent offset 0x20 type 3 symbol '__hsa_section.hsadata_global_agent' addend 12{{$}}
// entries[0] = {1, &x, "one"}
// CHECK-NEXT: .rela.hsadata_global_agent offset 0x30 type 3 symbol '__hsa_section.hsadata_global_agent' addend 0{{$}}
// CHECK-NEXT: .rela.hsadata_global_agent offset 0x38 type 3 symbol '__hsa_section.hsadata_readonly_agent' addend 0{{$}}
// entries[1] = {2, arr + 1, "two"}
// CHECK-NEXT: .rela.hsadata_global_agent offset 0x48 type 3 symbol '__hsa_section.hsadata_global_agent' addend 8{{$}}
// CHECK-NEXT: .rela.hsadata_global_agent offset 0x50 type 3 symbol '__hsa_section.hsadata_readonly_agent' addend 4{{$}}
// names = {"alpha", "beta"}
// CHECK-NEXT: .rela.hsadata_global_agent offset 0x58 type 3 symbol '__hsa_section.hsadata_readonly_agent' addend 8{{$}}
// CHECK-NEXT: .rela.hsadata_global_agent offset 0x60 type 3 symbol '__hsa_section.hsadata_readonly_agent' addend 14{{$}}
// CHECK-NOT:  .rela.hsadata_global_agent
// The values, zero where a pointer goes.
// CHECK:      .hsadata_global_agent size 0x68
// CHECK-NEXT: 0000: 05000000010000000200000003000000
// CHECK-NEXT: 0010: 04000000000000000000000000000000
// CHECK-NEXT: 0020: 00000000000000000100000000000000
// CHECK-NEXT: 0030: 00000000000000000000000000000000
// CHECK-NEXT: 0040: 02000000000000000000000000000000
// CHECK-NEXT: 0050: 00000000000000000000000000000000
// CHECK-NEXT: 0060: 0000000000000000{{$}}
// "one\0two\0alpha\0beta\0"
// CHECK-NEXT: .hsadata_readonly_agent size
// CHECK-NEXT: 0000: 6f6e650074776f00616c706861006265
// CHECK-NEXT: 0010: 746100

// RELOC:      RELOCATION RECORDS FOR [.hsadata_global_agent]:
// RELOC-NEXT: OFFSET           TYPE VALUE
// RELOC-NEXT: 0000000000000018 R_AMDGPU_64 __hsa_section.hsadata_global_agent{{$}}
// RELOC-NEXT: 0000000000000020 R_AMDGPU_64 __hsa_section.hsadata_global_agent+0xc
// RELOC:      0000000000000060 R_AMDGPU_64 __hsa_section.hsadata_readonly_agent+0xe
// RELOC-NOT:  RELOCATION RECORDS

// JSON:      "data": {
// JSON-NEXT:   "global": {
// JSON-NEXT:     "size": 104,
// JSON-NEXT:     "bytes": "0500000001000000020000000300000004000000000000000000000000000000000000000000000001000000000000000000000000000000000000000000000002000000000000000000000000000000000000000000000000000000000000000000000000000000"
// JSON-NEXT:   },
// JSON-NEXT:   "readonly": {
// JSON-NEXT:     "size": 19,
// JSON-NEXT:     "bytes": "6f6e650074776f00616c706861006265746100"
// JSON-NEXT:   },
// JSON-NEXT:   "relocations": [
// JSON:          "section": ".hsatext",
// JSON-NEXT:     "offset": [[#]],
// JSON-NEXT:     "type": "R_AMDGPU_32_LOW",
// JSON-NEXT:     "symbol": "__hsa_section.hsadata_global_agent",
// JSON-NEXT:     "addend": [[#]],
// JSON-NEXT:     "kernel": "k",
// JSON-NEXT:     "code_offset": [[#]]
// JSON:          "section": ".hsadata_global_agent",
// JSON-NEXT:     "offset": 24,
// JSON-NEXT:     "type": "R_AMDGPU_64",
// JSON-NEXT:     "symbol": "__hsa_section.hsadata_global_agent",
// JSON-NEXT:     "addend": 0
// JSON-NEXT:   },
// JSON:        "samplers": []

// CLRX:      .globaldata
// CLRX:      .data
// CLRX:      .kernel k

global int x = 5;
global int arr[4] = {1, 2, 3, 4};
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
  out[i] = *p + *q + names[i & 1][0] + *entries[i & 1].ptr +
           entries[i & 1].label[0];
}
