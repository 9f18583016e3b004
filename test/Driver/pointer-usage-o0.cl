// A pointer argument's usage in the record (CLRX's rdonly/wronly/rdwr) is
// what the kernel does through it at every -O: at -O0 each parameter is
// kept in a private variable (`p.addr`), which the analysis follows
// through its loads. A pointer written through is not read-only (before,
// -O0 recorded `out` as rdonly, telling the runtime a written buffer was
// only read).
// REQUIRES: amdcl2-clang, amdcl2-objdump
// RUN: for o in -O0 -O2; do for m in -m64 -m32; do \
// RUN:   amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji $o $m -c %s -o %t$o$m.clo && \
// RUN:   amdcl2-objdump --kernels %t$o$m.clo | FileCheck %s || exit 1; done; done

// CHECK:      .arg in, "float*", float*, global, const, rdonly    # offset
// CHECK-NEXT: .arg out, "float*", float*, global,     # offset
// CHECK-NEXT: .arg both, "float*", float*, global,     # offset
kernel void use(global const float *in, global float *out, global float *both) {
  size_t i = get_global_id(0);
  out[i] = in[i];
  both[i] += 1.0f;
}
