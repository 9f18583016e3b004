kernel void k(global int *out) { out[get_global_id(0)] = 2; }
