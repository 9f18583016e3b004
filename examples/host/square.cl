// The kernel run_kernel.c runs: one global uint * argument, one work-item
// per element.
kernel void square(global uint *data) {
  size_t i = get_global_id(0);
  data[i] = data[i] * data[i];
}
