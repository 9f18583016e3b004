/*===- icd-host.c - A small OpenCL host program for the ICD's tests -------===
 *
 * Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
 *
 *===----------------------------------------------------------------------===
 *
 * Drives the amdcl2 ICD through the Khronos loader, as any application does:
 *   icd-host list                    platforms and devices
 *   icd-host build DEVICE FILE.cl [OPTIONS]
 *                                    clBuildProgram's result and build log
 *   icd-host run DEVICE FILE.cl KERNEL N [LOCAL]
 *                                    KERNEL(global uint *data, uint n) over
 *                                    data[i] = i, N work-items; prints data
 *   icd-host errors DEVICE           bad handles and bad arguments: each
 *                                    call and the code it returned
 *   icd-host binary DEVICE FILE KERNEL GLOBAL [LOCAL]
 *                                    an AMDCL2 binary's kernel over sizes
 *                                    X[,Y[,Z]]: uint* args buffers of X
 *                                    elements j + 1000 * index, uint args X
 *   icd-host link DEVICE             clCompileProgram with a header,
 *                                    clLinkProgram of a library and objects
 *   icd-host pipes DEVICE            a pipe between two kernels
 *   icd-host images DEVICE           images, a sampler, fill, copy, map
 *   icd-host svm DEVICE              a linked list in SVM memory walked by
 *                                    a kernel
 * DEVICE is a CL_DEVICE_NAME ("Fiji", "gfx900"...). Exit status: 0, or 1 on
 * an unexpected failure.
 *===----------------------------------------------------------------------===*/

#define CL_TARGET_OPENCL_VERSION 200
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The name of an error code, for the output the tests check. */
static const struct {
  cl_int Code;
  const char *Name;
} Codes[] = {
    {CL_SUCCESS, "CL_SUCCESS"},
    {CL_DEVICE_NOT_FOUND, "CL_DEVICE_NOT_FOUND"},
    {CL_BUILD_PROGRAM_FAILURE, "CL_BUILD_PROGRAM_FAILURE"},
    {CL_MEM_COPY_OVERLAP, "CL_MEM_COPY_OVERLAP"},
    {CL_INVALID_VALUE, "CL_INVALID_VALUE"},
    {CL_INVALID_DEVICE_TYPE, "CL_INVALID_DEVICE_TYPE"},
    {CL_INVALID_PLATFORM, "CL_INVALID_PLATFORM"},
    {CL_INVALID_DEVICE, "CL_INVALID_DEVICE"},
    {CL_INVALID_CONTEXT, "CL_INVALID_CONTEXT"},
    {CL_INVALID_QUEUE_PROPERTIES, "CL_INVALID_QUEUE_PROPERTIES"},
    {CL_INVALID_COMMAND_QUEUE, "CL_INVALID_COMMAND_QUEUE"},
    {CL_INVALID_HOST_PTR, "CL_INVALID_HOST_PTR"},
    {CL_INVALID_MEM_OBJECT, "CL_INVALID_MEM_OBJECT"},
    {CL_INVALID_BINARY, "CL_INVALID_BINARY"},
    {CL_INVALID_BUILD_OPTIONS, "CL_INVALID_BUILD_OPTIONS"},
    {CL_INVALID_PROGRAM, "CL_INVALID_PROGRAM"},
    {CL_INVALID_PROGRAM_EXECUTABLE, "CL_INVALID_PROGRAM_EXECUTABLE"},
    {CL_INVALID_KERNEL_NAME, "CL_INVALID_KERNEL_NAME"},
    {CL_INVALID_KERNEL, "CL_INVALID_KERNEL"},
    {CL_INVALID_ARG_INDEX, "CL_INVALID_ARG_INDEX"},
    {CL_INVALID_ARG_VALUE, "CL_INVALID_ARG_VALUE"},
    {CL_INVALID_ARG_SIZE, "CL_INVALID_ARG_SIZE"},
    {CL_INVALID_KERNEL_ARGS, "CL_INVALID_KERNEL_ARGS"},
    {CL_INVALID_WORK_DIMENSION, "CL_INVALID_WORK_DIMENSION"},
    {CL_INVALID_WORK_GROUP_SIZE, "CL_INVALID_WORK_GROUP_SIZE"},
    {CL_INVALID_WORK_ITEM_SIZE, "CL_INVALID_WORK_ITEM_SIZE"},
    {CL_INVALID_GLOBAL_OFFSET, "CL_INVALID_GLOBAL_OFFSET"},
    {CL_INVALID_EVENT_WAIT_LIST, "CL_INVALID_EVENT_WAIT_LIST"},
    {CL_INVALID_EVENT, "CL_INVALID_EVENT"},
    {CL_INVALID_OPERATION, "CL_INVALID_OPERATION"},
    {CL_INVALID_BUFFER_SIZE, "CL_INVALID_BUFFER_SIZE"},
    {CL_INVALID_GLOBAL_WORK_SIZE, "CL_INVALID_GLOBAL_WORK_SIZE"},
    {CL_MISALIGNED_SUB_BUFFER_OFFSET, "CL_MISALIGNED_SUB_BUFFER_OFFSET"},
    {CL_OUT_OF_RESOURCES, "CL_OUT_OF_RESOURCES"},
    {CL_INVALID_PROPERTY, "CL_INVALID_PROPERTY"},
    {CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
     "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST"},
    {CL_PROFILING_INFO_NOT_AVAILABLE, "CL_PROFILING_INFO_NOT_AVAILABLE"},
    {CL_COMPILE_PROGRAM_FAILURE, "CL_COMPILE_PROGRAM_FAILURE"},
    {CL_LINK_PROGRAM_FAILURE, "CL_LINK_PROGRAM_FAILURE"},
    {CL_INVALID_PIPE_SIZE, "CL_INVALID_PIPE_SIZE"},
    {CL_IMAGE_FORMAT_NOT_SUPPORTED, "CL_IMAGE_FORMAT_NOT_SUPPORTED"},
    {CL_INVALID_SAMPLER, "CL_INVALID_SAMPLER"},
    {CL_INVALID_IMAGE_FORMAT_DESCRIPTOR, "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR"},
    {CL_INVALID_IMAGE_DESCRIPTOR, "CL_INVALID_IMAGE_DESCRIPTOR"},
    {CL_INVALID_IMAGE_SIZE, "CL_INVALID_IMAGE_SIZE"},
};

static const char *codeName(cl_int E) {
  for (size_t I = 0; I < sizeof Codes / sizeof Codes[0]; ++I)
    if (Codes[I].Code == E)
      return Codes[I].Name;
  return "(unknown)";
}

static void fail(const char *What, cl_int E) {
  fprintf(stderr, "icd-host: error: %s: %s (%d)\n", What, codeName(E), E);
  exit(1);
}

static char *readFile(const char *Path, size_t *Size) {
  FILE *F = fopen(Path, "rb");
  if (!F) {
    fprintf(stderr, "icd-host: error: cannot open '%s'\n", Path);
    exit(1);
  }
  fseek(F, 0, SEEK_END);
  long N = ftell(F);
  fseek(F, 0, SEEK_SET);
  char *Text = malloc(N + 1);
  if (fread(Text, 1, N, F) != (size_t)N)
    exit(1);
  Text[N] = 0;
  fclose(F);
  *Size = N;
  return Text;
}

static cl_platform_id thePlatform(void) {
  cl_platform_id P;
  cl_uint N = 0;
  cl_int E = clGetPlatformIDs(1, &P, &N);
  if (E || !N)
    fail("clGetPlatformIDs", E);
  return P;
}

static cl_device_id findDevice(const char *Name) {
  cl_device_id Devs[16];
  cl_uint N = 0;
  cl_int E = clGetDeviceIDs(thePlatform(), CL_DEVICE_TYPE_GPU, 16, Devs, &N);
  if (E)
    fail("clGetDeviceIDs", E);
  for (cl_uint I = 0; I < N; ++I) {
    char Buf[256];
    clGetDeviceInfo(Devs[I], CL_DEVICE_NAME, sizeof Buf, Buf, NULL);
    if (!strcmp(Buf, Name))
      return Devs[I];
  }
  fprintf(stderr, "icd-host: error: no device '%s'\n", Name);
  exit(1);
}

static int list(void) {
  char Buf[1024];
  cl_platform_id P = thePlatform();
  clGetPlatformInfo(P, CL_PLATFORM_NAME, sizeof Buf, Buf, NULL);
  printf("platform: %s\n", Buf);
  clGetPlatformInfo(P, CL_PLATFORM_VERSION, sizeof Buf, Buf, NULL);
  printf("version: %s\n", Buf);
  cl_device_id Devs[16];
  cl_uint N = 0;
  clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, 16, Devs, &N);
  for (cl_uint I = 0; I < N; ++I) {
    cl_uint CUs;
    clGetDeviceInfo(Devs[I], CL_DEVICE_NAME, sizeof Buf, Buf, NULL);
    clGetDeviceInfo(Devs[I], CL_DEVICE_MAX_COMPUTE_UNITS, sizeof CUs, &CUs,
                    NULL);
    printf("device: %s, %u compute units", Buf, CUs);
    clGetDeviceInfo(Devs[I], CL_DEVICE_VERSION, sizeof Buf, Buf, NULL);
    cl_uint Bits = 0;
    clGetDeviceInfo(Devs[I], CL_DEVICE_ADDRESS_BITS, sizeof Bits, &Bits, NULL);
    printf(", %s, %u address bits\n", Buf, Bits);
  }
  return 0;
}

static cl_program buildProgram(cl_context C, cl_device_id D, const char *Path,
                               const char *Options, cl_int *Result) {
  size_t Size;
  const char *Text = readFile(Path, &Size);
  cl_int E;
  cl_program P = clCreateProgramWithSource(C, 1, &Text, &Size, &E);
  if (E)
    fail("clCreateProgramWithSource", E);
  *Result = clBuildProgram(P, 1, &D, Options, NULL, NULL);
  return P;
}

static void printLog(cl_program P, cl_device_id D) {
  size_t N = 0;
  clGetProgramBuildInfo(P, D, CL_PROGRAM_BUILD_LOG, 0, NULL, &N);
  char *Log = malloc(N + 1);
  clGetProgramBuildInfo(P, D, CL_PROGRAM_BUILD_LOG, N, Log, NULL);
  printf("log: %s\n", Log);
  free(Log);
}

static int build(const char *Dev, const char *Path, const char *Options) {
  cl_device_id D = findDevice(Dev);
  cl_int E;
  cl_context C = clCreateContext(NULL, 1, &D, NULL, NULL, &E);
  if (E)
    fail("clCreateContext", E);
  cl_program P = buildProgram(C, D, Path, Options, &E);
  printf("clBuildProgram: %s\n", codeName(E));
  cl_build_status S;
  clGetProgramBuildInfo(P, D, CL_PROGRAM_BUILD_STATUS, sizeof S, &S, NULL);
  printf("status: %d\n", S);
  printLog(P, D);
  if (!E) {
    char Names[1024];
    clGetProgramInfo(P, CL_PROGRAM_KERNEL_NAMES, sizeof Names, Names, NULL);
    printf("kernels: %s\n", Names);
    size_t Count = 0;
    clGetProgramInfo(P, CL_PROGRAM_NUM_KERNELS, sizeof Count, &Count, NULL);
    cl_uint Made = 0;
    cl_int KE = clCreateKernelsInProgram(P, 0, NULL, &Made);
    printf("num kernels: %zu, clCreateKernelsInProgram: %s, %u\n", Count,
           codeName(KE), Made);
  }
  clReleaseProgram(P);
  clReleaseContext(C);
  return 0;
}

static int run(const char *Dev, const char *Path, const char *Kernel,
               size_t N, size_t Local) {
  cl_device_id D = findDevice(Dev);
  cl_int E;
  cl_context C = clCreateContext(NULL, 1, &D, NULL, NULL, &E);
  cl_command_queue Q = clCreateCommandQueueWithProperties(C, D, NULL, &E);
  if (E)
    fail("clCreateCommandQueueWithProperties", E);
  cl_program P = buildProgram(C, D, Path, "-cl-std=CL2.0", &E);
  if (E) {
    printLog(P, D);
    fail("clBuildProgram", E);
  }
  cl_kernel K = clCreateKernel(P, Kernel, &E);
  if (E)
    fail("clCreateKernel", E);
  cl_uint *Data = malloc(N * sizeof(cl_uint));
  for (size_t I = 0; I < N; ++I)
    Data[I] = (cl_uint)I;
  cl_mem B = clCreateBuffer(C, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                            N * sizeof(cl_uint), Data, &E);
  if (E)
    fail("clCreateBuffer", E);
  cl_uint Count = (cl_uint)N;
  if ((E = clSetKernelArg(K, 0, sizeof B, &B)) ||
      (E = clSetKernelArg(K, 1, sizeof Count, &Count)))
    fail("clSetKernelArg", E);
  E = clEnqueueNDRangeKernel(Q, K, 1, NULL, &N, Local ? &Local : NULL, 0,
                             NULL, NULL);
  if (E)
    fail("clEnqueueNDRangeKernel", E);
  E = clEnqueueReadBuffer(Q, B, CL_TRUE, 0, N * sizeof(cl_uint), Data, 0, NULL,
                          NULL);
  if (E)
    fail("clEnqueueReadBuffer", E);
  printf("%s:", Kernel);
  for (size_t I = 0; I < N; ++I)
    printf(" %u", Data[I]);
  printf("\n");
  clReleaseMemObject(B);
  clReleaseKernel(K);
  clReleaseProgram(P);
  clReleaseCommandQueue(Q);
  clReleaseContext(C);
  free(Data);
  return 0;
}

#define SHOW(Call) printf("%s: %s\n", #Call, codeName(Call))

/* Each call is wrong in one way; the code the specification names for it is
 * what the test expects. */
static int errors(const char *Dev) {
  cl_device_id D = findDevice(Dev);
  cl_int E;
  char Buf[64];
  cl_uint U;
  memset(Buf, 0x5a, sizeof Buf);
  SHOW(clGetDeviceInfo(NULL, CL_DEVICE_NAME, 64, Buf, NULL));
  SHOW(clGetDeviceInfo(D, 0x7fff, 64, Buf, NULL));
  SHOW(clGetDeviceInfo(D, CL_DEVICE_NAME, 1, Buf, NULL));
  SHOW(clGetDeviceIDs(thePlatform(), 0, 1, &D, &U));
  SHOW(clGetDeviceIDs(thePlatform(), CL_DEVICE_TYPE_CPU, 1, &D, &U));
  cl_context C = clCreateContext(NULL, 0, NULL, NULL, NULL, &E);
  printf("clCreateContext(no devices): %s\n", codeName(E));
  cl_context_properties BadProps[] = {0x7777, 0, 0};
  C = clCreateContext(BadProps, 1, &D, NULL, NULL, &E);
  printf("clCreateContext(bad property): %s\n", codeName(E));
  C = clCreateContext(NULL, 1, &D, NULL, NULL, &E);
  cl_command_queue Q = clCreateCommandQueueWithProperties(C, D, NULL, &E);
  cl_context Gone = clCreateContext(NULL, 1, &D, NULL, NULL, &E);
  clReleaseContext(Gone);
  SHOW(clGetContextInfo(Gone, CL_CONTEXT_NUM_DEVICES, 4, &U, NULL));
  SHOW(clReleaseContext(Gone));
  SHOW(clReleaseMemObject(NULL));
  cl_mem M = clCreateBuffer(C, CL_MEM_READ_WRITE, 0, NULL, &E);
  printf("clCreateBuffer(size 0): %s\n", codeName(E));
  M = clCreateBuffer(C, CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY, 64, NULL, &E);
  printf("clCreateBuffer(two access flags): %s\n", codeName(E));
  M = clCreateBuffer(C, CL_MEM_COPY_HOST_PTR, 64, NULL, &E);
  printf("clCreateBuffer(COPY_HOST_PTR, no pointer): %s\n", codeName(E));
  M = clCreateBuffer(C, CL_MEM_READ_WRITE, 1024, NULL, &E);
  cl_buffer_region R = {1, 16};
  clCreateSubBuffer(M, 0, CL_BUFFER_CREATE_TYPE_REGION, &R, &E);
  printf("clCreateSubBuffer(origin 1): %s\n", codeName(E));
  R.origin = 1024;
  clCreateSubBuffer(M, 0, CL_BUFFER_CREATE_TYPE_REGION, &R, &E);
  printf("clCreateSubBuffer(past the end): %s\n", codeName(E));
  SHOW(clEnqueueReadBuffer(Q, M, CL_TRUE, 1000, 64, Buf, 0, NULL, NULL));
  SHOW(clEnqueueReadBuffer(Q, M, CL_TRUE, 0, 64, NULL, 0, NULL, NULL));
  SHOW(clEnqueueReadBuffer(Q, M, CL_TRUE, 0, 4, Buf, 1, NULL, NULL));
  SHOW(clEnqueueCopyBuffer(Q, M, M, 0, 8, 16, 0, NULL, NULL));
  SHOW(clEnqueueReadBuffer(NULL, M, CL_TRUE, 0, 4, Buf, 0, NULL, NULL));
  const char *Src = "kernel void k(global uint *p, uint n) { p[0] = n; }\n"
                    "kernel void broken(global uint *p) { p[0] = q; }\n";
  cl_program P = clCreateProgramWithSource(C, 1, &Src, NULL, &E);
  SHOW(clBuildProgram(P, 1, &D, "-cl-std=CL2.0 --no-such-option", NULL, NULL));
  SHOW(clBuildProgram(P, 1, &D, "-cl-std=CL2.0", NULL, NULL));
  clCreateKernel(P, "k", &E);
  printf("clCreateKernel(not built): %s\n", codeName(E));
  const char *Good = "kernel void k(global uint *p, uint n) { p[0] = n; }\n";
  cl_program P2 = clCreateProgramWithSource(C, 1, &Good, NULL, &E);
  SHOW(clBuildProgram(P2, 1, &D, "-cl-std=CL2.0", NULL, NULL));
  clCreateKernel(P2, "nope", &E);
  printf("clCreateKernel(no such kernel): %s\n", codeName(E));
  cl_kernel K = clCreateKernel(P2, "k", &E);
  SHOW(clSetKernelArg(K, 2, sizeof M, &M));
  SHOW(clSetKernelArg(K, 0, sizeof M / 2, &M)); /* a handle is sizeof M */
  SHOW(clSetKernelArg(K, 0, sizeof M, Buf));
  SHOW(clSetKernelArg(K, 1, 8, &U));
  size_t G = 64, L = 512;
  SHOW(clEnqueueNDRangeKernel(Q, K, 1, NULL, &G, NULL, 0, NULL, NULL));
  clSetKernelArg(K, 0, sizeof M, &M);
  U = 7;
  clSetKernelArg(K, 1, sizeof U, &U);
  SHOW(clEnqueueNDRangeKernel(Q, K, 0, NULL, &G, NULL, 0, NULL, NULL));
  SHOW(clEnqueueNDRangeKernel(Q, K, 1, NULL, &G, &L, 0, NULL, NULL));
  G = 0;
  SHOW(clEnqueueNDRangeKernel(Q, K, 1, NULL, &G, NULL, 0, NULL, NULL));
  G = 64;
  SHOW(clBuildProgram(P2, 1, &D, "", NULL, NULL));
  /* A user event holds a command back until it is set. */
  cl_event UE = clCreateUserEvent(C, &E), Done;
  SHOW(clEnqueueNDRangeKernel(Q, K, 1, NULL, &G, NULL, 1, &UE, &Done));
  cl_int S;
  clGetEventInfo(Done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof S, &S, NULL);
  printf("status before the user event: %d\n", S);
  SHOW(clSetUserEventStatus(UE, 5));
  SHOW(clSetUserEventStatus(UE, CL_COMPLETE));
  SHOW(clSetUserEventStatus(UE, CL_COMPLETE));
  SHOW(clWaitForEvents(1, &Done));
  cl_uint Out = 0;
  SHOW(clEnqueueReadBuffer(Q, M, CL_TRUE, 0, 4, &Out, 0, NULL, NULL));
  printf("the kernel wrote: %u\n", Out);
  SHOW(clGetEventProfilingInfo(Done, CL_PROFILING_COMMAND_START, 8, Buf, NULL));
  SHOW(clReleaseEvent(Done));
  SHOW(clReleaseEvent(UE));
  SHOW(clReleaseKernel(K));
  SHOW(clReleaseKernel(K));
  SHOW(clReleaseProgram(P));
  SHOW(clReleaseProgram(P2));
  SHOW(clReleaseMemObject(M));
  SHOW(clReleaseCommandQueue(Q));
  SHOW(clReleaseContext(C));
  SHOW(clReleaseContext(C));
  return 0;
}

/* A context and an in-order queue on the device named \p Dev. */
static cl_command_queue setUp(const char *Dev, cl_context *C, cl_device_id *D) {
  cl_int E;
  *D = findDevice(Dev);
  *C = clCreateContext(NULL, 1, D, NULL, NULL, &E);
  if (E)
    fail("clCreateContext", E);
  cl_command_queue Q = clCreateCommandQueueWithProperties(*C, *D, NULL, &E);
  if (E)
    fail("clCreateCommandQueueWithProperties", E);
  return Q;
}

static cl_kernel kernelOf(cl_program P, const char *Name) {
  cl_int E;
  cl_kernel K = clCreateKernel(P, Name, &E);
  if (E)
    fail("clCreateKernel", E);
  return K;
}

/* clCompileProgram with a header in a directory, a library made by
 * clLinkProgram -create-library, and the executable linked from both. */
static int link(const char *Dev) {
  cl_context C;
  cl_device_id D;
  cl_command_queue Q = setUp(Dev, &C, &D);
  cl_int E;
  const char *Hdr = "#define SCALE 3\nuint helper(uint x);\n";
  const char *Lib = "#include \"inc/common.h\"\n"
                    "uint helper(uint x) { return x * SCALE; }\n";
  const char *Main = "#include \"inc/common.h\"\n"
                     "kernel void k(global uint *p) {\n"
                     "  size_t i = get_global_id(0);\n"
                     "  p[i] = helper(p[i]) + OFFSET;\n}\n";
  cl_program PH = clCreateProgramWithSource(C, 1, &Hdr, NULL, &E);
  cl_program PL = clCreateProgramWithSource(C, 1, &Lib, NULL, &E);
  cl_program PM = clCreateProgramWithSource(C, 1, &Main, NULL, &E);
  const char *Name = "inc/common.h";
  SHOW(clCompileProgram(PL, 1, &D, "", 1, &PH, &Name, NULL, NULL));
  /* OFFSET is undefined: the compile fails with clang's diagnostic. */
  SHOW(clCompileProgram(PM, 1, &D, "", 1, &PH, &Name, NULL, NULL));
  printLog(PM, D);
  /* Without its header the include is not found. */
  cl_program Bad = clCreateProgramWithSource(C, 1, &Main, NULL, &E);
  SHOW(clCompileProgram(Bad, 1, &D, "-DOFFSET=1", 0, NULL, NULL, NULL, NULL));
  printLog(Bad, D);
  SHOW(clCompileProgram(PM, 1, &D, "-DOFFSET=1", 1, &PH, &Name, NULL, NULL));
  cl_program_binary_type T;
  clGetProgramBuildInfo(PM, D, CL_PROGRAM_BINARY_TYPE, sizeof T, &T, NULL);
  printf("binary type after compiling: %u\n", (unsigned)T);
  cl_program Library =
      clLinkProgram(C, 1, &D, "-create-library", 1, &PL, NULL, NULL, &E);
  printf("clLinkProgram(-create-library): %s\n", codeName(E));
  clGetProgramBuildInfo(Library, D, CL_PROGRAM_BINARY_TYPE, sizeof T, &T, NULL);
  printf("binary type of the library: %u\n", (unsigned)T);
  cl_program Objects[2] = {Library, PM};
  cl_program Exe = clLinkProgram(C, 1, &D, "", 2, Objects, NULL, NULL, &E);
  printf("clLinkProgram: %s\n", codeName(E));
  cl_program Alone = clLinkProgram(C, 1, &D, "", 1, &PM, NULL, NULL, &E);
  printf("clLinkProgram(no helper): %s\n", codeName(E));
  cl_kernel K = kernelOf(Exe, "k");
  cl_uint Data[4] = {1, 2, 3, 4};
  cl_mem M = clCreateBuffer(C, CL_MEM_COPY_HOST_PTR, sizeof Data, Data, &E);
  clSetKernelArg(K, 0, sizeof M, &M);
  size_t G = 4;
  SHOW(clEnqueueNDRangeKernel(Q, K, 1, NULL, &G, NULL, 0, NULL, NULL));
  clEnqueueReadBuffer(Q, M, CL_TRUE, 0, sizeof Data, Data, 0, NULL, NULL);
  printf("k: %u %u %u %u\n", Data[0], Data[1], Data[2], Data[3]);
  clReleaseProgram(Alone);
  return 0;
}

/* A linked list the host builds in SVM memory, walked by a kernel through
 * the pointers the host stored; a buffer made over SVM memory. */
struct Node {
  struct Node *Next;
  cl_uint Value, Pad;
};

static int svm(const char *Dev) {
  cl_context C;
  cl_device_id D;
  cl_command_queue Q = setUp(Dev, &C, &D);
  cl_int E;
  cl_device_svm_capabilities Caps;
  clGetDeviceInfo(D, CL_DEVICE_SVM_CAPABILITIES, sizeof Caps, &Caps, NULL);
  printf("SVM capabilities: %llu\n", (unsigned long long)Caps);
  const char *Src =
      "typedef struct Node { global struct Node *Next; uint Value, Pad; } "
      "Node;\n"
      "kernel void walk(global Node *Head, global uint *Out) {\n"
      "  uint Sum = 0, N = 0;\n"
      "  for (global Node *P = Head; P; P = P->Next) { Sum += P->Value; "
      "++N; }\n"
      "  Out[0] = Sum; Out[1] = N;\n}\n";
  cl_program P = clCreateProgramWithSource(C, 1, &Src, NULL, &E);
  E = clBuildProgram(P, 1, &D, "-cl-std=CL2.0", NULL, NULL);
  if (E) {
    printLog(P, D);
    fail("clBuildProgram", E);
  }
  struct Node *Nodes =
      clSVMAlloc(C, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER,
                 10 * sizeof(struct Node), 0);
  cl_uint *Out = clSVMAlloc(C, CL_MEM_READ_WRITE, 2 * sizeof(cl_uint), 0);
  if (!Nodes || !Out)
    fail("clSVMAlloc", 0);
  printf("clSVMAlloc(0 bytes): %s\n",
         clSVMAlloc(C, CL_MEM_READ_WRITE, 0, 0) ? "a pointer" : "NULL");
  /* Node I holds I*I; the list goes 0, 3, 6, 9, 2, 5, 8, 1, 4, 7. */
  for (int I = 0; I < 10; ++I)
    Nodes[I].Value = (cl_uint)(I * I);
  for (int I = 0, At = 0; I < 10; ++I) {
    int Next = (At + 3) % 10;
    Nodes[At].Next = I + 1 < 10 ? &Nodes[Next] : NULL;
    At = Next;
  }
  cl_kernel K = kernelOf(P, "walk");
  SHOW(clSetKernelArgSVMPointer(K, 0, Nodes));
  SHOW(clSetKernelArgSVMPointer(K, 1, Out));
  size_t One = 1;
  SHOW(clEnqueueNDRangeKernel(Q, K, 1, NULL, &One, &One, 0, NULL, NULL));
  SHOW(clEnqueueSVMMap(Q, CL_TRUE, CL_MAP_READ, Out, 8, 0, NULL, NULL));
  printf("walk: sum %u over %u nodes\n", Out[0], Out[1]);
  SHOW(clEnqueueSVMUnmap(Q, Out, 0, NULL, NULL));
  /* The same memory as a buffer argument. */
  cl_mem M =
      clCreateBuffer(C, CL_MEM_USE_HOST_PTR, 2 * sizeof(cl_uint), Out, &E);
  cl_bool Uses;
  clGetMemObjectInfo(M, CL_MEM_USES_SVM_POINTER, sizeof Uses, &Uses, NULL);
  printf("buffer over SVM: %s, uses the SVM pointer: %u\n", codeName(E),
         (unsigned)Uses);
  Nodes[0].Next = NULL;
  SHOW(clSetKernelArg(K, 1, sizeof M, &M));
  SHOW(clEnqueueNDRangeKernel(Q, K, 1, NULL, &One, &One, 0, NULL, NULL));
  clFinish(Q);
  printf("walk of one node: sum %u over %u nodes\n", Out[0], Out[1]);
  cl_uint Pattern = 0x01020304;
  SHOW(clEnqueueSVMMemFill(Q, Out, &Pattern, 4, 8, 0, NULL, NULL));
  SHOW(clEnqueueSVMMemcpy(Q, CL_TRUE, &Nodes[5].Value, Out, 4, 0, NULL, NULL));
  printf("after fill and copy: %#x\n", Nodes[5].Value);
  clReleaseMemObject(M);
  clSVMFree(C, Nodes);
  clSVMFree(C, Out);
  return 0;
}

/* An AMDCL2 binary (ours or AMD's) through clCreateProgramWithBinary: KERNEL
 * runs over N work-items with every `uint*` argument a buffer whose
 * element j is j + 1000 * (argument index) and every `uint` argument N;
 * the buffers are printed after the run. */
/* "X[,Y[,Z]]" into \p Out (the rest 1); the number of values. */
static cl_uint parseSizes(const char *S, size_t Out[3]) {
  cl_uint Dims = 0;
  Out[0] = Out[1] = Out[2] = 1;
  while (Dims < 3 && *S) {
    char *End;
    Out[Dims++] = strtoul(S, &End, 10);
    S = *End == ',' ? End + 1 : End;
  }
  return Dims;
}

static int binary(const char *Dev, const char *Path, const char *Kernel,
                  const char *GlobalSpec, const char *LocalSpec) {
  size_t Global[3], Local[3];
  cl_uint Dims = parseSizes(GlobalSpec, Global);
  if (LocalSpec)
    parseSizes(LocalSpec, Local);
  size_t N = Global[0];
  cl_context C;
  cl_device_id D;
  cl_command_queue Q = setUp(Dev, &C, &D);
  cl_int E, Status = 0;
  size_t Size;
  const unsigned char *Bin = (const unsigned char *)readFile(Path, &Size);
  cl_program P = clCreateProgramWithBinary(C, 1, &D, &Size, &Bin, &Status, &E);
  printf("clCreateProgramWithBinary: %s, status %s\n", codeName(E),
         codeName(Status));
  if (E)
    return 0;
  SHOW(clBuildProgram(P, 1, &D, NULL, NULL, NULL));
  cl_kernel K = kernelOf(P, Kernel);
  cl_uint NumArgs;
  clGetKernelInfo(K, CL_KERNEL_NUM_ARGS, sizeof NumArgs, &NumArgs, NULL);
  cl_mem Mems[8] = {0};
  cl_uint *Data = malloc(N * sizeof(cl_uint));
  for (cl_uint A = 0; A < NumArgs && A < 8; ++A) {
    char Type[64];
    clGetKernelArgInfo(K, A, CL_KERNEL_ARG_TYPE_NAME, sizeof Type, Type, NULL);
    if (!strcmp(Type, "uint")) {
      cl_uint V = (cl_uint)N;
      E = clSetKernelArg(K, A, sizeof V, &V);
    } else {
      for (size_t J = 0; J < N; ++J)
        Data[J] = (cl_uint)(J + 1000 * A);
      Mems[A] = clCreateBuffer(C, CL_MEM_COPY_HOST_PTR, N * sizeof(cl_uint),
                               Data, &E);
      E = E ? E : clSetKernelArg(K, A, sizeof Mems[A], &Mems[A]);
    }
    if (E)
      fail("clSetKernelArg", E);
  }
  SHOW(clEnqueueNDRangeKernel(Q, K, Dims, NULL, Global,
                              LocalSpec ? Local : NULL, 0, NULL, NULL));
  for (cl_uint A = 0; A < NumArgs && A < 8; ++A) {
    if (!Mems[A])
      continue;
    clEnqueueReadBuffer(Q, Mems[A], CL_TRUE, 0, N * sizeof(cl_uint), Data, 0,
                        NULL, NULL);
    printf("arg %u:", A);
    for (size_t J = 0; J < N; ++J)
      printf(" %u", Data[J]);
    printf("\n");
  }
  return 0;
}

/* clCreatePipe: one kernel writes i*i for i < 16 into a pipe, a second
 * reads the packets back (in any order) into a buffer; the pipe object
 * keeps its packets between the two launches. */
static int pipes(const char *Dev) {
  cl_context C;
  cl_device_id D;
  cl_command_queue Q = setUp(Dev, &C, &D);
  cl_int E;
  const char *Src =
      "kernel void producer(write_only pipe uint P) {\n"
      "  uint V = get_global_id(0) * get_global_id(0);\n"
      "  write_pipe(P, &V);\n}\n"
      "kernel void consumer(read_only pipe uint P, global uint *Out) {\n"
      "  uint V = 12345;\n"
      "  if (read_pipe(P, &V) != 0) V = 99999;\n"
      "  Out[get_global_id(0)] = V;\n}\n";
  cl_program P = clCreateProgramWithSource(C, 1, &Src, NULL, &E);
  E = clBuildProgram(P, 1, &D, "-cl-std=CL2.0", NULL, NULL);
  if (E) {
    printLog(P, D);
    fail("clBuildProgram", E);
  }
  clCreatePipe(C, 0, 0, 16, NULL, &E);
  printf("clCreatePipe(packet size 0): %s\n", codeName(E));
  clCreatePipe(C, CL_MEM_READ_ONLY, 4, 16, NULL, &E);
  printf("clCreatePipe(read-only): %s\n", codeName(E));
  cl_mem Pipe = clCreatePipe(C, 0, sizeof(cl_uint), 16, NULL, &E);
  printf("clCreatePipe: %s\n", codeName(E));
  cl_uint Packet, Max;
  clGetPipeInfo(Pipe, CL_PIPE_PACKET_SIZE, sizeof Packet, &Packet, NULL);
  clGetPipeInfo(Pipe, CL_PIPE_MAX_PACKETS, sizeof Max, &Max, NULL);
  printf("packet size %u, max packets %u\n", Packet, Max);
  cl_kernel Prod = kernelOf(P, "producer"), Cons = kernelOf(P, "consumer");
  cl_mem Out =
      clCreateBuffer(C, CL_MEM_READ_WRITE, 16 * sizeof(cl_uint), NULL, &E);
  SHOW(clSetKernelArg(Prod, 0, sizeof Pipe, &Pipe));
  SHOW(clSetKernelArg(Cons, 0, sizeof Out, &Out));
  SHOW(clSetKernelArg(Cons, 0, sizeof Pipe, &Pipe));
  clSetKernelArg(Cons, 1, sizeof Out, &Out);
  size_t N = 16;
  SHOW(clEnqueueNDRangeKernel(Q, Prod, 1, NULL, &N, NULL, 0, NULL, NULL));
  SHOW(clEnqueueNDRangeKernel(Q, Cons, 1, NULL, &N, NULL, 0, NULL, NULL));
  cl_uint Data[16];
  clEnqueueReadBuffer(Q, Out, CL_TRUE, 0, sizeof Data, Data, 0, NULL, NULL);
  cl_uint Sum = 0;
  for (int I = 0; I < 16; ++I)
    Sum += Data[I];
  printf("consumed: sum %u\n", Sum);
  return 0;
}

/* A 4x2 RGBA UNORM_INT8 image written from the host, read through a
 * sampler by a kernel that writes half of each texel to a second image,
 * read back; then a fill, a copy to a buffer and a map of the second. */
/* Whether clGetSupportedImageFormats lists \p F for 2D images and \p Flags. */
static int listed(cl_context C, cl_mem_flags Flags, cl_image_format F) {
  cl_image_format All[256];
  cl_uint N = 0;
  clGetSupportedImageFormats(C, Flags, CL_MEM_OBJECT_IMAGE2D, 256, All, &N);
  for (cl_uint I = 0; I < N && I < 256; ++I)
    if (All[I].image_channel_order == F.image_channel_order &&
        All[I].image_channel_data_type == F.image_channel_data_type)
      return 1;
  return 0;
}

/* sRGBA is a read-only format; a fill encodes its linear colour. */
static void srgb(cl_context C, cl_command_queue Q, const cl_image_desc *D) {
  cl_image_format F = {CL_sRGBA, CL_UNORM_INT8};
  printf("sRGBA listed: read-only %d, read-write %d\n",
         listed(C, CL_MEM_READ_ONLY, F), listed(C, CL_MEM_READ_WRITE, F));
  cl_int E;
  clCreateImage(C, CL_MEM_READ_WRITE, &F, D, NULL, &E);
  printf("clCreateImage(sRGBA, read-write): %s\n", codeName(E));
  cl_mem I = clCreateImage(C, CL_MEM_READ_ONLY, &F, D, NULL, &E);
  printf("clCreateImage(sRGBA, read-only): %s\n", codeName(E));
  float Color[4] = {0.5f, 1.0f, 0.0f, 0.5f};
  size_t Origin[3] = {0, 0, 0}, Region[3] = {1, 1, 1};
  unsigned char T[4];
  clEnqueueFillImage(Q, I, Color, Origin, Region, 0, NULL, NULL);
  clEnqueueReadImage(Q, I, CL_TRUE, Origin, Region, 0, 0, T, 0, NULL, NULL);
  printf("sRGBA fill: %u %u %u %u\n", T[0], T[1], T[2], T[3]);
}

static int images(const char *Dev) {
  cl_context C;
  cl_device_id D;
  cl_command_queue Q = setUp(Dev, &C, &D);
  cl_int E;
  cl_bool Images;
  clGetDeviceInfo(D, CL_DEVICE_IMAGE_SUPPORT, sizeof Images, &Images, NULL);
  printf("image support: %u\n", (unsigned)Images);
  const char *Src =
      "kernel void half_of(read_only image2d_t In, write_only image2d_t Out,\n"
      "                    sampler_t S) {\n"
      "  int2 P = (int2)(get_global_id(0), get_global_id(1));\n"
      "  write_imagef(Out, P, read_imagef(In, S, P) * 0.5f);\n}\n";
  cl_program P = clCreateProgramWithSource(C, 1, &Src, NULL, &E);
  E = clBuildProgram(P, 1, &D, "-cl-std=CL2.0", NULL, NULL);
  if (E) {
    printLog(P, D);
    fail("clBuildProgram", E);
  }
  cl_image_format F = {CL_RGBA, CL_UNORM_INT8};
  cl_image_desc Desc = {0};
  Desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  Desc.image_width = 4;
  Desc.image_height = 2;
  cl_mem In = clCreateImage(C, CL_MEM_READ_ONLY, &F, &Desc, NULL, &E);
  cl_mem Out = clCreateImage(C, CL_MEM_READ_WRITE, &F, &Desc, NULL, &E);
  printf("clCreateImage: %s\n", codeName(E));
  cl_image_format Bad = {CL_RGB, CL_FLOAT};
  clCreateImage(C, CL_MEM_READ_ONLY, &Bad, &Desc, NULL, &E);
  printf("clCreateImage(RGB float): %s\n", codeName(E));
  unsigned char Texels[32];
  for (int I = 0; I < 32; ++I)
    Texels[I] = (unsigned char)(I * 8 + 2);
  size_t Origin[3] = {0, 0, 0}, Region[3] = {4, 2, 1};
  SHOW(clEnqueueWriteImage(Q, In, CL_TRUE, Origin, Region, 0, 0, Texels, 0,
                           NULL, NULL));
  cl_sampler_properties Props[] = {CL_SAMPLER_NORMALIZED_COORDS,
                                   CL_FALSE,
                                   CL_SAMPLER_ADDRESSING_MODE,
                                   CL_ADDRESS_CLAMP,
                                   CL_SAMPLER_FILTER_MODE,
                                   CL_FILTER_NEAREST,
                                   0};
  cl_sampler Smp = clCreateSamplerWithProperties(C, Props, &E);
  cl_kernel K = kernelOf(P, "half_of");
  clSetKernelArg(K, 0, sizeof In, &In);
  clSetKernelArg(K, 1, sizeof Out, &Out);
  SHOW(clSetKernelArg(K, 2, sizeof In, &In));
  SHOW(clSetKernelArg(K, 2, sizeof Smp, &Smp));
  size_t G[2] = {4, 2};
  SHOW(clEnqueueNDRangeKernel(Q, K, 2, NULL, G, NULL, 0, NULL, NULL));
  unsigned char Back[32];
  clEnqueueReadImage(Q, Out, CL_TRUE, Origin, Region, 0, 0, Back, 0, NULL,
                     NULL);
  printf("half:");
  for (int I = 0; I < 32; ++I)
    printf(" %u", Back[I]);
  printf("\n");
  float Color[4] = {1.0f, 0.5f, 0.0f, 0.25f};
  size_t FillOrigin[3] = {1, 1, 0}, FillRegion[3] = {2, 1, 1};
  SHOW(
      clEnqueueFillImage(Q, Out, Color, FillOrigin, FillRegion, 0, NULL, NULL));
  cl_mem Buf = clCreateBuffer(C, CL_MEM_READ_WRITE, 32, NULL, &E);
  SHOW(clEnqueueCopyImageToBuffer(Q, Out, Buf, Origin, Region, 0, 0, NULL,
                                  NULL));
  clEnqueueReadBuffer(Q, Buf, CL_TRUE, 0, 32, Back, 0, NULL, NULL);
  printf("after fill, row 1:");
  for (int I = 16; I < 32; ++I)
    printf(" %u", Back[I]);
  printf("\n");
  size_t RowPitch = 0;
  unsigned char *M =
      clEnqueueMapImage(Q, Out, CL_TRUE, CL_MAP_READ, Origin, Region, &RowPitch,
                        NULL, 0, NULL, NULL, &E);
  printf("map: %s, row pitch %zu, first texel %u %u %u %u\n", codeName(E),
         RowPitch, M[0], M[1], M[2], M[3]);
  SHOW(clEnqueueUnmapMemObject(Q, Out, M, 0, NULL, NULL));
  srgb(C, Q, &Desc);
  return 0;
}

int main(int argc, char **argv) {
  /* Errors (standard error) in order with the results. */
  setvbuf(stdout, NULL, _IONBF, 0);
  if (argc >= 2 && !strcmp(argv[1], "list"))
    return list();
  if (argc >= 4 && !strcmp(argv[1], "build"))
    return build(argv[2], argv[3], argc > 4 ? argv[4] : "");
  if (argc >= 6 && !strcmp(argv[1], "run"))
    return run(argv[2], argv[3], argv[4], strtoul(argv[5], NULL, 10),
               argc > 6 ? strtoul(argv[6], NULL, 10) : 0);
  if (argc >= 3 && !strcmp(argv[1], "errors"))
    return errors(argv[2]);
  if (argc >= 6 && !strcmp(argv[1], "binary"))
    return binary(argv[2], argv[3], argv[4], argv[5],
                  argc > 6 ? argv[6] : NULL);
  if (argc >= 3 && !strcmp(argv[1], "link"))
    return link(argv[2]);
  if (argc >= 3 && !strcmp(argv[1], "images"))
    return images(argv[2]);
  if (argc >= 3 && !strcmp(argv[1], "pipes"))
    return pipes(argv[2]);
  if (argc >= 3 && !strcmp(argv[1], "svm"))
    return svm(argv[2]);
  fprintf(
      stderr,
      "usage: icd-host list | build DEVICE FILE [OPTIONS] | "
      "run DEVICE FILE KERNEL N [LOCAL] | errors DEVICE | "
      "link DEVICE | svm DEVICE | binary DEVICE FILE KERNEL GLOBAL [LOCAL] | "
      "pipes DEVICE\n");
  return 1;
}
