//===- Disassemble.cpp - Kernel code through LLVM's MC disassembler -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Disassembles each kernel's code with the amdgcn-amd-amdhsa MC disassembler
/// for the binary's GPU. LLVM 22 exits the process when asked for a gfx6/gfx7
/// disassembler (llvm22-notes.md), so gfx7 code and code of unknown GPUs is
/// printed as dwords with a note instead.
///
//===----------------------------------------------------------------------===//

#include "ObjdumpTool.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// The MC objects one disassembly needs, kept alive together.
struct MCDisasm {
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCDisassembler> DisAsm;
  std::unique_ptr<MCInstPrinter> IP;
};
} // namespace

static std::unique_ptr<MCDisasm> createDisasm(StringRef CPU, std::string &Why) {
  InitializeAllTargetInfos();
  InitializeAllTargetMCs();
  InitializeAllDisassemblers();
  Triple TT("amdgcn-amd-amdhsa");
  const Target *T = TargetRegistry::lookupTarget(TT, Why);
  if (!T)
    return nullptr;
  auto D = std::make_unique<MCDisasm>();
  MCTargetOptions Opts;
  D->MRI.reset(T->createMCRegInfo(TT));
  if (D->MRI)
    D->MAI.reset(T->createMCAsmInfo(*D->MRI, TT, Opts));
  D->STI.reset(T->createMCSubtargetInfo(TT, CPU, ""));
  D->MII.reset(T->createMCInstrInfo());
  if (!D->MRI || !D->MAI || !D->STI || !D->MII) {
    Why = "cannot create the MC layer for " + CPU.str();
    return nullptr;
  }
  D->Ctx =
      std::make_unique<MCContext>(TT, D->MAI.get(), D->MRI.get(), D->STI.get());
  D->DisAsm.reset(T->createMCDisassembler(*D->STI, *D->Ctx));
  D->IP.reset(T->createMCInstPrinter(TT, D->MAI->getAssemblerDialect(), *D->MAI,
                                     *D->MII, *D->MRI));
  if (!D->DisAsm || !D->IP) {
    Why = "no disassembler for " + CPU.str();
    return nullptr;
  }
  return D;
}

static void printDwords(ArrayRef<uint8_t> Code, raw_ostream &OS) {
  for (size_t Off = 0; Off < Code.size(); Off += 4) {
    if (Code.size() - Off < 4) {
      OS << formatv("    /*{0:x-6}*/ .byte", Off);
      for (size_t I = Off; I < Code.size(); ++I)
        OS << (I == Off ? " " : ", ") << formatv("{0:x2}", Code[I]);
      OS << "\n";
      break;
    }
    OS << formatv("    /*{0:x-6}*/ .long {1:x8}\n", Off,
                  support::endian::read32le(Code.data() + Off));
  }
}

void printDisassembly(const AMDCL2Binary &Bin, raw_ostream &OS) {
  std::unique_ptr<MCDisasm> D;
  std::string Why;
  if (!Bin.GPU)
    Why = "unknown GPU (e_flags " + std::to_string(Bin.DeviceCode) + ")";
  else if (Bin.GPU->Family == GPUFamily::GCN11)
    Why = "LLVM 22 cannot disassemble gfx7 (" + Bin.GPU->LLVMName.str() + ")";
  else
    D = createDisasm(Bin.GPU->LLVMName, Why);
  for (const AMDCL2Kernel &K : Bin.Kernels) {
    OS << "\n" << K.Name << ":\n";
    ArrayRef<uint8_t> Code = K.Code;
    if (!D) {
      OS << "    # " << Why << "; code printed as dwords\n";
      printDwords(Code, OS);
      continue;
    }
    for (uint64_t Off = 0; Off < Code.size();) {
      MCInst Inst;
      uint64_t Size = 0;
      MCDisassembler::DecodeStatus S =
          D->DisAsm->getInstruction(Inst, Size, Code.slice(Off), Off, nulls());
      if (S == MCDisassembler::Fail || Size == 0 || Size > Code.size() - Off) {
        printDwords(Code.slice(Off, std::min<uint64_t>(4, Code.size() - Off)),
                    OS);
        Off += 4;
        continue;
      }
      std::string Text;
      raw_string_ostream TS(Text);
      D->IP->printInst(&Inst, Off, "", *D->STI, TS);
      StringRef T = StringRef(Text).trim();
      OS << formatv("    /*{0:x-6}*/ {1,-48} //", Off, T);
      for (uint64_t I = 0; I < Size; I += 4)
        OS << formatv(" {0:x8}", I + 4 <= Size ? support::endian::read32le(
                                                     Code.data() + Off + I)
                                               : 0u);
      OS << "\n";
      Off += Size;
    }
  }
}

} // namespace amdcl2
