// Builtins libclc provides (math, vload/vstore, conversions, integer
// functions, 1.x atomics) are linked from libclc's indexed parts, including
// the parts those functions need in turn, and inlined: no call, no stack.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -emit-llvm -S -o - %s | FileCheck %s --check-prefix=IR
// The tables libclc's functions read come along, even from a part linked
// before the table was needed (exp's EXP_TBL_EP_HEAD), so a binary is made.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s
// RUN: amdcl2-objdump --headers %t.clo | FileCheck %s --check-prefix=BIN
// BIN: .hsadata_readonly_agent
// BIN: text reloc: {{.*}} type 1 symbol '__hsa_section.hsadata_readonly_agent'

// CHECK-LABEL: .kernel libclc_users
// CHECK-NOT:       .scratchbuffer
// CHECK-NOT:       s_swappc
// CHECK:           flat_atomic_add
// CHECK-NOT:       s_swappc
// CHECK:           s_endpgm

// IR-NOT:  external {{.*}}constant
// IR-NOT:  declare {{.*}}@_Z
// IR-NOT:  define {{.*}}@_Z
// IR:      define {{.*}}amdgpu_kernel void @libclc_users(
// IR-NOT:  call {{.*}}@_Z
// IR:      ret void
// IR-NOT:  {{declare|define}} {{.*}}@_Z
kernel void libclc_users(global float *a, global double *d, global int *i) {
  size_t g = get_global_id(0);
  a[g] = sin(a[g]) + pow(a[g], 2.5f) + exp(a[g]) + hypot(a[g], 1.0f);
  d[g] = log(d[g]) + atan2(d[g], 2.0);
  float4 v = vload4(g, a);
  vstore4(v * 2.0f, g + 1, a);
  i[g] = convert_int_sat_rte(a[g]) + clz(i[g]) + atomic_add(i, 1) +
         popcount(i[g]);
}
