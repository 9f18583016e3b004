;===- ImageInstructions.ll - MIMG and buffer-format access to images ------===;
;
; Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
;
;===----------------------------------------------------------------------===;
;
; Images.cl's helpers that need the resource descriptors as values: clang
; 22's image builtins take an __amdgpu_texture_t, which it models as a
; pointer to a descriptor in flat memory (a vector load, not a scalar one),
; and they need the image-insts feature the generic library is not compiled
; with. Here the descriptors are loaded from the image object in the
; constant address space (s_load_dwordx8, or s_load_dwordx4 for a sampler's
; S# and a 1D buffer's V#), and the llvm.amdgcn.image.* intrinsics choose
; the MIMG encoding: unorm on load and store, not on sample; da for arrays.
; Loads and stores use all four channels (dmask 0xf); the hardware converts
; to and from the image's format, so the integer reads and writes are the
; same operations on the same bits.
;
;===----------------------------------------------------------------------===;

target triple = "amdgcn-amd-amdhsa"

; The object is immutable while a kernel runs: its loads are invariant.
define hidden <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj) #0 {
  %t = load <8 x i32>, ptr addrspace(4) %obj, align 32, !invariant.load !0
  ret <8 x i32> %t
}

define hidden <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp) #0 {
  %s = load <4 x i32>, ptr addrspace(4) %smp, align 16, !invariant.load !0
  ret <4 x i32> %s
}

; Loads without a sampler: integer coordinates, no filtering.

define hidden <4 x float> @__amdcl2_image_load_1d(ptr addrspace(4) %obj, i32 %x) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32(i32 15, i32 %x, <8 x i32> %t, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_load_1darray(ptr addrspace(4) %obj, i32 %x, i32 %l) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call <4 x float> @llvm.amdgcn.image.load.1darray.v4f32.i32(i32 15, i32 %x, i32 %l, <8 x i32> %t, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_load_2d(ptr addrspace(4) %obj, i32 %x, i32 %y) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %t, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_load_2darray(ptr addrspace(4) %obj, i32 %x, i32 %y, i32 %l) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call <4 x float> @llvm.amdgcn.image.load.2darray.v4f32.i32(i32 15, i32 %x, i32 %y, i32 %l, <8 x i32> %t, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_load_3d(ptr addrspace(4) %obj, i32 %x, i32 %y, i32 %z) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call <4 x float> @llvm.amdgcn.image.load.3d.v4f32.i32(i32 15, i32 %x, i32 %y, i32 %z, <8 x i32> %t, i32 0, i32 0)
  ret <4 x float> %r
}

; Depth images have one channel: dmask 0x1.

define hidden float @__amdcl2_image_load_2d_depth(ptr addrspace(4) %obj, i32 %x, i32 %y) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call float @llvm.amdgcn.image.load.2d.f32.i32(i32 1, i32 %x, i32 %y, <8 x i32> %t, i32 0, i32 0)
  ret float %r
}

define hidden float @__amdcl2_image_load_2darray_depth(ptr addrspace(4) %obj, i32 %x, i32 %y, i32 %l) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call float @llvm.amdgcn.image.load.2darray.f32.i32(i32 1, i32 %x, i32 %y, i32 %l, <8 x i32> %t, i32 0, i32 0)
  ret float %r
}

; A 1D buffer image's dwords 0-3 are a buffer V# (the runtime's typed
; buffer view), read and written with the format buffer instructions, the
; element index in vindex (idxen).

define hidden <4 x float> @__amdcl2_image_load_1dbuffer(ptr addrspace(4) %obj, i32 %x) #1 {
  %v = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %obj)
  %r = call <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32> %v, i32 %x, i32 0, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden void @__amdcl2_image_store_1dbuffer(ptr addrspace(4) %obj, i32 %x, <4 x float> %d) #2 {
  %v = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float> %d, <4 x i32> %v, i32 %x, i32 0, i32 0, i32 0)
  ret void
}

; Stores.

define hidden void @__amdcl2_image_store_1d(ptr addrspace(4) %obj, i32 %x, <4 x float> %d) #2 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.image.store.1d.v4f32.i32(<4 x float> %d, i32 15, i32 %x, <8 x i32> %t, i32 0, i32 0)
  ret void
}

define hidden void @__amdcl2_image_store_1darray(ptr addrspace(4) %obj, i32 %x, i32 %l, <4 x float> %d) #2 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.image.store.1darray.v4f32.i32(<4 x float> %d, i32 15, i32 %x, i32 %l, <8 x i32> %t, i32 0, i32 0)
  ret void
}

define hidden void @__amdcl2_image_store_2d(ptr addrspace(4) %obj, i32 %x, i32 %y, <4 x float> %d) #2 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %d, i32 15, i32 %x, i32 %y, <8 x i32> %t, i32 0, i32 0)
  ret void
}

define hidden void @__amdcl2_image_store_2darray(ptr addrspace(4) %obj, i32 %x, i32 %y, i32 %l, <4 x float> %d) #2 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.image.store.2darray.v4f32.i32(<4 x float> %d, i32 15, i32 %x, i32 %y, i32 %l, <8 x i32> %t, i32 0, i32 0)
  ret void
}

define hidden void @__amdcl2_image_store_3d(ptr addrspace(4) %obj, i32 %x, i32 %y, i32 %z, <4 x float> %d) #2 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.image.store.3d.v4f32.i32(<4 x float> %d, i32 15, i32 %x, i32 %y, i32 %z, <8 x i32> %t, i32 0, i32 0)
  ret void
}

define hidden void @__amdcl2_image_store_2d_depth(ptr addrspace(4) %obj, i32 %x, i32 %y, float %d) #2 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %d, i32 1, i32 %x, i32 %y, <8 x i32> %t, i32 0, i32 0)
  ret void
}

define hidden void @__amdcl2_image_store_2darray_depth(ptr addrspace(4) %obj, i32 %x, i32 %y, i32 %l, float %d) #2 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  call void @llvm.amdgcn.image.store.2darray.f32.i32(float %d, i32 1, i32 %x, i32 %y, i32 %l, <8 x i32> %t, i32 0, i32 0)
  ret void
}

; Sampled reads: the sampler's S# does the addressing, filtering and
; normalization; level 0 explicitly (sample_lz), as a compute kernel has no
; derivatives and OpenCL 2.0 images here have no mipmaps.

define hidden <4 x float> @__amdcl2_image_sample_1d(ptr addrspace(4) %obj, ptr addrspace(4) %smp, float %x) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %s = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp)
  %r = call <4 x float> @llvm.amdgcn.image.sample.lz.1d.v4f32.f32(i32 15, float %x, <8 x i32> %t, <4 x i32> %s, i1 false, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_sample_1darray(ptr addrspace(4) %obj, ptr addrspace(4) %smp, float %x, float %l) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %s = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp)
  %r = call <4 x float> @llvm.amdgcn.image.sample.lz.1darray.v4f32.f32(i32 15, float %x, float %l, <8 x i32> %t, <4 x i32> %s, i1 false, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_sample_2d(ptr addrspace(4) %obj, ptr addrspace(4) %smp, float %x, float %y) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %s = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp)
  %r = call <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32 15, float %x, float %y, <8 x i32> %t, <4 x i32> %s, i1 false, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_sample_2darray(ptr addrspace(4) %obj, ptr addrspace(4) %smp, float %x, float %y, float %l) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %s = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp)
  %r = call <4 x float> @llvm.amdgcn.image.sample.lz.2darray.v4f32.f32(i32 15, float %x, float %y, float %l, <8 x i32> %t, <4 x i32> %s, i1 false, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden <4 x float> @__amdcl2_image_sample_3d(ptr addrspace(4) %obj, ptr addrspace(4) %smp, float %x, float %y, float %z) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %s = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp)
  %r = call <4 x float> @llvm.amdgcn.image.sample.lz.3d.v4f32.f32(i32 15, float %x, float %y, float %z, <8 x i32> %t, <4 x i32> %s, i1 false, i32 0, i32 0)
  ret <4 x float> %r
}

define hidden float @__amdcl2_image_sample_2d_depth(ptr addrspace(4) %obj, ptr addrspace(4) %smp, float %x, float %y) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %s = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp)
  %r = call float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32 1, float %x, float %y, <8 x i32> %t, <4 x i32> %s, i1 false, i32 0, i32 0)
  ret float %r
}

define hidden float @__amdcl2_image_sample_2darray_depth(ptr addrspace(4) %obj, ptr addrspace(4) %smp, float %x, float %y, float %l) #1 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %s = call <4 x i32> @__amdcl2_image_ssharp(ptr addrspace(4) %smp)
  %r = call float @llvm.amdgcn.image.sample.lz.2darray.f32.f32(i32 1, float %x, float %y, float %l, <8 x i32> %t, <4 x i32> %s, i1 false, i32 0, i32 0)
  ret float %r
}

; The number of layers of an array image: where the T# keeps it differs
; between GFX7/8 (last_array in word 5) and GFX9 (word 4), and this library
; is compiled once for all three, so the hardware decodes it
; (image_get_resinfo, mip level 0): component y for 1D arrays, z for 2D.

define hidden i32 @__amdcl2_image_layers_1darray(ptr addrspace(4) %obj) #0 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call float @llvm.amdgcn.image.getresinfo.1darray.f32.i32(i32 2, i32 0, <8 x i32> %t, i32 0, i32 0)
  %n = bitcast float %r to i32
  ret i32 %n
}

define hidden i32 @__amdcl2_image_layers_2darray(ptr addrspace(4) %obj) #0 {
  %t = call <8 x i32> @__amdcl2_image_tsharp(ptr addrspace(4) %obj)
  %r = call float @llvm.amdgcn.image.getresinfo.2darray.f32.i32(i32 4, i32 0, <8 x i32> %t, i32 0, i32 0)
  %n = bitcast float %r to i32
  ret i32 %n
}

declare <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.1darray.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2darray.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.3d.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.load.2d.f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.load.2darray.f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.1d.v4f32.i32(<4 x float>, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.1darray.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2darray.v4f32.i32(<4 x float>, i32, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.3d.v4f32.i32(<4 x float>, i32, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.f32.i32(float, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2darray.f32.i32(float, i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.1d.v4f32.f32(i32, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.1darray.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.2darray.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.3d.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.lz.2d.f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.lz.2darray.f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.getresinfo.1darray.f32.i32(i32, i32, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.getresinfo.2darray.f32.i32(i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32)

attributes #0 = { alwaysinline nounwind willreturn memory(argmem: read) }
attributes #1 = { alwaysinline nounwind willreturn memory(read) }
attributes #2 = { alwaysinline nounwind willreturn }

!0 = !{}
