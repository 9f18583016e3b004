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
/// printed as dwords with a note instead. Undecodable words are printed as
/// dwords too; an instruction cut off by the end of the code is reported.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Dump/Dump.h"
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
#include "llvm/Support/Format.h"
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
  /// The GPU's longest instruction; STI's is longer (see createDisasm).
  unsigned MaxInstBytes = 0;
};
} // namespace

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
  std::unique_ptr<MCSubtargetInfo> GPU(T->createMCSubtargetInfo(TT, CPU, ""));
  D->STI.reset(T->createMCSubtargetInfo(TT, CPU, DecoderFeatures));
  D->MII.reset(T->createMCInstrInfo());
  if (!D->MRI || !D->MAI || !GPU || !D->STI || !D->MII) {
    Why = "cannot create the MC layer for " + CPU.str();
    return nullptr;
  }
  D->MaxInstBytes = D->MAI->getMaxInstLength(GPU.get());
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

/// The bytes of one instruction as little-endian dwords; a last piece shorter
/// than a dword (code cut inside an instruction) keeps its own width.
static void printHexWords(ArrayRef<uint8_t> Bytes, raw_ostream &OS) {
  for (size_t I = 0; I < Bytes.size(); I += 4) {
    ArrayRef<uint8_t> Word =
        Bytes.slice(I, std::min<size_t>(4, Bytes.size() - I));
    uint32_t V = 0;
    for (size_t B = 0; B < Word.size(); ++B)
      V |= uint32_t(Word[B]) << (8 * B);
    OS << " 0x" << format_hex_no_prefix(V, 2 * Word.size());
  }
}

/// \p Code (at kernel code offset \p Base) as `.long` dwords and a last
/// `.byte` line for a tail shorter than a dword.
static void printDwords(ArrayRef<uint8_t> Code, uint64_t Base,
                        raw_ostream &OS) {
  for (size_t Off = 0; Off < Code.size(); Off += 4) {
    if (Code.size() - Off < 4) {
      OS << formatv("    /*{0:x-6}*/ .byte", Base + Off);
      for (size_t I = Off; I < Code.size(); ++I)
        OS << (I == Off ? " " : ", ") << formatv("{0:x2}", Code[I]);
      OS << "\n";
      break;
    }
    OS << formatv("    /*{0:x-6}*/ .long {1:x8}\n", Base + Off,
                  support::endian::read32le(Code.data() + Off));
  }
}

/// One listing line: `/*offset*/ TEXT // dwords`.
static void printLine(uint64_t Off, StringRef Text, ArrayRef<uint8_t> Bytes,
                      raw_ostream &OS) {
  OS << formatv("    /*{0:x-6}*/ {1,-48} //", Off, Text);
  printHexWords(Bytes, OS);
  OS << "\n";
}

/// Whether every operand was decoded: the AMDGPU decoder reports some bad
/// encodings as an empty operand of an instruction it calls decoded.
static bool allOperandsValid(const MCInst &Inst) {
  for (const MCOperand &Op : Inst)
    if (!Op.isValid())
      return false;
  return true;
}

/// The code followed by the decoder's longest instruction in zero bytes:
/// LLVM 22's AMDGPU decoder crashes when an instruction's literal lies past
/// the end of the bytes it is given (see DecoderFeatures), so it must never
/// be given a cut instruction. Decoded sizes are checked against the real
/// end instead.
static std::vector<uint8_t> padded(const MCDisasm &D, ArrayRef<uint8_t> Code) {
  std::vector<uint8_t> P(Code.begin(), Code.end());
  P.resize(Code.size() + D.MAI->getMaxInstLength(D.STI.get()), 0);
  return P;
}

/// The size and text of the instruction at \p Off of \p Padded, or 0 if it
/// does not decode.
static uint64_t decodeAt(const MCDisasm &D, ArrayRef<uint8_t> Padded,
                         uint64_t Off, std::string &Text) {
  MCInst Inst;
  uint64_t Size = 0;
  MCDisassembler::DecodeStatus S =
      D.DisAsm->getInstruction(Inst, Size, Padded.slice(Off), Off, nulls());
  if (S == MCDisassembler::Fail || Size > D.MaxInstBytes ||
      !allOperandsValid(Inst))
    return 0;
  raw_string_ostream TS(Text);
  D.IP->printInst(&Inst, Off, "", *D.STI, TS);
  Text = StringRef(Text).trim().str();
  return Size;
}

/// Disassembles one kernel's code.
static void printKernelCode(const MCDisasm &D, const AMDCL2Kernel &K,
                            raw_ostream &OS, DumpWarningHandler Warn) {
  ArrayRef<uint8_t> Code = K.Code;
  std::vector<uint8_t> Padded = padded(D, Code);
  for (uint64_t Off = 0; Off < Code.size();) {
    uint64_t Left = Code.size() - Off;
    std::string Text;
    uint64_t Size = decodeAt(D, Padded, Off, Text);
    if (!Size) {
      printDwords(Code.slice(Off, std::min<uint64_t>(4, Left)), Off, OS);
      Off += 4;
      continue;
    }
    if (Size > Left) {
      printLine(Off, "<truncated instruction>", Code.slice(Off), OS);
      Warn("kernel '" + K.Name + "': the instruction at code offset 0x" +
           Twine::utohexstr(Off) + " needs " + Twine(Size) +
           " bytes, but only " + Twine(Left) + " are left in the code");
      return;
    }
    printLine(Off, Text, Code.slice(Off, Size), OS);
    Off += Size;
  }
}

/// The disassembler for \p GPU, or null with the reason in \p Why.
static std::unique_ptr<MCDisasm> disasmFor(const GPUInfo *GPU,
                                           std::string &Why) {
  if (GPU && GPU->Family == GPUFamily::GCN11) {
    Why = "LLVM 22 cannot disassemble gfx7 (" + GPU->LLVMName.str() + ")";
    return nullptr;
  }
  return GPU ? createDisasm(GPU->LLVMName, Why) : nullptr;
}

std::vector<DecodedInstruction> decodeInstructions(const GPUInfo &GPU,
                                                   ArrayRef<uint8_t> Code) {
  std::vector<DecodedInstruction> Out;
  std::string Why;
  std::unique_ptr<MCDisasm> D = disasmFor(&GPU, Why);
  std::vector<uint8_t> Padded = D ? padded(*D, Code) : std::vector<uint8_t>();
  for (uint64_t Off = 0; Off + 4 <= Code.size();) {
    DecodedInstruction I;
    I.Offset = Off;
    I.Size = D ? decodeAt(*D, Padded, Off, I.Text) : 0;
    if (!I.Size || I.Size > Code.size() - Off) {
      I.Size = 4;
      I.Text.clear();
    }
    Off += I.Size;
    Out.push_back(std::move(I));
  }
  return Out;
}

void printDisassembly(const AMDCL2Binary &Bin, raw_ostream &OS,
                      DumpWarningHandler Warn) {
  std::string Why;
  std::unique_ptr<MCDisasm> D = disasmFor(Bin.GPU, Why);
  if (!Bin.GPU)
    Why = "unknown GPU (e_flags " + std::to_string(Bin.DeviceCode) + ")";
  for (const AMDCL2Kernel &K : Bin.Kernels) {
    OS << "\n" << K.Name << ":\n";
    if (D) {
      printKernelCode(*D, K, OS, Warn);
      continue;
    }
    OS << "    # " << Why << "; code printed as dwords\n";
    printDwords(K.Code, 0, OS);
  }
}

} // namespace amdcl2
