//===- Context.cpp - Contexts ---------------------------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "API.h"
#include "Objects.h"
#include <algorithm>

using namespace amdcl2::rt;

/// Checks a property list (key, value pairs ending in 0) and copies it.
static cl_int readProperties(const cl_context_properties *Props,
                             std::vector<cl_context_properties> &Out) {
  if (!Props)
    return CL_SUCCESS;
  bool SeenPlatform = false, SeenSync = false;
  for (const cl_context_properties *P = Props; *P; P += 2) {
    switch (P[0]) {
    case CL_CONTEXT_PLATFORM:
      if (SeenPlatform)
        return CL_INVALID_PROPERTY;
      SeenPlatform = true;
      if (reinterpret_cast<cl_platform_id>(P[1]) != thePlatform())
        return CL_INVALID_PLATFORM;
      break;
    case CL_CONTEXT_INTEROP_USER_SYNC:
      if (SeenSync)
        return CL_INVALID_PROPERTY;
      SeenSync = true;
      break;
    default:
      return CL_INVALID_PROPERTY;
    }
    Out.insert(Out.end(), P, P + 2);
  }
  Out.push_back(0);
  return CL_SUCCESS;
}

static cl_context makeContext(
    const cl_context_properties *Props, std::vector<cl_device_id> Devices,
    void(CL_CALLBACK *Notify)(const char *, const void *, size_t, void *),
    void *Data, cl_int *Err) {
  if (!Notify && Data)
    return withError(Err, CL_INVALID_VALUE, cl_context(nullptr));
  std::vector<cl_context_properties> P;
  if (cl_int E = readProperties(Props, P))
    return withError(Err, E, cl_context(nullptr));
  _cl_context *C = makeObject<_cl_context>();
  C->Devices = std::move(Devices);
  C->Properties = std::move(P);
  C->Notify = Notify;
  C->NotifyData = Data;
  return withError(Err, CL_SUCCESS, C);
}

namespace amdcl2 {
namespace rt {

void releaseContext(cl_context C) {
  if (--C->Refs == 0)
    destroyObject(C);
}

namespace api {

cl_context clCreateContext(const cl_context_properties *Props,
                           cl_uint NumDevices, const cl_device_id *Devices,
                           void(CL_CALLBACK *Notify)(const char *, const void *,
                                                     size_t, void *),
                           void *Data, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!Devices || !NumDevices)
    return withError(Err, CL_INVALID_VALUE, cl_context(nullptr));
  std::vector<cl_device_id> List;
  for (cl_uint I = 0; I < NumDevices; ++I) {
    if (!isLive(Devices[I]))
      return withError(Err, CL_INVALID_DEVICE, cl_context(nullptr));
    List.push_back(Devices[I]);
  }
  return makeContext(Props, std::move(List), Notify, Data, Err);
}

cl_context clCreateContextFromType(
    const cl_context_properties *Props, cl_device_type Type,
    void(CL_CALLBACK *Notify)(const char *, const void *, size_t, void *),
    void *Data, cl_int *Err) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  cl_uint N = 0;
  if (cl_int E = api::clGetDeviceIDs(nullptr, Type, 0, nullptr, &N))
    return withError(Err, E, cl_context(nullptr));
  std::vector<cl_device_id> List(N);
  api::clGetDeviceIDs(nullptr, Type, N, List.data(), nullptr);
  return makeContext(Props, std::move(List), Notify, Data, Err);
}

cl_int clRetainContext(cl_context C) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return CL_INVALID_CONTEXT;
  ++C->Refs;
  return CL_SUCCESS;
}

cl_int clReleaseContext(cl_context C) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return CL_INVALID_CONTEXT;
  releaseContext(C);
  return CL_SUCCESS;
}

cl_int clGetContextInfo(cl_context C, cl_context_info Name, size_t Size,
                        void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(C))
    return CL_INVALID_CONTEXT;
  switch (Name) {
  case CL_CONTEXT_REFERENCE_COUNT:
    return returnValue(Size, Value, SizeRet, C->Refs);
  case CL_CONTEXT_NUM_DEVICES:
    return returnValue(Size, Value, SizeRet, cl_uint(C->Devices.size()));
  case CL_CONTEXT_DEVICES:
    return returnBytes(Size, Value, SizeRet, C->Devices.data(),
                       C->Devices.size() * sizeof(cl_device_id));
  case CL_CONTEXT_PROPERTIES:
    return returnBytes(Size, Value, SizeRet, C->Properties.data(),
                       C->Properties.size() * sizeof(cl_context_properties));
  default:
    return CL_INVALID_VALUE;
  }
}

} // namespace api
} // namespace rt
} // namespace amdcl2
