; LLVM 22 miscompiles uadd.sat of the low half of umul.with.overflow on gfx8
; and gfx9: the saturating add becomes a plain one (plain llc-22 emits
; `v_add_u32_e32` without clamp), so mad_sat(uint, uint, uint) wraps instead
; of saturating when the product fits in 32 bits and the sum does not. Found
; by the random-program campaign against PoCL (bench/CAMPAIGN.md, seed 789
; of clgen.py v2). An upstream defect amdcl2 does not work around yet: this
; test fails until it is fixed or worked around, and must then pass.
; XFAIL: *
; REQUIRES: amdcl2-run
; RUN: %python -c "import struct, sys; open(sys.argv[1], 'wb').write(struct.pack('<64I', *([50000000] * 64)))" %t.in
; RUN: amdcl2-llc --mcpu=fiji %s -o %t.clo
; RUN: %run %t.clo --kernel f --global 64 --arg buf:256 --arg buf:@%t.in --arg i32:5 --out %t
; RUN: %python -c "import struct, sys; d = struct.unpack('<64I', open(sys.argv[1], 'rb').read()); sys.exit(0 if d == (0xffffffff,) * 64 else 'got %%d, expected 4294967295' %% d[0])" %t/arg0.bin
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
declare i32 @llvm.amdgcn.workitem.id.x()
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
