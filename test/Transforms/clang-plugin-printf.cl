// clang-22 with the plugin binds printf in its own pipeline, after any
// builtins were linked, so the allocator is undefined when the CL2 lowering
// runs: the error names the call and amdcl2-clang (docs/UserGuide.md,
// "printf"), at every -O level.
// RUN: not %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O2 \
// RUN:   -fpass-plugin=%amdcl2_plugin -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -O0 \
// RUN:   -fpass-plugin=%amdcl2_plugin -S %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: kernel 'k': printf needs the buffer allocator '__printf_alloc' of amdcl2's builtins, which only amdcl2-clang links (compile OpenCL C that uses printf with amdcl2-clang)
kernel void k(global int *p) { printf("x=%d\n", p[0]); }
