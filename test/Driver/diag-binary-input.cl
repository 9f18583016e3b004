// A binary given as OpenCL C source is one line naming what it is (clang
// would print pages of diagnostics about its bytes), exit status 1, and no
// output; it is found before any file is compiled. Only the first KiB is
// read: ELF files by their magic (AMDCL2 binaries by their machine code),
// other binaries by a NUL byte. LLVM bitcode is IR whatever its name.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s -o %t/prog.clo
// RUN: cp %t/prog.clo %t/prog.cl
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/prog.clo -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=CLO --implicit-check-not=error --implicit-check-not=warning
// CLO: amdcl2-clang: error: '{{.*}}prog.clo': is an AMDCL2 binary, not OpenCL C source{{$}}
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s %t/prog.cl -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=CL --implicit-check-not=error --implicit-check-not=warning
// CL: amdcl2-clang: error: '{{.*}}prog.cl': is an AMDCL2 binary, not OpenCL C source{{$}}
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -c %s -o %t/hsa.o
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/hsa.o -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=ELF --implicit-check-not=error
// ELF: amdcl2-clang: error: '{{.*}}hsa.o': is an ELF file, not OpenCL C source{{$}}
// RUN: printf 'kernel void k() {}\0' > %t/nul.cl
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/nul.cl -o %t/out.clo 2>&1 | FileCheck %s --check-prefix=NUL --implicit-check-not=error
// NUL: amdcl2-clang: error: '{{.*}}nul.cl': is a binary file, not OpenCL C source{{$}}
// RUN: for f in prog.clo prog.cl hsa.o nul.cl; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/$f -o %t/out.clo 2>/dev/null; test $? -eq 1 || exit 1; \
// RUN: done
// RUN: not ls %t/out.clo

// Bitcode under another name is read as IR, as a .bc file is.
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -Xclang -finclude-default-header -emit-llvm -c %s -o %t/kernel.bitcode
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/kernel.bitcode -o %t/from-bc.clo --kernel-info=json | FileCheck %s --check-prefix=BC
// BC: "name": "copy"

kernel void copy(global int *dst, global const int *src) {
  dst[get_global_id(0)] = src[get_global_id(0)];
}
