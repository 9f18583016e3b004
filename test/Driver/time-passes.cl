// -ftime-report (clang's spelling) and --time-passes (LLVM's) time every
// stage of the pipeline, clang's front end and LLVM's passes, on stderr;
// the output is written as without them.
// REQUIRES: amdcl2-clang
// RUN: rm -f %t.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -ftime-report -c -o %t.clo %s 2>&1 | FileCheck %s --check-prefixes=CHECK,BIN
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefix=OBJ
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --time-passes -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefixes=CHECK,ASM

// CHECK-DAG: Clang time report
// CHECK-DAG: LLVM IR generation
// CHECK-DAG: Pass execution timing report
// CHECK-DAG: AMDCL2LowerABIPass
// CHECK-DAG: SI Lower control flow pseudo instructions
// CHECK-DAG: amdcl2 stages
// CHECK-DAG: OpenCL C front end (clang)
// CHECK-DAG: Builtins and libclc linking
// CHECK-DAG: IR optimization and CL2 lowering
// CHECK-DAG: Code generation and kernel records
// BIN-DAG:   AMDCL2 binary writer
// ASM-DAG:   Assembly (a second code generation)
// OBJ: .kernel timed
kernel void timed(global float *a) { a[get_global_id(0)] = sqrt(a[0]); }
