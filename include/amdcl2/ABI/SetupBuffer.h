//===- SetupBuffer.h - The CL2 setup buffer (HSA dispatch packet) -*- C++ -*-=//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Byte offsets of the fields of the setup buffer, which is the HSA
/// kernel-dispatch packet (ABI doc section 4): those work-item functions
/// read, and those the emulator writes as the runtime does.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_SETUPBUFFER_H
#define AMDCL2_ABI_SETUPBUFFER_H

namespace amdcl2 {
namespace setup {

/// u16 header at offset 0: the packet type.
constexpr unsigned HeaderOffset = 0;
constexpr unsigned PacketTypeKernelDispatch = 2;
/// u16 at offset 2; bits 0-1 give the number of dimensions.
constexpr unsigned DimsOffset = 2;
constexpr unsigned DimsMask = 3;
/// u16 work-group (enqueued local) size of dimension \p D.
constexpr unsigned localSizeOffset(unsigned D) { return 4 + 2 * D; }
constexpr unsigned LocalSizeBytes = 2;
/// u32 grid (global) size of dimension \p D.
constexpr unsigned globalSizeOffset(unsigned D) { return 12 + 4 * D; }
constexpr unsigned GlobalSizeBytes = 4;
constexpr unsigned PrivateSegmentSizeOffset = 24;
constexpr unsigned GroupSegmentSizeOffset = 28;
/// u64 addresses of the kernel object (its setup) and of the argument
/// buffer.
constexpr unsigned KernelObjectOffset = 32;
constexpr unsigned KernargAddressOffset = 40;

/// Aperture buffer (usegeneric, gfx7/gfx8): high halves of the apertures.
constexpr unsigned LDSApertureHiDword = 16;
constexpr unsigned ScratchApertureHiDword = 17;

} // namespace setup
} // namespace amdcl2

#endif // AMDCL2_ABI_SETUPBUFFER_H
