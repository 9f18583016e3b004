// Every OpenCL 2.0 work-item function, for each dimension where it takes
// one: the kernel records what a work-item sees.
kernel void work_items(global ulong *out) {
  size_t slot = get_global_linear_id() * 32;
  out[slot++] = get_work_dim();
  for (uint d = 0; d < 3; ++d) {
    out[slot++] = get_global_id(d);
    out[slot++] = get_local_id(d);
    out[slot++] = get_group_id(d);
    out[slot++] = get_global_size(d);
    out[slot++] = get_local_size(d);
    out[slot++] = get_enqueued_local_size(d);
    out[slot++] = get_num_groups(d);
    out[slot++] = get_global_offset(d);
  }
  out[slot++] = get_global_linear_id();
  out[slot++] = get_local_linear_id();
}
