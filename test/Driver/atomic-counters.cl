// cl_ext_atomic_counters_32 as the host sees it: a counter32_t argument is a
// buffer (a global pointer in the argument buffer), and atomic_inc and
// atomic_dec on it return the old value (the returning atomics, glc).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -S -o - %s | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: .kernel append
// CHECK:         .arg hits, "uint*", uint*, global, volatile    # offset 56, size 8
// CHECK-NEXT:    .arg left, "uint*", uint*, global, volatile    # offset 64, size 8
// CHECK-NEXT:    .arg out, "uint*", uint*, global,     # offset 72, size 8
// GFX8-DAG:      flat_atomic_dec v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// GFX8-DAG:      flat_atomic_inc v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}} glc
// GFX9-DAG:      global_atomic_dec v{{[0-9]+}}, v{{.*}} glc
// GFX9-DAG:      global_atomic_inc v{{[0-9]+}}, v{{.*}} glc
#pragma OPENCL EXTENSION cl_ext_atomic_counters_32 : enable
kernel void append(global uint *in, counter32_t hits, counter32_t left,
                   global uint *out) {
  uint i = get_global_id(0);
  if (in[i] == 3)
    out[atomic_inc(hits)] = i;
  else
    out[i] = atomic_dec(left);
}
