// Image functions from our builtins library over AMD's image objects. An
// image argument's 8-byte slot holds the object's address; the T# is
// s_load_dwordx8 at offset 0 of it (a 1D buffer's V# s_load_dwordx4, a
// sampler's S# s_load_dwordx4 at offset 0 of the sampler's slot). Loads
// and stores are image_load/image_store dmask:0xf unorm (da for arrays),
// sampled reads image_sample_lz without unorm, 1D buffers the format buffer
// instructions with idxen. gfx7 encodes scalar load offsets in dwords (0xc
// for the first argument at byte 48), gfx8 and gfx9 in bytes (0x30).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=GCN,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=GCN,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=GCN,GFX9

// The first argument's slot is at 48; the object's address is its low two
// dwords, and the T# comes from there.
// GCN-LABEL: .kernel load2d{{$}}
// GFX7:      s_load_dwordx4 s{{\[}}[[P:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0xc{{$}}
// GFX8:      s_load_dwordx4 s{{\[}}[[P:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x30{{$}}
// GFX9:      s_load_dwordx4 s{{\[}}[[P:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x30{{$}}
// GCN-DAG:   s_load_dwordx8 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}], s{{\[}}[[P]]:{{[0-9]+}}], 0x0{{$}}
// GCN-DAG:   v_mov_b32_e32 v[[Y:[0-9]+]], 7
// GCN:       image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+}}:[[Y]]], s{{\[}}[[T]]:{{[0-9]+}}] dmask:0xf unorm{{$}}
// GCN:       s_endpgm
kernel void load2d(read_only image2d_t I, global float4 *O) {
  O[0] = read_imagef(I, (int2)(get_global_id(0), 7));
}

// GCN-LABEL: .kernel store2d{{$}}
// GCN:       s_load_dwordx8 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x0{{$}}
// GCN:       image_store v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s{{\[}}[[T]]:{{[0-9]+}}] dmask:0xf unorm{{$}}
// GCN-NOT:   image_
// GCN:       s_endpgm
kernel void store2d(write_only image2d_t I, global float4 *O) {
  write_imagef(I, (int2)(get_global_id(0), 7), O[0]);
}

// A read_write 2D array: three coordinates (x, y, layer) and da, the same
// T# for the load and the store.
// GCN-LABEL: .kernel rw2darray{{$}}
// GCN:       s_load_dwordx8 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x0{{$}}
// GCN:       image_load v[{{[0-9]+:[0-9]+}}], v{{\[}}[[C:[0-9]+:[0-9]+]]], s{{\[}}[[T]]:{{[0-9]+}}] dmask:0xf unorm da{{$}}
// GCN:       image_store v[{{[0-9]+:[0-9]+}}], v{{\[}}[[C]]], s{{\[}}[[T]]:{{[0-9]+}}] dmask:0xf unorm da{{$}}
kernel void rw2darray(read_write image2d_array_t I) {
  int4 C = (int4)(get_global_id(0), 2, 3, 0);
  write_imagei(I, C, read_imagei(I, C) + 1);
}

// A 3D image: three coordinates, no da.
// GCN-LABEL: .kernel load3d{{$}}
// GCN:       image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm{{$}}
kernel void load3d(read_only image3d_t I, global uint4 *O) {
  O[0] = read_imageui(I, (int4)(get_global_id(0), 2, 3, 0));
}

// A 1D array's two coordinates with da, then a 1D image's single VGPR
// coordinate; the second argument's object comes from the same 16-byte
// load of the slots at 48 and 56.
// GCN-LABEL: .kernel load1darray{{$}}
// GCN:       s_load_dwordx4 s{{\[}}[[P:[0-9]+]]:[[P3:[0-9]+]]]
// GCN:       s_load_dwordx8 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}], s{{\[}}[[P]]:{{[0-9]+}}], 0x0{{$}}
// GCN:       image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s{{\[}}[[T]]:{{[0-9]+}}] dmask:0xf unorm da{{$}}
// GCN:       s_load_dwordx8 s{{\[}}[[W:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+}}:[[P3]]], 0x0{{$}}
// GCN:       image_store v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s{{\[}}[[W]]:{{[0-9]+}}] dmask:0xf unorm{{$}}
kernel void load1darray(read_only image1d_array_t I, write_only image1d_t W) {
  float4 V = read_imagef(I, (int2)(get_global_id(0), 5));
  write_imagef(W, get_global_id(0), V);
}

// 1D buffers: the V# in dwords 0-3, the element index in vindex, and the
// width from dword 10 (byte 40).
// GCN-LABEL: .kernel buffer1d{{$}}
// GCN:       s_load_dwordx4 s{{\[}}[[V:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x0{{$}}
// GCN:       buffer_load_format_xyzw v[{{[0-9]+:[0-9]+}}], v[[X:[0-9]+]], s{{\[}}[[V]]:{{[0-9]+}}], 0 idxen{{$}}
// GFX7:      s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0xa{{$}}
// GFX8:      s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x28{{$}}
// GFX9:      s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x28{{$}}
// GCN:       buffer_store_format_xyzw v[{{[0-9]+:[0-9]+}}], v[[X]], s[{{[0-9]+:[0-9]+}}], 0 idxen{{$}}
kernel void buffer1d(read_only image1d_buffer_t I, write_only image1d_buffer_t W,
                     global int *O) {
  write_imagef(W, get_global_id(0), read_imagef(I, get_global_id(0)));
  O[0] = get_image_width(I);
}

// A depth image has one channel: dmask 0x1, one result VGPR.
// GCN-LABEL: .kernel depth{{$}}
// GCN:       image_load v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm{{$}}
// GCN-LABEL: .kernel depthstore{{$}}
// GCN:       image_store v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm da{{$}}
kernel void depth(read_only image2d_depth_t I, global float *O) {
  O[0] = read_imagef(I, (int2)(get_global_id(0), 1));
}
kernel void depthstore(write_only image2d_array_depth_t I, float V) {
  write_imagef(I, (int4)(get_global_id(0), 1, 2, 0), V);
}

// With a sampler: the S# from offset 0 of the sampler's object, sample at
// level 0 with normalization left to the S# (no unorm). An integer
// coordinate is only converted (v_cvt_f32_i32), as in AMD's kernels.
// GCN-LABEL: .kernel sample2d{{$}}
// GCN-DAG:   s_load_dwordx8 s{{\[}}[[T:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x0{{$}}
// GCN-DAG:   s_load_dwordx4 s{{\[}}[[S:[0-9]+]]:{{[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0x0{{$}}
// GCN-DAG:   v_mov_b32_e32 v{{[0-9]+}}, 0x3e800000
// GCN-DAG:   image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s{{\[}}[[T]]:{{[0-9]+}}], s{{\[}}[[S]]:{{[0-9]+}}] dmask:0xf{{$}}
// GCN-DAG:   v_cvt_f32_i32_e32 v[[Y:[0-9]+]], v{{[0-9]+}}
// GCN:       v_mov_b32_e32 v[[X:[0-9]+]], 0x40400000
// GCN:       image_sample_lz v[{{[0-9]+:[0-9]+}}], v{{\[}}[[X]]:[[Y]]], s{{\[}}[[T]]:{{[0-9]+}}], s{{\[}}[[S]]:{{[0-9]+}}] dmask:0xf{{$}}
kernel void sample2d(read_only image2d_t I, sampler_t S, global float4 *O) {
  O[0] = read_imagef(I, S, (float2)(0.25f, get_global_id(0)));
  O[1] = read_imagef(I, S, (int2)(3, get_global_id(0)));
}

// GCN-LABEL: .kernel sample2darray{{$}}
// GCN:       image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf da{{$}}
kernel void sample2darray(read_only image2d_array_t I, sampler_t S,
                          global float4 *O) {
  O[0] = read_imagef(I, S, (float4)(0.25f, 0.5f, get_global_id(0), 0.0f));
}

// Width and height from T# word 2 (byte 8), depth from word 4 (byte 16):
// field + 1.
// GCN-LABEL: .kernel sizes{{$}}
// GFX7-DAG:  s_load_dword s[[W2:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x2{{$}}
// GFX7-DAG:  s_load_dword s[[W4:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x4{{$}}
// GFX8-DAG:  s_load_dword s[[W2:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x8{{$}}
// GFX8-DAG:  s_load_dword s[[W4:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x10{{$}}
// GFX9-DAG:  s_load_dword s[[W2:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x8{{$}}
// GFX9-DAG:  s_load_dword s[[W4:[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x10{{$}}
// GCN-DAG:   s_and_b32 s[[W:[0-9]+]], s[[W2]], 0x3fff
// GCN-DAG:   s_bfe_u32 s[[H:[0-9]+]], s[[W2]], 0xe000e
// GCN-DAG:   s_and_b32 s[[D:[0-9]+]], s[[W4]], 0x1fff
// GCN-DAG:   s_add_i32 s{{[0-9]+}}, s[[W]], 1
// GCN-DAG:   s_add_i32 s{{[0-9]+}}, s[[H]], 1
// GCN-DAG:   s_add_i32 s{{[0-9]+}}, s[[D]], 1
kernel void sizes(read_only image3d_t I, global int *O) {
  O[0] = get_image_width(I);
  O[1] = get_image_height(I);
  O[2] = get_image_depth(I);
}

// The number of layers is decoded by the hardware (the T# field differs
// between gfx7/8 and gfx9): image_get_resinfo, z of a 2D array, y of a 1D
// array. LLVM gives gfx9's a 16-bit mip level (a16); it is 0 either way.
// GCN-LABEL: .kernel layers{{$}}
// GFX7:      image_get_resinfo v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x4 unorm da{{$}}
// GFX7:      image_get_resinfo v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x2 unorm da{{$}}
// GFX8:      image_get_resinfo v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x4 unorm da{{$}}
// GFX8:      image_get_resinfo v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x2 unorm da{{$}}
// GFX9:      image_get_resinfo v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x4 unorm a16 da{{$}}
// GFX9:      image_get_resinfo v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x2 unorm a16 da{{$}}
kernel void layers(read_only image2d_array_t I, read_only image1d_array_t J,
                   global int *O) {
  O[0] = get_image_array_size(I);
  O[1] = get_image_array_size(J);
}

// Dwords 8 and 9 (bytes 32, 36) mapped with the packed tables: data type
// 0x10D0 + nibble code of 0xedcba987645f3210, order 0x10B0 + the 5-bit
// field (0x099cc56106b12801 for codes 0-11, 0x735289460f for 12-19).
// GCN-LABEL: .kernel channels{{$}}
// GFX7-DAG:  s_load_dwordx2 s{{\[}}[[C:[0-9]+]]:[[O:[0-9]+]]], s[{{[0-9]+:[0-9]+}}], 0x8{{$}}
// GFX8-DAG:  s_load_dwordx2 s{{\[}}[[C:[0-9]+]]:[[O:[0-9]+]]], s[{{[0-9]+:[0-9]+}}], 0x20{{$}}
// GFX9-DAG:  s_load_dwordx2 s{{\[}}[[C:[0-9]+]]:[[O:[0-9]+]]], s[{{[0-9]+:[0-9]+}}], 0x20{{$}}
// GCN-DAG:   s_mov_b32 s{{[0-9]+}}, 0x645f3210
// GCN-DAG:   s_mov_b32 s{{[0-9]+}}, 0xedcba987
// GCN-DAG:   s_lshl_b32 s{{[0-9]+}}, s[[C]], 2
// GCN-DAG:   s_and_b32 s{{[0-9]+}}, s[[O]], 31
// GCN-DAG:   s_or_b32 s{{[0-9]+}}, s{{[0-9]+}}, 0x10d0
// GCN-DAG:   s_cmp_gt_u32 s{{[0-9]+}}, 19
// GCN-DAG:   s_mov_b32 s{{[0-9]+}}, 0x6b12801
// GCN-DAG:   s_mov_b32 s{{[0-9]+}}, 0x99cc561
// GCN-DAG:   0x5289460f
// GCN-DAG:   s_add_i32 s{{[0-9]+}}, s{{[0-9]+}}, 0x10b0
kernel void channels(read_only image2d_t I, global int *O) {
  O[0] = get_image_channel_data_type(I);
  O[1] = get_image_channel_order(I);
}
