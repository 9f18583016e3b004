// The waves of a work-group make progress together (independent forward
// progress of sub-groups, which the CTS's subgroups ifp_ext tests): two
// waves take turns through a local atomic, each spinning until the other
// has written. Run one wave to its end first, and the first wave would
// spin forever. The turns' order comes from the program.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel pingpong --global 128 --local 128 --arg buf:64 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-std=CL2.0 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel pingpong --global 128 --local 128 --arg buf:64 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// EXPECT: expect("arg0.bin", "i", [k % 2 for k in range(8)] + [0] * 8)

kernel void pingpong(global int *out) {
  local atomic_int turn;
  if (get_local_id(0) == 0)
    atomic_init(&turn, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  int w = get_local_id(0) / 64;
  if (get_local_id(0) % 64 == 0)
    for (int r = 0; r < 4; ++r) {
      int mine = 2 * r + w;
      while (atomic_load_explicit(&turn, memory_order_acquire,
                                  memory_scope_work_group) != mine)
        ;
      out[mine] = w;
      atomic_store_explicit(&turn, mine + 1, memory_order_release,
                            memory_scope_work_group);
    }
}
