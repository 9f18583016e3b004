//===- Disassemble.cpp - Kernel code through LLVM's MC disassembler -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Disassembles each kernel's code with the amdgcn-amd-amdhsa MC disassembler
/// for the binary's GPU (for gfx7, the decoder learned from LLVM's encoder,
/// GCNDisassembler.h). Code of unknown GPUs is printed as dwords with a note
/// instead. Undecodable words are printed as dwords too; an instruction cut
/// off by the end of the code is reported.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Dump/Dump.h"
#include "amdcl2/MC/GCNDisassembler.h"
#include "llvm/ADT/StringExtras.h"
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
#include <optional>
#include <set>

using namespace llvm;

namespace amdcl2 {

namespace {
/// A relocation of a kernel's code, as -dr prints it.
struct KernelReloc {
  uint64_t CodeOffset = 0;
  std::string Text;
};

/// The decoder and an instruction printer for it.
struct MCDisasm {
  std::unique_ptr<GCNDisassembler> GCN;
  std::unique_ptr<MCInstPrinter> IP;
};
} // namespace

static std::unique_ptr<MCDisasm> createDisasm(StringRef CPU, std::string &Why) {
  Expected<std::unique_ptr<GCNDisassembler>> GCN = createGCNDisassembler(CPU);
  if (!GCN) {
    Why = toString(GCN.takeError());
    return nullptr;
  }
  auto D = std::make_unique<MCDisasm>();
  D->GCN = std::move(*GCN);
  const GCNDisassembler &G = *D->GCN;
  D->IP.reset(G.TheTarget->createMCInstPrinter(Triple("amdgcn-amd-amdhsa"),
                                               G.MAI->getAssemblerDialect(),
                                               *G.MAI, *G.MII, *G.MRI));
  if (!D->IP) {
    Why = "no instruction printer for " + CPU.str();
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

/// Whether the SDWA dword of the VOP1/VOP2/VOPC instruction at the start
/// of \p Bytes (at least 8 bytes) has its selects (0-6) and dst_unused
/// (0-2) in range. LLVM 22's decoder accepts any value and its printer has
/// no case for the others: printing one jumps through a table out of its
/// bounds (llvm-mc-22 --disassemble crashes on `0xf9 0x02 0x02 0x10 0x00
/// 0x00 0x80 0x4f`, src1_sel 7). Not SDWA: true.
static bool sdwaFieldsInRange(ArrayRef<uint8_t> Bytes) {
  uint32_t W = support::endian::read32le(Bytes.data());
  bool VOPC = W >> 25 == 0x3e, VOP1 = W >> 25 == 0x3f, VOP2 = !(W >> 31);
  if (!(VOPC || VOP1 || VOP2) || (W & 0x1ff) != 0xf9) // src0 249: SDWA
    return true;
  uint32_t S = support::endian::read32le(Bytes.data() + 4);
  auto Field = [S](unsigned Lo, unsigned Bits) {
    return (S >> Lo) & ((1u << Bits) - 1);
  };
  // VOPC has its scalar destination where the others have dst_sel and
  // dst_unused.
  bool DstOk = VOPC || (Field(8, 3) <= 6 && Field(11, 2) <= 2);
  return DstOk && Field(16, 3) <= 6 && (VOP1 || Field(24, 3) <= 6);
}

namespace {
/// One decoded instruction of a kernel (Size 0: undecodable dword).
struct DecodedInst {
  uint64_t Off = 0, Size = 0;
  MCInst Inst;
};
} // namespace

/// Decodes one kernel's code. The decoder reads a copy of the code followed
/// by the decoder's longest instruction in zero bytes: LLVM 22's AMDGPU
/// decoder crashes when an instruction's literal lies past the end of the
/// bytes it is given (see DecoderFeatures), so it must never be given a cut
/// instruction. The decoded size is checked against the real end instead:
/// an instruction cut by the end of the code ends the list with its size
/// larger than what is left.
static std::vector<DecodedInst> decodeKernel(const MCDisasm &D,
                                             ArrayRef<uint8_t> Code) {
  std::vector<uint8_t> Padded(Code.begin(), Code.end());
  Padded.resize(Code.size() + D.GCN->paddingBytes(), 0);
  std::vector<DecodedInst> Out;
  for (uint64_t Off = 0; Off < Code.size();) {
    DecodedInst I;
    I.Off = Off;
    ArrayRef<uint8_t> Bytes = ArrayRef<uint8_t>(Padded).slice(Off);
    MCDisassembler::DecodeStatus S = D.GCN->DisAsm->getInstruction(
        I.Inst, I.Size, Bytes, Off, nulls());
    if (S == MCDisassembler::Fail || I.Size > D.GCN->MaxInstBytes ||
        !allOperandsValid(I.Inst) || !sdwaFieldsInRange(Bytes))
      I.Size = 0;
    Out.push_back(std::move(I));
    if (Out.back().Size > Code.size() - Off)
      break;
    Off += Out.back().Size ? Out.back().Size : 4;
  }
  return Out;
}

/// The code offset a branch goes to: SOPP's signed dword count after the
/// branch.
static std::optional<uint64_t> branchTarget(const MCDisasm &D,
                                            const DecodedInst &I) {
  if (!I.Size || !D.GCN->MII->get(I.Inst.getOpcode()).isBranch() ||
      I.Inst.getNumOperands() < 1 || !I.Inst.getOperand(0).isImm())
    return std::nullopt;
  int64_t Words = int16_t(I.Inst.getOperand(0).getImm());
  return I.Off + I.Size + Words * 4;
}

static std::string labelFor(uint64_t Off) {
  return ".L" + utohexstr(Off, /*LowerCase=*/true);
}

/// The text of \p I, a branch naming its target's label.
static std::string instructionText(const MCDisasm &D, const DecodedInst &I) {
  std::string Text;
  raw_string_ostream TS(Text);
  D.IP->printInst(&I.Inst, I.Off, "", *D.GCN->STI, TS);
  StringRef T = StringRef(Text).trim();
  if (std::optional<uint64_t> To = branchTarget(D, I))
    return (T.split(' ').first + " " + labelFor(*To)).str();
  return T.str();
}

/// Prints one kernel's code with a label at each branch target and, with
/// \p Relocs, each relocation after the instruction whose bytes it patches
/// (as llvm-objdump -dr): its code offset, type, symbol and addend.
static void printKernelCode(const MCDisasm &D, const AMDCL2Kernel &K,
                            ArrayRef<KernelReloc> Relocs, raw_ostream &OS,
                            DumpWarningHandler Warn) {
  ArrayRef<uint8_t> Code = K.Code;
  std::vector<DecodedInst> Insts = decodeKernel(D, Code);
  std::set<uint64_t> Targets;
  for (const DecodedInst &I : Insts)
    if (std::optional<uint64_t> To = branchTarget(D, I))
      Targets.insert(*To);
  for (const DecodedInst &I : Insts) {
    if (Targets.count(I.Off))
      OS << labelFor(I.Off) << ":\n";
    uint64_t Left = Code.size() - I.Off;
    if (!I.Size) {
      printDwords(Code.slice(I.Off, std::min<uint64_t>(4, Left)), I.Off, OS);
      continue;
    }
    if (I.Size > Left) {
      printLine(I.Off, "<truncated instruction>", Code.slice(I.Off), OS);
      Warn("kernel '" + K.Name + "': the instruction at code offset 0x" +
           Twine::utohexstr(I.Off) + " needs " + Twine(I.Size) +
           " bytes, but only " + Twine(Left) + " are left in the code");
      return;
    }
    printLine(I.Off, instructionText(D, I), Code.slice(I.Off, I.Size), OS);
    for (const KernelReloc &R : Relocs)
      if (R.CodeOffset >= I.Off && R.CodeOffset < I.Off + I.Size)
        OS << formatv("    /*{0:x-6}*/   {1}\n", R.CodeOffset, R.Text);
  }
}

/// The text relocations that patch kernel \p K's code.
static std::vector<KernelReloc> kernelRelocs(const AMDCL2Binary &Bin,
                                             const AMDCL2Kernel &K) {
  std::vector<KernelReloc> Out;
  uint64_t Begin = K.SetupOffset + cl2::KernelCodeTSize;
  for (const ELFRela &R : Bin.TextRelocs) {
    if (R.Offset < Begin || R.Offset >= Begin + K.Code.size())
      continue;
    StringRef Type = cl2::relocationTypeName(R.Type);
    std::string Text = Type.empty() ? std::to_string(R.Type) : Type.str();
    Text += " " + relocationSymbolName(Bin, R.Symbol);
    if (R.Addend)
      Text += formatv("+{0:x}", R.Addend).str();
    Out.push_back({R.Offset - Begin, std::move(Text)});
  }
  return Out;
}

/// The disassembler for \p GPU, or null with the reason in \p Why.
static std::unique_ptr<MCDisasm> disasmFor(const GPUInfo *GPU,
                                           std::string &Why) {
  return GPU ? createDisasm(GPU->LLVMName, Why) : nullptr;
}

std::vector<DecodedInstruction> decodeInstructions(const GPUInfo &GPU,
                                                   ArrayRef<uint8_t> Code) {
  std::vector<DecodedInstruction> Out;
  std::string Why;
  std::unique_ptr<MCDisasm> D = disasmFor(&GPU, Why);
  std::vector<DecodedInst> Insts;
  if (D)
    Insts = decodeKernel(*D, Code);
  size_t Next = 0;
  for (uint64_t Off = 0; Off + 4 <= Code.size();) {
    DecodedInstruction I;
    I.Offset = Off;
    while (Next < Insts.size() && Insts[Next].Off < Off)
      ++Next;
    if (Next < Insts.size() && Insts[Next].Off == Off && Insts[Next].Size &&
        Insts[Next].Size <= Code.size() - Off) {
      const DecodedInst &DI = Insts[Next];
      I.Size = DI.Size;
      raw_string_ostream TS(I.Text);
      D->IP->printInst(&DI.Inst, Off, "", *D->GCN->STI, TS);
      I.Text = StringRef(I.Text).trim().str();
    } else {
      I.Size = 4;
    }
    Off += I.Size;
    Out.push_back(std::move(I));
  }
  return Out;
}

void printDisassembly(const AMDCL2Binary &Bin, raw_ostream &OS,
                      DumpWarningHandler Warn, bool WithRelocs) {
  std::string Why;
  std::unique_ptr<MCDisasm> D = disasmFor(Bin.GPU, Why);
  if (!Bin.GPU)
    Why = "unknown GPU (e_flags " + std::to_string(Bin.DeviceCode) + ")";
  for (const AMDCL2Kernel &K : Bin.Kernels) {
    OS << "\n" << K.Name << ":\n";
    if (D) {
      std::vector<KernelReloc> Relocs;
      if (WithRelocs && !Bin.isOldFormat())
        Relocs = kernelRelocs(Bin, K);
      printKernelCode(*D, K, Relocs, OS, Warn);
      continue;
    }
    OS << "    # " << Why << "; code printed as dwords\n";
    printDwords(K.Code, 0, OS);
  }
}

} // namespace amdcl2
