// The -S round trip of clrx-roundtrip.cl for 32-bit programs (-m32): for
// every LLVM target and Catalyst device pair under every driver era from
// 2004.06 (176 pairs), clrxasm makes of the -S text the binary -c writes. A
// 32-bit kernel's records are written as bytes (`.metadata`, `.setup`), as
// clrxdisasm writes them: CLRX's `.config` would give images 4-byte slots,
// AMD's samplers4.32 has 8. High halves of data addresses are 0, not
// relocated.
// REQUIRES: clrxasm, amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: sh %S/Inputs/clrx-same-binary.sh %clrxasm %S/Inputs/clrx-roundtrip-kernels.cl %t all -- -m32 -DM32 > %t/log
// RUN: FileCheck %s < %t/log
// CHECK-COUNT-176: : same binary
// CHECK-NOT: differs
