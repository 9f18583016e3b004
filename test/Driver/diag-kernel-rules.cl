// The kernel rules amdcl2-llc checks hold for amdcl2-clang too: clang accepts
// any positive reqd_work_group_size, but more than 1024 work-items is no
// work-group GCN can run; the error is at the kernel's line. IR inputs go
// through the same checks and LLVM's verifier before they are linked.
// Exit status 1, no output file.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t && split-file --leading-lines %s %t
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/big.cl -o %t/big.clo 2>&1 | FileCheck %s --check-prefix=REQD --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/ret.ll -o %t/ret.clo 2>&1 | FileCheck %s --check-prefix=RET --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/broken.ll -o %t/broken.clo 2>&1 | FileCheck %s --check-prefix=BROKEN --implicit-check-not=error
// RUN: for f in %t/big.cl %t/ret.ll %t/broken.ll; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c $f -o %t/out.clo 2>/dev/null; test $? -eq 1 || exit 1; \
// RUN: done
// RUN: ls %t | FileCheck %s --check-prefix=FILES --implicit-check-not=.clo --implicit-check-not=tmp
// FILES: big.cl
// FILES: broken.ll
// FILES: ret.ll

//--- big.cl
// REQD: {{^}}{{.*}}big.cl:[[#@LINE+1]]: error: kernel 'k': reqd_work_group_size (512, 4, 1) is 2048 work-items; the limit is 1024{{$}}
__attribute__((reqd_work_group_size(512, 4, 1))) kernel void k(global int *o) {
  o[get_global_id(0)] = 1;
}

// RET: amdcl2-clang: error: kernel 'k': the return type is float; OpenCL kernels return void{{$}}
// BROKEN: amdcl2-clang: error: invalid LLVM IR: Instruction does not dominate all uses! (%x = add i32 1, 2){{$}}
//--- ret.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel float @k() {
  ret float 0.0
}
//--- broken.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  store i32 %x, ptr addrspace(1) %p
  %x = add i32 1, 2
  ret void
}
