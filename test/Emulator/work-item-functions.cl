// Every work-item function for every work-item of 2-D and 3-D dispatches
// with non-uniform last groups in each dimension, global offsets and
// multi-wave groups (8x4x4 = 128 work-items), checked against the OpenCL
// 2.0 definitions computed in Python.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.fiji.clo --kernel wi --global 13,7 --local 4,3 --offset 2,5 --arg buf:10192 --out %t.fiji.2d
// RUN: %emucheck check %s %t.fiji.2d g=13,7 l=4,3 o=2,5
// RUN: %run %t.gfx900.clo --kernel wi --global 13,7 --local 4,3 --offset 2,5 --arg buf:10192 --out %t.gfx900.2d
// RUN: %emucheck check %s %t.gfx900.2d g=13,7 l=4,3 o=2,5
// RUN: %run %t.fiji.clo --kernel wi --global 10,9,5 --local 8,4,4 --offset 1,2,3 --arg buf:50400 --out %t.fiji.3d
// RUN: %emucheck check %s %t.fiji.3d g=10,9,5 l=8,4,4 o=1,2,3
// RUN: %run %t.gfx900.clo --kernel wi --global 10,9,5 --local 8,4,4 --offset 1,2,3 --arg buf:50400 --out %t.gfx900.3d
// RUN: %emucheck check %s %t.gfx900.3d g=10,9,5 l=8,4,4 o=1,2,3

// EXPECT: G = [int(v) for v in str(g).split(",")]; L = [int(v) for v in str(l).split(",")]; O = [int(v) for v in str(o).split(",")]
// EXPECT: dims = len(G); G += [1] * (3 - dims); L += [1] * (3 - dims); O += [0] * (3 - dims)
// EXPECT: ng = [(G[d] + L[d] - 1) // L[d] for d in range(3)]
// EXPECT: want = []
// EXPECT: for z in range(G[2]):
// EXPECT:   for y in range(G[1]):
// EXPECT:     for x in range(G[0]):
// EXPECT:       p = [x, y, z]; grp = [p[d] // L[d] for d in range(3)]; lid = [p[d] % L[d] for d in range(3)]
// EXPECT:       ls = [min(L[d], G[d] - grp[d] * L[d]) for d in range(3)]
// EXPECT:       for d in range(3):
// EXPECT:         want += [O[d] + p[d], lid[d], grp[d], G[d], ls[d], ng[d], O[d], L[d]]
// EXPECT:       want += [dims, (z * G[1] + y) * G[0] + x, (lid[2] * ls[1] + lid[1]) * ls[0] + lid[0], 0]
// EXPECT: expect("arg0.bin", "I", want)

kernel void wi(global uint *out) {
  size_t x = get_global_id(0) - get_global_offset(0);
  size_t y = get_global_id(1) - get_global_offset(1);
  size_t z = get_global_id(2) - get_global_offset(2);
  global uint *r =
      out + ((z * get_global_size(1) + y) * get_global_size(0) + x) * 28;
  for (uint d = 0; d < 3; ++d) {
    r[8 * d + 0] = get_global_id(d);
    r[8 * d + 1] = get_local_id(d);
    r[8 * d + 2] = get_group_id(d);
    r[8 * d + 3] = get_global_size(d);
    r[8 * d + 4] = get_local_size(d);
    r[8 * d + 5] = get_num_groups(d);
    r[8 * d + 6] = get_global_offset(d);
    r[8 * d + 7] = get_enqueued_local_size(d);
  }
  r[24] = get_work_dim();
  r[25] = get_global_linear_id();
  r[26] = get_local_linear_id();
}
