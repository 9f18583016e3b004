//===- GCNDisassembler.cpp - LLVM's AMDGPU MC decoder, set up once --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/MC/GCNDisassembler.h"
#include "amdcl2/MC/GFX7Encodings.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace amdcl2 {

/// LLVM 22's AMDGPU decoder reads a literal operand after it has matched the
/// instruction, from what is left of a window as long as the target's
/// longest instruction, and crashes (it reports through a null comment
/// stream) when fewer than 4 bytes are left. On gfx8/gfx9 the window is 8
/// bytes, so every 64-bit encoding (VOP3, MUBUF, MTBUF...) whose source field
/// says "literal" crashed it; such an instruction does not exist there. The
/// decoder gets the subtarget with vop3-literal, whose window is 12 bytes
/// (the gfx10 rule): it reads the literal, and a decoded size above the
/// GPU's own longest instruction marks the word as undecodable.
static constexpr const char *DecoderFeatures = "+vop3-literal";

Expected<const Target *> lookupAMDGCNTarget() {
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  InitializeAllDisassemblers();
  std::string Why;
  const Target *T =
      TargetRegistry::lookupTarget(Triple("amdgcn-amd-amdhsa"), Why);
  if (!T)
    return createStringError(Why);
  return T;
}

namespace {
/// LLVM's disassembler interface over the gfx6/gfx7 encodings learned from
/// its encoder (GFX7Encodings.h): the same MCInsts, printer and callers as
/// LLVM's own decoder for gfx8 and gfx9.
class GFX7Disassembler : public MCDisassembler {
public:
  GFX7Disassembler(const MCSubtargetInfo &STI, MCContext &Ctx,
                   std::unique_ptr<GFX7Codec> Codec)
      : MCDisassembler(STI, Ctx), Codec(std::move(Codec)) {}
  DecodeStatus getInstruction(MCInst &MI, uint64_t &Size,
                              ArrayRef<uint8_t> Bytes, uint64_t,
                              raw_ostream &) const override {
    unsigned Len = 0;
    if (!Codec->decode(Bytes, MI, Len)) {
      Size = 4; // every GCN instruction is whole dwords
      return Fail;
    }
    Size = Len;
    return Success;
  }

private:
  std::unique_ptr<GFX7Codec> Codec;
};
} // namespace

/// gfx6 (Southern Islands) and gfx7 (Sea Islands): the GPUs LLVM 22 cannot
/// disassemble.
static bool isGFX6GFX7(const MCSubtargetInfo &STI) {
  return STI.checkFeatures("+southern-islands") ||
         STI.checkFeatures("+sea-islands");
}

Expected<std::unique_ptr<GCNDisassembler>>
createGCNDisassembler(StringRef CPU) {
  Expected<const Target *> Found = lookupAMDGCNTarget();
  if (!Found)
    return Found.takeError();
  const Target *T = *Found;
  Triple TT("amdgcn-amd-amdhsa");
  auto D = std::make_unique<GCNDisassembler>();
  D->TheTarget = T;
  MCTargetOptions Opts;
  D->MRI.reset(T->createMCRegInfo(TT));
  if (D->MRI)
    D->MAI.reset(T->createMCAsmInfo(*D->MRI, TT, Opts));
  std::unique_ptr<MCSubtargetInfo> GPU(T->createMCSubtargetInfo(TT, CPU, ""));
  bool Learned = GPU && isGFX6GFX7(*GPU);
  D->STI.reset(
      T->createMCSubtargetInfo(TT, CPU, Learned ? "" : DecoderFeatures));
  D->MII.reset(T->createMCInstrInfo());
  if (!D->MRI || !D->MAI || !GPU || !D->STI || !D->MII)
    return createStringError("cannot create the MC layer for " + CPU);
  D->MaxInstBytes = D->MAI->getMaxInstLength(GPU.get());
  D->Ctx =
      std::make_unique<MCContext>(TT, D->MAI.get(), D->MRI.get(), D->STI.get());
  if (Learned) {
    Expected<std::unique_ptr<GFX7Codec>> Codec = GFX7Codec::create(CPU);
    if (!Codec)
      return Codec.takeError();
    D->DisAsm = std::make_unique<GFX7Disassembler>(*D->STI, *D->Ctx,
                                                   std::move(*Codec));
    return std::move(D);
  }
  D->DisAsm.reset(T->createMCDisassembler(*D->STI, *D->Ctx));
  if (!D->DisAsm)
    return createStringError("no disassembler for " + CPU);
  return std::move(D);
}

} // namespace amdcl2
