// A pointer to a typedef of a scalar or vector type is recorded as a
// pointer to its base type, as AMD's compiler records it: uint32_t* as int*
// with alignment 4 (AMD's 2018-19 binaries of public miners; the record's
// pointee code keeps no signedness, so uchar_t* reads back as char*), a
// typedef of float4 as float* aligned to 16. The type name stays the
// typedef's; a typedef of a struct stays a structure.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s -o %t.clo
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s
// RUN: amdcl2-objdump --json %t.clo > /dev/null
// CHECK: .arg a, "uint32_t*", int*, global,
// CHECK: .arg b, "S*", structure*, 4, global,
// CHECK: .arg c, "vec_t*", float*, global,
// CHECK: .arg d, "uchar_t*", char*, constant, const
// CHECK: .arg n, "uint32_t", int
typedef uint uint32_t;
typedef uchar uchar_t;
typedef struct { int a; } S;
typedef float4 vec_t;
kernel void k(global uint32_t *a, global S *b, global vec_t *c,
              constant uchar_t *d, uint32_t n) {
  a[0] = n + d[0];
  b[0].a = 1;
  c[0] = 0;
}
