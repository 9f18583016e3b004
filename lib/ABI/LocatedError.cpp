//===- LocatedError.cpp - Errors at a source location ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Located errors carry the file, line and column apart from the message so
/// that each tool can print them in its own way (amdcl2-clang as clang does).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/LocatedError.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

char LocatedError::ID = 0;

std::string LocatedError::location() const {
  std::string S = File + ":" + std::to_string(Line);
  if (Column)
    S += ":" + std::to_string(Column);
  return S;
}

void LocatedError::log(raw_ostream &OS) const {
  OS << location() << ": " << Message;
}

std::error_code LocatedError::convertToErrorCode() const {
  return inconvertibleErrorCode();
}

Error makeLocatedError(const DiagnosticLocation &Loc, const Twine &Msg) {
  if (!Loc.isValid())
    return createStringError(inconvertibleErrorCode(), Msg);
  // The path as the compilation recorded it, which is how clang names the
  // file in its own diagnostics.
  return make_error<LocatedError>(Loc.getRelativePath().str(), Loc.getLine(),
                                  Loc.getColumn(), Msg.str());
}

} // namespace amdcl2
