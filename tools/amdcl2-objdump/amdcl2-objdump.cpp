//===- amdcl2-objdump.cpp - Dump AMDCL2 program binaries ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads AMDCL2 binaries with AMDCL2Binary::create() and prints headers,
/// symbols, relocations, section bytes, kernel configurations, the shared
/// kernel-info JSON or disassembly through
/// the printers of lib/Dump. A thin main in the style of llvm-objdump:
/// options, load, call, report.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Dump/Dump.h"
#include "amdcl2/Version.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace amdcl2;

static cl::OptionCategory Cat("amdcl2-objdump options");
static cl::list<std::string> Inputs(cl::Positional, cl::OneOrMore,
                                    cl::desc("<input files>"), cl::cat(Cat));
static cl::opt<bool> Headers("headers",
                             cl::desc("Print the outer and inner ELF headers "
                                      "and section tables"),
                             cl::cat(Cat));
static cl::alias HeadersShort("h", cl::aliasopt(Headers),
                              cl::desc("Alias for --headers"));
static cl::opt<bool> Kernels("kernels",
                             cl::desc("Print each kernel's configuration "
                                      "(CLRX .config dialect)"),
                             cl::cat(Cat));
static cl::opt<bool> JSON("json",
                          cl::desc("Print the kernels in the shared "
                                   "kernel-info JSON schema (several files: "
                                   "one document naming each)"),
                          cl::cat(Cat));
static cl::opt<bool> Disassemble("disassemble",
                                 cl::desc("Disassemble each kernel's code"),
                                 cl::cat(Cat));
static cl::alias DisassembleShort("d", cl::aliasopt(Disassemble),
                                  cl::desc("Alias for --disassemble"));
static cl::opt<bool> Symbols("syms",
                             cl::desc("Print the symbol tables of the outer "
                                      "and inner ELF"),
                             cl::cat(Cat));
static cl::alias SymbolsShort("t", cl::aliasopt(Symbols),
                              cl::desc("Alias for --syms"));
static cl::opt<bool> Relocations("reloc",
                                 cl::desc("Print the text and sampler-init "
                                          "relocations"),
                                 cl::cat(Cat));
static cl::alias RelocationsShort("r", cl::aliasopt(Relocations),
                                  cl::desc("Alias for --reloc"));
static cl::opt<bool> Contents("full-contents",
                              cl::desc("Print every section's bytes"),
                              cl::cat(Cat));
static cl::alias ContentsShort("s", cl::aliasopt(Contents),
                               cl::desc("Alias for --full-contents"));
static cl::alias SectionHeaders("section-headers", cl::aliasopt(Headers),
                                cl::desc("Alias for --headers"));
static cl::opt<std::string>
    Driver("amdcl2-driver",
           cl::desc("Read e_flags as driver VER wrote it (e.g. 2236.00): the "
                    "binary does not record its driver"),
           cl::value_desc("VER"), cl::cat(Cat));
static DriverVersion AssumedDriver;
static cl::opt<bool> RoundTrip(
    "roundtrip-check", cl::Hidden,
    cl::desc("Re-serialize the raw model and compare it with the input"),
    cl::cat(Cat));

static void reportError(StringRef File, const Twine &Msg) {
  outs().flush();
  WithColor::error(errs(), "amdcl2-objdump")
      << "'" << File << "': " << Msg << "\n";
}

static void reportWarning(StringRef File, const Twine &Msg) {
  outs().flush();
  WithColor::warning(errs(), "amdcl2-objdump")
      << "'" << File << "': " << Msg << "\n";
}

/// Compares a re-serialized image with the original bytes.
static bool checkRoundTrip(StringRef File, const AMDCL2Binary &Bin,
                           StringRef Original) {
  std::vector<uint8_t> Out = writeRawAMDCL2(Bin);
  if (Out.size() != Original.size() ||
      !std::equal(Out.begin(), Out.end(), Original.bytes_begin())) {
    size_t I = 0;
    while (I < Out.size() && I < Original.size() &&
           Out[I] == Original.bytes_begin()[I])
      ++I;
    reportError(File, "round trip differs at byte " + Twine(I) + " (sizes " +
                          Twine(Original.size()) + " and " + Twine(Out.size()) +
                          ")");
    return false;
  }
  if (Bin.Inner) {
    std::vector<uint8_t> InnerOut = writeRawELFImage(*Bin.Inner);
    const ELFSection *Text = Bin.Outer.section(cl2::SecText);
    if (!Text || InnerOut != Text->Contents) {
      reportError(File, "inner ELF round trip differs");
      return false;
    }
  }
  outs() << File << ": round trip OK (" << Original.size() << " bytes)\n";
  return true;
}

namespace {
/// An input and the binary read from it (which refers to nothing in the
/// buffer, but --roundtrip-check compares with the bytes).
struct LoadedFile {
  std::unique_ptr<MemoryBuffer> Buf;
  AMDCL2Binary Bin;
};
} // namespace

static Expected<LoadedFile> loadFile(StringRef File) {
  Expected<std::unique_ptr<MemoryBuffer>> BufOrErr = readInputFile(File);
  if (!BufOrErr)
    return BufOrErr.takeError();
  Expected<AMDCL2Binary> BinOrErr =
      AMDCL2Binary::create((*BufOrErr)->getMemBufferRef());
  if (!BinOrErr)
    return BinOrErr.takeError();
  if (AssumedDriver.Value)
    if (Error E = BinOrErr->assumeDriver(AssumedDriver))
      return std::move(E);
  return LoadedFile{std::move(*BufOrErr), std::move(*BinOrErr)};
}

static bool dumpFile(StringRef File) {
  Expected<LoadedFile> L = loadFile(File);
  if (!L) {
    reportError(File, toString(L.takeError()));
    return false;
  }
  if (RoundTrip)
    return checkRoundTrip(File, L->Bin, L->Buf->getBuffer());
  if (JSON) {
    printJSON(L->Bin, outs());
    return true;
  }
  DumpOptions Opts;
  Opts.Headers = Headers;
  Opts.Kernels = Kernels;
  Opts.Disassemble = Disassemble;
  Opts.Symbols = Symbols;
  Opts.Relocations = Relocations;
  Opts.Contents = Contents;
  printTextDump(File, L->Bin, Opts, outs(),
                [&](const Twine &Msg) { reportWarning(File, Msg); });
  return true;
}

/// --json with several inputs: one document naming each file, a file that
/// cannot be read included with its error.
static bool dumpFilesJSON(ArrayRef<std::string> Files) {
  bool OK = true;
  MultiFileJSON Doc(outs());
  for (const std::string &File : Files) {
    Expected<LoadedFile> L = loadFile(File);
    if (L) {
      Doc.addFile(File, L->Bin);
      continue;
    }
    std::string Msg = toString(L.takeError());
    Doc.addError(File, Msg);
    reportError(File, Msg);
    OK = false;
  }
  return OK;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::SetVersionPrinter(
      [](raw_ostream &OS) { printToolVersion(OS, "amdcl2-objdump"); });
  cl::ParseCommandLineOptions(argc, argv, "AMDCL2 program binary dumper\n");
  if (!Driver.empty()) {
    Expected<DriverVersion> D = parseDriverVersion(Driver);
    if (!D) {
      WithColor::error(errs(), "amdcl2-objdump")
          << "--amdcl2-driver: " << toString(D.takeError()) << "\n";
      return 1;
    }
    AssumedDriver = *D;
  }
  if (JSON && !RoundTrip && Inputs.size() > 1)
    return dumpFilesJSON(Inputs) ? 0 : 1;
  bool OK = true;
  for (const std::string &File : Inputs)
    OK &= dumpFile(File);
  return OK ? 0 : 1;
}
