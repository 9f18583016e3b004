//===- Samplers.h - Literal and program-scope samplers of the CL2 ABI -*- C++
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A sampler the program defines (a `sampler_t` literal or program-scope
/// constant) is not built by the compiler: the AMDCL2 loader creates it from
/// an 8-byte initializer in `.hsaimage_samplerinit` and stores its address in
/// an 8-byte slot of read-only data, which the code loads (binary-format doc
/// 9.8, ABI doc section 6). This header maps OpenCL's CLK_* literal to the
/// initializer's fields and names the slots the lowering pass creates, so
/// that the object reader can find them again.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_SAMPLERS_H
#define AMDCL2_ABI_SAMPLERS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <optional>
#include <string>

namespace amdcl2 {

/// The fields of an AMD HSA sampler initializer.
struct SamplerFields {
  uint8_t NormalizedCoords = 0; ///< 0 unnormalized, 1 normalized
  uint8_t Filter = 0;           ///< 0 nearest, 1 linear
  /// 0 none, 1 clamp to edge, 2 clamp to border, 3 repeat, 4 mirrored repeat
  uint8_t Addressing = 0;
};

/// The initializer fields of OpenCL sampler literal \p Literal (CLK_* bits),
/// or an error naming the field whose bits no sampler has.
llvm::Expected<SamplerFields> samplerFieldsFromLiteral(uint32_t Literal);

/// The CLK_* literal of \p F (the inverse of samplerFieldsFromLiteral).
uint32_t samplerLiteral(const SamplerFields &F);

/// "CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR".
std::string samplerLiteralString(const SamplerFields &F);

/// The section of LLVM's object the slots are placed in: read-only data,
/// laid out after every other constant, as AMD places its slots.
constexpr llvm::StringLiteral SamplerSlotSection = ".rodata.amdcl2.samplers";

/// The symbol of the slot of the sampler with literal \p Literal.
std::string samplerSlotName(uint32_t Literal);

/// The literal of a slot named by samplerSlotName(), or nullopt.
std::optional<uint32_t> parseSamplerSlotName(llvm::StringRef Name);

} // namespace amdcl2

#endif // AMDCL2_ABI_SAMPLERS_H
