// -### prints clang's header and each stage as clang prints its jobs (on
// standard error, every argument quoted), compiles nothing and writes no
// output; -v prints the same unquoted, with cc1's own -v (its version and
// include search list), and compiles.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -### -c %s -o %t/k.o 2>&1 | FileCheck %s --check-prefix=HASH
// RUN: not test -e %t/k.o
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -### -S %s -o %t/k.s 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -### -E %s 2>&1 | FileCheck %s --check-prefix=PRE
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -v -c %s -o %t/k.o 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: amdcl2-objdump --kernels %t/k.o | FileCheck %s --check-prefix=BIN
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=nosuchgpu -### -c %s -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=BADGPU
// RUN: not test -e %t/bad.o
// RUN: ls %t | count 1

// HASH-LABEL: amdcl2-clang (amdcl2
// HASH-NEXT:  Target: amdgcn-amd-amdhsa
// HASH-NEXT:  Thread model: posix
// HASH-NEXT:  InstalledDir: {{.*}}bin
// HASH-NEXT:  (in-process)
// HASH-NEXT:  "{{.*}}clang" "-cc1" {{.*}}"-emit-llvm-only" {{.*}}"-target-cpu" "gfx803" {{.*}}"-include" "/amdcl2/amdcl2-amd-extensions.h"
// HASH-NEXT:  (in-process)
// HASH-NEXT:  "amdcl2-link-builtins" "{{.*}}builtins.bc" "{{.*}}.bc"
// HASH-NEXT:  (in-process)
// HASH-NEXT:  "amdcl2-opt" "-mcpu=gfx803" "-O2"
// HASH-NEXT:  (in-process)
// HASH-NEXT:  "amdcl2-codegen" "-mcpu=gfx803" "-O2"
// HASH-NEXT:  (in-process)
// HASH-NEXT:  "amdcl2-write" "--amdcl2-driver={{[0-9.]+}}" "-o" "{{.*}}k.o"
// HASH-EMPTY:

// ASM-LABEL: "amdcl2-codegen"
// ASM-NEXT:  (in-process)
// ASM-NEXT:  "amdcl2-asm" "-o" "{{.*}}k.s"

// PRE-LABEL: Target: amdgcn-amd-amdhsa
// PRE:       "-cc1" {{.*}}"-E"
// PRE-NOT:   amdcl2-opt

// VERBOSE-LABEL: amdcl2-clang (amdcl2
// VERBOSE-NEXT:  Target: amdgcn-amd-amdhsa
// VERBOSE:       {{^}} {{.*}}clang -cc1 {{.*}}-emit-llvm-only
// VERBOSE:       {{^}} amdcl2-write --amdcl2-driver={{[0-9.]+}} -o {{.*}}k.o
// VERBOSE:       #include <...> search starts here:
// VERBOSE:       clang -cc1 version 22

// BIN: .kernel verbose

// BADGPU: amdcl2-clang: error: unknown GPU 'nosuchgpu'
kernel void verbose(global int *p) { *p = 1; }
