// The VOP3 clamp bit on double operations: LLVM folds clamp(x, 0.0, 1.0)
// of a double division into v_div_fixup_f64's clamp (the CTS's smoothstep
// for double). Values below 0 become 0, above 1 become 1, NaN 0 (the
// kernels run with DX10_CLAMP).
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-objdump --disassemble %t.fiji.clo | FileCheck %s --check-prefix=ISA
// RUN: %run %t.fiji.clo --kernel unit --global 8 --arg buf:@%t.in/x.bin --arg buf:@%t.in/y.bin --arg buf:64 --out %t.fiji
// RUN: %emucheck check %s %t.fiji
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
// RUN: %run %t.gfx900.clo --kernel unit --global 8 --arg buf:@%t.in/x.bin --arg buf:@%t.in/y.bin --arg buf:64 --out %t.gfx900
// RUN: %emucheck check %s %t.gfx900

// ISA: v_div_fixup_f64 {{.*}} clamp

// GEN: x = [1.0, -3.0, 0.25, 7.0, 0.0, 5.0, -1.0, 1e300]
// GEN: y = [4.0, 2.0, 1.0, 2.0, 3.0, -2.0, -8.0, 1e-300]
// GEN: write("x.bin", "d", x)
// GEN: write("y.bin", "d", y)
// EXPECT: expect("arg2.bin", "d", [min(max(a / b, 0.0), 1.0) for a, b in zip(x, y)])

kernel void unit(global const double *x, global const double *y,
                 global double *out) {
  size_t i = get_global_id(0);
  out[i] = clamp(x[i] / y[i], 0.0, 1.0);
}
