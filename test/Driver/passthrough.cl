// Without --amdcl2-abi the driver is Debian's clang-22, unchanged: the
// work-item call stays a call and the code object version is clang's own.
// The build's bin/clang is the same driver.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-std=CL2.0 -S -emit-llvm -o - %s | FileCheck %s
// RUN: clang --version | FileCheck %s --check-prefix=VERSION
// RUN: clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefix=CL2

// CHECK-LABEL: define {{.*}}void @__clang_ocl_kern_imp_k(
// CHECK:         call {{.*}}i64 @_Z13get_global_idj(i32 noundef 0)
// CHECK:       !{i32 1, !"amdhsa_code_object_version", i32 600}

// VERSION: Debian clang version 22.

// CL2-LABEL: .kernel k
// CL2:       .text
// CL2-NEXT:      s_load_dword s{{[0-9]+}}, s[4:5], 0x4
kernel void k(global int *a) { a[get_global_id(0)] = 1; }
