/*===- enqueue_svm.c - Device-side enqueue over shared virtual memory -----===
 *
 * Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
 *
 *===----------------------------------------------------------------------===
 *
 * An OpenCL 2.0 host program (README.md): it builds the kernels below from
 * source on the first OpenCL 2.0 GPU, builds a binary tree in SVM memory
 * with host pointers, and runs one work-item of `sum_tree`, which enqueues a
 * kernel per child level on the device's default queue; each node ends up
 * holding the sum of its subtree. The host checks every node against its
 * own sum and prints the root's.
 *
 *   enqueue_svm [DEPTH [DEVICE]]   (DEPTH 1 to 12, default 6; DEVICE a
 *                                   CL_DEVICE_NAME, default the first)
 *
 * Exit status: 0 all nodes right, 1 an error or a wrong node, 2 no OpenCL
 * 2.0 GPU.
 *===----------------------------------------------------------------------===*/

#define CL_TARGET_OPENCL_VERSION 200
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node {
  struct Node *Left, *Right;
  cl_ulong Value, Sum;
} Node;

/* Level L of the tree is enqueued from level L + 1 upwards: the kernel for
 * the deepest level runs first, each one enqueues the level above it when
 * done (CLK_ENQUEUE_FLAGS_WAIT_KERNEL), so a node's children are summed
 * before it. */
static const char *Source =
    "typedef struct Node { global struct Node *Left, *Right;\n"
    "                      ulong Value, Sum; } Node;\n"
    "kernel void sum_level(global Node *Nodes, uint First, uint Level) {\n"
    "  global Node *N = &Nodes[First + get_global_id(0)];\n"
    "  N->Sum = N->Value + (N->Left ? N->Left->Sum + N->Right->Sum : 0);\n"
    "  if (get_global_id(0) == 0 && Level > 0) {\n"
    "    uint Up = (1u << (Level - 1)) - 1;\n"
    "    enqueue_kernel(get_default_queue(),\n"
    "                   CLK_ENQUEUE_FLAGS_WAIT_KERNEL,\n"
    "                   ndrange_1D(1u << (Level - 1)),\n"
    "                   ^{ sum_level(Nodes, Up, Level - 1); });\n"
    "  }\n"
    "}\n"
    "kernel void sum_tree(global Node *Nodes, uint Depth) {\n"
    "  uint Last = Depth - 1;\n"
    "  enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT,\n"
    "                 ndrange_1D(1u << Last),\n"
    "                 ^{ sum_level(Nodes, (1u << Last) - 1, Last); });\n"
    "}\n";

static const char *ToolName = "enqueue_svm";

static void check(cl_int E, const char *What) {
  if (E != CL_SUCCESS) {
    fprintf(stderr, "%s: error: %s: %d\n", ToolName, What, E);
    exit(1);
  }
}

/* The first GPU of any platform whose version is OpenCL 2.0 or later, or
 * the first named \p Want. */
static cl_device_id findDevice(const char *Want) {
  cl_platform_id Platforms[8];
  cl_uint N = 0;
  if (clGetPlatformIDs(8, Platforms, &N) != CL_SUCCESS || N == 0) {
    fprintf(stderr, "%s: no OpenCL platform\n", ToolName);
    exit(2);
  }
  for (cl_uint I = 0; I < N && I < 8; ++I) {
    cl_device_id Devs[16];
    cl_uint ND = 0;
    if (clGetDeviceIDs(Platforms[I], CL_DEVICE_TYPE_GPU, 16, Devs, &ND) !=
        CL_SUCCESS)
      continue;
    for (cl_uint J = 0; J < ND && J < 16; ++J) {
      char Version[128], Name[128];
      if (clGetDeviceInfo(Devs[J], CL_DEVICE_VERSION, sizeof Version, Version,
                          NULL) != CL_SUCCESS ||
          clGetDeviceInfo(Devs[J], CL_DEVICE_NAME, sizeof Name, Name, NULL) !=
              CL_SUCCESS ||
          strncmp(Version, "OpenCL 1.", 9) == 0)
        continue;
      if (!Want || !strcmp(Want, Name))
        return Devs[J];
    }
  }
  fprintf(stderr, "%s: no OpenCL 2.0 GPU%s%s\n", ToolName,
          Want ? " named " : "", Want ? Want : "");
  exit(2);
}

/* The host's own sum of the subtree at \p N. */
static cl_ulong hostSum(const Node *N) {
  return N ? N->Value + hostSum(N->Left) + hostSum(N->Right) : 0;
}

int main(int argc, char **argv) {
  unsigned Depth = argc > 1 ? (unsigned)atoi(argv[1]) : 6;
  if (Depth < 1 || Depth > 12) {
    fprintf(stderr, "%s: error: DEPTH must be 1 to 12\n", ToolName);
    return 1;
  }
  cl_device_id D = findDevice(argc > 2 ? argv[2] : NULL);
  char Name[128];
  clGetDeviceInfo(D, CL_DEVICE_NAME, sizeof Name, Name, NULL);
  cl_int E;
  cl_context C = clCreateContext(NULL, 1, &D, NULL, NULL, &E);
  check(E, "clCreateContext");
  cl_command_queue Q = clCreateCommandQueueWithProperties(C, D, NULL, &E);
  check(E, "clCreateCommandQueueWithProperties");
  cl_queue_properties DeviceProps[] = {CL_QUEUE_PROPERTIES,
                                       CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE |
                                           CL_QUEUE_ON_DEVICE |
                                           CL_QUEUE_ON_DEVICE_DEFAULT,
                                       0};
  cl_command_queue DQ =
      clCreateCommandQueueWithProperties(C, D, DeviceProps, &E);
  check(E, "clCreateCommandQueueWithProperties (device queue)");
  cl_program P = clCreateProgramWithSource(C, 1, &Source, NULL, &E);
  check(E, "clCreateProgramWithSource");
  E = clBuildProgram(P, 1, &D, "-cl-std=CL2.0", NULL, NULL);
  if (E != CL_SUCCESS) {
    char Log[8192] = "";
    clGetProgramBuildInfo(P, D, CL_PROGRAM_BUILD_LOG, sizeof Log, Log, NULL);
    fprintf(stderr, "%s", Log);
    check(E, "clBuildProgram");
  }
  cl_kernel K = clCreateKernel(P, "sum_tree", &E);
  check(E, "clCreateKernel");

  /* Node I's children are 2I+1 and 2I+2; levels are stored one after the
   * other, level L from index 2^L - 1. */
  size_t Count = ((size_t)1 << Depth) - 1;
  Node *Nodes = clSVMAlloc(C, CL_MEM_READ_WRITE | CL_MEM_SVM_FINE_GRAIN_BUFFER,
                           Count * sizeof(Node), 0);
  if (!Nodes)
    check(CL_OUT_OF_RESOURCES, "clSVMAlloc");
  for (size_t I = 0; I < Count; ++I) {
    Nodes[I].Value = I * 7 + 1;
    Nodes[I].Sum = 0;
    Nodes[I].Left = 2 * I + 1 < Count ? &Nodes[2 * I + 1] : NULL;
    Nodes[I].Right = 2 * I + 2 < Count ? &Nodes[2 * I + 2] : NULL;
  }
  cl_uint DepthArg = Depth;
  check(clSetKernelArgSVMPointer(K, 0, Nodes), "clSetKernelArgSVMPointer");
  check(clSetKernelArg(K, 1, sizeof DepthArg, &DepthArg), "clSetKernelArg");
  size_t One = 1;
  check(clEnqueueNDRangeKernel(Q, K, 1, NULL, &One, &One, 0, NULL, NULL),
        "clEnqueueNDRangeKernel");
  check(clFinish(Q), "clFinish");

  int Wrong = 0;
  for (size_t I = 0; I < Count; ++I)
    if (Nodes[I].Sum != hostSum(&Nodes[I])) {
      if (!Wrong)
        fprintf(stderr, "%s: node %zu holds %llu, the host sums %llu\n",
                ToolName, I, (unsigned long long)Nodes[I].Sum,
                (unsigned long long)hostSum(&Nodes[I]));
      ++Wrong;
    }
  printf("device: %s\n", Name);
  printf("tree of depth %u, %zu nodes: root sum %llu, %d wrong\n", Depth, Count,
         (unsigned long long)Nodes[0].Sum, Wrong);
  clSVMFree(C, Nodes);
  clReleaseKernel(K);
  clReleaseProgram(P);
  clReleaseCommandQueue(DQ);
  clReleaseCommandQueue(Q);
  clReleaseContext(C);
  return Wrong ? 1 : 0;
}
