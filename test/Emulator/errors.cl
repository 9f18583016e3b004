// amdcl2-run's errors: each names the file, and run-time errors the kernel,
// the instruction address and name, the work-group, the wave, the lane and
// the address. Exit status 1, never a crash.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s
// RUN: not %run %t.clo --kernel oob --global 64 --arg buf:256 --arg u32:1 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=OOB
// RUN: not %run %t.clo --kernel nosuch --global 64 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=KERNEL
// RUN: not %run %t.clo --kernel oob --global 64 --arg buf:256 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=COUNT
// RUN: not %run %t.clo --kernel oob --global 64 --arg u32:1 --arg u32:1 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=KIND
// RUN: not %run %t.clo --kernel oob --global 64 --arg buf:256 --arg f32:1 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=TYPE
// RUN: not %run %t.clo --kernel oob --global 64 --arg buf:256 --arg u32:1,2 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=VEC
// RUN: not %run %t.clo --kernel oob --global 64 --arg bif:256 --arg u32:1 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=SPEC
// RUN: not %run %t.clo --kernel oob --global 64 --arg buf:0 --arg u32:1 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=SIZE
// RUN: not %run %t.clo --kernel oob --global 64 --arg buf:256 --arg u32:x 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=VALUE
// RUN: not %run %t.clo --kernel oob --global 64,2 --local 64 --arg buf:256 --arg u32:1 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=LOCAL
// RUN: not %run %t.clo --kernel oob --global 5000000000 --arg buf:256 --arg u32:1 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=GRID
// RUN: not %run %t.clo --kernel trig_preop --global 4 --arg buf:64 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=NOSEM
// RUN: not %run %t.clo --kernel lds_oob --global 64 --arg buf:256 --arg u32:300 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=LDS

// OOB: amdcl2-run: error: '[[FILE]]': kernel 'oob': at 0x{{[0-9a-f]+}} (FLAT_STORE_DWORD_{{vi|ci}}), work-group (0,0,0) wave 0: out-of-bounds global access of 4 bytes in lane 63 at address 0x{{[0-9a-f]+}} (0 bytes past the end of 'arg0')
// KERNEL: amdcl2-run: error: '[[FILE]]': no kernel 'nosuch' (the binary has: oob, trig_preop, lds_oob)
// COUNT: amdcl2-run: error: '[[FILE]]': kernel 'oob' takes 2 arguments, 1 given
// KIND: amdcl2-run: error: '[[FILE]]': kernel 'oob': argument 0 'a' (uint*): needs buf:..., got 'u32:1'
// TYPE: amdcl2-run: error: '[[FILE]]': kernel 'oob': argument 1 'n' (uint): 'f32:1' does not match 1 x uint
// VEC: amdcl2-run: error: '[[FILE]]': kernel 'oob': argument 1 'n' (uint): 'u32:1,2' does not match 1 x uint
// SPEC: amdcl2-run: error: '[[FILE]]': bad argument 'bif:256': unknown kind 'bif' (i8, u8, i16, u16, i32, u32, i64, u64, f32, f64, buf, local, image, sampler, pipe, queue)
// SIZE: amdcl2-run: error: '[[FILE]]': bad argument 'buf:0': buffer size must be 1 to 2^30 bytes
// VALUE: amdcl2-run: error: '[[FILE]]': bad argument 'u32:x': 'x' is not a valid u32
// LOCAL: amdcl2-run: error: '[[FILE]]': bad --local '64' (expected 2 sizes, as --global)
// GRID: amdcl2-run: error: '[[FILE]]': global size plus offset must be below 2^32
// NOSEM: amdcl2-run: error: '[[FILE]]': kernel 'trig_preop': at 0x{{[0-9a-f]+}} ([[NAME:V_[A-Za-z0-9_]+]]), work-group (0,0,0) wave 0: the emulator has no semantics for [[NAME]]
// LDS: amdcl2-run: error: '[[FILE]]': kernel 'lds_oob': at 0x{{[0-9a-f]+}} (DS_WRITE_B32_{{vi|gfx6_gfx7}}), work-group (0,0,0) wave 0: out-of-bounds LDS access of 4 bytes in lane 0 at address 0x4b0 (LDS has 256 bytes)

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void oob(global uint *a, uint n) { a[get_global_id(0) + n] = 1; }

// v_trig_preop_f64 (the table of 2/pi bits): no semantics in the emulator.
kernel void trig_preop(global double *a) {
  size_t i = get_global_id(0);
  a[i] = __builtin_amdgcn_trig_preop(a[i], (int)i);
}

kernel void lds_oob(global uint *out, uint n) {
  local uint t[64];
  t[get_local_id(0) + n] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_local_id(0)] = t[get_local_id(0)];
}
