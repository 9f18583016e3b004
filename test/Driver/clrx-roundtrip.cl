// -S is CLRX source that assembles to the binary -c writes: for every
// device (--print-supported-cpus) and every driver era it knows (old,
// 1912.05 G1, 2004.06 G2, 2236.00 G2-gfx, 2482.03 the default, 2527.00 and
// 2580.00 for the later gfx9 devices, and the other driver columns for a
// few gfx8 devices), clrxasm makes of the -S text a binary
// with the same kernels, arguments, metadata, setups, code and data as -c's
// (Inputs/clrx-same-binary.sh says what is compared and what CLRX cannot
// express).
// REQUIRES: clrxasm, amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: sh %S/Inputs/clrx-same-binary.sh %clrxasm %S/Inputs/clrx-roundtrip-kernels.cl %t \
// RUN:   kaveri:old kaveri:1912.05 kaveri:2004.06 kaveri:2236.00 kaveri:2482.03 \
// RUN:   spooky:old spooky:1912.05 spooky:2004.06 spooky:2236.00 spooky:2482.03 \
// RUN:   hawaii:old hawaii:1912.05 hawaii:2004.06 hawaii:2236.00 hawaii:2482.03 \
// RUN:   kalindi:old kalindi:1912.05 kalindi:2004.06 kalindi:2236.00 kalindi:2482.03 \
// RUN:   mullins:old mullins:1912.05 mullins:2004.06 mullins:2236.00 mullins:2482.03 \
// RUN:   bonaire:old bonaire:1912.05 bonaire:2004.06 bonaire:2236.00 bonaire:2482.03 \
// RUN:   carrizo:old carrizo:1912.05 carrizo:2004.06 carrizo:2236.00 carrizo:2482.03 \
// RUN:   tonga:old tonga:1912.05 tonga:2004.06 tonga:2236.00 tonga:2482.03 \
// RUN:   iceland:old iceland:1912.05 iceland:2004.06 iceland:2236.00 iceland:2482.03 \
// RUN:   fiji:old fiji:1912.05 fiji:2004.06 fiji:2236.00 fiji:2482.03 \
// RUN:   ellesmere:2004.06 ellesmere:2236.00 ellesmere:2482.03 \
// RUN:   baffin:2004.06 baffin:2236.00 baffin:2482.03 \
// RUN:   stoney:2004.06 stoney:2236.00 stoney:2482.03 \
// RUN:   gfx900:2236.00 gfx900:2482.03 gfx902:2527.00 gfx904:2527.00 gfx906:2580.00 \
// RUN:   gfx804:2236.00 gfx804:2482.03 polaris12:2580.00 gfx901:2264.00 gfx901:2482.03 \
// RUN:   gfx903:2527.00 gfx905:2527.00 gfx907:2580.00 gfx909:2527.00 gfx705:2482.03 \
// RUN:   tongapro:2482.03 baffin:2036.03 ellesmere:2264.00 baffin:2348.00 fiji:2442.00 \
// RUN:   > %t/log
// RUN: FileCheck %s < %t/log
// CHECK-COUNT-79: : same binary
// CHECK-NOT: differs
