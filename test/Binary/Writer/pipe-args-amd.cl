// The checks of pipe-args.cl on AMD's own piper-16_4 (Crimson 16.4): the
// pipe-argument facts amdcl2 writes are AMD's (prefix AMD: where they
// differ, PiperEmpty's usage words).
// REQUIRES: amd-testdata
// RUN: %python %S/Inputs/cl2bytes.py %amd_testdata/piper-16_4.clo.regen metadata | FileCheck %S/pipe-args.cl --check-prefixes=CHECK,AMD
// RUN: amdcl2-objdump --kernels %amd_testdata/piper-16_4.clo.regen | FileCheck %S/pipe-args.cl --check-prefix=SETUP
