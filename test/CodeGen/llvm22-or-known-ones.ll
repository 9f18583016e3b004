; LLVM 22's SIFoldOperands folds a 32-bit `or x, -1` it finds after
; instruction selection into a copy of x (llvm-project pull request 189655,
; after 22.1.8): `or i64 (select c, K1, K2), sext v` whose constants share an
; all-ones half got v's sign in that half at -O1 and above on gfx8 and gfx9
; (plain llc-22 does the same), and so did a lane of a <2 x i32> `or` known
; all ones (seed 349 of clgen.py v3) and a half of a <2 x i64> lane. Found by the random-program campaign against
; PoCL (bench/CAMPAIGN.md, seed 849 of clgen.py v2). The lowering writes the
; known half as a constant (lib/Transforms/KnownOnesOr.cpp); the expected
; values are computed here in Python.
; REQUIRES: amdcl2-run
; RUN: %python -c "import struct, sys; open(sys.argv[1], 'wb').write(struct.pack('<64i', *[(i * 40503) %% 1001 - 500 for i in range(64)]))" %t.in
; RUN: %python %S/Inputs/or-known-ones.py %t.in %t.exp
; RUN: amdcl2-llc --mcpu=fiji %s -o %t.fiji.clo
; RUN: amdcl2-llc --mcpu=gfx900 %s -o %t.gfx900.clo
; RUN: %run %t.fiji.clo --kernel hi --global 64 --arg buf:512 --arg buf:@%t.in --out %t.fiji.hi
; RUN: %run %t.fiji.clo --kernel lo --global 64 --arg buf:512 --arg buf:@%t.in --out %t.fiji.lo
; RUN: %run %t.gfx900.clo --kernel hi --global 64 --arg buf:512 --arg buf:@%t.in --out %t.gfx900.hi
; RUN: %run %t.gfx900.clo --kernel lo --global 64 --arg buf:512 --arg buf:@%t.in --out %t.gfx900.lo
; RUN: %run %t.fiji.clo --kernel lane --global 64 --arg buf:512 --arg buf:@%t.in --out %t.fiji.lane
; RUN: %run %t.fiji.clo --kernel wide --global 32 --arg buf:512 --arg buf:@%t.in --out %t.fiji.wide
; RUN: %run %t.gfx900.clo --kernel lane --global 64 --arg buf:512 --arg buf:@%t.in --out %t.gfx900.lane
; RUN: %run %t.gfx900.clo --kernel wide --global 32 --arg buf:512 --arg buf:@%t.in --out %t.gfx900.wide
; RUN: cmp %t.exp.hi %t.fiji.hi/arg0.bin
; RUN: cmp %t.exp.lo %t.fiji.lo/arg0.bin
; RUN: cmp %t.exp.lane %t.fiji.lane/arg0.bin
; RUN: cmp %t.exp.wide %t.fiji.wide/arg0.bin
; RUN: cmp %t.exp.hi %t.gfx900.hi/arg0.bin
; RUN: cmp %t.exp.lo %t.gfx900.lo/arg0.bin
; RUN: cmp %t.exp.lane %t.gfx900.lane/arg0.bin
; RUN: cmp %t.exp.wide %t.gfx900.wide/arg0.bin
target triple = "amdgcn-amd-amdhsa"

; out[i] = -((i < 5 ? -1 : -761000873) | (i % 8 == 0 ? 0 : (long)in[i]))
define amdgpu_kernel void @hi(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %c = icmp ult i32 %i, 5
  %a = select i1 %c, i64 -1, i64 -761000873
  %t = and i32 %i, 7
  %d = icmp eq i32 %t, 0
  %s = sext i32 %v to i64
  %b = select i1 %d, i64 0, i64 %s
  %x = or i64 %a, %b
  %n = sub nsw i64 0, %x
  %q = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store i64 %n, ptr addrspace(1) %q
  ret void
}

; out[i] = (i < 5 ? 0x12345678ffffffff : 0xffffffff) | (long)in[i]
define amdgpu_kernel void @lo(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %c = icmp ult i32 %i, 5
  %a = select i1 %c, i64 1311768469162688511, i64 4294967295
  %s = sext i32 %v to i64
  %x = or i64 %a, %s
  %q = getelementptr i64, ptr addrspace(1) %out, i32 %i
  store i64 %x, ptr addrspace(1) %q
  ret void
}
; out2[i] = (int2)(in[i], i) | (int2)(-1, in[i ^ 1])
define amdgpu_kernel void @lane(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %j = xor i32 %i, 1
  %pj = getelementptr i32, ptr addrspace(1) %in, i32 %j
  %w = load i32, ptr addrspace(1) %pj
  %a0 = insertelement <2 x i32> poison, i32 %v, i64 0
  %a = insertelement <2 x i32> %a0, i32 %i, i64 1
  %b = insertelement <2 x i32> <i32 -1, i32 poison>, i32 %w, i64 1
  %x = or <2 x i32> %a, %b
  %q = getelementptr <2 x i32>, ptr addrspace(1) %out, i32 %i
  store <2 x i32> %x, ptr addrspace(1) %q
  ret void
}

; out2[i] = (long2)(in[2i], in[2i+1]) | (i < 5 ? (long2)(-1, 1) : (long2)(-761000873, 2))
define amdgpu_kernel void @wide(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <2 x i32>, ptr addrspace(1) %in, i32 %i
  %v = load <2 x i32>, ptr addrspace(1) %p
  %s = sext <2 x i32> %v to <2 x i64>
  %c = icmp ult i32 %i, 5
  %a = select i1 %c, <2 x i64> <i64 -1, i64 1>, <2 x i64> <i64 -761000873, i64 2>
  %x = or <2 x i64> %s, %a
  %q = getelementptr <2 x i64>, ptr addrspace(1) %out, i32 %i
  store <2 x i64> %x, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
