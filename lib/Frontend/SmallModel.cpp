//===- SmallModel.cpp - Compiling OpenCL C for 32-bit programs ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SmallModel.h"
#include "amdcl2/ABI/SmallModel.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/MacroBuilder.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Basic/TargetOptions.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace amdcl2 {

/// clang's r600 processor for the front end: any one with 64-bit floats
/// (its features are replaced by the amdgcn GPU's anyway).
static constexpr StringLiteral R600CPU = "cayman";

namespace {
/// What clang's target \p Triple / \p CPU says of itself: its OpenCL
/// features and the macros it defines.
struct TargetView {
  StringMap<bool> OpenCLOpts;
  StringMap<std::string> Macros;
};
} // namespace

static TargetView viewTarget(StringRef Triple, StringRef CPU,
                             const clang::LangOptions &LO,
                             clang::DiagnosticsEngine &Diags) {
  TargetView V;
  clang::TargetOptions TO;
  TO.Triple = Triple.str();
  TO.CPU = CPU.str();
  std::unique_ptr<clang::TargetInfo> TI(
      clang::TargetInfo::CreateTargetInfo(Diags, TO));
  if (!TI)
    return V;
  V.OpenCLOpts = TI->getSupportedOpenCLOpts();
  std::string Text;
  raw_string_ostream OS(Text);
  clang::MacroBuilder MB(OS);
  TI->getTargetDefines(LO, MB);
  SmallVector<StringRef, 64> Lines;
  StringRef(Text).split(Lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef L : Lines)
    if (L.consume_front("#define ")) {
      auto [Name, Value] = L.split(' ');
      V.Macros[Name] = Value.str();
    }
  return V;
}

void useSmallModelTarget(clang::CompilerInvocation &Inv,
                         clang::DiagnosticsEngine &Diags) {
  clang::TargetOptions &TO = Inv.getTargetOpts();
  const clang::LangOptions &LO = Inv.getLangOpts();
  TargetView GCN = viewTarget(TO.Triple, TO.CPU, LO, Diags);
  TargetView R600 = viewTarget("r600", R600CPU, LO, Diags);

  std::vector<std::string> Exts;
  for (const auto &[Name, On] : GCN.OpenCLOpts)
    Exts.push_back((On ? "+" : "-") + Name.str());
  for (const auto &[Name, On] : R600.OpenCLOpts)
    if (On && !GCN.OpenCLOpts.contains(Name))
      Exts.push_back("-" + Name.str());
  Exts.insert(Exts.end(), TO.OpenCLExtensionsAsWritten.begin(),
              TO.OpenCLExtensionsAsWritten.end());
  TO.OpenCLExtensionsAsWritten = std::move(Exts);
  TO.Triple = "r600";
  TO.CPU = R600CPU.str();
  TO.Features.clear();
  TO.FeaturesAsWritten.clear();

  // Before the predefines and the user's: the user's -D/-U come later.
  std::vector<std::pair<std::string, bool>> Macros;
  for (const auto &[Name, Value] : R600.Macros)
    if (!GCN.Macros.contains(Name))
      Macros.emplace_back(Name.str(), /*isUndef=*/true);
  for (const auto &[Name, Value] : GCN.Macros) {
    auto It = R600.Macros.find(Name);
    if (It == R600.Macros.end() || It->second != Value)
      Macros.emplace_back(Name.str() + "=" + Value, /*isUndef=*/false);
  }
  auto &PPMacros = Inv.getPreprocessorOpts().Macros;
  PPMacros.insert(PPMacros.begin(), Macros.begin(), Macros.end());
}

Error retargetSmallModel(Module &M, StringRef CPU) {
  Triple TT("amdgcn-amd-amdhsa");
  Expected<std::string> DL = smallModelDataLayout(TT.computeDataLayout());
  if (!DL)
    return DL.takeError();
  M.setTargetTriple(TT);
  M.setDataLayout(*DL);
  for (Function &F : M) {
    if (F.hasFnAttribute("target-cpu"))
      F.addFnAttr("target-cpu", CPU);
    F.removeFnAttr("target-features");
  }
  return Error::success();
}

} // namespace amdcl2
