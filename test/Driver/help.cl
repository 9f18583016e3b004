// --help lists amdcl2's options with and without --amdcl2-abi: without it,
// clang-22's own help (the driver runs clang-22 for everything else) and
// then the options --amdcl2-abi adds; with it, amdcl2's option list.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang --help | FileCheck %s --check-prefix=CLANG
// CLANG:      OVERVIEW: clang LLVM compiler
// CLANG:      -cl-opt-disable
// CLANG:      AMDCL2 OPTIONS (amdcl2 {{[0-9.]+}}; 'clang --amdcl2-abi --help' for all):
// CLANG-NEXT:   --amdcl2-abi
// CLANG:        --amdcl2-driver=<v>
// CLANG:        --amdcl2-printf-metadata=on|off
// CLANG:        --kernel-info=json
// RUN: amdcl2-clang --amdcl2-abi --help | FileCheck %s --check-prefix=AMDCL2
// AMDCL2:     OVERVIEW: amdcl2 OpenCL C 2.0 compiler for the AMD Catalyst CL2 ABI
// AMDCL2:     -mcpu=<gpu>
// AMDCL2:     -cl-std=CL1.0|CL1.1|CL1.2|CL2.0|CL3.0
// AMDCL2:     --kernel-info=json
// AMDCL2:     --amdcl2-driver=<v>
// AMDCL2:     --amdcl2-printf-metadata=on|off
// AMDCL2:     --print-supported-cpus
