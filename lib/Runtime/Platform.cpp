//===- Platform.cpp - The amdcl2 platform and its devices -----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One platform, "amdcl2", whose devices are the GPUs the virtual device
/// runs, reporting what AMD's driver reported for them (DeviceFacts.h).
///
//===----------------------------------------------------------------------===//

#include "API.h"
#include "DeviceFacts.h"
#include "Objects.h"

using namespace amdcl2;
using namespace amdcl2::rt;

namespace amdcl2 {
namespace rt {

cl_platform_id thePlatform() {
  static _cl_platform_id *P = makeObject<_cl_platform_id>();
  return P;
}

const std::vector<cl_device_id> &allDevices() {
  static std::vector<cl_device_id> Devices = [] {
    std::vector<cl_device_id> D;
    for (const DeviceFacts &F : deviceFacts()) {
      const GPUInfo *GPU = lookupGPU(F.GPU);
      if (!GPU)
        continue;
      _cl_device_id *Dev = makeObject<_cl_device_id>();
      Dev->GPU = GPU;
      Dev->Facts = &F;
      D.push_back(Dev);
    }
    return D;
  }();
  return Devices;
}

} // namespace rt
} // namespace amdcl2

static const char *const PlatformVersion =
    "OpenCL 2.0 amdcl2 " AMDCL2_VERSION_STRING;

/// The platform's entry: every device for any type that includes GPU.
static cl_int getDeviceIDs(cl_platform_id Platform, cl_device_type Type,
                           cl_uint NumEntries, cl_device_id *Devices,
                           cl_uint *NumDevices) {
  if (Platform && Platform != thePlatform())
    return CL_INVALID_PLATFORM;
  const cl_device_type Known = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU |
                               CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR |
                               CL_DEVICE_TYPE_CUSTOM;
  if (Type != CL_DEVICE_TYPE_ALL && (!Type || (Type & ~Known)))
    return CL_INVALID_DEVICE_TYPE;
  if ((NumEntries == 0 && Devices) || (!Devices && !NumDevices))
    return CL_INVALID_VALUE;
  std::vector<cl_device_id> Found;
  if (Type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_DEFAULT))
    Found = allDevices();
  // DEFAULT names one device.
  if (Type == CL_DEVICE_TYPE_DEFAULT && !Found.empty())
    Found.resize(1);
  if (Found.empty())
    return CL_DEVICE_NOT_FOUND;
  if (NumDevices)
    *NumDevices = Found.size();
  for (cl_uint I = 0; Devices && I < NumEntries && I < Found.size(); ++I)
    Devices[I] = Found[I];
  return CL_SUCCESS;
}

namespace amdcl2 {
namespace rt {
namespace api {

cl_int clIcdGetPlatformIDsKHR(cl_uint NumEntries, cl_platform_id *Platforms,
                              cl_uint *NumPlatforms) {
  return api::clGetPlatformIDs(NumEntries, Platforms, NumPlatforms);
}

cl_int clGetPlatformIDs(cl_uint NumEntries, cl_platform_id *Platforms,
                        cl_uint *NumPlatforms) {
  if ((NumEntries == 0 && Platforms) || (!Platforms && !NumPlatforms))
    return CL_INVALID_VALUE;
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (Platforms)
    Platforms[0] = thePlatform();
  if (NumPlatforms)
    *NumPlatforms = 1;
  return CL_SUCCESS;
}

cl_int clGetPlatformInfo(cl_platform_id Platform, cl_platform_info Name,
                         size_t Size, void *Value, size_t *SizeRet) {
  if (Platform && Platform != thePlatform())
    return CL_INVALID_PLATFORM;
  switch (Name) {
  case CL_PLATFORM_PROFILE:
    return returnString(Size, Value, SizeRet, "FULL_PROFILE");
  case CL_PLATFORM_VERSION:
    return returnString(Size, Value, SizeRet, PlatformVersion);
  case CL_PLATFORM_NAME:
    return returnString(Size, Value, SizeRet, "amdcl2");
  case CL_PLATFORM_VENDOR:
    return returnString(Size, Value, SizeRet, "amdcl2");
  case CL_PLATFORM_EXTENSIONS:
    return returnString(Size, Value, SizeRet, "cl_khr_icd");
  case CL_PLATFORM_ICD_SUFFIX_KHR:
    return returnString(Size, Value, SizeRet, "amdcl2");
  default:
    return CL_INVALID_VALUE;
  }
}

cl_int clGetDeviceIDs(cl_platform_id Platform, cl_device_type Type,
                      cl_uint NumEntries, cl_device_id *Devices,
                      cl_uint *NumDevices) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  return getDeviceIDs(Platform, Type, NumEntries, Devices, NumDevices);
}

cl_int clRetainDevice(cl_device_id Device) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  return isLive(Device) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

cl_int clReleaseDevice(cl_device_id Device) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  return isLive(Device) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

cl_int clCreateSubDevices(cl_device_id Device,
                          const cl_device_partition_property *Props,
                          cl_uint NumDevices, cl_device_id *Devices,
                          cl_uint *NumRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(Device))
    return CL_INVALID_DEVICE;
  // CL_DEVICE_PARTITION_PROPERTIES is empty, as AMD's GPU devices had it.
  return CL_INVALID_VALUE;
}

void *clGetExtensionFunctionAddress(const char *Name) {
  return extensionFunctionAddress(Name);
}

void *clGetExtensionFunctionAddressForPlatform(cl_platform_id Platform,
                                               const char *Name) {
  if (Platform != thePlatform())
    return nullptr;
  return extensionFunctionAddress(Name);
}

cl_int clUnloadCompiler() { return CL_SUCCESS; }

cl_int clUnloadPlatformCompiler(cl_platform_id Platform) {
  return Platform == thePlatform() ? CL_SUCCESS : CL_INVALID_PLATFORM;
}

} // namespace api
} // namespace rt
} // namespace amdcl2
