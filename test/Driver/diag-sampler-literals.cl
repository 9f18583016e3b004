// A sampler_t value no sampler has is an error at its source line, with
// exit 1 and no output: the loader would be handed an initializer it cannot
// build. clang 22 itself rejects a sampler_t made from a variable (its
// message, not ours). No filter bits is CLK_FILTER_NEAREST, as on the host.
// REQUIRES: amdcl2-clang
// RUN: rm -rf %t && mkdir %t
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DADDRESSING %s -o %t/a.clo 2>&1 | FileCheck %s --check-prefix=ADDRESSING --implicit-check-not=error
// RUN: not ls %t/a.clo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=bonaire -DFILTER %s -o %t/f.clo 2>&1 | FileCheck %s --check-prefix=FILTER --implicit-check-not=error
// RUN: not ls %t/f.clo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=gfx900 -DBITS %s -o %t/b.clo 2>&1 | FileCheck %s --check-prefix=BITS --implicit-check-not=error
// RUN: not ls %t/b.clo
// RUN: not amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DVARIABLE %s -o %t/v.clo 2>&1 | FileCheck %s --check-prefix=VARIABLE
// RUN: not ls %t/v.clo
// RUN: amdcl2-clang -target amdgcn --amdcl2-abi -mcpu=fiji -DNOFILTER %s -o %t/n.clo
// RUN: %python %S/../Binary/Writer/Inputs/cl2bytes.py %t/n.clo data | FileCheck %s --check-prefix=NOFILTER

kernel void k(read_only image2d_t in, global float4 *out, int n) {
#ifdef ADDRESSING
  // ADDRESSING: {{^}}{{.*}}diag-sampler-literals.cl:[[#@LINE+1]]:{{[0-9]+}}: error: kernel 'k': sampler_t value 0x1e: its addressing bits (0xe) are no CLK_ADDRESS_* value{{$}}
  sampler_t s = 0x1E;
#elif defined(FILTER)
  // FILTER: {{^}}{{.*}}diag-sampler-literals.cl:[[#@LINE+1]]:{{[0-9]+}}: error: kernel 'k': sampler_t value 0x32: CLK_FILTER_NEAREST and CLK_FILTER_LINEAR are both set{{$}}
  sampler_t s = CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST | CLK_FILTER_LINEAR;
#elif defined(BITS)
  // BITS: {{^}}{{.*}}diag-sampler-literals.cl:[[#@LINE+1]]:{{[0-9]+}}: error: kernel 'k': sampler_t value 0x112 has bits no CLK_* sampler constant has{{$}}
  sampler_t s = 0x112;
#elif defined(VARIABLE)
  // VARIABLE: diag-sampler-literals.cl:[[#@LINE+1]]:17: error:
  sampler_t s = n;
#else
  // NOFILTER: sampler 0: 0800010001000300
  sampler_t s = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT;
#endif
  out[0] = read_imagef(in, s, (int2)(0, 0));
}
