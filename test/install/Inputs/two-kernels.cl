kernel void first(global int *a) { a[get_global_id(0)] = 1; }
kernel void second(global float *b, int n) { b[n] = 2.0f; }
