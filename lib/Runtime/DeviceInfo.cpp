//===- DeviceInfo.cpp - clGetDeviceInfo -----------------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "API.h"
#include "DeviceFacts.h"
#include "Objects.h"
#include <CL/cl_ext.h>

using namespace amdcl2;
using namespace amdcl2::rt;

namespace {
/// One clGetDeviceInfo answer.
struct Answer {
  size_t Size;
  void *Value;
  size_t *SizeRet;
  template <typename T> cl_int operator()(const T &V) const {
    return returnValue(Size, Value, SizeRet, V);
  }
  cl_int str(llvm::StringRef S) const {
    return returnString(Size, Value, SizeRet, S);
  }
};

std::string deviceVersion() {
  return "OpenCL 2.0 AMD-APP (" + facts::driverVersion() + ")";
}

cl_int vectorWidth(cl_device_info Name, const Answer &A) {
  switch (Name) {
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR:
    return A(cl_uint(4));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT:
    return A(cl_uint(2));
  case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF:
  case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF:
    return A(cl_uint(1));
  default:
    return A(cl_uint(1));
  }
}

/// The answers that do not depend on the GPU's size.
cl_int commonInfo(cl_device_id D, cl_device_info Name, const Answer &A) {
  switch (Name) {
  case CL_DEVICE_TYPE:
    return A(cl_device_type(CL_DEVICE_TYPE_GPU));
  case CL_DEVICE_VENDOR_ID:
    return A(cl_uint(facts::VendorId));
  case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS:
    return A(cl_uint(3));
  case CL_DEVICE_MAX_WORK_GROUP_SIZE:
  case CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_AMD:
    return A(facts::MaxWorkGroupSize);
  case CL_DEVICE_MAX_WORK_GROUP_SIZE_AMD:
    return A(facts::MaxWorkGroupSizeAMD);
  case CL_DEVICE_MAX_WORK_ITEM_SIZES:
    return A(facts::MaxWorkItemSizes);
  case CL_DEVICE_ADDRESS_BITS:
    return A(cl_uint(DeviceFacts::HostIs64 ? 64 : 32));
  case CL_DEVICE_IMAGE_SUPPORT:
    return A(cl_bool(CL_TRUE));
  case CL_DEVICE_MAX_READ_IMAGE_ARGS:
    return A(cl_uint(facts::MaxReadImageArgs));
  case CL_DEVICE_MAX_WRITE_IMAGE_ARGS:
    return A(cl_uint(facts::MaxWriteImageArgs));
  case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS:
    return A(cl_uint(facts::MaxReadWriteImageArgs));
  case CL_DEVICE_IMAGE2D_MAX_WIDTH:
  case CL_DEVICE_IMAGE2D_MAX_HEIGHT:
    return A(facts::Image2DMax);
  case CL_DEVICE_IMAGE3D_MAX_WIDTH:
  case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
  case CL_DEVICE_IMAGE3D_MAX_DEPTH:
    return A(facts::Image3DMax);
  case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE:
    return A(facts::ImageMaxArraySize);
  case CL_DEVICE_IMAGE_PITCH_ALIGNMENT:
    return A(cl_uint(facts::ImagePitchAlignment));
  case CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT:
    return A(cl_uint(facts::ImageBaseAddressAlignment));
  case CL_DEVICE_MAX_SAMPLERS:
    return A(cl_uint(facts::MaxSamplers));
  case CL_DEVICE_MAX_PARAMETER_SIZE:
    return A(facts::MaxParameterSize);
  case CL_DEVICE_MEM_BASE_ADDR_ALIGN:
    return A(cl_uint(facts::MemBaseAddrAlignBits));
  case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE:
    return A(cl_uint(facts::MinDataTypeAlignBytes));
  case CL_DEVICE_HALF_FP_CONFIG:
    // AMD's driver reported 0 with cl_khr_fp16, which the extension does
    // not allow: it needs INF_NAN and a rounding mode (what the emulator's
    // half arithmetic has).
    return A(cl_device_fp_config(CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST));
  case CL_DEVICE_SINGLE_FP_CONFIG:
    return A(cl_device_fp_config(
        CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST | CL_FP_ROUND_TO_ZERO |
        CL_FP_ROUND_TO_INF | CL_FP_FMA | CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT));
  case CL_DEVICE_DOUBLE_FP_CONFIG:
    return A(cl_device_fp_config(CL_FP_DENORM | CL_FP_INF_NAN |
                                 CL_FP_ROUND_TO_NEAREST | CL_FP_ROUND_TO_ZERO |
                                 CL_FP_ROUND_TO_INF | CL_FP_FMA));
  case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE:
    return A(cl_device_mem_cache_type(CL_READ_WRITE_CACHE));
  case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE:
    return A(cl_uint(facts::CacheLineBytes));
  case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE:
    return A(cl_ulong(facts::CacheBytes));
  case CL_DEVICE_MAX_CONSTANT_ARGS:
    return A(cl_uint(facts::MaxConstantArgs));
  case CL_DEVICE_LOCAL_MEM_TYPE:
    return A(cl_device_local_mem_type(CL_LOCAL));
  case CL_DEVICE_LOCAL_MEM_SIZE:
    return A(cl_ulong(facts::LocalMemBytes));
  case CL_DEVICE_LOCAL_MEM_SIZE_PER_COMPUTE_UNIT_AMD:
    return A(cl_uint(facts::LocalMemBytes));
  case CL_DEVICE_PREFERRED_CONSTANT_BUFFER_SIZE_AMD:
    return A(cl_ulong(facts::PreferredConstantBufferBytes));
  case CL_DEVICE_ERROR_CORRECTION_SUPPORT:
  case CL_DEVICE_HOST_UNIFIED_MEMORY:
    return A(cl_bool(CL_FALSE));
  case CL_DEVICE_PROFILING_TIMER_RESOLUTION:
    return A(size_t(1));
  case CL_DEVICE_ENDIAN_LITTLE:
  case CL_DEVICE_AVAILABLE:
  case CL_DEVICE_COMPILER_AVAILABLE:
  case CL_DEVICE_LINKER_AVAILABLE:
  case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC:
    return A(cl_bool(CL_TRUE));
  case CL_DEVICE_EXECUTION_CAPABILITIES:
    return A(cl_device_exec_capabilities(CL_EXEC_KERNEL));
  case CL_DEVICE_QUEUE_ON_HOST_PROPERTIES:
    return A(cl_command_queue_properties(CL_QUEUE_PROFILING_ENABLE));
  case CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES:
    return A(cl_command_queue_properties(
        CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE));
  case CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE:
    return A(cl_uint(facts::QueueOnDevicePreferredSize));
  case CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE:
    return A(cl_uint(facts::QueueOnDeviceMaxSize));
  case CL_DEVICE_MAX_ON_DEVICE_QUEUES:
    return A(cl_uint(facts::MaxOnDeviceQueues));
  case CL_DEVICE_MAX_ON_DEVICE_EVENTS:
    return A(cl_uint(facts::MaxOnDeviceEvents));
  case CL_DEVICE_BUILT_IN_KERNELS:
    return A.str("");
  case CL_DEVICE_PLATFORM:
    return A(thePlatform());
  case CL_DEVICE_VENDOR:
    return A.str(facts::Vendor);
  case CL_DRIVER_VERSION:
    return A.str(facts::driverVersion());
  case CL_DEVICE_PROFILE:
    return A.str("FULL_PROFILE");
  case CL_DEVICE_VERSION:
    return A.str(deviceVersion());
  case CL_DEVICE_OPENCL_C_VERSION:
    return A.str("OpenCL C 2.0 ");
  case CL_DEVICE_EXTENSIONS:
    return A.str(facts::Extensions);
  case CL_DEVICE_PRINTF_BUFFER_SIZE:
    return A(facts::PrintfBufferSize);
  case CL_DEVICE_PARENT_DEVICE:
    return A(cl_device_id(nullptr));
  case CL_DEVICE_PARTITION_MAX_SUB_DEVICES:
    return A(cl_uint(0));
  case CL_DEVICE_PARTITION_PROPERTIES:
  case CL_DEVICE_PARTITION_TYPE:
    return A(cl_device_partition_property(0));
  case CL_DEVICE_PARTITION_AFFINITY_DOMAIN:
    return A(cl_device_affinity_domain(0));
  case CL_DEVICE_REFERENCE_COUNT:
    return A(cl_uint(1));
  case CL_DEVICE_SVM_CAPABILITIES:
    return A(cl_device_svm_capabilities(CL_DEVICE_SVM_COARSE_GRAIN_BUFFER |
                                        CL_DEVICE_SVM_FINE_GRAIN_BUFFER));
  case CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT:
  case CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT:
    return A(cl_uint(0));
  case CL_DEVICE_MAX_PIPE_ARGS:
    return A(cl_uint(facts::MaxPipeArgs));
  case CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS:
    return A(cl_uint(facts::PipeMaxActiveReservations));
  case CL_DEVICE_WAVEFRONT_WIDTH_AMD:
    return A(cl_uint(64));
  case CL_DEVICE_SIMD_PER_COMPUTE_UNIT_AMD:
    return A(cl_uint(4));
  case CL_DEVICE_SIMD_WIDTH_AMD:
    return A(cl_uint(16));
  case CL_DEVICE_SIMD_INSTRUCTION_WIDTH_AMD:
    return A(cl_uint(1));
  case CL_DEVICE_LOCAL_MEM_BANKS_AMD:
    return A(cl_uint(32));
  default:
    if ((Name >= CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR &&
         Name <= CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE) ||
        (Name >= CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF &&
         Name <= CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF))
      return vectorWidth(Name, A);
    return CL_INVALID_VALUE;
  }
}
} // namespace

namespace amdcl2 {
namespace rt {
namespace api {

cl_int clGetDeviceInfo(cl_device_id D, cl_device_info Name, size_t Size,
                       void *Value, size_t *SizeRet) {
  std::lock_guard<std::recursive_mutex> L(apiLock());
  if (!isLive(D))
    return CL_INVALID_DEVICE;
  Answer A{Size, Value, SizeRet};
  const DeviceFacts &F = *D->Facts;
  switch (Name) {
  case CL_DEVICE_NAME:
    return A.str(F.Name);
  case CL_DEVICE_BOARD_NAME_AMD:
    return A.str(F.BoardName);
  case CL_DEVICE_MAX_COMPUTE_UNITS:
    return A(cl_uint(F.ComputeUnits));
  case CL_DEVICE_MAX_CLOCK_FREQUENCY:
    return A(cl_uint(F.ClockMHz));
  case CL_DEVICE_GLOBAL_MEM_SIZE:
    return A(cl_ulong(F.globalMemBytes()));
  case CL_DEVICE_MAX_MEM_ALLOC_SIZE:
  case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE:
    return A(cl_ulong(F.maxAllocBytes()));
  case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    return A(size_t(F.maxAllocBytes() / 16));
  case CL_DEVICE_PIPE_MAX_PACKET_SIZE: // AMD's runtime truncated it so
    return A(cl_uint(F.maxAllocBytes()));
  case CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE:
    return A(facts::MaxGlobalVariableSize);
  case CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE:
    return A(size_t(F.globalMemBytes()));
  case CL_DEVICE_GFXIP_MAJOR_AMD:
    return A(cl_uint(F.GFXIPMajor));
  case CL_DEVICE_GFXIP_MINOR_AMD:
    return A(cl_uint(F.GFXIPMinor));
  default:
    return commonInfo(D, Name, A);
  }
}

} // namespace api
} // namespace rt
} // namespace amdcl2
