//===- Reproducer.cpp - Files that reproduce a compiler crash -------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "Reproducer.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

namespace {
/// Words of the crashed command that the copies do without: the reproducer
/// options themselves.
bool isReproducerOption(StringRef W) {
  return W.starts_with("-gen-reproducer") ||
         W.starts_with("-fcrash-diagnostics") || W == "-fno-crash-diagnostics";
}

/// Single-quoted for sh.
std::string shellQuote(StringRef W) {
  std::string Q = "'";
  for (char C : W)
    Q += C == '\'' ? std::string("'\\''") : std::string(1, C);
  return Q + "'";
}

/// The command that preprocesses \p Input into \p Out: the crashed command
/// without its inputs, output, action and reproducer options. Without the
/// default header (-cl-no-stdinc), so that the copy compiles again with it.
std::vector<std::string> preprocessCommand(const DriverArgs &A,
                                           ArrayRef<std::string> Argv,
                                           StringRef Input, StringRef Out) {
  std::vector<std::string> Cmd;
  for (size_t I = 0; I < Argv.size(); ++I) {
    StringRef W = Argv[I];
    if (W == "-o") {
      ++I;
      continue;
    }
    if (is_contained(A.Inputs, W) || isReproducerOption(W) ||
        W.starts_with("-o") || W == "-c" || W == "-S" || W == "-emit-llvm" ||
        W == "-save-temps" || W.starts_with("-save-temps=") ||
        W.starts_with("-M"))
      continue;
    Cmd.push_back(W.str());
  }
  for (StringRef W : {"-cl-no-stdinc", "-E", "-x", "cl"})
    Cmd.push_back(W.str());
  Cmd.push_back(Input.str());
  Cmd.push_back("-o");
  Cmd.push_back(Out.str());
  return Cmd;
}

bool isOpenCLSource(const DriverArgs &A, size_t I) {
  return A.InputLangs[I] == InputLanguage::OpenCL ||
         (A.InputLangs[I] == InputLanguage::Auto &&
          sys::path::extension(A.Inputs[I]) == ".cl");
}
} // namespace

void writeCrashReproducer(const DriverArgs &A, ArrayRef<std::string> Argv,
                          StringRef Tool, raw_ostream &OS) {
  SmallString<256> Dir(A.CrashDiagnosticsDir);
  if (Dir.empty())
    sys::path::system_temp_directory(/*ErasedOnReboot=*/true, Dir);
  std::string Exe = sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&writeCrashReproducer));
  std::vector<std::string> Script(Argv.begin(), Argv.end()), Files;
  for (size_t I = 0; I < A.Inputs.size(); ++I) {
    if (!isOpenCLSource(A, I) || A.Inputs[I] == "-")
      continue;
    SmallString<256> Copy(Dir);
    sys::path::append(Copy, sys::path::stem(A.Inputs[I]) + "-%%%%%%.cl");
    if (sys::fs::createUniqueFile(Copy, Copy))
      continue;
    std::vector<std::string> Cmd =
        preprocessCommand(A, Argv, A.Inputs[I], Copy);
    std::vector<StringRef> Args = {Exe};
    Args.insert(Args.end(), Cmd.begin(), Cmd.end());
    if (sys::ExecuteAndWait(Exe, Args, std::nullopt, {"", "", ""}) != 0) {
      sys::fs::remove(Copy);
      continue;
    }
    for (std::string &W : Script)
      if (W == A.Inputs[I])
        W = Copy.str().str();
    Files.push_back(Copy.str().str());
  }
  if (Files.empty()) {
    OS << Tool << ": note: no crash reproducer: the sources could not be "
       << "preprocessed again\n";
    return;
  }
  SmallString<256> Sh(Files.front());
  sys::path::replace_extension(Sh, ".sh");
  std::error_code EC;
  raw_fd_ostream SOS(Sh, EC, sys::fs::OF_Text);
  if (!EC) {
    SOS << "#!/bin/sh\n# Reproduces an amdcl2 crash on the preprocessed "
           "sources beside this script.\n"
        << shellQuote(Exe);
    for (const std::string &W : Script)
      if (!isReproducerOption(W))
        SOS << " " << shellQuote(W);
    SOS << "\n";
    Files.push_back(Sh.str().str());
  }
  OS << Tool << ": note: preprocessed source(s) and run script for the crash "
     << "report:\n";
  for (const std::string &F : Files)
    OS << Tool << ": note: " << F << "\n";
}

} // namespace amdcl2
