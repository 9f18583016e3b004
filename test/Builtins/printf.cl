// printf over AMD's printf buffer: LLVM's binding stores the record (the
// printf ID, then the arguments) where __printf_alloc (lib/Builtins/Printf.cl)
// points. The allocator reads the printf_buffer setup argument at kernarg
// byte 24, gives up when it is 0, loads the capacity (header word 1) and
// reserves the record's bytes with a compare-and-swap on the offset (word 0)
// that never passes the capacity; the record starts 8 bytes after the buffer,
// zeroed before the binding's stores. gfx7 SMRD offsets count dwords.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=GCN,FLAT,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=GCN,FLAT,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=GCN,GFX9

// GCN-LABEL:  .kernel print_int
// GCN:          .useargs
// GCN:          # printf id [[ID:[0-9]+]], sizes [4], format "x=%d\n"
// GCN:        .text
// GFX7:         s_load_dwordx2 s[[[B:[0-9]+]]:[[BH:[0-9]+]]], s[4:5], 0x6{{$}}
// GFX8:         s_load_dwordx2 s[[[B:[0-9]+]]:[[BH:[0-9]+]]], s[4:5], 0x18{{$}}
// GFX9:         s_load_dwordx2 s[[[B:[0-9]+]]:[[BH:[0-9]+]]], s[4:5], 0x18{{$}}
// GFX7:         v_cmp_eq_u64_e64 s[{{[0-9]+:[0-9]+}}], s[[[B]]:[[BH]]], 0
// GFX8:         s_cmp_eq_u64 s[[[B]]:[[BH]]], 0
// GFX9:         s_cmp_eq_u64 s[[[B]]:[[BH]]], 0
// GFX7:         s_load_dword [[CAP:s[0-9]+]], s[[[B]]:[[BH]]], 0x1{{$}}
// GFX8:         s_load_dword [[CAP:s[0-9]+]], s[[[B]]:[[BH]]], 0x4{{$}}
// GFX9:         s_load_dword [[CAP:s[0-9]+]], s[[[B]]:[[BH]]], 0x4{{$}}
// A record of 8 bytes: it fits while offset <= capacity - 8.
// GCN:          v_sub_{{[a-z0-9_]+}} [[LIMIT:v[0-9]+]], s[{{[0-9]+:[0-9]+}}], [[CAP]], 8
// GCN:          v_cmp_le_u32_e32 vcc, [[OLD:v[0-9]+]], [[LIMIT]]
// GCN:          v_add_{{[a-z0-9_]+}} v[[NEW:[0-9]+]], {{(vcc, )?}}8, [[OLD]]
// FLAT:         flat_atomic_cmpswap v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], v[[[NEW]]:{{[0-9]+}}] glc
// GFX9:         global_atomic_cmpswap v{{[0-9]+}}, v{{[0-9]+}}, v[[[NEW]]:{{[0-9]+}}], s[[[B]]:[[BH]]] glc
// The record: buffer + 8 + old offset, zeroed, then ID and argument.
// GCN:          v_add_{{[a-z0-9_]+}} v{{[0-9]+}}, vcc, 8, v{{[0-9]+}}
// FLAT:         flat_store_dwordx2
// GFX9:         global_store_dwordx2
// GCN:          v_mov_b32_e32 v[[IDR:[0-9]+]], [[ID]]{{$}}
// FLAT:         flat_store_dwordx2 v[{{[0-9]+:[0-9]+}}], v[[[IDR]]:{{[0-9]+}}]{{$}}
// GFX9:         global_store_dwordx2 v[{{[0-9]+:[0-9]+}}], v[[[IDR]]:{{[0-9]+}}], off{{$}}
// GCN:          s_endpgm
kernel void print_int(global int *p) { printf("x=%d\n", p[0]); }

// 4 + 8 + 8 bytes: the ID, the long, "abcd" (its NUL is the zeroed word).
// GCN-LABEL:  .kernel print_long_str
// GCN:          # printf id [[ID:[0-9]+]], sizes [8,8], format "l=%ld %s\n"
// GCN:        .text
// GCN:          v_sub_{{[a-z0-9_]+}} [[LIMIT:v[0-9]+]], s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}}, 20
// GCN:          v_add_{{[a-z0-9_]+}} v{{[0-9]+}}, {{(vcc, )?}}20, v{{[0-9]+}}
// FLAT:         flat_atomic_cmpswap
// GFX9:         global_atomic_cmpswap
// Flat stores take the three parts one by one, gfx9's global store one.
// FLAT:         v_mov_b32_e32 [[IDR:v[0-9]+]], [[ID]]{{$}}
// FLAT:         flat_store_dword v[{{[0-9]+:[0-9]+}}], [[IDR]]{{$}}
// FLAT:         flat_store_dwordx2
// FLAT:         v_mov_b32_e32 [[S:v[0-9]+]], 0x64636261
// FLAT:         flat_store_dword v[{{[0-9]+:[0-9]+}}], [[S]]{{$}}
// GFX9-DAG:     v_mov_b32_e32 v[[IDR:[0-9]+]], [[ID]]{{$}}
// GFX9-DAG:     v_mov_b32_e32 v{{[0-9]+}}, 0x64636261
// GFX9:         global_store_dwordx4 v[{{[0-9]+:[0-9]+}}], v[[[IDR]]:{{[0-9]+}}], off{{$}}
// GCN:          s_endpgm
kernel void print_long_str(global long *p) {
  printf("l=%ld %s\n", p[0], "abcd");
}

// A kernel that does not print has no descriptors and no allocator.
// GCN-LABEL:  .kernel quiet
// GCN-NOT:      printf id
// GCN-NOT:      atomic_cmpswap
// GCN:          s_endpgm
kernel void quiet(global int *p) { p[0] = 1; }
