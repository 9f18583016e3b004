// Pipes, run: `--arg pipe:PACKET_BYTES:MAX_PACKETS[:@FILE]` is the object
// clCreatePipe makes (indices, then packets from byte 128) holding FILE's
// packets; argN.bin is what the pipe holds after the run, oldest first.
// Writers beyond the capacity and readers of an empty pipe fail (-1).
// REQUIRES: amdcl2-clang, amdcl2-run
// As 32-bit programs (the m32 variant) the indices are the host's 4-byte
// size_t, at bytes 0, 4 and 8, and a pipe's type name is its packet type
// (AMD's piper2.32).
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
//
// RUN: %run %t.fiji.clo --kernel produce --global 200 --arg pipe:4:256 --arg buf:800 --arg buf:8 --out %t.p
// RUN: %emucheck check %s %t.p test=produce cap=256
// RUN: %run %t.gfx900.clo --kernel produce --global 200 --arg pipe:4:100 --arg buf:800 --arg buf:8 --out %t.p.gfx900
// RUN: %emucheck check %s %t.p.gfx900 test=produce cap=100
//
// RUN: %run %t.fiji.clo --kernel consume --global 200 --arg pipe:8:160:@%t.in/packets.bin --arg buf:1600 --out %t.c
// RUN: %emucheck check %s %t.c test=consume inputs=%t.in
// RUN: %run %t.gfx900.clo --kernel consume --global 200 --arg pipe:8:160:@%t.in/packets.bin --arg buf:1600 --out %t.c.gfx900
// RUN: %emucheck check %s %t.c.gfx900 test=consume inputs=%t.in
//
// Work-group reservations: each group of 64 reserves its packets at once.
// RUN: %run %t.fiji.clo --kernel group_produce --global 256 --arg pipe:4:256 --out %t.g
// RUN: %emucheck check %s %t.g test=group_produce
//
// RUN: not %run %t.fiji.clo --kernel produce --global 1 --arg buf:4 --arg buf:4 --arg buf:8 2>&1 | FileCheck --check-prefix=NOPIPE %s
// RUN: not %run %t.fiji.clo --kernel produce --global 1 --arg pipe:4:0 --arg buf:4 --arg buf:8 2>&1 | FileCheck --check-prefix=BADPIPE %s
// RUN: not %run %t.fiji.clo --kernel consume --global 1 --arg pipe:8:2:@%t.in/packets.bin --arg buf:8 2>&1 | FileCheck --check-prefix=TOOMANY %s
// RUN: not %run %t.fiji.clo --kernel consume --global 1 --arg pipe:4:2 --arg buf:8 2>&1 | FileCheck --check-prefix=SIZE %s
// NOPIPE: kernel 'produce': argument 0 'p' ({{(pipe __global )?int( \*)?}}): needs pipe:PACKET_BYTES:MAX_PACKETS, got 'buf:4'
// BADPIPE: bad argument 'pipe:4:0': expected pipe:PACKET_BYTES:MAX_PACKETS[:@FILE] with packets of 1 to 1024 bytes
// SIZE: kernel 'consume': argument 0 'p' ({{(pipe __global )?int2( \*)?}}): its packets are 8 bytes, 'pipe:4:2' gives 4
// TOOMANY: bad argument 'pipe:8:2:@{{.*}}packets.bin': the file holds 1200 bytes: not whole packets, or more than 2

// GEN: random.seed(11)
// GEN: packets = [random.randint(-10**6, 10**6) for _ in range(300)]
// GEN: write("packets.bin", "i", packets)

// EXPECT: if test == "produce":
// EXPECT:   st = read("arg1.bin", "i")
// EXPECT:   assert all(v in (0, -1) for v in st), "a status other than 0 or -1"
// EXPECT:   ok = [i for i in range(200) if st[i] == 0]
// EXPECT:   assert len(ok) == min(200, cap), "%d writes succeeded" % len(ok)
// EXPECT:   got = read("arg0.bin", "i")
// EXPECT:   assert sorted(got) == [3 * i for i in ok], "the pipe holds %r" % got[:8]
// EXPECT:   expect("arg2.bin", "i", [min(200, cap), cap])
// EXPECT: if test == "consume":
// EXPECT:   data = open(inputs + "/packets.bin", "rb").read()
// EXPECT:   sent = sorted(struct.unpack("<2i", data[k:k + 8]) for k in range(0, len(data), 8))
// EXPECT:   out = read("arg1.bin", "i")
// EXPECT:   got = [tuple(out[2 * i:2 * i + 2]) for i in range(200)]
// EXPECT:   assert got.count((-1, -1)) == 50, "%d reads failed" % got.count((-1, -1))
// EXPECT:   assert sorted(v for v in got if v != (-1, -1)) == sent, "other packets read"
// EXPECT:   expect("arg0.bin", "i", [])
// EXPECT: if test == "group_produce":
// EXPECT:   expect("arg0.bin", "i", list(range(256)))

kernel void produce(write_only pipe int p, global int *status,
                    global int *counts) {
  int i = get_global_id(0);
  int v = 3 * i;
  status[i] = write_pipe(p, &v);
  if (i == 0)
    counts[1] = get_pipe_max_packets(p);
  // The last group counts what the pipe holds once every group has written
  // (groups run in order on the emulated device).
  if (i == get_global_size(0) - 1)
    counts[0] = get_pipe_num_packets(p);
}

kernel void consume(read_only pipe int2 p, global int2 *out) {
  int i = get_global_id(0);
  int2 v;
  if (read_pipe(p, &v) != 0)
    v = (int2)(-1, -1);
  out[i] = v;
}

kernel void group_produce(write_only pipe int p) {
  reserve_id_t r = work_group_reserve_write_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    int v = get_global_id(0);
    write_pipe(p, r, get_local_id(0), &v);
    work_group_commit_write_pipe(p, r);
  }
}
