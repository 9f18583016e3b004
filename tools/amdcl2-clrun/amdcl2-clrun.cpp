//===- amdcl2-clrun.cpp - Run an OpenCL C kernel on an OpenCL platform ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The other side of the differential tests: builds an OpenCL C source with
/// an installed OpenCL platform (PoCL, a CPU implementation nobody here
/// wrote) and runs one kernel with the arguments amdcl2-run takes, parsed by
/// the same code, so both sides get byte-identical inputs. Buffer argument N
/// is written to DIR/argN.bin, as amdcl2-run does. Exit status: 0 ran, 1 an
/// error, 2 no such platform or device.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Emulator/Emulator.h"
#include "amdcl2/Version.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include <CL/cl.h>

using namespace llvm;
using namespace amdcl2;

static cl::OptionCategory Cat("amdcl2-clrun options");
static cl::opt<std::string> Input(cl::Positional, cl::Required,
                                  cl::desc("<OpenCL C source>"), cl::cat(Cat));
static cl::opt<std::string> KernelName("kernel", cl::Required,
                                       cl::desc("The kernel to run"),
                                       cl::value_desc("name"), cl::cat(Cat));
static cl::opt<std::string> Global("global", cl::Required,
                                   cl::desc("Global size X[,Y[,Z]]"),
                                   cl::value_desc("sizes"), cl::cat(Cat));
static cl::opt<std::string> Local("local",
                                  cl::desc("Work-group size X[,Y[,Z]]"),
                                  cl::value_desc("sizes"), cl::cat(Cat));
static cl::opt<std::string> Offset("offset",
                                   cl::desc("Global offset X[,Y[,Z]]"),
                                   cl::value_desc("offsets"), cl::cat(Cat));
static cl::list<std::string>
    Args("arg",
         cl::desc("A kernel argument, as amdcl2-run takes it: scalars, "
                  "buf:BYTES[:random=SEED], buf:@FILE, local:BYTES"),
         cl::value_desc("spec"), cl::cat(Cat));
static cl::opt<std::string> OutDir("out",
                                   cl::desc("Write buffer argument N to "
                                            "DIR/argN.bin"),
                                   cl::value_desc("dir"), cl::cat(Cat));
static cl::opt<std::string> BuildOptions("build-options",
                                         cl::desc("clBuildProgram options"),
                                         cl::value_desc("options"),
                                         cl::cat(Cat));
static cl::opt<std::string>
    Platform("platform",
             cl::desc("A substring of the platform's name (default: "
                      "Portable Computing Language, PoCL)"),
             cl::init("Portable Computing Language"), cl::cat(Cat));

static int fail(const Twine &Msg, int Status = 1) {
  WithColor::error(errs(), "amdcl2-clrun") << "'" << Input << "': " << Msg
                                           << "\n";
  return Status;
}

static std::string clError(StringRef Call, cl_int Err) {
  return (Call + " failed (" + Twine(Err) + ")").str();
}

/// X[,Y[,Z]] as amdcl2-run parses it, into OpenCL's size_t array.
static bool parseDims(StringRef S, size_t Out[3], cl_uint &Dims) {
  std::array<uint64_t, 3> V = {Out[0], Out[1], Out[2]};
  unsigned N = 0;
  if (!emu::parseWorkSizes(S, V, N))
    return false;
  std::copy(V.begin(), V.end(), Out);
  Dims = N;
  return true;
}

/// The first device of the first platform whose name contains --platform.
static Expected<cl_device_id> findDevice() {
  cl_uint N = 0;
  if (clGetPlatformIDs(0, nullptr, &N) != CL_SUCCESS || N == 0)
    return createStringError("no OpenCL platform");
  std::vector<cl_platform_id> Ps(N);
  clGetPlatformIDs(N, Ps.data(), nullptr);
  for (cl_platform_id P : Ps) {
    char Name[256] = {};
    clGetPlatformInfo(P, CL_PLATFORM_NAME, sizeof(Name) - 1, Name, nullptr);
    if (!StringRef(Name).contains(Platform))
      continue;
    cl_device_id D;
    if (clGetDeviceIDs(P, CL_DEVICE_TYPE_ALL, 1, &D, nullptr) == CL_SUCCESS)
      return D;
  }
  return createStringError("no OpenCL platform named '" + Platform +
                           "' with a device");
}

/// Owns the OpenCL objects of one run.
struct Session {
  cl_context Ctx = nullptr;
  cl_command_queue Queue = nullptr;
  cl_program Prog = nullptr;
  cl_kernel Kernel = nullptr;
  std::vector<cl_mem> Mems;
  ~Session() {
    for (cl_mem M : Mems)
      clReleaseMemObject(M);
    if (Kernel)
      clReleaseKernel(Kernel);
    if (Prog)
      clReleaseProgram(Prog);
    if (Queue)
      clReleaseCommandQueue(Queue);
    if (Ctx)
      clReleaseContext(Ctx);
  }
};

static Error build(Session &S, cl_device_id Dev, StringRef Source) {
  const char *Text = Source.data();
  size_t Len = Source.size();
  cl_int Err;
  S.Prog = clCreateProgramWithSource(S.Ctx, 1, &Text, &Len, &Err);
  if (!S.Prog)
    return createStringError(clError("clCreateProgramWithSource", Err));
  Err = clBuildProgram(S.Prog, 1, &Dev, BuildOptions.c_str(), nullptr,
                       nullptr);
  if (Err != CL_SUCCESS) {
    size_t LogLen = 0;
    clGetProgramBuildInfo(S.Prog, Dev, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                          &LogLen);
    std::string Log(LogLen, '\0');
    clGetProgramBuildInfo(S.Prog, Dev, CL_PROGRAM_BUILD_LOG, LogLen,
                          Log.data(), nullptr);
    return createStringError(clError("clBuildProgram", Err) + ":\n" +
                             StringRef(Log).rtrim('\0').str());
  }
  S.Kernel = clCreateKernel(S.Prog, KernelName.c_str(), &Err);
  if (!S.Kernel)
    return createStringError(clError("clCreateKernel", Err) + ": no kernel '" +
                             KernelName + "'");
  return Error::success();
}

/// Sets argument \p Index from \p A; buffers are created in \p S.
static Error setArg(Session &S, unsigned Index, const emu::ArgValue &A) {
  cl_int Err = CL_SUCCESS;
  switch (A.Kind) {
  case emu::ArgValue::Scalar: {
    // A 3-vector is passed in the size of a 4-vector (OpenCL 6.1.5).
    std::vector<uint8_t> Bytes = A.Bytes;
    if (A.Elems == 3)
      Bytes.resize(Bytes.size() / 3 * 4, 0);
    Err = clSetKernelArg(S.Kernel, Index, Bytes.size(), Bytes.data());
    break;
  }
  case emu::ArgValue::Buffer: {
    // A zero-sized buffer is not allowed: give it one byte nobody reads.
    std::vector<uint8_t> Bytes = A.Bytes;
    if (Bytes.empty())
      Bytes.push_back(0);
    cl_mem M = clCreateBuffer(S.Ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                              Bytes.size(), Bytes.data(), &Err);
    if (!M)
      return createStringError(clError("clCreateBuffer", Err));
    S.Mems.push_back(M);
    Err = clSetKernelArg(S.Kernel, Index, sizeof(cl_mem), &M);
    break;
  }
  case emu::ArgValue::Local:
    Err = clSetKernelArg(S.Kernel, Index, A.LocalBytes, nullptr);
    break;
  default:
    return createStringError("argument " + Twine(Index) + " '" + A.Spec +
                             "': amdcl2-clrun passes scalars, buffers and "
                             "local memory only");
  }
  if (Err != CL_SUCCESS)
    return createStringError("argument " + Twine(Index) + " '" + A.Spec +
                             "': " + clError("clSetKernelArg", Err));
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::SetVersionPrinter(
      [](raw_ostream &OS) { printToolVersion(OS, "amdcl2-clrun"); });
  cl::ParseCommandLineOptions(argc, argv,
                              "run an OpenCL C kernel on an OpenCL platform\n");
  auto Source = MemoryBuffer::getFileOrSTDIN(Input, /*IsText=*/true);
  if (!Source)
    return fail(Source.getError().message());
  size_t G[3] = {1, 1, 1}, L[3] = {1, 1, 1}, O[3] = {0, 0, 0};
  cl_uint Dims = 0, LDims = 0, ODims = 0;
  if (!parseDims(Global, G, Dims))
    return fail("bad --global '" + Global + "' (expected X[,Y[,Z]])");
  if (!Local.empty() && (!parseDims(Local, L, LDims) || LDims != Dims))
    return fail("bad --local '" + Local + "' (expected " + Twine(Dims) +
                " sizes, as --global)");
  if (!Offset.empty() && (!parseDims(Offset, O, ODims) || ODims != Dims))
    return fail("bad --offset '" + Offset + "'");
  std::vector<emu::ArgValue> Values;
  for (const std::string &Spec : Args) {
    auto A = emu::parseArgSpec(Spec);
    if (!A)
      return fail(toString(A.takeError()));
    Values.push_back(std::move(*A));
  }
  Expected<cl_device_id> Dev = findDevice();
  if (!Dev)
    return fail(toString(Dev.takeError()), 2);
  Session S;
  cl_int Err;
  S.Ctx = clCreateContext(nullptr, 1, &*Dev, nullptr, nullptr, &Err);
  if (!S.Ctx)
    return fail(clError("clCreateContext", Err));
  S.Queue = clCreateCommandQueue(S.Ctx, *Dev, 0, &Err);
  if (!S.Queue)
    return fail(clError("clCreateCommandQueue", Err));
  if (Error E = build(S, *Dev, (*Source)->getBuffer()))
    return fail(toString(std::move(E)));
  for (auto [I, A] : enumerate(Values))
    if (Error E = setArg(S, I, A))
      return fail(toString(std::move(E)));
  Err = clEnqueueNDRangeKernel(S.Queue, S.Kernel, Dims, ODims ? O : nullptr,
                               G, LDims ? L : nullptr, 0, nullptr, nullptr);
  if (Err != CL_SUCCESS)
    return fail(clError("clEnqueueNDRangeKernel", Err));
  if (Err = clFinish(S.Queue); Err != CL_SUCCESS)
    return fail(clError("clFinish", Err));
  if (OutDir.empty())
    return 0;
  unsigned M = 0;
  for (auto [I, A] : enumerate(Values)) {
    if (A.Kind != emu::ArgValue::Buffer)
      continue;
    std::vector<uint8_t> Bytes(std::max<size_t>(A.Bytes.size(), 1));
    Err = clEnqueueReadBuffer(S.Queue, S.Mems[M++], CL_TRUE, 0, Bytes.size(),
                              Bytes.data(), 0, nullptr, nullptr);
    if (Err != CL_SUCCESS)
      return fail(clError("clEnqueueReadBuffer", Err));
    Bytes.resize(A.Bytes.size());
    if (Error E = emu::writeArgFile(OutDir, I, Bytes))
      return fail(toString(std::move(E)));
  }
  return 0;
}
