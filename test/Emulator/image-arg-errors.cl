// amdcl2-run's errors for image and sampler arguments: each names the
// argument and what it needs; exit status 1.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.clo %s
// RUN: not %run %t.clo --kernel k --global 1 --arg buf:16 --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=KIND
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4:R:FLOAT --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=DIMS
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x4:RGB:UNORM_SHORT_565 --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=BADORDER
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x4:R:UNORM_INT24 --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=BADTYPE
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x4:R:FOO --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=NAME
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x0:R:FLOAT --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=SIZE
// RUN: not %run %t.clo --kernel k --global 1 --arg image:20000x4:R:FLOAT --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=LIMIT
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x4:R:FLOAT:@%s --arg sampler:0x10 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=FILESIZE
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x4:R:FLOAT --arg sampler:0x30 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=FILTERS
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x4:R:FLOAT --arg sampler:clamp,fuzzy 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=PROP
// RUN: not %run %t.clo --kernel k --global 1 --arg image:4x4:R:FLOAT --arg buf:8 2>&1 | FileCheck %s -DFILE=%t.clo --check-prefix=SAMPLER

// KIND: amdcl2-run: error: '[[FILE]]': kernel 'k': argument 0 'img' (image2d_t): needs image:SIZES:ORDER:TYPE, got 'buf:16'
// DIMS: amdcl2-run: error: '[[FILE]]': kernel 'k': argument 0 'img' (image2d_t): needs sizes WxH, got 'image:4:R:FLOAT'
// BADORDER: amdcl2-run: error: '[[FILE]]': kernel 'k': argument 0 'img' (image2d_t): channel order CL_RGB is not supported by the emulator
// BADTYPE: amdcl2-run: error: '[[FILE]]': kernel 'k': argument 0 'img' (image2d_t): channel data type CL_UNORM_INT24 is not supported by the emulator
// NAME: amdcl2-run: error: '[[FILE]]': bad argument 'image:4x4:R:FOO': unknown channel data type 'FOO'
// SIZE: amdcl2-run: error: '[[FILE]]': bad argument 'image:4x0:R:FLOAT': image sizes are 1 to 3 numbers from 1, joined with 'x'
// LIMIT: amdcl2-run: error: '[[FILE]]': kernel 'k': argument 0 'img' (image2d_t): larger than the hardware's image sizes (16384 x 16384 x 2048)
// FILESIZE: amdcl2-run: error: '[[FILE]]': kernel 'k': argument 0: the file has {{[0-9]+}} bytes, the image 64
// FILTERS: amdcl2-run: error: '[[FILE]]': bad argument 'sampler:0x30': sampler_t value 0x30: CLK_FILTER_NEAREST and CLK_FILTER_LINEAR are both set
// PROP: amdcl2-run: error: '[[FILE]]': bad argument 'sampler:clamp,fuzzy': unknown sampler property 'fuzzy'
// SAMPLER: amdcl2-run: error: '[[FILE]]': kernel 'k': argument 1 's' (sampler_t): needs sampler:VALUE, got 'buf:8'

kernel void k(read_only image2d_t img, sampler_t s) {
  float4 v = read_imagef(img, s, (float2)(0.5f, 0.5f));
  if (v.x > 2.0f)
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
}
