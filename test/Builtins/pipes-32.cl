// A 32-bit program's pipe (-m32): the indices are the host's 4-byte size_t,
// read_idx, write_idx and end_idx at bytes 0, 4 and 8, as AMD's piper2.32
// has them (its writer loads read_idx at 0 with glc and end_idx at 8, and
// swaps write_idx at 4 with a 32-bit compare-and-swap); packets from byte
// 128. The pipe argument is a 4-byte slot (byte 24, after the six 4-byte
// setup arguments).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=bonaire -S -o - %s | FileCheck %s
// Its record is piper2.32's: the type name is the packet type alone (64-bit
// programs: "pipe __global int *", piper-16_4).
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=bonaire -c -o %t.clo %s
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefix=RECORD
// RECORD: .arg out_pipe, "int", pipe, rdonly    # offset 24, size 4, vo 96

// CHECK-LABEL: .kernel write_int
// CHECK:       # s_load_dword s[[P:[0-9]+]], s[6:7], 0x6
// CHECK:       # s_load_dword s{{[0-9]+}}, s[[[P]]:{{[0-9]+}}], 0x2
// CHECK:       # flat_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}] glc
// CHECK:       # s_add_u32 s{{[0-9]+}}, s[[P]], 4
// CHECK:       # flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// CHECK-NOT:   _x2
// CHECK:       # v_add_i32_e32 v{{[0-9]+}}, vcc, 0x80, v{{[0-9]+}}
// CHECK:       # flat_store_dword
kernel void write_int(write_only pipe int out_pipe) {
  int v = get_global_id(0);
  write_pipe(out_pipe, &v);
}
