//===- GFX7Encodings.cpp - gfx6/gfx7 opcode patterns from LLVM's encoder --===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each real gfx6/gfx7 opcode is encoded once with base operands, then with
/// each operand varied (every register of its class, each of the low 16
/// immediate bits): the bits that never change are the opcode's own.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/MC/GFX7Encodings.h"
#include "amdcl2/MC/GCNDisassembler.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// LLVM's real (encodable) gfx6/gfx7 opcodes carry the encoding family in
/// their name; pseudo opcodes do not.
bool isGFX6GFX7Real(StringRef Name) {
  return Name.ends_with("_gfx6_gfx7") || Name.ends_with("_ci") ||
         Name.ends_with("_si") || Name.ends_with("_gfx7");
}

/// The encoder and what it needs, kept alive together.
struct Encoder {
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCCodeEmitter> CE;

  /// The first 8 bytes of \p I's encoding, and its length.
  uint64_t encode(const MCInst &I, unsigned &Len) const {
    SmallVector<char, 16> Bytes;
    SmallVector<MCFixup, 4> Fixups;
    CE->encodeInstruction(I, Bytes, Fixups, *STI);
    uint64_t W = 0;
    for (unsigned K = 0; K < Bytes.size() && K < 8; ++K)
      W |= uint64_t(uint8_t(Bytes[K])) << (8 * K);
    Len = Bytes.size();
    return W;
  }
};

Expected<Encoder> makeEncoder(StringRef CPU) {
  Expected<const Target *> Found = lookupAMDGCNTarget();
  if (!Found)
    return Found.takeError();
  const Target *T = *Found;
  Triple TT("amdgcn-amd-amdhsa");
  Encoder E;
  E.MRI.reset(T->createMCRegInfo(TT));
  MCTargetOptions Opts;
  E.MAI.reset(T->createMCAsmInfo(*E.MRI, TT, Opts));
  E.MII.reset(T->createMCInstrInfo());
  E.STI.reset(T->createMCSubtargetInfo(TT, CPU, ""));
  if (!E.MRI || !E.MAI || !E.MII || !E.STI)
    return createStringError(inconvertibleErrorCode(),
                             "no AMDGPU MC layer for '" + CPU + "'");
  E.Ctx = std::make_unique<MCContext>(TT, E.MAI.get(), E.MRI.get(),
                                      E.STI.get());
  E.CE.reset(T->createMCCodeEmitter(*E.MII, *E.Ctx));
  return std::move(E);
}

/// \p Op with each operand at its base value: the first register of its
/// class, immediate 0.
MCInst baseInst(const Encoder &E, unsigned Op) {
  MCInst I;
  I.setOpcode(Op);
  for (const MCOperandInfo &OI : E.MII->get(Op).operands()) {
    if (OI.RegClass < 0) {
      I.addOperand(MCOperand::createImm(0));
      continue;
    }
    const MCRegisterClass &RC = E.MRI->getRegClass(OI.RegClass);
    I.addOperand(MCOperand::createReg(RC.getNumRegs() ? RC.getRegister(0)
                                                      : MCRegister()));
  }
  return I;
}

/// The bits operand \p K of \p I can change.
uint64_t operandBits(const Encoder &E, MCInst I, unsigned K, uint64_t Base,
                     unsigned Len) {
  uint64_t Var = 0;
  const MCOperandInfo &OI = E.MII->get(I.getOpcode()).operands()[K];
  auto Try = [&](MCOperand Value) {
    I.getOperand(K) = Value;
    unsigned L;
    uint64_t W = E.encode(I, L);
    if (L == Len) // a literal would follow: not this operand's field
      Var |= W ^ Base;
  };
  if (OI.RegClass >= 0) {
    const MCRegisterClass &RC = E.MRI->getRegClass(OI.RegClass);
    for (MCPhysReg R : RC)
      Try(MCOperand::createReg(R));
  } else {
    for (unsigned B = 0; B < 16; ++B)
      Try(MCOperand::createImm(int64_t(1) << B));
  }
  return Var;
}
} // namespace

Expected<std::vector<GFX7Pattern>> learnGFX7Patterns(StringRef CPU) {
  Expected<Encoder> E = makeEncoder(CPU);
  if (!E)
    return E.takeError();
  std::vector<GFX7Pattern> Out;
  for (unsigned Op = 0; Op < E->MII->getNumOpcodes(); ++Op) {
    StringRef Name = E->MII->getName(Op);
    if (!isGFX6GFX7Real(Name))
      continue;
    MCInst I = baseInst(*E, Op);
    unsigned Len;
    uint64_t Base = E->encode(I, Len);
    if (Len != 4 && Len != 8)
      return createStringError(inconvertibleErrorCode(),
                               "LLVM encodes " + Name + " in " + Twine(Len) +
                                   " bytes");
    uint64_t Var = 0;
    for (unsigned K = 0; K < I.getNumOperands(); ++K)
      Var |= operandBits(*E, I, K, Base, Len);
    uint64_t All = Len == 8 ? ~0ull : 0xffffffffull;
    Out.push_back({Op, Name.str(), Len, Base & All & ~Var, All & ~Var});
  }
  return Out;
}

} // namespace amdcl2
