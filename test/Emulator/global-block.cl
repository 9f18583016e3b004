// A block at program scope that calls a work-item function: the kernel's
// call through the block is folded and inlined, and the invoke function,
// left only in the block literal with nothing calling through a pointer,
// is dropped instead of stopping the compile (the Khronos CTS's
// device_execution block_global_scope). 7 * 3 * (1 + i) - 21 * (i + 1) = 0.
// REQUIRES: amdcl2-clang, amdcl2-run
// The block variable holds an address: 32-bit program data cannot (issue 33).
// UNSUPPORTED: m32
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -c -o %t.fiji.clo %s
// RUN: %run %t.fiji.clo --kernel block_global_scope --global 16 --arg buf:64 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-std=CL2.0 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel block_global_scope --global 16 --arg buf:64 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// EXPECT: expect("arg0.bin", "i", [7 * 3 * (1 + i) - 21 * (i + 1) for i in range(16)])

int __constant globalVar = 7;
int (^__constant globalBlock)(int) = ^int(int num) {
  return globalVar * num * (1 + get_global_id(0));
};

kernel void block_global_scope(__global int *res) {
  size_t tid = get_global_id(0);
  res[tid] = -1;
  res[tid] = globalBlock(3) - 21 * (tid + 1);
}
