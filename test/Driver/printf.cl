// printf end to end: the kernels that print (and those that enqueue, whose
// children write into the buffer they pass on) carry every format of the
// program in --kernel-info=json, and amdcl2-objdump reads the same back from
// the binary (--json, and --kernels as comments, CLRX having no directive).
// A kernel without printf has no "printf" key. -O0 binds printf the same way.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --kernel-info=json %s -o %t.clo | FileCheck %s --check-prefixes=CHECK,JSON
// RUN: amdcl2-objdump --json %t.clo | FileCheck %s --check-prefixes=CHECK,JSON
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefix=CONFIG
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 --kernel-info=json %s -o %t.O0.clo | FileCheck %s --check-prefixes=CHECK,JSON
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --amdcl2-printf-metadata=off --kernel-info=json %s -o %t.off.clo | FileCheck %s --check-prefix=OFF
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --amdcl2-printf-metadata=no %s -o %t.bad.clo 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t.bad.clo

// CHECK-LABEL:  "name": "prints",
// JSON:         "printf": [
// JSON-NEXT:      {
// JSON-NEXT:        "id": 1,
// JSON-NEXT:        "arg_sizes": [
// JSON-DAG:         "format": "n=%d %s\\n"
// JSON-DAG:         "format": "child %d\\n"
// JSON:           }
// JSON-NEXT:    ],
// JSON-NEXT:    "occupancy": {
// CONFIG-LABEL: .kernel prints
// CONFIG-DAG:     # printf id [[#ID:]], sizes [4,4], format "n=%d %s\n"
// CONFIG-DAG:     # printf id [[#CHILD:]], sizes [4], format "child %d\n"
// CONFIG:       .kernel quiet
// OFF-LABEL:    "name": "prints",
// OFF-NOT:      "printf": [
// OFF:          "name": "quiet",
kernel void prints(global int *p) { printf("n=%d %s\n", p[0], "ab"); }

// CHECK-LABEL:  "name": "quiet",
// JSON-NOT:     "printf": [
// JSON:         "occupancy": {
// CONFIG-NOT:   printf id
// CONFIG-LABEL: .kernel parent
kernel void quiet(global int *p) { p[0] = 1; }

// The enqueuer and its printing block: every format of the program each.
// CHECK-LABEL:  "name": "parent",
// JSON:         "printf": [
// JSON-DAG:         "format": "n=%d %s\\n"
// JSON-DAG:         "format": "child %d\\n"
// JSON:         "occupancy": {
// CONFIG-DAG:     # printf id [[#ID]], sizes [4,4], format "n=%d %s\n"
// CONFIG-DAG:     # printf id [[#CHILD]], sizes [4], format "child %d\n"
// CHECK-LABEL:  "name": "__amd_blocks_func___parent_block_invoke",
// JSON:         "printf": [
// JSON-DAG:         "format": "n=%d %s\\n"
// JSON-DAG:         "format": "child %d\\n"
// JSON:         "occupancy": {
// CONFIG-LABEL: .kernel __amd_blocks_func___parent_block_invoke
// CONFIG-DAG:     # printf id [[#ID]], sizes [4,4], format "n=%d %s\n"
// CONFIG-DAG:     # printf id [[#CHILD]], sizes [4], format "child %d\n"
// OFF-NOT:      "printf": [
kernel void parent(global int *p) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1),
                 ^{ printf("child %d\n", p[1]); });
}

// BAD: amdcl2-clang: error: invalid value 'no' in '--amdcl2-printf-metadata=' (supported: on, off)
