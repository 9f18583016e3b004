//===- Dump.h - What amdcl2-objdump prints of a binary ----------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The printers behind amdcl2-objdump's modes (--headers, --kernels, -d,
/// --json) and its bounded input read, in a library so that the reader
/// fuzzer runs exactly the code the tool runs on the same bytes.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_DUMP_DUMP_H
#define AMDCL2_DUMP_DUMP_H

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>

namespace amdcl2 {

/// Receives a problem that does not stop the dump (a truncated instruction);
/// the tool prints it as a warning naming the file.
using DumpWarningHandler = llvm::function_ref<void(const llvm::Twine &)>;

/// The parts of the text dump; with none of them set, --kernels is implied.
struct DumpOptions {
  bool Headers = false;
  bool Kernels = false;
  bool Disassemble = false;
  bool Symbols = false;
  bool Relocations = false;
  bool Contents = false;
};

/// The line every text dump starts with:
/// `FILE: AMDCL2 64-bit, G2, device Bonaire (gfx704, e_flags 6), 1 kernel`.
void printSummary(llvm::StringRef File, const AMDCL2Binary &Bin,
                  llvm::raw_ostream &OS);
/// --headers: the outer and inner ELF headers and section tables.
void printHeaders(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);
/// --syms: the symbol tables of the outer and inner ELF, as llvm-objdump -t
/// prints them.
void printSymbols(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);
/// --reloc: the inner ELF's text relocations and the sampler-init ones.
void printRelocations(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);
/// A relocation's symbol as llvm-objdump names it: by its name, or an
/// unnamed one (the sampler initializers') by its section and value.
std::string relocationSymbolName(const AMDCL2Binary &Bin, uint32_t Symbol);
/// --full-contents: every section's bytes, as llvm-objdump -s prints them.
void printSectionContents(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);
/// --kernels: each kernel's configuration in CLRX's .config dialect.
void printKernelConfigs(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);
/// -d: each kernel's code, disassembled for gfx8/gfx9 and as dwords for
/// GPUs LLVM 22 cannot disassemble. An instruction that would run past the
/// end of its kernel's code is printed as `<truncated instruction>` and
/// reported to \p Warn; the listing goes on with the next kernel. Each
/// branch target gets a label `.L<offset>:` that the branch names; with
/// \p WithRelocs (-dr), each relocation is printed after the instruction
/// whose literal it patches.
void printDisassembly(const AMDCL2Binary &Bin, llvm::raw_ostream &OS,
                      DumpWarningHandler Warn, bool WithRelocs = false);
/// One instruction of a kernel's code, as LLVM's MC disassembler reads it.
struct DecodedInstruction {
  uint64_t Offset = 0; ///< in the kernel's code
  uint64_t Size = 0;   ///< in bytes
  std::string Text;    ///< LLVM's spelling; empty: an undecoded dword
};

/// \p Code split into instructions for \p GPU. Where LLVM cannot decode
/// (gfx7, an invalid word) each dword is an instruction without text, and
/// so is an instruction the code cuts off: the pieces always cover every
/// whole dword of \p Code.
std::vector<DecodedInstruction>
decodeInstructions(const GPUInfo &GPU, llvm::ArrayRef<uint8_t> Code);
/// The whole text dump of one file: the summary, then the parts \p Opts
/// selects in the order headers, symbols, relocations, contents, kernels,
/// disassembly.
void printTextDump(llvm::StringRef File, const AMDCL2Binary &Bin,
                   const DumpOptions &Opts, llvm::raw_ostream &OS,
                   DumpWarningHandler Warn);

/// The `data` member of a file's --json object (after `kernels`): the data
/// sections (`global`, `bss`, `readonly`: size and hex bytes), every
/// relocation and the samplers. Nothing for a program without data.
void attributeProgramDataJSON(llvm::json::OStream &J, const AMDCL2Binary &Bin);

/// --json of a single file: the shared `{"kernels": [...]}` document, with
/// the program's `data` when it has any.
void printJSON(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);

/// --json of several files: one document
/// `{"files": [{"file": NAME, "kernels": [...]}, {"file": NAME, "error":
/// MESSAGE}, ...]}` with the files in command-line order, streamed as they
/// are read. finish() (or the destructor) closes it.
class MultiFileJSON {
public:
  explicit MultiFileJSON(llvm::raw_ostream &OS);
  ~MultiFileJSON();
  void addFile(llvm::StringRef File, const AMDCL2Binary &Bin);
  void addError(llvm::StringRef File, llvm::StringRef Message);
  void finish();

private:
  llvm::raw_ostream &OS;
  llvm::json::OStream J;
  bool Finished = false;
};

/// The largest input amdcl2-objdump reads: far above any real program binary
/// (a few MiB), low enough that /dev/zero or an endless pipe ends in an
/// error instead of exhausting memory.
constexpr uint64_t MaxInputMiB = 256;

/// Reads \p Path ("-" is stdin) whole if it holds at most \p MaxMiB MiB: a
/// regular file by its size, anything else (a pipe, a device) in chunks,
/// stopping one byte past the limit. Error messages: the system's, or
/// "larger than N MiB".
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readInputFile(llvm::StringRef Path, uint64_t MaxMiB = MaxInputMiB);

} // namespace amdcl2

#endif // AMDCL2_DUMP_DUMP_H
