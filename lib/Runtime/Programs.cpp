//===- Programs.cpp - Programs from source and from binaries --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A program holds, per device, an AMDCL2 binary: built from its source by
/// clBuildProgram (Compile.h) or given to clCreateProgramWithBinary (ours or
/// AMD's), and read back with lib/Binary's reader for its kernels' records.
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "Compile.h"
#include "DeviceFacts.h"
#include "Objects.h"
#include "amdcl2/Binary/AMDCL2Format.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace amdcl2;
using namespace amdcl2::rt;

/// Reads \p B.Binary; false if it is not an AMDCL2 binary for \p Dev.
static bool readBinary(_cl_program::PerDevice &B, cl_device_id Dev) {
  Expected<AMDCL2Binary> Bin = AMDCL2Binary::create(
      MemoryBufferRef(StringRef(B.Binary.data(), B.Binary.size()), "binary"));
  if (!Bin) {
    B.Log += "error: " + toString(Bin.takeError()) + "\n";
    return false;
  }
  if (!Bin->GPU || Bin->GPU->LLVMName != Dev->GPU->LLVMName) {
    B.Log += "error: the binary is for " +
             (Bin->DeviceName.empty() ? std::string("an unknown GPU")
                                      : Bin->DeviceName) +
             ", not " + Dev->Facts->Name.str() + "\n";
    return false;
  }
  if (Bin->Is64 != DeviceFacts::HostIs64) {
    B.Log += std::string("error: the binary is a ") +
             (Bin->Is64 ? "64" : "32") + "-bit program, and this process " +
             (DeviceFacts::HostIs64 ? "64" : "32") +
             "-bit: AMD's runtime builds and runs a process's programs with "
             "its own pointer size\n";
    return false;
  }
  B.Parsed = std::make_unique<AMDCL2Binary>(std::move(*Bin));
  B.GlobalVariableBytes = 0;
  if (B.Parsed->Inner)
    for (const ELFSection &S : B.Parsed->Inner->Sections)
      if (S.Name == cl2::SecHSADataGlobal || S.Name == cl2::SecHSABssGlobal)
        B.GlobalVariableBytes += S.Size;
  B.Kernels.clear();
  for (const AMDCL2Kernel &K : B.Parsed->Kernels)
    B.Kernels.push_back(kernelInfoFromBinary(*B.Parsed, K));
  return true;
}

/// The binary type of what clCompileProgram and -create-library make
/// (Compile.h), CL_PROGRAM_BINARY_TYPE_NONE for anything else.
static cl_program_binary_type objectType(const std::vector<char> &B) {
  if (B.size() <= ObjectTagBytes)
    return CL_PROGRAM_BINARY_TYPE_NONE;
  if (!std::memcmp(B.data(), ObjectTag, ObjectTagBytes))
    return CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT;
  if (!std::memcmp(B.data(), LibraryTag, ObjectTagBytes))
    return CL_PROGRAM_BINARY_TYPE_LIBRARY;
  return CL_PROGRAM_BINARY_TYPE_NONE;
}
static bool isBitcode(const std::vector<char> &B) {
  return objectType(B) != CL_PROGRAM_BINARY_TYPE_NONE;
}

static cl_program makeProgram(cl_context C, std::vector<cl_device_id> Devs) {
  _cl_program *P = makeObject<_cl_program>();
  P->Context = C;
  ++C->Refs;
  P->Devices = std::move(Devs);
  P->Builds.resize(P->Devices.size());
  return P;
}

/// The index of \p Dev in \p P's devices, or -1.
static int deviceIndex(cl_program P, cl_device_id Dev) {
  for (size_t I = 0; I < P->Devices.size(); ++I)
    if (P->Devices[I] == Dev)
      return I;
  return -1;
}

static void unloadBuild(cl_program P, _cl_program::PerDevice &B) {
  if (B.Parsed)
    P->Context->GPU.unload(*B.Parsed);
  B.Parsed.reset();
  B.Kernels.clear();
}

/// Links \p Objects into \p P's build for device \p I: an executable, or
/// a library with -create-library. \p Failure is the code of a failed
/// link.
static cl_int linkFor(cl_program P, size_t I, ArrayRef<std::string> Objects,
                      StringRef Options, cl_int Failure) {
  _cl_program::PerDevice &B = P->Builds[I];
  unloadBuild(P, B);
  B.Options = Options.str();
  bool Library = false;
  CompileResult R = linkObjects(Objects, Options, *P->Devices[I]->GPU, Library);
  B.Log = R.Log;
  B.Binary = R.Binary;
  B.Status = CL_BUILD_ERROR;
  if (!R.OptionsValid)
    return CL_INVALID_LINKER_OPTIONS;
  if (!R.Built)
    return Failure;
  if (Library) {
    B.BinaryType = CL_PROGRAM_BINARY_TYPE_LIBRARY;
  } else {
    if (!readBinary(B, P->Devices[I])) {
      B.Binary.clear();
      return Failure;
    }
    B.BinaryType = CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
  }
  B.Status = CL_BUILD_SUCCESS;
  return CL_SUCCESS;
}

static cl_int buildFor(cl_program P, size_t I, StringRef Options) {
  _cl_program::PerDevice &B = P->Builds[I];
  B.Options = Options.str();
  if (P->Source.empty() && isBitcode(B.Binary)) // a compiled object
    return linkFor(P, I, {std::string(B.Binary.begin(), B.Binary.end())},
                   Options, CL_BUILD_PROGRAM_FAILURE);
  if (P->Source.empty()) { // from a binary: nothing to compile
    B.Status = B.Parsed ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    return B.Parsed ? CL_SUCCESS : CL_INVALID_BINARY;
  }
  unloadBuild(P, B);
  B.Log.clear();
  CompileResult R = compileSource(P->Source, Options, *P->Devices[I]->GPU);
  B.Log = R.Log;
  if (!R.OptionsValid) {
    B.Status = CL_BUILD_ERROR;
    return CL_INVALID_BUILD_OPTIONS;
  }
  B.Binary = R.Binary;
  if (!R.Built || !readBinary(B, P->Devices[I])) {
    B.Status = CL_BUILD_ERROR;
    B.Binary.clear();
    return CL_BUILD_PROGRAM_FAILURE;
  }
  B.Status = CL_BUILD_SUCCESS;
  B.BinaryType = CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
  return CL_SUCCESS;
}

namespace amdcl2 {
namespace rt {

void releaseProgram(cl_program P) {
  if (--P->Refs)
    return;
  for (_cl_program::PerDevice &B : P->Builds)
    unloadBuild(P, B);
  cl_context C = P->Context;
  destroyObject(P);
  releaseContext(C);
}

const _cl_program::PerDevice *firstExecutable(cl_program P) {
  for (const _cl_program::PerDevice &B : P->Builds)
    if (B.Parsed)
      return &B;
  return nullptr;
}

bool inContext(cl_context C, cl_device_id Dev) {
  return llvm::is_contained(C->Devices, Dev);
}

namespace api {

cl_program clCreateProgramWithSource(cl_context C, cl_uint Count,
                                     const char **Strings,
                                     const size_t *Lengths, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_program(nullptr));
  if (!Count || !Strings)
    return withError(Err, CL_INVALID_VALUE, cl_program(nullptr));
  std::string Source;
  for (cl_uint I = 0; I < Count; ++I) {
    if (!Strings[I])
      return withError(Err, CL_INVALID_VALUE, cl_program(nullptr));
    if (Lengths && Lengths[I])
      Source.append(Strings[I], Lengths[I]);
    else
      Source.append(Strings[I]);
  }
  cl_program P = makeProgram(C, C->Devices);
  P->Source = std::move(Source);
  return withError(Err, CL_SUCCESS, P);
}

cl_program clCreateProgramWithBinary(cl_context C, cl_uint NumDevices,
                                     const cl_device_id *Devices,
                                     const size_t *Lengths,
                                     const unsigned char **Binaries,
                                     cl_int *Status, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_program(nullptr));
  if (!NumDevices || !Devices || !Lengths || !Binaries)
    return withError(Err, CL_INVALID_VALUE, cl_program(nullptr));
  std::vector<cl_device_id> Devs;
  for (cl_uint I = 0; I < NumDevices; ++I) {
    if (!isLive(Devices[I]) || !inContext(C, Devices[I]))
      return withError(Err, CL_INVALID_DEVICE, cl_program(nullptr));
    if (!Lengths[I] || !Binaries[I])
      return withError(Err, CL_INVALID_VALUE, cl_program(nullptr));
    Devs.push_back(Devices[I]);
  }
  cl_program P = makeProgram(C, Devs);
  cl_int Result = CL_SUCCESS;
  for (cl_uint I = 0; I < NumDevices; ++I) {
    _cl_program::PerDevice &B = P->Builds[I];
    B.Binary.assign(Binaries[I], Binaries[I] + Lengths[I]);
    if (isBitcode(B.Binary)) { // an object or library CL_PROGRAM_BINARIES gave
      B.BinaryType = objectType(B.Binary);
      if (Status)
        Status[I] = CL_SUCCESS;
      continue;
    }
    bool OK = readBinary(B, Devs[I]);
    if (!OK) {
      B.Binary.clear();
      Result = CL_INVALID_BINARY;
    } else {
      B.BinaryType = CL_PROGRAM_BINARY_TYPE_EXECUTABLE;
    }
    if (Status)
      Status[I] = OK ? CL_SUCCESS : CL_INVALID_BINARY;
  }
  if (Result != CL_SUCCESS) {
    releaseProgram(P);
    return withError(Err, Result, cl_program(nullptr));
  }
  return withError(Err, CL_SUCCESS, P);
}

cl_int clRetainProgram(cl_program P) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return CL_INVALID_PROGRAM;
  ++P->Refs;
  return CL_SUCCESS;
}

cl_int clReleaseProgram(cl_program P) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return CL_INVALID_PROGRAM;
  releaseProgram(P);
  return CL_SUCCESS;
}

/// The indices in \p P's devices of \p Devices (all of them if none are
/// given); an error code for a list that is not a subset.
static cl_int selectDevices(cl_program P, cl_uint NumDevices,
                            const cl_device_id *Devices,
                            std::vector<size_t> &Which) {
  if (bool(NumDevices) != bool(Devices))
    return CL_INVALID_VALUE;
  for (cl_uint I = 0; I < NumDevices; ++I) {
    int Idx = isLive(Devices[I]) ? deviceIndex(P, Devices[I]) : -1;
    if (Idx < 0)
      return CL_INVALID_DEVICE;
    Which.push_back(Idx);
  }
  if (!Devices)
    for (size_t I = 0; I < P->Devices.size(); ++I)
      Which.push_back(I);
  return CL_SUCCESS;
}

cl_int clCompileProgram(cl_program P, cl_uint NumDevices,
                        const cl_device_id *Devices, const char *Options,
                        cl_uint NumHeaders, const cl_program *Headers,
                        const char **HeaderNames,
                        void(CL_CALLBACK *Notify)(cl_program, void *),
                        void *Data) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return CL_INVALID_PROGRAM;
  if ((!Notify && Data) || (NumHeaders && (!Headers || !HeaderNames)) ||
      (!NumHeaders && (Headers || HeaderNames)))
    return CL_INVALID_VALUE;
  std::vector<size_t> Which;
  if (cl_int E = selectDevices(P, NumDevices, Devices, Which))
    return E;
  std::vector<Header> Files;
  for (cl_uint I = 0; I < NumHeaders; ++I) {
    if (!isLive(Headers[I]) || !HeaderNames[I])
      return CL_INVALID_VALUE;
    Files.push_back({HeaderNames[I], Headers[I]->Source});
  }
  if (P->Source.empty())
    return CL_INVALID_OPERATION;
  if (P->KernelObjects)
    return CL_INVALID_OPERATION;
  cl_int Result = CL_SUCCESS;
  for (size_t I : Which) {
    _cl_program::PerDevice &B = P->Builds[I];
    unloadBuild(P, B);
    B.Options = Options ? Options : "";
    CompileResult R =
        compileObject(P->Source, B.Options, Files, *P->Devices[I]->GPU);
    B.Log = R.Log;
    B.Binary = R.Binary;
    B.Status = R.Built ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    B.BinaryType = R.Built ? CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT
                           : CL_PROGRAM_BINARY_TYPE_NONE;
    if (!R.OptionsValid)
      Result = CL_INVALID_COMPILER_OPTIONS;
    else if (!R.Built)
      Result = CL_COMPILE_PROGRAM_FAILURE;
  }
  if (Notify)
    Notify(P, Data);
  return Result;
}

cl_program clLinkProgram(cl_context C, cl_uint NumDevices,
                         const cl_device_id *Devices, const char *Options,
                         cl_uint NumInputs, const cl_program *Inputs,
                         void(CL_CALLBACK *Notify)(cl_program, void *),
                         void *Data, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return withError(Err, CL_INVALID_CONTEXT, cl_program(nullptr));
  if (bool(NumDevices) != bool(Devices) || !NumInputs || !Inputs ||
      (!Notify && Data))
    return withError(Err, CL_INVALID_VALUE, cl_program(nullptr));
  std::vector<cl_device_id> Devs;
  for (cl_uint I = 0; I < NumDevices; ++I) {
    if (!isLive(Devices[I]) || !inContext(C, Devices[I]))
      return withError(Err, CL_INVALID_DEVICE, cl_program(nullptr));
    Devs.push_back(Devices[I]);
  }
  if (!Devices)
    Devs = C->Devices;
  for (cl_uint I = 0; I < NumInputs; ++I)
    if (!isLive(Inputs[I]) || Inputs[I]->Context != C)
      return withError(Err, CL_INVALID_PROGRAM, cl_program(nullptr));
  cl_program P = makeProgram(C, Devs);
  cl_int Result = CL_SUCCESS;
  for (size_t D = 0; D < Devs.size(); ++D) {
    std::vector<std::string> Objects;
    for (cl_uint I = 0; I < NumInputs; ++I) {
      int Idx = deviceIndex(Inputs[I], Devs[D]);
      const _cl_program::PerDevice *B =
          Idx < 0 ? nullptr : &Inputs[I]->Builds[Idx];
      if (!B || (B->BinaryType != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT &&
                 B->BinaryType != CL_PROGRAM_BINARY_TYPE_LIBRARY)) {
        releaseProgram(P);
        return withError(Err, CL_INVALID_OPERATION, cl_program(nullptr));
      }
      Objects.emplace_back(B->Binary.begin(), B->Binary.end());
    }
    if (cl_int E = linkFor(P, D, Objects, Options ? Options : "",
                           CL_LINK_PROGRAM_FAILURE))
      Result = E;
  }
  if (Notify)
    Notify(P, Data);
  if (Result == CL_INVALID_LINKER_OPTIONS) {
    releaseProgram(P);
    return withError(Err, Result, cl_program(nullptr));
  }
  return withError(Err, Result, P);
}

cl_int clBuildProgram(cl_program P, cl_uint NumDevices,
                      const cl_device_id *Devices, const char *Options,
                      void(CL_CALLBACK *Notify)(cl_program, void *),
                      void *Data) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return CL_INVALID_PROGRAM;
  if (!Notify && Data)
    return CL_INVALID_VALUE;
  std::vector<size_t> Which;
  if (cl_int E = selectDevices(P, NumDevices, Devices, Which))
    return E;
  if (P->KernelObjects)
    return CL_INVALID_OPERATION;
  cl_int Result = CL_SUCCESS;
  for (size_t I : Which)
    if (cl_int E = buildFor(P, I, Options ? Options : ""))
      Result = E;
  if (Notify)
    Notify(P, Data);
  return Result;
}

cl_int clGetProgramInfo(cl_program P, cl_program_info Name, size_t Size,
                        void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return CL_INVALID_PROGRAM;
  const _cl_program::PerDevice *Built = firstExecutable(P);
  switch (Name) {
  case CL_PROGRAM_REFERENCE_COUNT:
    return returnValue(Size, Value, SizeRet, P->Refs);
  case CL_PROGRAM_CONTEXT:
    return returnValue(Size, Value, SizeRet, P->Context);
  case CL_PROGRAM_NUM_DEVICES:
    return returnValue(Size, Value, SizeRet, cl_uint(P->Devices.size()));
  case CL_PROGRAM_DEVICES:
    return returnBytes(Size, Value, SizeRet, P->Devices.data(),
                       P->Devices.size() * sizeof(cl_device_id));
  case CL_PROGRAM_SOURCE:
    return returnString(Size, Value, SizeRet, P->Source);
  case CL_PROGRAM_BINARY_SIZES: {
    std::vector<size_t> Sizes;
    for (const _cl_program::PerDevice &B : P->Builds)
      Sizes.push_back(B.Binary.size());
    return returnBytes(Size, Value, SizeRet, Sizes.data(),
                       Sizes.size() * sizeof(size_t));
  }
  case CL_PROGRAM_BINARIES: {
    size_t N = P->Builds.size() * sizeof(unsigned char *);
    if (Value && Size < N)
      return CL_INVALID_VALUE;
    if (Value)
      for (size_t I = 0; I < P->Builds.size(); ++I) {
        unsigned char *Dst = static_cast<unsigned char **>(Value)[I];
        if (Dst && !P->Builds[I].Binary.empty())
          std::memcpy(Dst, P->Builds[I].Binary.data(),
                      P->Builds[I].Binary.size());
      }
    if (SizeRet)
      *SizeRet = N;
    return CL_SUCCESS;
  }
  case CL_PROGRAM_NUM_KERNELS:
    if (!Built)
      return CL_INVALID_PROGRAM_EXECUTABLE;
    return returnValue(Size, Value, SizeRet, size_t(Built->Kernels.size()));
  case CL_PROGRAM_KERNEL_NAMES: {
    if (!Built)
      return CL_INVALID_PROGRAM_EXECUTABLE;
    std::string Names;
    for (const KernelInfo &K : Built->Kernels)
      Names += (Names.empty() ? "" : ";") + K.name();
    return returnString(Size, Value, SizeRet, Names);
  }
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clGetProgramBuildInfo(cl_program P, cl_device_id Dev,
                             cl_program_build_info Name, size_t Size,
                             void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return CL_INVALID_PROGRAM;
  int I = isLive(Dev) ? deviceIndex(P, Dev) : -1;
  if (I < 0)
    return CL_INVALID_DEVICE;
  const _cl_program::PerDevice &B = P->Builds[I];
  switch (Name) {
  case CL_PROGRAM_BUILD_STATUS:
    return returnValue(Size, Value, SizeRet, B.Status);
  case CL_PROGRAM_BUILD_OPTIONS:
    return returnString(Size, Value, SizeRet, B.Options);
  case CL_PROGRAM_BUILD_LOG:
    return returnString(Size, Value, SizeRet, B.Log);
  case CL_PROGRAM_BINARY_TYPE:
    return returnValue(Size, Value, SizeRet, B.BinaryType);
  case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE:
    return returnValue(Size, Value, SizeRet, B.GlobalVariableBytes);
  default:
    return CL_INVALID_VALUE;
  }
}

} // namespace api
} // namespace rt
} // namespace amdcl2
