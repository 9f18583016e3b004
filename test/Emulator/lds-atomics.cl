// LDS atomics of every kind, 32- and 64-bit, returning and not: and, or,
// xor, unsigned and signed min and max, exchange (the values returned plus
// the last one stored add up to the first plus every input, in any order)
// and compare-exchange (exactly one work-item of a group wins, storing its
// own value). Four groups of 64 reduce their own inputs.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel lds --global 256 --local 64 --arg buf:@%t.in/in.bin --arg buf:@%t.in/in64.bin --arg buf:160 --arg buf:288 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel lds --global 256 --local 64 --arg buf:@%t.in/in.bin --arg buf:@%t.in/in64.bin --arg buf:160 --arg buf:288 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900
// RUN: amdcl2-objdump --disassemble %t.fiji.clo | FileCheck %s --check-prefix=ISA

// ISA-DAG: ds_and_b32
// ISA-DAG: ds_or_b64
// ISA-DAG: ds_xor_b32
// ISA-DAG: ds_min_u64
// ISA-DAG: ds_max_i64
// ISA-DAG: ds_wrxchg_rtn_b64
// ISA-DAG: ds_cmpst_rtn_b64
// ISA-DAG: ds_cmpst_rtn_b32

// GEN: random.seed(5)
// GEN: v = [random.randrange(1 << 32) for i in range(256)]
// GEN: w = [random.randrange(1 << 64) for i in range(256)]
// GEN: write("in.bin", "I", v)
// GEN: write("in64.bin", "Q", w)
// EXPECT: import functools, operator
// EXPECT: s32 = lambda x: x - (1 << 32) if x >= 1 << 31 else x
// EXPECT: s64 = lambda x: x - (1 << 64) if x >= 1 << 63 else x
// EXPECT: g32 = read("arg2.bin", "I"); g64 = read("arg3.bin", "Q")
// EXPECT: w32 = []; w64 = []
// EXPECT: for g in range(4):
// EXPECT:   a = v[g * 64:g * 64 + 64]; b = w[g * 64:g * 64 + 64]
// EXPECT:   cs = g32[g * 10 + 8]; cs64 = g64[g * 9 + 8]
// EXPECT:   w32 += [functools.reduce(operator.and_, a), functools.reduce(operator.or_, a),
// EXPECT:           functools.reduce(operator.xor, a), min(a), max(a),
// EXPECT:           min(a, key=s32), max(a, key=s32), (7 + sum(a)) & 0xffffffff,
// EXPECT:           cs if cs in [x | 1 for x in a] else "one of the inputs | 1", 2]
// EXPECT:   w64 += [functools.reduce(operator.and_, b), functools.reduce(operator.or_, b),
// EXPECT:           functools.reduce(operator.xor, b), min(b), max(b),
// EXPECT:           min(b, key=s64), max(b, key=s64), (9 + sum(b)) & (2**64 - 1),
// EXPECT:           cs64 if cs64 in [x | 1 for x in b] else "one of the inputs | 1"]
// EXPECT: expect("arg2.bin", "I", w32)
// EXPECT: expect("arg3.bin", "Q", w64)

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

kernel void lds(global const uint *in, global const ulong *in64,
                global uint *out32, global ulong *out64) {
  local uint a, o, x, mn, mx, xc, cs, wins, xret;
  local int smn, smx;
  local ulong a64, o64, x64, mn64, mx64, xc64, cs64, xret64;
  local long smn64, smx64;
  size_t l = get_local_id(0), g = get_group_id(0);
  uint v = in[get_global_id(0)];
  ulong w = in64[get_global_id(0)];
  if (l == 0) {
    a = ~0u; o = 0; x = 0; mn = ~0u; mx = 0; smn = INT_MAX; smx = INT_MIN;
    xc = 7; cs = 0; wins = 0; xret = 0;
    a64 = ~0ul; o64 = 0; x64 = 0; mn64 = ~0ul; mx64 = 0;
    smn64 = LONG_MAX; smx64 = LONG_MIN; xc64 = 9; cs64 = 0; xret64 = 0;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_and(&a, v);
  atomic_or(&o, v);
  atomic_xor(&x, v);
  atomic_min(&mn, v);
  atomic_max(&mx, v);
  atomic_min(&smn, (int)v);
  atomic_max(&smx, (int)v);
  atomic_add(&xret, atomic_xchg(&xc, v));
  if (atomic_cmpxchg(&cs, 0u, v | 1) == 0)
    atomic_inc(&wins);
  atom_and(&a64, w);
  atom_or(&o64, w);
  atom_xor(&x64, w);
  atom_min(&mn64, w);
  atom_max(&mx64, w);
  atom_min(&smn64, (long)w);
  atom_max(&smx64, (long)w);
  atom_add(&xret64, atom_xchg(&xc64, w));
  if (atom_cmpxchg(&cs64, 0ul, w | 1) == 0)
    atomic_inc(&wins);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    global uint *O = out32 + g * 10;
    O[0] = a; O[1] = o; O[2] = x; O[3] = mn; O[4] = mx;
    O[5] = smn; O[6] = smx; O[7] = xret + xc; O[8] = cs; O[9] = wins;
    global ulong *P = out64 + g * 9;
    P[0] = a64; P[1] = o64; P[2] = x64; P[3] = mn64; P[4] = mx64;
    P[5] = smn64; P[6] = smx64; P[7] = xret64 + xc64; P[8] = cs64;
  }
}
