//===- MediaOps.cl - cl_amd_media_ops and cl_amd_media_ops2 ---------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// AMD's media operations (Khronos registry cl_amd_media_ops.txt and
/// cl_amd_media_ops2.txt), every overload clang 22 declares for them, each
/// mapped to the GCN instruction it names. Every one of those instructions
/// exists on gfx7, gfx8 and gfx9. The library is compiled without -mcpu;
/// builtins gated on a target feature carry it here and take the kernel's
/// features when linked (lib/Frontend/BuiltinsLinker.cpp).
///
/// Where the specification and the instruction differ, the specification
/// wins:
/// - amd_pack converts with `(uint)src.sN & 0xff` (truncation, then the low
///   byte), which v_cvt_pk_u8_f32 (rounding, clamping to 255) does not do:
///   it is v_cvt_u32_f32 per component and a byte pack.
/// Where the specification's text is evidently a typo the instruction's
/// meaning is kept: amd_sad4 pairs src0.sN with src1.sN (the text pairs
/// src0.s1's low byte with src1.s0's), and the absolute differences of
/// amd_sad, amd_sadhi and amd_sadd are of the unsigned values (the text's
/// abs() of a uint difference would be the wrapped difference).
/// amd_median3 on floats follows v_med3_f32 for NaN operands. amd_bfm and
/// amd_sadd are inline assembly: LLVM has no intrinsic for v_bfm_b32 or
/// v_sad_u32 and, once its optimizer has rewritten the equivalent
/// arithmetic, selects neither.
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))
#define DEF INLINE OVERLOAD
/// The target features of the instructions that need one. All of gfx7,
/// gfx8 and gfx9 have them; a kernel's own features replace these at link.
#define SAD_INSTS __attribute__((target("sad-insts")))
#define QSAD_INSTS __attribute__((target("qsad-insts")))
#define LERP_INST __attribute__((target("lerp-inst")))

//===----------------------------------------------------------------------===//
// Vector forms: the scalar operation on each component (2, 3 and 4 from
// scalars, 8 and 16 from halves).
//===----------------------------------------------------------------------===//

#define VEC1_2(ATTR, R, F, A)                                                  \
  ATTR DEF R##2 F(A##2 a) { return (R##2)(F(a.s0), F(a.s1)); }                 \
  ATTR DEF R##3 F(A##3 a) { return (R##3)(F(a.s0), F(a.s1), F(a.s2)); }        \
  ATTR DEF R##4 F(A##4 a) { return (R##4)(F(a.lo), F(a.hi)); }                 \
  ATTR DEF R##8 F(A##8 a) { return (R##8)(F(a.lo), F(a.hi)); }                 \
  ATTR DEF R##16 F(A##16 a) { return (R##16)(F(a.lo), F(a.hi)); }

#define VEC2_2(ATTR, R, F, A, B)                                               \
  ATTR DEF R##2 F(A##2 a, B##2 b) {                                            \
    return (R##2)(F(a.s0, b.s0), F(a.s1, b.s1));                               \
  }                                                                            \
  ATTR DEF R##3 F(A##3 a, B##3 b) {                                            \
    return (R##3)(F(a.s0, b.s0), F(a.s1, b.s1), F(a.s2, b.s2));                \
  }                                                                            \
  ATTR DEF R##4 F(A##4 a, B##4 b) {                                            \
    return (R##4)(F(a.lo, b.lo), F(a.hi, b.hi));                               \
  }                                                                            \
  ATTR DEF R##8 F(A##8 a, B##8 b) {                                            \
    return (R##8)(F(a.lo, b.lo), F(a.hi, b.hi));                               \
  }                                                                            \
  ATTR DEF R##16 F(A##16 a, B##16 b) {                                         \
    return (R##16)(F(a.lo, b.lo), F(a.hi, b.hi));                              \
  }

#define VEC3_2(ATTR, R, F, A, B, C)                                            \
  ATTR DEF R##2 F(A##2 a, B##2 b, C##2 c) {                                    \
    return (R##2)(F(a.s0, b.s0, c.s0), F(a.s1, b.s1, c.s1));                   \
  }                                                                            \
  ATTR DEF R##3 F(A##3 a, B##3 b, C##3 c) {                                    \
    return (R##3)(F(a.s0, b.s0, c.s0), F(a.s1, b.s1, c.s1),                    \
                  F(a.s2, b.s2, c.s2));                                        \
  }                                                                            \
  ATTR DEF R##4 F(A##4 a, B##4 b, C##4 c) {                                    \
    return (R##4)(F(a.lo, b.lo, c.lo), F(a.hi, b.hi, c.hi));                   \
  }                                                                            \
  ATTR DEF R##8 F(A##8 a, B##8 b, C##8 c) {                                    \
    return (R##8)(F(a.lo, b.lo, c.lo), F(a.hi, b.hi, c.hi));                   \
  }                                                                            \
  ATTR DEF R##16 F(A##16 a, B##16 b, C##16 c) {                                \
    return (R##16)(F(a.lo, b.lo, c.lo), F(a.hi, b.hi, c.hi));                  \
  }

#define NOATTR

//===----------------------------------------------------------------------===//
// cl_amd_media_ops
//===----------------------------------------------------------------------===//

// Truncating conversions (v_cvt_u32_f32), low bytes packed; see the file
// comment for why not v_cvt_pk_u8_f32.
DEF uint amd_pack(float4 src) {
  uint4 U = __builtin_convertvector(src, uint4) & 0xffu;
  return U.s0 | U.s1 << 8 | U.s2 << 16 | U.s3 << 24;
}

// v_cvt_f32_ubyte0..3: LLVM selects them from the byte extraction.
DEF float amd_unpack0(uint src) { return (float)(src & 0xffu); }
DEF float amd_unpack1(uint src) { return (float)((src >> 8) & 0xffu); }
DEF float amd_unpack2(uint src) { return (float)((src >> 16) & 0xffu); }
DEF float amd_unpack3(uint src) { return (float)(src >> 24); }
VEC1_2(NOATTR, float, amd_unpack0, uint)
VEC1_2(NOATTR, float, amd_unpack1, uint)
VEC1_2(NOATTR, float, amd_unpack2, uint)
VEC1_2(NOATTR, float, amd_unpack3, uint)

// v_alignbit_b32: the builtin is llvm.fshr.i32, whose shift is modulo 32
// as the specification's `src2 & 31`.
DEF uint amd_bitalign(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_alignbit(src0, src1, src2);
}
VEC3_2(NOATTR, uint, amd_bitalign, uint, uint, uint)

// v_alignbyte_b32 shifts by 8 * src2[1:0].
DEF uint amd_bytealign(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_alignbyte(src0, src1, src2);
}
VEC3_2(NOATTR, uint, amd_bytealign, uint, uint, uint)

// v_lerp_u8: per byte, (src0 + src1 + src2's bit 0 of that byte) >> 1.
LERP_INST DEF uint amd_lerp(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_lerp(src0, src1, src2);
}
VEC3_2(LERP_INST, uint, amd_lerp, uint, uint, uint)

// v_sad_u8: src2 plus the four byte differences (32-bit accumulator).
SAD_INSTS DEF uint amd_sad(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_sad_u8(src0, src1, src2);
}
VEC3_2(SAD_INSTS, uint, amd_sad, uint, uint, uint)

// Sixteen byte differences: four chained v_sad_u8.
SAD_INSTS DEF uint amd_sad4(uint4 src0, uint4 src1, uint src2) {
  uint S = __builtin_amdgcn_sad_u8(src0.s0, src1.s0, src2);
  S = __builtin_amdgcn_sad_u8(src0.s1, src1.s1, S);
  S = __builtin_amdgcn_sad_u8(src0.s2, src1.s2, S);
  return __builtin_amdgcn_sad_u8(src0.s3, src1.s3, S);
}

// v_sad_hi_u8: src2 plus the byte differences' sum shifted left by 16.
SAD_INSTS DEF uint amd_sadhi(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_sad_hi_u8(src0, src1, src2);
}
VEC3_2(SAD_INSTS, uint, amd_sadhi, uint, uint, uint)

//===----------------------------------------------------------------------===//
// cl_amd_media_ops2
//===----------------------------------------------------------------------===//

// v_msad_u8: as amd_sad, skipping the bytes where src1's byte is 0.
DEF uint amd_msad(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_msad_u8(src0, src1, src2);
}
VEC3_2(NOATTR, uint, amd_msad, uint, uint, uint)

// v_qsad_pk_u16_u8: four amd_sad of src0's bytes 0-3, 1-4, 2-5 and 3-6
// against src1, each added to a 16-bit field of src2 and kept to 16 bits.
QSAD_INSTS DEF ulong amd_qsad(ulong src0, uint src1, ulong src2) {
  return __builtin_amdgcn_qsad_pk_u16_u8(src0, src1, src2);
}
VEC3_2(QSAD_INSTS, ulong, amd_qsad, ulong, uint, ulong)

// v_mqsad_pk_u16_u8: amd_qsad with amd_msad's masking.
DEF ulong amd_mqsad(ulong src0, uint src1, ulong src2) {
  return __builtin_amdgcn_mqsad_pk_u16_u8(src0, src1, src2);
}
VEC3_2(NOATTR, ulong, amd_mqsad, ulong, uint, ulong)

// v_sad_u16: src2 plus the differences of the two 16-bit halves.
SAD_INSTS DEF uint amd_sadw(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_sad_u16(src0, src1, src2);
}
VEC3_2(SAD_INSTS, uint, amd_sadw, uint, uint, uint)

// v_sad_u32: src2 + |src0 - src1|, unsigned. LLVM selects it from
// src2 + (max - min) only as long as reassociation leaves that shape
// ((src2 - min) + max is what reaches it from a kernel): the instruction
// itself.
DEF uint amd_sadd(uint src0, uint src1, uint src2) {
  uint R;
  __asm("v_sad_u32 %0, %1, %2, %3" : "=v"(R) : "v"(src0), "v"(src1), "v"(src2));
  return R;
}
VEC3_2(NOATTR, uint, amd_sadd, uint, uint, uint)

// v_bfm_b32: ((1 << src0[4:0]) - 1) << src1[4:0], exactly the
// specification. LLVM has no intrinsic for it and does not select it from
// the shifts once they are canonicalized (it emits v_lshl, v_not, v_lshl):
// the instruction itself.
DEF uint amd_bfm(uint src0, uint src1) {
  uint R;
  __asm("v_bfm_b32 %0, %1, %2" : "=v"(R) : "v"(src0), "v"(src1));
  return R;
}
VEC2_2(NOATTR, uint, amd_bfm, uint, uint)

// v_bfe_u32 / v_bfe_i32: offset and width are taken modulo 32, a width of
// 0 gives 0 and a field past bit 31 ends there (sign-extended from bit 31
// for int), which is the specification's case analysis.
DEF uint amd_bfe(uint src0, uint src1, uint src2) {
  return __builtin_amdgcn_ubfe(src0, src1, src2);
}
DEF int amd_bfe(int src0, uint src1, uint src2) {
  return __builtin_amdgcn_sbfe(src0, src1, src2);
}
VEC3_2(NOATTR, uint, amd_bfe, uint, uint, uint)
VEC3_2(NOATTR, int, amd_bfe, int, uint, uint)

// v_min3 / v_max3: LLVM joins two minima (maxima) into one instruction,
// for vectors component by component.
#define MINMAX3(T)                                                             \
  DEF T amd_min3(T src0, T src1, T src2) {                                     \
    return __builtin_elementwise_min(__builtin_elementwise_min(src0, src1),    \
                                     src2);                                    \
  }                                                                            \
  DEF T amd_max3(T src0, T src1, T src2) {                                     \
    return __builtin_elementwise_max(__builtin_elementwise_max(src0, src1),    \
                                     src2);                                    \
  }
#define MINMAX3_ALL(T)                                                         \
  MINMAX3(T)                                                                   \
  MINMAX3(T##2) MINMAX3(T##3) MINMAX3(T##4) MINMAX3(T##8) MINMAX3(T##16)
MINMAX3_ALL(int)
MINMAX3_ALL(uint)
MINMAX3_ALL(float)

// v_med3_i32 / v_med3_u32: LLVM selects them from max(min(a, b),
// min(max(a, b), c)), the median of three.
#define MEDIAN3(T)                                                             \
  DEF T amd_median3(T src0, T src1, T src2) {                                  \
    return __builtin_elementwise_max(                                          \
        __builtin_elementwise_min(src0, src1),                                 \
        __builtin_elementwise_min(__builtin_elementwise_max(src0, src1),       \
                                  src2));                                      \
  }
#define MEDIAN3_ALL(T)                                                         \
  MEDIAN3(T)                                                                   \
  MEDIAN3(T##2) MEDIAN3(T##3) MEDIAN3(T##4) MEDIAN3(T##8) MEDIAN3(T##16)
MEDIAN3_ALL(int)
MEDIAN3_ALL(uint)

// v_med3_f32 (LLVM forms it from the min/max pattern only without NaNs).
DEF float amd_median3(float src0, float src1, float src2) {
  return __builtin_amdgcn_fmed3f(src0, src1, src2);
}
VEC3_2(NOATTR, float, amd_median3, float, float, float)
