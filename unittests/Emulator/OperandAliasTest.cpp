//===- OperandAliasTest.cpp - Results written after every operand is read -===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A destination may overlap the address or data registers of its own
/// instruction (LLVM emits `ds_read2_b32 v[0:1], v0 offset1:16`). Every
/// multi-dword or multi-operand memory handler must read all its operands
/// before it writes a result: each case runs once with a destination apart
/// from every source and once with the destination on each source, and the
/// results and memory must be the same.
///
//===----------------------------------------------------------------------===//

#include "WaveFixture.h"

using namespace amdcl2::emu;
using namespace amdcl2::emu::test;

namespace {

/// How the address registers are set up: v0 (LDS offset, buffer offset or
/// GLOBAL SADDR offset), v[0:1] (a 64-bit FLAT address) or s[4:5] (SMEM).
enum class Addr { LDS, Flat, Buffer, SAddr, Scalar };

struct AliasCase {
  const char *Name;
  Addr Kind;
  unsigned DefDwords;
  /// The vector sources after the address: data registers from v2.
  std::vector<unsigned> Data;
  std::vector<int64_t> Imms;
};

const AliasCase Cases[] = {
    {"DS_READ_B64_vi", Addr::LDS, 2, {}, {8, 0}},
    {"DS_READ_B96_vi", Addr::LDS, 3, {}, {4, 0}},
    {"DS_READ_B128_vi", Addr::LDS, 4, {}, {0, 0}},
    {"DS_READ2_B32_vi", Addr::LDS, 2, {}, {1, 5, 0}},
    {"DS_READ2_B64_vi", Addr::LDS, 4, {}, {1, 3, 0}},
    {"DS_READ2ST64_B32_vi", Addr::LDS, 2, {}, {0, 1, 0}},
    {"DS_READ2ST64_B64_vi", Addr::LDS, 4, {}, {1, 0, 0}},
    {"DS_ADD_RTN_U32_vi", Addr::LDS, 1, {1}, {4, 0}},
    {"DS_ADD_RTN_U64_vi", Addr::LDS, 2, {2}, {8, 0}},
    {"DS_CMPST_RTN_B32_vi", Addr::LDS, 1, {1, 1}, {0, 0}},
    {"DS_WRXCHG_RTN_B32_vi", Addr::LDS, 1, {1}, {0, 0}},
    {"DS_BPERMUTE_B32_vi", Addr::LDS, 1, {1}, {4, 0}},
    {"DS_PERMUTE_B32_vi", Addr::LDS, 1, {1}, {4, 0}},
    {"FLAT_LOAD_DWORDX2_vi", Addr::Flat, 2, {}, {0}},
    {"FLAT_LOAD_DWORDX3_vi", Addr::Flat, 3, {}, {0}},
    {"FLAT_LOAD_DWORDX4_vi", Addr::Flat, 4, {}, {0}},
    {"FLAT_ATOMIC_ADD_RTN_vi", Addr::Flat, 1, {1}, {0}},
    {"FLAT_ATOMIC_CMPSWAP_RTN_vi", Addr::Flat, 1, {2}, {0}},
    {"FLAT_ATOMIC_ADD_X2_RTN_vi", Addr::Flat, 2, {2}, {0}},
    {"FLAT_ATOMIC_CMPSWAP_X2_RTN_vi", Addr::Flat, 2, {4}, {0}},
    {"GLOBAL_LOAD_DWORDX4_SADDR_gfx9", Addr::SAddr, 4, {}, {16, 0}},
    {"GLOBAL_ATOMIC_ADD_X2_SADDR_RTN_gfx9", Addr::SAddr, 2, {2}, {0, 0}},
    {"BUFFER_LOAD_DWORDX2_OFFEN_vi", Addr::Buffer, 2, {}, {4, 0, 0}},
    {"BUFFER_LOAD_DWORDX4_OFFEN_vi", Addr::Buffer, 4, {}, {0, 0, 0}},
    {"S_LOAD_DWORDX2_IMM_vi", Addr::Scalar, 2, {}, {8}},
    {"S_LOAD_DWORDX4_IMM_vi", Addr::Scalar, 4, {}, {0}},
    {"S_LOAD_DWORDX8_IMM_vi", Addr::Scalar, 8, {}, {0}},
};

void PrintTo(const AliasCase &A, std::ostream *OS) { *OS << A.Name; }

/// Registers after a run: the destination (at \p Dst) of lanes 0 and 1,
/// global memory and LDS.
struct Outcome {
  std::vector<uint32_t> Regs;
  std::vector<uint8_t> Global, LDS;
  bool operator==(const Outcome &O) const {
    return Regs == O.Regs && Global == O.Global && LDS == O.LDS;
  }
};

struct OperandAlias : Fixture, ::testing::WithParamInterface<AliasCase> {
  uint64_t Buf = 0;

  /// Two active lanes with different addresses; memory and data registers
  /// hold distinct values.
  void prepare() {
    LDS.assign(1024, 0);
    for (unsigned K = 0; K < LDS.size(); ++K)
      LDS[K] = uint8_t(K * 7 + 1);
    Buf = Mem.allocate(256, "buf");
    uint8_t *P = Mem.translate(Buf, 256);
    for (unsigned K = 0; K < 256; ++K)
      P[K] = uint8_t(K * 13 + 5);
    W = WaveState();
    W.setExec(0x3);
    for (unsigned L = 0; L < 2; ++L) {
      for (unsigned R = 2; R < 8; ++R)
        W.v(R, L) = 0x1000 * R + L;
      switch (GetParam().Kind) {
      case Addr::Flat:
        W.v(0, L) = uint32_t(Buf + 32 * L);
        W.v(1, L) = uint32_t((Buf + 32 * L) >> 32);
        break;
      default:
        W.v(0, L) = 32 * L;
        break;
      }
    }
    // s[8:11]: an unswizzled buffer descriptor over the buffer; s[4:5] its
    // base for SADDR and SMEM.
    W.S[8] = uint32_t(Buf);
    W.S[9] = uint32_t(Buf >> 32);
    W.S[10] = 256;
    W.S[4] = uint32_t(Buf);
    W.S[5] = uint32_t(Buf >> 32);
  }

  /// Builds the instruction with its destination at register \p Dst.
  void build(unsigned Dst) {
    const AliasCase &A = GetParam();
    bool Scalar = A.Kind == Addr::Scalar;
    Operand Def = Scalar ? sgpr(Dst, A.DefDwords) : vgpr(Dst, A.DefDwords);
    std::vector<Operand> Srcs;
    switch (A.Kind) {
    case Addr::Flat:
      Srcs.push_back(vgpr(0, 2));
      break;
    case Addr::Scalar:
      Srcs.push_back(sgpr(4, 2));
      break;
    default:
      Srcs.push_back(vgpr(0));
      break;
    }
    unsigned Next = 2;
    for (unsigned D : A.Data) {
      Srcs.push_back(vgpr(Next, D));
      Next += D;
    }
    if (A.Kind == Addr::SAddr)
      Srcs.push_back(sgpr(4, 2));
    if (A.Kind == Addr::Buffer) {
      Srcs.push_back(sgpr(8, 4));
      Srcs.push_back(imm(0));
    }
    I = DecodedInst();
    I.Fn = lookupSemantics(A.Name);
    ASSERT_NE(I.Fn, nullptr) << A.Name;
    I.Ops[I.NumDefs++] = Def;
    for (const Operand &O : Srcs)
      I.Ops[I.NumDefs + I.NumSrcs++] = O;
    for (int64_t V : A.Imms)
      I.Imms[I.NumImms++] = V;
  }

  Outcome runAt(unsigned Dst) {
    prepare();
    build(Dst);
    Outcome O;
    EXPECT_TRUE(run()) << C.Error;
    for (unsigned L = 0; L < 2; ++L)
      for (unsigned K = 0; K < GetParam().DefDwords; ++K)
        O.Regs.push_back(GetParam().Kind == Addr::Scalar ? W.S[Dst + K]
                                                         : W.v(Dst + K, L));
    const uint8_t *P = Mem.translate(Buf, 256);
    O.Global.assign(P, P + 256);
    O.LDS = LDS;
    return O;
  }
};

TEST_P(OperandAlias, DestinationOnASourceGivesTheSameResult) {
  const AliasCase &A = GetParam();
  // A fresh Memory per run: allocations are placed at the same addresses.
  Mem = Memory();
  Outcome Apart = runAt(A.Kind == Addr::Scalar ? 20 : 40);
  std::vector<unsigned> Overlaps = {0};
  for (unsigned K = 0, R = 2; K < A.Data.size(); R += A.Data[K++])
    Overlaps.push_back(R);
  if (A.Kind == Addr::Scalar)
    Overlaps = {4, 2}; // on the base, and straddling it
  for (unsigned Dst : Overlaps) {
    Mem = Memory();
    Outcome On = runAt(Dst);
    EXPECT_TRUE(On == Apart) << A.Name << " with its destination at "
                             << (A.Kind == Addr::Scalar ? "s" : "v") << Dst;
  }
}

INSTANTIATE_TEST_SUITE_P(
    MemoryHandlers, OperandAlias, ::testing::ValuesIn(Cases),
    [](const ::testing::TestParamInfo<AliasCase> &Info) {
      return std::string(Info.param.Name);
    });

} // namespace
