// The last byte of the options note is memory AMD's compiler leaves
// uninitialized, with a value per driver line: 0 up to 2004.06, 't' from
// the AMDGPU-PRO driver (2036.03) on (samplers4-gpupro, atomics2-gpupro,
// simplecopy-kattrs-248203), 'R' in 32-bit files (samplers4.32); G1 ends in
// two zero bytes. CLRX reads a 't' as the AMDGPU-PRO driver, so it detects
// the era of the binary as it does for AMD's.
// RUN: rm -rf %t && mkdir %t
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 %s -o %t/g1.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=2004.06 %s -o %t/crimson.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=2036.03 %s -o %t/pro.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --amdcl2-driver=2482.03 %s -o %t/gfx.clo
// RUN: %python %S/Inputs/cl2bytes.py %t/g1.clo notes | FileCheck %s --check-prefix=G1
// RUN: %python %S/Inputs/cl2bytes.py %t/crimson.clo notes | FileCheck %s --check-prefix=CRIMSON
// RUN: %python %S/Inputs/cl2bytes.py %t/pro.clo notes | FileCheck %s --check-prefix=PRO
// RUN: %python %S/Inputs/cl2bytes.py %t/gfx.clo notes | FileCheck %s --check-prefix=PRO
// G1:      note type 5 name 'AMD\x00' descsz 25 desc 16002d6873615f63616c6c5f636f6e76656e74696f6e3d0000{{$}}
// CRIMSON: note type 5 name 'AMD\x00' descsz 26 desc 16002d6873615f63616c6c5f636f6e76656e74696f6e3d300000{{$}}
// PRO:     note type 5 name 'AMD\x00' descsz 26 desc 16002d6873615f63616c6c5f636f6e76656e74696f6e3d300074{{$}}
// RUN: %if clrxdisasm %{ %clrxdisasm -a %t/crimson.clo | FileCheck %s --check-prefix=CLRX-CRIMSON %}
// RUN: %if clrxdisasm %{ %clrxdisasm -a %t/pro.clo | FileCheck %s --check-prefix=CLRX-PRO %}
// CLRX-CRIMSON: .driver_version 200406
// CLRX-PRO:     .driver_version 203603
kernel void k(global int *p) { p[0] = 1; }
