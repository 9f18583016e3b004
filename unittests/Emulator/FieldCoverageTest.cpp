//===- FieldCoverageTest.cpp - Every encoded field modelled or refused ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Walks LLVM's MC instruction descriptions for gfx7, gfx8 and gfx9. For every
/// opcode the emulator has semantics for, each immediate operand (clamp,
/// omod, modifiers, selects, DPP controls, offsets, cache bits...) is set to
/// 1, 2, 3 and 4 in an instruction built from the description; LLVM's
/// instruction printer names the field the bit sets. The handler must then
/// either refuse the instruction (an error) or be one that models that field
/// (the table below, by field and opcode), or the field must be one that
/// cannot change a result in the model (cache policy, wait counts). A field
/// that is neither is a silently ignored field: the test names it.
///
//===----------------------------------------------------------------------===//

#include "WaveFixture.h"
#include "amdcl2/MC/GCNDisassembler.h"
#include "amdcl2/MC/GFX7Encodings.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Regex.h"
#include "llvm/TargetParser/Triple.h"
#include <set>

using namespace llvm;
using namespace amdcl2;
using namespace amdcl2::emu;

namespace {

/// Fields that cannot change a result in this model: memory is coherent
/// and in order, and timing is not modelled.
const char *const NoEffect[] = {"glc",    "slc",    "dlc",    "nv",
                                "scc",    "sc0",    "sc1",    "nt",
                                "vmcnt",  "expcnt", "lgkmcnt"};

/// Fields a handler models, and the opcodes (semantics keys, as a regex)
/// whose handlers do. Plain values (offsets, literals, branch targets,
/// counts) are operands, not modifiers: they are "value".
struct Modelled {
  const char *Field;
  const char *Keys;
};
const Modelled ModelledFields[] = {
    {"value", ".*"},
    {"offset", "^(DS|FLAT|GLOBAL|BUFFER|S_LOAD|SCRATCH)_.*"},
    {"offset0", "^DS_.*"},
    {"offset1", "^DS_.*"},
    {"hwreg", "^S_(GET|SET)REG.*"},
    {"swizzle", "^DS_SWIZZLE.*"},
    {"gpr_idx", "^S_SET_GPR_IDX.*"},
    // SDWA and DPP forms model their selects and controls.
    {"dst_sel", ".*_sdwa$"},
    {"dst_unused", ".*_sdwa$"},
    {"src0_sel", ".*_sdwa$"},
    {"src1_sel", ".*_sdwa$"},
    {"sext", ".*_sdwa$"},
    {"quad_perm", ".*_dpp$"},
    {"row_shl", ".*_dpp$"},
    {"row_shr", ".*_dpp$"},
    {"row_ror", ".*_dpp$"},
    {"wave_shl", ".*_dpp$"},
    {"wave_rol", ".*_dpp$"},
    {"wave_shr", ".*_dpp$"},
    {"wave_ror", ".*_dpp$"},
    {"row_mirror", ".*_dpp$"},
    {"row_half_mirror", ".*_dpp$"},
    {"row_bcast", ".*_dpp$"},
    {"row_mask", ".*_dpp$"},
    {"bank_mask", ".*_dpp$"},
    {"bound_ctrl", ".*_dpp$"},
    // Float source modifiers on float operations (and cndmask, which
    // moves floats).
    {"neg", ".*(F16|F32|F64|CNDMASK|_PK_|FMAC|FMA|MAD|DIV|RCP|RSQ|SQRT|"
            "EXP|LOG|SIN|COS|FRACT|FLOOR|CEIL|TRUNC|RNDNE|FREXP|LDEXP|"
            "CLASS|MIN3|MAX3|MED3|CVT|MAC|PKRTZ|PACK).*"},
    {"abs", ".*(F16|F32|F64|CNDMASK|FMAC|FMA|MAD|DIV|RCP|RSQ|SQRT|EXP|LOG|"
            "SIN|COS|FRACT|FLOOR|CEIL|TRUNC|RNDNE|FREXP|LDEXP|CLASS|MIN3|"
            "MAX3|MED3|CVT|MAC|PKRTZ|PACK).*"},
    {"op_sel", ".*(_PK_|16).*"},
    {"op_sel_hi", ".*_PK_.*"},
    {"neg_lo", ".*_PK_.*"},
    {"neg_hi", ".*_PK_.*"},
    // Clamp saturates integer adds and subtracts.
    {"clamp", "^V_(ADD|SUB|SUBREV|ADDC|SUBB|SUBBREV)(_CO)?_(U32|I32|U16|"
              "I16)(_sdwa)?$"},
    {"clamp", "^V_PK_(ADD|SUB)_(U16|I16)$"},
    // ... and clamps float results to [0, 1] where the f32 templates
    // (vop1F32, vop2F32, vop3F32) run them.
    {"clamp", "^V_.*_F32$"},
    // ... and the f64 ones (vop1F64, vop2F64, vop3F64) too.
    {"clamp", "^V_(ADD|CEIL|DIV_FIXUP|FLOOR|FMA|FRACT|MAX|MIN|MUL|RCP|RNDNE|"
              "RSQ|SQRT|TRUNC)_F64$"},
    // ... and the conversions to float, ldexp, mac and the half arithmetic
    // (their handlers clamp the rounded result).
    {"clamp", "^V_(CVT_F64_(F32|I32|U32)|CVT_F32_(F64|F16|I32|U32|UBYTE[0-3])|"
              "LDEXP_F64|(ADD|SUB|SUBREV|MUL|MIN|MAX)_F16)$"},
    // Images: the channel mask and the 16-bit forms.
    {"dmask", "^IMAGE_.*"},
    {"d16", "^(IMAGE|BUFFER)_.*"},
    {"a16", "^IMAGE_.*"},
    {"unorm", "^IMAGE_.*"},
};

bool isNoEffect(StringRef F) {
  return is_contained(ArrayRef(NoEffect), F);
}
bool isModelled(StringRef F, StringRef Key) {
  for (const Modelled &M : ModelledFields)
    if (F == M.Field && Regex(M.Keys).match(Key))
      return true;
  return false;
}

/// The field a printed token names: `offset:16` -> offset, `-v0` -> neg,
/// `|v0|` -> abs, `sext(v0)` -> sext, a number -> value.
std::string fieldOf(StringRef Tok) {
  Tok = Tok.trim(" ,");
  if (Tok.starts_with("-") && Tok.size() > 1 && !isDigit(Tok[1]))
    return "neg";
  if (Tok.starts_with("|"))
    return "abs";
  if (Tok.starts_with("neg(") || Tok.starts_with("-|"))
    return "neg";
  if (Tok.starts_with("abs("))
    return "abs";
  StringRef Name = Tok.take_until([](char C) { return C == ':' || C == '('; });
  if (Name.empty() || isDigit(Name[0]) || Name[0] == '-')
    return "value";
  return Name.str();
}

std::vector<std::string> tokens(StringRef Text) {
  SmallVector<StringRef, 16> Parts;
  Text.split(Parts, ' ', -1, false);
  std::vector<std::string> Out;
  for (StringRef P : Parts)
    Out.push_back(P.trim(" ,\t").str());
  return Out;
}

/// The fields \p Probe prints that \p Base does not.
std::set<std::string> newFields(StringRef Base, StringRef Probe) {
  std::vector<std::string> B = tokens(Base), P = tokens(Probe);
  std::multiset<std::string> Left(B.begin(), B.end());
  std::set<std::string> Out;
  for (const std::string &T : P) {
    auto It = Left.find(T);
    if (It != Left.end())
      Left.erase(It);
    else
      Out.insert(fieldOf(T));
  }
  return Out;
}

struct FieldCoverage : test::Fixture, ::testing::WithParamInterface<const char *> {
  std::unique_ptr<GCNDisassembler> G;
  std::unique_ptr<MCInstPrinter> Printer;
  uint64_t Buf = 0;

  void SetUp() override {
    auto D = createGCNDisassembler(GetParam());
    ASSERT_TRUE(bool(D)) << toString(D.takeError());
    G = std::move(*D);
    Printer.reset(G->TheTarget->createMCInstPrinter(
        Triple("amdgcn-amd-amdhsa"), 0, *G->MAI, *G->MII, *G->MRI));
    ASSERT_TRUE(Printer);
    C.GFX9 = StringRef(GetParam()) == "gfx900";
    GFX7 = StringRef(GetParam()) == "bonaire";
    if (GFX7)
      C.FlatScrLo = RegFlatScrLoGFX7;
  }
  bool GFX7 = false;

  /// Whether \p Name is one of this GPU's real opcodes (MIMG's are
  /// unsuffixed and the same on every GPU here: checked with gfx8's).
  bool ownOpcode(StringRef Name) const {
    if (GFX7)
      return hasGFX6GFX7Suffix(Name);
    return Name.ends_with("_vi") || (C.GFX9 && Name.ends_with("_gfx9"));
  }
  /// The class of operand \p Op on this GPU (some depend on its mode).
  int regClass(const MCOperandInfo &Op) const {
    return G->MII->getOpRegClassID(
        Op, G->STI->getHwMode(MCSubtargetInfo::HwMode_RegInfo));
  }

  /// A register of class \p RC the model resolves: a VGPR if the class
  /// has one, else its first SGPR tuple.
  MCRegister pickReg(int RC) {
    const MCRegisterClass &Class = G->MRI->getRegClass(RC);
    MCRegister Fallback;
    for (MCRegister R : Class) {
      StringRef N = G->MRI->getName(R);
      if (N.starts_with("VGPR0"))
        return R;
      if (!Fallback && (N.starts_with("SGPR0") || N.starts_with("VGPR")))
        Fallback = R;
    }
    return Fallback ? Fallback : MCRegister(*Class.begin());
  }

  /// The printed instruction without the printer's /*...*/ comments.
  std::string print(const MCInst &MI) {
    std::string S;
    raw_string_ostream OS(S);
    Printer->printInst(&MI, 0, "", *G->STI, OS);
    for (size_t B; (B = S.find("/*")) != std::string::npos;) {
      size_t E = S.find("*/", B);
      S.erase(B, E == std::string::npos ? std::string::npos : E + 2 - B);
    }
    return S;
  }

  /// Memory the address registers reach, registers that form addresses
  /// into it, M0 zero, one lane.
  void prepare() {
    Mem = Memory();
    Buf = Mem.allocate(4096, "buf");
    LDS.assign(65536, 0);
    W = WaveState();
    uint64_t A = Buf + 256;
    for (unsigned R = 0; R < NumVGPRs; ++R)
      W.v(R, 0) = R % 2 ? uint32_t(A >> 32) : uint32_t(A);
    for (unsigned R = 0; R < RegFlatScrLo; ++R)
      W.S[R] = R % 2 ? uint32_t(A >> 32) : uint32_t(A);
    W.S[RegM0] = 0;
    W.setExec(1);
    W.Mode = C.GFX9 ? 0xf0 : 0xc0;
  }

  bool runOn(const DecodedInst &DI) {
    prepare();
    I = DI;
    C.Error.clear();
    return run();
  }
};

TEST_P(FieldCoverage, EveryFieldIsModelledOrRefused) {
  const MCInstrInfo &MII = *G->MII;
  std::vector<std::string> Ignored;
  unsigned Checked = 0;
  for (unsigned Opc = 0; Opc < MII.getNumOpcodes(); ++Opc) {
    StringRef Name = MII.getName(Opc);
    if (!ownOpcode(Name))
      continue;
    Handler H = lookupSemantics(Name);
    if (!H)
      continue;
    const MCInstrDesc &Desc = MII.get(Opc);
    MCInst Base;
    Base.setOpcode(Opc);
    for (const MCOperandInfo &Op : Desc.operands())
      Base.addOperand(Op.RegClass >= 0
                          ? MCOperand::createReg(pickReg(regClass(Op)))
                          : MCOperand::createImm(0));
    DecodedInst BaseDI;
    if (!fillOperands(Base, MII, *G->MRI, BaseDI))
      continue; // operands the model does not have: refused at decode
    BaseDI.Fn = H;
    bool BaseRuns = runOn(BaseDI);
    std::string BaseError = C.Error;
    std::string BaseText = print(Base);
    std::string Key = semanticsKey(Name);
    for (unsigned K = 0; K < Desc.getNumOperands(); ++K) {
      if (Desc.operands()[K].RegClass >= 0)
        continue;
      // Small values only: the printer indexes its name tables with some
      // fields (selects, DPP controls) and reads past them for values no
      // encoding has. 1-4 set each one-bit flag and the low bits of every
      // multi-bit field.
      for (int64_t Bit = 1; Bit <= 4; ++Bit) {
        MCInst Probe = Base;
        Probe.getOperand(K).setImm(Bit);
        std::set<std::string> Fields = newFields(BaseText, print(Probe));
        DecodedInst DI;
        if (!fillOperands(Probe, MII, *G->MRI, DI))
          continue;
        DI.Fn = H;
        ++Checked;
        // Refused: the probe fails where the plain form runs, or fails
        // with another error than the plain form's.
        bool Refused = !runOn(DI) && (BaseRuns || C.Error != BaseError);
        if (Refused)
          continue;
        for (const std::string &F : Fields)
          if (!isNoEffect(F) && !isModelled(F, Key))
            Ignored.push_back((Name + ": " + F + " (operand " + Twine(K) +
                               ", value " + Twine(Bit) + ")" +
                               (BaseRuns ? "" : ", unverified: the plain "
                                                "form does not run here"))
                                  .str());
      }
    }
  }
  EXPECT_GT(Checked, 1000u);
  std::sort(Ignored.begin(), Ignored.end());
  Ignored.erase(std::unique(Ignored.begin(), Ignored.end()), Ignored.end());
  EXPECT_TRUE(Ignored.empty())
      << Ignored.size() << " fields neither modelled nor refused:\n  "
      << join(Ignored.begin(),
              Ignored.begin() + std::min<size_t>(Ignored.size(), 200),
              "\n  ");
}

INSTANTIATE_TEST_SUITE_P(GPUs, FieldCoverage,
                         ::testing::Values("bonaire", "fiji", "gfx900"));

} // namespace
