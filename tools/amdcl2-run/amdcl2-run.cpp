//===- amdcl2-run.cpp - Run a kernel of an AMDCL2 binary ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs one kernel of an AMDCL2 binary on the emulated CL2 device of
/// lib/Emulator and writes each buffer argument N to DIR/argN.bin. A thin
/// main: options, load, call, report.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Dump/Dump.h"
#include "amdcl2/Emulator/Emulator.h"
#include "amdcl2/Version.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace amdcl2;

static cl::OptionCategory Cat("amdcl2-run options");
static cl::opt<std::string> Input(cl::Positional, cl::Required,
                                  cl::desc("<input binary>"), cl::cat(Cat));
static cl::opt<std::string> KernelName("kernel", cl::Required,
                                       cl::desc("The kernel to run"),
                                       cl::value_desc("name"), cl::cat(Cat));
static cl::opt<std::string> Global("global", cl::Required,
                                   cl::desc("Global size X[,Y[,Z]]"),
                                   cl::value_desc("sizes"), cl::cat(Cat));
static cl::opt<std::string>
    Local("local",
          cl::desc("Work-group size X[,Y[,Z]] (default: the required "
                   "work-group size, else 64)"),
          cl::value_desc("sizes"), cl::cat(Cat));
static cl::opt<std::string> Offset("offset",
                                   cl::desc("Global offset X[,Y[,Z]]"),
                                   cl::value_desc("offsets"), cl::cat(Cat));
static cl::list<std::string>
    Args("arg",
         cl::desc("A kernel argument, in order: i8:V u8:V i16:V u16:V i32:V "
                  "u32:V i64:V u64:V f32:V "
                  "f64:V (vectors as V,V,...), buf:BYTES, "
                  "buf:BYTES:random=SEED, buf:@FILE, local:BYTES"),
         cl::value_desc("spec"), cl::cat(Cat));
static cl::opt<std::string> OutDir("out",
                                   cl::desc("Write buffer argument N to "
                                            "DIR/argN.bin"),
                                   cl::value_desc("dir"), cl::cat(Cat));
static cl::opt<bool> JSON("json", cl::desc("Print run statistics as JSON"),
                          cl::cat(Cat));
static cl::opt<uint64_t> MaxInsts("max-instructions",
                                  cl::desc("Stop after this many instructions"),
                                  cl::init(2000000000ULL), cl::cat(Cat));
static cl::opt<bool>
    PrintDecoded("print-decoded", cl::Hidden,
                 cl::desc("Print the kernel's decoded instructions and exit"),
                 cl::cat(Cat));

static int fail(const Twine &Msg) {
  outs().flush();
  WithColor::error(errs(), "amdcl2-run")
      << "'" << Input << "': " << Msg << "\n";
  return 1;
}

static Error writeBuffers(const emu::RunResult &R) {
  for (const auto &[Index, Bytes] : R.Buffers)
    if (Error E = emu::writeArgFile(OutDir, Index, Bytes))
      return E;
  return Error::success();
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Cat);
  cl::SetVersionPrinter(
      [](raw_ostream &OS) { printToolVersion(OS, "amdcl2-run"); });
  cl::ParseCommandLineOptions(argc, argv, "amdcl2 kernel emulator\n");
  auto Buf = readInputFile(Input);
  if (!Buf)
    return fail(toString(Buf.takeError()));
  auto Bin = AMDCL2Binary::create((*Buf)->getMemBufferRef());
  if (!Bin)
    return fail(toString(Bin.takeError()));
  if (PrintDecoded) {
    if (Error E = emu::printDecoded(*Bin, KernelName, outs()))
      return fail(toString(std::move(E)));
    return 0;
  }
  emu::LaunchConfig Cfg;
  Cfg.Kernel = KernelName;
  Cfg.MaxInstructions = MaxInsts;
  if (!emu::parseWorkSizes(Global, Cfg.Global, Cfg.WorkDim))
    return fail("bad --global '" + Global + "' (expected X[,Y[,Z]])");
  unsigned LocalDims = 0, OffsetDims = 0;
  if (!Local.empty() &&
      (!emu::parseWorkSizes(Local, Cfg.Local, LocalDims) ||
       LocalDims != Cfg.WorkDim))
    return fail("bad --local '" + Local + "' (expected " + Twine(Cfg.WorkDim) +
                " sizes, as --global)");
  if (!Offset.empty() &&
      (!emu::parseWorkSizes(Offset, Cfg.Offset, OffsetDims) ||
       OffsetDims != Cfg.WorkDim))
    return fail("bad --offset '" + Offset + "' (expected " +
                Twine(Cfg.WorkDim) + " offsets, as --global)");
  for (const std::string &S : Args) {
    auto A = emu::parseArgSpec(S);
    if (!A)
      return fail(toString(A.takeError()));
    Cfg.Args.push_back(std::move(*A));
  }
  auto R = emu::runKernel(*Bin, Cfg);
  if (!R)
    return fail(toString(R.takeError()));
  if (!OutDir.empty())
    if (Error E = writeBuffers(*R))
      return fail(toString(std::move(E)));
  // What the kernel printed, as the runtime would print it.
  if (Error E =
          emu::printPrintfBuffer(R->PrintfBuffer, R->PrintfFormats, outs()))
    return fail(toString(std::move(E)));
  if (JSON)
    emu::printStatsJSON(R->Stats, outs());
  return 0;
}
