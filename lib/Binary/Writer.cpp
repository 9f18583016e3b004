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
#include "amdcl2/ABI/Samplers.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/WriterOld.h"
#include "amdcl2/Binary/WriterParts.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

//===----------------------------------------------------------------------===//
// Outer ELF
//===----------------------------------------------------------------------===//

namespace {
constexpr StringLiteral AclVersion = "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)";

SmallVector<char, 0> toChars(const std::vector<uint8_t> &B) {
  return SmallVector<char, 0>(B.begin(), B.end());
}

/// The target's row of the device table and its e_flags code.
struct TargetDevice {
  const DeviceCodeRow *Row;
  unsigned Code;
};

/// The target's device and code, or why the driver cannot load it.
Expected<TargetDevice> targetDevice(const BinaryTarget &T) {
  StringRef Device =
      T.DeviceName.empty() ? T.GPU->DeviceName : StringRef(T.DeviceName);
  const DeviceCodeRow *Row = lookupDeviceCode(Device);
  if (!Row)
    return createStringError("no AMDCL2 device code is known for device '%s'",
                             Device.str().c_str());
  std::optional<unsigned> Code = deviceCodeFor(*Row, T.Driver.Value);
  if (!Code)
    return createStringError("driver %s does not know device '%s' (%s); "
                             "choose a newer driver with --amdcl2-driver",
                             T.Driver.str().c_str(),
                             Row->DeviceName.str().c_str(),
                             T.GPU->LLVMName.str().c_str());
  return TargetDevice{Row, *Code};
}

/// Every kernel's records, encoded by the ABI's kernel codec. A record the
/// binary would not give back as it is (decode(encode(K)) != K beyond what
/// the format drops by design) is an internal error: the runtime would see
/// another kernel than the one compiled.
Expected<std::vector<WrittenKernel>> encodeKernels(const CompiledProgram &P) {
  std::vector<WrittenKernel> Out;
  const cl2::Generation G = P.Target.generation();
  for (const CompiledKernel &CK : P.Kernels) {
    Expected<EncodedKernel> E = encodeKernel(CK.Info, G, P.Target.Is64);
    if (!E)
      return E.takeError();
    std::vector<std::string> Lost =
        roundTripDifferences(CK.Info, *E, G, P.Target.Is64);
    if (!Lost.empty())
      return createStringError("internal error: kernel '%s': the %s binary "
                               "would not hold its record (%s)",
                               CK.Info.name().c_str(),
                               cl2::generationName(G).str().c_str(),
                               join(Lost, "; ").c_str());
    Out.push_back(
        {CK.Info.name(), E->Setup, std::move(E->Metadata.Raw), &CK.Code});
  }
  return Out;
}

/// The sampler initializers and their slots in the read-only data.
static Error addSamplers(const ProgramData &D, InnerProgram &Inner) {
  for (const ProgramSampler &S : D.Samplers) {
    Expected<SamplerFields> F = samplerFieldsFromLiteral(S.Literal);
    if (!F)
      return F.takeError();
    if (S.Slot + 8 > D.Readonly.size())
      return createStringError("sampler slot at 0x%llx is outside the "
                               "read-only data",
                               (unsigned long long)S.Slot);
    SamplerInit I;
    I.Size = cl2::SamplerInitSize;
    I.Kind = cl2::SamplerInitKind;
    I.CoordMode = F->NormalizedCoords;
    I.Filter = F->Filter;
    I.Addressing = F->Addressing;
    Inner.Samplers.push_back(I);
    Inner.SamplerSlots.push_back(S.Slot);
  }
  return Error::success();
}

/// The inner program: kernels at 256-byte boundaries in .hsatext, data
/// sections, the code's relocations, the notes.
Expected<InnerProgram> buildInnerProgram(const CompiledProgram &P,
                                         ArrayRef<WrittenKernel> Kernels,
                                         unsigned Major, unsigned Minor,
                                         unsigned Stepping) {
  InnerProgram Inner;
  Inner.Gen = P.Target.generation();
  std::vector<uint64_t> Offsets;
  uint64_t TextEnd = 0;
  for (const WrittenKernel &K : Kernels) {
    TextEnd = alignTo(TextEnd, 256);
    Offsets.push_back(TextEnd);
    TextEnd += cl2::KernelCodeTSize + K.Code->size();
    Inner.Kernels.push_back({K.Name, encodeKernelCodeT(K.Setup), *K.Code});
  }
  const ProgramData &D = P.Data;
  Inner.Global = D.Global;
  Inner.BssSize = D.BssSize;
  Inner.BssAlign = D.BssAlign;
  Inner.Readonly = D.Readonly;
  if (Error E = addSamplers(D, Inner))
    return std::move(E);
  for (const DataPointer &Ptr : D.Pointers)
    Inner.DataRelocs.push_back({unsigned(Ptr.Where), Ptr.Offset,
                                unsigned(Ptr.Target), Ptr.Addend, Ptr.Bytes});
  for (const DataReference &R : D.References) {
    if (R.Kernel >= Kernels.size())
      return createStringError("a data reference names kernel %u of %zu",
                               R.Kernel, Kernels.size());
    if (!P.Target.Is64 && R.Part == DataReference::High) {
      // A 32-bit program's data is below 4 GiB: the high half is 0, as in
      // AMD's 32-bit code, which has LOW relocations only (samplers4.32).
      std::vector<uint8_t> &Code = Inner.Kernels[R.Kernel].Code;
      if (R.Offset + 4 > Code.size())
        return createStringError("kernel '%s': data reference at 0x%llx is "
                                 "outside its code",
                                 Kernels[R.Kernel].Name.c_str(),
                                 (unsigned long long)R.Offset);
      std::fill_n(Code.begin() + R.Offset, 4, 0);
      continue;
    }
    InnerTextReloc T;
    T.Offset = Offsets[R.Kernel] + cl2::KernelCodeTSize + R.Offset;
    T.Type = R.Part == DataReference::Low ? ELF::R_AMDGPU_ABS32_LO
                                          : ELF::R_AMDGPU_ABS32_HI;
    T.Section = R.Target;
    T.Addend = R.Addend;
    Inner.TextRelocs.push_back(T);
  }
  llvm::sort(Inner.TextRelocs,
             [](const InnerTextReloc &A, const InnerTextReloc &B) {
               return A.Offset < B.Offset;
             });
  Inner.Notes = buildNotes(Inner.Gen, P.Target.Is64, Major, Minor, Stepping,
                           P.Target.Driver.Value);
  return Inner;
}

/// The new-format file: metadata blobs in outer .rodata, the inner ELF in
/// outer .text.
Expected<SmallVector<char, 0>> writeNewAMDCL2(const CompiledProgram &P,
                                              const WriterOptions &O,
                                              ArrayRef<WrittenKernel> Kernels,
                                              const TargetDevice &Device) {
  unsigned Ma, Mi, St;
  isaNoteVersion(*Device.Row, P.Target.Driver.Value, Ma, Mi, St);
  Expected<InnerProgram> Inner = buildInnerProgram(P, Kernels, Ma, Mi, St);
  if (!Inner)
    return Inner.takeError();
  Expected<ELFImage> InnerImg = buildInnerELF(*Inner);
  if (!InnerImg)
    return InnerImg.takeError();
  Expected<std::vector<uint8_t>> InnerBytes = encodeELF(*InnerImg);
  if (!InnerBytes)
    return InnerBytes.takeError();
  std::vector<uint8_t> Rodata;
  std::vector<OuterSymbol> Symbols;
  for (const WrittenKernel &K : Kernels) {
    Symbols.push_back(
        {OuterSymbol::Rodata,
         (cl2::SymMetadataPrefix + K.Name + cl2::SymMetadataSuffix).str(),
         Rodata.size(), K.Metadata.size()});
    Rodata.insert(Rodata.end(), K.Metadata.begin(), K.Metadata.end());
  }
  ELFImage OuterImg =
      buildOuterELF(P.Target.Is64, Device.Code, O.CompileOptions, AclVersion,
                    std::move(Rodata), std::move(*InnerBytes), Symbols);
  Expected<std::vector<uint8_t>> Bytes = encodeELF(OuterImg);
  if (!Bytes)
    return Bytes.takeError();
  return toChars(*Bytes);
}
} // namespace

//===----------------------------------------------------------------------===//
// CompiledProgram -> AMDCL2
//===----------------------------------------------------------------------===//

Expected<SmallVector<char, 0>> writeAMDCL2(const CompiledProgram &P,
                                           const WriterOptions &O) {
  if (!P.Target.GPU)
    return createStringError("the program has no target GPU; supported: %s",
                             supportedGPUList().c_str());
  Expected<TargetDevice> Device = targetDevice(P.Target);
  if (!Device)
    return Device.takeError();
  Expected<std::vector<WrittenKernel>> Kernels = encodeKernels(P);
  if (!Kernels)
    return Kernels.takeError();
  if (P.Target.generation() == cl2::Generation::Old)
    return writeOldAMDCL2(P, O, *Kernels, Device->Code);
  return writeNewAMDCL2(P, O, *Kernels, *Device);
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
