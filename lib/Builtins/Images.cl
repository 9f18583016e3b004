//===- Images.cl - OpenCL 2.0 image functions over AMD's image objects ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// read_image{f,i,ui,h} with and without a sampler, write_image{f,i,ui,h} and
/// the image queries for the 1D, 1D array, 1D buffer, 2D, 2D array, 3D and
/// 2D (array) depth images of OpenCL C 2.0 (s6.13.14).
///
/// An image argument is the GPU address of the 48-byte object AMD's runtime
/// builds: dwords 0-7 the T# (a 1D buffer's dwords 0-3 a buffer V#), dword 8
/// the channel data type code, dword 9 the channel order code, dword 10 the
/// width (docs/ABI.md, section 6). A sampler argument is the address of its
/// S#. The instructions are in ImageInstructions.ll; here are the
/// coordinate forms, the conversions between the overloads and the queries.
/// Width, height and depth come from the T# fields AMD's compiled kernels read
/// (word 2 width-1 [13:0] and height-1 [27:14], word 4 depth-1 [12:0], the same
/// on gfx7, gfx8 and gfx9); a 1D buffer has no T#, its width is dword 10.
///
//===----------------------------------------------------------------------===//

#define OVERLOAD __attribute__((overloadable))
#define INLINE __attribute__((always_inline))
#define DEF INLINE OVERLOAD

// read_imageh/write_imageh (cl_khr_fp16, which clang defines for amdgcn).
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef constant uint *ImageObject;

#define OBJ(I) __builtin_astype(I, ImageObject)
#define SMP(S) __builtin_astype(S, ImageObject)

float4 __amdcl2_image_load_1d(ImageObject O, int X);
float4 __amdcl2_image_load_1darray(ImageObject O, int X, int L);
float4 __amdcl2_image_load_1dbuffer(ImageObject O, int X);
float4 __amdcl2_image_load_2d(ImageObject O, int X, int Y);
float4 __amdcl2_image_load_2darray(ImageObject O, int X, int Y, int L);
float4 __amdcl2_image_load_3d(ImageObject O, int X, int Y, int Z);
float __amdcl2_image_load_2d_depth(ImageObject O, int X, int Y);
float __amdcl2_image_load_2darray_depth(ImageObject O, int X, int Y, int L);

void __amdcl2_image_store_1d(ImageObject O, int X, float4 D);
void __amdcl2_image_store_1darray(ImageObject O, int X, int L, float4 D);
void __amdcl2_image_store_1dbuffer(ImageObject O, int X, float4 D);
void __amdcl2_image_store_2d(ImageObject O, int X, int Y, float4 D);
void __amdcl2_image_store_2darray(ImageObject O, int X, int Y, int L, float4 D);
void __amdcl2_image_store_3d(ImageObject O, int X, int Y, int Z, float4 D);
void __amdcl2_image_store_2d_depth(ImageObject O, int X, int Y, float D);
void __amdcl2_image_store_2darray_depth(ImageObject O, int X, int Y, int L,
                                        float D);

float4 __amdcl2_image_sample_1d(ImageObject O, ImageObject S, float X);
float4 __amdcl2_image_sample_1darray(ImageObject O, ImageObject S, float X,
                                     float L);
float4 __amdcl2_image_sample_2d(ImageObject O, ImageObject S, float X, float Y);
float4 __amdcl2_image_sample_2darray(ImageObject O, ImageObject S, float X,
                                     float Y, float L);
float4 __amdcl2_image_sample_3d(ImageObject O, ImageObject S, float X, float Y,
                                float Z);
float __amdcl2_image_sample_2d_depth(ImageObject O, ImageObject S, float X,
                                     float Y);
float __amdcl2_image_sample_2darray_depth(ImageObject O, ImageObject S, float X,
                                          float Y, float L);

int __amdcl2_image_layers_1darray(ImageObject O);
int __amdcl2_image_layers_2darray(ImageObject O);

//===----------------------------------------------------------------------===//
// Channel codes
//===----------------------------------------------------------------------===//

/// The CLK_* value of a channel data type code (dword 8): CL value - 0x10D0
/// in 4 bits per code (the order of lib/ABI/ImageFormats.cpp). Packed
/// constants rather than a table: the library has no program-scope data.
INLINE int __amdcl2_image_channel_data_type(uint Code) {
  const ulong Nibbles = 0xedcba987645f3210UL;
  return 0x10D0 + (int)((Nibbles >> (4 * (Code & 0xf))) & 0xf);
}

/// The CLK_* value of a channel order code (dword 9): CL value - 0x10B0 in
/// 5 bits per code, codes 0-11 in Low and 12-19 in High (the order of
/// lib/ABI/ImageFormats.cpp). Codes past 19 are not orders: 0.
INLINE int __amdcl2_image_channel_order(uint Code) {
  const ulong Low = 0x099cc56106b12801UL;
  const ulong High = 0x735289460fUL;
  Code &= 0x1f;
  if (Code > 19)
    return 0;
  ulong Bits = Code < 12 ? Low >> (5 * Code) : High >> (5 * (Code - 12));
  return 0x10B0 + (int)(Bits & 0x1f);
}

//===----------------------------------------------------------------------===//
// Reads and writes
//===----------------------------------------------------------------------===//

// One image type and access: its reads (Q is read_only or read_write) or
// writes (write_only or read_write) in the three element types. COORD is
// the coordinate type, ARGS(C) the helper's coordinate arguments.
#define READS(Q, T, COORD, KIND, ARGS)                                         \
  DEF float4 read_imagef(Q T I, COORD C) {                                     \
    return __amdcl2_image_load_##KIND(OBJ(I), ARGS(C));                        \
  }                                                                            \
  DEF int4 read_imagei(Q T I, COORD C) {                                       \
    return as_int4(__amdcl2_image_load_##KIND(OBJ(I), ARGS(C)));               \
  }                                                                            \
  DEF uint4 read_imageui(Q T I, COORD C) {                                     \
    return as_uint4(__amdcl2_image_load_##KIND(OBJ(I), ARGS(C)));              \
  }                                                                            \
  DEF half4 read_imageh(Q T I, COORD C) {                                      \
    return convert_half4(__amdcl2_image_load_##KIND(OBJ(I), ARGS(C)));         \
  }

#define WRITES(Q, T, COORD, KIND, ARGS)                                        \
  DEF void write_imagef(Q T I, COORD C, float4 D) {                            \
    __amdcl2_image_store_##KIND(OBJ(I), ARGS(C), D);                           \
  }                                                                            \
  DEF void write_imagei(Q T I, COORD C, int4 D) {                              \
    __amdcl2_image_store_##KIND(OBJ(I), ARGS(C), as_float4(D));                \
  }                                                                            \
  DEF void write_imageui(Q T I, COORD C, uint4 D) {                            \
    __amdcl2_image_store_##KIND(OBJ(I), ARGS(C), as_float4(D));                \
  }                                                                            \
  DEF void write_imageh(Q T I, COORD C, half4 D) {                             \
    __amdcl2_image_store_##KIND(OBJ(I), ARGS(C), convert_float4(D));           \
  }

#define READ_WRITE(T, COORD, KIND, ARGS)                                       \
  READS(read_only, T, COORD, KIND, ARGS)                                       \
  READS(read_write, T, COORD, KIND, ARGS)                                      \
  WRITES(write_only, T, COORD, KIND, ARGS)                                     \
  WRITES(read_write, T, COORD, KIND, ARGS)

#define C1(C) C
#define C2(C) C.x, C.y
#define C3(C) C.x, C.y, C.z

READ_WRITE(image1d_t, int, 1d, C1)
READ_WRITE(image1d_buffer_t, int, 1dbuffer, C1)
READ_WRITE(image1d_array_t, int2, 1darray, C2)
READ_WRITE(image2d_t, int2, 2d, C2)
READ_WRITE(image2d_array_t, int4, 2darray, C3)
READ_WRITE(image3d_t, int4, 3d, C3)

#define DEPTH(Q, T, COORD, KIND, ARGS)                                         \
  DEF float read_imagef(Q T I, COORD C) {                                      \
    return __amdcl2_image_load_##KIND(OBJ(I), ARGS(C));                        \
  }
#define DEPTH_WRITE(Q, T, COORD, KIND, ARGS)                                   \
  DEF void write_imagef(Q T I, COORD C, float D) {                             \
    __amdcl2_image_store_##KIND(OBJ(I), ARGS(C), D);                           \
  }

DEPTH(read_only, image2d_depth_t, int2, 2d_depth, C2)
DEPTH(read_write, image2d_depth_t, int2, 2d_depth, C2)
DEPTH(read_only, image2d_array_depth_t, int4, 2darray_depth, C3)
DEPTH(read_write, image2d_array_depth_t, int4, 2darray_depth, C3)
DEPTH_WRITE(write_only, image2d_depth_t, int2, 2d_depth, C2)
DEPTH_WRITE(read_write, image2d_depth_t, int2, 2d_depth, C2)
DEPTH_WRITE(write_only, image2d_array_depth_t, int4, 2darray_depth, C3)
DEPTH_WRITE(read_write, image2d_array_depth_t, int4, 2darray_depth, C3)

//===----------------------------------------------------------------------===//
// Sampled reads (read_only images only, s6.13.14.2)
//===----------------------------------------------------------------------===//

// Integer coordinates are converted to float and nothing else, as AMD's
// compiled kernels do (v_cvt_f32_i32): OpenCL allows them only with
// unnormalized coordinates and nearest filtering, where the texel at x is
// the one whose [x, x+1) holds x.
static DEF float toFloat(int C) { return (float)C; }
static DEF float2 toFloat(int2 C) { return __builtin_convertvector(C, float2); }
static DEF float4 toFloat(int4 C) { return __builtin_convertvector(C, float4); }

#define SAMPLED(T, FCOORD, ICOORD, KIND, ARGS)                                 \
  DEF float4 read_imagef(read_only T I, sampler_t S, FCOORD C) {               \
    return __amdcl2_image_sample_##KIND(OBJ(I), SMP(S), ARGS(C));              \
  }                                                                            \
  DEF float4 read_imagef(read_only T I, sampler_t S, ICOORD C) {               \
    return read_imagef(I, S, toFloat(C));                                      \
  }                                                                            \
  DEF int4 read_imagei(read_only T I, sampler_t S, FCOORD C) {                 \
    return as_int4(read_imagef(I, S, C));                                      \
  }                                                                            \
  DEF int4 read_imagei(read_only T I, sampler_t S, ICOORD C) {                 \
    return as_int4(read_imagef(I, S, C));                                      \
  }                                                                            \
  DEF uint4 read_imageui(read_only T I, sampler_t S, FCOORD C) {               \
    return as_uint4(read_imagef(I, S, C));                                     \
  }                                                                            \
  DEF uint4 read_imageui(read_only T I, sampler_t S, ICOORD C) {               \
    return as_uint4(read_imagef(I, S, C));                                     \
  }                                                                            \
  DEF half4 read_imageh(read_only T I, sampler_t S, FCOORD C) {                \
    return convert_half4(read_imagef(I, S, C));                                \
  }                                                                            \
  DEF half4 read_imageh(read_only T I, sampler_t S, ICOORD C) {                \
    return convert_half4(read_imagef(I, S, C));                                \
  }

SAMPLED(image1d_t, float, int, 1d, C1)
SAMPLED(image1d_array_t, float2, int2, 1darray, C2)
SAMPLED(image2d_t, float2, int2, 2d, C2)
SAMPLED(image2d_array_t, float4, int4, 2darray, C3)
SAMPLED(image3d_t, float4, int4, 3d, C3)

#define SAMPLED_DEPTH(T, FCOORD, ICOORD, KIND, ARGS)                           \
  DEF float read_imagef(read_only T I, sampler_t S, FCOORD C) {                \
    return __amdcl2_image_sample_##KIND(OBJ(I), SMP(S), ARGS(C));              \
  }                                                                            \
  DEF float read_imagef(read_only T I, sampler_t S, ICOORD C) {                \
    return read_imagef(I, S, toFloat(C));                                      \
  }

SAMPLED_DEPTH(image2d_depth_t, float2, int2, 2d_depth, C2)
SAMPLED_DEPTH(image2d_array_depth_t, float4, int4, 2darray_depth, C3)

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

static INLINE int widthOf(ImageObject O) { return (O[2] & 0x3fff) + 1; }
static INLINE int heightOf(ImageObject O) {
  return ((O[2] >> 14) & 0x3fff) + 1;
}
static INLINE int depthOf(ImageObject O) { return (O[4] & 0x1fff) + 1; }

// Every query of one image type, for each access qualifier.
#define FOR_ACCESS(M, ...)                                                     \
  M(read_only, __VA_ARGS__)                                                    \
  M(write_only, __VA_ARGS__)                                                   \
  M(read_write, __VA_ARGS__)

#define CHANNELS(Q, T)                                                         \
  DEF int get_image_channel_data_type(Q T I) {                                 \
    return __amdcl2_image_channel_data_type(OBJ(I)[8]);                        \
  }                                                                            \
  DEF int get_image_channel_order(Q T I) {                                     \
    return __amdcl2_image_channel_order(OBJ(I)[9]);                            \
  }

#define WIDTH(Q, T)                                                            \
  DEF int get_image_width(Q T I) { return widthOf(OBJ(I)); }
#define HEIGHT(Q, T)                                                           \
  DEF int get_image_height(Q T I) { return heightOf(OBJ(I)); }
#define DIM2(Q, T)                                                             \
  DEF int2 get_image_dim(Q T I) {                                              \
    return (int2)(widthOf(OBJ(I)), heightOf(OBJ(I)));                          \
  }
#define LAYERS(Q, T, KIND)                                                     \
  DEF size_t get_image_array_size(Q T I) {                                     \
    return __amdcl2_image_layers_##KIND(OBJ(I));                               \
  }

#define ALL(M)                                                                 \
  FOR_ACCESS(M, image1d_t)                                                     \
  FOR_ACCESS(M, image1d_buffer_t)                                              \
  FOR_ACCESS(M, image1d_array_t)                                               \
  FOR_ACCESS(M, image2d_t)                                                     \
  FOR_ACCESS(M, image2d_array_t)                                               \
  FOR_ACCESS(M, image3d_t)                                                     \
  FOR_ACCESS(M, image2d_depth_t)                                               \
  FOR_ACCESS(M, image2d_array_depth_t)

ALL(CHANNELS)

#define WIDTH_FROM_TSHARP(M)                                                   \
  FOR_ACCESS(M, image1d_t)                                                     \
  FOR_ACCESS(M, image1d_array_t)                                               \
  FOR_ACCESS(M, image2d_t)                                                     \
  FOR_ACCESS(M, image2d_array_t)                                               \
  FOR_ACCESS(M, image3d_t)                                                     \
  FOR_ACCESS(M, image2d_depth_t)                                               \
  FOR_ACCESS(M, image2d_array_depth_t)

WIDTH_FROM_TSHARP(WIDTH)

// A 1D buffer's dwords 0-3 are a V#, whose word 2 is a byte count: its
// width in elements is dword 10 of the object.
#define BUFFER_WIDTH(Q, T)                                                     \
  DEF int get_image_width(Q T I) { return OBJ(I)[10]; }
FOR_ACCESS(BUFFER_WIDTH, image1d_buffer_t)

#define TWO_D(M)                                                               \
  FOR_ACCESS(M, image2d_t)                                                     \
  FOR_ACCESS(M, image2d_array_t)                                               \
  FOR_ACCESS(M, image3d_t)                                                     \
  FOR_ACCESS(M, image2d_depth_t)                                               \
  FOR_ACCESS(M, image2d_array_depth_t)

TWO_D(HEIGHT)

#define DIM2_TYPES(M)                                                          \
  FOR_ACCESS(M, image2d_t)                                                     \
  FOR_ACCESS(M, image2d_array_t)                                               \
  FOR_ACCESS(M, image2d_depth_t)                                               \
  FOR_ACCESS(M, image2d_array_depth_t)

DIM2_TYPES(DIM2)

#define DEPTH_QUERIES(Q, T)                                                    \
  DEF int get_image_depth(Q T I) { return depthOf(OBJ(I)); }                   \
  DEF int4 get_image_dim(Q T I) {                                              \
    return (int4)(widthOf(OBJ(I)), heightOf(OBJ(I)), depthOf(OBJ(I)), 0);      \
  }
FOR_ACCESS(DEPTH_QUERIES, image3d_t)

FOR_ACCESS(LAYERS, image1d_array_t, 1darray)
FOR_ACCESS(LAYERS, image2d_array_t, 2darray)
FOR_ACCESS(LAYERS, image2d_array_depth_t, 2darray)
