// The waves-per-SIMD hint, the metadata word CLRX reads as "0 or
// 0xffffffff" (docs/ABI.md, section 8; 0 turns on the runtime's adaptive
// wave limiter): AMD's compiler writes 0 for a kernel that leaves early through
// `return;` (in its own code, a void function it calls, or its block), and
// for one that enqueues, or whose loop leaves an iteration through
// `continue`; a trailing `return;` and the returns of a function with a value
// do not count (ExtractPrimes, binarySearch, OpenCLDecompiler's
// if_in_if_in_if).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 %s -o %t.g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g1.clo metadata | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --amdcl2-driver=2482.03 %s -o %t.g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g2.clo metadata | FileCheck %s

// CHECK-LABEL: metadata straight size
// CHECK:       waves_hint 0xffffffff
kernel void straight(global int *p) {
  if (p[0])
    p[1] = 2;
  else
    p[2] = 3;
}

// CHECK-LABEL: metadata early size
// CHECK:       waves_hint 0x0{{$}}
kernel void early(global int *p) {
  if (p[0]) {
    p[1] = 2;
    return;
  }
  p[2] = 3;
}

// CHECK-LABEL: metadata continues size
// CHECK:       waves_hint 0x0{{$}}
kernel void continues(global int *p) {
  for (int i = 0; i < 4; ++i) {
    if (p[i])
      continue;
    p[i] = 1;
  }
}

// CHECK-LABEL: metadata trailing size
// CHECK:       waves_hint 0xffffffff
kernel void trailing(global int *p) {
  p[0] = 1;
  return;
}

void leave_early(global int *p) {
  for (int i = 0; i < 4; ++i)
    if (p[i])
      return;
  p[4] = 1;
}

int with_value(int x) {
  if (x == 0)
    return 1;
  return x * 2;
}

// CHECK-LABEL: metadata calls_void size
// CHECK:       waves_hint 0x0{{$}}
kernel void calls_void(global int *p) { leave_early(p); }

// CHECK-LABEL: metadata calls_value size
// CHECK:       waves_hint 0xffffffff
kernel void calls_value(global int *p) { p[0] = with_value(p[1]); }

// The enqueuer (0 as every enqueuer), then its blocks: the first leaves
// early, the second does not.
// CHECK-LABEL: metadata enqueues size
// CHECK:       waves_hint 0x0{{$}}
// CHECK-LABEL: metadata __amd_blocks_func___enqueues_block_invoke size
// CHECK:       waves_hint 0x0{{$}}
// CHECK-LABEL: metadata __amd_blocks_func___enqueues_block_invoke_2 size
// CHECK:       waves_hint 0xffffffff
kernel void enqueues(global int *p) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                 ^{
                   if (p[0])
                     return;
                   p[1] = 1;
                 });
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                 ^{ p[2] = 1; });
}
