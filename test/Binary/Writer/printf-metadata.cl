// printf descriptors in the metadata blob (docs/ABI.md, "printf"; the layout
// is inferred, no AMD binary with printf exists): the count at header 0xA8,
// one 48-byte entry per format after the argument strings (struct size 48,
// ID, argument count, format length, two zero pointers), the 48 zero bytes
// every blob ends with as their terminator, then each entry's u32 sizes and
// its format, escaped as LLVM emits it, with a NUL. Every kernel that prints
// gets all the program's formats (the runtime finds them by ID); the others
// keep the plain trailer. --amdcl2-printf-metadata=off leaves them out.
// REQUIRES: amdcl2-clang
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji %s -o %t.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.clo metadata | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire --amdcl2-driver=1912.05 %s -o %t.g1.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.g1.clo metadata | FileCheck %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji --amdcl2-printf-metadata=off %s -o %t.off.clo
// RUN: %python %S/Inputs/cl2bytes.py %t.off.clo metadata | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: metadata many size
// CHECK:       nargs 10 enqueues 0 kernel_index 0
// CHECK-NEXT:  nprintf 11
// CHECK:       other header bytes zero
// CHECK:       terminator zero
// CHECK-DAG:   printf id {{[0-9]+}} sizes [4] format 'i=%d\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [8] format 'l=%ld\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [4] format 'f=%f\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [8,8] format 'e=%e d=%f\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [16] format 'v=%v4hlf\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [8] format 'c=%v2hhx\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [4,8] format 's=%s\\72%s\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [] format 'none\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [16] format 'h=%v3d'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [8] format 'one %p\\n'{{$}}
// CHECK-DAG:   printf id {{[0-9]+}} sizes [4] format 'helper %u\\n'{{$}}
// CHECK:       printf terminator zero
// CHECK-NEXT:  trailer 0 bytes zero
// OFF-LABEL:   metadata many size
// OFF-NOT:     printf id
// OFF:         trailer 48 bytes zero
kernel void many(global int *p, global long *l, global float *f,
                 global double *d) {
  printf("i=%d\n", p[0]);
  printf("l=%ld\n", l[0]);
  printf("f=%f\n", f[0]);
  printf("e=%e d=%f\n", f[1], d[0]);
  printf("v=%v4hlf\n", (float4)(f[0], f[1], f[2], f[3]));
  printf("c=%v2hhx\n", (uchar2)(p[1], p[2]));
  printf("s=%s:%s\n", "abc", "abcd");
  printf("none\n");
  printf("h=%v3d", (int3)(1, 2, p[3]));
}

// Without printf: no count, no entries, the 48-byte trailer.
// CHECK-LABEL: metadata quiet size
// CHECK-NOT:   nprintf
// CHECK-NOT:   printf id
// CHECK:       terminator zero
// CHECK-NEXT:  trailer 48 bytes zero
// OFF-LABEL:   metadata quiet size
// OFF:         trailer 48 bytes zero
kernel void quiet(global int *p) { p[0] = 1; }

// One printf of its own, every format of the program, in the same order.
// CHECK-LABEL: metadata one size
// CHECK:       nprintf 11
// CHECK:       printf id 1 sizes
// CHECK:       printf id 11 sizes
// CHECK-NEXT:  printf terminator zero
// OFF-LABEL:   metadata one size
// OFF-NOT:     printf id
// OFF:         trailer 48 bytes zero
kernel void one(global int *p) { printf("one %p\n", p); }

// A printf in a function the kernel calls counts.
// CHECK-LABEL: metadata via_helper size
// CHECK:       nprintf 11
// OFF-LABEL:   metadata via_helper size
// OFF-NOT:     printf id
void helper(uint x) { printf("helper %u\n", x); }
kernel void via_helper(global uint *p) { helper(p[0]); }
