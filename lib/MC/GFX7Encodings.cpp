//===- GFX7Encodings.cpp - gfx6/gfx7 encodings learned from LLVM's encoder ===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each real gfx6/gfx7 opcode is encoded with base operands (the first
/// register of each class, immediate 0), then with each operand varied
/// (every register of its class, each of the low 16 immediate bits): the
/// bits an operand changes are its field, the bits nothing changes the
/// opcode's own.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/MC/GFX7Encodings.h"
#include "amdcl2/MC/GCNDisassembler.h"
#include "llvm/ADT/bit.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCCodeEmitter.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace amdcl2 {

struct GFX7Codec::MC {
  std::unique_ptr<MCRegisterInfo> MRI;
  std::unique_ptr<MCAsmInfo> MAI;
  std::unique_ptr<MCInstrInfo> MII;
  std::unique_ptr<MCSubtargetInfo> STI;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCCodeEmitter> CE;
};

GFX7Codec::GFX7Codec() = default;
GFX7Codec::~GFX7Codec() = default;

/// LLVM's real (encodable) gfx6/gfx7 opcodes carry the encoding family in
/// their name; pseudo opcodes do not.
static bool isGFX6GFX7Real(StringRef Name) {
  return Name.ends_with("_gfx6_gfx7") || Name.ends_with("_ci") ||
         Name.ends_with("_si") || Name.ends_with("_gfx7");
}

Expected<std::unique_ptr<GFX7Codec>> GFX7Codec::create(StringRef CPU) {
  Expected<const Target *> Found = lookupAMDGCNTarget();
  if (!Found)
    return Found.takeError();
  const Target *T = *Found;
  Triple TT("amdgcn-amd-amdhsa");
  std::unique_ptr<GFX7Codec> C(new GFX7Codec());
  C->Layer = std::make_unique<MC>();
  MC &L = *C->Layer;
  L.MRI.reset(T->createMCRegInfo(TT));
  MCTargetOptions Opts;
  if (L.MRI)
    L.MAI.reset(T->createMCAsmInfo(*L.MRI, TT, Opts));
  L.MII.reset(T->createMCInstrInfo());
  L.STI.reset(T->createMCSubtargetInfo(TT, CPU, ""));
  if (!L.MRI || !L.MAI || !L.MII || !L.STI)
    return createStringError("no AMDGPU MC layer for '" + CPU + "'");
  L.Ctx = std::make_unique<MCContext>(TT, L.MAI.get(), L.MRI.get(),
                                      L.STI.get());
  L.CE.reset(T->createMCCodeEmitter(*L.MII, *L.Ctx));
  C->learn();
  for (const GFX7Pattern &P : C->Patterns)
    if (P.Bytes != 4 && P.Bytes != 8)
      return createStringError("LLVM encodes " + P.Name + " in " +
                               Twine(P.Bytes) + " bytes");
  return std::move(C);
}

uint64_t GFX7Codec::encode(const MCInst &I, unsigned &Bytes) const {
  SmallVector<char, 16> Out;
  SmallVector<MCFixup, 4> Fixups;
  Layer->CE->encodeInstruction(I, Out, Fixups, *Layer->STI);
  uint64_t W = 0;
  for (unsigned K = 0; K < Out.size() && K < 8; ++K)
    W |= uint64_t(uint8_t(Out[K])) << (8 * K);
  Bytes = Out.size();
  return W;
}

GFX7Field GFX7Codec::learnField(MCInst I, unsigned K, uint64_t Base,
                                unsigned Bytes) {
  GFX7Field F;
  const MCOperandInfo &OI = Layer->MII->get(I.getOpcode()).operands()[K];
  // A value whose encoding has another length takes a literal: not a field.
  auto Word = [&](MCOperand V, uint64_t &W) {
    I.getOperand(K) = V;
    unsigned Len;
    W = encode(I, Len);
    return Len == Bytes;
  };
  uint64_t W;
  if (OI.RegClass < 0) {
    for (unsigned B = 0; B < 16; ++B)
      if (Word(MCOperand::createImm(int64_t(1) << B), W)) {
        F.ImmBits[B] = W ^ Base;
        F.Mask |= W ^ Base;
      }
    return F;
  }
  const MCRegisterClass &RC = Layer->MRI->getRegClass(OI.RegClass);
  for (MCPhysReg R : RC)
    if (Word(MCOperand::createReg(R), W))
      F.Mask |= W ^ Base;
  // Operands of one class in the same bits share their map.
  std::pair<int, uint64_t> Key(OI.RegClass, F.Mask);
  auto [It, New] = MapIndex.try_emplace(Key, RegMaps.size());
  F.RegMap = It->second;
  if (!New)
    return F;
  RegMaps.emplace_back();
  MapRegs.emplace_back();
  for (MCPhysReg R : RC)
    if (Word(MCOperand::createReg(R), W) &&
        RegMaps.back().try_emplace(W & F.Mask, R).second)
      MapRegs.back().push_back(R);
  return F;
}

void GFX7Codec::learn() {
  const MCInstrInfo &MII = *Layer->MII;
  for (unsigned Op = 0; Op < MII.getNumOpcodes(); ++Op) {
    StringRef Name = MII.getName(Op);
    if (!isGFX6GFX7Real(Name))
      continue;
    MCInst I;
    I.setOpcode(Op);
    for (const MCOperandInfo &OI : MII.get(Op).operands()) {
      if (OI.RegClass < 0) {
        I.addOperand(MCOperand::createImm(0));
        continue;
      }
      const MCRegisterClass &RC = Layer->MRI->getRegClass(OI.RegClass);
      I.addOperand(MCOperand::createReg(RC.getNumRegs() ? RC.getRegister(0)
                                                        : MCRegister()));
    }
    GFX7Pattern P;
    P.Opcode = Op;
    P.Name = Name.str();
    uint64_t Base = encode(I, P.Bytes);
    uint64_t Owned = 0;
    for (unsigned K = 0; K < I.getNumOperands(); ++K) {
      P.Fields.push_back(learnField(I, K, Base, P.Bytes));
      Owned |= P.Fields.back().Mask;
    }
    uint64_t All = P.Bytes >= 8 ? ~0ull : 0xffffffffull;
    P.Mask = All & ~Owned;
    P.Bits = Base & P.Mask;
    Patterns.push_back(std::move(P));
  }
}

bool GFX7Codec::decode(uint64_t Word, unsigned Bytes, MCInst &Out) const {
  const GFX7Pattern *Best = nullptr;
  for (const GFX7Pattern &P : Patterns)
    if (P.Bytes == Bytes && (Word & P.Mask) == P.Bits &&
        (!Best || popcount(P.Mask) > popcount(Best->Mask)))
      Best = &P;
  if (!Best)
    return false;
  Out = MCInst();
  Out.setOpcode(Best->Opcode);
  for (const GFX7Field &F : Best->Fields) {
    if (F.RegMap >= 0) {
      auto It = RegMaps[F.RegMap].find(Word & F.Mask);
      if (It == RegMaps[F.RegMap].end())
        return false;
      Out.addOperand(MCOperand::createReg(It->second));
      continue;
    }
    int64_t V = 0;
    for (unsigned B = 0; B < 16; ++B)
      if (F.ImmBits[B] && (Word & F.ImmBits[B]) == F.ImmBits[B])
        V |= int64_t(1) << B;
    Out.addOperand(MCOperand::createImm(V));
  }
  return true;
}

} // namespace amdcl2
