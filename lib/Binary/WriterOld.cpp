//===- WriterOld.cpp - Old-format (pre-1912.05) AMDCL2 binaries -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes the OLD AMDCL2 format that Catalyst drivers before 1912.05 read
/// (spec section 10): no inner ELF; each kernel is a blob in outer .text made
/// of a 0xA60-byte stub, its amd_kernel_code_t and its code, with a 20-byte
/// ISA-metadata record in outer .rodata after the kernel metadata blobs. The
/// stub's statistics words (instruction counts by class) are computed by
/// walking the GCN instruction encodings.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterOld.h"
#include "amdcl2/ABI/Features.h"
#include "amdcl2/ABI/LittleEndian.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/Endian.h"

using namespace llvm;

namespace amdcl2 {

//===----------------------------------------------------------------------===//
// Stub statistics
//===----------------------------------------------------------------------===//

/// VOP2 (bit 31 = 0), VOPC (bits 31:25 = 0x3E), VOP1 (0x3F).
static bool vectorALUHasExtra(uint32_t W, bool GFX7) {
  const unsigned Src0 = W & 0x1FF;
  const unsigned Op = (W >> 25) & 0x3F;
  const bool IsVOP2 = (W >> 25) < 0x3E;
  // v_madmk/v_madak carry a literal; gfx8/gfx9 add SDWA and DPP dwords.
  const bool MadLiteral =
      IsVOP2 && (GFX7 ? (Op == 32 || Op == 33)
                      : (Op == 23 || Op == 24 || Op == 36 || Op == 37));
  return Src0 == 0xFF || MadLiteral ||
         (!GFX7 && (Src0 == 0xF9 || Src0 == 0xFA));
}

/// Scalar ALU (bits 31:30 = 2): SOP2, or (bits 29:28 = 3) SOPK/SOP1/SOPC/SOPP.
static bool scalarALUHasExtra(uint32_t W, bool GFX7) {
  const unsigned Src0 = W & 0xFF, Src1 = (W >> 8) & 0xFF;
  if (((W >> 28) & 3) != 3)
    return Src0 == 0xFF || Src1 == 0xFF; // SOP2
  switch ((W >> 23) & 0x1F) {
  case 0x1D: // SOP1
    return Src0 == 0xFF;
  case 0x1E: // SOPC
    return Src0 == 0xFF || Src1 == 0xFF;
  case 0x1F: // SOPP
    return false;
  default: // SOPK: s_setreg_imm32_b32 carries a literal
    return ((W >> 23) & 0x1F) == (GFX7 ? 21u : 20u);
  }
}

/// Bits 31:30 = 3: the encoding is in bits 29:26. Counts the instruction's
/// class in \p S.
static bool otherHasExtra(uint32_t W, bool GFX7, OldCodeStats &S) {
  switch ((W >> 26) & 0xF) {
  case 0x0: // gfx7 SMRD (32-bit); gfx8/gfx9 SMEM (64-bit)
  case 0x1: // gfx7 SMRD; gfx8/gfx9 EXP (64-bit)
    if (GFX7 || ((W >> 26) & 0xF) == 0x0)
      ++S.ScalarOps;
    return !GFX7;
  case 0x2: // gfx7 VINTRP
  case 0x5: // gfx8/gfx9 VINTRP
    ++S.VectorALU;
    return false;
  case 0x4: // VOP3
    ++S.VectorALU;
    return true;
  case 0x6: // DS
    ++S.LocalMemOps;
    return true;
  case 0x7: // FLAT
  case 0x8: // MUBUF
  case 0xA: // MTBUF
  case 0xC: // MIMG
    ++S.GlobalMemOps;
    return true;
  case 0xE: // gfx7 EXP
    return GFX7;
  default:
    return false;
  }
}

OldCodeStats analyzeOldCodeStats(ArrayRef<uint8_t> Code, GPUFamily Family) {
  const bool GFX7 = Family == GPUFamily::GCN11;
  OldCodeStats S;
  const size_t NumDwords = Code.size() / 4;
  for (size_t P = 0; P < NumDwords;) {
    const uint32_t W = support::endian::read32le(Code.data() + 4 * P++);
    bool Extra;
    ++S.Instructions;
    if (!(W & 0x80000000u)) {
      ++S.VectorALU;
      Extra = vectorALUHasExtra(W, GFX7);
    } else if ((W >> 30) == 2) {
      ++S.ScalarOps;
      Extra = scalarALUHasExtra(W, GFX7);
    } else {
      Extra = otherHasExtra(W, GFX7, S);
    }
    if (Extra && P < NumDwords)
      ++P;
  }
  return S;
}

//===----------------------------------------------------------------------===//
// Stub and ISA metadata
//===----------------------------------------------------------------------===//

std::vector<uint8_t> buildOldKernelStub(const KernelCodeT &Setup,
                                        const OldCodeStats &Stats,
                                        uint64_t CodeSize) {
  using namespace cl2;
  std::vector<uint8_t> B(OldStubSize, 0);
  const uint64_t BlobSize = OldStubSize + KernelCodeTSize + CodeSize;
  // Statistics (spec 10.2: the first four reproduce enqueue-15_7).
  writeLE<uint32_t>(B, 0x000, OldStubSize);
  writeLE<uint32_t>(B, 0x004, Stats.Instructions);
  writeLE<uint32_t>(B, 0x008, Setup.WorkitemVGPRCount);
  writeLE<uint32_t>(B, 0x024, Stats.VectorALU);
  writeLE<uint32_t>(B, 0x028, Stats.GlobalMemOps);
  writeLE<uint32_t>(B, 0x02C, Stats.LocalMemOps);
  writeLE<uint32_t>(B, 0x034, Stats.ScalarOps);
  writeLE<uint32_t>(B, 0x03C, Setup.WavefrontSGPRCount);
  writeLE<uint32_t>(B, 0x0B8, OldStubSize);
  writeLE<uint32_t>(B, 0x164, 3);
  writeLE<uint32_t>(B, 0x168, 12);
  // The tail: where the setup and code are, registers, memory, resources.
  writeLE<uint64_t>(B, 0x9A0, OldStubSize);
  writeLE<uint32_t>(B, 0x9A8, KernelCodeTSize);
  writeLE<uint32_t>(B, 0x9AC, KernelCodeTSize + CodeSize);
  writeLE<uint32_t>(B, 0x9B8, 0x200);
  writeLE<uint64_t>(B, 0x9C0, BlobSize);
  writeLE<uint64_t>(B, 0x9D0, BlobSize);
  writeLE<uint32_t>(B, 0x9D8, Setup.WorkitemVGPRCount);
  writeLE<uint32_t>(B, 0x9DC, Setup.WavefrontSGPRCount);
  writeLE<uint32_t>(B, 0x9E8, Setup.WorkitemVGPRCount);
  writeLE<uint32_t>(B, 0x9EC, Setup.ReservedSGPRFirst);
  writeLE<uint32_t>(B, 0x9F0, (Setup.PgmRsrc1 >> 12) & 0xFF); // FLOAT_MODE
  writeLE<uint32_t>(B, 0x9F8, 1);
  writeLE<uint32_t>(B, 0xA08, (Setup.PrivateSegmentSize + 3) / 4);
  writeLE<uint32_t>(B, 0xA0C, Setup.GroupSegmentSize);
  writeLE<uint32_t>(B, 0xA10, 0xFFFFFFFF);
  // compute_pgm_rsrc2 with LDS_SIZE in 512-byte granules, which the setup
  // itself leaves 0.
  uint32_t Rsrc2 = Setup.PgmRsrc2;
  AMDHSA_BITS_SET(Rsrc2, amdhsa::COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE,
                  (Setup.GroupSegmentSize + 511) / 512);
  writeLE<uint32_t>(B, 0xA48, Rsrc2);
  return B;
}

std::array<uint8_t, cl2::OldISAMetadataSize> oldISAMetadata() {
  // The same bytes in all 50 AMD old-format kernels (spec 10.3).
  return {0x00, 0x00, 0x68, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
          0x00, 0x08, 0x42, 0x09, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00};
}

//===----------------------------------------------------------------------===//
// The whole file
//===----------------------------------------------------------------------===//

namespace {
constexpr StringLiteral AclVersionOld = "AMD-COMP-LIB-v0.8 (0.0.326)";

struct OldKernel {
  std::string Name;
  std::vector<uint8_t> Metadata;
  std::vector<uint8_t> Blob; ///< stub + setup + code
};

/// The outer ELF of spec 4 with the OLD symbols: after the metadata symbols,
/// a FUNC symbol for each kernel's blob in .text and one for its ISA
/// metadata in .rodata (after all metadata blobs). No .brig.
Expected<std::vector<uint8_t>> encodeOldOuterELF(bool Is64, uint32_t Code,
                                                 StringRef Options,
                                                 ArrayRef<OldKernel> Kernels) {
  // Metadata blobs, then each kernel's ISA metadata; blobs in .text.
  std::vector<uint8_t> Rodata, Text;
  std::vector<OuterSymbol> Symbols;
  for (const OldKernel &K : Kernels) {
    Symbols.push_back(
        {OuterSymbol::Rodata,
         (cl2::SymMetadataPrefix + K.Name + cl2::SymMetadataSuffix).str(),
         Rodata.size(), K.Metadata.size()});
    Rodata.insert(Rodata.end(), K.Metadata.begin(), K.Metadata.end());
  }
  const auto ISA = oldISAMetadata();
  for (const OldKernel &K : Kernels) {
    Symbols.push_back(
        {OuterSymbol::Text,
         (cl2::SymISAPrefix + K.Name + cl2::SymISABinarySuffix).str(),
         Text.size(), K.Blob.size(), ELF::STT_FUNC});
    Symbols.push_back(
        {OuterSymbol::Rodata,
         (cl2::SymISAPrefix + K.Name + cl2::SymISAMetadataSuffix).str(),
         Rodata.size(), cl2::OldISAMetadataSize});
    Rodata.insert(Rodata.end(), ISA.begin(), ISA.end());
    Text.insert(Text.end(), K.Blob.begin(), K.Blob.end());
  }
  ELFImage Img = buildOuterELF(Is64, Code, Options, AclVersionOld,
                               std::move(Rodata), std::move(Text), Symbols);
  return encodeELF(Img);
}
} // namespace

Expected<SmallVector<char, 0>> writeOldAMDCL2(const CompiledProgram &P,
                                              const WriterOptions &O,
                                              ArrayRef<WrittenKernel> Kernels,
                                              uint32_t DeviceCode) {
  if (!P.Target.Driver.isOld())
    return createStringError("driver %s does not read the old AMDCL2 format",
                             P.Target.Driver.str().c_str());
  // The old format has no inner code object and so no place for
  // program-scope data, samplers or relocations (spec 10.1).
  const ProgramData &Data = P.Data;
  if (!Data.Global.empty() || Data.BssSize || !Data.Readonly.empty() ||
      !Data.References.empty())
    return createStringError("the program has program-scope data, which the "
                             "old (pre-1912.05) AMDCL2 format cannot hold; "
                             "choose driver 1912.05 or later");
  std::vector<OldKernel> Blobs;
  for (const WrittenKernel &K : Kernels) {
    OldKernel B;
    B.Name = K.Name;
    B.Metadata = K.Metadata;
    B.Blob = buildOldKernelStub(
        K.Setup, analyzeOldCodeStats(*K.Code, P.Target.GPU->Family),
        K.Code->size());
    std::array<uint8_t, cl2::KernelCodeTSize> Setup =
        encodeKernelCodeT(K.Setup);
    B.Blob.insert(B.Blob.end(), Setup.begin(), Setup.end());
    B.Blob.insert(B.Blob.end(), K.Code->begin(), K.Code->end());
    Blobs.push_back(std::move(B));
  }
  Expected<std::vector<uint8_t>> Bytes =
      encodeOldOuterELF(P.Target.Is64, DeviceCode, O.CompileOptions, Blobs);
  if (!Bytes)
    return Bytes.takeError();
  return SmallVector<char, 0>(Bytes->begin(), Bytes->end());
}

} // namespace amdcl2
