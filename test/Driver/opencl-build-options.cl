// clBuildProgram's options as AMD's runtime took them, and -Werror / -w on
// amdcl2's own warnings.
// -cl-opt-disable is -O0 whatever -O says: the stages run at -O0 and the
// binary is the -O0 one.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O3 -cl-opt-disable -### %s -o %t/k.clo 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: "amdcl2-opt" "-mcpu=gfx803" "-O0"
// STAGES: "amdcl2-codegen" "-mcpu=gfx803" "-O0"
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O3 -cl-opt-disable -w %s -o %t/disabled.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -w %s -o %t/o0.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O2 -w %s -o %t/o2.clo
// The code (the binaries differ in the options they record).
// RUN: amdcl2-objdump -d %t/disabled.clo | tail -n +2 > %t/disabled.s
// RUN: amdcl2-objdump -d %t/o0.clo | tail -n +2 > %t/o0.s
// RUN: amdcl2-objdump -d %t/o2.clo | tail -n +2 > %t/o2.s
// RUN: diff %t/disabled.s %t/o0.s
// RUN: not diff -q %t/disabled.s %t/o2.s

// The math and argument options AMD's runtime passed are accepted.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Ofast -cl-mad-enable -cl-fast-relaxed-math -cl-finite-math-only -cl-unsafe-math-optimizations -cl-no-signed-zeros -cl-denorms-are-zero -cl-fp32-correctly-rounded-divide-sqrt -cl-uniform-work-group-size -cl-kernel-arg-info -w %s -o %t/math.clo
// RUN: amdcl2-objdump --kernels %t/math.clo | FileCheck %s --check-prefix=KERNEL
// KERNEL: .kernel k

// The size_t parameter warning is amdcl2's: -Werror keeps clang's error (exit
// 1, no output), -Wno-error after it makes it a warning again, -w silences it.
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror %s -o %t/werror.clo 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: not ls %t/werror.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -Wno-error %s -o %t/warn.clo 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: kernel parameter of type 'size_t'
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -w %s -o %t/quiet.clo 2>&1 | count 0

// WERROR: opencl-build-options.cl:[[#@LINE+1]]:{{[0-9]+}}: error: '__private size_t' (aka '__private unsigned long') cannot be used as the type of a kernel parameter
kernel void k(global float *p, size_t n) {
  for (size_t i = 0; i < n; ++i)
    p[i] = p[i] * 2.0f + 1.0f;
}
