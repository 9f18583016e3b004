// Sum reduction: each work-group reduces its slice in local memory, with a
// barrier between the halving steps, and writes one partial sum.
kernel void reduce_sum(global const float *in, global float *partial,
                       local float *scratch, uint n) {
  size_t gid = get_global_id(0);
  uint lid = get_local_id(0);
  scratch[lid] = gid < n ? in[gid] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint stride = get_local_size(0) / 2; stride > 0; stride /= 2) {
    if (lid < stride)
      scratch[lid] += scratch[lid + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
