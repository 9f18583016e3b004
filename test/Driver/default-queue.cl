// get_default_queue() is a work-item function of the CL2 ABI: the builtins
// linker leaves it to the lowering pass (libclc has none), which reads the
// vqueue_pointer setup argument (offset 32) and makes the kernel useenqueue.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=ASM
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 --kernel-info=json -c -o /dev/null %s | FileCheck %s --check-prefix=JSON

// ASM-LABEL: .kernel default_queue
// ASM:           .useargs
// ASM-NEXT:      .usesetup
// ASM-NEXT:      .useenqueue
// ASM:       .text
// ASM-DAG:       s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x20
// ASM-DAG:       s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[6:7], 0x30
// ASM:           s_endpgm

// JSON-LABEL:   "name": "default_queue",
// JSON:         "flags": {
// JSON-NEXT:      "useargs": true,
// JSON-NEXT:      "usesetup": true,
// JSON-NEXT:      "useenqueue": true,
// JSON-NEXT:      "usegeneric": false
kernel void default_queue(global int *p) {
  queue_t q = get_default_queue();
  *(global queue_t *)p = q;
}
