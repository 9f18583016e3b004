//===- GFX7Encodings.h - gfx6/gfx7 encodings learned from LLVM's encoder -===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM 22 encodes gfx6/gfx7 code but has no decoder for it. Every
/// instruction it can encode is learned here from its own code emitter
/// (docs/Design.md, "A gfx7 decoder from LLVM's own encoder"): the opcode's
/// fixed bits, and per operand the bits it owns and, for a register, which
/// field value is which register, inline constant or literal. Nothing is
/// typed in. This is the base of the decoder issue 30 asks for; the MIMG
/// data/address widths and odd-aligned VGPR tuples are still to come.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_MC_GFX7ENCODINGS_H
#define AMDCL2_MC_GFX7ENCODINGS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCRegister.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace llvm {
class MCOperandInfo;
} // namespace llvm

namespace amdcl2 {

/// Whether MC opcode \p Name is a real gfx6/gfx7 encoding by its suffix
/// (`_gfx6_gfx7`, `_gfx7`, and SMRD's `_si`/`_ci`); MIMG's unsuffixed
/// opcodes are gfx6-gfx9's.
bool hasGFX6GFX7Suffix(llvm::StringRef Name);

/// The bits one operand owns in its instruction's encoding.
struct GFX7Field {
  uint64_t Mask = 0;
  int RegMap = -1; ///< index into GFX7Codec's register maps; -1: immediate
  /// Immediates are at most 32 bits (v_madmk_f32's K, SMRD's literal
  /// offset).
  static constexpr unsigned ImmWidth = 32;
  /// For an immediate: the encoded bits of each of its value bits.
  std::array<uint64_t, ImmWidth> ImmBits{};
  /// For an immediate: value bits the opcode implies (a returning atomic's
  /// GLC), set on every decode.
  int64_t Implied = 0;
  /// For a source register that also takes constants: field value ->
  /// inline constant, and the field value that says "a literal follows".
  llvm::DenseMap<uint64_t, int64_t> Inline;
  std::optional<uint64_t> LiteralCode;
  unsigned LiteralShift = 0; ///< 32: the dword is a double's high half
};

/// One real gfx6/gfx7 MC opcode. A word of \c Bytes bytes is this opcode's
/// when (word & Mask) == Bits; the bits outside Mask are its operands'.
struct GFX7Pattern {
  unsigned Opcode = 0;
  std::string Name;
  unsigned Bytes = 0; ///< 4 or 8, without a trailing literal
  uint64_t Bits = 0, Mask = 0;
  std::vector<GFX7Field> Fields; ///< one per MC operand
};

/// LLVM's gfx6/gfx7 encoder and the patterns learned from it.
class GFX7Codec {
public:
  /// Learns every real gfx6/gfx7 opcode of LLVM processor \p CPU
  /// ("bonaire", "hawaii"...).
  static llvm::Expected<std::unique_ptr<GFX7Codec>> create(llvm::StringRef CPU);
  ~GFX7Codec();

  const std::vector<GFX7Pattern> &patterns() const { return Patterns; }
  /// LLVM's encoding of \p I: its first (up to 8) bytes as a word, and its
  /// length in \p Bytes.
  uint64_t encode(const llvm::MCInst &I, unsigned &Bytes) const;
  /// LLVM's encoding of \p I, every byte.
  void encodeBytes(const llvm::MCInst &I,
                   llvm::SmallVectorImpl<uint8_t> &Out) const;
  /// The instruction at the start of \p Code, from the pattern with the
  /// most fixed bits that matches, and its \p Size with any literal; false
  /// if no pattern matches, an operand field holds a value never learned,
  /// or \p Code ends inside the instruction.
  bool decode(llvm::ArrayRef<uint8_t> Code, llvm::MCInst &Out,
              unsigned &Size) const;
  /// The registers register map \p Map knows (GFX7Field::RegMap).
  llvm::ArrayRef<unsigned> registers(int Map) const { return MapRegs[Map]; }

  struct MC; ///< the LLVM objects behind the encoder
private:
  GFX7Codec();
  std::unique_ptr<MC> Layer;
  std::vector<GFX7Pattern> Patterns;
  /// Field value -> register, one map per (register class, field).
  std::vector<llvm::DenseMap<uint64_t, unsigned>> RegMaps;
  std::map<std::pair<int, uint64_t>, unsigned> MapIndex;
  std::vector<std::vector<unsigned>> MapRegs; ///< each map's registers
  /// A register operand's class, operand type, instruction length and the
  /// bits two probe registers change: what identifies a field already
  /// learned.
  struct FieldKey {
    int RegClass;
    uint8_t OperandType;
    unsigned Bytes;
    uint64_t Diff1, Diff2;
    bool operator<(const FieldKey &O) const {
      return std::tie(RegClass, OperandType, Bytes, Diff1, Diff2) <
             std::tie(O.RegClass, O.OperandType, O.Bytes, O.Diff1, O.Diff2);
    }
  };
  std::map<FieldKey, GFX7Field> LearnedFields;
  void learn();
  void learnImpliedBits();
  int regClass(const llvm::MCOperandInfo &OI) const;
  llvm::MCRegister realRegister(llvm::MCRegister R,
                                unsigned *Rank = nullptr) const;
  llvm::StringMap<unsigned> RealNames; ///< every register by name
  GFX7Field learnField(llvm::MCInst I, unsigned K, uint64_t Base,
                       unsigned Bytes);
  void learnConstants(llvm::MCInst I, unsigned K, uint64_t Base,
                      unsigned Bytes, GFX7Field &F);
};

} // namespace amdcl2

#endif // AMDCL2_MC_GFX7ENCODINGS_H
