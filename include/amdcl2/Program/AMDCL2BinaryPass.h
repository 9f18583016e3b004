//===- AMDCL2BinaryPass.h - LLVM's object -> AMDCL2 binary ------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The legacy code-generation pass that makes the AMDCL2 program of a
/// lowered module. It must be added to the pass manager before the target's
/// code-generation passes, which write LLVM's object to objectStream():
/// when it runs, ahead of code generation, it reads the lowering's
/// decisions; its doFinalization runs after theirs (the legacy pass manager
/// finalizes module passes in reverse order), so after the AsmPrinter has
/// finished the object, and builds the program from it (buildProgram).
///
/// Given an output stream it also writes the AMDCL2 binary there and
/// reports a failure as an LLVMContext error, which makes llc and clang
/// exit non-zero and drop the output: that is how LLVM's AMDGPU target
/// uses it (llvm-patches/). Without one, the caller takes the program or
/// the error with takeProgram() (amdcl2's emitObject).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_PROGRAM_AMDCL2BINARYPASS_H
#define AMDCL2_PROGRAM_AMDCL2BINARYPASS_H

#include "amdcl2/ABI/CompiledProgram.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Pass.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <vector>

namespace amdcl2 {

class AMDCL2BinaryPass : public llvm::ModulePass {
public:
  static char ID;

  /// The program for \p T, kept for takeProgram().
  explicit AMDCL2BinaryPass(const BinaryTarget &T);
  /// The binary for the GPU \p CPU (an LLVM or Catalyst name) and the
  /// driver \p Driver (parseDriverVersion; empty: the GPU's default),
  /// written to \p Out. A bad name is reported when the pass runs.
  AMDCL2BinaryPass(llvm::raw_pwrite_stream &Out, llvm::StringRef CPU,
                   llvm::StringRef Driver);
  ~AMDCL2BinaryPass() override;

  /// Where code generation must write LLVM's object.
  llvm::raw_pwrite_stream &objectStream() { return ObjectOS; }
  /// The program, or the first error; once, after the pass manager ran.
  llvm::Expected<CompiledProgram> takeProgram();

  llvm::StringRef getPassName() const override {
    return "AMDCL2 binary emission";
  }
  bool runOnModule(llvm::Module &M) override;
  bool doFinalization(llvm::Module &M) override;

private:
  /// Keeps the first error.
  void fail(llvm::Error E);
  llvm::Error readDecisions(const llvm::Module &M);

  BinaryTarget Target;
  llvm::raw_pwrite_stream *Out = nullptr;
  llvm::SmallVector<char, 0> Object;
  llvm::raw_svector_ostream ObjectOS{Object};
  std::vector<KernelABI> ABIs;
  std::optional<CompiledProgram> Program;
  llvm::Error Failure = llvm::Error::success();
};

} // namespace amdcl2

#endif // AMDCL2_PROGRAM_AMDCL2BINARYPASS_H
