//===- ArgumentReads.cpp - Check the argument offsets the code reads ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Walks the kernel with LLVM's MC disassembler. While the argument (or
/// setup) pointer still holds its initial value, i.e. until an instruction
/// writes either register of its pair, every `s_load_dword*` based on it must
/// read inside the buffer and start inside an argument slot. The check is
/// the last line of defence against a kernel that reads the argument buffer
/// at non-CL2 offsets.
///
//===----------------------------------------------------------------------===//

#include "ArgumentReads.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCDisassembler/MCDisassembler.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/MCTargetOptions.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <mutex>

// LLVM's AMDGPU MC layer and disassembler. A compiler registers the first
// two but seldom the disassembler, which this check alone needs.
extern "C" void LLVMInitializeAMDGPUTargetInfo();
extern "C" void LLVMInitializeAMDGPUTargetMC();
extern "C" void LLVMInitializeAMDGPUDisassembler();

using namespace llvm;

namespace amdcl2 {

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

namespace {
/// One tracked base pointer: its SGPR pair and the bytes it may be read at.
struct TrackedBase {
  MCRegister Reg;
  bool Live = true;
  StringRef Name;
};
} // namespace

/// The SGPR pair register s[N:N+1]. LLVM's register table is searched by
/// name once per process: the pairs are the same for every AMDGPU target.
static MCRegister sgprPair(const MCRegisterInfo &MRI, int N) {
  constexpr int MaxPairs = 128;
  static MCRegister Pairs[MaxPairs];
  static std::once_flag Found;
  std::call_once(Found, [&MRI] {
    for (unsigned R = 1, E = MRI.getNumRegs(); R < E; ++R) {
      StringRef Name = MRI.getName(R);
      unsigned Lo, Hi;
      if (!Name.consume_front("SGPR"))
        continue;
      auto [First, Second] = Name.split("_SGPR");
      if (!First.getAsInteger(10, Lo) && !Second.getAsInteger(10, Hi) &&
          Hi == Lo + 1 && Lo < MaxPairs)
        Pairs[Lo] = MCRegister(R);
    }
  });
  return N >= 0 && N < MaxPairs ? Pairs[N] : MCRegister();
}

/// Checks one load of \p Bytes at byte \p At from the argument (or setup)
/// buffer against the layout.
static Error checkRead(const KernelABI &K, bool FromSetup, uint64_t At,
                       unsigned Bytes) {
  constexpr unsigned SetupBufferBytes = 64; // the HSA dispatch packet
  if (FromSetup) {
    if (At + Bytes > SetupBufferBytes)
      return makeError("internal error: kernel '" + K.Name + "' reads " +
                       Twine(Bytes) + " bytes of the setup buffer at offset " +
                       Twine(At) + ", past its 64 bytes");
    return Error::success();
  }
  const ArgBufferLayout &L = K.Args;
  bool InSlot = llvm::any_of(L.Args, [&](const ArgDesc &A) {
    return At >= A.Offset && At < A.Offset + A.Size;
  });
  // Scalar loads read whole dwords: an old-format buffer that ends between
  // dwords (no rounding to 16) is read up to its last dword.
  if (!InSlot || At + Bytes > alignTo(L.Size, 4))
    return makeError("internal error: kernel '" + K.Name + "' reads " +
                     Twine(Bytes) + " bytes of the argument buffer at offset " +
                     Twine(At) +
                     ", which is not inside a CL2 argument (buffer size " +
                     Twine(L.Size) + ")");
  return Error::success();
}

/// gfx7 (Sea Islands) machine code, decoded by hand: LLVM 22 has no gfx7
/// disassembler, and the one learned from its encoder (GFX7Encodings.h)
/// takes too long to build for every compile. Only instruction lengths,
/// SMRD loads and the SGPRs scalar instructions may write are decoded; anything unknown ends the walk, and
/// any possible write to a tracked pair stops following it, so the check
/// can miss a read but never reports a false one.
static Error checkGFX7(ArrayRef<uint8_t> Code, const KernelABI &K,
                       uint32_t EnableMask) {
  UserSGPRLayout U = userSGPRLayout(EnableMask);
  int Pair[2] = {U.Args, U.Setup};
  auto Kill = [&](unsigned First, unsigned Count) {
    for (int &P : Pair)
      if (P >= 0 && First <= unsigned(P) + 1 && unsigned(P) < First + Count)
        P = -1;
  };
  for (size_t Off = 0; Off + 4 <= Code.size();) {
    uint32_t W = support::endian::read32le(Code.data() + Off);
    unsigned Len = 4;
    auto Literal = [&](unsigned Src) { return Src == 255 ? 4u : 0u; };
    if ((W >> 23) == 0x17F) {        // SOPP: writes no SGPR
    } else if ((W >> 23) == 0x17E) { // SOPC
      Len += std::max(Literal(W & 0xff), Literal((W >> 8) & 0xff));
    } else if ((W >> 23) == 0x17D) { // SOP1
      Len += Literal(W & 0xff);
      Kill((W >> 16) & 0x7f, 2);
    } else if ((W >> 28) == 0xB) {             // SOPK
      Len += ((W >> 23) & 0x1f) == 21 ? 4 : 0; // s_setreg_imm32_b32
      Kill((W >> 16) & 0x7f, 2);
    } else if ((W >> 30) == 2) { // SOP2
      Len += std::max(Literal(W & 0xff), Literal((W >> 8) & 0xff));
      Kill((W >> 16) & 0x7f, 2);
    } else if ((W >> 27) == 0x18) { // SMRD
      unsigned Op = (W >> 22) & 0x1f, Dst = (W >> 15) & 0x7f;
      unsigned Base = ((W >> 9) & 0x3f) * 2;
      bool Imm = (W >> 8) & 1;
      unsigned Field = W & 0xff;
      unsigned Dwords = 1u << (Op & 7);
      if (!Imm && Field == 255)
        Len += 4;
      if (Op <= 4 && Imm)
        for (unsigned I = 0; I < 2; ++I)
          if (Pair[I] >= 0 && unsigned(Pair[I]) == Base)
            if (Error E = checkRead(K, I == 1, Field * 4, Dwords * 4))
              return E;
      Kill(Dst, Dwords);
    } else if ((W >> 25) == 0x3F) { // VOP1
      Len += Literal(W & 0x1ff);
      if (((W >> 9) & 0xff) == 2) // v_readfirstlane_b32
        Kill((W >> 17) & 0xff, 1);
    } else if ((W >> 25) == 0x3E) { // VOPC
      Len += Literal(W & 0x1ff);
    } else if ((W >> 31) == 0) { // VOP2
      unsigned Op = (W >> 25) & 0x3f;
      Len += (Op == 32 || Op == 33) ? 4 : Literal(W & 0x1ff); // madmk/madak
      if (Op == 1)                                            // v_readlane_b32
        Kill((W >> 17) & 0xff, 1);
    } else if ((W >> 26) == 0x34) { // VOP3: SGPR results in [7:0], [14:8]
      Len = 8;
      Kill(W & 0xff, 2);
      Kill((W >> 8) & 0x7f, 2);
    } else if ((W >> 26) == 0x32) { // VINTRP
    } else if ((W >> 26) == 0x36 || (W >> 26) == 0x37 || (W >> 26) == 0x38 ||
               (W >> 26) == 0x3A || (W >> 26) == 0x3C || (W >> 26) == 0x3E) {
      Len = 8; // DS, FLAT, MUBUF, MTBUF, MIMG, EXP
    } else {
      break;
    }
    Off += Len;
    if (Pair[0] < 0 && Pair[1] < 0)
      break;
  }
  return Error::success();
}

/// Bytes read by a scalar load opcode, or 0 if it is not one.
static unsigned scalarLoadBytes(StringRef OpName) {
  if (!OpName.consume_front("S_LOAD_DWORD"))
    return 0;
  for (unsigned N : {16, 8, 4, 3, 2})
    if (OpName.starts_with("X" + std::to_string(N)))
      return 4 * N;
  return 4;
}

Error checkArgumentReads(ArrayRef<uint8_t> Code, const KernelABI &K,
                         uint32_t EnableMask, const GPUInfo &GPU) {
  if (GPU.Family == GPUFamily::GCN11)
    return checkGFX7(Code, K, EnableMask);
  static std::once_flag Registered;
  std::call_once(Registered, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUDisassembler();
  });
  Triple TT("amdgcn-amd-amdhsa");
  std::string Err;
  const Target *T = TargetRegistry::lookupTarget(TT, Err);
  if (!T)
    return makeError("cannot create the AMDGPU target: " + Err);
  std::unique_ptr<MCRegisterInfo> MRI(T->createMCRegInfo(TT));
  MCTargetOptions MCOpts;
  std::unique_ptr<MCAsmInfo> MAI(T->createMCAsmInfo(*MRI, TT, MCOpts));
  std::unique_ptr<MCSubtargetInfo> STI(
      T->createMCSubtargetInfo(TT, GPU.LLVMName, targetFeatures(GPU)));
  std::unique_ptr<MCInstrInfo> MII(T->createMCInstrInfo());
  if (!MRI || !MAI || !STI || !MII)
    return makeError("cannot create the AMDGPU MC layer");
  MCContext Ctx(TT, MAI.get(), MRI.get(), STI.get());
  std::unique_ptr<MCDisassembler> Dis(T->createMCDisassembler(*STI, Ctx));
  if (!Dis)
    return makeError("cannot create the AMDGPU disassembler");

  UserSGPRLayout U = userSGPRLayout(EnableMask);
  TrackedBase Args{sgprPair(*MRI, U.Args), U.Args >= 0, "argument"};
  TrackedBase Setup{sgprPair(*MRI, U.Setup), U.Setup >= 0, "setup"};
  for (uint64_t Off = 0; Off < Code.size();) {
    MCInst I;
    uint64_t Size = 0;
    if (Dis->getInstruction(I, Size, Code.slice(Off), Off, nulls()) !=
            MCDisassembler::Success ||
        Size == 0)
      break; // past the end of the code (padding) or undecodable: stop
    Off += Size;
    const MCInstrDesc &D = MII->get(I.getOpcode());
    StringRef Name = MII->getName(I.getOpcode());
    if (unsigned Bytes = scalarLoadBytes(Name);
        Bytes && I.getNumOperands() >= 3 && I.getOperand(1).isReg()) {
      MCRegister Base = I.getOperand(1).getReg();
      const MCOperand &Imm = I.getOperand(2);
      for (TrackedBase *B : {&Args, &Setup}) {
        if (!B->Live || Base != B->Reg)
          continue;
        if (!Imm.isImm() || Name.contains("_SGPR"))
          return makeError("internal error: kernel '" + K.Name +
                           "' reads the " + B->Name +
                           " buffer at a run-time offset");
        if (Error E = checkRead(K, B == &Setup, Imm.getImm(), Bytes))
          return E;
      }
    }
    // Stop following a base once its registers are overwritten.
    auto Kills = [&](MCRegister R) {
      for (TrackedBase *B : {&Args, &Setup})
        if (B->Live && B->Reg && MRI->regsOverlap(R, B->Reg))
          B->Live = false;
    };
    for (unsigned Op = 0; Op < D.getNumDefs() && Op < I.getNumOperands(); ++Op)
      if (I.getOperand(Op).isReg())
        Kills(I.getOperand(Op).getReg());
    for (MCPhysReg R : D.implicit_defs())
      Kills(R);
    if (!Args.Live && !Setup.Live)
      break;
  }
  return Error::success();
}

} // namespace amdcl2
