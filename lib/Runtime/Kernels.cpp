//===- Kernels.cpp - Kernels and their arguments --------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A kernel's arguments are those of its record in the program's binary
/// (the metadata's argument list without the six setup arguments); each
/// value set is kept in the emulator's form (emu::ArgValue).
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "DeviceFacts.h"
#include "Objects.h"
#include "amdcl2/ABI/Samplers.h"

using namespace llvm;
using namespace amdcl2;
using namespace amdcl2::rt;

/// The record of kernel \p Name on the first device \p P was built for.
static const KernelInfo *findKernel(cl_program P, StringRef Name) {
  if (const _cl_program::PerDevice *B = firstExecutable(P))
    for (const KernelInfo &K : B->Kernels)
      if (K.name() == Name)
        return &K;
  return nullptr;
}

static cl_kernel makeKernel(cl_program P, const KernelInfo &K) {
  _cl_kernel *Kn = makeObject<_cl_kernel>();
  Kn->Program = P;
  ++P->Refs;
  ++P->KernelObjects;
  Kn->Name = K.name();
  const std::vector<ArgDesc> &All = K.ABI.Args.Args;
  Kn->Args.assign(All.begin() + NumHiddenArgs, All.end());
  Kn->Values.resize(Kn->Args.size());
  Kn->Buffers.resize(Kn->Args.size());
  Kn->Set.resize(Kn->Args.size());
  return Kn;
}

/// Whether image \p M can be an argument of type \p TypeName.
static bool imageFits(cl_mem M, StringRef TypeName) {
  StringRef T = TypeName;
  T.consume_back("_t");
  T.consume_back("_depth");
  switch (M->Type) {
  case CL_MEM_OBJECT_IMAGE1D:
    return T == "image1d";
  case CL_MEM_OBJECT_IMAGE1D_BUFFER:
    return T == "image1d_buffer";
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    return T == "image1d_array";
  case CL_MEM_OBJECT_IMAGE2D:
    return T == "image2d";
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    return T == "image2d_array";
  case CL_MEM_OBJECT_IMAGE3D:
    return T == "image3d";
  default:
    return false;
  }
}

/// The bytes a value argument of \p A takes through clSetKernelArg.
static size_t valueBytes(const ArgDesc &A) {
  return size_t(A.ElemSize) * (A.NumElems == 3 ? 4 : A.NumElems);
}

static cl_int setArg(cl_kernel K, cl_uint I, size_t Size, const void *Value) {
  const ArgDesc &A = K->Args[I];
  emu::ArgValue V;
  cl_mem Mem = nullptr;
  switch (A.Kind) {
  case ArgKind::Pointer:
    if (A.AddrSpace == ArgAddrSpace::Local) {
      if (Value)
        return CL_INVALID_ARG_VALUE;
      if (!Size)
        return CL_INVALID_ARG_SIZE;
      V.Kind = emu::ArgValue::Local;
      V.LocalBytes = Size;
      break;
    }
    if (Size != sizeof(cl_mem))
      return CL_INVALID_ARG_SIZE;
    if (Value)
      Mem = *static_cast<const cl_mem *>(Value);
    if (Mem && (!isLive(Mem) || Mem->Type != CL_MEM_OBJECT_BUFFER))
      return CL_INVALID_MEM_OBJECT;
    V.Kind = emu::ArgValue::Address;
    break;
  case ArgKind::Value:
    if (Size != valueBytes(A))
      return CL_INVALID_ARG_SIZE;
    if (!Value)
      return CL_INVALID_ARG_VALUE;
    V.Kind = emu::ArgValue::Raw;
    V.Bytes.assign(static_cast<const uint8_t *>(Value),
                   static_cast<const uint8_t *>(Value) + Size);
    break;
  case ArgKind::Struct:
    if (Size != A.StructSize)
      return CL_INVALID_ARG_SIZE;
    if (!Value)
      return CL_INVALID_ARG_VALUE;
    V.Kind = emu::ArgValue::Buffer;
    V.Bytes.assign(static_cast<const uint8_t *>(Value),
                   static_cast<const uint8_t *>(Value) + Size);
    break;
  case ArgKind::Pipe:
    if (Size != sizeof(cl_mem) || !Value)
      return CL_INVALID_ARG_SIZE;
    Mem = *static_cast<const cl_mem *>(Value);
    if (!isLive(Mem) || Mem->Type != CL_MEM_OBJECT_PIPE)
      return CL_INVALID_MEM_OBJECT;
    V.Kind = emu::ArgValue::Address;
    break;
  case ArgKind::Queue: {
    // The device queue the emulator gives every launch that enqueues: an
    // on-device queue of the kernel's context stands for it.
    if (Size != sizeof(cl_command_queue) || !Value)
      return CL_INVALID_ARG_SIZE;
    cl_command_queue Q = *static_cast<const cl_command_queue *>(Value);
    if (!isLive(Q) || !(Q->Props & CL_QUEUE_ON_DEVICE))
      return CL_INVALID_DEVICE_QUEUE;
    V.Kind = emu::ArgValue::Queue;
    break;
  }
  case ArgKind::Image:
    if (Size != sizeof(cl_mem) || !Value)
      return CL_INVALID_ARG_SIZE;
    Mem = *static_cast<const cl_mem *>(Value);
    if (!imageArgument(Mem, A, V))
      return CL_INVALID_MEM_OBJECT;
    if (!imageFits(Mem, A.TypeName))
      return CL_INVALID_ARG_VALUE;
    break;
  case ArgKind::Sampler: {
    if (Size != sizeof(cl_sampler) || !Value)
      return CL_INVALID_ARG_SIZE;
    cl_sampler S = *static_cast<const cl_sampler *>(Value);
    if (!isLive(S))
      return CL_INVALID_SAMPLER;
    SamplerFields F;
    F.NormalizedCoords = S->Normalized ? 1 : 0;
    F.Filter = S->Filter == CL_FILTER_LINEAR ? 1 : 0;
    F.Addressing = S->Addressing - CL_ADDRESS_NONE; // NONE..MIRRORED_REPEAT
    V.Kind = emu::ArgValue::Sampler;
    V.SamplerLiteral = samplerLiteral(F);
    break;
  }
  default:
    return CL_INVALID_ARG_VALUE;
  }
  V.Spec = "clSetKernelArg";
  K->Values[I] = std::move(V);
  K->Buffers[I] = Mem;
  K->Set[I] = true;
  return CL_SUCCESS;
}

static std::string attributesOf(const KernelInfo &K) {
  std::string S;
  auto Add = [&](StringRef Name, const std::array<unsigned, 3> &V) {
    if (!V[0])
      return;
    S += (S.empty() ? "" : " ") + Name.str() + "(" + std::to_string(V[0]) +
         "," + std::to_string(V[1]) + "," + std::to_string(V[2]) + ")";
  };
  Add("reqd_work_group_size", K.ABI.ReqdWorkGroupSize);
  Add("work_group_size_hint", K.ABI.WorkGroupSizeHint);
  if (!K.ABI.VecTypeHint.empty())
    S += (S.empty() ? "" : " ") + std::string("vec_type_hint(") +
         K.ABI.VecTypeHint + ")";
  return S;
}

namespace amdcl2 {
namespace rt {

/// The record of \p K on \p Dev's build, null if there is none.
const KernelInfo *kernelRecord(cl_kernel K, cl_device_id Dev,
                               const AMDCL2Binary **Bin) {
  cl_program P = K->Program;
  for (size_t I = 0; I < P->Devices.size(); ++I)
    if (P->Devices[I] == Dev && P->Builds[I].Parsed) {
      if (Bin)
        *Bin = P->Builds[I].Parsed.get();
      for (const KernelInfo &R : P->Builds[I].Kernels)
        if (R.name() == K->Name)
          return &R;
    }
  return nullptr;
}

namespace api {

cl_kernel clCreateKernel(cl_program P, const char *Name, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return withError(Err, CL_INVALID_PROGRAM, cl_kernel(nullptr));
  if (!firstExecutable(P))
    return withError(Err, CL_INVALID_PROGRAM_EXECUTABLE, cl_kernel(nullptr));
  if (!Name)
    return withError(Err, CL_INVALID_VALUE, cl_kernel(nullptr));
  const KernelInfo *K = findKernel(P, Name);
  if (!K)
    return withError(Err, CL_INVALID_KERNEL_NAME, cl_kernel(nullptr));
  return withError(Err, CL_SUCCESS, makeKernel(P, *K));
}

cl_int clCreateKernelsInProgram(cl_program P, cl_uint NumKernels,
                                cl_kernel *Kernels, cl_uint *NumRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(P))
    return CL_INVALID_PROGRAM;
  const _cl_program::PerDevice *Built = firstExecutable(P);
  if (!Built)
    return CL_INVALID_PROGRAM_EXECUTABLE;
  size_t N = Built->Kernels.size();
  if (Kernels && NumKernels < N)
    return CL_INVALID_VALUE;
  for (size_t I = 0; Kernels && I < N; ++I)
    Kernels[I] = makeKernel(P, Built->Kernels[I]);
  if (NumRet)
    *NumRet = N;
  return CL_SUCCESS;
}

cl_int clRetainKernel(cl_kernel K) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  ++K->Refs;
  return CL_SUCCESS;
}

cl_int clReleaseKernel(cl_kernel K) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (--K->Refs == 0) {
    cl_program P = K->Program;
    --P->KernelObjects;
    destroyObject(K);
    releaseProgram(P);
  }
  return CL_SUCCESS;
}

cl_int clSetKernelArg(cl_kernel K, cl_uint Index, size_t Size,
                      const void *Value) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (Index >= K->Args.size())
    return CL_INVALID_ARG_INDEX;
  return setArg(K, Index, Size, Value);
}

cl_int clGetKernelInfo(cl_kernel K, cl_kernel_info Name, size_t Size,
                       void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  switch (Name) {
  case CL_KERNEL_FUNCTION_NAME:
    return returnString(Size, Value, SizeRet, K->Name);
  case CL_KERNEL_NUM_ARGS:
    return returnValue(Size, Value, SizeRet, cl_uint(K->Args.size()));
  case CL_KERNEL_REFERENCE_COUNT:
    return returnValue(Size, Value, SizeRet, K->Refs);
  case CL_KERNEL_CONTEXT:
    return returnValue(Size, Value, SizeRet, K->Program->Context);
  case CL_KERNEL_PROGRAM:
    return returnValue(Size, Value, SizeRet, K->Program);
  case CL_KERNEL_ATTRIBUTES:
    return returnString(Size, Value, SizeRet,
                        attributesOf(*findKernel(K->Program, K->Name)));
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clGetKernelArgInfo(cl_kernel K, cl_uint Index, cl_kernel_arg_info Name,
                          size_t Size, void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (Index >= K->Args.size())
    return CL_INVALID_ARG_INDEX;
  const ArgDesc &A = K->Args[Index];
  switch (Name) {
  case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
    cl_kernel_arg_address_qualifier Q = CL_KERNEL_ARG_ADDRESS_PRIVATE;
    if (A.Kind == ArgKind::Pointer)
      Q = A.AddrSpace == ArgAddrSpace::Local ? CL_KERNEL_ARG_ADDRESS_LOCAL
          : A.AddrSpace == ArgAddrSpace::Constant
              ? CL_KERNEL_ARG_ADDRESS_CONSTANT
              : CL_KERNEL_ARG_ADDRESS_GLOBAL;
    else if (A.Kind == ArgKind::Image || A.Kind == ArgKind::Pipe)
      Q = CL_KERNEL_ARG_ADDRESS_GLOBAL;
    return returnValue(Size, Value, SizeRet, Q);
  }
  case CL_KERNEL_ARG_ACCESS_QUALIFIER: {
    cl_kernel_arg_access_qualifier Q = CL_KERNEL_ARG_ACCESS_NONE;
    if (A.Kind == ArgKind::Image)
      Q = A.Access == AccessQual::ReadOnly    ? CL_KERNEL_ARG_ACCESS_READ_ONLY
          : A.Access == AccessQual::WriteOnly ? CL_KERNEL_ARG_ACCESS_WRITE_ONLY
                                              : CL_KERNEL_ARG_ACCESS_READ_WRITE;
    return returnValue(Size, Value, SizeRet, Q);
  }
  case CL_KERNEL_ARG_TYPE_NAME:
    return returnString(Size, Value, SizeRet, A.TypeName);
  case CL_KERNEL_ARG_TYPE_QUALIFIER: {
    cl_kernel_arg_type_qualifier Q = CL_KERNEL_ARG_TYPE_NONE;
    if (A.TypeQuals & QualConst)
      Q |= CL_KERNEL_ARG_TYPE_CONST;
    if (A.TypeQuals & QualRestrict)
      Q |= CL_KERNEL_ARG_TYPE_RESTRICT;
    if (A.TypeQuals & QualVolatile)
      Q |= CL_KERNEL_ARG_TYPE_VOLATILE;
    if (A.TypeQuals & QualPipe)
      Q |= CL_KERNEL_ARG_TYPE_PIPE;
    return returnValue(Size, Value, SizeRet, Q);
  }
  case CL_KERNEL_ARG_NAME:
    return returnString(Size, Value, SizeRet, A.Name);
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clGetKernelWorkGroupInfo(cl_kernel K, cl_device_id Dev,
                                cl_kernel_work_group_info Name, size_t Size,
                                void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (!Dev) {
    if (K->Program->Devices.size() != 1)
      return CL_INVALID_DEVICE;
    Dev = K->Program->Devices[0];
  }
  const KernelInfo *R = isLive(Dev) ? kernelRecord(K, Dev, nullptr) : nullptr;
  if (!R)
    return CL_INVALID_DEVICE;
  switch (Name) {
  case CL_KERNEL_WORK_GROUP_SIZE:
    return returnValue(Size, Value, SizeRet, facts::MaxWorkGroupSize);
  case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: {
    size_t V[3] = {R->ABI.ReqdWorkGroupSize[0], R->ABI.ReqdWorkGroupSize[1],
                   R->ABI.ReqdWorkGroupSize[2]};
    return returnValue(Size, Value, SizeRet, V);
  }
  case CL_KERNEL_LOCAL_MEM_SIZE:
    return returnValue(Size, Value, SizeRet, cl_ulong(R->ldsBytes()));
  case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
    return returnValue(Size, Value, SizeRet, size_t(64));
  case CL_KERNEL_PRIVATE_MEM_SIZE:
    return returnValue(Size, Value, SizeRet, cl_ulong(R->scratchBytes()));
  default:
    return CL_INVALID_VALUE;
  }
}

/// Sub-groups are wavefronts: 64 work-items, the last one of a work-group
/// holding what is left.
static cl_int subGroupInfo(cl_kernel K, cl_device_id Dev,
                           cl_kernel_sub_group_info Name, size_t InSize,
                           const void *In, size_t Size, void *Value,
                           size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(K))
    return CL_INVALID_KERNEL;
  if (!Dev && K->Program->Devices.size() == 1)
    Dev = K->Program->Devices[0];
  if (!isLive(Dev) || !kernelRecord(K, Dev, nullptr))
    return CL_INVALID_DEVICE;
  constexpr size_t Wave = 64;
  auto LocalItems = [&](size_t &Items) {
    if (!In || !InSize || InSize % sizeof(size_t) ||
        InSize > 3 * sizeof(size_t))
      return false;
    Items = 1;
    for (size_t I = 0; I < InSize / sizeof(size_t); ++I)
      Items *= static_cast<const size_t *>(In)[I];
    return true;
  };
  size_t Items;
  switch (Name) {
  case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE:
    if (!LocalItems(Items))
      return CL_INVALID_VALUE;
    return returnValue(Size, Value, SizeRet, std::min(Items, Wave));
  case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE:
    if (!LocalItems(Items))
      return CL_INVALID_VALUE;
    return returnValue(Size, Value, SizeRet, (Items + Wave - 1) / Wave);
  case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: {
    if (!In || InSize != sizeof(size_t))
      return CL_INVALID_VALUE;
    size_t Count = *static_cast<const size_t *>(In);
    size_t Dims = Size / sizeof(size_t);
    if (Value && (!Dims || Dims > 3 || Size % sizeof(size_t)))
      return CL_INVALID_VALUE;
    std::vector<size_t> Local(std::max<size_t>(Dims, 1), 0);
    if (Count && Count * Wave <= facts::MaxWorkGroupSize) {
      Local[0] = Count * Wave;
      for (size_t I = 1; I < Local.size(); ++I)
        Local[I] = 1;
    }
    return returnBytes(Size, Value, SizeRet, Local.data(),
                       Local.size() * sizeof(size_t));
  }
  case CL_KERNEL_MAX_NUM_SUB_GROUPS:
    return returnValue(Size, Value, SizeRet,
                       size_t(facts::MaxWorkGroupSize / Wave));
  case CL_KERNEL_COMPILE_NUM_SUB_GROUPS:
    return returnValue(Size, Value, SizeRet, size_t(0));
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clGetKernelSubGroupInfoKHR(cl_kernel K, cl_device_id Dev,
                                  cl_kernel_sub_group_info Name, size_t InSize,
                                  const void *In, size_t Size, void *Value,
                                  size_t *SizeRet) {
  return subGroupInfo(K, Dev, Name, InSize, In, Size, Value, SizeRet);
}

cl_int clGetKernelSubGroupInfo(cl_kernel K, cl_device_id Dev,
                               cl_kernel_sub_group_info Name, size_t InSize,
                               const void *In, size_t Size, void *Value,
                               size_t *SizeRet) {
  return subGroupInfo(K, Dev, Name, InSize, In, Size, Value, SizeRet);
}

} // namespace api
} // namespace rt
} // namespace amdcl2
