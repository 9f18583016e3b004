//===- amdcl2-objdump.cpp - Dump AMDCL2 program binaries ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads AMDCL2 binaries with AMDCL2Binary::create() and prints headers,
/// kernel configurations, the shared kernel-info JSON or disassembly. A thin
/// main in the style of llvm-objdump: options, load, call, report.
///
//===----------------------------------------------------------------------===//

#include "ObjdumpTool.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
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
                                   "kernel-info JSON schema"),
                          cl::cat(Cat));
static cl::opt<bool> Disassemble("disassemble",
                                 cl::desc("Disassemble each kernel's code"),
                                 cl::cat(Cat));
static cl::alias DisassembleShort("d", cl::aliasopt(Disassemble),
                                  cl::desc("Alias for --disassemble"));
static cl::opt<bool> RoundTrip(
    "roundtrip-check", cl::Hidden,
    cl::desc("Re-serialize the raw model and compare it with the input"),
    cl::cat(Cat));

static void reportError(StringRef File, const Twine &Msg) {
  outs().flush();
  WithColor::error(errs(), "amdcl2-objdump")
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

static bool dumpFile(StringRef File) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> BufOrErr =
      MemoryBuffer::getFileOrSTDIN(File, /*IsText=*/false,
                                   /*RequiresNullTerminator=*/false);
  if (std::error_code EC = BufOrErr.getError()) {
    reportError(File, EC.message());
    return false;
  }
  Expected<AMDCL2Binary> BinOrErr =
      AMDCL2Binary::create((*BufOrErr)->getMemBufferRef());
  if (!BinOrErr) {
    reportError(File, toString(BinOrErr.takeError()));
    return false;
  }
  const AMDCL2Binary &Bin = *BinOrErr;
  if (RoundTrip)
    return checkRoundTrip(File, Bin, (*BufOrErr)->getBuffer());
  if (JSON) {
    std::vector<KernelInfo> Infos;
    for (const AMDCL2Kernel &K : Bin.Kernels)
      Infos.push_back(kernelInfoFromBinary(Bin, K));
    printKernelsJSON(outs(), Infos);
    return true;
  }
  outs() << File << ": AMDCL2 " << (Bin.Is64 ? "64" : "32") << "-bit, "
         << cl2::generationName(Bin.Gen) << ", device "
         << (Bin.DeviceName.empty() ? "unknown" : Bin.DeviceName) << " ("
         << (Bin.GPU ? Bin.GPU->LLVMName : "unknown") << ", e_flags "
         << Bin.DeviceCode << "), " << Bin.Kernels.size() << " kernel"
         << (Bin.Kernels.size() == 1 ? "" : "s") << "\n";
  if (Headers)
    printHeaders(Bin, outs());
  if (Kernels || (!Headers && !Disassemble))
    printKernelConfigs(Bin, outs());
  if (Disassemble)
    printDisassembly(Bin, outs());
  return true;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::ParseCommandLineOptions(argc, argv, "AMDCL2 program binary dumper\n");
  bool OK = true;
  for (const std::string &File : Inputs)
    OK &= dumpFile(File);
  return OK ? 0 : 1;
}
