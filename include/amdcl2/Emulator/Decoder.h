//===- Decoder.h - Kernel code decoded once for the emulator ----*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A kernel's code decoded once, before it runs, into compact instructions
/// whose operands are resolved to register-file indices or constants and
/// whose semantics handler is already looked up: the execution loop never
/// sees an opcode name. gfx7 code comes through the same MC interface, from
/// the decoder learned from LLVM's encoder (GFX7Encodings.h).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_EMULATOR_DECODER_H
#define AMDCL2_EMULATOR_DECODER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace amdcl2 {
namespace emu {

struct ExecContext;
struct DecodedInst;

/// What an instruction occupies when it issues, for the run's cost
/// estimate (docs/Emulator.md, "Instruction counts and issue cycles").
enum class InstClass : uint8_t { SALU, SMEM, VALU, LDS, VMEM, Count };
/// The class of an MC opcode name.
InstClass instClass(llvm::StringRef MCName);
/// Executes one instruction; false means the run stops (the reason is in
/// the context's error).
using Handler = bool (*)(ExecContext &C, const DecodedInst &I);

/// One register or constant operand.
struct Operand {
  enum KindT : uint8_t { Scalar, Vector, Imm };
  KindT Kind = Imm;
  uint8_t Dwords = 1; ///< registers in the tuple
  uint8_t Mods = 0;   ///< source modifiers (1 = neg, 2 = abs)
  uint16_t Reg = 0;   ///< scalar encoding (0-127, 251-253) or VGPR number
  uint64_t Value = 0; ///< Imm: as the MC decoder gives it
};

struct DecodedInst {
  static constexpr unsigned MaxOps = 8;
  Handler Fn = nullptr; ///< null: no semantics (an error when executed)
  uint32_t Offset = 0;  ///< byte offset in the code
  uint8_t Size = 0;
  uint8_t NumDefs = 0, NumSrcs = 0, NumImms = 0;
  InstClass Class = InstClass::SALU;
  /// Defs first, then sources, in MC operand order.
  Operand Ops[MaxOps];
  /// Plain immediates after the register operands (offsets, flags, clamp).
  int64_t Imms[MaxOps] = {};
  unsigned NameIndex = 0; ///< into DecodedKernel::Names
  const Operand &def(unsigned I) const { return Ops[I]; }
  const Operand &src(unsigned I) const { return Ops[NumDefs + I]; }
};

struct DecodedKernel {
  std::vector<DecodedInst> Insts;
  /// Index into Insts for each byte offset that starts an instruction
  /// (-1 elsewhere): branch targets are byte offsets.
  std::vector<int32_t> AtOffset;
  std::vector<std::string> Names; ///< MC opcode names, for messages
  const DecodedInst *at(uint64_t Off) const {
    if (Off >= AtOffset.size() || AtOffset[Off] < 0)
      return nullptr;
    return &Insts[AtOffset[Off]];
  }
  llvm::StringRef name(const DecodedInst &I) const {
    return Names[I.NameIndex];
  }
};

/// Turns a kernel's code into decoded instructions for one GPU.
class InstDecoder {
public:
  virtual ~InstDecoder();
  virtual llvm::Expected<DecodedKernel>
  decode(llvm::ArrayRef<uint8_t> Code) = 0;
};

/// The MC decoder for an LLVM processor name (gfx7, gfx8 and gfx9).
llvm::Expected<std::unique_ptr<InstDecoder>>
createMCDecoder(llvm::StringRef CPU);

/// The semantics table: the handler for an MC opcode name (with or without
/// its encoding suffix), null if the emulator has none.
Handler lookupSemantics(llvm::StringRef MCName);
/// The name the table is keyed by: \p MCName without the encoding suffix
/// (_vi, _gfx9, ...) and without _e32/_e64.
std::string semanticsKey(llvm::StringRef MCName);

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_EMULATOR_DECODER_H
