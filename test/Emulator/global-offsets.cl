// gfx9 GLOBAL instructions carry a 13-bit signed offset (FLAT's is 12-bit
// unsigned): LLVM stores p[-3] as `global_store_dword v0, v1, s[0:1]
// offset:-12`, which MC hands over as the field, 8180. The emulator
// sign-extends it, so the store lands 12 bytes below the base.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump -d %t.gfx900.clo | FileCheck --check-prefix=ISA %s
// RUN: %run %t.gfx900.clo --kernel back --global 256 --arg buf:2400 --arg u32:300 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel back --global 256 --arg buf:2400 --arg u32:300 --out %t.fiji
// RUN: %emucheck check %s %t.fiji

// ISA-LABEL: back:
// ISA: global_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] offset:-12
// ISA: global_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] offset:-800

// EXPECT: o = [0] * 600
// EXPECT: for g in range(4):
// EXPECT:   o[300 + 64 * g - 3], o[300 + 64 * g - 1], o[300 + 64 * g - 200] = 7, 9, 11
// EXPECT: expect("arg0.bin", "i", o)

kernel void back(global int *o, uint n) {
  global int *p = o + n;
  size_t g = get_group_id(0);
  p[g * 64 - 3] = 7;
  p[g * 64 - 1] = 9;
  p[g * 64 - 200] = 11;
}
