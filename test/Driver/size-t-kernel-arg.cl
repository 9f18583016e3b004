// AMD's dialect: size_t and ptrdiff_t kernel parameters (clang rejects them)
// are accepted with a warning, keep their names in the metadata and take 8
// bytes in a 64-bit program.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --kernel-info=json -S -o /dev/null %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN -DFILE=%s < %t.err

// WARN: [[FILE]]:[[@LINE+17]]:30: warning: kernel parameter of type 'size_t' accepted as in AMD's OpenCL C dialect; it is 64 bits wide on this target
// WARN: [[FILE]]:[[@LINE+16]]:40: warning: kernel parameter of type 'ptrdiff_t' accepted as in AMD's OpenCL C dialect; it is 64 bits wide on this target
// WARN: 2 warnings generated.
// WARN-NOT: error

// CHECK:        "name": "n",
// CHECK-NEXT:   "type_name": "size_t",
// CHECK-NEXT:   "kind": "value",
// CHECK-NEXT:   "address_space": "",
// CHECK-NEXT:   "offset": 56,
// CHECK-NEXT:   "size": 8
// CHECK:        "name": "d",
// CHECK-NEXT:   "type_name": "ptrdiff_t",
// CHECK-NEXT:   "kind": "value",
// CHECK-NEXT:   "address_space": "",
// CHECK-NEXT:   "offset": 64,
// CHECK-NEXT:   "size": 8
kernel void k(global int *a, size_t n, ptrdiff_t d) {
  a[get_global_id(0)] = n + d;
}
