//===- KernelVerifierTest.cpp - Tests of the check of LLVM's kernels -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The group-id check on kernel descriptors as LLVM writes them: stock LLVM
/// 22 always enables the x id, an LLVM with llvm-patches/ 0001 only when
/// the kernel reads it; both are accepted, anything else is an internal
/// error naming the kernel.
///
//===----------------------------------------------------------------------===//

#include "KernelVerifier.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;
namespace kd = llvm::amdhsa;

namespace {

/// A kernel with no arguments and no inputs but the scratch descriptor:
/// 4 user SGPRs, local id x only, group ids \p TGID (x, y, z bits).
ObjectKernel kernelWithGroupIds(unsigned TGID) {
  ObjectKernel K;
  K.Name = "k";
  K.Descriptor = {};
  K.Descriptor.kernel_code_properties =
      kd::KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER;
  uint32_t &R = K.Descriptor.compute_pgm_rsrc2;
  AMDHSA_BITS_SET(R, kd::COMPUTE_PGM_RSRC2_GFX6_GFX120_USER_SGPR_COUNT, 4);
  AMDHSA_BITS_SET(R, kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X,
                  TGID & 1);
  AMDHSA_BITS_SET(R, kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y,
                  (TGID >> 1) & 1);
  AMDHSA_BITS_SET(R, kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z,
                  (TGID >> 2) & 1);
  return K;
}

KernelABI abiReading(DimMask GroupIds) {
  KernelABI ABI;
  ABI.Name = "k";
  ABI.GroupIds = GroupIds;
  ABI.LocalIds = 1;
  return ABI;
}

std::string verify(unsigned TGID, DimMask GroupIds) {
  Error E = verifyKernel(kernelWithGroupIds(TGID), abiReading(GroupIds),
                         *lookupGPU("fiji"));
  return E ? toString(std::move(E)) : "";
}

TEST(KernelVerifier, XGroupIdOnOrOffWhenUnread) {
  EXPECT_EQ(verify(/*TGID=*/1, /*GroupIds=*/0), ""); // stock LLVM
  EXPECT_EQ(verify(0, 0), "");                       // llvm-patches 0001
  EXPECT_EQ(verify(3, 2), "");                       // y read, stock
  EXPECT_EQ(verify(2, 2), "");                       // y read, patched
}

TEST(KernelVerifier, GroupIdsMustMatchWhatIsRead) {
  EXPECT_EQ(verify(0, 1),
            "internal error: kernel 'k': TGID enable mask is 0x0 but the "
            "group ids the kernel reads needs 0x1");
  EXPECT_EQ(verify(1, 2),
            "internal error: kernel 'k': TGID enable mask is 0x1 but the "
            "group ids the kernel reads needs 0x3");
  EXPECT_EQ(verify(7, 1),
            "internal error: kernel 'k': TGID enable mask is 0x7 but the "
            "group ids the kernel reads needs 0x1");
}

} // namespace
