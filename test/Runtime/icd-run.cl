// clCreateProgramWithSource, clBuildProgram, a kernel run on each device and
// its buffer read back; the values are the squares and triangular numbers
// written out below.
// REQUIRES: icd
// RUN: %icd_env %icd_host run Fiji %s square 20 | FileCheck --check-prefix=SQ %s
// RUN: %icd_env %icd_host run Ellesmere %s square 20 | FileCheck --check-prefix=SQ %s
// RUN: %icd_env %icd_host run gfx900 %s square 20 | FileCheck --check-prefix=SQ %s
// RUN: %icd_env %icd_host run gfx900 %s prefix 10 5 | FileCheck --check-prefix=PRE %s
// RUN: %icd_env %icd_host run Fiji %s prefix 10 5 | FileCheck --check-prefix=PRE %s

// SQ: square: 0 1 4 9 16 25 36 49 64 81 100 121 144 169 196 225 256 289 324 361
// Inclusive prefix sums within each work-group of 5.
// PRE: prefix: 0 1 3 6 10 5 11 18 26 35

kernel void square(global uint *data, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    data[i] = data[i] * data[i];
}

kernel void prefix(global uint *data, uint n) {
  size_t i = get_global_id(0);
  data[i] = work_group_scan_inclusive_add(data[i]);
}
