// --kernel-info=json prints the shared schema: the ABI document's section 5
// example (n @48, a @56, uchar3 c @64 in 4 bytes, image @72, size 80) and the
// user SGPRs each kernel asks for.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --kernel-info=json -S -o /dev/null %s | FileCheck %s
// With -o - the output would share standard output with the JSON: an error,
// nothing written.
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --kernel-info=json -c -o - %s > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=STDOUT < %t.err
// RUN: count 0 < %t.out
// STDOUT: amdcl2-clang: error: --kernel-info=json prints to standard output, which -o - writes the output to; name an output file

// CHECK-LABEL:   "name": "layout",
// CHECK-NEXT:    "gpu": "gfx803",
// CHECK:         "user_sgprs": 8,
// CHECK-NEXT:    "enable_sgpr_mask": 11,
// CHECK-NEXT:    "tgid": "x",
// CHECK-NEXT:    "tidig_comp_cnt": 0,
// CHECK:         "kernarg_size": 80,
// CHECK:         "name": "_.aqlwrap_pointer",
// CHECK:         "offset": 40,
// CHECK:         "name": "n",
// CHECK-NEXT:    "type_name": "uint",
// CHECK-NEXT:    "kind": "value",
// CHECK-NEXT:    "address_space": "",
// CHECK-NEXT:    "offset": 48,
// CHECK-NEXT:    "size": 4
// CHECK:         "name": "a",
// CHECK-NEXT:    "type_name": "float*",
// CHECK-NEXT:    "kind": "pointer",
// CHECK-NEXT:    "address_space": "global",
// CHECK-NEXT:    "offset": 56,
// CHECK-NEXT:    "size": 8
// CHECK:         "name": "c",
// CHECK-NEXT:    "type_name": "uchar3",
// CHECK-NEXT:    "kind": "value",
// CHECK-NEXT:    "address_space": "",
// CHECK-NEXT:    "offset": 64,
// CHECK-NEXT:    "size": 4
// CHECK:         "name": "i",
// CHECK-NEXT:    "type_name": "image2d_t",
// CHECK-NEXT:    "kind": "image",
// CHECK-NEXT:    "address_space": "global",
// CHECK-NEXT:    "offset": 72,
// CHECK-NEXT:    "size": 8
kernel void layout(uint n, global float *a, uchar3 c, read_only image2d_t i) {
  a[get_global_id(0)] = n + c.x;
}

// A kernel that only uses get_local_id needs neither the setup nor the
// argument pointer: 4 user SGPRs, no group id.
// CHECK-LABEL:   "name": "local_id_only",
// CHECK:         "user_sgprs": 4,
// CHECK-NEXT:    "enable_sgpr_mask": 1,
// CHECK-NEXT:    "tgid": "",
// CHECK-NEXT:    "tidig_comp_cnt": 0,
// CHECK-NEXT:    "scratch_bytes": 0,
// CHECK-NEXT:    "lds_bytes": 4,
kernel void local_id_only(global int *unused) {
  local atomic_int count;
  atomic_fetch_add_explicit(&count, (int)get_local_id(0), memory_order_relaxed,
                            memory_scope_work_group);
}
