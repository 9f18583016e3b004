//===- Writer.cpp - Writing AMDCL2 program binaries -----------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The writer's entry points: driver versions and their format generations,
/// hardware-limit checks, the outer ELF (spec section 4) around the kernel
/// metadata blobs and the inner code object, and re-serialization of a binary
/// read into the AMDCL2Binary model.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/Writer.h"
#include "amdcl2/ABI/DeviceCodes.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/WriterOld.h"
#include "amdcl2/Binary/WriterParts.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

//===----------------------------------------------------------------------===//
// Driver versions
//===----------------------------------------------------------------------===//

std::string DriverVersion::str() const {
  if (isOld())
    return "old";
  return formatv("{0}.{1:d2}", Value / 100, Value % 100).str();
}

Expected<DriverVersion> parseDriverVersion(StringRef S) {
  auto Bad = [&] {
    return createStringError(
        "invalid AMDCL2 driver version '%s': expected 'old', MMMM.mm (e.g. "
        "2036.03) or an integer like 203603",
        S.str().c_str());
  };
  StringRef T = S.trim();
  if (T.equals_insensitive("old"))
    return DriverVersion{DriverVersion::Old};
  unsigned Value;
  auto [Major, Minor] = T.split('.');
  if (T.contains('.')) {
    unsigned Ma, Mi;
    if (Minor.size() != 2 || Major.getAsInteger(10, Ma) ||
        Minor.getAsInteger(10, Mi) || Ma < 1000 || Ma > 9999)
      return Bad();
    Value = Ma * 100 + Mi;
  } else {
    if (T.getAsInteger(10, Value) || Value < 100000 || Value > 999999)
      return Bad();
  }
  return DriverVersion{Value};
}

DriverVersion defaultDriverVersion(const GPUInfo &GPU) {
  DriverVersion D{248203};
  if (const DeviceCodeRow *Row = lookupDeviceCode(GPU.DeviceName))
    for (unsigned C = 0; C < NumDriverColumns; ++C)
      if (Row->Codes[C] >= 0) {
        D.Value = std::max(D.Value, driverColumnStarts()[C]);
        break;
      }
  return D;
}

cl2::Generation generationFor(DriverVersion D) {
  if (D.Value < DriverVersion::G1First)
    return cl2::Generation::Old;
  if (D.Value < DriverVersion::G2First)
    return cl2::Generation::G1;
  if (D.Value < DriverVersion::G2GfxFirst)
    return cl2::Generation::G2;
  return cl2::Generation::G2Gfx;
}

//===----------------------------------------------------------------------===//
// Hardware limits
//===----------------------------------------------------------------------===//

Error checkHardwareLimits(const CompiledProgram &P) {
  const GPUInfo *GPU = lookupGPU(P.GPU);
  if (!GPU)
    return createStringError("unknown GPU '%s'", P.GPU.c_str());
  const HardwareLimits &L = GPU->Device->Limits;
  // KernelInfo holds the verified counts and sizes from LLVM's descriptor
  // and metadata note; the object is not read a second time.
  for (const KernelInfo &K : P.Kernels) {
    auto Over = [&](const char *What, uint64_t Used, uint64_t Limit) {
      return createStringError("kernel '%s' uses %llu %s; the %s limit is %llu",
                               K.ABI.Name.c_str(), (unsigned long long)Used,
                               What, GPU->LLVMName.str().c_str(),
                               (unsigned long long)Limit);
    };
    if (K.SGPRs > L.MaxSGPRs)
      return Over("SGPRs", K.SGPRs, L.MaxSGPRs);
    if (K.VGPRs > L.MaxVGPRs)
      return Over("VGPRs", K.VGPRs, L.MaxVGPRs);
    if (K.LDSBytes > L.MaxLDSBytes)
      return Over("bytes of LDS", K.LDSBytes, L.MaxLDSBytes);
    if (K.ScratchBytes > L.MaxScratchBytes)
      return Over("bytes of scratch per work-item", K.ScratchBytes,
                  L.MaxScratchBytes);
  }
  return Error::success();
}

//===----------------------------------------------------------------------===//
// Outer ELF
//===----------------------------------------------------------------------===//

namespace {
constexpr StringLiteral AclVersion = "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)";

struct OuterKernel {
  std::string Name;
  std::vector<uint8_t> Metadata;
};

SmallVector<char, 0> toChars(const std::vector<uint8_t> &B) {
  return SmallVector<char, 0>(B.begin(), B.end());
}
} // namespace

//===----------------------------------------------------------------------===//
// CompiledProgram -> AMDCL2
//===----------------------------------------------------------------------===//

Expected<SmallVector<char, 0>> writeAMDCL2(const CompiledProgram &P,
                                           const WriterOptions &O) {
  const GPUInfo *GPU = lookupGPU(P.GPU);
  if (!GPU)
    return createStringError("unknown GPU '%s'; supported: %s", P.GPU.c_str(),
                             supportedGPUList().c_str());
  DriverVersion D = O.Driver.Value ? O.Driver : defaultDriverVersion(*GPU);
  StringRef Device =
      O.DeviceName.empty() ? GPU->DeviceName : StringRef(O.DeviceName);
  const DeviceCodeRow *Row = lookupDeviceCode(Device);
  if (!Row)
    return createStringError("no AMDCL2 device code is known for device '%s'",
                             Device.str().c_str());
  std::optional<unsigned> Code = deviceCodeFor(*Row, D.Value);
  if (!Code)
    return createStringError("driver %s does not know device '%s' (%s); "
                             "choose a newer driver with --amdcl2-driver",
                             D.str().c_str(), Row->DeviceName.str().c_str(),
                             GPU->LLVMName.str().c_str());
  const cl2::Generation Gen = generationFor(D);
  if (P.Kernels.empty())
    return createStringError("the program has no kernels");
  if (Error E = checkHardwareLimits(P))
    return std::move(E);
  if (Error E = checkArgumentFormat(P, D))
    return std::move(E);
  Expected<ObjectContents> Obj = readLLVMObject(P.Object);
  if (!Obj)
    return Obj.takeError();
  if (Gen == cl2::Generation::Old)
    return writeOldAMDCL2(P, O, *GPU, D, *Code, *Obj);

  // Kernel-table indices: ordinary kernels first, then the enqueue blocks
  // (spec 6.4).
  std::vector<unsigned> Index(P.Kernels.size());
  unsigned Next = 0;
  for (int Pass = 0; Pass < 2; ++Pass)
    for (size_t I = 0; I < P.Kernels.size(); ++I)
      if (StringRef(P.Kernels[I].ABI.Name).starts_with("__amd_blocks_func_") ==
          (Pass == 1))
        Index[I] = Next++;

  InnerProgram Inner;
  Inner.Gen = Gen;
  std::vector<OuterKernel> Outer;
  std::vector<uint64_t> KernelOffsets;
  uint64_t TextEnd = 0;
  for (size_t I = 0; I < P.Kernels.size(); ++I) {
    const KernelInfo &K = P.Kernels[I];
    if (K.is64Bit() != O.Is64Bit)
      return createStringError("kernel '%s' was laid out for a %d-bit "
                               "program, but the binary is %d-bit",
                               K.ABI.Name.c_str(), K.is64Bit() ? 64 : 32,
                               O.Is64Bit ? 64 : 32);
    const ObjectKernel *OK = nullptr;
    for (const ObjectKernel &C : Obj->Kernels)
      if (C.Name == K.ABI.Name)
        OK = &C;
    if (!OK)
      return createStringError("kernel '%s' is not in the compiled object",
                               K.ABI.Name.c_str());
    Expected<KernelCodeT> Setup = buildKernelSetup(K, *GPU, D, O.Is64Bit);
    if (!Setup)
      return Setup.takeError();
    Expected<KernelMetadataBlob> MD =
        buildKernelMetadata(K, *GPU, D, O.Is64Bit, I, Index[I],
                            K.ABI.Flags.normalized().UseEnqueue);
    if (!MD)
      return MD.takeError();
    Outer.push_back({K.ABI.Name, MD->Raw});
    InnerKernel IK;
    IK.Name = K.ABI.Name;
    IK.Setup = Setup->Raw;
    IK.Code = OK->Code;
    TextEnd = alignTo(TextEnd, 256);
    KernelOffsets.push_back(TextEnd);
    TextEnd += cl2::KernelCodeTSize + IK.Code.size();
    Inner.Kernels.push_back(std::move(IK));
  }

  // Program-scope data and the code's references to it.
  Inner.Global = Obj->Data.Global;
  Inner.BssSize = Obj->Data.BssSize;
  Inner.BssAlign = Obj->Data.BssAlign;
  Inner.Readonly = Obj->Data.Readonly;
  for (const ObjectData::CodeReloc &R : Obj->Data.Relocs) {
    size_t KI = 0;
    while (KI < Inner.Kernels.size() && Inner.Kernels[KI].Name != R.Kernel)
      ++KI;
    if (KI == Inner.Kernels.size())
      return createStringError("code of '%s' refers to program data, but it "
                               "is not a kernel of the program",
                               R.Kernel.c_str());
    if (!O.Is64Bit && R.Type == cl2::R_AMDGPU_32_HIGH)
      return createStringError("kernel '%s' uses 64-bit data addresses, "
                               "which 32-bit AMDCL2 binaries cannot relocate",
                               R.Kernel.c_str());
    InnerTextReloc T;
    T.Offset = KernelOffsets[KI] + cl2::KernelCodeTSize + R.Offset;
    T.Type = R.Type;
    T.Section = R.Section;
    T.Addend = R.Addend;
    Inner.TextRelocs.push_back(T);
  }
  llvm::sort(Inner.TextRelocs,
             [](const InnerTextReloc &A, const InnerTextReloc &B) {
               return A.Offset < B.Offset;
             });
  unsigned Ma, Mi, St;
  isaNoteVersion(*Row, D.Value, Ma, Mi, St);
  Inner.Notes = buildNotes(Gen, O.Is64Bit, Ma, Mi, St);
  Expected<ELFImage> InnerImg = buildInnerELF(Inner);
  if (!InnerImg)
    return InnerImg.takeError();
  Expected<std::vector<uint8_t>> InnerBytes = encodeELF(*InnerImg);
  if (!InnerBytes)
    return InnerBytes.takeError();

  std::vector<uint8_t> Rodata;
  std::vector<OuterSymbol> Symbols;
  for (const OuterKernel &K : Outer) {
    Symbols.push_back(
        {OuterSymbol::Rodata,
         (cl2::SymMetadataPrefix + K.Name + cl2::SymMetadataSuffix).str(),
         Rodata.size(), K.Metadata.size()});
    Rodata.insert(Rodata.end(), K.Metadata.begin(), K.Metadata.end());
  }
  ELFImage OuterImg =
      buildOuterELF(O.Is64Bit, *Code, O.CompileOptions, AclVersion,
                    std::move(Rodata), std::move(*InnerBytes), Symbols);
  Expected<std::vector<uint8_t>> Bytes = encodeELF(OuterImg);
  if (!Bytes)
    return Bytes.takeError();
  return toChars(*Bytes);
}

//===----------------------------------------------------------------------===//
// AMDCL2Binary -> bytes
//===----------------------------------------------------------------------===//

static Expected<std::vector<uint8_t>> reencode(ELFImage Img) {
  // Symbol tables are re-encoded from the parsed symbols.
  for (ELFSection &S : Img.Sections)
    if (S.Type == ELF::SHT_SYMTAB &&
        S.Size == Img.Symbols.size() * (Img.Is64 ? 24 : 16))
      S.Contents = encodeSymbols(Img.Symbols, Img.Is64);
  layoutELF(Img);
  return encodeELF(Img);
}

Expected<SmallVector<char, 0>> writeAMDCL2(const AMDCL2Binary &B) {
  ELFImage Outer = B.Outer;
  if (B.Inner) {
    Expected<std::vector<uint8_t>> Inner = reencode(*B.Inner);
    if (!Inner)
      return Inner.takeError();
    int T = Outer.findSection(cl2::SecText);
    if (T < 0)
      return createStringError("AMDCL2 binary: inner ELF without an outer "
                               ".text section");
    Outer.Sections[T].Contents = std::move(*Inner);
    Outer.Sections[T].Size = Outer.Sections[T].Contents.size();
  }
  Expected<std::vector<uint8_t>> Bytes = reencode(std::move(Outer));
  if (!Bytes)
    return Bytes.takeError();
  return toChars(*Bytes);
}

} // namespace amdcl2
