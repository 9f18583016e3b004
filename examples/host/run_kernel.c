//===- run_kernel.c - Run one kernel of an AMDCL2 binary ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An OpenCL host program for amdcl2's output: loads a program binary with
/// clCreateProgramWithBinary on the first GPU of the first platform that has
/// one, builds it, runs the named kernel `kernel void K(global uint *data)`
/// on N work-items with data[i] = i, and prints the buffer afterwards.
///
///   run_kernel FILE.clo KERNEL [N]
///
/// Exit status: 0 when the kernel ran, 1 on an error (command line, file,
/// an OpenCL call, the build), 2 when there is no OpenCL platform or no GPU.
///
//===----------------------------------------------------------------------===//

#include <CL/cl.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ExitOK = 0, ExitError = 1, ExitNoDevice = 2 };

/// cl_khr_icd's CL_PLATFORM_NOT_FOUND_KHR: what an ICD loader returns when
/// no vendor driver is installed.
#define PLATFORM_NOT_FOUND_KHR (-1001)

static const char *ToolName = "run_kernel";

static const char *errorName(cl_int Err) {
  switch (Err) {
  case CL_DEVICE_NOT_FOUND:
    return "CL_DEVICE_NOT_FOUND";
  case CL_OUT_OF_RESOURCES:
    return "CL_OUT_OF_RESOURCES";
  case CL_OUT_OF_HOST_MEMORY:
    return "CL_OUT_OF_HOST_MEMORY";
  case CL_BUILD_PROGRAM_FAILURE:
    return "CL_BUILD_PROGRAM_FAILURE";
  case CL_INVALID_VALUE:
    return "CL_INVALID_VALUE";
  case CL_INVALID_BINARY:
    return "CL_INVALID_BINARY";
  case CL_INVALID_PROGRAM_EXECUTABLE:
    return "CL_INVALID_PROGRAM_EXECUTABLE";
  case CL_INVALID_KERNEL_NAME:
    return "CL_INVALID_KERNEL_NAME";
  case CL_INVALID_KERNEL_ARGS:
    return "CL_INVALID_KERNEL_ARGS";
  case CL_INVALID_ARG_SIZE:
    return "CL_INVALID_ARG_SIZE";
  case CL_INVALID_WORK_GROUP_SIZE:
    return "CL_INVALID_WORK_GROUP_SIZE";
  case PLATFORM_NOT_FOUND_KHR:
    return "CL_PLATFORM_NOT_FOUND_KHR";
  default:
    return "OpenCL error";
  }
}

/// Prints `run_kernel: error: WHAT: NAME (CODE)` and returns ExitError.
static int clFailed(const char *What, cl_int Err) {
  fprintf(stderr, "%s: error: %s: %s (%d)\n", ToolName, What, errorName(Err),
          (int)Err);
  return ExitError;
}

/// Reads all of \p Path into a malloc'ed buffer; NULL after printing an
/// error. An AMDCL2 binary is an ELF file: anything else is refused here, as
/// a driver would only say CL_INVALID_BINARY.
static unsigned char *readBinary(const char *Path, size_t *Size) {
  FILE *F = fopen(Path, "rb");
  if (!F) {
    fprintf(stderr, "%s: error: '%s': %s\n", ToolName, Path, strerror(errno));
    return NULL;
  }
  size_t Capacity = 1 << 16, Length = 0;
  unsigned char *Data = malloc(Capacity);
  while (Data) {
    Length += fread(Data + Length, 1, Capacity - Length, F);
    if (Length < Capacity)
      break;
    Capacity *= 2;
    unsigned char *Bigger = realloc(Data, Capacity);
    if (!Bigger)
      free(Data);
    Data = Bigger;
  }
  int ReadError = ferror(F);
  fclose(F);
  if (!Data) {
    fprintf(stderr, "%s: error: '%s': out of memory\n", ToolName, Path);
    return NULL;
  }
  if (ReadError) {
    fprintf(stderr, "%s: error: '%s': read error\n", ToolName, Path);
    free(Data);
    return NULL;
  }
  if (Length < 4 || memcmp(Data, "\177ELF", 4) != 0) {
    fprintf(stderr, "%s: error: '%s': not an AMDCL2 binary (no ELF header)\n",
            ToolName, Path);
    free(Data);
    return NULL;
  }
  *Size = Length;
  return Data;
}

/// The first GPU of the first platform that has one, or ExitNoDevice.
static int findGPU(cl_device_id *Device) {
  cl_uint NumPlatforms = 0;
  cl_int Err = clGetPlatformIDs(0, NULL, &NumPlatforms);
  if (Err == PLATFORM_NOT_FOUND_KHR || (Err == CL_SUCCESS && !NumPlatforms)) {
    fprintf(stderr, "%s: no OpenCL platform (no OpenCL driver is installed)\n",
            ToolName);
    return ExitNoDevice;
  }
  if (Err != CL_SUCCESS)
    return clFailed("clGetPlatformIDs", Err);
  cl_platform_id *Platforms = malloc(NumPlatforms * sizeof(cl_platform_id));
  if (!Platforms)
    return clFailed("clGetPlatformIDs", CL_OUT_OF_HOST_MEMORY);
  Err = clGetPlatformIDs(NumPlatforms, Platforms, NULL);
  int Result = ExitNoDevice;
  for (cl_uint I = 0; Err == CL_SUCCESS && I < NumPlatforms; ++I) {
    if (clGetDeviceIDs(Platforms[I], CL_DEVICE_TYPE_GPU, 1, Device, NULL) ==
        CL_SUCCESS) {
      Result = ExitOK;
      break;
    }
  }
  free(Platforms);
  if (Err != CL_SUCCESS)
    return clFailed("clGetPlatformIDs", Err);
  if (Result == ExitNoDevice)
    fprintf(stderr, "%s: no OpenCL GPU device on %u platform(s)\n", ToolName,
            (unsigned)NumPlatforms);
  return Result;
}

/// Prints the device and its driver version: the "Driver version" of clinfo,
/// from which --amdcl2-driver is chosen (docs/UserGuide.md, "Install").
static void printDevice(cl_device_id Device) {
  char Name[256] = "", Driver[256] = "";
  clGetDeviceInfo(Device, CL_DEVICE_NAME, sizeof(Name) - 1, Name, NULL);
  clGetDeviceInfo(Device, CL_DRIVER_VERSION, sizeof(Driver) - 1, Driver, NULL);
  printf("device: %s, driver %s\n", Name, Driver);
}

/// Prints the build log of \p Program for \p Device.
static void printBuildLog(cl_program Program, cl_device_id Device) {
  size_t Size = 0;
  if (clGetProgramBuildInfo(Program, Device, CL_PROGRAM_BUILD_LOG, 0, NULL,
                            &Size) != CL_SUCCESS ||
      Size < 2)
    return;
  char *Log = malloc(Size);
  if (Log && clGetProgramBuildInfo(Program, Device, CL_PROGRAM_BUILD_LOG, Size,
                                   Log, NULL) == CL_SUCCESS)
    fprintf(stderr, "%s: build log:\n%s\n", ToolName, Log);
  free(Log);
}

/// Loads, builds and runs; returns the exit status.
static int run(const char *Path, const char *KernelName, cl_uint N,
               const unsigned char *Binary, size_t BinarySize) {
  cl_device_id Device;
  int Result = findGPU(&Device);
  if (Result != ExitOK)
    return Result;
  printDevice(Device);

  cl_context Context = NULL;
  cl_command_queue Queue = NULL;
  cl_program Program = NULL;
  cl_kernel Kernel = NULL;
  cl_mem Buffer = NULL;
  cl_uint *Data = malloc(N * sizeof(cl_uint));
  cl_int Err = CL_SUCCESS, BinaryStatus = CL_SUCCESS;
  size_t GlobalSize = N;
  Result = ExitError;
  if (!Data) {
    clFailed("malloc", CL_OUT_OF_HOST_MEMORY);
    goto Cleanup;
  }
  for (cl_uint I = 0; I < N; ++I)
    Data[I] = I;

  Context = clCreateContext(NULL, 1, &Device, NULL, NULL, &Err);
  if (Err != CL_SUCCESS) {
    clFailed("clCreateContext", Err);
    goto Cleanup;
  }
  Queue = clCreateCommandQueue(Context, Device, 0, &Err);
  if (Err != CL_SUCCESS) {
    clFailed("clCreateCommandQueue", Err);
    goto Cleanup;
  }
  Program = clCreateProgramWithBinary(Context, 1, &Device, &BinarySize, &Binary,
                                      &BinaryStatus, &Err);
  if (Err != CL_SUCCESS) {
    // CL_INVALID_BINARY: not for this GPU, or a format this driver does not
    // read (--amdcl2-driver).
    cl_int Why = BinaryStatus != CL_SUCCESS ? BinaryStatus : Err;
    fprintf(stderr, "%s: error: '%s': clCreateProgramWithBinary: %s (%d)\n",
            ToolName, Path, errorName(Why), (int)Why);
    goto Cleanup;
  }
  Err = clBuildProgram(Program, 1, &Device, "", NULL, NULL);
  if (Err != CL_SUCCESS) {
    clFailed("clBuildProgram", Err);
    printBuildLog(Program, Device);
    goto Cleanup;
  }
  Kernel = clCreateKernel(Program, KernelName, &Err);
  if (Err == CL_INVALID_KERNEL_NAME) {
    fprintf(stderr, "%s: error: '%s' has no kernel '%s'\n", ToolName, Path,
            KernelName);
    goto Cleanup;
  }
  if (Err != CL_SUCCESS) {
    clFailed("clCreateKernel", Err);
    goto Cleanup;
  }
  Buffer = clCreateBuffer(Context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                          N * sizeof(cl_uint), Data, &Err);
  if (Err != CL_SUCCESS) {
    clFailed("clCreateBuffer", Err);
    goto Cleanup;
  }
  Err = clSetKernelArg(Kernel, 0, sizeof(cl_mem), &Buffer);
  if (Err != CL_SUCCESS) {
    // CL_INVALID_ARG_INDEX or _SIZE: the kernel takes no `global uint *`.
    clFailed("clSetKernelArg (the kernel must take one global uint *)", Err);
    goto Cleanup;
  }
  Err = clEnqueueNDRangeKernel(Queue, Kernel, 1, NULL, &GlobalSize, NULL, 0,
                               NULL, NULL);
  if (Err != CL_SUCCESS) {
    clFailed("clEnqueueNDRangeKernel", Err);
    goto Cleanup;
  }
  Err = clEnqueueReadBuffer(Queue, Buffer, CL_TRUE, 0, N * sizeof(cl_uint),
                            Data, 0, NULL, NULL);
  if (Err != CL_SUCCESS) {
    clFailed("clEnqueueReadBuffer", Err);
    goto Cleanup;
  }
  printf("%s:", KernelName);
  for (cl_uint I = 0; I < N; ++I)
    printf(" %u", (unsigned)Data[I]);
  printf("\n");
  Result = ExitOK;

Cleanup:
  if (Buffer)
    clReleaseMemObject(Buffer);
  if (Kernel)
    clReleaseKernel(Kernel);
  if (Program)
    clReleaseProgram(Program);
  if (Queue)
    clReleaseCommandQueue(Queue);
  if (Context)
    clReleaseContext(Context);
  free(Data);
  return Result;
}

int main(int argc, char **argv) {
  if (argc < 3 || argc > 4) {
    fprintf(stderr,
            "usage: %s FILE.clo KERNEL [N]\n"
            "  runs `kernel void KERNEL(global uint *data)` on N work-items "
            "(default 16,\n  at most 1048576) with data[i] = i and prints "
            "data\n",
            ToolName);
    return ExitError;
  }
  cl_uint N = 16;
  if (argc == 4) {
    char *End;
    errno = 0;
    unsigned long Value = strtoul(argv[3], &End, 10);
    if (errno || *End || End == argv[3] || Value < 1 || Value > (1u << 20)) {
      fprintf(stderr, "%s: error: N is '%s'; it must be 1 to 1048576\n",
              ToolName, argv[3]);
      return ExitError;
    }
    N = (cl_uint)Value;
  }
  size_t Size = 0;
  unsigned char *Binary = readBinary(argv[1], &Size);
  if (!Binary)
    return ExitError;
  int Result = run(argv[1], argv[2], N, Binary, Size);
  free(Binary);
  return Result;
}
