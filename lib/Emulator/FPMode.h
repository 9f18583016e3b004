//===- FPMode.h - MODE's float rounding and denormal fields -----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the MODE register's FP_ROUND [3:0] and FP_DENORM [7:4] fields mean
/// for one instruction: f32 uses FP_ROUND[1:0] and FP_DENORM[1:0], f64 and
/// f16 share FP_ROUND[3:2] and FP_DENORM[3:2]. A denormal field's bit 0
/// allows denormal inputs, bit 1 denormal results; flushing keeps the sign.
/// A rounding field is 0 nearest even, 1 toward +inf, 2 toward -inf, 3
/// toward zero, applied through the host's floating-point environment for
/// the duration of the instruction (VectorOps.cpp and Vector16Ops.cpp are
/// built with -frounding-math so the compiler does not assume nearest).
/// Internal to lib/Emulator.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_EMULATOR_FPMODE_H
#define AMDCL2_LIB_EMULATOR_FPMODE_H

#include "Texel.h"
#include "llvm/ADT/APFloat.h"
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>

namespace amdcl2 {
namespace emu {

/// Which precision's MODE fields an instruction reads.
enum class FPWidth { F32, F64F16 };

/// How an instruction treats denormals, as far as it differs by opcode
/// rather than by MODE (docs/Emulator.md, "Float modes").
enum class DenormRule {
  Mode,       ///< inputs and result flushed as MODE says
  ModeOnGFX9, ///< min/max/med3: as MODE says on gfx9, never flushed before
  Always,     ///< v_mad/v_mac/v_madak/v_madmk: no denormal support at all
  Never,      ///< v_div_scale, v_cmp_class, v_frexp: see denormals as they are
};

/// The rounding field of \p Mode for \p W (0-3).
inline unsigned roundField(uint32_t Mode, FPWidth W) {
  return (Mode >> (W == FPWidth::F32 ? 0 : 2)) & 3;
}
inline llvm::RoundingMode roundingMode(uint32_t Mode, FPWidth W) {
  switch (roundField(Mode, W)) {
  case 1:
    return llvm::RoundingMode::TowardPositive;
  case 2:
    return llvm::RoundingMode::TowardNegative;
  case 3:
    return llvm::RoundingMode::TowardZero;
  default:
    return llvm::RoundingMode::NearestTiesToEven;
  }
}

/// The denormal field of \p Mode for \p W (0-3).
inline unsigned denormField(uint32_t Mode, FPWidth W) {
  return (Mode >> (W == FPWidth::F32 ? 4 : 6)) & 3;
}
/// Whether \p W's inputs are flushed as MODE says, for a conversion whose
/// source follows one precision's fields and its result the other's.
inline bool flushesInput(uint32_t Mode, FPWidth W) {
  return !(denormField(Mode, W) & 1);
}

/// MODE as one instruction sees it: the flush decisions and, while it
/// lives, the host rounding mode of \p W's rounding field.
class FPScope {
public:
  FPScope(uint32_t Mode, FPWidth W, DenormRule R, bool GFX9)
      : RM(roundingMode(Mode, W)) {
    unsigned Denorm = denormField(Mode, W);
    bool ByMode =
        R == DenormRule::Mode || (R == DenormRule::ModeOnGFX9 && GFX9);
    FlushIn = R == DenormRule::Always || (ByMode && !(Denorm & 1));
    FlushOut = R == DenormRule::Always || (ByMode && !(Denorm & 2));
    if (RM != llvm::RoundingMode::NearestTiesToEven) {
      Saved = std::fegetround();
      std::fesetround(hostMode(RM));
    }
  }
  ~FPScope() {
    if (Saved != -1)
      std::fesetround(Saved);
  }
  FPScope(const FPScope &) = delete;
  FPScope &operator=(const FPScope &) = delete;

  template <typename T> T in(T V) const { return FlushIn ? flush(V) : V; }
  template <typename T> T out(T V) const { return FlushOut ? flush(V) : V; }
  /// For APFloat arithmetic (quad-precision steps, half results).
  llvm::RoundingMode rounding() const { return RM; }
  bool flushesIn() const { return FlushIn; }
  bool flushesOut() const { return FlushOut; }

  /// A denormal becomes a zero of its sign.
  template <typename T> static T flush(T V) {
    return std::fpclassify(V) == FP_SUBNORMAL ? std::copysign(T(0), V) : V;
  }

private:
  static int hostMode(llvm::RoundingMode M) {
    switch (M) {
    case llvm::RoundingMode::TowardPositive:
      return FE_UPWARD;
    case llvm::RoundingMode::TowardNegative:
      return FE_DOWNWARD;
    case llvm::RoundingMode::TowardZero:
      return FE_TOWARDZERO;
    default:
      return FE_TONEAREST;
    }
  }
  llvm::RoundingMode RM;
  bool FlushIn = false, FlushOut = false;
  int Saved = -1;
};

/// A half denormal result (zero exponent) becomes a zero of its sign.
inline uint32_t flushHalf(uint32_t H) {
  return (H & 0x7c00) == 0 ? H & 0x8000 : H;
}
/// The half in \p H's low 16 bits as a float; a denormal (below 2^-14, a
/// normal float) flushed when \p Flush.
inline float halfIn(uint32_t H, bool Flush) {
  float F = halfToFloat(H);
  if (Flush && F != 0 && std::fabs(F) < 0x1p-14f)
    F = std::copysign(0.0f, F);
  return F;
}
/// \p V rounded to half as \p S says, a denormal result flushed.
inline uint32_t halfOut(const FPScope &S, float V) {
  uint32_t H = floatToHalf(V, S.rounding());
  return S.flushesOut() ? flushHalf(H) : H;
}

/// Float to integer as the hardware converts: truncated, clamped to \p To,
/// NaN to 0.
template <typename To, typename From> To clampCvt(From F) {
  if (std::isnan(F))
    return 0;
  if (F <= From(std::numeric_limits<To>::min()))
    return std::numeric_limits<To>::min();
  if (F >= From(std::numeric_limits<To>::max()))
    return std::numeric_limits<To>::max();
  return To(F);
}

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_FPMODE_H
