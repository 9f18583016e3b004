//===- BuiltinsLinker.cpp - Linking the OpenCL builtins into a program ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Links our builtins library first and libclc-22 second, both only-needed,
/// so our definitions (barriers, fences) win over libclc's. libclc's
/// work-item functions read HSA implicit arguments that CL2 does not have:
/// they are turned into declarations before linking, for the CL2 lowering
/// pass to lower. Linked functions then get the kernels' attributes.
///
//===----------------------------------------------------------------------===//

#include "ModuleLinking.h"
#include "SizeTypeBridges.h"
#include "UnspecifiedValues.h"
#include "amdcl2/ABI/ProgramChecks.h"
#include "amdcl2/ABI/SmallModel.h"
#include "amdcl2/ABI/WorkItemFunctions.h"
#include "amdcl2/Frontend/Builtins.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

/// Calls left for later stages: device-side enqueue and sampler literals are
/// lowered by the CL2 pass. (printf is bound before linking: PrintfBinding.h.)
static bool isLoweredLater(StringRef Name) {
  return Name.starts_with("__enqueue_kernel") ||
         Name.starts_with("__get_kernel_") ||
         Name == "__translate_sampler_initializer";
}

/// Attributes copied from the kernels onto every linked function: without
/// them the inliner refuses (target features, denormal modes) or changes
/// floating-point semantics.
static constexpr StringLiteral CopiedAttributes[] = {
    "target-cpu",           "target-features",  "denormal-fp-math",
    "denormal-fp-math-f32", "no-trapping-math", "unsafe-fp-math",
    "no-infs-fp-math",      "no-nans-fp-math",  "no-signed-zeros-fp-math",
    "approx-func-fp-math"};

StringRef defaultLibCLCPath() { return AMDCL2_LIBCLC_PATH; }

static std::string libPathFor(StringRef ExecutablePath, StringRef Sub,
                              StringRef File) {
  SmallString<256> P(sys::path::parent_path(ExecutablePath));
  sys::path::append(P, "..", "lib", "amdcl2");
  sys::path::append(P, Sub, File);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

std::string builtinsPathFor(StringRef ExecutablePath) {
  return libPathFor(ExecutablePath, "", "builtins.bc");
}

std::string libclcIndexPathFor(StringRef ExecutablePath) {
  return libPathFor(ExecutablePath, "libclc", "index.txt");
}

bool isWorkItemFunction(StringRef Name) {
  return getWorkItemFn(Name).has_value();
}

static Error libraryError(StringRef Path, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "builtins library '" + Path + "': " + Msg);
}

/// Makes \p Lib linkable into \p M: same layout and triple, no module flags
/// (libclc's would clash with the program's), no work-item definitions.
static void prepareLibrary(Module &Lib, const Module &M) {
  Lib.setDataLayout(M.getDataLayout());
  Lib.setTargetTriple(M.getTargetTriple());
  if (NamedMDNode *Flags = Lib.getModuleFlagsMetadata())
    Lib.eraseNamedMetadata(Flags);
  for (const WorkItemFnInfo &W : workItemFunctions())
    for (StringRef Name : {W.Mangled, W.Plain})
      if (Function *F = Lib.getFunction(Name); F && !F->isDeclaration())
        F->deleteBody();
}

/// Links the definitions \p M needs from the library at \p Path, read
/// lazily: only the functions linked are materialized.
static Error linkLibrary(Module &M, StringRef Path) {
  if (Path.empty())
    return Error::success();
  if (!sys::fs::exists(Path))
    return libraryError(Path, "no such file");
  SMDiagnostic Diag;
  std::unique_ptr<Module> Lib =
      getLazyIRFileModule(Path, Diag, M.getContext());
  if (!Lib)
    return libraryError(Path, Diag.getMessage());
  prepareLibrary(*Lib, M);

  return linkModuleInto(M, std::move(Lib), Linker::LinkOnlyNeeded,
                        "builtins library '" + Path + "'");
}

/// Gives \p F the kernel's target and FP attributes and makes it inline.
static void harmonizeAttributes(Function &F, const Function &Kernel) {
  SmallVector<StringRef, 8> Drop;
  for (const Attribute &A : F.getAttributes().getFnAttrs())
    if (A.isStringAttribute() &&
        (A.getKindAsString().starts_with("amdgpu-") ||
         A.getKindAsString() == "uniform-work-group-size"))
      Drop.push_back(A.getKindAsString());
  for (StringRef Kind : Drop)
    F.removeFnAttr(Kind);
  for (StringRef Kind : CopiedAttributes) {
    Attribute A = Kernel.getFnAttribute(Kind);
    if (A.isValid())
      F.addFnAttr(A);
    else
      F.removeFnAttr(Kind);
  }
  F.removeFnAttr(Attribute::OptimizeNone);
  F.removeFnAttr(Attribute::NoInline);
  F.addFnAttr(Attribute::AlwaysInline);
  F.setLinkage(GlobalValue::InternalLinkage);
}

/// A declared function or variable some library may define.
static bool isLibraryCandidate(const GlobalValue &GV) {
  if (!GV.isDeclaration() || GV.use_empty())
    return false;
  if (const auto *F = dyn_cast<Function>(&GV))
    return !F->isIntrinsic() && !isWorkItemFunction(F->getName()) &&
           !isLoweredLater(F->getName());
  return isa<GlobalVariable>(GV);
}

static bool needsMoreDefinitions(const Module &M) {
  return any_of(M.global_values(), isLibraryCandidate);
}

namespace {
/// A library split into parts p<N>.bc with an index (index-parts.sh): a
/// line "name part" for each name a part defines, sorted by name in byte
/// order. A program looks up a few dozen of libclc's 13k names, so they are
/// searched where the file lies instead of being read into a table (which
/// cost a small kernel's compile a twentieth of its time).
class PartIndex {
public:
  static Expected<PartIndex> read(StringRef Path) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
    if (!Buf)
      return libraryError(Path, Buf.getError().message());
    PartIndex Index;
    Index.Buf = std::move(*Buf);
    (Index.Buf)->getBuffer().split(Index.Lines, '\n', -1, /*KeepEmpty=*/false);
    StringRef Previous;
    for (StringRef Line : Index.Lines) {
      StringRef Name = nameOf(Line);
      if (Name.empty() || Line.size() == Name.size() + 1)
        return libraryError(Path, "malformed line '" + Line + "'");
      if (!Previous.empty() && !(Previous < Name))
        return libraryError(Path, "names out of order at '" + Name +
                                      "' (rebuild amdcl2's library parts)");
      Previous = Name;
    }
    return std::move(Index);
  }

  /// The part defining \p Name, if any.
  std::optional<unsigned> partOf(StringRef Name) const {
    auto It = llvm::partition_point(
        Lines, [&](StringRef Line) { return nameOf(Line) < Name; });
    unsigned N;
    if (It == Lines.end() || nameOf(*It) != Name ||
        It->substr(Name.size() + 1).getAsInteger(10, N))
      return std::nullopt;
    return N;
  }

private:
  std::unique_ptr<MemoryBuffer> Buf;
  SmallVector<StringRef, 0> Lines;

  static StringRef nameOf(StringRef Line) { return Line.rsplit(' ').first; }
};
} // namespace

/// The index of \p LibraryPath's parts, `<dir>/<stem>/index.txt` beside it
/// (builtins.bc's parts are builtins/), or "" if there is none.
static std::string partIndexBeside(StringRef LibraryPath) {
  if (LibraryPath.empty())
    return "";
  SmallString<256> P(sys::path::parent_path(LibraryPath));
  sys::path::append(P, sys::path::stem(LibraryPath), "index.txt");
  return sys::fs::exists(P) ? std::string(P) : "";
}

/// libclc's index if it was split at build time, else "".
static std::string libclcIndex(const BuiltinLibraries &Libs) {
  return !Libs.LibCLCIndex.empty() && sys::fs::exists(Libs.LibCLCIndex)
             ? Libs.LibCLCIndex
             : "";
}

namespace {
/// A library as the linker sees it: the whole file, or its parts and their
/// index (read once, for the size-type bridges and for linking).
class Library {
public:
  Library(std::string Path, std::string IndexPath)
      : Path(std::move(Path)), IndexPath(std::move(IndexPath)) {}

  /// Reads the names the library defines: its index, or the definitions
  /// of the whole file.
  Error readNames(LLVMContext &Ctx) {
    if (!IndexPath.empty())
      return index().takeError();
    if (Names)
      return Error::success();
    Names.emplace();
    return addDefinedNames(Path, Ctx, *Names);
  }

  /// Whether the library defines \p Name, after readNames.
  bool defines(StringRef Name) const {
    return Index ? Index->partOf(Name).has_value()
                 : Names && Names->contains(Name);
  }

  /// Links what \p M lacks: the whole library, or the parts that define
  /// it, repeatedly, as a part may need others. Names no part defines are
  /// left for the next library or checkNoUndefinedCalls.
  Error link(Module &M) {
    if (IndexPath.empty())
      return linkLibrary(M, Path);
    Expected<const PartIndex *> Parts = index();
    if (!Parts)
      return Parts.takeError();
    // A lazy link brings in only what is needed then: a part linked once
    // may have to be linked again for a name that became needed later (a
    // table that a function of another part refers to). Each name is looked
    // up once.
    StringSet<> Sought;
    while (true) {
      SmallSet<unsigned, 8> Wanted;
      for (const GlobalValue &GV : M.global_values())
        if (isLibraryCandidate(GV) && Sought.insert(GV.getName()).second)
          if (std::optional<unsigned> N = (*Parts)->partOf(GV.getName()))
            Wanted.insert(*N);
      if (Wanted.empty())
        return Error::success();
      for (unsigned N : Wanted) {
        SmallString<256> Part(sys::path::parent_path(IndexPath));
        sys::path::append(Part, "p" + Twine(N) + ".bc");
        if (Error E = linkLibrary(M, Part))
          return E;
      }
    }
  }

private:
  std::string Path, IndexPath;
  std::optional<PartIndex> Index;
  std::optional<StringSet<>> Names; ///< a whole library's, once read

  Expected<const PartIndex *> index() {
    if (!Index) {
      Expected<PartIndex> Read = PartIndex::read(IndexPath);
      if (!Read)
        return Read.takeError();
      Index = std::move(*Read);
    }
    return &*Index;
  }

  /// Adds the functions the library at \p Path defines to \p Names.
  static Error addDefinedNames(StringRef Path, LLVMContext &Ctx,
                               StringSet<> &Names) {
    if (Path.empty() || !sys::fs::exists(Path))
      return Error::success();
    SMDiagnostic Diag;
    std::unique_ptr<Module> Lib = getLazyIRFileModule(Path, Diag, Ctx);
    if (!Lib)
      return libraryError(Path, Diag.getMessage());
    for (const Function &F : *Lib)
      if (!F.isDeclaration())
        Names.insert(F.getName());
    return Error::success();
  }
};
} // namespace

/// The library's pipes read the runtime's indices as the program's size_t
/// (Pipes.cl): `__amdcl2_size_t_bytes()` becomes the constant it is.
static void defineSizeTBytes(Module &M) {
  Function *F = M.getFunction("__amdcl2_size_t_bytes");
  if (!F || !F->isDeclaration())
    return;
  IRBuilder<> B(BasicBlock::Create(M.getContext(), "", F));
  B.CreateRet(B.getInt32(isSmallModel(M.getDataLayout()) ? 4 : 8));
  F->setLinkage(GlobalValue::InternalLinkage);
  F->addFnAttr(Attribute::AlwaysInline);
}

/// A 32-bit program calls size_t builtins by their 32-bit names
/// (SizeTypeBridges.h); they are made calls of the libraries' names.
static Error bridgeSizeTypes(Module &M, Library &AMDCL2, Library &LibCLC) {
  if (Error E = AMDCL2.readNames(M.getContext()))
    return E;
  if (Error E = LibCLC.readNames(M.getContext()))
    return E;
  bridgeSizeTypeCalls(M, [&](StringRef Name) {
    const Function *F = M.getFunction(Name);
    return (F && !F->isDeclaration()) || AMDCL2.defines(Name) ||
           LibCLC.defines(Name);
  });
  return Error::success();
}

/// atomic_fetch_add/sub(_explicit) on an atomic_uintptr_t take a ptrdiff_t
/// (OpenCL 2.0 6.13.11.7.5): `U7_Atomicml` in a 64-bit program,
/// `U7_Atomicji` in a 32-bit one. libclc defines only the unsigned operand
/// (`mm`, `jj`), which adds the same bits: the name with that operand, or
/// "".
static std::string uintptrAtomicName(StringRef Name) {
  if (!Name.starts_with("_Z16atomic_fetch_") &&
      !Name.starts_with("_Z25atomic_fetch_"))
    return "";
  std::string To = Name.str();
  size_t P = To.find("U7_Atomicml");
  if (P == std::string::npos)
    P = To.find("U7_Atomicji");
  if (P == std::string::npos)
    return "";
  To[P + 10] = To[P + 9]; // the operand as the atomic's own type
  return To;
}

/// libclc functions that the builtins library guards (Math.cl): a call of
/// the first name, on doubles, becomes a call of the second, which calls
/// libclc's after checking its arguments. The guard's name, or "".
static std::string guardedName(StringRef Name) {
  static const std::pair<StringRef, StringRef> Guarded[] = {
      {"_Z3pow", "_Z12__amdcl2_pow"}, {"_Z4powr", "_Z13__amdcl2_powr"}};
  for (auto [From, To] : Guarded) {
    StringRef Params = Name;
    if (!Params.consume_front(From))
      continue;
    // The first parameter's type: d, or a vector of d (Dv<N>_d).
    StringRef Elem = Params;
    if (Elem.consume_front("Dv"))
      Elem = Elem.drop_while([](char C) { return isDigit(C); }).drop_front();
    if (Elem.starts_with("d"))
      return (To + Params).str();
  }
  return "";
}

/// The program's declarations of the names above become declarations of
/// the names the libraries define, for both models, before linking.
static void renameLibraryDeclarations(Module &M) {
  for (Function &F : make_early_inc_range(M)) {
    if (!F.isDeclaration())
      continue;
    std::string To = uintptrAtomicName(F.getName());
    if (To.empty())
      To = guardedName(F.getName());
    if (To.empty())
      continue;
    if (Function *Existing = M.getFunction(To)) {
      if (Existing->getFunctionType() != F.getFunctionType())
        continue;
      F.replaceAllUsesWith(Existing);
      F.eraseFromParent();
    } else {
      F.setName(To);
    }
  }
}

Error linkBuiltins(Module &M, const BuiltinLibraries &Libs) {
  Library AMDCL2(Libs.AMDCL2, partIndexBeside(Libs.AMDCL2));
  Library LibCLC(Libs.LibCLC, libclcIndex(Libs));
  renameLibraryDeclarations(M);
  if (isSmallModel(M.getDataLayout()))
    if (Error E = bridgeSizeTypes(M, AMDCL2, LibCLC))
      return E;
  const Function *Kernel = nullptr;
  StringSet<> DefinedBefore;
  for (const GlobalValue &GV : M.global_values())
    if (!GV.isDeclaration())
      DefinedBefore.insert(GV.getName());
  for (const Function &F : M)
    if (!Kernel && F.getCallingConv() == CallingConv::AMDGPU_KERNEL)
      Kernel = &F;
  // Even read lazily, the library's declarations cost a small kernel a
  // sixth of its compile time: a program that calls nothing but work-item
  // functions and intrinsics is left alone.
  bool CallsOut = any_of(M.global_values(), [](const GlobalValue &GV) {
    if (!GV.isDeclaration() || GV.use_empty())
      return false;
    const auto *F = dyn_cast<Function>(&GV);
    return !F || (!F->isIntrinsic() && !isWorkItemFunction(F->getName()));
  });
  if (CallsOut)
    if (Error E = AMDCL2.link(M))
      return E;
  // Reading libclc's 13k declarations costs more than compiling a small
  // kernel: skip it when nothing is left to resolve.
  if (needsMoreDefinitions(M))
    if (Error E = LibCLC.link(M))
      return E;

  for (GlobalVariable &GV : M.globals())
    if (!GV.isDeclaration() && !DefinedBefore.contains(GV.getName()) &&
        !GV.hasAppendingLinkage())
      GV.setLinkage(GlobalValue::InternalLinkage);
  for (Function &F : M) {
    if (F.isDeclaration() || DefinedBefore.contains(F.getName()))
      continue;
    if (isWorkItemFunction(F.getName())) {
      F.deleteBody();
      continue;
    }
    if (Kernel)
      harmonizeAttributes(F, *Kernel);
  }
  if (isSmallModel(M.getDataLayout()))
    reconcileCallTypes(M);
  defineSizeTBytes(M);
  // AMD's dialect: an uninitialized value is unspecified, not undefined
  // behaviour, in the program and in the builtins it calls.
  dropNoUndef(M);
  return checkNoUndefinedCalls(M);
}

Error checkNoUndefinedCalls(const Module &M) {
  return checkCallsResolved(M, [](StringRef Callee) {
    return isWorkItemFunction(Callee) || isLoweredLater(Callee);
  });
}

} // namespace amdcl2
