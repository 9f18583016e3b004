//===- Decoder.cpp - Kernel code through LLVM's MC decoder ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Decodes a kernel once with the amdgcn-amd-amdhsa MC disassembler (set up
/// as lib/Dump/Disassemble.cpp does; gfx7's learned from LLVM's encoder)
/// and resolves every operand and the semantics handler, so execution needs
/// no MC object and no string.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Emulator/Decoder.h"
#include "Exec.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/Emulator/Wave.h"
#include "amdcl2/MC/GCNDisassembler.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCExpr.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

InstDecoder::~InstDecoder() = default;

namespace {
class MCDecoder : public InstDecoder {
public:
  Expected<DecodedKernel> decode(ArrayRef<uint8_t> Code) override;
  Error init(StringRef CPU);

private:
  std::unique_ptr<GCNDisassembler> GCN;
  const MCRegisterInfo *MRI = nullptr;
  const MCInstrInfo *MII = nullptr;
};
} // namespace

Error MCDecoder::init(StringRef CPU) {
  Expected<std::unique_ptr<GCNDisassembler>> D = createGCNDisassembler(CPU);
  if (!D)
    return D.takeError();
  GCN = std::move(*D);
  MRI = GCN->MRI.get();
  MII = GCN->MII.get();
  return Error::success();
}

/// Number of 32-bit registers in a tuple named like `SGPR4_SGPR5`.
static unsigned tupleDwords(StringRef Name) {
  // The subtarget's forms of M0, FLAT_SCR and the trap temporaries
  // (FLAT_SCR_ci, TTMP0_TTMP1_vi) name the same tuples.
  for (StringRef Sfx : {"_ci", "_vi", "_gfxpre11", "_gfx9plus"})
    if (Name.consume_back(Sfx))
      break;
  if (Name == "VCC" || Name == "EXEC" || Name == "FLAT_SCR" ||
      Name == "XNACK_MASK" || Name == "TBA" || Name == "TMA")
    return 2;
  if (!Name.starts_with("SGPR") && !Name.starts_with("VGPR") &&
      !Name.starts_with("TTMP"))
    return 1;
  return Name.count('_') + 1;
}

static bool resolveReg(const MCRegisterInfo &MRI, MCRegister Reg,
                       Operand &Op) {
  StringRef Name = MRI.getName(Reg);
  Op.Dwords = tupleDwords(Name);
  if (Name.starts_with("VGPR")) {
    unsigned N = 0;
    if (Name.drop_front(4).take_while(isDigit).getAsInteger(10, N))
      return false;
    Op.Kind = Operand::Vector;
    Op.Reg = N;
    return N + Op.Dwords <= NumVGPRs;
  }
  if (Name.ends_with("_LO16") || Name.ends_with("_HI16") ||
      Name.starts_with("AGPR"))
    return false;
  Op.Kind = Operand::Scalar;
  Op.Reg = MRI.getEncodingValue(Reg) & 0xff;
  if (Op.Reg < 128)
    return Op.Reg + Op.Dwords <= NumScalarRegs;
  // Only the special sources the emulator models.
  return Op.Reg == RegVCCZ || Op.Reg == RegEXECZ || Op.Reg == RegSCC ||
         (Op.Reg >= RegSharedBase && Op.Reg <= RegPrivateLimit);
}

/// Splits the MC operands into defs, sources and plain immediates. A plain
/// immediate right before a source of a V_* instruction is that source's
/// modifiers (VOP3 puts srcN_modifiers before srcN).
bool fillOperands(const MCInst &MI, const MCInstrInfo &MII,
                  const MCRegisterInfo &MRI, DecodedInst &DI) {
  bool Ok = true;
  const MCInstrDesc &Desc = MII.get(MI.getOpcode());
  StringRef Name = MII.getName(MI.getOpcode());
  // v_madmk/v_fmamk put their literal K between two sources: not a
  // modifier.
  bool IsVector = Name.starts_with("V_") && !Name.contains("MK_");
  unsigned NumOps = MI.getNumOperands();
  unsigned NumRegOps = 0;
  bool HasMods = false;
  int64_t Mods = 0;
  for (unsigned I = 0; I < NumOps; ++I) {
    const MCOperand &MO = MI.getOperand(I);
    bool HasRegClass =
        I < Desc.getNumOperands() && Desc.operands()[I].RegClass >= 0;
    if (!HasRegClass && MO.isImm()) {
      bool NextIsSrc = I + 1 < NumOps && I + 1 < Desc.getNumOperands() &&
                       Desc.operands()[I + 1].RegClass >= 0;
      if (IsVector && NextIsSrc && I >= Desc.getNumDefs()) {
        HasMods = true;
        Mods = MO.getImm();
        continue;
      }
      if (DI.NumImms == DecodedInst::MaxOps)
        return false;
      DI.Imms[DI.NumImms++] = MO.getImm();
      continue;
    }
    if (NumRegOps == DecodedInst::MaxOps)
      return false;
    Operand &Op = DI.Ops[NumRegOps++];
    if (MO.isReg()) {
      Ok &= resolveReg(MRI, MO.getReg(), Op);
    } else if (MO.isImm()) {
      Op.Kind = Operand::Imm;
      Op.Value = MO.getImm();
    } else if (int64_t V; MO.isExpr() && MO.getExpr()->evaluateAsAbsolute(V)) {
      // A literal that an inline constant could encode comes as lit(V).
      Op.Kind = Operand::Imm;
      Op.Value = V;
    } else {
      Ok = false; // other expressions, floating-point immediates
    }
    if (HasMods)
      Op.Mods = Mods;
    HasMods = false;
    if (I < Desc.getNumDefs())
      ++DI.NumDefs;
  }
  DI.NumSrcs = NumRegOps - DI.NumDefs;
  return Ok;
}

InstClass instClass(StringRef Name) {
  if (Name.starts_with("S_LOAD_") || Name.starts_with("S_BUFFER_") ||
      Name.starts_with("S_STORE_") || Name.starts_with("S_MEMTIME") ||
      Name.starts_with("S_MEMREALTIME") || Name.starts_with("S_DCACHE"))
    return InstClass::SMEM;
  if (Name.starts_with("V_"))
    return InstClass::VALU;
  if (Name.starts_with("DS_"))
    return InstClass::LDS;
  for (StringRef P : {"BUFFER_", "TBUFFER_", "FLAT_", "GLOBAL_", "SCRATCH_",
                      "IMAGE_"})
    if (Name.starts_with(P))
      return InstClass::VMEM;
  return InstClass::SALU; // SOP*, SOPP (branches, waits, barriers)
}

Expected<DecodedKernel> MCDecoder::decode(ArrayRef<uint8_t> Code) {
  DecodedKernel K;
  K.AtOffset.assign(Code.size(), -1);
  // The decoder must never be given a cut instruction (Disassemble.cpp).
  std::vector<uint8_t> Padded(Code.begin(), Code.end());
  Padded.resize(Code.size() + GCN->paddingBytes(), 0);
  StringMap<unsigned> NameIds;
  for (uint64_t Off = 0; Off < Code.size();) {
    MCInst MI;
    uint64_t Size = 0;
    DecodedInst DI;
    DI.Offset = Off;
    std::string Name;
    bool Ok =
        GCN->DisAsm->getInstruction(MI, Size, ArrayRef(Padded).slice(Off), Off,
                                    nulls()) == MCDisassembler::Success;
    if (!Ok || Size == 0 || Size > GCN->MaxInstBytes ||
        Off + Size > Code.size()) {
      Size = std::min<uint64_t>(4, Code.size() - Off);
      Name = "<undecodable>";
    } else {
      Name = MII->getName(MI.getOpcode()).str();
      if (fillOperands(MI, *MII, *MRI, DI))
        DI.Fn = lookupSemantics(Name);
      else
        Name += " (with operands the emulator does not model)";
    }
    DI.Size = Size;
    auto [It, New] = NameIds.try_emplace(Name, K.Names.size());
    if (New)
      K.Names.push_back(Name);
    DI.NameIndex = It->second;
    DI.Class = instClass(Name);
    K.AtOffset[Off] = K.Insts.size();
    K.Insts.push_back(DI);
    Off += Size;
  }
  return std::move(K);
}

Expected<std::unique_ptr<InstDecoder>> createMCDecoder(StringRef CPU) {
  const GPUInfo *GPU = lookupGPU(CPU);
  if (!GPU)
    return createStringError("unknown GPU '" + CPU + "'");
  auto D = std::make_unique<MCDecoder>();
  if (Error E = D->init(GPU->LLVMName))
    return std::move(E);
  return std::unique_ptr<InstDecoder>(std::move(D));
}

} // namespace emu
} // namespace amdcl2
