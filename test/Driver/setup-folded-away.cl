// A setup-buffer read that folds away asks for no setup buffer: the grid
// size is a 32-bit field, so `(uint)get_global_size(0) - get_global_size(0)`
// is 0 (AMD: OpenCLDecompiler's subtract_long_get_global_size_get_global_size
// and subtract_long_get_num_groups_get_num_groups, 6 user SGPRs). The
// lowering simplifies each kernel before inferring its inputs; at -O0
// (optnone) the code stays as written and keeps its setup pointer.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -S -o - %s | FileCheck %s --check-prefix=O0

// CHECK-LABEL: .kernel global_size
// CHECK:           # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
// CHECK-NOT:       .usesetup
// CHECK:       .text
// O0-LABEL:    .kernel global_size
// O0:              # user SGPRs {{[0-9]+}}: scratch s[0:3], setup s[4:5],
// O0:              .usesetup
__attribute__((reqd_work_group_size(16, 2, 2)))
kernel void global_size(global long *data) {
  uint g = get_global_size(0);
  data[get_global_id(0)] = g - get_global_size(0);
}

// CHECK-LABEL: .kernel num_groups
// CHECK:           # user SGPRs 6: scratch s[0:3], args s[4:5]{{$}}
// CHECK-NOT:       .usesetup
// CHECK:       .text
__attribute__((reqd_work_group_size(2, 2, 4)))
kernel void num_groups(global ulong *data) {
  uint n = get_num_groups(0);
  data[get_global_id(0)] = n - get_num_groups(0);
}

// A size that does not cancel still reads the setup buffer.
// CHECK-LABEL: .kernel kept
// CHECK:           # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]{{$}}
// CHECK:           .usesetup
__attribute__((reqd_work_group_size(2, 2, 4)))
kernel void kept(global ulong *data) {
  data[get_global_id(0)] = get_global_size(0);
}
