// --kernel-info=json prints the shared schema: the ABI document's section 5
// example (n @48, a @56, uchar3 c @64 in 4 bytes, image @72, size 80) and the
// user SGPRs each kernel asks for.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --kernel-info=json -S -o /dev/null %s | FileCheck %s

// CHECK-LABEL:   "name": "_.aqlwrap_pointer",
// CHECK-NEXT:    "offset": 40,
// CHECK:         "name": "n",
// CHECK-NEXT:    "offset": 48,
// CHECK-NEXT:    "size": 4,
// CHECK-NEXT:    "type_name": "uint"
// CHECK:         "name": "a",
// CHECK-NEXT:    "offset": 56,
// CHECK-NEXT:    "size": 8,
// CHECK-NEXT:    "type_name": "float*"
// CHECK:         "name": "c",
// CHECK-NEXT:    "offset": 64,
// CHECK-NEXT:    "size": 4,
// CHECK-NEXT:    "type_name": "uchar3"
// CHECK:         "kind": "image",
// CHECK-NEXT:    "name": "i",
// CHECK-NEXT:    "offset": 72,
// CHECK-NEXT:    "size": 8,
// CHECK:         "enable_sgpr_mask": 11,
// CHECK:         "kernarg_size": 80,
// CHECK-NEXT:    "lds_bytes": 0,
// CHECK-NEXT:    "name": "layout",
// CHECK:         "tgid": "x",
// CHECK-NEXT:    "tidig_comp_cnt": 0,
// CHECK-NEXT:    "user_sgprs": 8,
kernel void layout(uint n, global float *a, uchar3 c, read_only image2d_t i) {
  a[get_global_id(0)] = n + c.x;
}

// A kernel that only uses get_local_id needs neither the setup nor the
// argument pointer: 4 user SGPRs, no group id.
// CHECK:         "enable_sgpr_mask": 1,
// CHECK:         "lds_bytes": 4,
// CHECK-NEXT:    "name": "local_id_only",
// CHECK:         "tgid": "",
// CHECK-NEXT:    "tidig_comp_cnt": 0,
// CHECK-NEXT:    "user_sgprs": 4,
kernel void local_id_only(global int *unused) {
  local atomic_int count;
  atomic_fetch_add_explicit(&count, (int)get_local_id(0), memory_order_relaxed,
                            memory_scope_work_group);
}
