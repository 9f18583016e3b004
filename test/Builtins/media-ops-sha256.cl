// A miner-style kernel: SHA-256 rounds whose rotates are amd_bitalign(x, x,
// n), as GPU miners wrote them. Every rotate is one v_alignbit_b32 with
// both sources the same register and the count inline; no 32-bit shift is
// left anywhere in the kernel (the only shifts are the 64-bit address
// scaling), so no rotate became a shift pair.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -Werror -S -o - %s | FileCheck %s --implicit-check-not=v_lshrrev_b32 --implicit-check-not=v_lshlrev_b32 --implicit-check-not=v_lshr_b32 --implicit-check-not=v_lshl_b32
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -Werror -S -o - %s | FileCheck %s --implicit-check-not=v_lshrrev_b32 --implicit-check-not=v_lshlrev_b32
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -Werror -S -o - %s | FileCheck %s --implicit-check-not=v_lshrrev_b32 --implicit-check-not=v_lshlrev_b32

// Four rounds, six rotates each: Sigma1(e) by 6, 11, 25 and Sigma0(a) by
// 2, 13, 22 (the first, of e by 6, shown with its one source register);
// Ch and Maj are bitselect (v_bfi_b32).
// CHECK-LABEL: .kernel sha256_rounds
// CHECK-NOT:   v_alignbit_b32
// CHECK:       v_alignbit_b32 v{{[0-9]+}}, [[E:v[0-9]+]], [[E]], 6
// CHECK-COUNT-23: v_alignbit_b32 v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}}, {{2|6|11|13|22|25}}{{$}}
// CHECK-NOT:   v_alignbit_b32
// CHECK:       s_endpgm
#pragma OPENCL EXTENSION cl_amd_media_ops : enable

#define ROTR(x, n) amd_bitalign((x), (x), (n))
#define S0(a) (ROTR(a, 2u) ^ ROTR(a, 13u) ^ ROTR(a, 22u))
#define S1(e) (ROTR(e, 6u) ^ ROTR(e, 11u) ^ ROTR(e, 25u))
#define CH(e, f, g) bitselect((g), (f), (e))
#define MAJ(a, b, c) bitselect((a), (b), (c) ^ (a))
#define ROUND(a, b, c, d, e, f, g, h, k, w)                                    \
  {                                                                            \
    uint t1 = (h) + S1(e) + CH(e, f, g) + (k) + (w);                           \
    uint t2 = S0(a) + MAJ(a, b, c);                                            \
    (d) += t1;                                                                 \
    (h) = t1 + t2;                                                             \
  }

// Four rounds of SHA-256's compression on a per-work-item state.
kernel void sha256_rounds(global uint8 *state, global const uint4 *w) {
  size_t i = get_global_id(0);
  uint8 s = state[i];
  uint4 m = w[i];
  uint a = s.s0, b = s.s1, c = s.s2, d = s.s3;
  uint e = s.s4, f = s.s5, g = s.s6, h = s.s7;
  ROUND(a, b, c, d, e, f, g, h, 0x428a2f98u, m.s0);
  ROUND(h, a, b, c, d, e, f, g, 0x71374491u, m.s1);
  ROUND(g, h, a, b, c, d, e, f, 0xb5c0fbcfu, m.s2);
  ROUND(f, g, h, a, b, c, d, e, 0xe9b5dba5u, m.s3);
  state[i] = (uint8)(a, b, c, d, e, f, g, h);
}
