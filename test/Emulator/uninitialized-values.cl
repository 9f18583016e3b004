// AMD's OpenCL C dialect: a private variable only some work-items set has an
// unspecified value in the others, not undefined behaviour (as AMD's APP SDK
// samples pass one to work_group_broadcast). amdcl2 drops clang's noundef
// from the linked program, so LLVM cannot conclude that only work-item 0
// runs and fold get_local_id(0) to 0.
// REQUIRES: amdcl2-clang, amdcl2-run
// The program linked with its builtins has no noundef left.
// RUN: rm -rf %t.d && mkdir -p %t.d
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -save-temps=obj -o %t.d/k.clo %s
// RUN: FileCheck --check-prefix=LINKED %s < %t.d/uninitialized-values.linked.ll
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel bcast_uninit --global 256 --arg buf:1024 --arg buf:@%t.in/in.bin --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel bcast_uninit --global 256 --arg buf:1024 --arg buf:@%t.in/in.bin --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// LINKED-NOT: noundef
// LINKED:     define {{.*}}@bcast_uninit(
// LINKED-NOT: noundef

// GEN: write("in.bin", "i", [100, 200, 300, 400])
// EXPECT: expect("arg0.bin", "i", [100 * (g + 1) + l for g in range(4) for l in range(64)])

kernel void bcast_uninit(global int *out, global const int *in) {
  int lid = get_local_id(0);
  int v;
  if (lid == 0)
    v = in[get_group_id(0)];
  v = work_group_broadcast(v, 0);
  out[get_global_id(0)] = v + lid;
}
