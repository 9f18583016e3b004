// A function LLVM's inliner left alone and full inlining would copy into
// two kernels stays a function (the size from which it does is lowered
// here, -amdcl2-call-threshold): compiled once, its code follows each
// kernel's own, the call's PC-relative offset resolved there, and its
// reference to a program-scope table relocated there too. Both kernels compute what Python does, and the
// kernel's code calls (s_swappc_b64) instead of inlining.
// REQUIRES: amdcl2-clang, amdcl2-run, amdcl2-objdump
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DNOINLINE -mllvm -amdcl2-calls -mllvm -amdcl2-call-threshold=20 -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump -d %t.fiji.clo | FileCheck %s --check-prefix=CALL
// The kernels' inputs are those of the inlined build.
// RUN: amdcl2-objdump --kernels %t.fiji.clo | FileCheck %s --check-prefix=RECORD
// The table's address is relocated in each kernel's copy of the function.
// RUN: amdcl2-objdump --reloc %t.fiji.clo | FileCheck %s --check-prefix=RELOC
// RUN: %run %t.fiji.clo --kernel first --global 256 --arg buf:@%t.in/o.bin --arg buf:@%t.in/t.bin --out %t.first
// RUN: %emucheck check %s %t.first test=first
// RUN: %run %t.fiji.clo --kernel second --global 256 --arg buf:@%t.in/o.bin --arg buf:@%t.in/t.bin --out %t.second
// RUN: %emucheck check %s %t.second test=second
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -DNOINLINE -mllvm -amdcl2-call-threshold=20 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel second --global 256 --arg buf:@%t.in/o.bin --arg buf:@%t.in/t.bin --out %t.second.gfx900
// RUN: %emucheck check %s %t.second.gfx900 test=second
// Kept from LLVM's inliner before the optimizer (no noinline in the
// source; the size is that of unoptimized code, four times the threshold).
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -mllvm -amdcl2-call-threshold=10 -c -o %t.early.clo %s
// RUN: amdcl2-objdump -d %t.early.clo | FileCheck %s --check-prefix=CALL
// RUN: %run %t.early.clo --kernel first --global 256 --arg buf:@%t.in/o.bin --arg buf:@%t.in/t.bin --out %t.first.early
// RUN: %emucheck check %s %t.first.early test=first
// With -amdcl2-calls=false everything is inlined.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DNOINLINE -mllvm -amdcl2-calls=false -mllvm -amdcl2-call-threshold=20 -c -o %t.inlined.clo %s
// RUN: amdcl2-objdump -d %t.inlined.clo | FileCheck %s --check-prefix=INLINED
// RUN: amdcl2-objdump --kernels %t.inlined.clo | FileCheck %s --check-prefix=RECORD

// CALL-LABEL: first:
// CALL: s_swappc_b64
// CALL-LABEL: second:
// CALL: s_swappc_b64
// INLINED-NOT: s_swappc_b64
// RELOC-COUNT-2: R_AMDGPU_32_LOW __hsa_section.hsadata_readonly_agent
// RELOC-NOT: R_AMDGPU_32_LOW
// RECORD-COUNT-2: # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]
// RECORD-NOT: scratch wave offset

// GEN: random.seed(3)
// GEN: o = [random.getrandbits(32) for _ in range(256)]
// GEN: t = [random.getrandbits(32) for _ in range(16)]
// GEN: write("o.bin", "I", o)
// GEN: write("t.bin", "I", t)

// EXPECT: M = 0xffffffff
// EXPECT: def mix(a, b):
// EXPECT:   for i in range(16):
// EXPECT:     x = a ^ t[(b + i) & 15]
// EXPECT:     a = (((x << 5) | (x >> 27)) + b + 0x9e3779b9 * (((b ^ i) & 15) + 1)) & M
// EXPECT:     b = (b * 33 + a) & M
// EXPECT:   return a ^ b
// EXPECT: if test == "first":
// EXPECT:   expect("arg0.bin", "I", [mix(i, o[i]) for i in range(256)])
// EXPECT: if test == "second":
// EXPECT:   expect("arg0.bin", "I", [(mix(o[i], i * 7 & M) + 1) & M for i in range(256)])

constant uint K[16] = {
    0x9e3779b9u * 1,  0x9e3779b9u * 2,  0x9e3779b9u * 3,  0x9e3779b9u * 4,
    0x9e3779b9u * 5,  0x9e3779b9u * 6,  0x9e3779b9u * 7,  0x9e3779b9u * 8,
    0x9e3779b9u * 9,  0x9e3779b9u * 10, 0x9e3779b9u * 11, 0x9e3779b9u * 12,
    0x9e3779b9u * 13, 0x9e3779b9u * 14, 0x9e3779b9u * 15, 0x9e3779b9u * 16};

// With NOINLINE, LLVM's inliner keeps it, as it keeps large functions;
// without, amdcl2-keep-calls keeps it from the inliner.
#ifdef NOINLINE
__attribute__((noinline))
#endif
uint mix(uint a, uint b, global const uint *t) {
  for (int i = 0; i < 16; ++i) {
    a = rotate(a ^ t[(b + i) & 15], 5u) + b + K[(b ^ i) & 15];
    b = b * 33 + a;
  }
  return a ^ b;
}

kernel void first(global uint *o, global const uint *t) {
  uint i = get_global_id(0);
  o[i] = mix(i, o[i], t);
}

kernel void second(global uint *o, global const uint *t) {
  uint i = get_global_id(0);
  o[i] = mix(o[i], i * 7, t) + 1;
}
