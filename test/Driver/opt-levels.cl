// Every -O level compiles; at -O0 the builtins are still inlined (nothing
// unresolved reaches codegen) and the kernel keeps its barrier.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -S -o - %s | FileCheck %s --check-prefixes=CHECK,O0
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O1 -S -o - %s | FileCheck %s --check-prefixes=CHECK,OPT
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O3 -S -o - %s | FileCheck %s --check-prefixes=CHECK,OPT
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -emit-llvm -S -o - %s | FileCheck %s --check-prefix=IR

// CHECK-LABEL: .kernel reverse
// O0:          .scratchbuffer {{[1-9][0-9]*}}
// OPT-NOT:     .scratchbuffer
// CHECK:       s_barrier
// CHECK-NOT:   s_swappc
// CHECK:       s_endpgm

// IR-LABEL:    define {{.*}}amdgpu_kernel void @reverse(
// IR-NOT:      call {{.*}}@_Z
// IR:          call void @llvm.amdgcn.s.barrier()
// IR-NOT:      call {{.*}}@_Z
// IR:          ret void
kernel void reverse(global int *a, local int *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = a[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  a[get_global_id(0)] = tmp[n - 1 - l];
}
