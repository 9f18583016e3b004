// AMD's dialect: a pipe passed to a pipe parameter of the other access
// qualifier, with the same packet type. AMD's compiler accepted it: the APP
// SDK 3.0 sample DeviceEnqueueBFS (an OpenCL 2.0 sample, built with
// -cl-std=CL2.0 by AMD's driver) enqueues its BFS kernel with the two pipes
// swapped, so that what one level wrote the next one reads. The pipe is the
// same object; clang's error is the warning. clang reports the first such
// argument of a call and every one is passed on. Pipes of different packet
// types stay an error, and -cl-strict and -Werror keep the error.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -c -o %t.clo %s 2>&1 | FileCheck %s -DFILE=%s
// CHECK: [[FILE]]:[[@LINE+45]]:15: warning: passing '__private write_only pipe int' to parameter of incompatible type 'read_only pipe int'; accepted as in AMD's OpenCL C dialect
// CHECK: [[FILE]]:[[@LINE+64]]:29: warning: passing 'const __private write_only pipe int' to parameter of incompatible type 'read_only pipe int'; accepted as in AMD's OpenCL C dialect
// CHECK: [[FILE]]:[[@LINE+77]]:11: warning: passing '__private write_only pipe item_t' to parameter of incompatible type 'read_only pipe item_t'; accepted as in AMD's OpenCL C dialect
// CHECK: 3 warnings generated.
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -cl-std=CL2.0 -c -o %t.gfx900.clo %s 2>/dev/null
// RUN: %emucheck gen %s %t.in
// RUN: %run %t.clo --kernel relay --global 64 --arg pipe:4:64:@%t.in/a.bin --arg pipe:4:64 --arg buf:16 --arg i32:0 --arg i32:4 --out %t.relay
// RUN: %emucheck check %s %t.relay test=relay
// RUN: %run %t.gfx900.clo --kernel relay --global 64 --arg pipe:4:64:@%t.in/a.bin --arg pipe:4:64 --arg buf:16 --arg i32:0 --arg i32:4 --out %t.relay.gfx900
// RUN: %emucheck check %s %t.relay.gfx900 test=relay
// RUN: %run %t.clo --kernel echo --global 1 --local 1 --arg pipe:4:4 --arg buf:8 --out %t.echo
// RUN: %emucheck check %s %t.echo test=echo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -cl-strict -c -o %t.strict.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -Werror -c -o %t.werror.clo %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-std=CL2.0 -DWRONG -c -o %t.wrong.clo %s 2>&1 | FileCheck %s --check-prefix=WRONG
// ERR-COUNT-2: error: passing '{{(const )?}}__private write_only pipe int' to parameter of incompatible type 'read_only pipe int'
// WRONG: error: passing '__private write_only pipe float' to parameter of incompatible type 'read_only pipe int'

// GEN: random.seed(7)
// GEN: a = [random.randint(-1000, 1000) for _ in range(64)]
// GEN: write("a.bin", "i", a)

// Level L of 4 reads pipe 0 when L is even, pipe 1 when odd, and writes the
// other: the last level's packets end in pipe 0, pipe 1 is empty.
// EXPECT: if test == "relay":
// EXPECT:   vals, sums = list(a), []
// EXPECT:   for level in range(4):
// EXPECT:     sums.append(sum(vals))
// EXPECT:     vals = [v * 3 + level for v in vals]
// EXPECT:   expect("arg2.bin", "i", sums)
// EXPECT:   got = read("arg0.bin", "i")
// EXPECT:   assert sorted(got) == sorted(vals), "pipe 0 holds %r" % got[:8]
// EXPECT:   assert read("arg1.bin", "i") == [], "pipe 1 is not empty"
// EXPECT: if test == "echo":
// EXPECT:   expect("arg1.bin", "i", [7, 0])

// Reads back through a read_only parameter what the kernel wrote.
int take(read_only pipe int p) {
  int v = -1;
  return read_pipe(p, &v) == 0 ? v : -2;
}

kernel void echo(write_only pipe int p, global int *o) {
  int v = 7;
  o[1] = write_pipe(p, &v);
  o[0] = take(p);
}

#ifdef WRONG
kernel void wrong(write_only pipe float p, global int *o) { o[0] = take(p); }
#endif

// Each level reads a packet per work-item, adds it to its level's sum and
// passes it on transformed; the next level reads what this one wrote.
kernel void relay(read_only pipe int in, write_only pipe int out,
                  global int *sum, int level, int levels) {
  int v;
  if (read_pipe(in, &v) == 0) {
    atomic_add(&sum[level], v);
    v = v * 3 + level;
    write_pipe(out, &v);
  }
  if (get_global_id(0) == 0 && level + 1 < levels)
    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_WAIT_KERNEL,
                   ndrange_1D(get_global_size(0)),
                   ^{ relay(out, in, sum, level + 1, levels); });
}

// A packet type named by a typedef keeps its name in the edit (an unnamed
// struct has no other).
typedef struct { int a; float b; } item_t;
void consume(read_only pipe item_t in, global int *o) {
  item_t v;
  if (read_pipe(in, &v) == 0)
    *o = v.a;
}
kernel void items(write_only pipe item_t out, global int *o) {
  item_t v = {5, 1.0f};
  write_pipe(out, &v);
  consume(out, o);
}

