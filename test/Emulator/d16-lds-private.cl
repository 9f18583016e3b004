// gfx9's D16 forms of LDS and private (scratch buffer) accesses: a byte or
// short read into the high or low half of a register whose other half
// stays, and a register's high half written (the CTS's basic vload_local,
// vstore_local, vload_private and vstore_private on gfx900 stopped on
// ds_write_b8_d16_hi and buffer_load_short_d16_hi). Vectors gathered from
// local and private arrays, vstore3 into private arrays; values from Python.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %if !gfx7 %{ amdcl2-objdump --disassemble %t.gfx900.clo | FileCheck %s --check-prefix=ISA %}
// RUN: %run %t.gfx900.clo --kernel lds --global 16 --local 16 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin \
// RUN:   --arg buf:192 --arg buf:@%t.in/a4.bin --arg buf:32 --arg buf:16 --out %t.gfx900.lds
// RUN: %emucheck check %s %t.gfx900.lds part=lds
// RUN: %run %t.gfx900.clo --kernel priv --global 16 --arg buf:@%t.in/src.bin --arg buf:@%t.in/off.bin \
// RUN:   --arg buf:@%t.in/al.bin --arg buf:64 --arg buf:@%t.in/s2.bin --arg buf:128 --out %t.gfx900.priv
// RUN: %emucheck check %s %t.gfx900.priv part=priv
// RUN: %run %t.gfx900.clo --kernel privst --global 16 --arg buf:@%t.in/c3.bin --arg buf:@%t.in/off4.bin \
// RUN:   --arg buf:256 --arg buf:@%t.in/s3.bin --arg buf:512 --out %t.gfx900.st
// RUN: %emucheck check %s %t.gfx900.st part=st
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel lds --global 16 --local 16 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin \
// RUN:   --arg buf:192 --arg buf:@%t.in/a4.bin --arg buf:32 --arg buf:16 --out %t.fiji.lds
// RUN: %emucheck check %s %t.fiji.lds part=lds
// RUN: %run %t.fiji.clo --kernel priv --global 16 --arg buf:@%t.in/src.bin --arg buf:@%t.in/off.bin \
// RUN:   --arg buf:@%t.in/al.bin --arg buf:64 --arg buf:@%t.in/s2.bin --arg buf:128 --out %t.fiji.priv
// RUN: %emucheck check %s %t.fiji.priv part=priv
// RUN: %run %t.fiji.clo --kernel privst --global 16 --arg buf:@%t.in/c3.bin --arg buf:@%t.in/off4.bin \
// RUN:   --arg buf:256 --arg buf:@%t.in/s3.bin --arg buf:512 --out %t.fiji.st
// RUN: %emucheck check %s %t.fiji.st part=st

// ISA-DAG: ds_read_u16_d16_hi
// ISA-DAG: ds_read_u8_d16_hi
// ISA-DAG: ds_write_b16_d16_hi
// ISA-DAG: ds_write_b8_d16_hi
// ISA-DAG: buffer_load_short_d16
// ISA-DAG: buffer_store_byte_d16_hi

// GEN: random.seed(5)
// GEN: a = [random.randrange(-32768, 32768) for i in range(32)]
// GEN: b = [random.randrange(256) for i in range(32)]
// GEN: a4 = [random.randrange(-(1 << 31), 1 << 31) for i in range(16)]
// GEN: write("a.bin", "h", a)
// GEN: write("b.bin", "B", b)
// GEN: write("a4.bin", "i", a4)
// GEN: src = [random.randrange(-128, 128) for i in range(64)]
// GEN: s2 = [random.randrange(-32768, 32768) for i in range(64)]
// GEN: off = [random.randrange(16) for i in range(16)]
// GEN: al = [random.randrange(8) for i in range(16)]
// GEN: write("src.bin", "b", src)
// GEN: write("s2.bin", "h", s2)
// GEN: write("off.bin", "I", off)
// GEN: write("al.bin", "I", al)
// GEN: c3 = [random.randrange(-128, 128) for i in range(64)]
// GEN: s3 = [random.randrange(-32768, 32768) for i in range(64)]
// GEN: off4 = [random.randrange(4) for i in range(16)]
// GEN: write("c3.bin", "b", c3)
// GEN: write("s3.bin", "h", s3)
// GEN: write("off4.bin", "I", off4)
// EXPECT: s32 = lambda x: x - (1 << 32) if x >= 1 << 31 else x
// EXPECT: s16 = lambda x: x - (1 << 16) if x >= 1 << 15 else x
// EXPECT: s8 = lambda x: x - (1 << 8) if x >= 1 << 7 else x
// EXPECT: if part == "lds":
// EXPECT:   want = []
// EXPECT:   for i in range(16):
// EXPECT:     want += [s32((a[i] & 0xffff) | (a[i + 7] & 0xffff) << 16),
// EXPECT:              s16(b[i + 3] | b[i] << 8), s32(b[i + 1] | b[i + 2] << 16)]
// EXPECT:   expect("arg2.bin", "i", want)
// EXPECT:   expect("arg4.bin", "h", [s16((a4[15 - i] >> 16) & 0xffff) for i in range(16)])
// EXPECT:   expect("arg5.bin", "B", [(a4[15 - i] >> 16) & 0xff for i in range(16)])
// EXPECT: elif part == "priv":
// EXPECT:   got = read("arg3.bin", "b")
// EXPECT:   want = []
// EXPECT:   for t in range(16):
// EXPECT:     base = off[t] * 3 + al[t]
// EXPECT:     want += src[base:base + 3] + [got[4 * t + 3]]  # the fourth byte is unspecified
// EXPECT:   expect("arg3.bin", "b", want)
// EXPECT:   got = read("arg5.bin", "h")
// EXPECT:   want = []
// EXPECT:   for t in range(16):
// EXPECT:     base = off[t] * 3 + al[t]
// EXPECT:     want += s2[base:base + 3] + [got[4 * t + 3]]
// EXPECT:   expect("arg5.bin", "h", want)
// EXPECT: else:
// EXPECT:   wb, wh = [], []
// EXPECT:   for t in range(16):
// EXPECT:     p, q = [0] * 16, [0] * 16
// EXPECT:     at = off4[t] * 3 + 1
// EXPECT:     p[at:at + 3] = c3[4 * t:4 * t + 3]
// EXPECT:     q[at:at + 3] = s3[4 * t:4 * t + 3]
// EXPECT:     wb += p
// EXPECT:     wh += q
// EXPECT:   expect("arg2.bin", "b", wb)
// EXPECT:   expect("arg4.bin", "h", wh)

kernel void lds(global const short *a, global const uchar *b, global int *out,
                global const int *a4, global short *hs, global uchar *hb) {
  local short la[32];
  local uchar lb[32];
  local short ls[16];
  local uchar lc[16];
  size_t i = get_local_id(0);
  la[i] = a[i];
  la[i + 16] = a[i + 16];
  lb[i] = b[i];
  lb[i + 16] = b[i + 16];
  ls[i] = (short)(a4[i] >> 16);
  lc[i] = (uchar)(a4[i] >> 16);
  barrier(CLK_LOCAL_MEM_FENCE);
  short2 v = (short2)(la[i], la[i + 7]);
  uchar2 w = (uchar2)(lb[i + 3], lb[i]);
  ushort2 x = (ushort2)(lb[i + 1], lb[i + 2]);
  out[3 * i] = as_int(v);
  out[3 * i + 1] = as_short(w);
  out[3 * i + 2] = as_int(x);
  hs[i] = ls[15 - i];
  hb[i] = lc[15 - i];
}

kernel void priv(global const char *src, global const uint *off,
                 global const uint *al, global char3 *r,
                 global const short *s2, global short3 *r2) {
  char p[64];
  short q[64];
  int tid = get_global_id(0);
  for (int j = 0; j < 64; ++j) {
    p[j] = src[j];
    q[j] = s2[j];
  }
  r[tid] = vload3(off[tid], p + al[tid]);
  r2[tid] = vload3(off[tid], q + al[tid]);
}

kernel void privst(global const char3 *src, global const uint *off,
                   global char *out, global const short3 *s3,
                   global short *out2) {
  char p[64];
  short q[64];
  int tid = get_global_id(0);
  for (int j = 0; j < 64; ++j) {
    p[j] = 0;
    q[j] = 0;
  }
  vstore3(src[tid], off[tid], p + 1);
  vstore3(s3[tid], off[tid], q + 1);
  for (int j = 0; j < 16; ++j) {
    out[tid * 16 + j] = p[j];
    out2[tid * 16 + j] = q[j];
  }
}
