// What 32-bit programs (-m32) do not have is refused at its place
// (docs/ABI.md, "32-bit programs"), never compiled into a wrong binary.
// REQUIRES: amdcl2-clang
// RUN: rm -f %t.clo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=fiji -DGENERIC -c %s -o %t.clo 2>&1 | FileCheck %s --check-prefix=GENERIC --implicit-check-not=error
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=fiji --amdcl2-driver=1912.05 -DOK -c %s -o %t.clo 2>&1 | FileCheck %s --check-prefix=OLD --implicit-check-not=error
// No half-written output: each run above left no file.
// RUN: not test -e %t.clo
// -m64 is the default; the last of -m32 and -m64 counts, as in clang.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -m32 -m64 -mcpu=fiji -DGENERIC -c %s -o %t.64.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -m64 -m32 -mcpu=fiji -DOK -c %s -o %t.32.clo

#ifdef GENERIC
// GENERIC: {{^}}{{.*}}m32-errors.cl:[[#@LINE+4]]:{{[0-9]+}}: error: kernel 'gen': a generic pointer to local or private memory is not supported in 32-bit programs (-m32): its address does not fit 32 bits{{$}}
kernel void gen(global ulong *o) {
  local int l[64];
  l[get_local_id(0)] = 1;
  generic int *q = l + get_local_id(0);
  o[get_global_id(0)] = (ulong)q;
}
#endif

#ifdef OK
// OLD: amdcl2-clang: error: 32-bit programs (-m32) need a driver of 2004.06 or later: no AMD binary shows the 32-bit records of driver 1912.05
kernel void ok(global int *o) { o[get_global_id(0)] = 1; }
#endif
