//===- KernelCode.cpp - amd_kernel_code_t layout and codec ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// One table of the amd_kernel_code_t fields (binary-format doc section 8.1),
/// read by both the encoder and the decoder.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelCode.h"
#include "amdcl2/ABI/LittleEndian.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include <algorithm>

using namespace llvm;
namespace kd = llvm::amdhsa;

namespace amdcl2 {

// Our own table: LLVM 22 does not install amd_kernel_code_t.
static const KernelCodeField Fields[] = {
    {"amd_code_version_major", 0x00, &KernelCodeT::VersionMajor},
    {"amd_code_version_minor", 0x04, &KernelCodeT::VersionMinor},
    {"amd_machine_kind", 0x08, &KernelCodeT::MachineKind},
    {"amd_machine_version_major", 0x0A, &KernelCodeT::MachineMajor},
    {"amd_machine_version_minor", 0x0C, &KernelCodeT::MachineMinor},
    {"amd_machine_version_stepping", 0x0E, &KernelCodeT::MachineStepping},
    {"kernel_code_entry_byte_offset", 0x10, &KernelCodeT::EntryByteOffset},
    {"kernel_code_prefetch_byte_offset", 0x18,
     &KernelCodeT::PrefetchByteOffset},
    {"kernel_code_prefetch_byte_size", 0x20, &KernelCodeT::PrefetchByteSize},
    {"max_scratch_backing_memory_byte_size", 0x28,
     &KernelCodeT::MaxScratchBackingMemory},
    {"compute_pgm_rsrc1", 0x30, &KernelCodeT::PgmRsrc1},
    {"compute_pgm_rsrc2", 0x34, &KernelCodeT::PgmRsrc2},
    {"kernel_code_properties", 0x38, &KernelCodeT::CodeProperties},
    {"workitem_private_segment_byte_size", 0x3C,
     &KernelCodeT::PrivateSegmentSize},
    {"workgroup_group_segment_byte_size", 0x40, &KernelCodeT::GroupSegmentSize},
    {"gds_segment_byte_size", 0x44, &KernelCodeT::GDSSegmentSize},
    {"kernarg_segment_byte_size", 0x48, &KernelCodeT::KernargSegmentSize},
    {"workgroup_fbarrier_count", 0x50, &KernelCodeT::FBarrierCount},
    {"wavefront_sgpr_count", 0x54, &KernelCodeT::WavefrontSGPRCount},
    {"workitem_vgpr_count", 0x56, &KernelCodeT::WorkitemVGPRCount},
    {"reserved_vgpr_first", 0x58, &KernelCodeT::ReservedVGPRFirst},
    {"reserved_vgpr_count", 0x5A, &KernelCodeT::ReservedVGPRCount},
    {"reserved_sgpr_first", 0x5C, &KernelCodeT::ReservedSGPRFirst},
    {"reserved_sgpr_count", 0x5E, &KernelCodeT::ReservedSGPRCount},
    {"debug_wavefront_private_segment_offset_sgpr", 0x60,
     &KernelCodeT::DebugWavefrontPrivateSegmentOffsetSGPR},
    {"debug_private_segment_buffer_sgpr", 0x62,
     &KernelCodeT::DebugPrivateSegmentBufferSGPR},
    {"kernarg_segment_alignment", 0x64, &KernelCodeT::KernargSegmentAlign},
    {"group_segment_alignment", 0x65, &KernelCodeT::GroupSegmentAlign},
    {"private_segment_alignment", 0x66, &KernelCodeT::PrivateSegmentAlign},
    {"wavefront_size", 0x67, &KernelCodeT::WavefrontSize},
    {"call_convention", 0x68, &KernelCodeT::CallConvention},
    {"runtime_loader_kernel_symbol", 0x78,
     &KernelCodeT::RuntimeLoaderKernelSymbol},
};

ArrayRef<KernelCodeField> kernelCodeFields() { return Fields; }

unsigned KernelCodeField::width() const {
  return std::visit(
      [](auto M) -> unsigned {
        return sizeof(std::remove_reference_t<decltype(KernelCodeT().*M)>);
      },
      Field);
}

uint64_t KernelCodeField::get(const KernelCodeT &K) const {
  return std::visit([&](auto M) -> uint64_t { return K.*M; }, Field);
}

void KernelCodeField::set(KernelCodeT &K, uint64_t V) const {
  std::visit(
      [&](auto M) {
        using T = std::remove_reference_t<decltype(K.*M)>;
        K.*M = static_cast<T>(V);
      },
      Field);
}

std::array<uint8_t, cl2::KernelCodeTSize>
encodeKernelCodeT(const KernelCodeT &K) {
  std::array<uint8_t, cl2::KernelCodeTSize> B = {};
  for (const KernelCodeField &F : Fields)
    writeLE(B.data() + F.Offset, F.width(), F.get(K));
  std::copy(K.ControlDirectives.begin(), K.ControlDirectives.end(),
            B.begin() + cl2::KCControlDirectives);
  return B;
}

KernelCodeT decodeKernelCodeT(ArrayRef<uint8_t> B) {
  KernelCodeT K;
  for (const KernelCodeField &F : Fields)
    F.set(K, readLE(B.data() + F.Offset, F.width()));
  std::copy_n(B.begin() + cl2::KCControlDirectives, cl2::ControlDirectivesSize,
              K.ControlDirectives.begin());
  return K;
}

bool KernelCodeT::operator==(const KernelCodeT &O) const {
  return llvm::all_of(Fields,
                      [&](const KernelCodeField &F) {
                        return F.get(*this) == F.get(O);
                      }) &&
         ControlDirectives == O.ControlDirectives;
}

uint32_t KernelCodeT::enableSGPRMask() const { return CodeProperties & 0xFFFF; }
unsigned KernelCodeT::userSGPRs() const {
  return AMDHSA_BITS_GET(PgmRsrc2,
                         kd::COMPUTE_PGM_RSRC2_GFX6_GFX120_USER_SGPR_COUNT);
}
unsigned KernelCodeT::tgidMask() const {
  return AMDHSA_BITS_GET(PgmRsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X) |
         AMDHSA_BITS_GET(PgmRsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y)
             << 1 |
         AMDHSA_BITS_GET(PgmRsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z)
             << 2;
}
unsigned KernelCodeT::tidigCompCnt() const {
  return AMDHSA_BITS_GET(PgmRsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_VGPR_WORKITEM_ID);
}
bool KernelCodeT::scratchEnabled() const {
  return AMDHSA_BITS_GET(PgmRsrc2,
                         kd::COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT);
}

} // namespace amdcl2
