// gfx9's D16 loads and stores: a short or a byte loaded into the high or
// low half of a register whose other half stays, and the high half's short
// or byte stored (the CTS's relationals shuffles on gfx900). Vectors built
// from separate loads, high halves stored; values from Python.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump --disassemble %t.gfx900.clo | FileCheck %s --check-prefix=ISA %}
// RUN: %run %t.gfx900.clo --kernel pack --global 16 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:192 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900 HI=0
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel pack --global 16 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:192 --out %t.fiji
// RUN: %emucheck check %s %t.fiji HI=0
// RUN: %if !gfx7 %{ amdcl2-objdump --disassemble %t.gfx900.clo | FileCheck %s --check-prefix=STORE %}
// RUN: %run %t.gfx900.clo --kernel unpack --global 32 --arg buf:@%t.in/a4.bin --arg buf:64 --arg buf:32 --out %t.gfx900.hi
// RUN: %emucheck check %s %t.gfx900.hi HI=1

// ISA: global_load_short_d16_hi
// STORE-DAG: global_store_short_d16_hi
// STORE-DAG: global_store_byte_d16_hi

// GEN: random.seed(3)
// GEN: a = [random.randrange(-32768, 32768) for i in range(32)]
// GEN: b = [random.randrange(256) for i in range(32)]
// GEN: write("a.bin", "h", a)
// GEN: write("b.bin", "B", b)
// GEN: a4 = [random.randrange(-(1 << 31), 1 << 31) for i in range(32)]
// GEN: write("a4.bin", "i", a4)
// EXPECT: s32 = lambda x: x - (1 << 32) if x >= 1 << 31 else x
// EXPECT: s16 = lambda x: x - (1 << 16) if x >= 1 << 15 else x
// EXPECT: want = []
// EXPECT: for i in range(16):
// EXPECT:   want += [s32((a[i] & 0xffff) | (a[i + 7] & 0xffff) << 16),
// EXPECT:            s16(b[i + 3] | b[i] << 8),
// EXPECT:            s32(b[i + 1] | b[i + 2] << 16)]
// EXPECT: if HI:
// EXPECT:   expect("arg1.bin", "h", [s16((x >> 16) & 0xffff) for x in a4])
// EXPECT:   expect("arg2.bin", "B", [(x >> 16) & 0xff for x in a4])
// EXPECT: else:
// EXPECT:   expect("arg2.bin", "i", want)

kernel void pack(global const short *a, global const uchar *b,
                 global int *out) {
  size_t i = get_global_id(0);
  short2 v = (short2)(a[i], a[i + 7]);
  uchar2 w = (uchar2)(b[i + 3], b[i]);
  ushort2 x = (ushort2)(b[i + 1], b[i + 2]);
  out[3 * i] = as_int(v);
  out[3 * i + 1] = as_short(w);
  out[3 * i + 2] = as_int(x);
}

kernel void unpack(global const int *a, global short *hs, global uchar *hb) {
  size_t i = get_global_id(0);
  hs[i] = (short)(a[i] >> 16);
  hb[i] = (uchar)(a[i] >> 16);
}
