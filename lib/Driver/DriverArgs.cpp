//===- DriverArgs.cpp - amdcl2-clang's clang-style command line -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The command line goes through clang's own driver option table, so every
/// spelling clang accepts (joined and separate forms, aliases, `--`) means
/// here what it means to clang. amdcl2's own options are unknown to that
/// table and are picked out of what it leaves unknown. Options the pipeline
/// has no use for are refused rather than silently dropped; the ones the
/// front end honours reach it as the user spelled them, so that its cc1
/// invocation (clang::createInvocation) parses them with the same table.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Driver/DriverArgs.h"
#include "clang/Options/Options.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Support/Path.h"

using namespace llvm;
namespace options = clang::options;

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

static const opt::OptTable &clangTable() { return clang::getDriverOptTable(); }

/// The options of clang's own driver, not those of cc1, clang-cl or flang.
static opt::Visibility clangVisibility() {
  return opt::Visibility(options::ClangOption);
}

/// amdcl2's own options, which clang's table reports as unknown. True if
/// \p Arg is one; it is then applied to \p A.
static Expected<bool> parseAMDCL2Option(StringRef Arg, DriverArgs &A) {
  if (Arg == ABIFlag)
    return true;
  // AMD's clBuildProgram options choosing what its binaries kept (the
  // source, LLVM IR, AMDIL, the executable): amdcl2 writes the executable
  // only, so they are accepted and change nothing, as AMD's compiler
  // accepted them (`-fno-bin-llvmir` is in AMD binaries' .comment).
  if (is_contained({"-fbin-source", "-fno-bin-source", "-fbin-llvmir",
                    "-fno-bin-llvmir", "-fbin-amdil", "-fno-bin-amdil",
                    "-fbin-exe", "-fno-bin-exe"},
                   Arg))
    return true;
  if (Arg == "-cl-strict") { // clang's errors for AMD's dialect
    A.StrictDialect = true;
    return true;
  }
  if (Arg == "--time-passes") { // LLVM's tools' spelling of -ftime-report
    A.TimePasses = true;
    return true;
  }
  if (Arg.consume_front("--amdcl2-driver=")) {
    A.DriverVersion = Arg.str();
    return true;
  }
  if (Arg.consume_front("--amdcl2-printf-metadata=")) {
    if (Arg != "on" && Arg != "off")
      return argError("invalid value '" + Arg +
                      "' in '--amdcl2-printf-metadata=' (supported: on, off)");
    A.PrintfMetadata = Arg == "on";
    return true;
  }
  if (!Arg.consume_front("--kernel-info="))
    return false;
  if (Arg != "json")
    return argError("invalid value '" + Arg +
                    "' in '--kernel-info=' (supported: json)");
  A.KernelInfoJSON = true;
  return true;
}

/// clang's diagnostic for an option its table does not know, with clang's
/// suggestion when a known option is one edit away.
static Error unknownArgument(StringRef Arg) {
  std::string Nearest;
  if (clangTable().findNearest(Arg, Nearest, clangVisibility()) > 1)
    return argError("unknown argument: '" + Arg + "'");
  return argError("unknown argument '" + Arg + "'; did you mean '" + Nearest +
                  "'?");
}

/// Options the front end honours, passed to it as spelled: the preprocessor
/// (dependency files too: clang's driver turns -MD, -MF, -MT... into the
/// invocation's DependencyOutputOptions), diagnostics and the OpenCL -cl-*
/// options. Linker and assembler options go too: clang then warns that they
/// are unused, as `clang -c` does.
static bool isFrontendOption(const opt::Option &O) {
  // -MJ is written by clang's driver itself, which does not run here.
  if (O.matches(options::OPT_MJ))
    return false;
  if (O.matches(options::OPT_M_Group))
    return true;
  // -cl-uniform-work-group-size is an alias of -foffload-uniform-block.
  return O.matches(options::OPT_Preprocessor_Group) ||
         O.matches(options::OPT_undef) || O.matches(options::OPT_W_Group) ||
         O.matches(options::OPT_pedantic_Group) ||
         O.matches(options::OPT_foffload_uniform_block) ||
         O.matches(options::OPT_fno_offload_uniform_block) ||
         O.matches(options::OPT_w) || O.matches(options::OPT_opencl_Group) ||
         O.matches(options::OPT_Wl_COMMA) || O.matches(options::OPT_Wa_COMMA);
}

/// Options read once after the loop (last one wins), or ignored because the
/// pipeline always sets them (-nogpulib, -cl-kernel-arg-info).
static bool isReadAfterwards(const opt::Option &O) {
  for (unsigned ID :
       {options::OPT_target, options::OPT_mcpu_EQ, options::OPT_cl_std_EQ,
        options::OPT_std_EQ, options::OPT_O_Group, options::OPT_E,
        options::OPT_fsyntax_only, options::OPT_S, options::OPT_c,
        options::OPT_emit_llvm, options::OPT_o, options::OPT_help,
        options::OPT__version, options::OPT_no_offloadlib,
        options::OPT_cl_kernel_arg_info, options::OPT_v,
        options::OPT__HASH_HASH_HASH})
    if (O.matches(ID))
      return true;
  return false;
}

static Error addInput(StringRef Path, DriverArgs &A) {
  A.Inputs.push_back(Path.str());
  A.InputLangs.push_back(A.Language);
  return Error::success();
}

/// -x as clang reads it: it applies to the inputs after it; `none` goes
/// back to judging inputs by their names.
static Error applyLanguage(StringRef Lang, DriverArgs &A) {
  if (Lang == "cl")
    A.Language = InputLanguage::OpenCL;
  else if (Lang == "ir")
    A.Language = InputLanguage::IR;
  else if (Lang == "none")
    A.Language = InputLanguage::Auto;
  else
    return argError("language '" + Lang +
                    "' is not supported with --amdcl2-abi (supported: cl, "
                    "ir, none)");
  return Error::success();
}

static Error applySaveTemps(StringRef Where, DriverArgs &A) {
  if (Where != "cwd" && Where != "obj")
    return argError("invalid value '" + Where +
                    "' in '-save-temps=' (supported: cwd, obj)");
  A.SaveTemps = true;
  A.SaveTempsBesideOutput = Where == "obj";
  return Error::success();
}

/// Applies one parsed argument that matters in order: inputs, -mllvm, -x,
/// -save-temps, front-end options and the options clang does not know.
/// \p Words are the command-line words it was parsed from.
static Error applyInOrder(const opt::Arg &Arg, ArrayRef<const char *> Words,
                          DriverArgs &A) {
  const opt::Option &O = Arg.getOption();
  if (O.matches(options::OPT_INPUT))
    return addInput(Arg.getValue(), A);
  if (O.matches(options::OPT__DASH_DASH)) {
    for (const char *Path : Arg.getValues())
      if (Error E = addInput(Path, A))
        return E;
    return Error::success();
  }
  if (O.matches(options::OPT_UNKNOWN)) {
    Expected<bool> Ours = parseAMDCL2Option(Words.front(), A);
    if (!Ours)
      return Ours.takeError();
    return *Ours ? Error::success() : unknownArgument(Words.front());
  }
  if (O.matches(options::OPT_mllvm)) {
    A.MLLVMArgs.push_back(Arg.getValue());
  } else if (O.matches(options::OPT_x)) {
    return applyLanguage(Arg.getValue(), A);
  } else if (O.matches(options::OPT_m32) || O.matches(options::OPT_m64)) {
    // AMD's runtime built 32-bit programs for 32-bit host processes.
    A.SmallModel = O.matches(options::OPT_m32);
  } else if (O.matches(options::OPT_print_supported_cpus)) {
    A.PrintCPUs = true;
  } else if (O.matches(options::OPT_ftime_report)) {
    A.TimePasses = true;
  } else if (O.matches(options::OPT_gen_reproducer_eq)) {
    // clang's -gen-reproducer is =always, -fno-crash-diagnostics =off.
    A.CrashReproducer = StringRef(Arg.getValue()) != "off";
  } else if (O.matches(options::OPT_fcrash_diagnostics_dir)) {
    A.CrashDiagnosticsDir = Arg.getValue();
    A.CrashReproducer = true;
  } else if (O.matches(options::OPT_save_temps_EQ)) {
    return applySaveTemps(Arg.getValue(), A); // plain -save-temps is =cwd
  } else if (O.matches(options::OPT_g_Group)) {
    // AMD's runtime reads no debug information from a CL2 binary.
    A.Warnings.push_back("'" + std::string(Words.front()) +
                         "' ignored: AMDCL2 binaries carry no debug "
                         "information");
  } else if (O.matches(options::OPT_E) ||
             O.matches(options::OPT_fsyntax_only)) {
    // Actions, read after the loop; not for clang's compile invocation.
  } else if (isFrontendOption(O)) {
    A.ClangArgs.insert(A.ClangArgs.end(), Words.begin(), Words.end());
  } else if (!isReadAfterwards(O)) {
    return argError("option '" + StringRef(Words.front()) +
                    "' is not supported with --amdcl2-abi");
  }
  return Error::success();
}

/// -cl-std= or, without it, -std= (clang's cc1 lets -cl-std= override).
static Expected<std::string> readCLStd(const opt::InputArgList &L) {
  const opt::Arg *Std = L.getLastArg(options::OPT_cl_std_EQ);
  if (!Std)
    Std = L.getLastArg(options::OPT_std_EQ);
  if (!Std)
    return std::string("CL2.0");
  StringRef Value = Std->getValue();
  std::string Upper = Value.upper();
  if (StringRef(Upper).starts_with("CLC++"))
    return argError("'" + Std->getSpelling() + Value +
                    "': C++ for OpenCL is not supported with --amdcl2-abi "
                    "(supported: CL1.0, CL1.1, CL1.2, CL2.0, CL3.0)");
  if (!is_contained({"CL1.0", "CL1.1", "CL1.2", "CL2.0", "CL3.0"}, Upper))
    return argError("invalid value '" + Value + "' in '" + Std->getSpelling() +
                    "' (supported: CL1.0, CL1.1, CL1.2, CL2.0, CL3.0)");
  return Upper;
}

/// The last -O level as clang's driver reads it: -O is -O1, -Os and -Oz are
/// -O2, -Og is -O1, -Ofast is -O3, -O4 and above are -O3 with clang's
/// warnings; -cl-opt-disable is -O0.
static Expected<unsigned> readOptLevel(const opt::InputArgList &L,
                                       DriverArgs &A) {
  // OpenCL's clBuildProgram option: no optimization, whatever -O says.
  if (L.hasArg(options::OPT_cl_opt_disable))
    return 0;
  const opt::Arg *Level = L.getLastArg(options::OPT_O_Group);
  if (!Level)
    return 2;
  const opt::Option &O = Level->getOption();
  if (O.matches(options::OPT_O0))
    return 0;
  if (O.matches(options::OPT_Ofast))
    return 3;
  if (O.matches(options::OPT_O4)) {
    A.Warnings.push_back("-O4 is equivalent to -O3");
    return 3;
  }
  StringRef Value = Level->getValue();
  if (Value == "s" || Value == "z")
    return 2;
  if (Value == "g")
    return 1;
  StringRef Spelled = L.getArgString(Level->getIndex());
  unsigned N;
  if (Value.getAsInteger(10, N))
    return argError("invalid optimization level '" + Spelled + "'");
  if (N <= 3)
    return N;
  A.Warnings.push_back(("optimization level '" + Spelled +
                        "' is not supported; using '-O3' instead")
                           .str());
  return 3;
}

/// The options where only the last one counts (and -S, which clang lets win
/// over -c wherever it stands).
static Error readLastValues(const opt::InputArgList &L, DriverArgs &A) {
  A.Target = L.getLastArgValue(options::OPT_target).str();
  A.CPU = L.getLastArgValue(options::OPT_mcpu_EQ).str();
  if (A.CPU == "help") // clang's other spelling of --print-supported-cpus
    A.PrintCPUs = true;
  A.Output = L.getLastArgValue(options::OPT_o).str();
  A.EmitLLVM = L.hasArg(options::OPT_emit_llvm);
  A.Help = L.hasArg(options::OPT_help);
  A.Version = L.hasArg(options::OPT__version);
  A.Verbose = L.hasArg(options::OPT_v);
  A.PrintCommands = L.hasArg(options::OPT__HASH_HASH_HASH);
  // -M and -MM imply -E (clang prints the rule instead of the source).
  if (L.hasArg(options::OPT_E, options::OPT_M, options::OPT_MM))
    A.Action = DriverAction::Preprocess;
  else if (L.hasArg(options::OPT_fsyntax_only))
    A.Action = DriverAction::SyntaxOnly;
  else if (L.hasArg(options::OPT_S))
    A.Action = DriverAction::Assembly;
  else if (L.hasArg(options::OPT_c))
    A.Action = DriverAction::Object;
  Expected<std::string> Std = readCLStd(L);
  if (!Std)
    return Std.takeError();
  A.CLStd = *Std;
  Expected<unsigned> Level = readOptLevel(L, A);
  if (!Level)
    return Level.takeError();
  A.OptLevel = *Level;
  return Error::success();
}

/// Standard input has no name to judge its language by: clang's rule and
/// words.
static Error checkStandardInput(const DriverArgs &A) {
  if (A.Action == DriverAction::Preprocess)
    return Error::success();
  for (auto [In, Lang] : zip(A.Inputs, A.InputLangs))
    if (In == "-" && Lang == InputLanguage::Auto)
      return argError("-E or -x required when input is from standard input");
  return Error::success();
}

Expected<DriverArgs> parseDriverArgs(ArrayRef<const char *> Args) {
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList L = clangTable().ParseArgs(Args, MissingIndex, MissingCount,
                                               clangVisibility());
  if (MissingCount)
    return argError("argument to '" + StringRef(L.getArgString(MissingIndex)) +
                    "' is missing (expected " + Twine(MissingCount) +
                    (MissingCount == 1 ? " value)" : " values)"));
  DriverArgs A;
  // Each argument was parsed from the words up to the next one's index.
  SmallVector<const opt::Arg *, 32> Parsed(L.begin(), L.end());
  for (auto [I, Arg] : enumerate(Parsed)) {
    unsigned End = I + 1 < Parsed.size() ? Parsed[I + 1]->getIndex()
                                         : L.getNumInputArgStrings();
    ArrayRef<const char *> Words(Args.begin() + Arg->getIndex(),
                                 Args.begin() + End);
    if (Error E = applyInOrder(*Arg, Words, A))
      return std::move(E);
  }
  if (Error E = readLastValues(L, A))
    return std::move(E);
  if (Error E = checkStandardInput(A))
    return std::move(E);
  return A;
}

std::string defaultOutputName(const DriverArgs &A) {
  if (A.Action == DriverAction::Preprocess ||
      A.Action == DriverAction::SyntaxOnly)
    return "-"; // clang's: -E writes standard output, -fsyntax-only nothing
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
