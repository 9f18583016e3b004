//===- Program.cpp - The inputs of a program, linked in order -------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// OpenCL C sources and LLVM IR files become one module, as clBuildProgram
/// links several sources: each input in command-line order, so that the
/// kernels keep that order, with a kernel defined twice named with both
/// inputs rather than left to the linker's symbol message.
///
//===----------------------------------------------------------------------===//

#include "Dependencies.h"
#include "ModuleLinking.h"
#include "amdcl2/ABI/InputChecks.h"
#include "amdcl2/Frontend/Frontend.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace llvm;

namespace amdcl2 {

static constexpr StringLiteral CodeObjectVersionFlag =
    "amdhsa_code_object_version";

Expected<MemoryBufferRef> standardInput() {
  static ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getSTDIN();
  if (!Buffer)
    return errorCodeToError(Buffer.getError());
  return (*Buffer)->getMemBufferRef();
}

/// An LLVM IR input, after the checks amdcl2-llc makes of its input (the
/// linker, like every pass, assumes valid IR).
static Expected<std::unique_ptr<Module>>
readIRInput(StringRef Path, const FrontendOptions &Opts, LLVMContext &Ctx) {
  // clang's code generator makes the context drop value names, and textual
  // IR with names cannot be read into such a context.
  Ctx.setDiscardValueNames(false);
  SMDiagnostic Diag;
  std::unique_ptr<Module> M;
  auto InMemory = llvm::find_if(Opts.InMemoryFiles,
                                [&](const auto &F) { return F.first == Path; });
  if (InMemory != Opts.InMemoryFiles.end()) {
    M = parseIR(MemoryBufferRef(InMemory->second, Path), Diag, Ctx);
  } else if (Path == "-") {
    Expected<MemoryBufferRef> In = standardInput();
    if (!In)
      return In.takeError();
    M = parseIR(*In, Diag, Ctx);
  } else {
    M = parseIRFile(Path, Diag, Ctx);
  }
  if (!M)
    return createStringError("'" + Path + "': " + Diag.getMessage());
  if (Error E = checkInputModule(*M))
    return std::move(E);
  // IR from clang-22 has its default code object version (6), the sources
  // the CL2 ABI's 4, which the lowering sets for the program anyway: the
  // flag must not keep them apart.
  if (M->getModuleFlag(CodeObjectVersionFlag))
    M->setModuleFlag(Module::Error, CodeObjectVersionFlag, 400);
  return std::move(M);
}

/// Notes which input defines each kernel of \p M; a kernel another input
/// defined already is an error naming both.
static Error noteKernels(const Module &M, StringRef Path,
                         StringMap<std::string> &Definers) {
  for (const Function &F : M) {
    if (F.isDeclaration() || F.getCallingConv() != CallingConv::AMDGPU_KERNEL)
      continue;
    auto [It, New] = Definers.try_emplace(F.getName(), Path.str());
    if (!New)
      return createStringError("kernel '" + F.getName() +
                               "' is defined in both '" + It->second +
                               "' and '" + Path + "'");
  }
  return Error::success();
}

Expected<std::unique_ptr<Module>> compileProgram(ArrayRef<ProgramInput> Inputs,
                                                 const FrontendOptions &Opts,
                                                 LLVMContext &Ctx,
                                                 raw_ostream &DiagOS,
                                                 DependencyOutput &DepOut) {
  if (Inputs.empty())
    return createStringError("no input files");
  std::shared_ptr<ProgramDependencies> Deps;
  StringMap<std::string> Kernels;
  std::unique_ptr<Module> Program;
  for (const ProgramInput &In : Inputs) {
    Expected<std::unique_ptr<Module>> M =
        In.Kind == InputKind::LLVMIR
            ? readIRInput(In.Path, Opts, Ctx)
            : compileOpenCLFile(In.Path, Opts, Ctx, DiagOS, &Deps);
    if (!M)
      return M.takeError();
    if (Error E = noteKernels(**M, In.Path, Kernels))
      return std::move(E);
    if (!Program) {
      Program = std::move(*M);
      continue;
    }
    if (Error E =
            linkModuleInto(*Program, std::move(*M), Linker::None,
                           "cannot link '" + In.Path + "' into the program"))
      return std::move(E);
  }
  if (Deps)
    Deps->appendTo(DepOut);
  return std::move(Program);
}

} // namespace amdcl2
