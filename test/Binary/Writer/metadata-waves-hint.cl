// The waves-per-SIMD hint, the metadata word CLRX reads as "0 or
// 0xffffffff" (docs/ABI.md, section 8; 0 turns on the runtime's adaptive
// wave limiter): AMD's compiler writes 0 for a kernel that loads, stores or
// updates memory at an address computed from data it loaded (a gather, a
// scatter, a pointer chase, in its own code or what it calls), and for one
// that enqueues; 0xffffffff otherwise, whatever its control flow
// (OpenCLDecompiler's uint2_uint, if_in_if_in_if and loop_kernel_0,
// ExtractPrimes, RegionGrowingSegmentation's init_kernel).
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 %s -o %t.g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g1.clo metadata | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --amdcl2-driver=2482.03 %s -o %t.g2.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g2.clo metadata | FileCheck %s

// Loaded values used as data, not as addresses.
// CHECK-LABEL: metadata straight size
// CHECK:       waves_hint 0xffffffff
kernel void straight(global int *p, global const int *q) {
  size_t i = get_global_id(0);
  if (q[i])
    p[i] = q[i] + 1;
}

// An early return, a loop: no address from data (AMD's loop_kernel_0).
// CHECK-LABEL: metadata early size
// CHECK:       waves_hint 0xffffffff
kernel void early(global uint *p, uint x, uint n) {
  for (uint i = 0; i < 64; i++) {
    if (!n++)
      return;
    p[i] += x;
  }
}

// CHECK-LABEL: metadata gather size
// CHECK:       waves_hint 0x0{{$}}
kernel void gather(global double *d, global const uint2 *e) {
  size_t i = get_global_id(0);
  d[i] = d[e[i].x];
}

// CHECK-LABEL: metadata scatter size
// CHECK:       waves_hint 0x0{{$}}
kernel void scatter(global int *out, global const int *idx) {
  size_t i = get_global_id(0);
  out[idx[i] - 1] = (int)i;
}

// CHECK-LABEL: metadata chase size
// CHECK:       waves_hint 0x0{{$}}
kernel void chase(global int *out, global int *global *lists) {
  out[get_global_id(0)] = *lists[get_global_id(0)];
}

// An atomic's result is loaded data too (a stream compaction).
// CHECK-LABEL: metadata compact size
// CHECK:       waves_hint 0x0{{$}}
kernel void compact(global int *out, global int *count, global const int *in) {
  int v = in[get_global_id(0)];
  if (v > 0)
    out[atomic_inc(count)] = v;
}

// A struct passed by value is an argument, not data.
typedef struct {
  uint stride, base;
} layout_t;
// CHECK-LABEL: metadata by_value size
// CHECK:       waves_hint 0xffffffff
kernel void by_value(global int *p, layout_t l) {
  p[l.base + get_global_id(0) * l.stride] = 1;
}

// A field read through a pointer is data (RegionGrowing's pParams->width).
// CHECK-LABEL: metadata by_pointer size
// CHECK:       waves_hint 0x0{{$}}
kernel void by_pointer(global int *p, global const layout_t *l) {
  p[l->base + get_global_id(0) * l->stride] = 1;
}

static void store_at(global int *p, global const int *q) { p[q[0]] = 1; }

// CHECK-LABEL: metadata calls size
// CHECK:       waves_hint 0x0{{$}}
kernel void calls(global int *p, global const int *q) { store_at(p, q); }

// The enqueuer (0 as every enqueuer), then its blocks: the first stores at
// a loaded index, the second does not.
// CHECK-LABEL: metadata enqueues size
// CHECK:       waves_hint 0x0{{$}}
// CHECK-LABEL: metadata __amd_blocks_func___enqueues_block_invoke size
// CHECK:       waves_hint 0x0{{$}}
// CHECK-LABEL: metadata __amd_blocks_func___enqueues_block_invoke_2 size
// CHECK:       waves_hint 0xffffffff
kernel void enqueues(global int *p) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                 ^{ p[p[0]] = 1; });
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64),
                 ^{ p[2] = 1; });
}
