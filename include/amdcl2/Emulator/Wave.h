//===- Wave.h - Register state of one emulated wave64 -----------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The architectural state of one GCN wave64: the scalar register file
/// indexed by hardware encoding (so VCC is s[106:107], M0 s124 and EXEC
/// s[126:127], as the instruction encodings name them), 256 VGPRs of 64
/// lanes, SCC, the program counter (a byte offset into the kernel's code)
/// and the halt and barrier flags.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_EMULATOR_WAVE_H
#define AMDCL2_EMULATOR_WAVE_H

#include <array>
#include <cstdint>
#include <vector>

namespace amdcl2 {
namespace emu {

constexpr unsigned WaveSize = 64;
constexpr unsigned NumVGPRs = 256;
/// Scalar encodings 0-127: SGPRs 0-101, FLAT_SCRATCH, XNACK_MASK, VCC,
/// TTMPs, M0, EXEC (gfx7: SGPRs 0-103, FLAT_SCRATCH at 104-105).
constexpr unsigned NumScalarRegs = 128;
constexpr unsigned RegFlatScrLo = 102;
constexpr unsigned RegFlatScrLoGFX7 = 104;
constexpr unsigned RegVCCLo = 106;
constexpr unsigned RegM0 = 124;
constexpr unsigned RegExecLo = 126;
/// Special source encodings that are registers, not constants.
constexpr unsigned RegVCCZ = 251;
constexpr unsigned RegEXECZ = 252;
constexpr unsigned RegSCC = 253;
/// gfx9's aperture sources (64-bit: the aperture's base or limit).
constexpr unsigned RegSharedBase = 235;
constexpr unsigned RegSharedLimit = 236;
constexpr unsigned RegPrivateBase = 237;
constexpr unsigned RegPrivateLimit = 238;

/// Where generic (flat) addresses reach LDS and private memory: the high
/// halves the dispatch gives the kernel (gfx9: the src_*_base sources;
/// gfx7/gfx8: dwords 16 and 17 of the usegeneric aperture buffer). Global
/// allocations lie far below.
constexpr uint32_t SharedApertureHi = 0x10000;
constexpr uint32_t PrivateApertureHi = 0x20000;

struct WaveState {
  std::array<uint32_t, NumScalarRegs> S = {};
  /// VGPR r of lane l at V[r * WaveSize + l].
  std::vector<uint32_t> V = std::vector<uint32_t>(NumVGPRs * WaveSize, 0);
  bool SCC = false;
  uint64_t PC = 0; ///< byte offset in the kernel code
  bool Halted = false;
  bool AtBarrier = false;
  unsigned Id = 0;   ///< wave index within its work-group
  uint32_t Mode = 0; ///< the MODE hardware register (s_getreg/s_setreg)
  /// gfx6/gfx7's fork/join stack (s_cbranch_i_fork, s_cbranch_join): an
  /// entry's EXEC mask and code offset; MODE[31:29] is its pointer (CSP).
  std::array<std::pair<uint64_t, uint64_t>, 8> ForkStack = {};
  uint32_t TrapSts = 0;
  /// gfx9's VGPR index mode (MODE.GPR_IDX_EN, s_set_gpr_idx_on/off): VALU
  /// operands M0[15:12] selects are offset by M0[7:0].
  bool GprIdxEn = false;

  uint64_t exec() const {
    return S[RegExecLo] | uint64_t(S[RegExecLo + 1]) << 32;
  }
  void setExec(uint64_t M) {
    S[RegExecLo] = uint32_t(M);
    S[RegExecLo + 1] = uint32_t(M >> 32);
  }
  uint64_t vcc() const { return S[RegVCCLo] | uint64_t(S[RegVCCLo + 1]) << 32; }
  void setVCC(uint64_t M) {
    S[RegVCCLo] = uint32_t(M);
    S[RegVCCLo + 1] = uint32_t(M >> 32);
  }
  uint32_t &v(unsigned Reg, unsigned Lane) { return V[Reg * WaveSize + Lane]; }
  uint32_t v(unsigned Reg, unsigned Lane) const {
    return V[Reg * WaveSize + Lane];
  }
};

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_EMULATOR_WAVE_H
