//===- Texel.h - Texel formats of images and typed buffers ------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How the texture unit turns the bytes of a texel into the four dwords an
/// image or format-buffer instruction returns, and back: the data format
/// (component count and width), the number format (unorm, snorm, uint,
/// sint, float) and the destination selects. Internal to lib/Emulator.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_EMULATOR_TEXEL_H
#define AMDCL2_LIB_EMULATOR_TEXEL_H

#include "llvm/ADT/FloatingPointMode.h"
#include <cstdint>
#include <optional>

namespace amdcl2 {
namespace emu {

/// IMG_/BUF_DATA_FORMAT_* values with equal-width components.
enum DataFormat : unsigned {
  Fmt8 = 1,
  Fmt16 = 2,
  Fmt8_8 = 3,
  Fmt32 = 4,
  Fmt16_16 = 5,
  Fmt8_8_8_8 = 10,
  Fmt32_32 = 11,
  Fmt16_16_16_16 = 12,
  Fmt32_32_32_32 = 14,
};

struct TexelLayout {
  unsigned Components = 0, CompBytes = 0;
  unsigned bytes() const { return Components * CompBytes; }
};
/// The layout of \p DataFmt, or nullopt for formats the emulator lacks
/// (packed 5_6_5, 10_10_10_2 ...).
std::optional<TexelLayout> texelLayout(unsigned DataFmt);
/// Whether \p NumFmt converts to float (unorm, snorm, float) rather than
/// to an integer; nullopt for number formats the emulator lacks.
std::optional<bool> isFloatNumFormat(unsigned NumFmt, unsigned CompBytes);

/// The components of the texel at \p P in memory order, converted: float
/// bits for float number formats, 32-bit integers for the others.
void readTexel(const uint8_t *P, const TexelLayout &L, unsigned NumFmt,
               uint32_t Out[4]);
/// Writes \p Comp (memory order, converted as readTexel gives them) with
/// the conversion a store does (never NumSrgb: callers refuse it): unorm/snorm
/// clamped and rounded to nearest even, integers saturated, half rounded to
/// nearest even.
void writeTexel(uint8_t *P, const TexelLayout &L, unsigned NumFmt,
                const uint32_t Comp[4]);

/// The result channels of memory components \p Comp through \p Sel (SQ_SEL
/// values); SQ_SEL_1 is 1.0 for float formats, 1 for integer ones.
void applyDstSel(const uint32_t Comp[4], const unsigned Sel[4], bool Float,
                 uint32_t Out[4]);
/// The memory components a store writes from result channels \p Data:
/// component c takes the first channel whose select reads c, so what a
/// kernel writes it reads back (others are 0).
void invertDstSel(const uint32_t Data[4], const unsigned Sel[4],
                  uint32_t Comp[4]);

/// IEEE half conversions; to half rounded as \p RM says (image formats
/// always round to nearest even, v_cvt_f16_f32 and half arithmetic as MODE
/// says).
float halfToFloat(uint32_t H);
uint32_t
floatToHalf(float V,
            llvm::RoundingMode RM = llvm::RoundingMode::NearestTiesToEven);

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_TEXEL_H
