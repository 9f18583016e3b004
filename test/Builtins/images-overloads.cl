// Every image function overload the library defines is found at link
// (a missing one is "call to undefined function"), for each image type and
// access qualifier, and each becomes its instruction: per kernel, the
// count of MIMG and buffer-format instructions is checked exactly.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -S -o - %s | FileCheck %s

#define QUERIES(I)                                                             \
  O[0] = get_image_width(I);                                                   \
  O[1] = get_image_channel_data_type(I);                                       \
  O[2] = get_image_channel_order(I);

// Reads and writes of a read_write image, int, uint and float: three loads,
// three stores.
#define RW(NAME, T, COORD)                                                     \
  kernel void NAME(read_write T I, global int *O) {                            \
    COORD C = (COORD)(get_global_id(0));                                       \
    write_imagef(I, C, read_imagef(I, C));                                     \
    write_imagei(I, C, read_imagei(I, C));                                     \
    write_imageui(I, C, read_imageui(I, C));                                   \
    QUERIES(I)                                                                 \
  }                                                                            \
  kernel void NAME##_ro(read_only T I, global float4 *F) {                     \
    F[0] = read_imagef(I, (COORD)(get_global_id(0)));                          \
    F[1] = as_float4(read_imagei(I, (COORD)(1)));                              \
    F[2] = as_float4(read_imageui(I, (COORD)(2)));                             \
  }                                                                            \
  kernel void NAME##_wo(write_only T I, global int *O) {                       \
    COORD C = (COORD)(get_global_id(0));                                       \
    write_imagef(I, C, (float4)(1.0f));                                        \
    write_imagei(I, C, (int4)(2));                                             \
    write_imageui(I, C, (uint4)(3));                                           \
    QUERIES(I)                                                                 \
  }

// With a sampler: float and int coordinates for each element type, six
// samples.
#define SAMPLED(NAME, T, FCOORD, ICOORD)                                       \
  kernel void NAME(read_only T I, sampler_t S, global float4 *F) {             \
    FCOORD X = (FCOORD)(get_global_id(0));                                     \
    ICOORD Y = (ICOORD)(get_global_id(0));                                     \
    F[0] = read_imagef(I, S, X);                                               \
    F[1] = read_imagef(I, S, Y);                                               \
    F[2] = as_float4(read_imagei(I, S, X));                                    \
    F[3] = as_float4(read_imagei(I, S, Y));                                    \
    F[4] = as_float4(read_imageui(I, S, X));                                   \
    F[5] = as_float4(read_imageui(I, S, Y));                                   \
  }

// CHECK-LABEL: .kernel rw1d{{$}}
// CHECK-COUNT-3: image_load v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm{{$}}
// CHECK-LABEL: .kernel rw1d_ro{{$}}
// CHECK-LABEL: .kernel rw1d_wo{{$}}
// CHECK-COUNT-3: image_store v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm{{$}}
RW(rw1d, image1d_t, int)
// CHECK-LABEL: .kernel rw1dbuffer{{$}}
// CHECK-COUNT-3: buffer_store_format_xyzw
// CHECK-LABEL: .kernel rw1dbuffer_ro{{$}}
// CHECK-COUNT-3: buffer_load_format_xyzw
// CHECK-LABEL: .kernel rw1dbuffer_wo{{$}}
// CHECK-COUNT-3: buffer_store_format_xyzw
RW(rw1dbuffer, image1d_buffer_t, int)
// CHECK-LABEL: .kernel rw1darray{{$}}
// CHECK-LABEL: .kernel rw1darray_ro{{$}}
// CHECK-COUNT-3: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm da{{$}}
// CHECK-LABEL: .kernel rw1darray_wo{{$}}
// CHECK-COUNT-3: image_store v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm da{{$}}
RW(rw1darray, image1d_array_t, int2)
// CHECK-LABEL: .kernel rw2d{{$}}
// CHECK-LABEL: .kernel rw2d_ro{{$}}
// CHECK-COUNT-3: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm{{$}}
// CHECK-LABEL: .kernel rw2d_wo{{$}}
RW(rw2d, image2d_t, int2)
// CHECK-LABEL: .kernel rw2darray{{$}}
// CHECK-LABEL: .kernel rw2darray_ro{{$}}
// CHECK-COUNT-3: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm da{{$}}
// CHECK-LABEL: .kernel rw2darray_wo{{$}}
RW(rw2darray, image2d_array_t, int4)
// CHECK-LABEL: .kernel rw3d{{$}}
// CHECK-LABEL: .kernel rw3d_ro{{$}}
// CHECK-COUNT-3: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm{{$}}
// CHECK-LABEL: .kernel rw3d_wo{{$}}
// CHECK-COUNT-3: image_store v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm{{$}}
RW(rw3d, image3d_t, int4)

// CHECK-LABEL: .kernel s1d{{$}}
// CHECK-COUNT-6: image_sample_lz v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf{{$}}
SAMPLED(s1d, image1d_t, float, int)
// CHECK-LABEL: .kernel s1darray{{$}}
// CHECK-COUNT-6: image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf da{{$}}
SAMPLED(s1darray, image1d_array_t, float2, int2)
// CHECK-LABEL: .kernel s2d{{$}}
// CHECK-COUNT-6: image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf{{$}}
SAMPLED(s2d, image2d_t, float2, int2)
// CHECK-LABEL: .kernel s2darray{{$}}
// CHECK-COUNT-6: image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf da{{$}}
SAMPLED(s2darray, image2d_array_t, float4, int4)
// CHECK-LABEL: .kernel s3d{{$}}
// CHECK-COUNT-6: image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf{{$}}
SAMPLED(s3d, image3d_t, float4, int4)

// Depth images: one channel, with and without a sampler, and the 2D
// queries.
// CHECK-LABEL: .kernel depths{{$}}
// CHECK-DAG:   image_load v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm{{$}}
// CHECK-DAG:   image_load v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm da{{$}}
// CHECK-DAG:   image_sample_lz v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1{{$}}
// CHECK-DAG:   image_sample_lz v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 da{{$}}
// CHECK-DAG:   image_get_resinfo v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x4 unorm da{{$}}
// CHECK-DAG:   image_store v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm{{$}}
// CHECK:       s_endpgm
kernel void depths(read_only image2d_depth_t A, read_only image2d_array_depth_t B,
                   write_only image2d_depth_t W, sampler_t S, global float *F,
                   global int *O) {
  int2 C = (int2)(get_global_id(0), 1);
  F[0] = read_imagef(A, C);
  F[1] = read_imagef(B, (int4)(C, 2, 0));
  F[2] = read_imagef(A, S, (float2)(0.5f));
  F[3] = read_imagef(B, S, (int4)(C, 2, 0));
  O[0] = get_image_array_size(B);
  int2 D = get_image_dim(A) + get_image_dim(B);
  O[1] = D.x + D.y + get_image_height(W);
  write_imagef(W, C, F[4]);
}

// get_image_dim of a 3D image: (w, h, d, 0), w and h from word 2, d from
// word 4.
// CHECK-LABEL: .kernel dim3d{{$}}
// CHECK-DAG:   v_mov_b32_e32 v[[W:[0-9]+]], 0{{$}}
// CHECK-DAG:   s_load_dword s[[W2:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x8{{$}}
// CHECK-DAG:   s_load_dword s[[W4:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x10{{$}}
// CHECK-DAG:   s_and_b32 s{{[0-9]+}}, s[[W4]], 0x1fff
// CHECK-DAG:   s_bfe_u32 s{{[0-9]+}}, s[[W2]], 0xe000e
// CHECK:       flat_store_dwordx4 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+}}:[[W]]]{{$}}
kernel void dim3d(write_only image3d_t I, global int4 *O) {
  O[0] = get_image_dim(I);
}
