//===- GCNDisassembler.h - LLVM's AMDGPU MC decoder, set up once -*- C++
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The MC objects that decode GCN code of one GPU with LLVM's AMDGPU
/// disassembler (amdgcn-amd-amdhsa), made the same way for amdcl2-objdump -d
/// and for the emulator's decoder. LLVM 22 exits the process when asked for
/// a gfx6/gfx7 disassembler (llvm22-notes.md): for those GPUs the decoder
/// is the one learned from LLVM's encoder (GFX7Encodings.h) behind the same
/// MCDisassembler interface.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_MC_GCNDISASSEMBLER_H
#define AMDCL2_MC_GCNDISASSEMBLER_H

#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/Error.h"
#include <memory>

namespace llvm {
class Target;
} // namespace llvm

namespace amdcl2 {

/// The MC layer of one GPU's decoder, kept alive together.
struct GCNDisassembler {
  const llvm::Target *TheTarget = nullptr;
  std::unique_ptr<llvm::MCRegisterInfo> MRI;
  std::unique_ptr<llvm::MCAsmInfo> MAI;
  std::unique_ptr<llvm::MCSubtargetInfo> STI; ///< with DecoderFeatures
  std::unique_ptr<llvm::MCInstrInfo> MII;
  std::unique_ptr<llvm::MCContext> Ctx;
  std::unique_ptr<llvm::MCDisassembler> DisAsm;
  /// The GPU's longest instruction (STI's is longer, see the .cpp): a
  /// decoded size above it marks the word undecodable.
  unsigned MaxInstBytes = 0;
  /// Bytes to append after the code so that no decode reads past it.
  unsigned paddingBytes() const { return MAI->getMaxInstLength(STI.get()); }
};

/// LLVM's amdgcn target (amdgcn-amd-amdhsa), its MC layer and disassembler
/// registered.
llvm::Expected<const llvm::Target *> lookupAMDGCNTarget();

/// The decoder for LLVM processor \p CPU (gfx6 to gfx9).
llvm::Expected<std::unique_ptr<GCNDisassembler>>
createGCNDisassembler(llvm::StringRef CPU);

} // namespace amdcl2

#endif // AMDCL2_MC_GCNDISASSEMBLER_H
