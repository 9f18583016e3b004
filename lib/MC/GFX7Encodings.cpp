//===- GFX7Encodings.cpp - gfx6/gfx7 encodings learned from LLVM's encoder ===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Each real gfx6/gfx7 opcode is encoded with base operands (the first
/// register of each class, immediate 0), then with each operand varied
/// (every register of its class, each of the 32 immediate bits): the
/// bits an operand changes are its field, the bits nothing changes the
/// opcode's own.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/MC/GFX7Encodings.h"
#include "amdcl2/ABI/LittleEndian.h"
#include "amdcl2/MC/GCNDisassembler.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
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

/// The bits of a \p Bytes-byte instruction word.
static uint64_t wordMask(unsigned Bytes) {
  return Bytes >= 8 ? ~0ull : 0xffffffffull;
}

/// LLVM's real (encodable) gfx6/gfx7 opcodes carry the encoding family in
/// their name; pseudo opcodes do not. MIMG is the exception: its gfx6-gfx9
/// encodings are the unsuffixed opcodes, among which gfx9 and gfx10
/// operations the CI ISA manual does not have (image_gather4h, the G16
/// derivatives, image_msaa_load) share encodings with gfx7 ones.
static bool isGFX6GFX7Real(StringRef Name) {
  if (Name.starts_with("IMAGE_") && !Name.contains("_gfx") &&
      !Name.ends_with("_vi") && !Name.ends_with("_si"))
    return !Name.contains("_G16") && !Name.contains("GATHER4H") &&
           !Name.contains("MSAA_LOAD");
  return hasGFX6GFX7Suffix(Name);
}

bool hasGFX6GFX7Suffix(StringRef Name) {
  return Name.ends_with("_gfx6_gfx7") || Name.ends_with("_gfx7") ||
         Name.ends_with("_si") || Name.ends_with("_ci");
}

/// MIMG opcodes differ only in their data and address widths (`_V<data>_V
/// <addr>`) and in returning or not (`_NORTN`), none of which the encoding
/// holds. The CI ISA manual's MIMG fields decide the data width (DMASK bits
/// 8-11, one more dword with TFE, bit 16) and whether an atomic returns
/// (GLC, bit 13); the address width is the resource's, unknown here: four
/// dwords, as CLRX prints them, or the widest the opcode has below that.
static int mimgFit(StringRef Name, uint64_t Word) {
  size_t D = Name.find("_V");
  unsigned Data = 0, Addr = 0;
  if (D == StringRef::npos ||
      Name.substr(D + 2).consumeInteger(10, Data))
    return 0;
  StringRef Rest = Name.substr(D + 2).drop_while(isDigit);
  if (!Rest.consume_front("_V") || Rest.consumeInteger(10, Addr))
    return 0;
  unsigned DMask = (Word >> 8) & 0xf, TFE = (Word >> 16) & 1,
           GLC = (Word >> 13) & 1;
  bool NoRet = Name.contains("_NORTN");
  int Fit = 0;
  if (Data == std::max(1, popcount(DMask)) + TFE)
    Fit += 64;
  if (NoRet == !GLC)
    Fit += 32;
  if (Addr <= 4)
    Fit += Addr;
  return Fit;
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
  for (unsigned R = 1; R < L.MRI->getNumRegs(); ++R)
    C->RealNames[L.MRI->getName(R)] = R;
  C->learn();
  for (const GFX7Pattern &P : C->Patterns)
    if (P.Bytes != 4 && P.Bytes != 8)
      return createStringError("LLVM encodes " + P.Name + " in " +
                               Twine(P.Bytes) + " bytes");
  return std::move(C);
}

void GFX7Codec::encodeBytes(const MCInst &I,
                            SmallVectorImpl<uint8_t> &Out) const {
  SmallVector<char, 16> Bytes;
  SmallVector<MCFixup, 4> Fixups;
  Layer->CE->encodeInstruction(I, Bytes, Fixups, *Layer->STI);
  Out.assign(Bytes.begin(), Bytes.end());
}

uint64_t GFX7Codec::encode(const MCInst &I, unsigned &Bytes) const {
  SmallVector<uint8_t, 16> Out;
  encodeBytes(I, Out);
  Bytes = Out.size();
  return Bytes ? readLE(Out.data(), std::min(Bytes, 8u)) : 0;
}

/// Operands whose class depends on the subtarget (64-bit VGPR tuples are
/// even-aligned only on gfx90a) name a per-mode table entry: the class is
/// this GPU's, so that AMD's odd-aligned pairs (v[1:2]) decode.
int GFX7Codec::regClass(const MCOperandInfo &OI) const {
  return Layer->MII->getOpRegClassID(
      OI, Layer->STI->getHwMode(MCSubtargetInfo::HwMode_RegInfo));
}

/// LLVM's operand classes hold M0, FLAT_SCR and the trap temporaries as
/// generic registers that its encoder writes as 0: the code emitter expects
/// the subtarget's own (M0_gfxpre11, 124; FLAT_SCR_ci, 104; TTMP0_vi,
/// 112), which its assembler and disassembler use. Null for a generic
/// register without a gfx6/gfx7 form.
/// \p Rank says how specific to gfx7 the form is (0: _ci, 1: the register
/// itself, then _gfxpre11, _vi): where two registers encode alike, the more
/// specific is gfx7's. CI's FLAT_SCR is 104-105, where later GPUs have
/// SGPRs; M0_gfxpre11 and TTMP12_vi are both 124, and gfx7 has 12 trap
/// temporaries.
MCRegister GFX7Codec::realRegister(MCRegister R, unsigned *Rank) const {
  const MCRegisterInfo &MRI = *Layer->MRI;
  StringRef Name = MRI.getName(R);
  static const std::pair<StringRef, unsigned> Forms[] = {
      {"_ci", 0}, {"_gfxpre11", 2}, {"_vi", 3}};
  if (Rank)
    *Rank = 1;
  if (MRI.getEncodingValue(R) != 0 || Name.starts_with("SGPR0") ||
      Name.starts_with("VGPR0") || Name.starts_with("AGPR0"))
    return R;
  for (auto [Suffix, K] : Forms)
    if (MCRegister Real = RealNames.lookup((Name + Suffix).str())) {
      if (Rank)
        *Rank = K;
      return Real;
    }
  return MCRegister();
}

GFX7Field GFX7Codec::learnField(MCInst I, unsigned K, uint64_t Base,
                                unsigned Bytes) {
  GFX7Field F;
  const MCOperandInfo &OI = Layer->MII->get(I.getOpcode()).operands()[K];
  int RegClass = regClass(OI);
  // A value whose encoding has another length takes a literal: not a field.
  auto Word = [&](MCOperand V, uint64_t &W) {
    I.getOperand(K) = V;
    unsigned Len;
    W = encode(I, Len);
    return Len == Bytes;
  };
  uint64_t W;
  if (RegClass < 0) {
    for (unsigned B = 0; B < GFX7Field::ImmWidth; ++B)
      if (Word(MCOperand::createImm(int64_t(1) << B), W)) {
        F.ImmBits[B] = W ^ Base;
        F.Mask |= W ^ Base;
      }
    return F;
  }
  const MCRegisterClass &RC = Layer->MRI->getRegClass(RegClass);
  // Two registers place the field: an operand of the same class and type
  // whose probes change the same bits is the same field, learned once
  // (the MIMG width variants repeat each field many times).
  FieldKey Probe{RegClass, OI.OperandType, Bytes, 0, 0};
  unsigned N = RC.getNumRegs();
  if (N > 1 && Word(MCOperand::createReg(RC.getRegister(1)), W))
    Probe.Diff1 = W ^ Base;
  if (N > 2 && Word(MCOperand::createReg(RC.getRegister(N - 1)), W))
    Probe.Diff2 = W ^ Base;
  if (auto Known = LearnedFields.find(Probe); Known != LearnedFields.end())
    return Known->second;
  // Each register's word once: the union of what they change is the field,
  // and the words give the map below.
  struct Encoded {
    MCRegister Reg;
    unsigned Rank;
    uint64_t Word;
  };
  SmallVector<Encoded, 256> Words;
  for (MCPhysReg Generic : RC) {
    unsigned Rank;
    MCRegister R = realRegister(Generic, &Rank);
    if (R && Word(MCOperand::createReg(R), W)) {
      Words.push_back({R, Rank, W});
      F.Mask |= W ^ Base;
    }
  }
  // Sources that take constants have AMDGPU's own operand types; LLVM's
  // encoder must not be given a constant for a register-only operand.
  if (OI.OperandType >= MCOI::OPERAND_FIRST_TARGET)
    learnConstants(I, K, Base, Bytes, F);
  // Operands of one class in the same bits share their map.
  std::pair<int, uint64_t> Key(RegClass, F.Mask);
  auto [It, New] = MapIndex.try_emplace(Key, RegMaps.size());
  F.RegMap = It->second;
  if (New) {
    // A narrow field truncates the encodings of special sources (a 7-bit
    // SDST keeps 124, M0's, of SRC_EXECZ's 252): a value belongs to the
    // register whose encoding fits in the field.
    unsigned Width = popcount(F.Mask);
    auto Fits = [&](MCPhysReg R) {
      return Width >= 16 || Layer->MRI->getEncodingValue(R) < (1u << Width);
    };
    DenseMap<uint64_t, unsigned> Map, MapRank;
    for (const Encoded &E : Words) {
      auto [At, First] = Map.try_emplace(E.Word & F.Mask, E.Reg);
      unsigned &OldRank = MapRank[E.Word & F.Mask];
      bool Better = Fits(E.Reg) != Fits(At->second) ? Fits(E.Reg)
                                                    : E.Rank < OldRank;
      if (First || Better) {
        At->second = E.Reg;
        OldRank = E.Rank;
      }
    }
    MapRegs.emplace_back();
    for (auto &[Value, R] : Map)
      MapRegs.back().push_back(R);
    llvm::sort(MapRegs.back());
    RegMaps.push_back(std::move(Map));
  }
  LearnedFields.try_emplace(Probe, F);
  return F;
}

/// The constants GCN sources take inline: integers -16..64 and +-0.5, 1, 2
/// and 4 in single and double precision (CI ISA manual, "scalar/vector
/// source operands").
static std::vector<int64_t> inlineCandidates() {
  std::vector<int64_t> V;
  for (int64_t I = -16; I <= 64; ++I)
    V.push_back(I);
  for (double D : {0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0}) {
    V.push_back(llvm::bit_cast<uint32_t>(float(D)));
    V.push_back(llvm::bit_cast<int64_t>(D));
  }
  return V;
}

/// Which field values of source operand \p K are inline constants, and
/// which announces a literal (a value LLVM encodes with 4 more bytes).
void GFX7Codec::learnConstants(MCInst I, unsigned K, uint64_t Base,
                               unsigned Bytes, GFX7Field &F) {
  static const std::vector<int64_t> Candidates = inlineCandidates();
  uint64_t Own = wordMask(Bytes);
  for (int64_t V : Candidates) {
    I.getOperand(K) = MCOperand::createImm(V);
    unsigned Len;
    uint64_t W = encode(I, Len) & Own;
    if (Len == Bytes && (W ^ Base) != 0) {
      F.Mask |= W ^ Base;
      F.Inline.try_emplace(W, V);
    }
  }
  // The literal dword: a 64-bit floating-point source keeps its high half.
  for (unsigned Shift : {0u, 32u}) {
    I.getOperand(K) = MCOperand::createImm(int64_t(0x12345) << Shift);
    SmallVector<uint8_t, 16> Out;
    encodeBytes(I, Out);
    if (Out.size() != Bytes + 4 || readLE(Out.data() + Bytes, 4) != 0x12345)
      continue;
    uint64_t W = readLE(Out.data(), Bytes);
    F.Mask |= W ^ Base;
    F.LiteralCode = W;
    F.LiteralShift = Shift;
    break;
  }
  // Keys hold the whole word: keep only this field's bits.
  DenseMap<uint64_t, int64_t> Fields;
  for (auto &[Word, V] : F.Inline)
    Fields.try_emplace(Word & F.Mask, V);
  F.Inline = std::move(Fields);
  if (F.LiteralCode)
    F.LiteralCode = *F.LiteralCode & F.Mask;
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
      if (regClass(OI) < 0) {
        I.addOperand(MCOperand::createImm(0));
        continue;
      }
      const MCRegisterClass &RC = Layer->MRI->getRegClass(regClass(OI));
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
    P.Mask = wordMask(P.Bytes) & ~Owned;
    P.Bits = Base & P.Mask;
    Patterns.push_back(std::move(P));
  }
  learnImpliedBits();
}

/// A returning atomic (LLVM names it X_RTN beside X) differs from X in the
/// GLC bit, which LLVM's encoder writes from the opcode whatever the
/// cache-policy operand says: varying the operand teaches nothing, and the
/// decoded operand would print without glc. The operand's value bit for
/// that word bit is learned where it is free (the same operand of another
/// opcode, known by its other bits, e.g. FLAT loads); decoding X_RTN sets
/// it, as LLVM's own decoder does.
void GFX7Codec::learnImpliedBits() {
  StringMap<size_t> ByName;
  for (size_t I = 0; I < Patterns.size(); ++I)
    ByName[Patterns[I].Name] = I;
  // Whether G is the same immediate operand as F with value bit \p Free
  // free: every other value bit is encoded alike. (Sharing only some bits
  // is not enough: a DS instruction's 16-bit offset shares the low 12 bits
  // of MUBUF's offset and owns word bit 14, MUBUF's GLC.)
  auto SameOperand = [](const GFX7Field &F, const GFX7Field &G,
                        unsigned Free) {
    bool Shared = false;
    for (unsigned B = 0; B < GFX7Field::ImmWidth; ++B) {
      if (B == Free)
        continue;
      if (F.ImmBits[B] != G.ImmBits[B])
        return false;
      Shared |= F.ImmBits[B] != 0;
    }
    return Shared;
  };
  // Each returning atomic and the one word bit its opcode fixes.
  std::vector<std::pair<GFX7Pattern *, uint64_t>> Returning;
  for (GFX7Pattern &P : Patterns) {
    size_t R = P.Name.find("_RTN");
    auto Q = R == std::string::npos
                 ? ByName.end()
                 : ByName.find(std::string(P.Name).erase(R, 4));
    if (Q == ByName.end() || Patterns[Q->second].Bytes != P.Bytes)
      continue;
    const GFX7Pattern &Plain = Patterns[Q->second];
    uint64_t Diff = (P.Bits ^ Plain.Bits) & P.Mask & Plain.Mask;
    if (popcount(Diff) == 1)
      Returning.push_back({&P, Diff});
  }
  // The immediates that own one of those bits freely somewhere, by length
  // and bit, with the value bit that sets it: looked up, not searched.
  std::map<std::pair<unsigned, uint64_t>,
           std::vector<std::pair<const GFX7Field *, unsigned>>>
      FreeBits;
  for (auto &[P, Diff] : Returning)
    FreeBits.try_emplace({P->Bytes, Diff});
  for (const GFX7Pattern &Z : Patterns)
    for (const GFX7Field &G : Z.Fields)
      for (unsigned B = 0; G.RegMap < 0 && B < GFX7Field::ImmWidth; ++B)
        if (auto It = FreeBits.find({Z.Bytes, G.ImmBits[B]});
            G.ImmBits[B] && It != FreeBits.end())
          It->second.push_back({&G, B});
  for (auto &[P, Diff] : Returning)
    for (GFX7Field &F : P->Fields)
      for (auto [G, B] : FreeBits[{P->Bytes, Diff}])
        if (F.RegMap < 0 && !F.ImmBits[B] && SameOperand(F, *G, B))
          F.Implied |= int64_t(1) << B;
}

bool GFX7Codec::decode(ArrayRef<uint8_t> Code, MCInst &Out,
                       unsigned &Size) const {
  // The instruction's first 4 and 8 bytes, read once for every pattern.
  uint64_t Word4 = Code.size() >= 4 ? readLE(Code.data(), 4) : 0;
  uint64_t Word8 = Code.size() >= 8 ? readLE(Code.data(), 8) : 0;
  const GFX7Pattern *Best = nullptr;
  int BestFit = 0;
  for (const GFX7Pattern &P : Patterns) {
    if (Code.size() < P.Bytes ||
        ((P.Bytes == 8 ? Word8 : Word4) & P.Mask) != P.Bits)
      continue;
    int Fixed = Best ? popcount(P.Mask) - popcount(Best->Mask) : 1;
    if (Fixed < 0)
      continue;
    int Fit = mimgFit(P.Name, Word4);
    if (Fixed > 0 || Fit > BestFit) {
      Best = &P;
      BestFit = Fit;
    }
  }
  if (!Best)
    return false;
  uint64_t Word = Best->Bytes == 8 ? Word8 : Word4;
  Out = MCInst();
  Out.setOpcode(Best->Opcode);
  Size = Best->Bytes;
  for (const GFX7Field &F : Best->Fields) {
    uint64_t Value = Word & F.Mask;
    if (F.RegMap < 0) {
      int64_t V = F.Implied;
      for (unsigned B = 0; B < GFX7Field::ImmWidth; ++B)
        if (F.ImmBits[B] && (Word & F.ImmBits[B]) == F.ImmBits[B])
          V |= int64_t(1) << B;
      Out.addOperand(MCOperand::createImm(V));
    } else if (auto R = RegMaps[F.RegMap].find(Value);
               R != RegMaps[F.RegMap].end()) {
      Out.addOperand(MCOperand::createReg(R->second));
    } else if (auto C = F.Inline.find(Value); C != F.Inline.end()) {
      Out.addOperand(MCOperand::createImm(C->second));
    } else if (F.LiteralCode == Value && Code.size() >= Best->Bytes + 4) {
      Out.addOperand(MCOperand::createImm(
          int64_t(readLE(Code.data() + Best->Bytes, 4) << F.LiteralShift)));
      Size = Best->Bytes + 4;
    } else {
      return false;
    }
  }
  // A tied operand without bits of its own (a returning MUBUF atomic's
  // data in, s_addk's source) is the operand it is tied to.
  const MCInstrDesc &Desc = Layer->MII->get(Best->Opcode);
  for (unsigned K = 0; K < Out.getNumOperands() && K < Desc.getNumOperands();
       ++K)
    if (int To = Desc.getOperandConstraint(K, MCOI::TIED_TO);
        To >= 0 && Best->Fields[K].Mask == 0)
      Out.getOperand(K) = Out.getOperand(To);
  return true;
}

} // namespace amdcl2
