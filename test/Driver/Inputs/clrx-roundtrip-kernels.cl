// A kernel file for the -S round trip: every argument kind (atomic and
// struct pointers, a pipe it writes, a queue, a clk_event), constant data,
// global data, bss, a program-scope sampler and two literals, and code with
// literal operands (v_mov_b32/v_add/s_mul with 32-bit literals, madak/fmac
// forms). NO_DATA leaves the data out, for drivers before 1912.05; M32
// leaves out the queue and the event, which 32-bit programs do not have.
typedef struct S { int a, b, c; } S;
#ifdef M32
#define QUEUE_ARGS
#else
#define QUEUE_ARGS queue_t q, clk_event_t ev,
#endif
#ifndef NO_DATA
constant float weights[4] = {0.25f, 0.5f, 0.75f, 1.0f};
constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE |
                          CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
global int counter = 7;
global float table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
global int scratch[64];

#endif
kernel void every_arg(char c, uchar2 c2, short3 s3, uint u, long l,
                      float4 f4, double d, struct S s, global int *gp,
                      constant float *cp, local uchar *lp,
                      global const volatile ushort *vp, global S *sp,
                      global void *vd, read_only image2d_t ri,
                      write_only image3d_t wi, sampler_t smp, QUEUE_ARGS
                      global atomic_int *ai, write_only pipe int p,
                      global int *out) {
  *out = c + c2.y + s3.z + (int)u + (int)l + (int)f4.w + (int)d + s.a +
         *gp + (int)*cp + lp[1] + *vp + sp->b;
  atomic_fetch_add(ai, 1);
  int v = c;
  write_pipe(p, &v);
}

#ifndef NO_DATA
kernel void data(read_only image2d_t in, global float4 *out, float x) {
  int i = get_global_id(0);
  scratch[i & 63] += counter;
  table[i & 7] = x * 0.3f + 1234.5f;
  out[i] = read_imagef(in, edge, (int2)(i, 0)) * weights[i & 3] +
           read_imagef(in, CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT |
                               CLK_FILTER_LINEAR, (float2)(0.5f, x));
}

#endif
kernel void literals(global uint *o, global float *f, uint a) {
  int i = get_global_id(0);
  o[i] = a * 0x55555555u + 0x1234u;
  o[i + 1] = (a ^ 0xdeadbeefu) + i;
  f[i] = f[i] * 0.1f + 13.25f;
  f[i + 1] = fma(f[i + 2], 3.7f, f[i + 3]);
}
