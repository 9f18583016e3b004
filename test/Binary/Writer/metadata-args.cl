// Kernel metadata (spec §6) of a kernel taking every argument kind, read by
// byte offset with Inputs/cl2bytes.py: the header per generation (G2-gfx
// 2482.03, G2 2004.06, G1 1912.05: size 0x110/0x110/0xe0, architecture word,
// constants, waves-per-SIMD hint, argument count), and each argument entry
// against the type-code table of §6.6: kind, type code, count (vector length, 4 for
// 3-vectors, struct size, resource id), virtual offsets by the §6.8 slot
// rule, pointee type/alignment, address space, usage, qualifiers, the pipe
// flag, the six hidden arguments of §6.7, names and type names.
// RUN: %clang22 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx803 -nogpulib -cl-kernel-arg-info -O2 -emit-llvm -S -o %t.ll %s
// RUN: amdcl2-llc -mcpu=fiji %t.ll -o %t.g2gfx.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g2gfx.clo metadata | FileCheck %s --check-prefixes=CHECK,G2,G2GFX
// RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=2004.06 %t.ll -o %t.g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g2.clo metadata | FileCheck %s --check-prefixes=CHECK,G2,G2GENERIC
// RUN: amdcl2-llc -mcpu=fiji --amdcl2-driver=1912.05 %t.ll -o %t.g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g1.clo metadata | FileCheck %s --check-prefixes=CHECK,G1

// Header. 38 entries = 6 hidden + 32 user arguments. The waves-per-SIMD hint
// stays 0xffffffff: the kernel neither enqueues nor writes to a pipe (piper-16_4's
// Piper2 and PiperEmpty).
// CHECK-LABEL: metadata kinds size [[#SIZE:]]
// G2-NEXT:     header_size 0x110 total [[#SIZE]]
// G1-NEXT:     header_size 0xe0 total [[#SIZE]]
// CHECK-NEXT:  constants 3 1 0x68 | 8 1 1 2
// CHECK-NEXT:  flags 0x20 kernel_id 0x400
// CHECK-NEXT:  reqd_work_group_size 0 0 0
// G2GFX-NEXT:  name1_len 21 arch_len 4
// G2GENERIC-NEXT: name1_len 21 arch_len 7
// G1-NEXT:     name1_len 21 arch_len 7
// CHECK-NEXT:  nargs 38 enqueues 0 kernel_index 0
// CHECK-NEXT:  six 6 waves_hint 0xffffffff
// G2-NEXT:     work_group_size_hint 0 0 0 vec_type_hint_len 0
// CHECK-NEXT:  other header bytes zero
// G2GFX-NEXT:  strings '__OpenCL_dummy_kernel' 'GFX8' ''
// G2GENERIC-NEXT: strings '__OpenCL_dummy_kernel' 'generic' ''
// G1-NEXT:     strings '__OpenCL_dummy_kernel' 'generic'{{$}}

// Hidden arguments: size_t is type 5 in G2 (const 1 on the global offsets),
// 9 in G1 (const 0); the printf buffer is a global char pointer.
// CHECK-NEXT:  entries at
// G2-NEXT:     arg _.global_offset_0 'size_t' kind 4 type 5 count 1 notsampler 1 vo 0 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 1
// G2-NEXT:     arg _.global_offset_1 'size_t' kind 4 type 5 count 1 notsampler 1 vo 16 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 1
// G2-NEXT:     arg _.global_offset_2 'size_t' kind 4 type 5 count 1 notsampler 1 vo 32 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 1
// G1-NEXT:     arg _.global_offset_0 'size_t' kind 4 type 9 count 1 notsampler 1 vo 0 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg _.global_offset_1 'size_t' kind 4 type 9 count 1 notsampler 1 vo 16 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg _.global_offset_2 'size_t' kind 4 type 9 count 1 notsampler 1 vo 32 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg _.printf_buffer 'size_t' kind 5 type 7 count 1 notsampler 1 vo 48 palign 1 ptype 6 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// G2-NEXT:     arg _.vqueue_pointer 'size_t' kind 4 type 5 count 1 notsampler 1 vo 64 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G2-NEXT:     arg _.aqlwrap_pointer 'size_t' kind 4 type 5 count 1 notsampler 1 vo 80 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg _.vqueue_pointer 'size_t' kind 4 type 9 count 1 notsampler 1 vo 64 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg _.aqlwrap_pointer 'size_t' kind 4 type 9 count 1 notsampler 1 vo 80 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0

// Values: G2 gives signed scalars CLRX's codes 2-5 (UNVERIFIED on AMD
// output), G1 uses 6-9 for both signednesses; vectors keep 6-9; 3-vectors
// count 4; float 11, double 12. Slots are max(4, element) x count rounded to 16.
// G2-NEXT:     arg c 'char' kind 4 type 2 count 1 notsampler 1 vo 96 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg c 'char' kind 4 type 6 count 1 notsampler 1 vo 96 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg c2 'uchar2' kind 4 type 6 count 2 notsampler 1 vo 112 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg s3 'short3' kind 4 type 7 count 4 notsampler 1 vo 128 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G2-NEXT:     arg i 'int' kind 4 type 4 count 1 notsampler 1 vo 144 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg i 'int' kind 4 type 8 count 1 notsampler 1 vo 144 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg u 'uint' kind 4 type 8 count 1 notsampler 1 vo 160 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G2-NEXT:     arg l 'long' kind 4 type 5 count 1 notsampler 1 vo 176 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg l 'long' kind 4 type 9 count 1 notsampler 1 vo 176 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg ul4 'ulong4' kind 4 type 9 count 4 notsampler 1 vo 192 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg f 'float' kind 4 type 11 count 1 notsampler 1 vo 224 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg f3 'float3' kind 4 type 11 count 4 notsampler 1 vo 240 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg d 'double' kind 4 type 12 count 1 notsampler 1 vo 256 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// Structs by value: type 15, count = struct size, slot = struct size.
// CHECK-NEXT:  arg s 'S' kind 4 type 15 count 16 notsampler 1 vo 272 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg big 'struct Big' kind 4 type 15 count 68 notsampler 1 vo 288 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// Pointers: kind 5, type 7, pointee code and size rounded to a power of 2,
// space 4 global / 5 constant / 3 local; usage 1: the kernel only reads
// them (or leaves them alone, vd).
// CHECK-NEXT:  arg gp 'float*' kind 5 type 7 count 1 notsampler 1 vo 368 palign 4 ptype 11 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg cp 'int*' kind 5 type 7 count 1 notsampler 1 vo 384 palign 4 ptype 8 space 5 usage 1 vol 0 restrict 0 pipe 0 const 1
// CHECK-NEXT:  arg lp 'uchar*' kind 5 type 7 count 1 notsampler 1 vo 400 palign 1 ptype 6 space 3 usage 1 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg vp 'ushort*' kind 5 type 7 count 1 notsampler 1 vo 416 palign 2 ptype 7 space 4 usage 1 vol 1 restrict 0 pipe 0 const 1
// CHECK-NEXT:  arg rp 'int*' kind 5 type 7 count 1 notsampler 1 vo 432 palign 4 ptype 8 space 4 usage 1 vol 0 restrict 1 pipe 0 const 0
// The pointee alignment of a struct pointer needs the struct's size, which
// the IR does not carry (see struct-pointer-align.cl).
// CHECK-NEXT:  arg sp 'S*' kind 5 type 7 count 1 notsampler 1 vo 448 palign {{[0-9]+}} ptype 15 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg vd 'void*' kind 5 type 7 count 1 notsampler 1 vo 464 palign 1 ptype 6 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg u4 'uint4*' kind 5 type 7 count 1 notsampler 1 vo 480 palign 16 ptype 8 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg dp 'double2*' kind 5 type 7 count 1 notsampler 1 vo 496 palign 16 ptype 12 space 4 usage 1 vol 0 restrict 0 pipe 0 const 0
// Images: kind 2, type 1/2/3 by access, resource ids counted per access
// class, 32-byte slots; the dimensionality is in the type name and in the
// image bytes of the alignment word, accumulated over the kernel's images
// (image-entry-words.cl): 2D 0x1, 1D 0x100, array 0x10000, buffer 0x1000000.
// CHECK-NEXT:  arg ri 'image2d_t' kind 2 type 1 count 0 notsampler 1 vo 512 palign 1 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg wi 'image3d_t' kind 2 type 2 count 0 notsampler 1 vo 544 palign 1 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg rb 'image1d_buffer_t' kind 2 type 1 count 1 notsampler 1 vo 576 palign 16777473 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg rw 'image2d_array_t' kind 2 type 3 count 0 notsampler 1 vo 608 palign 16843009 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg wi2 'image1d_t' kind 2 type 2 count 1 notsampler 1 vo 640 palign 16843009 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// Samplers: kind 1, type 0, +0x2C = 0, resource id, 16-byte slots.
// CHECK-NEXT:  arg smp 'sampler_t' kind 1 type 0 count 0 notsampler 0 vo 672 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg smp2 'sampler_t' kind 1 type 0 count 1 notsampler 0 vo 688 palign 0 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// Pipe: pointer to 15, alignment 256, global, pipe flag, usage 1 (unused);
// queue_t kind 7 type 18 alignment 4; clk_event_t pointer to 18.
// CHECK-NEXT:  arg p 'pipe __global int *' kind 5 type 7 count 1 notsampler 1 vo 704 palign 256 ptype 15 space 4 usage 1 vol 0 restrict 0 pipe 1 const 0
// CHECK-NEXT:  arg q 'queue_t' kind 7 type 18 count 1 notsampler 1 vo 720 palign 4 ptype 0 space 0 usage 0 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  arg ev 'clk_event_t' kind 5 type 7 count 1 notsampler 1 vo 736 palign 4 ptype 18 space 4 usage 3 vol 0 restrict 0 pipe 0 const 0
// Written only: G1 says write-only, later drivers read+write.
// G2-NEXT:     arg out 'int*' kind 5 type 7 count 1 notsampler 1 vo 752 palign 4 ptype 8 space 4 usage 3 vol 0 restrict 0 pipe 0 const 0
// G1-NEXT:     arg out 'int*' kind 5 type 7 count 1 notsampler 1 vo 752 palign 4 ptype 8 space 4 usage 2 vol 0 restrict 0 pipe 0 const 0
// CHECK-NEXT:  terminator zero
// CHECK-NEXT:  trailer 48 bytes zero
// CHECK-NOT:   metadata

typedef struct { int a; float b; long c; } S;
struct Big { int v[17]; };
kernel void kinds(char c, uchar2 c2, short3 s3, int i, uint u, long l,
                  ulong4 ul4, float f, float3 f3, double d, S s,
                  struct Big big, global float *gp, constant int *cp,
                  local uchar *lp, global const volatile ushort *vp,
                  global int *restrict rp, global S *sp, global void *vd,
                  global uint4 *u4, global double2 *dp,
                  read_only image2d_t ri, write_only image3d_t wi,
                  read_only image1d_buffer_t rb,
                  read_write image2d_array_t rw, write_only image1d_t wi2,
                  sampler_t smp, sampler_t smp2, pipe int p, queue_t q,
                  clk_event_t ev, global int *out) {
  *out = c + c2.y + s3.z + i + u + (int)l + (int)ul4.w + (int)f + (int)f3.z +
         (int)d + s.a + big.v[16] + (int)*gp + *cp + lp[1] + *vp + *rp +
         sp->a + (int)dp->y + u4->x;
}
