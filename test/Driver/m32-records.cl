// A 32-bit program (-m32) gets the records AMD's driver wrote for 32-bit
// host processes. The kernel has the signature of imageTransform in AMD's
// samplers4.32 (Bonaire, G2-gfx; ../shared/testdata/amdcl2/README.md) and
// uses what it uses: a sampler literal, a constant table, both images. The
// CHECK lines are that binary's facts (amdcl2-objdump of it): 4-byte setup
// arguments and value slots, 8-byte image slots, 48 argument bytes, setup
// and argument pointers in 8 user SGPRs, mask 0x0b; its notes byte for
// byte (small machine model, `-use-buffer-for-hsa-global`, last byte 'R');
// a 32-bit outer ELF; data addresses relocated by their low halves only.
// A size_t pointer is recorded as a pointer to a 32-bit int (a typedef of
// uint: the record keeps no signedness, as for uint32_t*).
// REQUIRES: amdcl2-clang, amdcl2-objdump
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=bonaire --amdcl2-driver=2236.00 -c %s -o %t.clo
// RUN: amdcl2-objdump --kernels %t.clo | FileCheck %s
// RUN: amdcl2-objdump --headers %t.clo | FileCheck %s --check-prefix=HDR
// RUN: python3 %S/../Binary/Writer/Inputs/cl2bytes.py %t.clo notes | FileCheck %s --check-prefix=NOTES
// RUN: amdcl2-objdump --json %t.clo | FileCheck %s --check-prefix=RELOC --implicit-check-not=R_AMDGPU_32_HIGH
// The same for a global pointer, on every GPU family, and at -O0.
// RUN: for c in bonaire fiji gfx900; do for o in -O0 -O2; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -m32 -mcpu=$c $o -DPOINTERS -c %s -o %t.$c$o.clo && \
// RUN:   amdcl2-objdump --kernels %t.$c$o.clo | FileCheck %s --check-prefix=PTR || exit 1; done; done

// CHECK: AMDCL2 32-bit, G2-gfx, device Bonaire (gfx704, e_flags 6), 1 kernel
// CHECK: .dims xy
// CHECK: # user SGPRs 8: scratch s[0:3], setup s[4:5], args s[6:7]
// CHECK: .arg _.global_offset_0, "size_t", int    # offset 0, size 4, vo 0
// CHECK: .arg _.printf_buffer, "size_t", void*, global, , rdonly    # offset 12, size 4, vo 48
// CHECK: .arg _.aqlwrap_pointer, "size_t", int    # offset 20, size 4, vo 80
// CHECK: .arg value1, "uint", uint    # offset 24, size 4, vo 96
// CHECK: .arg inimg, "image2d_t", image, read_only, 0    # offset 32, size 8, vo 112
// CHECK: .arg outimg, "image2d_t", image, write_only, 0    # offset 40, size 8, vo 144
// CHECK: # enable_sgpr_mask 0x0b, user_sgprs 8, kernarg_segment_size 48, kernel index 0, 9 args

// HDR: outer ELF: ELF32, OSABI 0x0, e_type 2, e_machine 0xaf5a, e_flags 6
// HDR: notes: 1(8) 2(12) 3(26) 4(41) 5(54)

// NOTES: note type 2 name 'AMD\x00' descsz 12 desc 010000000000000001000100
// NOTES: note type 5 name 'AMD\x00' descsz 54 desc 32002d6873615f63616c6c5f636f6e76656e74696f6e3d30202d7573652d6275666665722d666f722d6873612d676c6f62616c200052

// RELOC: "type": "R_AMDGPU_32_LOW"

// PTR: .arg _.global_offset_2, "size_t", int    # offset 8, size 4, vo 32
// PTR: .arg in, "float*", float*, global, const, rdonly    # offset 24, size 4, vo 96
// PTR: .arg out, "size_t*", int*, global,     # offset 28, size 4, vo 112
// PTR: .arg n, "uint", uint    # offset 32, size 4, vo 128
// PTR: # enable_sgpr_mask {{.*}}, kernarg_segment_size 48, kernel index 0, 9 args

#ifndef POINTERS
constant sampler_t s0 = CLK_NORMALIZED_COORDS_FALSE |
                        CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
constant float weights[16] = {1, 2, 3, 4, 5, 6, 7, 8,
                              9, 10, 11, 12, 13, 14, 15, 16};
kernel void imageTransform(uint value1, read_only image2d_t inimg,
                           write_only image2d_t outimg) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < get_image_width(inimg) && y < get_image_height(inimg)) {
    float4 a = read_imagef(inimg, s0, (int2)(x, y));
    write_imagef(outimg, (int2)(x, y), a * weights[(x + y + value1) & 15]);
  }
}
#else
kernel void copy(global const float *in, global size_t *out, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    out[i] = (size_t)in[i];
}
#endif
