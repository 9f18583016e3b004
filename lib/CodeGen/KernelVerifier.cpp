//===- KernelVerifier.cpp - Check LLVM's kernel descriptors vs CL2 flags --===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads each kernel's descriptor (`K.kd`) and code-object metadata from the
/// ELF LLVM produced, checks them against the CL2 decisions recorded by the
/// lowering pass (ABI doc section 9) and fills KernelInfo. Any disagreement
/// means LLVM did not honour the pinned inputs: an internal error naming the
/// kernel and the field, never a silently wrong kernel.
///
//===----------------------------------------------------------------------===//

#include "ArgumentReads.h"
#include "amdcl2/ABI/Features.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"
#include "llvm/Object/ELFObjectFile.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include <map>

using namespace llvm;
using namespace llvm::object;
namespace kd = llvm::amdhsa;

namespace amdcl2 {

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {
struct NoteCounts {
  unsigned SGPRs = 0, VGPRs = 0;
};
} // namespace

/// Register counts per kernel from the NT_AMDGPU_METADATA note.
static Expected<std::map<std::string, NoteCounts>>
readMetadataNote(const ELF64LEObjectFile &Obj) {
  std::map<std::string, NoteCounts> Out;
  const ELF64LEFile &ELF = Obj.getELFFile();
  auto Sections = ELF.sections();
  if (!Sections)
    return Sections.takeError();
  for (const auto &Sec : *Sections) {
    if (Sec.sh_type != ELF::SHT_NOTE)
      continue;
    Error Err = Error::success();
    for (const auto &Note : ELF.notes(Sec, Err)) {
      if (Note.getName() != "AMDGPU" ||
          Note.getType() != ELF::NT_AMDGPU_METADATA)
        continue;
      msgpack::Document Doc;
      ArrayRef<uint8_t> Desc = Note.getDesc(Sec.sh_addralign);
      if (!Doc.readFromBlob(toStringRef(Desc), false))
        return makeError("internal error: unreadable AMDGPU metadata note");
      msgpack::DocNode &Kernels = Doc.getRoot().getMap(true)["amdhsa.kernels"];
      if (!Kernels.isArray())
        continue;
      for (msgpack::DocNode &K : Kernels.getArray()) {
        if (!K.isMap())
          continue;
        msgpack::MapDocNode M = K.getMap();
        auto Num = [&](StringRef Key) -> unsigned {
          msgpack::DocNode &N = M[Key];
          return N.getKind() == msgpack::Type::UInt  ? N.getUInt()
                 : N.getKind() == msgpack::Type::Int ? N.getInt()
                                                     : 0;
        };
        msgpack::DocNode &Name = M[".name"];
        if (Name.getKind() != msgpack::Type::String)
          continue;
        Out[Name.getString().str()] = {Num(".sgpr_count"), Num(".vgpr_count")};
      }
    }
    if (Err)
      return std::move(Err);
  }
  return Out;
}

/// The bytes of the defined symbol \p Name of ELF type \p Type: \p Size of
/// them, or the symbol's own size when \p Size is 0. An error that names
/// \p What for kernel \p Kernel when the symbol is missing or lies outside
/// its section.
static Expected<ArrayRef<uint8_t>> symbolBytes(const ELF64LEObjectFile &Obj,
                                               StringRef Name, uint8_t Type,
                                               uint64_t Size, StringRef Kernel,
                                               StringRef What) {
  for (const ELFSymbolRef &Sym : Obj.symbols()) {
    Expected<StringRef> SymName = Sym.getName();
    if (!SymName)
      return SymName.takeError();
    if (*SymName != Name || Sym.getELFType() != Type)
      continue;
    Expected<section_iterator> Sec = Sym.getSection();
    if (!Sec)
      return Sec.takeError();
    if (*Sec == Obj.section_end())
      break;
    Expected<StringRef> Contents = (*Sec)->getContents();
    if (!Contents)
      return Contents.takeError();
    Expected<uint64_t> Value = Sym.getValue();
    if (!Value)
      return Value.takeError();
    uint64_t N = Size ? Size : Sym.getSize();
    if (*Value + N > Contents->size())
      return makeError("internal error: kernel '" + Kernel + "': " + What +
                       " lies outside its section");
    return arrayRefFromStringRef(Contents->substr(*Value, N));
  }
  return makeError("internal error: kernel '" + Kernel + "': no " + What +
                   " in the object");
}

/// The 64-byte descriptor of kernel \p Name.
static Expected<kd::kernel_descriptor_t>
readDescriptor(const ELF64LEObjectFile &Obj, StringRef Name) {
  Expected<ArrayRef<uint8_t>> B =
      symbolBytes(Obj, (Name + ".kd").str(), ELF::STT_OBJECT,
                  sizeof(kd::kernel_descriptor_t), Name, "kernel descriptor");
  if (!B)
    return B.takeError();
  kd::kernel_descriptor_t D;
  memcpy(&D, B->data(), sizeof(D));
  return D;
}

/// The machine code of kernel \p Name.
static Expected<ArrayRef<uint8_t>> readCode(const ELF64LEObjectFile &Obj,
                                            StringRef Name) {
  return symbolBytes(Obj, Name, ELF::STT_FUNC, 0, Name, "code");
}

static std::string hex(uint64_t V) { return "0x" + utohexstr(V, true); }

static Error mismatch(StringRef Kernel, StringRef Field, uint64_t Got,
                      uint64_t Want, StringRef Why) {
  return makeError("internal error: kernel '" + Kernel + "': " + Field +
                   " is " + hex(Got) + " but " + Why + " needs " + hex(Want));
}

Expected<std::vector<KernelInfo>> readAndVerifyKernels(ArrayRef<char> Object,
                                                       ArrayRef<KernelABI> ABIs,
                                                       const GPUInfo &GPU) {
  initializeAMDGPUTarget(); // the argument-read check disassembles
  MemoryBufferRef Buf(StringRef(Object.data(), Object.size()), "object");
  Expected<ELF64LEObjectFile> Obj = ELF64LEObjectFile::create(Buf);
  if (!Obj)
    return Obj.takeError();
  Expected<std::map<std::string, NoteCounts>> Counts = readMetadataNote(*Obj);
  if (!Counts)
    return Counts.takeError();

  std::vector<KernelInfo> Out;
  for (const KernelABI &ABI : ABIs) {
    Expected<kd::kernel_descriptor_t> D = readDescriptor(*Obj, ABI.Name);
    if (!D)
      return D.takeError();
    KernelInfo K;
    K.ABI = ABI;
    K.GPU = GPU.LLVMName.str();
    uint32_t Rsrc2 = D->compute_pgm_rsrc2;
    K.EnableSGPRMask = D->kernel_code_properties & 0x7f;
    K.UserSGPRs = AMDHSA_BITS_GET(
        Rsrc2, kd::COMPUTE_PGM_RSRC2_GFX6_GFX120_USER_SGPR_COUNT);
    K.TidigCompCnt =
        AMDHSA_BITS_GET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_VGPR_WORKITEM_ID);
    K.ScratchBytes = D->private_segment_fixed_size;
    K.LDSBytes = D->group_segment_fixed_size;
    K.PgmRsrc1 = D->compute_pgm_rsrc1;
    K.KernargSize = ABI.Args.Size;
    auto C = Counts->find(ABI.Name);
    if (C != Counts->end()) {
      K.SGPRs = C->second.SGPRs;
      K.VGPRs = C->second.VGPRs;
    }
    StringRef Why = "the CL2 flags";
    uint32_t WantMask = enableSGPRMask(ABI.Flags, GPU.Family);
    if (K.EnableSGPRMask != WantMask)
      return mismatch(ABI.Name, "enable_sgpr mask", K.EnableSGPRMask, WantMask,
                      Why);
    unsigned WantUser = userSGPRLayout(WantMask).Count;
    if (K.UserSGPRs != WantUser)
      return mismatch(ABI.Name, "USER_SGPR", K.UserSGPRs, WantUser, Why);
    // LLVM always enables the x group id; every other dimension must match.
    DimMask TGID = (Rsrc2 >> 7) & 7;
    DimMask WantTGID = ABI.GroupIds | 1;
    if (TGID != WantTGID)
      return mismatch(ABI.Name, "TGID enable mask", TGID, WantTGID,
                      "the group ids the kernel reads");
    unsigned WantTidig = tidigCompCount(ABI.LocalIds);
    if (K.TidigCompCnt != WantTidig)
      return mismatch(ABI.Name, "TIDIG_COMP_CNT", K.TidigCompCnt, WantTidig,
                      "the local ids the kernel reads");
    // LLVM rounds its argument segment up to 4 bytes; an old-format layout
    // (no rounding to 16) may end between dwords.
    uint32_t WantKernarg = ABI.Flags.UseArgs ? alignTo(ABI.Args.Size, 4) : 0;
    if (D->kernarg_size != WantKernarg)
      return mismatch(ABI.Name, "kernarg size", D->kernarg_size, WantKernarg,
                      "the CL2 argument layout");
    if (AMDHSA_BITS_GET(Rsrc2,
                        kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_INFO))
      return makeError("internal error: kernel '" + ABI.Name +
                       "': TG_SIZE is enabled, which the CL2 ABI never uses");
    if (AMDHSA_BITS_GET(D->kernel_code_properties,
                        kd::KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK))
      return makeError("internal error: kernel '" + ABI.Name +
                       "' needs a dynamic stack, which the CL2 runtime "
                       "cannot provide");

    // The CL2 setup view: LDS size lives only in the group-segment field.
    AMDHSA_BITS_SET(Rsrc2, kd::COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE, 0);
    // An unread x group id can be dropped when no system SGPR follows it,
    // so the kernel asks for nothing it does not use, as AMD's do.
    bool Scratch =
        AMDHSA_BITS_GET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT);
    if (ABI.GroupIds == 0 && !Scratch)
      AMDHSA_BITS_SET(Rsrc2, kd::COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X,
                      0);
    K.PgmRsrc2 = Rsrc2;
    Expected<ArrayRef<uint8_t>> Code = readCode(*Obj, ABI.Name);
    if (!Code)
      return Code.takeError();
    if (Error E = checkArgumentReads(*Code, K, GPU))
      return std::move(E);
    Out.push_back(std::move(K));
  }
  return Out;
}

} // namespace amdcl2
