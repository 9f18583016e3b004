//===- Frontend.cpp - OpenCL C source to LLVM IR through clang ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the cc1 invocation from driver-style arguments (so that target
/// defaults match clang-22's driver), runs EmitLLVMOnlyAction in-process and
/// links several sources into one module. A kernel parameter of a
/// size-dependent type, which clang rejects and AMD's compiler accepted, makes
/// the file compile a second time with those typedefs renamed.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Frontend/Frontend.h"
#include "Dependencies.h"
#include "DialectDiagnostics.h"
#include "DialectRules.h"
#include "InlineDefinitions.h"
#include "ModuleLinking.h"
#include "PipeArguments.h"
#include "SmallModel.h"
#include "SourceFacts.h"
#include "amdcl2/ABI/CrashGuard.h"
#include "amdcl2/ABI/ProgramChecks.h"
#include "amdcl2/Binary/AMDCL2Format.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclGroup.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticDriver.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/CodeGen/ModuleBuilder.h"
#include "clang/Driver/CreateInvocationFromArgs.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/BinaryFormat/Magic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

char SourceDiagnosedError::ID = 0;

void SourceDiagnosedError::log(raw_ostream &OS) const {
  OS << "'" << File << "': compilation failed";
}

std::error_code SourceDiagnosedError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

/// The prefix the retry gives those typedefs, hiding them from clang's check.
static constexpr StringLiteral RenamePrefix = "__amdcl2_";

/// The macro names \p ClangArgs defines or undefines, in each spelling
/// clang takes (-DX, -D X, --define-macro=X, --define-macro X, and -U).
static StringSet<> userMacroNames(ArrayRef<std::string> ClangArgs) {
  StringSet<> Names;
  for (size_t I = 0; I < ClangArgs.size(); ++I) {
    StringRef A = ClangArgs[I];
    if (!A.consume_front("--define-macro") &&
        !A.consume_front("--undefine-macro") && !A.consume_front("-D") &&
        !A.consume_front("-U"))
      continue;
    A.consume_front("=");
    if (A.empty() && I + 1 < ClangArgs.size())
      A = ClangArgs[++I];
    Names.insert(A.split('=').first);
  }
  return Names;
}

/// -D and -U for the predefined macros, before the user's own.
static void addPredefines(const FrontendOptions &Opts,
                          std::vector<std::string> &Args) {
  StringSet<> User = userMacroNames(Opts.ClangArgs);
  for (const MacroDefinition &D : Opts.Predefines)
    if (!User.contains(D.Name))
      Args.push_back("-D" + D.Name + "=" + D.Value);
  for (const std::string &U : Opts.Undefines)
    if (!User.contains(U))
      Args.push_back("-U" + U);
}

/// -cl-strict, or the user asked for errors rather than warnings (the last
/// of -Werror and -Wno-error, or -pedantic-errors).
static bool strictDialect(const FrontendOptions &Opts) {
  bool WError = false;
  for (const std::string &A : Opts.ClangArgs)
    if (A == "-Werror" || A == "-Wno-error")
      WError = A == "-Werror";
  return Opts.StrictDialect || WError ||
         is_contained(Opts.ClangArgs, "-pedantic-errors");
}

/// clang's driver arguments for compiling \p Path (\p Phase -c), or for
/// running its phase -E on it.
static std::vector<std::string> driverArgs(StringRef Path,
                                           const FrontendOptions &Opts,
                                           bool RenameSizeTypes,
                                           StringRef Phase = "-c") {
  // The driver finds its resource directory (opencl-c-base.h) relative to
  // argv[0]: name clang-22 itself.
  std::vector<std::string> Args = {AMDCL2_CLANG22,
                                   "-x",
                                   "cl",
                                   "-cl-std=" + Opts.CLStd,
                                   "-target",
                                   "amdgcn-amd-amdhsa",
                                   "-mcpu=" + Opts.CPU,
                                   "-nogpulib",
                                   "-cl-kernel-arg-info",
                                   "-mcode-object-version=4",
                                   "-O" + std::to_string(Opts.OptLevel)};
  if (RenameSizeTypes)
    for (StringRef Name : SizeTypeNames)
      Args.push_back(("-D" + Name + "=" + RenamePrefix + Name).str());
  if (Opts.LineTables) {
    Args.push_back("-gline-tables-only");
    // Clang shortens a file name by the prefix it shares with the
    // compilation directory; with `/` it keeps the name as given, which is
    // how its own diagnostics name the file.
    Args.push_back("-fdebug-compilation-dir=/");
  }
  addPredefines(Opts, Args);
  // AMD's dialect: what clang 22 makes errors by default and older clangs
  // (AMD's compiler among them) warned about stays a warning, unless the
  // user asks for errors.
  if (!strictDialect(Opts))
    for (const char *W : {"-Wno-error=incompatible-pointer-types",
                          "-Wno-error=int-conversion"})
      Args.push_back(W);
  Args.insert(Args.end(), Opts.ClangArgs.begin(), Opts.ClangArgs.end());
  // OpenCL's header, unless -cl-no-stdinc says no, as clang's driver does.
  if (!is_contained(Opts.ClangArgs, "-cl-no-stdinc"))
    for (const char *CC1 :
         {"-finclude-default-header", "-fdeclare-opencl-builtins"}) {
      Args.push_back("-Xclang");
      Args.push_back(CC1);
    }
  Args.push_back("-Xclang");
  Args.push_back("-disable-llvm-passes");
  if (!Opts.OutputName.empty()) {
    Args.push_back("-o");
    Args.push_back(Opts.OutputName);
  }
  Args.push_back(Phase.str());
  Args.push_back(Path.str());
  return Args;
}

namespace {

/// The probe's AST check: warns at each kernel parameter of a size type,
/// which the retry accepts. The warning is shown only if the retry happens
/// (DialectConsumer keeps custom diagnostics for its story).
class SizeTypeParamWarner : public clang::ASTConsumer {
public:
  explicit SizeTypeParamWarner(clang::DiagnosticsEngine &Diags)
      : Diags(Diags),
        // A custom warning belongs to no group, so clang's -w would not
        // reach it; under -Werror the size types stay clang's errors.
        Silent(Diags.getIgnoreAllWarnings() || Diags.getWarningsAsErrors()),
        DiagID(Diags.getCustomDiagID(
            clang::DiagnosticsEngine::Warning,
            "kernel parameter of type '%0' accepted as in AMD's OpenCL C "
            "dialect; it is %1 bits wide on this target")) {}

  unsigned diagID() const { return DiagID; }

  bool HandleTopLevelDecl(clang::DeclGroupRef DG) override {
    for (clang::Decl *D : DG) {
      auto *FD = dyn_cast<clang::FunctionDecl>(D);
      if (Silent || !FD || !FD->hasAttr<clang::DeviceKernelAttr>())
        continue;
      for (const clang::ParmVarDecl *P : FD->parameters())
        if (std::optional<StringRef> Name = sizeTypeName(P->getType()))
          Diags.Report(FD->getASTContext().getSourceManager().getExpansionLoc(
                           P->getTypeSpecStartLoc()),
                       DiagID)
              << *Name
              << unsigned(FD->getASTContext().getTypeSize(P->getType()));
    }
    return true;
  }

private:
  static std::optional<StringRef> sizeTypeName(clang::QualType T) {
    while (const auto *TT = T->getAs<clang::TypedefType>()) {
      StringRef Name = TT->getDecl()->getName();
      Name.consume_front(RenamePrefix);
      for (StringRef Known : SizeTypeNames)
        if (Name == Known)
          return Known;
      T = TT->desugar();
    }
    return std::nullopt;
  }

  clang::DiagnosticsEngine &Diags;
  bool Silent;
  unsigned DiagID;
};

/// The function clang was generating IR for when it crashed, as messages
/// name it: the one with a block that has no terminator yet (clang adds them
/// as it finishes a function).
static std::string unfinishedFunction(const Module &M) {
  for (const Function &F : M)
    for (const BasicBlock &BB : F)
      if (!BB.getTerminator())
        return describeFunction(F);
  return "";
}

/// Tells the crash guard what clang is doing, so that a crash is reported
/// in the stage it happened in, and, after a crash in IR generation, which
/// function's IR it was.
class StageTracker : public clang::ASTConsumer {
public:
  StageTracker(CrashGuard &Guard, StringRef File,
               const clang::CodeGenAction &Action)
      : Guard(Guard), File(File), Action(Action) {}
  void Initialize(clang::ASTContext &) override {
    const Module *M = Action.getCodeGenerator()->GetModule();
    Guard.setCrashStage([M, File = File]() -> std::string {
      std::string F = unfinishedFunction(*M);
      return F.empty() ? ""
                       : "generating LLVM IR for " + F + " in '" + File + "'";
    });
  }
  void HandleTranslationUnit(clang::ASTContext &) override {
    Guard.setStage("generating LLVM IR for '" + File + "'");
  }

private:
  CrashGuard &Guard;
  std::string File;
  const clang::CodeGenAction &Action;
};

/// EmitLLVMOnlyAction, with the stage tracker and, when asked for, the
/// size-type warner and the dialect's nested-scope hoister in front.
class OpenCLEmitAction : public clang::EmitLLVMOnlyAction {
public:
  /// \p Probe: the probe's consumer (null in a retry).
  OpenCLEmitAction(LLVMContext &Ctx, bool WarnSizeTypes,
                   DialectConsumer *Probe, CrashGuard &Guard)
      : EmitLLVMOnlyAction(&Ctx), WarnSizeTypes(WarnSizeTypes), Probe(Probe),
        Guard(Guard) {}

  /// The IR module, with the facts of the source it lacks.
  std::unique_ptr<Module> takeMarkedModule() {
    std::unique_ptr<Module> M = takeModule();
    if (M)
      markSourceFacts(*M, Facts);
    return M;
  }

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, StringRef InFile) override {
    std::unique_ptr<clang::ASTConsumer> CG =
        EmitLLVMOnlyAction::CreateASTConsumer(CI, InFile);
    if (!CG)
      return CG;
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(
        std::make_unique<StageTracker>(Guard, InFile.str(), *this));
    Consumers.push_back(std::make_unique<SourceFactFinder>(Facts));
    if (WarnSizeTypes) {
      auto Warner = std::make_unique<SizeTypeParamWarner>(CI.getDiagnostics());
      if (Probe)
        Probe->setStoryOnly(Warner->diagID());
      Consumers.push_back(std::move(Warner));
    }
    if (Probe) {
      Consumers.push_back(std::make_unique<LocalScopeHoister>(Probe->edits()));
      Consumers.push_back(std::make_unique<PipeArgumentEditor>(Probe->edits()));
    }
    Consumers.push_back(std::make_unique<InlineDefinitionEmitter>());
    Consumers.push_back(std::move(CG));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

private:
  bool WarnSizeTypes;
  DialectConsumer *Probe;
  CrashGuard &Guard;
  SourceFacts Facts;
};

} // namespace

/// Restores the real type names in `!kernel_arg_type` after the rename.
static void restoreSizeTypeNames(Module &M) {
  for (Function &F : M) {
    MDNode *Types = F.getMetadata("kernel_arg_type");
    if (!Types)
      continue;
    SmallVector<Metadata *, 8> Ops;
    bool Changed = false;
    for (const MDOperand &Op : Types->operands()) {
      auto *S = dyn_cast_or_null<MDString>(Op.get());
      if (!S || !S->getString().starts_with(RenamePrefix)) {
        Ops.push_back(Op.get());
        continue;
      }
      Ops.push_back(MDString::get(
          M.getContext(), S->getString().drop_front(RenamePrefix.size())));
      Changed = true;
    }
    if (Changed)
      F.setMetadata("kernel_arg_type", MDNode::get(M.getContext(), Ops));
  }
}

/// Includes the AMD extension header (Predefines.h), which exists only in
/// memory, before the user's -include files.
static void includeAMDExtensionHeader(clang::PreprocessorOptions &PPOpts) {
  std::string Path = amdExtensionHeaderPath();
  PPOpts.addRemappedFile(
      Path,
      MemoryBuffer::getMemBufferCopy(amdExtensionHeader(), Path).release());
  PPOpts.Includes.insert(PPOpts.Includes.begin(), Path);
}

/// The functions an edited source may call (dialectDefinitions), after
/// OpenCL's header, as if included last by -include.
static void includeDialectDefinitions(clang::PreprocessorOptions &PPOpts) {
  std::string Path = amdExtensionHeaderPath() + ".dialect.h";
  PPOpts.addRemappedFile(
      Path,
      MemoryBuffer::getMemBufferCopy(dialectDefinitions(), Path).release());
  PPOpts.Includes.push_back(Path);
}

/// The invocation clang's driver makes of \p Args (its errors printed to
/// \p DiagOS), with the AMD extension header; null when clang rejects them.
/// \p Args must outlive it: it keeps pointers into them (argv[0] for the
/// command-line record among them).
static std::shared_ptr<clang::CompilerInvocation>
createAMDInvocation(const std::vector<std::string> &Args, raw_ostream &DiagOS) {
  std::vector<const char *> ArgPtrs;
  for (const std::string &A : Args)
    ArgPtrs.push_back(A.c_str());

  clang::DiagnosticOptions DiagOpts;
  auto *Printer = new DialectConsumer(DiagOS, DiagOpts, DiagMode::Print);
  IntrusiveRefCntPtr<clang::DiagnosticsEngine> DriverDiags =
      clang::CompilerInstance::createDiagnostics(*vfs::getRealFileSystem(),
                                                 DiagOpts, Printer,
                                                 /*ShouldOwnClient=*/true);
  clang::CreateInvocationOptions CIOpts;
  CIOpts.Diags = DriverDiags;
  std::shared_ptr<clang::CompilerInvocation> Invocation =
      clang::createInvocation(ArgPtrs, CIOpts);
  if (!Invocation)
    return nullptr;
  Invocation->getFrontendOpts().DisableFree = false;
  // -cl-no-stdinc: neither OpenCL's header nor AMD's extensions.
  if (!is_contained(Args, "-cl-no-stdinc"))
    includeAMDExtensionHeader(Invocation->getPreprocessorOpts());
  return Invocation;
}

/// Standard input as the main file: the buffer read once (standardInput),
/// as a file named `<stdin>` in the current directory, as clang has it
/// (quoted includes are found there; dependency rules leave it out).
static bool readFromStandardInput(clang::CompilerInvocation &Invocation,
                                  raw_ostream &DiagOS) {
  clang::FrontendInputFile &In = Invocation.getFrontendOpts().Inputs.front();
  if (In.getFile() != "-")
    return true;
  Expected<MemoryBufferRef> Buffer = standardInput();
  if (!Buffer) {
    DiagOS << "error: cannot read standard input: "
           << toString(Buffer.takeError()) << "\n";
    return false;
  }
  In = clang::FrontendInputFile("<stdin>", In.getKind());
  Invocation.getPreprocessorOpts().addRemappedFile(
      "<stdin>", MemoryBuffer::getMemBuffer(*Buffer).release());
  return true;
}

/// One run of clang over a file: what it is for and, after a probe, what
/// the dialect made of its errors (DialectDiagnostics.h).
struct ClangRun {
  DiagMode Mode = DiagMode::Print;
  bool Strict = false;          ///< -cl-strict
  bool RenameSizeTypes = false; ///< Retry: size types were answered
  /// Retry: the edited sources (a probe's output).
  std::vector<std::pair<std::string, std::string>> EditedFiles;
  unsigned ShownWarnings = 0; ///< Retry: the probe's, already printed
  /// Retry: where the probe's shown diagnostics were (DialectConsumer).
  llvm::StringSet<> Shown;
  // What a probe found.
  bool OnlyDialectErrors = false, SawSizeTypes = false;
  std::string AsWarnings;
  unsigned Warnings = 0;
};

/// The real file system with \p Opts' in-memory files over it, at their
/// names relative to the current directory: a program's source and the
/// headers it includes (`#include "dir/h.h"` finds dir/h.h there, as the
/// directory of the including file).
static IntrusiveRefCntPtr<vfs::FileSystem>
fileSystemFor(const FrontendOptions &Opts) {
  IntrusiveRefCntPtr<vfs::FileSystem> Real = vfs::getRealFileSystem();
  if (Opts.InMemoryFiles.empty())
    return Real;
  auto Memory = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  if (ErrorOr<std::string> CWD = Real->getCurrentWorkingDirectory())
    Memory->setCurrentWorkingDirectory(*CWD);
  for (const auto &[Name, Text] : Opts.InMemoryFiles)
    Memory->addFile(Name, 0, MemoryBuffer::getMemBufferCopy(Text, Name));
  auto Overlay = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(Real);
  Overlay->pushOverlay(Memory);
  return Overlay;
}

/// A compiler instance for \p Args (createAMDInvocation) reading the
/// sources \p Run edited, clang's diagnostics going to \p DiagOS through
/// \p Consumer (made for \p Run's mode), and its dependency rules
/// collected in \p Deps; null when clang rejects the arguments (it has said
/// why).
static std::unique_ptr<clang::CompilerInstance>
createInstance(const std::vector<std::string> &Args, raw_ostream &DiagOS,
               const ClangRun &Run, DialectConsumer *&Consumer,
               std::shared_ptr<ProgramDependencies> &Deps,
               const FrontendOptions &Opts) {
  std::shared_ptr<clang::CompilerInvocation> Invocation =
      createAMDInvocation(Args, DiagOS);
  if (!Invocation || !readFromStandardInput(*Invocation, DiagOS))
    return nullptr;
  // After standard input's own mapping, which an edited `<stdin>` replaces.
  for (const auto &[Name, Text] : Run.EditedFiles)
    Invocation->getPreprocessorOpts().addRemappedFile(
        Name, MemoryBuffer::getMemBufferCopy(Text, Name).release());
  if (Run.Mode == DiagMode::Retry)
    includeDialectDefinitions(Invocation->getPreprocessorOpts());

  auto CI = std::make_unique<clang::CompilerInstance>(std::move(Invocation));
  CI->createVirtualFileSystem(fileSystemFor(Opts));
  Consumer = new DialectConsumer(
      DiagOS, CI->getInvocation().getDiagnosticOpts(), Run.Mode, Run.Strict);
  CI->createDiagnostics(Consumer, /*ShouldOwnClient=*/true);
  if (Opts.SmallModel)
    useSmallModelTarget(CI->getInvocation(), CI->getDiagnostics());
  CI->setVerboseOutputStream(DiagOS);
  collectDependencies(*CI, Deps);
  // -ftime-report: clang's code generator times itself in the instance's
  // timer group, which only clang's own driver would otherwise create.
  if (CI->getCodeGenOpts().TimePasses) {
    CI->createFrontendTimer();
    CI->getFrontendTimer().startTimer(); // as clang's cc1 does
  }
  return CI;
}

/// One run of clang over \p Path, under \p Guard; a probe's findings go
/// into \p Run.
static std::unique_ptr<Module>
runClang(StringRef Path, const FrontendOptions &Opts, LLVMContext &Ctx,
         raw_ostream &DiagOS, ClangRun &Run, CrashGuard &Guard,
         std::shared_ptr<ProgramDependencies> &Deps) {
  DialectConsumer *Consumer = nullptr;
  const std::vector<std::string> Args =
      driverArgs(Path, Opts, Run.RenameSizeTypes);
  std::unique_ptr<clang::CompilerInstance> CI =
      createInstance(Args, DiagOS, Run, Consumer, Deps, Opts);
  if (!CI)
    return nullptr;
  bool Probe = Run.Mode == DiagMode::Probe;
  Consumer->setShown(Run.ShownWarnings, Run.Shown);
  OpenCLEmitAction Action(Ctx, /*WarnSizeTypes=*/Probe && !Run.Strict,
                          Probe ? Consumer : nullptr, Guard);
  bool OK = CI->ExecuteAction(Action);
  if (Probe) {
    Run.OnlyDialectErrors = Consumer->onlyDialectErrors();
    Run.SawSizeTypes = Consumer->sawSizeTypes();
    Run.AsWarnings = Consumer->asWarnings();
    Run.Warnings = Consumer->warningCount();
    Run.Shown = Consumer->shownPlaces();
    Run.EditedFiles = Consumer->edits().editedFiles();
  }
  if (!OK)
    return nullptr;
  std::unique_ptr<Module> M = Action.takeMarkedModule();
  if (M && Run.RenameSizeTypes)
    restoreSizeTypeNames(*M);
  if (M && Opts.SmallModel)
    if (Error E = retargetSmallModel(*M, StringRef(Opts.CPU).split(':').first)) {
      DiagOS << "error: " << toString(std::move(E)) << "\n";
      return nullptr;
    }
  return M;
}

/// clang's own words for a missing input, before clang is started.
static Error checkSourceExists(StringRef Path, const FrontendOptions &Opts) {
  if (Path == "-" || sys::fs::exists(Path) ||
      llvm::any_of(Opts.InMemoryFiles,
                   [&](const auto &F) { return F.first == Path; }))
    return Error::success();
  return createStringError(inconvertibleErrorCode(),
                           "no such file or directory: '" + Path + "'");
}

/// The action clang's options chose for the -E phase (-M makes it
/// preprocess without printing).
static std::unique_ptr<clang::FrontendAction>
preprocessAction(const clang::CompilerInstance &CI) {
  if (CI.getFrontendOpts().ProgramAction ==
      clang::frontend::RunPreprocessorOnly)
    return std::make_unique<clang::PreprocessOnlyAction>();
  return std::make_unique<clang::PrintPreprocessedAction>();
}

Error runFrontendOnly(StringRef Path, const FrontendOptions &Opts,
                      FrontendOnly Only, StringRef Output, raw_ostream &DiagOS,
                      DependencyOutput &DepOut) {
  if (Error E = checkSourceExists(Path, Opts))
    return E;
  std::shared_ptr<ProgramDependencies> Deps;
  if (Only == FrontendOnly::SyntaxOnly) {
    // A compilation's probe and retry (AMD's dialect), its IR dropped.
    LLVMContext Ctx;
    Expected<std::unique_ptr<Module>> M =
        compileOpenCLFile(Path, Opts, Ctx, DiagOS, &Deps);
    if (!M)
      return M.takeError();
    if (Deps)
      Deps->appendTo(DepOut);
    return Error::success();
  }
  bool OK = false;
  CrashGuard Guard("clang", "preprocessing '" + Path.str() + "'");
  if (Error E = Guard.run([&] {
        DialectConsumer *Consumer = nullptr;
        // -E is a phase of clang's driver (it sets the preprocessor's output
        // options, -dM included).
        const std::vector<std::string> Args =
            driverArgs(Path, Opts, /*RenameSizeTypes=*/false, "-E");
        std::unique_ptr<clang::CompilerInstance> CI =
            createInstance(Args, DiagOS, ClangRun(), Consumer, Deps, Opts);
        if (!CI)
          return Error::success();
        CI->getFrontendOpts().OutputFile = Output.str();
        OK = CI->ExecuteAction(*preprocessAction(*CI));
        return Error::success();
      }))
    return E;
  DiagOS.flush();
  if (!OK)
    return make_error<SourceDiagnosedError>(Path.str());
  if (Deps)
    Deps->appendTo(DepOut);
  return Error::success();
}

/// How much of a file classifyInput reads: binaries show themselves early,
/// and sources never hold a NUL byte.
static constexpr size_t SniffBytes = 1024;

/// What kind of binary \p Head (a file's first bytes) starts, if any.
static std::optional<StringRef> binaryKind(StringRef Head) {
  if (Head.starts_with(ELF::ElfMagic)) {
    // e_machine, little-endian, at offset 18 in both ELF classes.
    if (Head.size() >= 20) {
      uint16_t Machine = support::endian::read16le(Head.data() + 18);
      if (Machine == cl2::EM_AMDCL2_32 || Machine == cl2::EM_AMDCL2_64)
        return StringRef("an AMDCL2 binary");
    }
    return StringRef("an ELF file");
  }
  // Other object formats, archives and images all have NUL bytes early.
  if (Head.contains('\0'))
    return StringRef("a binary file");
  return std::nullopt;
}

Expected<InputKind> classifyInput(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  if (Ext == ".ll" || Ext == ".bc")
    return InputKind::LLVMIR;
  Expected<sys::fs::file_t> FD = sys::fs::openNativeFileForRead(Path);
  if (!FD) {
    consumeError(FD.takeError());
    return InputKind::OpenCLSource;
  }
  char Buf[SniffBytes];
  Expected<size_t> N =
      sys::fs::readNativeFile(*FD, MutableArrayRef(Buf, sizeof(Buf)));
  sys::fs::closeFile(*FD);
  if (!N) {
    consumeError(N.takeError());
    return InputKind::OpenCLSource;
  }
  StringRef Head(Buf, *N);
  if (identify_magic(Head) == file_magic::bitcode)
    return InputKind::LLVMIR;
  if (std::optional<StringRef> Kind = binaryKind(Head))
    return createStringError("'" + Path + "': is " + *Kind +
                             ", not OpenCL C source");
  return InputKind::OpenCLSource;
}

/// runClang on a large stack, a crash of clang's an error naming the stage.
/// Everything clang creates lives inside the guard, so that after a crash
/// nothing of it is destroyed.
static Expected<std::unique_ptr<Module>>
runClangGuarded(StringRef Path, const FrontendOptions &Opts, LLVMContext &Ctx,
                raw_ostream &DiagOS, ClangRun &Run,
                std::shared_ptr<ProgramDependencies> &Deps) {
  CrashGuard Guard("clang", "parsing '" + Path.str() + "'");
  std::unique_ptr<Module> M;
  if (Error E = Guard.run([&] {
        M = runClang(Path, Opts, Ctx, DiagOS, Run, Guard, Deps);
        return Error::success();
      }))
    return std::move(E);
  return std::move(M);
}

Expected<std::unique_ptr<Module>>
compileOpenCLFile(StringRef Path, const FrontendOptions &Opts, LLVMContext &Ctx,
                  raw_ostream &DiagOS,
                  std::shared_ptr<ProgramDependencies> *DepsOut) {
  if (Error E = checkSourceExists(Path, Opts))
    return E;
  std::shared_ptr<ProgramDependencies> NoDeps;
  std::shared_ptr<ProgramDependencies> &Deps = DepsOut ? *DepsOut : NoDeps;
  // The probe keeps its diagnostics back: if its only errors are what AMD's
  // dialect accepts, the retry compiles the renamed and edited source and
  // the user sees the probe's diagnostics with those errors as warnings.
  std::string Buffered;
  raw_string_ostream BufOS(Buffered);
  ClangRun Probe;
  Probe.Mode = DiagMode::Probe;
  Probe.Strict = Opts.StrictDialect;
  Expected<std::unique_ptr<Module>> M =
      runClangGuarded(Path, Opts, Ctx, BufOS, Probe, Deps);
  if (M && !*M && Probe.OnlyDialectErrors) {
    ClangRun Retry;
    Retry.Mode = DiagMode::Retry;
    Retry.RenameSizeTypes = Probe.SawSizeTypes;
    Retry.EditedFiles = std::move(Probe.EditedFiles);
    Retry.ShownWarnings = Probe.Warnings;
    Retry.Shown = std::move(Probe.Shown);
    std::string RetryText;
    raw_string_ostream RetryOS(RetryText);
    M = runClangGuarded(Path, Opts, Ctx, RetryOS, Retry, Deps);
    // If the edited source fails after all, clang's own account of the
    // original is the one to give.
    DiagOS << (M && *M ? Probe.AsWarnings + RetryText : Buffered);
  } else {
    // What clang said before a crash may explain it.
    DiagOS << Buffered;
  }
  DiagOS.flush();
  if (M && !*M)
    return make_error<SourceDiagnosedError>(Path.str());
  return M;
}

Expected<std::vector<std::string>>
frontendCommand(StringRef Path, const FrontendOptions &Opts,
                std::optional<FrontendOnly> Only) {
  StringRef Phase = Only == FrontendOnly::Preprocess ? "-E" : "-c";
  const std::vector<std::string> Args =
      driverArgs(Path, Opts, /*RenameSizeTypes=*/false, Phase);
  std::string Diags;
  raw_string_ostream DiagOS(Diags);
  std::shared_ptr<clang::CompilerInvocation> Invocation =
      createAMDInvocation(Args, DiagOS);
  if (!Invocation)
    return createStringError(inconvertibleErrorCode(), Diags);
  // What runs in-process: IR generation where clang's driver asks for an
  // object (createInvocation chose a syntax check) and for -fsyntax-only
  // (runFrontendOnly compiles, AMD's dialect included), or -E / -M as
  // asked.
  if (Only != FrontendOnly::Preprocess)
    Invocation->getFrontendOpts().ProgramAction = clang::frontend::EmitLLVMOnly;
  std::vector<std::string> Command = {AMDCL2_CLANG22}; // then -cc1
  for (std::string &A : Invocation->getCC1CommandLine())
    Command.push_back(std::move(A));
  // Only a compiler instance's source manager would take (and free) the
  // remapped header buffer; this invocation never runs.
  clang::PreprocessorOptions &PPOpts = Invocation->getPreprocessorOpts();
  for (auto &[Name, Buffer] : PPOpts.RemappedFileBuffers)
    delete Buffer;
  PPOpts.RemappedFileBuffers.clear();
  return Command;
}

} // namespace amdcl2
