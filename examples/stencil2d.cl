// 5-point 2-D stencil (one Jacobi step) over a width x height grid; border
// cells are copied.
kernel void jacobi_step(global const float *in, global float *out, int width,
                        int height) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= width || y >= height)
    return;
  int i = y * width + x;
  if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - width] +
                   in[i + width]);
}
