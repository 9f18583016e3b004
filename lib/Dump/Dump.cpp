//===- Dump.cpp - The text and JSON dumps of amdcl2-objdump ---------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The summary line, the text dump that puts the parts together, and --json
/// for one file (the shared kernel-info schema) and for several (one document
/// naming each file).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Dump/Dump.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"

using namespace llvm;

namespace amdcl2 {

void printSummary(StringRef File, const AMDCL2Binary &Bin, raw_ostream &OS) {
  OS << File << ": AMDCL2 " << (Bin.Is64 ? "64" : "32") << "-bit, "
     << cl2::generationName(Bin.Gen) << ", device "
     << (Bin.DeviceName.empty() ? "unknown" : Bin.DeviceName) << " ("
     << (Bin.GPU ? Bin.GPU->LLVMName : "unknown") << ", e_flags "
     << Bin.DeviceCode;
  // The format does not record the driver; say what else the code can name.
  std::string Others = Bin.otherDeviceReadings();
  if (!Others.empty())
    OS << "; or " << Others;
  OS << "), " << Bin.Kernels.size() << " kernel"
     << (Bin.Kernels.size() == 1 ? "" : "s") << "\n";
}

void printTextDump(StringRef File, const AMDCL2Binary &Bin,
                   const DumpOptions &Opts, raw_ostream &OS,
                   DumpWarningHandler Warn) {
  printSummary(File, Bin, OS);
  if (Opts.Headers)
    printHeaders(Bin, OS);
  if (Opts.Symbols)
    printSymbols(Bin, OS);
  if (Opts.Relocations)
    printRelocations(Bin, OS);
  if (Opts.Contents)
    printSectionContents(Bin, OS);
  bool Other = Opts.Headers || Opts.Disassemble || Opts.Symbols ||
               Opts.Relocations || Opts.Contents;
  if (Opts.Kernels || !Other)
    printKernelConfigs(Bin, OS);
  if (Opts.Disassemble)
    printDisassembly(Bin, OS, Warn, Opts.Relocations);
}

static std::vector<KernelInfo> kernelInfos(const AMDCL2Binary &Bin) {
  std::vector<KernelInfo> Infos;
  for (const AMDCL2Kernel &K : Bin.Kernels)
    Infos.push_back(kernelInfoFromBinary(Bin, K));
  return Infos;
}

/// "device": the e_flags code and every device it can name, the named one
/// first, each with the first drivers of the columns that read it so.
static void attributeDeviceJSON(json::OStream &J, const AMDCL2Binary &Bin) {
  J.attributeObject("device", [&] {
    J.attribute("e_flags", int64_t(Bin.DeviceCode));
    J.attribute("name", Bin.DeviceName);
    J.attribute("llvm", Bin.GPU ? Bin.GPU->LLVMName : "");
    J.attributeArray("readings", [&] {
      for (const DeviceReading &R : Bin.DeviceReadings)
        J.object([&] {
          J.attribute("name", R.Row->DeviceName);
          J.attribute("driver", DriverVersion{R.firstDriver()}.str());
        });
    });
  });
}

void printJSON(const AMDCL2Binary &Bin, raw_ostream &OS) {
  json::OStream J(OS, 2);
  J.object([&] {
    attributeDeviceJSON(J, Bin);
    attributeKernelsJSON(J, kernelInfos(Bin));
    attributeProgramDataJSON(J, Bin);
  });
  OS << "\n";
}


MultiFileJSON::MultiFileJSON(raw_ostream &OS) : OS(OS), J(OS, 2) {
  J.objectBegin();
  J.attributeBegin("files");
  J.arrayBegin();
}

MultiFileJSON::~MultiFileJSON() { finish(); }

void MultiFileJSON::addFile(StringRef File, const AMDCL2Binary &Bin) {
  J.object([&] {
    J.attribute("file", jsonUTF8(File));
    attributeDeviceJSON(J, Bin);
    attributeKernelsJSON(J, kernelInfos(Bin));
    attributeProgramDataJSON(J, Bin);
  });
}

void MultiFileJSON::addError(StringRef File, StringRef Message) {
  J.object([&] {
    J.attribute("file", jsonUTF8(File));
    J.attribute("error", jsonUTF8(Message));
  });
}

void MultiFileJSON::finish() {
  if (Finished)
    return;
  Finished = true;
  J.arrayEnd();
  J.attributeEnd();
  J.objectEnd();
  OS << "\n";
}

} // namespace amdcl2
