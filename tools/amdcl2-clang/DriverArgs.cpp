//===- DriverArgs.cpp - amdcl2-clang's clang-style command line -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small hand-written parser: clang's option table lives in the driver
/// library and would accept hundreds of options the pipeline ignores, so
/// unknown options are rejected here as clang rejects them.
///
//===----------------------------------------------------------------------===//

#include "DriverArgs.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amdcl2 {

static constexpr StringLiteral ABIFlag = "--amdcl2-abi";

bool wantsAMDCL2Pipeline(ArrayRef<const char *> Args) {
  return llvm::any_of(Args, [](const char *A) { return ABIFlag == A; });
}

bool isAMDCL2Target(StringRef Triple) {
  return Triple == "amdgcn" || Triple == "amdgcn-amd-amdcl2" ||
         Triple == "amdgcn-amd-amdhsa" || Triple == "amdgcn--amdcl2" ||
         Triple == "amdgcn--amdhsa";
}

static Error argError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Expected<DriverArgs> parseDriverArgs(ArrayRef<const char *> Args) {
  DriverArgs A;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    // The value of a separate-form option (`-o out`), or an error.
    auto Next = [&](StringRef Opt) -> Expected<std::string> {
      if (I + 1 >= Args.size())
        return argError("argument to '" + Opt +
                        "' is missing (expected 1 value)");
      return std::string(Args[++I]);
    };
    // Joined (`-DX`) or separate (`-D X`) forms of a preprocessor option.
    auto JoinedOrSeparate = [&](StringRef Opt) -> Error {
      if (Arg.size() > Opt.size()) {
        A.ClangArgs.push_back(Arg.str());
        return Error::success();
      }
      Expected<std::string> V = Next(Opt);
      if (!V)
        return V.takeError();
      A.ClangArgs.push_back(Opt.str());
      A.ClangArgs.push_back(*V);
      return Error::success();
    };

    if (Arg == ABIFlag || Arg == "-nogpulib" || Arg == "-cl-kernel-arg-info")
      continue;
    if (Arg == "-help" || Arg == "--help") {
      A.Help = true;
    } else if (Arg == "--version") {
      A.Version = true;
    } else if (Arg == "-target") {
      Expected<std::string> V = Next(Arg);
      if (!V)
        return V.takeError();
      A.Target = *V;
    } else if (Arg.consume_front("--target=")) {
      A.Target = Arg.str();
    } else if (Arg.consume_front("-mcpu=")) {
      A.CPU = Arg.str();
    } else if (Arg.consume_front("-cl-std=")) {
      std::string Std = Arg.upper();
      if (Std != "CL1.2" && Std != "CL2.0")
        return argError("invalid value '" + Arg +
                        "' in '-cl-std=' (supported: CL1.2, CL2.0)");
      A.CLStd = Std;
    } else if (Arg.starts_with("-O")) {
      std::optional<unsigned> Level = StringSwitch<std::optional<unsigned>>(Arg)
                                          .Case("-O0", 0)
                                          .Cases("-O", "-O1", 1)
                                          .Cases("-O2", "-Os", "-Oz", 2)
                                          .Cases("-O3", "-Ofast", 3)
                                          .Default(std::nullopt);
      if (!Level)
        return argError("invalid optimization level '" + Arg + "'");
      A.OptLevel = *Level;
    } else if (Arg == "-S") {
      A.Action = DriverAction::Assembly;
    } else if (Arg == "-c") {
      A.Action = DriverAction::Object;
    } else if (Arg == "-emit-llvm") {
      A.EmitLLVM = true;
    } else if (Arg == "-o") {
      Expected<std::string> V = Next(Arg);
      if (!V)
        return V.takeError();
      A.Output = *V;
    } else if (Arg.starts_with("-o")) {
      A.Output = Arg.drop_front(2).str();
    } else if (Arg.consume_front("--kernel-info=")) {
      if (Arg != "json")
        return argError("invalid value '" + Arg +
                        "' in '--kernel-info=' (supported: json)");
      A.KernelInfoJSON = true;
    } else if (Arg.consume_front("--amdcl2-driver=")) {
      A.DriverVersion = Arg.str();
    } else if (Arg == "-save-temps" || Arg == "--save-temps") {
      A.SaveTemps = true;
    } else if (Arg == "-x") {
      Expected<std::string> V = Next(Arg);
      if (!V)
        return V.takeError();
      if (*V != "cl")
        return argError("language '" + *V + "' is not supported (only cl)");
    } else if (Arg == "-mllvm") {
      Expected<std::string> V = Next(Arg);
      if (!V)
        return V.takeError();
      A.MLLVMArgs.push_back(*V);
    } else if (Arg.starts_with("-D") || Arg.starts_with("-U") ||
               Arg.starts_with("-I")) {
      if (Error E = JoinedOrSeparate(Arg.take_front(2)))
        return std::move(E);
    } else if (Arg == "-include") {
      if (Error E = JoinedOrSeparate(Arg))
        return std::move(E);
    } else if (Arg.starts_with("-W") || Arg == "-w" ||
               Arg.starts_with("-cl-")) {
      A.ClangArgs.push_back(Arg.str());
    } else if (Arg == "-") {
      return argError("reading the source from standard input is not "
                      "supported");
    } else if (Arg.starts_with("-")) {
      return argError("unknown argument: '" + Arg + "'");
    } else {
      A.Inputs.push_back(Arg.str());
    }
  }
  return A;
}

std::string defaultOutputName(const DriverArgs &A) {
  if (A.Action == DriverAction::Binary && !A.EmitLLVM)
    return "a.out";
  StringRef Stem = sys::path::stem(A.Inputs.front());
  StringRef Ext;
  if (A.EmitLLVM)
    Ext = A.Action == DriverAction::Assembly ? ".ll" : ".bc";
  else
    Ext = A.Action == DriverAction::Assembly ? ".s" : ".o";
  return (Stem + Ext).str();
}

} // namespace amdcl2
