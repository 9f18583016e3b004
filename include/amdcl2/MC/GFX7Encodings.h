//===- GFX7Encodings.h - gfx6/gfx7 opcode patterns from LLVM's encoder -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22 encodes gfx6/gfx7 code but has no decoder for it. The fixed bits
/// of every instruction it can encode are learned here from its own code
/// emitter (docs/Design.md, "A gfx7 decoder from LLVM's own encoder"): the
/// first part of the decoder issue 30 asks for, with no table typed in.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_MC_GFX7ENCODINGS_H
#define AMDCL2_MC_GFX7ENCODINGS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace amdcl2 {

/// One real gfx6/gfx7 MC opcode: the bits its encoding always has. A word of
/// \c Bytes bytes is this opcode's when (word & Mask) == Bits; the bits
/// outside Mask belong to its operands.
struct GFX7Pattern {
  unsigned Opcode = 0;
  std::string Name;
  unsigned Bytes = 0; ///< 4 or 8, without a trailing literal
  uint64_t Bits = 0, Mask = 0;
};

/// The pattern of every real gfx6/gfx7 opcode LLVM encodes for \p CPU (an
/// LLVM processor name such as "bonaire"), in opcode order.
llvm::Expected<std::vector<GFX7Pattern>> learnGFX7Patterns(llvm::StringRef CPU);

} // namespace amdcl2

#endif // AMDCL2_MC_GFX7ENCODINGS_H
