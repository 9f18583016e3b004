// -S is CLRX source that assembles to the binary -c writes: for every LLVM
// target and Catalyst device pair --print-supported-cpus lists (26), under
// every driver era from the first that knows the device (old, 1912.05,
// 2004.06, 2036.03, 2236.00, 2264.00, 2348.00, 2442.00, 2482.03, 2527.00,
// 2580.00: 202 pairs), clrxasm makes of the -S text a binary with the same
// kernels, arguments, metadata, setups, code and data as -c's
// (Inputs/clrx-same-binary.sh says what is compared and what CLRX cannot
// express).
// REQUIRES: clrxasm, amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: sh %S/Inputs/clrx-same-binary.sh %clrxasm %S/Inputs/clrx-roundtrip-kernels.cl %t all > %t/log
// RUN: FileCheck %s < %t/log
// CHECK-COUNT-202: : same binary
// CHECK-NOT: differs
