// OpenCL 2.0 pipes from our builtins library over the pipe object AMD's
// runtime creates: read_idx, write_idx, end_idx (u64) at 0, 8 and 16, the
// packets from byte 128. A wave reserves with one 64-bit compare-and-swap
// by its first active lane (popcount(exec) packets), broadcasts the index
// with readlane and retries per work-item when the batch does not fit; the
// slot is the index modulo end_idx; the reader that takes the last packet
// stores 0 to write_idx, then read_idx. gfx7/gfx8 use flat instructions on
// base+8/base+16 addresses, gfx9 global ones with offsets.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -o - %s | FileCheck %s --check-prefixes=GCN,FLAT,GFX7
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o - %s | FileCheck %s --check-prefixes=GCN,FLAT,GFX8
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -S -o - %s | FileCheck %s --check-prefixes=GCN,GFX9
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -O0 -S -o - %s | FileCheck %s --check-prefix=O0

typedef struct {
  int a;
  float b;
} Pair;

// The reader: write_idx is the limit, read_idx the index it advances.
// GCN-LABEL:   .kernel read_uint
// FLAT:          s_add_u32 [[W:s[0-9]+]], [[P:s[0-9]+]], 8
// FLAT:          flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// FLAT:          v_mbcnt_lo_u32_b32{{(_e64)?}} v{{[0-9]+}}, s[[EXEC:[0-9]+]], 0
// FLAT-NEXT:     v_mbcnt_hi_u32_b32{{(_e32)?}} [[RANK:v[0-9]+]], s{{[0-9]+}}, v{{[0-9]+}}
// FLAT-NEXT:     v_cmp_eq_u32_e32 vcc, 0, [[RANK]]
// FLAT:          v_mov_b32_e32 v[[A:[0-9]+]], [[P]]
// FLAT:          flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[[[A]]:{{[0-9]+}}] glc
// FLAT-NEXT:     s_waitcnt vmcnt(0)
// FLAT-NEXT:     buffer_wbinvl1_vol
// FLAT-NEXT:     s_bcnt1_i32_b64 [[N:s[0-9]+]], s[[[EXEC]]:{{[0-9]+}}]
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, [[N]], v{{[0-9]+}}
// FLAT:          v_cmp_le_u64_e32 vcc
// FLAT:          flat_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v[[[A]]:{{[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// FLAT-NEXT:     s_waitcnt vmcnt(0)
// FLAT-NEXT:     buffer_wbinvl1_vol
// FLAT:          s_ff1_i32_b64 [[LEAD:s[0-9]+]], s[[[EXEC]]:{{[0-9]+}}]
// FLAT-NEXT:     v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, [[LEAD]]
// FLAT-NEXT:     v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, [[LEAD]]
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 1, v{{[0-9]+}}
// FLAT:          flat_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// FLAT:          s_add_u32 s{{[0-9]+}}, [[P]], 16
// FLAT:          flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}]{{$}}
// GFX7:          v_lshl_b64 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], 2
// GFX8:          v_lshlrev_b64 v[{{[0-9]+:[0-9]+}}], 2, v[{{[0-9]+:[0-9]+}}]
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 0x80, v{{[0-9]+}}
// FLAT:          flat_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}]
// FLAT:          v_cmp_eq_u64_e32 vcc
// FLAT:          v_mov_b32_e32 v[[WA:[0-9]+]], [[W]]
// FLAT:          flat_store_dwordx2 v[[[WA]]:{{[0-9]+}}], v[{{[0-9]+:[0-9]+}}]
// FLAT:          v_mov_b32_e32 v[[RA:[0-9]+]], [[P]]
// FLAT:          flat_store_dwordx2 v[[[RA]]:{{[0-9]+}}], v[{{[0-9]+:[0-9]+}}]
// GFX9:          v_mbcnt_lo_u32_b32 v{{[0-9]+}}, s[[EXEC:[0-9]+]], 0
// GFX9-NEXT:     v_mbcnt_hi_u32_b32 [[RANK:v[0-9]+]], s{{[0-9]+}}, v{{[0-9]+}}
// GFX9:          global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[[[P:[0-9]+]]:{{[0-9]+}}] offset:8 glc
// GFX9:          global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[[[P]]:{{[0-9]+}}] glc{{$}}
// GFX9-NEXT:     s_waitcnt vmcnt(0)
// GFX9-NEXT:     buffer_wbinvl1_vol
// GFX9-NEXT:     s_bcnt1_i32_b64 [[N:s[0-9]+]], s[[[EXEC]]:{{[0-9]+}}]
// GFX9:          global_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[[[P]]:{{[0-9]+}}] glc{{$}}
// GFX9:          s_ff1_i32_b64 [[LEAD:s[0-9]+]], s[[[EXEC]]:{{[0-9]+}}]
// GFX9-NEXT:     v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, [[LEAD]]
// GFX9-NEXT:     v_readlane_b32 s{{[0-9]+}}, v{{[0-9]+}}, [[LEAD]]
// GFX9:          global_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[[[P]]:{{[0-9]+}}] glc{{$}}
// GFX9:          global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[[[P]]:{{[0-9]+}}] offset:16{{$}}
// GFX9:          v_lshlrev_b64 v[{{[0-9]+:[0-9]+}}], 2, v[{{[0-9]+:[0-9]+}}]
// GFX9:          global_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off offset:128
// GFX9:          global_store_dwordx2 v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[[[P]]:{{[0-9]+}}] offset:8
// GFX9-NEXT:     global_store_dwordx2 v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[[[P]]:{{[0-9]+}}]{{$}}
// GCN:           s_endpgm
// O0-LABEL:    .kernel read_uint
// O0-NOT:        s_swappc
// O0:            flat_atomic_cmpswap_x2
// O0:            s_endpgm
kernel void read_uint(read_only pipe uint p, global uint *out) {
  uint v = 0;
  int r = read_pipe(p, &v);
  out[get_global_id(0)] = r ? 7u : v;
}

// The writer: read_idx + end_idx is the limit, write_idx (base+8) the index
// it advances; no reset.
// GCN-LABEL:   .kernel write_uint
// FLAT:          flat_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}]
// FLAT:          v_mov_b32_e32 v[[RA:[0-9]+]], s[[P:[0-9]+]]
// FLAT-DAG:      flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[[[RA]]:{{[0-9]+}}] glc
// GFX7-DAG:      s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[[[P]]:{{[0-9]+}}], 0x4
// GFX8-DAG:      s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[[[P]]:{{[0-9]+}}], 0x10
// FLAT:          s_bcnt1_i32_b64
// FLAT:          s_add_u32 [[W:s[0-9]+]], s[[P]], 8
// FLAT:          v_mov_b32_e32 v[[WA:[0-9]+]], [[W]]
// FLAT:          flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[[[WA]]:{{[0-9]+}}] glc
// FLAT:          flat_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// FLAT:          v_readlane_b32
// FLAT-NEXT:     v_readlane_b32
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 0x80, v{{[0-9]+}}
// FLAT:          flat_store_dword v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}
// FLAT-NOT:      flat_store_dwordx2
// GFX9:          global_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off
// GFX9-DAG:      s_load_dwordx2 s[{{[0-9]+:[0-9]+}}], s[[[P:[0-9]+]]:{{[0-9]+}}], 0x10
// GFX9-DAG:      global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[[[P]]:{{[0-9]+}}] glc{{$}}
// GFX9:          global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[[[P]]:{{[0-9]+}}] offset:8 glc
// GFX9:          s_bcnt1_i32_b64
// GFX9:          global_atomic_cmpswap_x2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[[[P]]:{{[0-9]+}}] offset:8 glc
// GFX9:          v_readlane_b32
// GFX9-NEXT:     v_readlane_b32
// GFX9:          global_store_dword v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, off offset:128
// GFX9-NOT:      global_store_dwordx2
// GCN:           s_endpgm
kernel void write_uint(write_only pipe uint p, global const uint *in) {
  uint v = in[get_global_id(0)];
  write_pipe(p, &v);
}

// An 8-byte struct aligned to 4 (the generic __read_pipe_2): the slot is
// index * 8 and the packet one 8-byte load.
// GCN-LABEL:   .kernel read_pair
// FLAT:          flat_atomic_cmpswap_x2
// GFX7:          v_lshl_b64 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], 3
// GFX8:          v_lshlrev_b64 v[{{[0-9]+:[0-9]+}}], 3, v[{{[0-9]+:[0-9]+}}]
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 0x80, v{{[0-9]+}}
// FLAT:          flat_load_dwordx2
// GFX9:          global_atomic_cmpswap_x2
// GFX9:          v_lshlrev_b64 v[{{[0-9]+:[0-9]+}}], 3, v[{{[0-9]+:[0-9]+}}]
// GFX9:          global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], off offset:128
// GCN:           s_endpgm
kernel void read_pair(read_only pipe Pair p, global Pair *out) {
  Pair v = {0, 0.0f};
  read_pipe(p, &v);
  out[get_global_id(0)] = v;
}

// reserve_read_pipe(p, 2): a batch of 2 * popcount(exec) (the shift), the
// reset when the reservation reaches write_idx, then the packet at index
// reserve_id + 1.
// GCN-LABEL:   .kernel reserve_read
// GCN:           s_bcnt1_i32_b64 [[C:s[0-9]+]], s[{{[0-9]+:[0-9]+}}]
// GCN-NEXT:      s_lshl_b32 [[N:s[0-9]+]], [[C]], 1
// FLAT:          flat_atomic_cmpswap_x2
// GFX9:          global_atomic_cmpswap_x2 {{.*}} glc{{$}}
// GCN:           v_readlane_b32
// GCN-NEXT:      v_readlane_b32
// FLAT:          flat_store_dwordx2
// FLAT:          flat_store_dwordx2
// GFX9:          global_store_dwordx2 {{.*}} offset:8
// GFX9-NEXT:     global_store_dwordx2
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 1, v{{[0-9]+}}
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 0x80, v{{[0-9]+}}
// FLAT:          flat_load_dword
// GFX9:          global_load_dword v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], off offset:128
// GCN:           s_endpgm
kernel void reserve_read(read_only pipe uint p, global uint *out) {
  reserve_id_t r = reserve_read_pipe(p, 2);
  if (is_valid_reserve_id(r)) {
    uint v;
    read_pipe(p, r, 1, &v);
    commit_read_pipe(p, r);
    out[get_global_id(0)] = v;
  }
}

// reserve_write_pipe(p, 4) of ulong packets: 4 * popcount(exec) on
// write_idx, the packet at (reserve_id + 3) * 8.
// GCN-LABEL:   .kernel reserve_write
// GCN:           s_bcnt1_i32_b64 [[C:s[0-9]+]], s[{{[0-9]+:[0-9]+}}]
// GCN-NEXT:      s_lshl_b32 [[N:s[0-9]+]], [[C]], 2
// FLAT:          flat_atomic_cmpswap_x2
// GFX9:          global_atomic_cmpswap_x2 {{.*}} offset:8 glc
// GCN:           v_readlane_b32
// GCN-NEXT:      v_readlane_b32
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 3, v{{[0-9]+}}
// FLAT:          v_add_{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 0x80, v{{[0-9]+}}
// FLAT:          flat_store_dwordx2
// GFX9:          global_store_dwordx2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], off offset:128
// GCN:           s_endpgm
kernel void reserve_write(write_only pipe ulong p, global const ulong *in) {
  reserve_id_t r = reserve_write_pipe(p, 4);
  if (is_valid_reserve_id(r)) {
    write_pipe(p, r, 3, &in[get_global_id(0)]);
    commit_write_pipe(p, r);
  }
}

// work_group_reserve_read_pipe: local id 0 reserves alone (no readlane),
// the id goes through one 8-byte LDS word between two barriers.
// GCN-LABEL:   .kernel wg_reserve_read
// GCN:           .localsize 8
// GCN-NOT:       v_readlane_b32
// FLAT:          flat_atomic_cmpswap_x2
// GFX9:          global_atomic_cmpswap_x2
// GCN-NOT:       v_readlane_b32
// GCN:           ds_write_b64
// GCN:           s_barrier
// GCN-NEXT:      ds_read_b64
// GCN:           s_barrier
// GCN-NOT:       s_barrier
// GCN:           s_endpgm
kernel void wg_reserve_read(read_only pipe uint p, global uint *out) {
  reserve_id_t r = work_group_reserve_read_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    uint v;
    read_pipe(p, r, get_local_id(0), &v);
    out[get_global_id(0)] = v;
  }
  work_group_commit_read_pipe(p, r);
}

// sub_group_reserve_write_pipe: the first active lane reserves 64 packets,
// readfirstlane gives the id to the wave; no LDS.
// GCN-LABEL:   .kernel sg_reserve_write
// GCN-NOT:       .localsize
// GCN:           v_mbcnt_lo_u32_b32{{(_e64)?}} v{{[0-9]+}}, exec_lo, 0
// GCN:           v_mbcnt_hi_u32_b32{{(_e32)?}} v{{[0-9]+}}, exec_hi, v{{[0-9]+}}
// GCN-NOT:       v_readlane_b32
// GCN:           v_add_{{(co_)?}}{{[iu]}}32_e32 v{{[0-9]+}}, vcc, 64, v{{[0-9]+}}
// FLAT:          flat_atomic_cmpswap_x2
// GFX9:          global_atomic_cmpswap_x2 {{.*}} offset:8 glc
// GCN-NOT:       v_readlane_b32
// GCN:           v_readfirstlane_b32
// GCN-NEXT:      v_readfirstlane_b32
// GCN-NOT:       ds_
// GCN:           s_endpgm
kernel void sg_reserve_write(write_only pipe uint p, global const uint *in) {
  reserve_id_t r = sub_group_reserve_write_pipe(p, 64);
  if (is_valid_reserve_id(r)) {
    uint v = in[get_global_id(0)];
    write_pipe(p, r, get_local_id(0) % 64, &v);
  }
  sub_group_commit_write_pipe(p, r);
}

// get_pipe_num_packets = write_idx - read_idx, get_pipe_max_packets =
// end_idx (a scalar load: nothing writes it after creation).
// GCN-LABEL:   .kernel queries
// GCN-NOT:       atomic
// FLAT:          flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// FLAT:          flat_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}] glc
// GFX7:          s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x4
// GFX8:          s_load_dword s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x10
// GFX9:          global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[[[P:[0-9]+]]:{{[0-9]+}}] glc{{$}}
// GFX9-NEXT:     global_load_dwordx2 v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[[[P]]:{{[0-9]+}}] offset:8 glc
// GFX9-NEXT:     s_load_dword s{{[0-9]+}}, s[[[P]]:{{[0-9]+}}], 0x10
// GCN:           v_sub{{(rev)?}}_{{[iu]}}32_e32
// GCN-NOT:       atomic
// GCN:           s_endpgm
kernel void queries(read_only pipe uint p, global uint *out) {
  out[0] = get_pipe_num_packets(p);
  out[1] = get_pipe_max_packets(p);
}
