// Pipe arguments in the metadata and the kernel setup, against the facts of
// AMD's piper-16_4 (Crimson 16.4, driver 2004.06, Bonaire): this source
// recreates its five kernels (names, arguments, what each does with its
// pipes, 4 KiB of local memory in Piper). pipe-args-amd.cl runs the same
// checks on AMD's binary (prefix AMD for the facts where amdcl2 differs).
// A pipe is a global pointer entry (kind 5, type 7) to a struct (15),
// alignment 256, pipe flag 1, type name "pipe __global T *", usage 3 when
// the kernel uses the pipe and 1 when it does not (Piper2's out); the
// waves-per-SIMD hint is 0 only for kernels that write packets.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=2004.06 %s -o %t.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.clo metadata | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s --check-prefix=SETUP
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 %s -o %t.gfx9.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.gfx9.clo metadata | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --kernel-info=json -S -o /dev/null %s | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: metadata Piper size
// CHECK:       nargs 9 enqueues 0 kernel_index 0
// CHECK-NEXT:  six 6 waves_hint 0x0
// CHECK:       arg _.printf_buffer 'size_t' kind 5 type 7 count 1 notsampler 1 vo 48 palign 1 ptype 6 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// CHECK:       arg in 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 96 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out 'pipe __global float *' kind 5 type 7 count 1 notsampler 1 vo 112 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg v 'uint*' kind 5 type 7 count 1 notsampler 1 vo 128 palign 4 ptype 8 space 3 usage 3 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  terminator zero
// SETUP-LABEL: .kernel Piper
// SETUP:         # user SGPRs 6: scratch s[0:3], args s[4:5]
// SETUP:         .localsize 4096
// SETUP:         .useargs
// SETUP:         .arg in, "pipe __global uint *", pipe, rdonly    # offset 48, size 8, vo 96
// SETUP-NEXT:    .arg out, "pipe __global float *", pipe, rdonly    # offset 56, size 8, vo 112
// SETUP-NEXT:    .arg v, "uint*", uint*, local, # offset 64, size 8, vo 128
// SETUP-NEXT:    # enable_sgpr_mask 0x09, user_sgprs 6, kernarg_segment_size 80, kernel index 0, 9 args
// JSON:          "name": "in",
// JSON-NEXT:     "type_name": "pipe __global uint *",
// JSON-NEXT:     "kind": "pipe",
// JSON-NEXT:     "address_space": "global",
// JSON-NEXT:     "offset": 48,
// JSON-NEXT:     "size": 8
kernel void Piper(read_only pipe uint in, write_only pipe float out,
                  local uint *v) {
  local uint tmp[1024];
  uint lid = get_local_id(0);
  uint x = 0;
  read_pipe(in, &x);
  v[lid] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < 16; i++)
    tmp[lid + 64 * i] = v[lid + 64 * i];
  barrier(CLK_LOCAL_MEM_FENCE);
  float f = tmp[lid];
  write_pipe(out, &f);
}

// No code: AMD writes usage 3 for every pointer, pipe and the printf buffer
// of this kernel; amdcl2 treats the pipes as unused (1), like its pointers.
// CHECK-LABEL: metadata PiperEmpty size
// CHECK:       nargs 9 enqueues 0 kernel_index 1
// CHECK-NEXT:  six 6 waves_hint 0xffffffff
// OURS:        arg _.printf_buffer 'size_t' kind 5 type 7 count 1 notsampler 1 vo 48 palign 1 ptype 6 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// AMD:         arg _.printf_buffer 'size_t' kind 5 type 7 count 1 notsampler 1 vo 48 palign 1 ptype 6 space 4 usage 3 vol 0 restrict 0 pipe 0 const 0
// OURS:        arg in 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 96 palign 256 ptype 15 space 4 usage 1 vol 0 restrict 0 pipe 1 const 0
// OURS-NEXT:   arg out 'pipe __global float *' kind 5 type 7 count 1 notsampler 1 vo 112 palign 256 ptype 15 space 4 usage 1 vol 0 restrict 0 pipe 1 const 0
// AMD:         arg in 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 96 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// AMD-NEXT:    arg out 'pipe __global float *' kind 5 type 7 count 1 notsampler 1 vo 112 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// SETUP-LABEL: .kernel PiperEmpty
// SETUP:         # user SGPRs 4: scratch s[0:3]
// SETUP-NOT:     .useargs
// SETUP:         # enable_sgpr_mask 0x01, user_sgprs 4, kernarg_segment_size 80, kernel index 1, 9 args
kernel void PiperEmpty(read_only pipe uint in, write_only pipe float out,
                       local uint *v) {}

// Reads one packet and drops it; out is never touched.
// CHECK-LABEL: metadata Piper2 size
// CHECK:       nargs 8 enqueues 0 kernel_index 2
// CHECK-NEXT:  six 6 waves_hint 0xffffffff
// CHECK:       arg in 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 96 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out 'pipe __global float *' kind 5 type 7 count 1 notsampler 1 vo 112 palign 256 ptype 15 space 4 usage 1 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  terminator zero
// SETUP-LABEL: .kernel Piper2
// SETUP:         .arg in, "pipe __global uint *", pipe, rdonly    # offset 48, size 8, vo 96
// SETUP-NEXT:    .arg out, "pipe __global float *", pipe, unused    # offset 56, size 8, vo 112
// SETUP-NEXT:    # enable_sgpr_mask 0x09, user_sgprs 6, kernarg_segment_size 64, kernel index 2, 8 args
kernel void Piper2(read_only pipe uint in, write_only pipe float out) {
  uint x;
  read_pipe(in, &x);
}

// CHECK-LABEL: metadata Piper3 size
// CHECK:       nargs 8 enqueues 0 kernel_index 3
// CHECK-NEXT:  six 6 waves_hint 0x0
// CHECK:       arg in 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 96 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 112 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  terminator zero
// SETUP-LABEL: .kernel Piper3
// SETUP:         # enable_sgpr_mask 0x09, user_sgprs 6, kernarg_segment_size 64, kernel index 3, 8 args
kernel void Piper3(read_only pipe uint in, write_only pipe uint out) {
  uint x = get_local_id(0);
  read_pipe(in, &x);
  write_pipe(out, &x);
}

// CHECK-LABEL: metadata Piper4 size
// CHECK:       nargs 12 enqueues 0 kernel_index 4
// CHECK-NEXT:  six 6 waves_hint 0x0
// CHECK:       arg in 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 96 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 112 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out1 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 128 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out2 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 144 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out3 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 160 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg out4 'pipe __global uint *' kind 5 type 7 count 1 notsampler 1 vo 176 palign 256 ptype 15 space 4 usage 3 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  terminator zero
// SETUP-LABEL: .kernel Piper4
// SETUP:         # enable_sgpr_mask 0x09, user_sgprs 6, kernarg_segment_size 96, kernel index 4, 12 args
kernel void Piper4(read_only pipe uint in, write_only pipe uint out,
                   write_only pipe uint out1, write_only pipe uint out2,
                   write_only pipe uint out3, write_only pipe uint out4) {
  uint x = get_local_id(0);
  read_pipe(in, &x);
  write_pipe(out, &x);
  write_pipe(out1, &x);
  write_pipe(out2, &x);
  write_pipe(out3, &x);
  write_pipe(out4, &x);
}
