// OpenCL 2.0 C11 atomics and work-group collectives: a histogram in local
// memory merged into global memory, and a prefix sum of each work-group's
// counts.
// Run with a work-group size of at least 256 (one local bin per work-item).
kernel void histogram(global const uchar *data, uint n,
                      global atomic_uint *bins, local atomic_uint *local_bins,
                      global uint *prefix, global uint *group_info) {
  uint lid = get_local_id(0);
  if (lid < 256)
    atomic_init(&local_bins[lid], 0);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);

  size_t gid = get_global_id(0);
  uint mine = 0;
  if (gid < n) {
    atomic_fetch_add_explicit(&local_bins[data[gid]], 1, memory_order_relaxed,
                              memory_scope_work_group);
    mine = 1;
  }
  work_group_barrier(CLK_LOCAL_MEM_FENCE);

  if (lid < 256) {
    uint count = atomic_load_explicit(&local_bins[lid], memory_order_relaxed,
                                      memory_scope_work_group);
    if (count)
      atomic_fetch_add_explicit(&bins[lid], count, memory_order_relaxed,
                                memory_scope_device);
  }
  // Where this work-item's element lands among the group's valid ones, how
  // many the group holds, whether it is full, and its first work-item's vote.
  prefix[gid] = work_group_scan_exclusive_add(mine);
  uint total = work_group_reduce_add(mine);
  int full = work_group_all(mine);
  uint first = work_group_broadcast(mine, 0);
  if (lid == 0) {
    group_info[3 * get_group_id(0)] = total;
    group_info[3 * get_group_id(0) + 1] = full;
    group_info[3 * get_group_id(0) + 2] = first;
  }
}
