// Writing a read_only image and reading a write_only one are clang's
// overload errors (the library defines no such forms), and the driver
// exits 1. A sampler read of a read_write image is one under -cl-strict
// (AMD's dialect accepts it: test/Driver/dialect-rw-sampler.cl).
// REQUIRES: amdcl2-clang
// RUN: split-file %s %t
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/ro.cl -o %t/ro.clo 2>&1 | FileCheck %s --check-prefix=RO
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/wo.cl -o %t/wo.clo 2>&1 | FileCheck %s --check-prefix=WO
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -cl-strict -c %t/rwsampler.cl -o %t/rws.clo 2>&1 | FileCheck %s --check-prefix=RWS
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -c %t/ro.cl -o %t/ro.clo 2>/dev/null; test $? -eq 1
// RUN: test ! -e %t/ro.clo

// RO: ro.cl:2:3: error: no matching function for call to 'write_imagef'
// RO: note: candidate function not viable: no known conversion from '__private __read_only image2d_t' to '__write_only image2d_t' for 1st argument
// WO: wo.cl:2:10: error: no matching function for call to 'read_imagei'
// RWS: rwsampler.cl:2:10: error: no matching function for call to 'read_imagef'

//--- ro.cl
kernel void k(read_only image2d_t I) {
  write_imagef(I, (int2)(0, 0), (float4)(0));
}
//--- wo.cl
kernel void k(write_only image2d_t I, global int4 *O) {
  O[0] = read_imagei(I, (int2)(0, 0));
}
//--- rwsampler.cl
kernel void k(read_write image2d_t I, sampler_t S, global float4 *O) {
  O[0] = read_imagef(I, S, (float2)(0, 0));
}
