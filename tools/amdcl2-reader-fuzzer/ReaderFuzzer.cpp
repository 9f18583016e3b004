//===- ReaderFuzzer.cpp - libFuzzer entry for the AMDCL2 reader -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to AMDCL2Binary::create() and, when they parse, to
/// what amdcl2-objdump does with a binary, through the same lib/Dump
/// printers: one fuzz target per mode of the tool, chosen with
/// `--mode=kernels|headers|disassemble|json|roundtrip` (libFuzzer leaves
/// flags with two dashes to the target); without --mode every mode runs.
/// Any out-of-bounds read or unchecked size shows up under AddressSanitizer;
/// invalid JSON and a raw re-serialization that differs from the input abort.
/// bench/fuzz-reader.sh builds it with clang++-22 and libFuzzer; the main
/// build (g++) links DummyReaderFuzzer.cpp's main instead, which replays the
/// files it is given.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Dump/Dump.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace llvm;
using namespace amdcl2;

namespace {
enum Mode : unsigned {
  ModeKernels = 1,
  ModeHeaders = 2,
  ModeDisassemble = 4,
  ModeJSON = 8,
  ModeRoundTrip = 16,
  ModeContents = 32,
  ModeAll = 63,
};
} // namespace

static unsigned Modes = ModeAll;

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  for (int I = 1; I < *Argc; ++I) {
    StringRef Arg((*Argv)[I]);
    if (!Arg.consume_front("--mode="))
      continue;
    Modes = StringSwitch<unsigned>(Arg)
                .Case("kernels", ModeKernels)
                .Case("headers", ModeHeaders)
                .Case("disassemble", ModeDisassemble)
                .Case("json", ModeJSON)
                .Case("roundtrip", ModeRoundTrip)
                .Case("contents", ModeContents)
                .Case("all", ModeAll)
                .Default(0);
    if (!Modes) {
      errs() << "amdcl2-reader-fuzzer: unknown --mode=" << Arg
             << " (kernels, headers, disassemble, json, roundtrip, contents, "
                "all)\n";
      return 1;
    }
  }
  return 0;
}

/// amdcl2-objdump's text dump of one mode, into the void.
static void textDump(const AMDCL2Binary &Bin, DumpOptions Opts) {
  raw_null_ostream OS;
  printTextDump("fuzz", Bin, Opts, OS, [](const Twine &) {});
}

/// Both --json forms must be documents llvm::json can parse back.
static void checkJSON(const std::string &Text) {
  Expected<json::Value> V = json::parse(Text);
  if (!V)
    abort();
}

static void jsonDump(const AMDCL2Binary *Bin, StringRef Error) {
  std::string One, Many;
  raw_string_ostream OneOS(One), ManyOS(Many);
  if (Bin)
    printJSON(*Bin, OneOS);
  {
    MultiFileJSON Doc(ManyOS);
    if (Bin)
      Doc.addFile("fuzz", *Bin);
    else
      Doc.addError("fuzz", Error);
  }
  if (Bin)
    checkJSON(One);
  checkJSON(Many);
}

/// The raw layer must reproduce what it read: a mismatch is a model bug.
static void checkRoundTrip(const AMDCL2Binary &Bin) {
  std::vector<uint8_t> Out = writeRawAMDCL2(Bin);
  for (const ELFSection &S : Bin.Outer.Sections)
    if (!S.Contents.empty() &&
        (S.Offset + S.Contents.size() > Out.size() ||
         !std::equal(S.Contents.begin(), S.Contents.end(),
                     Out.begin() + S.Offset)))
      abort();
}

/// AMDCL2_FUZZ_LAST_INPUT=FILE: each input is written to FILE before it
/// runs, for a crash that takes libFuzzer's own handler down with it (no
/// crash file is written then).
static void keepLastInput(const uint8_t *Data, size_t Size) {
  static const char *Path = std::getenv("AMDCL2_FUZZ_LAST_INPUT");
  if (!Path)
    return;
  if (FILE *F = std::fopen(Path, "wb")) {
    std::fwrite(Data, 1, Size, F);
    std::fclose(F);
  }
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  keepLastInput(Data, Size);
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  Expected<AMDCL2Binary> Bin =
      AMDCL2Binary::create(MemoryBufferRef(Bytes, "fuzz"));
  if (!Bin) {
    std::string Error = toString(Bin.takeError());
    if (Modes & ModeJSON)
      jsonDump(nullptr, Error);
    return 0;
  }
  if (Modes & ModeKernels)
    textDump(*Bin, {/*Headers=*/false, /*Kernels=*/true});
  if (Modes & ModeHeaders)
    textDump(*Bin, {/*Headers=*/true});
  if (Modes & ModeDisassemble)
    textDump(*Bin, {/*Headers=*/false, /*Kernels=*/false,
                    /*Disassemble=*/true});
  if (Modes & ModeContents) {
    DumpOptions Opts;
    Opts.Symbols = Opts.Relocations = Opts.Contents = true;
    textDump(*Bin, Opts);
  }
  if (Modes & ModeJSON)
    jsonDump(&*Bin, "");
  if (Modes & ModeRoundTrip)
    checkRoundTrip(*Bin);
  return 0;
}
