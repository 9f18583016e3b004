// An output path that is not a regular file is written in place, never
// replaced by a renamed temporary file: as root, renaming over /dev/null
// would replace the device itself. A FIFO stands in for the device here.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t && mkfifo %t/fifo
// RUN: timeout 60 cat %t/fifo > %t/read.clo & \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %s -o %t/fifo; \
// RUN:   wait
// RUN: test -p %t/fifo
// RUN: amdcl2-objdump --kernels %t/read.clo | FileCheck %s
// RUN: ls %t | FileCheck %s --check-prefix=LEFT --implicit-check-not=tmp
// CHECK: .kernel fifo_out
// LEFT: fifo
// LEFT: read.clo
kernel void fifo_out(global int *p) { *p = 1; }
