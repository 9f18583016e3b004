// Device-side enqueue, run: the emulator creates the default device queue
// as AMD's runtime does (setup arguments 4 and 5, the kernel table, the
// host parent's wrap) and plays the scheduler after the enqueuing kernel.
// Children run with the captures, ndranges, global offsets, local-pointer
// arguments and wait lists the enqueuing code wrote into the slots.
// REQUIRES: amdcl2-clang, amdcl2-run
// RUN: %emucheck gen %s %t.in
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c -o %t.fiji.clo %s
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -c -o %t.gfx900.clo %s
//
// One child per parent work-item, 64 parents contending for slots.
// RUN: %run %t.fiji.clo --kernel fan_out --global 64 --arg buf:4096 --arg buf:256 --arg i32:7 --out %t.fan --json | FileCheck --check-prefix=FAN %s
// RUN: %emucheck check %s %t.fan test=fan_out
// RUN: %run %t.gfx900.clo --kernel fan_out --global 64 --arg buf:4096 --arg buf:256 --arg i32:7 --out %t.fan.gfx900
// RUN: %emucheck check %s %t.fan.gfx900 test=fan_out
// FAN: "instructions":
// FAN: "enqueued_dispatches": 64,
// FAN: "markers": 0,
// FAN: "commands_not_run": 0
//
// A child enqueues a grandchild through get_default_queue(); a 2-D child
// with a global offset.
// RUN: %run %t.fiji.clo --kernel nested --global 1 --arg buf:1024 --arg buf:4096 --out %t.nested
// RUN: %emucheck check %s %t.nested test=nested
// RUN: %run %t.gfx900.clo --kernel nested --global 1 --arg buf:1024 --arg buf:4096 --out %t.nested.gfx900
// RUN: %emucheck check %s %t.nested.gfx900 test=nested
//
// Events: the second child waits for the first, a marker for both, and a
// WAIT_KERNEL child reads what they wrote; a command waits for a user event
// a later command completes; a failed wait list keeps a command from
// running.
// RUN: %run %t.fiji.clo --kernel ordered --global 1 --arg buf:1024 --arg buf:64 --out %t.ordered --json | FileCheck --check-prefix=ORDERED %s
// RUN: %emucheck check %s %t.ordered test=ordered
// ORDERED: "enqueued_dispatches": 5,
// ORDERED: "markers": 1,
// ORDERED: "commands_not_run": 1
//
// A block with a local-pointer argument reduces in LDS.
// RUN: %run %t.fiji.clo --kernel with_local --global 1 --arg buf:@%t.in/x.bin --arg buf:16 --out %t.local
// RUN: %emucheck check %s %t.local test=with_local
// RUN: %run %t.gfx900.clo --kernel with_local --global 1 --arg buf:@%t.in/x.bin --arg buf:16 --out %t.local.gfx900
// RUN: %emucheck check %s %t.local.gfx900 test=with_local
//
// A queue_t argument is the default queue.
// RUN: %run %t.fiji.clo --kernel to_queue --global 1 --arg queue --arg buf:256 --out %t.queue
// RUN: %emucheck check %s %t.queue test=to_queue
// RUN: not %run %t.fiji.clo --kernel to_queue --global 1 --arg buf:8 --arg buf:256 2>&1 | FileCheck --check-prefix=NOQUEUE %s
// NOQUEUE: kernel 'to_queue': argument 0 'q' (queue_t): needs queue, got 'buf:8'
//
// A command waiting for a user event nobody completes never runs: an error,
// not a hang.
// RUN: not %run %t.fiji.clo --kernel stuck --global 1 --arg buf:4 2>&1 | FileCheck --check-prefix=STUCK %s
// STUCK: amdcl2-run: error: {{.*}}: device enqueue: commands that can never complete (a wait list that never completes, or a slot left reserved): slot {{[0-9]+}} (command 0, ready)

// GEN: random.seed(5)
// GEN: write("x.bin", "i", [random.randint(-1000, 1000) for _ in range(256)])

// EXPECT: if test == "fan_out":
// EXPECT:   expect("arg0.bin", "i", [p * 1000 + i * 7 for p in range(64) for i in range(16)])
// EXPECT:   expect("arg1.bin", "i", [0] * 64)
// EXPECT: if test == "nested":
// EXPECT:   expect("arg0.bin", "i", [3 * i for i in range(256)])
// EXPECT:   grid = {y * 32 + x: x * 100 + y for x in range(5, 21) for y in range(2, 10)}
// EXPECT:   expect("arg1.bin", "i", [grid.get(k, 0) for k in range(1024)])
// EXPECT: if test == "ordered":
// EXPECT:   expect("arg0.bin", "i", [i + 1 for i in range(64)] + [2 * (i + 1) for i in range(64)] +
// EXPECT:                          [5 * (i + 1) for i in range(64)] + [7 * i for i in range(63)] + [7])
// EXPECT:   expect("arg1.bin", "i", [0, 0, 0, 0, 1, 0, 0, 0] + [0] * 8)
// EXPECT: if test == "with_local":
// EXPECT:   xs = read("arg0.bin", "i")
// EXPECT:   expect("arg1.bin", "i", [sum(xs[g * 64:(g + 1) * 64]) for g in range(4)])
// EXPECT: if test == "to_queue":
// EXPECT:   expect("arg1.bin", "i", [i * i for i in range(64)])

kernel void fan_out(global int *out, global int *status, int k) {
  int p = get_global_id(0);
  status[p] = enqueue_kernel(get_default_queue(),
                             CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(16), ^{
                               int i = get_global_id(0);
                               out[p * 16 + i] = p * 1000 + i * k;
                             });
}

kernel void nested(global int *a, global int *grid) {
  queue_t q = get_default_queue();
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(128, 64), ^{
    size_t i = get_global_id(0);
    a[i] = 3 * i;
    if (i == 0)
      enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT,
                     ndrange_1D(128, 128, 64), ^{
                       size_t j = get_global_id(0);
                       a[j] = 3 * j;
                     });
  });
  // 16 x 8 work-items from offset (5, 2): grid[y * 32 + x] = x * 100 + y.
  size_t off[2] = {5, 2}, size[2] = {16, 8}, lsz[2] = {4, 4};
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_2D(off, size, lsz), ^{
    size_t x = get_global_id(0), y = get_global_id(1);
    grid[y * 32 + x] = x * 100 + y;
  });
}

kernel void ordered(global int *a, global int *status) {
  queue_t q = get_default_queue();
  clk_event_t e1, e2, m;
  status[0] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64), 0,
                             0, &e1, ^{
                               int i = get_global_id(0);
                               a[i] = i + 1;
                             });
  status[1] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64), 1,
                             &e1, &e2, ^{
                               int i = get_global_id(0);
                               a[64 + i] = 2 * a[i];
                             });
  clk_event_t both[2] = {e1, e2};
  status[2] = enqueue_marker(q, 2, both, &m);
  status[3] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, ndrange_1D(64),
                             1, &m, 0, ^{
                               int i = get_global_id(0);
                               a[128 + i] = 3 * a[i] + a[64 + i];
                             });
  status[4] = is_valid_event(m);
  // Against command order: the earlier command waits for a user event the
  // later one completes, after writing what the earlier one reads.
  clk_event_t u = create_user_event();
  status[5] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(63), 1,
                             &u, 0, ^{
                               int i = get_global_id(0);
                               a[192 + i] = a[255] * i;
                             });
  status[6] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), ^{
    a[255] = 7;
    set_user_event_status(u, CL_COMPLETE);
  });
  // A command whose wait list failed does not run.
  clk_event_t bad = create_user_event();
  status[7] = enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1), 1,
                             &bad, 0, ^{ a[0] = -1; });
  set_user_event_status(bad, -5);
  release_event(u);
  release_event(bad);
  release_event(e1);
  release_event(e2);
  release_event(m);
}

kernel void with_local(global const int *x, global int *sums) {
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT,
                 ndrange_1D(256, 64),
                 ^(local void *scratch) {
                   local int *s = (local int *)scratch;
                   int l = get_local_id(0);
                   s[l] = x[get_global_id(0)];
                   for (int n = 32; n > 0; n /= 2) {
                     barrier(CLK_LOCAL_MEM_FENCE);
                     if (l < n)
                       s[l] += s[l + n];
                   }
                   if (l == 0)
                     sums[get_group_id(0)] = s[0];
                 },
                 64 * sizeof(int));
}

kernel void to_queue(queue_t q, global int *out) {
  enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(64), ^{
    int i = get_global_id(0);
    out[i] = i * i;
  });
}

kernel void stuck(global int *a) {
  clk_event_t u = create_user_event();
  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(1),
                 1, &u, 0, ^{ a[0] = 1; });
  release_event(u);
}
