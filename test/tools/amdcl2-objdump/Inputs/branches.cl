constant int table[4] = {1, 2, 3, 5};
kernel void loop(global int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += table[(i + get_global_id(0)) & 3];
  if (get_global_id(0) < 7)
    p[get_global_id(0)] = s;
}
