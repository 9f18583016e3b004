// The macros AMD's runtime passed to its compiler, per device and -cl-std,
// are predefined; -D and -U override them without a redefinition warning;
// the AMD-only extension pragmas are accepted silently (-Werror).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -emit-llvm -S -o - %s | FileCheck %s --check-prefix=FIJI
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=ellesmere -cl-std=CL1.2 -Werror -emit-llvm -S -o - %s | FileCheck %s --check-prefix=ELLESMERE
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -emit-llvm -S -o - %s | FileCheck %s --check-prefix=BONAIRE
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -emit-llvm -S -o - %s | FileCheck %s --check-prefix=GFX900
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -D__OPENCL_VERSION__=120 -U __IMAGE_SUPPORT__ --undefine-macro=cl_amd_fp64 -emit-llvm -S -o - %s | FileCheck %s --check-prefix=OVERRIDE

// facts = {__OPENCL_VERSION__, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE or 0,
//          device, __IMAGE_SUPPORT__, AMD extensions, media ops (1 + 2)}
// FIJI:      @facts = {{.*}} [i32 200, i32 536870912, i32 1, i32 1, i32 1111, i32 3]
// ELLESMERE: @facts = {{.*}} [i32 200, i32 0, i32 2, i32 1, i32 1111, i32 3]
// BONAIRE:   @facts = {{.*}} [i32 200, i32 536870912, i32 3, i32 1, i32 1111, i32 3]
// GFX900:    @facts = {{.*}} [i32 200, i32 536870912, i32 4, i32 1, i32 1111, i32 3]
// OVERRIDE:  @facts = {{.*}} [i32 120, i32 536870912, i32 1, i32 0, i32 1110, i32 3]

#pragma OPENCL EXTENSION cl_amd_printf : enable
#pragma OPENCL EXTENSION cl_amd_fp64 : enable
#pragma OPENCL EXTENSION cl_amd_vec3 : enable
#pragma OPENCL EXTENSION cl_ext_atomic_counters_32 : enable
#pragma OPENCL EXTENSION cl_khr_gl_sharing : enable
#pragma OPENCL EXTENSION cl_amd_media_ops : enable
#pragma OPENCL EXTENSION cl_amd_media_ops2 : enable

#if defined(__Fiji__) && defined(__Fiji) && defined(__gfx803) && defined(__gfx803__)
#define DEVICE 1
#elif defined(__Ellesmere__) && defined(__Ellesmere) && defined(__gfx803)
#define DEVICE 2
#elif defined(__Bonaire__) && defined(__Bonaire) && defined(__gfx704)
#define DEVICE 3
#elif defined(__gfx900__) && defined(__gfx900) && !defined(__Fiji__)
#define DEVICE 4
#endif

#ifdef CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE
#define MAX_GLOBAL CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE
#else
#define MAX_GLOBAL 0
#endif
#ifdef __IMAGE_SUPPORT__
#define IMAGES __IMAGE_SUPPORT__
#else
#define IMAGES 0
#endif
// The media operations: clang's macros (value 1, as AMD's runtime passed
// them), kept now that lib/Builtins/MediaOps.cl implements them.
#if defined(cl_amd_media_ops) && defined(cl_amd_media_ops2)
#define MEDIA (cl_amd_media_ops + 2 * cl_amd_media_ops2)
#elif defined(cl_amd_media_ops) || defined(cl_amd_media_ops2)
#define MEDIA -1
#else
#define MEDIA 0
#endif

// Extensions: three AMD-only ones defined, printf not yet (its pragma is
// accepted all the same).
#ifdef cl_amd_fp64
#define FP64 1
#else
#define FP64 0
#endif
#ifdef cl_khr_gl_sharing
#define GL 10
#else
#define GL 0
#endif
#ifdef cl_ext_atomic_counters_32
#define COUNTERS 100
#else
#define COUNTERS 0
#endif
#ifdef cl_amd_printf
#define PRINTF 1000
#else
#define PRINTF 0
#endif
#define EXTENSIONS (FP64 + GL + COUNTERS + PRINTF)

constant int facts[] = {__OPENCL_VERSION__, MAX_GLOBAL, DEVICE,
                        IMAGES,             EXTENSIONS, MEDIA};

kernel void k(global int *o, int i) { o[0] = facts[i]; }
