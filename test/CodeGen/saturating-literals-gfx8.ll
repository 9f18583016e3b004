; LLVM 22 on gfx8 selects uadd.sat(x, literal) as `v_add_u32_e64 ... clamp`
; and shrinks it to the e32 form to encode the literal, dropping the clamp
; (plain llc-22 emits `v_add_u32_e32 v3, vcc, 0xa80b9b3c, v0`): mad_sat(uint,
; uint, uint) of a constant wrapped instead of saturating. Found by the
; random-program campaign against PoCL (bench/CAMPAIGN.md, seed 789 of
; clgen.py v2). The lowering writes it as umin + add
; (lib/Transforms/SaturatingLiterals.cpp).
; usub.sat with a literal on either side loses its clamp the same way
; (`v_subrev_u32_e32 v3, vcc, 0x3e8, v0`), and so does umax(x, C) - C, which
; LLVM's DAG combiner turns back into usubsat: sub_sat(255u, x) of a large x
; gave 255 - x (clgen.py v3 seed 965). The lowering writes it as a compare
; and a select.
; REQUIRES: amdcl2-run
; RUN: amdcl2-llc --mcpu=fiji -S %s -o - | FileCheck %s
; CHECK: v_min_u32_e32 v{{[0-9]+}}, 0x57f464c3
; CHECK: v_add_u32_e32 v{{[0-9]+}}, vcc, 0xa80b9b3c
; RUN: %python -c "import struct, sys; open(sys.argv[1], 'wb').write(struct.pack('<64I', *([50000000] * 64)))" %t.in
; RUN: amdcl2-llc --mcpu=fiji %s -o %t.clo
; RUN: %run %t.clo --kernel f --global 64 --arg buf:256 --arg buf:@%t.in --arg i32:5 --out %t
; RUN: %python -c "import struct, sys; d = struct.unpack('<64I', open(sys.argv[1], 'rb').read()); sys.exit(0 if d == (0xffffffff,) * 64 else 'got %%d, expected 4294967295' %% d[0])" %t/arg0.bin
; RUN: %python -c "import struct, sys; open(sys.argv[1], 'wb').write(struct.pack('<64I', *[i * 67108864 + 7 * i for i in range(64)]))" %t.sub.in
; RUN: amdcl2-llc --mcpu=fiji -S %s -o - | FileCheck %s --check-prefix=SUB
; SUB-LABEL: .kernel g
; SUB: v_sub{{(rev)?}}_u32_e32 [[A:v[0-9]+]], vcc, 0x3e8
; SUB: v_sub{{(rev)?}}_u32_e32 [[B:v[0-9]+]], vcc, 0x3e8
; SUB: v_cndmask_b32_e{{32|64}} v{{[0-9]+}}, 0, [[A]]
; SUB: v_cndmask_b32_e{{32|64}} v{{[0-9]+}}, 0, [[B]]
; RUN: %run %t.clo --kernel g --global 64 --arg buf:512 --arg buf:@%t.sub.in --out %t.sub
; RUN: %python -c "import struct, sys; x = struct.unpack('<64I', open(sys.argv[1], 'rb').read()); d = struct.unpack('<128I', open(sys.argv[2], 'rb').read()); want = [max(v - 1000, 0) for v in x] + [max(1000 - v, 0) for v in x]; bad = [i for i in range(128) if d[i] != want[i]]; sys.exit('%%d wrong, [%%d] = %%d, expected %%d' %% (len(bad), bad[0], d[bad[0]], want[bad[0]]) if bad else 0)" %t.sub.in %t.sub/arg0.bin
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %k) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %a = add i32 %k, 31
  %m = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %v, i32 %a)
  %lo = extractvalue { i32, i1 } %m, 0
  %ov = extractvalue { i32, i1 } %m, 1
  %s = call i32 @llvm.uadd.sat.i32(i32 %lo, i32 -1475634372)
  %r = select i1 %ov, i32 -1, i32 %s
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %q
  ret void
}
define amdgpu_kernel void @g(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %a = call i32 @llvm.usub.sat.i32(i32 %v, i32 1000)
  %b = call i32 @llvm.usub.sat.i32(i32 1000, i32 %v)
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %a, ptr addrspace(1) %q
  %j = add i32 %i, 64
  %r = getelementptr i32, ptr addrspace(1) %out, i32 %j
  store i32 %b, ptr addrspace(1) %r
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.usub.sat.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
