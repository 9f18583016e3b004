// A kernel whose registers LLVM's first schedule lets cost it waves is
// compiled again with "amdgpu-waves-per-eu" (lib/CodeGen/OccupancyRetry.cpp):
// the most waves reached without scratch. -mllvm -amdcl2-occupancy-retry=false
// and -O0 keep the first result. Both versions compute the same.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -c -o %t.b.clo %s
// RUN: amdcl2-objdump --kernels %t.b.clo | FileCheck --check-prefix=BONAIRE %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -mllvm -amdcl2-occupancy-retry=false -c -o %t.b0.clo %s
// RUN: amdcl2-objdump --kernels %t.b0.clo | FileCheck --check-prefix=BONAIRE-FIRST %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.f.clo %s
// RUN: amdcl2-objdump --kernels %t.f.clo | FileCheck --check-prefix=FIJI %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -mllvm -amdcl2-occupancy-retry=false -c -o %t.f0.clo %s
// RUN: amdcl2-objdump --kernels %t.f0.clo | FileCheck --check-prefix=FIJI-FIRST %s
// amdcl2-llc does the same from the IR.
// The assembly listing is a second code generation: it is given the waves
// the retry chose, so its code is the binary's (it uses no VGPR above the
// configuration's 32; the first result's code uses v33).
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -S -o %t.f.s %s
// RUN: %python %S/Inputs/asm-vgprs-within.py %t.f.s | FileCheck --check-prefix=FIJI-ASM %s
// FIJI-ASM: scan_enqueue_many: .vgprsnum 32, highest VGPR v{{[0-9]|[12][0-9]|3[01]}}{{$}}
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -S -emit-llvm -o %t.ll %s
// RUN: amdcl2-llc --mcpu=bonaire -o %t.llc.clo %t.ll
// RUN: amdcl2-objdump --kernels %t.llc.clo | FileCheck --check-prefix=BONAIRE %s
// RUN: amdcl2-llc --mcpu=bonaire -amdcl2-occupancy-retry=false -o %t.llc0.clo %t.ll
// RUN: amdcl2-objdump --kernels %t.llc0.clo | FileCheck --check-prefix=BONAIRE-FIRST %s
//
// BONAIRE-LABEL: .kernel scan_enqueue_many
// BONAIRE-NOT:   .scratchbuffer
// BONAIRE:       # occupancy 8 waves per SIMD (VGPRs 8, SGPRs 10, LDS 10)
// BONAIRE-FIRST-LABEL: .kernel scan_enqueue_many
// BONAIRE-FIRST:       # occupancy 5 waves per SIMD (VGPRs 5, SGPRs 7, LDS 10)
// FIJI-LABEL: .kernel scan_enqueue_many
// FIJI-NOT:   .scratchbuffer
// FIJI:       # occupancy 8 waves per SIMD (VGPRs 8, SGPRs 10, LDS 10)
// FIJI-FIRST-LABEL: .kernel scan_enqueue_many
// FIJI-FIRST:       # occupancy 7 waves per SIMD (VGPRs 7, SGPRs 10, LDS 10)
//
// RUN: %emucheck gen %s %t.in
// RUN: %run %t.f.clo --kernel scan_enqueue_many --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:1024 --arg buf:@%t.in/d.bin --arg u64:256 --arg u32:256 --arg u64:64 --arg buf:16 --out %t.run
// RUN: %run %t.f0.clo --kernel scan_enqueue_many --global 256 --arg buf:@%t.in/a.bin --arg buf:@%t.in/b.bin --arg buf:1024 --arg buf:@%t.in/d.bin --arg u64:256 --arg u32:256 --arg u64:64 --arg buf:16 --out %t.run0
// RUN: cmp %t.run/arg2.bin %t.run0/arg2.bin
// RUN: %emucheck check %s %t.run

// GEN: random.seed(2)
// GEN: for n in "abd": write(n + ".bin", "i", [random.randint(-50, 50) for _ in range(256)])

// EXPECT: a, b, d = read("arg0.bin", "i"), read("arg1.bin", "i"), read("arg3.bin", "i")
// EXPECT: c = []
// EXPECT: for g in range(4):
// EXPECT:   for l in range(64): c.append(sum(b[g * 64:g * 64 + l + 1]))
// EXPECT: steps = 8  # log2(256)
// EXPECT: for s in range(steps):
// EXPECT:   for i in range(128): c[i] += a[i] * s + b[i] * steps + d[i] + (256 - 64)
// EXPECT: expect("arg2.bin", "i", c)
// EXPECT: expect("arg7.bin", "i", [1, 0, 0, 0])

void child(global int *a, global int *b, global int *c, global int *d,
           ulong n, uint step, uint steps, ulong m, global int4 *err) {
  int i = get_global_id(0);
  c[i] += a[i] * step + b[i] * steps + d[i] + (int)(n - m);
  if (i == 0 && step == steps - 1)
    err[0].x = 1;
}

kernel void scan_enqueue_many(global int *a, global int *b, global int *c,
                              global int *d, ulong n, uint len, ulong m,
                              global int4 *err) {
  int i = get_global_id(0);
  c[i] = work_group_scan_inclusive_add(b[i]);
  if (i == 0) {
    uint steps = 0;
    for (uint k = 1; k < len; k <<= 1)
      ++steps;
    for (uint s = 0; s < steps; ++s) {
      int r = enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL,
                             ndrange_1D(n / 2, m),
                             ^{ child(a, b, c, d, n, s, steps, m, err); });
      if (r != 0) {
        err[0].w = r;
        return;
      }
    }
  }
}
