// AMD's block kernels: each block given to enqueue_kernel becomes
// __amd_blocks_func___<function>_block_invoke[_N], listed after the function
// that defines it; its arguments are the six setup arguments, then the
// captures in the order the block names them (a struct flattened into its
// members), at their C-struct offsets with a one-byte padN per padding byte,
// then one 8-byte slot per local-pointer parameter. Argument N borrows the
// type name of argument N of the program's first kernel, and its type when
// of the same kind and size (AMD's ExtractPrimes and enqueue-15_7). Kernel
// indices: ordinary kernels in source order, then blocks. The enqueuing
// kernel is useenqueue; the blocks here enqueue nothing.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -c -o %t.bonaire.clo %s
// RUN: amdcl2-objdump --kernels %t.bonaire.clo | FileCheck %s --check-prefixes=CHECK,GFX78
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump --kernels %t.fiji.clo | FileCheck %s --check-prefixes=CHECK,GFX78
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: amdcl2-objdump --kernels %t.gfx900.clo | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: .kernel first
// CHECK:         .arg p, "int*", int*, global, , rdonly    # offset 72, size 8
// CHECK:         kernel index 0, 10 args

// CHECK-LABEL: .kernel __amd_blocks_func___helper_block_invoke
// GFX78:         # user SGPRs 6: scratch s[0:3], args s[4:5]
// GFX9:          # user SGPRs 8: scratch s[0:3], args s[4:5], flat scratch init s[6:7]
// CHECK-NOT:     .useenqueue
// CHECK:         .arg _.aqlwrap_pointer, "size_t", long    # offset 40, size 8
// CHECK-NEXT:    .arg ctx_struct_fld_0, "float*", float*, global,     # offset 48, size 8
// CHECK-NEXT:    .arg ctx_struct_fld_1, "uint", char    # offset 56, size 1
// CHECK-NEXT:    .arg pad2, "size_t", char    # offset 57, size 1
// CHECK-NEXT:    .arg pad3, "int*", char    # offset 58, size 1
// CHECK-NEXT:    .arg pad4, "", char    # offset 59, size 1
// CHECK-NEXT:    .arg ctx_struct_fld_2, "", char    # offset 60, size 1
// CHECK-NEXT:    .arg pad6, "", char    # offset 61, size 1
// CHECK-NEXT:    .arg pad7, "", char    # offset 62, size 1
// CHECK-NEXT:    .arg pad8, "", char    # offset 63, size 1
// CHECK-NEXT:    .arg ctx_struct_fld_3, "", int    # offset 64, size 4
// CHECK-NEXT:    .arg ctx_struct_fld_4, "", short    # offset 68, size 2
// CHECK-NEXT:    .arg pad11, "", char    # offset 70, size 1
// CHECK-NEXT:    .arg pad12, "", char    # offset 71, size 1
// CHECK-NEXT:    .arg ctx_struct_fld_5, "", long    # offset 72, size 8
// CHECK-NEXT:    # enable_sgpr_mask 0x{{[0-9a-f]+}}, user_sgprs {{[68]}}, kernarg_segment_size 80, kernel index 3, 20 args

// CHECK-LABEL: .kernel parent
// CHECK:         # user SGPRs 10: scratch s[0:3], setup s[4:5], args s[6:7], flat scratch init s[8:9]
// CHECK-NEXT:    # system SGPRs: group id x s10, scratch wave offset s11
// CHECK:         .useenqueue
// CHECK:         # enable_sgpr_mask 0x2b, user_sgprs 10, kernarg_segment_size 96, kernel index 1, 11 args

// CHECK-LABEL: .kernel __amd_blocks_func___parent_block_invoke{{$}}
// CHECK:         .arg ctx_struct_fld_0, "float*", float*, global,     # offset 48, size 8
// CHECK-NEXT:    .arg ctx_struct_fld_1, "uint", int*, global,     # offset 56, size 8
// CHECK-NEXT:    .arg ctx_struct_fld_2, "size_t", long    # offset 64, size 8
// CHECK-NEXT:    # enable_sgpr_mask {{.*}}, kernel index 4, 9 args

// CHECK-LABEL: .kernel __amd_blocks_func___parent_block_invoke_2
// CHECK:         .arg ctx_struct_fld_0, "float*", float*, global,     # offset 48, size 8
// CHECK-NEXT:    .arg local_arg_0, "void*", void*, local,     # offset 56, size 8
// CHECK-NEXT:    .arg local_arg_1, "void*", void*, local,     # offset 64, size 8
// CHECK-NEXT:    # enable_sgpr_mask {{.*}}, kernel index 5, 9 args

// CHECK-LABEL: .kernel last
// CHECK:         kernel index 2, 7 args
typedef struct { char c; int i; short s; } Padded;

kernel void first(global float *f, uint u, size_t z, global int *p) { *f = u + z + *p; }

void helper(global int *out, char c, Padded st, long l) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                 ^{ out[0] = c + st.i + st.s + st.c + l; });
}

kernel void parent(global int *out, char c, Padded st, long l, global float *g) {
  helper(out, c, st, l);
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(64),
                 ^{ g[0] = 1.0f; out[1] = l; });
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64, 64),
                 ^(local void *a, local void *b) {
                   ((local int *)a)[0] = 1;
                   ((local int *)b)[get_local_id(0)] = ((local int *)a)[0];
                   out[2] = ((local int *)b)[0];
                 }, 16u, 256u);
}

kernel void last(global int *x) { *x = 1; }
