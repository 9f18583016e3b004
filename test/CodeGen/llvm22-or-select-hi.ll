; LLVM 22 miscompiles `0 - (select(c, -1, K) | select(d, 0, sext x))` on gfx8
; and gfx9 at -O1 and above: the high half of the `or` drops the select of
; constants (both of whose high halves are all ones), so the negation is
; 2^64 - 1 instead of 1 for x >= 0 (plain llc-22 emits the same code; -O0
; is right). Found by the random-program campaign against PoCL
; (bench/CAMPAIGN.md, seed 849 of clgen.py v2). An upstream defect amdcl2 does
; not work around yet: this test fails until it is fixed or worked around.
; XFAIL: *
; REQUIRES: amdcl2-run
; RUN: %python -c "import struct, sys; open(sys.argv[1], 'wb').write(struct.pack('<64i', *([7] * 64)))" %t.in
; RUN: amdcl2-llc --mcpu=fiji %s -o %t.clo
; RUN: %run %t.clo --kernel f --global 64 --arg buf:512 --arg buf:@%t.in --out %t
; RUN: %python -c "import struct, sys; d = struct.unpack('<64q', open(sys.argv[1], 'rb').read()); sys.exit(0 if d == (1,) * 64 else 'got %%d, expected 1' %% d[1])" %t/arg0.bin
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @f(ptr addrspace(1) %out, ptr addrspace(1) %in) {
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
declare i32 @llvm.amdgcn.workitem.id.x()
