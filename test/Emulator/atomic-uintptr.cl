// atomic_fetch_add/sub(_explicit) on an atomic_uintptr_t take a ptrdiff_t
// operand (OpenCL 2.0 6.13.11.7.5); the libraries define only the unsigned
// operand, which adds the same bits. The CTS's c11_atomics stopped on
// "call to undefined function 'atomic_fetch_add(unsigned long _Atomic
// volatile*, long)'". Local, global and generic pointers, negative operands.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel step --global 8 --local 4 --arg buf:16 --arg local:8 --arg buf:8 --out %t.fiji
// RUN: %run %t.fiji.clo --kernel final --global 1 --arg buf:@%t.fiji/arg2.bin --arg buf:8 --out %t.fiji.g
// RUN: %emucheck check %s %t.fiji part=local
// RUN: %emucheck check %s %t.fiji.g part=global
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-std=CL2.0 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel step --global 8 --local 4 --arg buf:16 --arg local:8 --arg buf:8 --out %t.gfx900
// RUN: %run %t.gfx900.clo --kernel final --global 1 --arg buf:@%t.gfx900/arg2.bin --arg buf:8 --out %t.gfx900.g
// RUN: %emucheck check %s %t.gfx900 part=local
// RUN: %emucheck check %s %t.gfx900.g part=global

// Each group's local counter: 1000 + sum(i + 3 - 1); the global one
// sum(i - 1 + 2) over all eight items.
// EXPECT: if part == "local":
// EXPECT:     expect("arg0.bin", "Q", [1000 + sum(i + 2 for i in range(g * 4, g * 4 + 4)) for g in range(2)])
// EXPECT: else:
// EXPECT:     expect("arg1.bin", "Q", [sum(i + 1 for i in range(8))])

kernel void step(global ulong *out, volatile local atomic_uintptr_t *l,
                 volatile global atomic_uintptr_t *g) {
  size_t i = get_global_id(0);
  if (get_local_id(0) == 0)
    atomic_init(l, 1000);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add(l, (ptrdiff_t)i + 3);
  atomic_fetch_sub_explicit(l, (ptrdiff_t)1, memory_order_relaxed);
  atomic_fetch_add_explicit(g, (ptrdiff_t)i - 1, memory_order_relaxed,
                            memory_scope_device);
  volatile atomic_uintptr_t *gen = g;
  atomic_fetch_sub(gen, (ptrdiff_t)-2);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = atomic_load(l);
}

kernel void final(volatile global atomic_uintptr_t *g, global ulong *out) {
  out[0] = atomic_load(g);
}
