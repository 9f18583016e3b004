// vload_half/vstore_half: v_cvt_f32_f16 and v_cvt_f16_f32 (round to
// nearest even), compared with Python's IEEE half ('e' in struct).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel hv --global 300 --arg buf:@%t.in/a.bin --arg buf:1200 --arg buf:600 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel hv --global 300 --arg buf:@%t.in/a.bin --arg buf:1200 --arg buf:600 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// GEN: random.seed(6)
// GEN: a = [struct.unpack("<e", struct.pack("<e", random.uniform(-3000, 3000)))[0] for i in range(300)]
// GEN: write("a.bin", "e", a)
// EXPECT: expect("arg1.bin", "f", [f32(x * 3.0) for x in a])
// EXPECT: expect("arg2.bin", "e", [struct.unpack("<e", struct.pack("<e", f32(x * 0.5 + 1.0)))[0] for x in a])

kernel void hv(global const half *a, global float *o, global half *h) {
  size_t i = get_global_id(0);
  float x = vload_half(i, a);
  o[i] = x * 3.0f;
  vstore_half(x * 0.5f + 1.0f, i, h);
}
