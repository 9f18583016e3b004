// examples/atomics_collectives.cl: C11 atomics on a local-pointer argument
// and global memory, and work-group scan/reduce/all/broadcast, which LLVM
// builds from ds_swizzle, DPP-free wave reductions and LDS; the last group
// is partly past n.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %S/../../examples/atomics_collectives.cl
// RUN: %run %t.fiji.clo --kernel histogram --global 1024 --local 256 --arg buf:@%t.in/data.bin --arg u32:1000 \
// RUN:   --arg buf:1024 --arg local:1024 --arg buf:4096 --arg buf:48 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %S/../../examples/atomics_collectives.cl
// RUN: %run %t.gfx900.clo --kernel histogram --global 1024 --local 256 --arg buf:@%t.in/data.bin --arg u32:1000 \
// RUN:   --arg buf:1024 --arg local:1024 --arg buf:4096 --arg buf:48 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// GEN: random.seed(2)
// GEN: n = 1000
// GEN: data = [random.randrange(256) for i in range(1024)]
// GEN: write("data.bin", "B", data)
// EXPECT: expect("arg2.bin", "I", [data[:n].count(b) for b in range(256)])
// EXPECT: valid = [min(256, max(0, n - g * 256)) for g in range(4)]
// EXPECT: expect("arg4.bin", "I", [min(l, valid[g]) for g in range(4) for l in range(256)])
// EXPECT: expect("arg5.bin", "I", sum([[valid[g], int(valid[g] == 256), int(valid[g] > 0)] for g in range(4)], []))
