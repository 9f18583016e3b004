// AMD's byte media operations run: amd_lerp (v_lerp_u8), amd_msad
// (v_msad_u8: bytes whose reference is 0 do not count), amd_qsad and
// amd_mqsad (v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8: four 4-byte windows of a
// 64-bit source, each sum plus a 16-bit accumulator, truncated to 16 bits),
// against the cl_amd_media_ops2 definitions computed in Python; the inputs
// have zero bytes (for the mask) and accumulators near 0xffff (for the
// truncation).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump -d %t.fiji.clo | FileCheck --check-prefix=ISA %s
// RUN: %run %t.fiji.clo --kernel media --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:@%t.in/c.bin --arg buf:8192 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel media --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:@%t.in/c.bin --arg buf:8192 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// ISA-LABEL: media:
// ISA-DAG: v_lerp_u8
// ISA-DAG: v_msad_u8
// ISA-DAG: v_qsad_pk_u16_u8
// ISA-DAG: v_mqsad_pk_u16_u8

// GEN: random.seed(9)
// GEN: def byte(): return random.choice([0, 0, 1, 127, 128, 255, random.randint(0, 255)])
// GEN: def word(n): return sum(byte() << (8 * k) for k in range(n))
// GEN: write("a.bin", "Q", [word(8) for _ in range(256)])
// GEN: write("b.bin", "I", [word(4) for _ in range(256)])
// GEN: write("c.bin", "Q", [sum(random.choice([0, 1, 0xfff0, 0xffff, random.randint(0, 0xffff)]) << (16 * k) for k in range(4)) for _ in range(256)])

// EXPECT: A, B, Cs = read("arg0.bin", "Q"), read("arg1.bin", "I"), read("arg2.bin", "Q")
// EXPECT: by = lambda v, i: (v >> (8 * i)) & 0xff
// EXPECT: def sad(x, ref, acc, masked):
// EXPECT:   return acc + sum(abs(by(x, i) - by(ref, i)) for i in range(4) if not masked or by(ref, i))
// EXPECT: def quad(x, ref, acc, masked):
// EXPECT:   return sum((sad(x >> (8 * k), ref, (acc >> (16 * k)) & 0xffff, masked) & 0xffff) << (16 * k) for k in range(4))
// EXPECT: out = []
// EXPECT: for a, b, c in zip(A, B, Cs):
// EXPECT:   lo = a & 0xffffffff
// EXPECT:   lerp = sum(((by(lo, i) + by(b, i) + (by(c, i) & 1)) >> 1) << (8 * i) for i in range(4))
// EXPECT:   msad = sad(lo, b, c & 0xffffffff, True) & 0xffffffff
// EXPECT:   out += [lerp | msad << 32, quad(a, b, c, False), quad(a, b, c, True), 0]
// EXPECT: expect("arg3.bin", "Q", out)

kernel void media(global const ulong *a, global const uint *b,
                  global const ulong *c, global ulong4 *o) {
  size_t i = get_global_id(0);
  uint lo = (uint)a[i];
  uint lerp = amd_lerp(lo, b[i], (uint)c[i]);
  uint msad = amd_msad(lo, b[i], (uint)c[i]);
  o[i] = (ulong4)(lerp | (ulong)msad << 32, amd_qsad(a[i], b[i], c[i]),
                  amd_mqsad(a[i], b[i], c[i]), 0);
}
